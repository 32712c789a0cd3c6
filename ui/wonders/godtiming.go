package wonders

import (
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// godSelect is the action bar's god selector (Faith) with a hover tip
// that says in a line what the chosen way means: the god before the card
// (what the god brings helps pay for the card) or after it (what the card
// brings helps pay for the god), or a god traded for coins (the others go
// face down).
type godSelect struct {
	widget.Select
	tip hover
}

func newGodSelect(tips *tipLayer, tip func() string) *godSelect {
	s := &godSelect{}
	s.ExtendBaseWidget(s)
	s.tip = hover{tips: tips, self: s, tip: tip}
	return s
}

// MouseIn shows the selector's hover and its tip.
func (s *godSelect) MouseIn(e *desktop.MouseEvent) {
	s.Select.MouseIn(e)
	s.tip.MouseIn(e)
}

// MouseOut hides them.
func (s *godSelect) MouseOut() {
	s.Select.MouseOut()
	s.tip.MouseOut()
}

// godTiming is the tip's line for a god choice.
func (w words) godTiming(c godChoice) string {
	data := map[string]any{"God": w.god(c.god)}
	switch {
	case c.mode == wonders.NoGodMode:
		return w.T("wonders.ui.faith.timing_none")
	case c.mode == wonders.GodCoins:
		return w.T("wonders.ui.faith.timing_coins")
	case sacrificeGod(c.god):
		return w.T("wonders.ui.faith.timing_sacrifice", data)
	}
	return w.T("wonders.ui.faith.timing_"+c.mode.String(), data)
}
