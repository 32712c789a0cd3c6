package dale

import (
	"agora/game"
	eng "agora/game/dale"
	"agora/translations"
	"agora/ui"
)

// DescribeOption says a Dale option in the player's language, as the
// table's prompts say it ("Buy · Glue (5)"), from the position before it
// was played, for the review (ui.Describer).
func DescribeOption(loc *translations.Localizer, s game.State, seat game.Seat, opt game.Option) string {
	m, ok := eng.DecodeOption(opt)
	v, isView := s.View(seat).(*eng.View)
	if !ok || !isView {
		return s.Describe(opt)
	}
	t := &Table{ctx: ui.TableContext{State: s, Localizer: loc}, state: s, viewer: int(seat)}
	return t.optionLabel(v, m)
}
