package wonders

import (
	"agora/game"
	"agora/game/wonders"
	"agora/translations"
)

// DescribeOption says a 7 Wonders option in the player's language, as the
// table's prompts say it ("Build Lumber Yard · 2 left"), for the review
// (ui.Describer).
func DescribeOption(loc *translations.Localizer, s game.State, seat game.Seat, opt game.Option) string {
	m, ok := wonders.DecodeOption(opt)
	if !ok {
		return s.Describe(opt)
	}
	var names []string
	for _, sc := range s.Config().Seats {
		names = append(names, sc.Name)
	}
	return words{loc: loc, names: names}.move(m)
}
