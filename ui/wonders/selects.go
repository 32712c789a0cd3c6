package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// godSelect is the action bar's god selector (Faith) with a hover tip
// that says in a line what the chosen way means: the god before the card
// (what the god brings helps pay for the card) or after it (what the card
// brings helps pay for the god), or a god traded for coins (the others go
// face down).
type godSelect struct {
	wideSelect
	tip hover
}

// wideSelect is a Select that, in a narrow bar, shows its choice only:
// its list of choices still opens as wide as the longest (wide).
type wideSelect struct {
	widget.Select
	wide float32
	self fyne.CanvasObject // the widget holding it
}

func newWideSelect() *wideSelect {
	s := &wideSelect{}
	s.PlaceHolder = " " // the least width is the choice's (yieldBox)
	s.self = s
	s.ExtendBaseWidget(s)
	return s
}

func newGodSelect(tips *tipLayer, tip func() string) *godSelect {
	s := &godSelect{}
	s.PlaceHolder = " " // the least width is the choice's (yieldBox)
	s.self = s
	s.ExtendBaseWidget(s)
	s.tip = hover{tips: tips, self: s, tip: tip}
	return s
}

// Tapped opens the list of choices, as wide as the longest.
func (s *wideSelect) Tapped(e *fyne.PointEvent) {
	s.Select.Tapped(e)
	s.widen()
}

// TypedKey opens the list or changes the choice, as a Select does.
func (s *wideSelect) TypedKey(e *fyne.KeyEvent) {
	s.Select.TypedKey(e)
	s.widen()
}

// widen gives the list of choices just opened the width of the longest.
func (s *wideSelect) widen() {
	c := fyne.CurrentApp().Driver().CanvasForObject(s.self)
	if c == nil {
		return
	}
	if pop, ok := c.Overlays().Top().(*widget.PopUpMenu); ok && pop.Size().Width < s.wide {
		pop.Resize(fyne.NewSize(s.wide, pop.MinSize().Height))
	}
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
