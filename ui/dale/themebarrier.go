package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// themeBarrier holds a zone drawn only with the table's own widgets and
// canvas objects (cards, piles, tokens): they take their sizes
// from the table's scale, not from a theme. Fyne's theme override walks
// everything beneath it when refreshed and keeps each object it meets
// for good; the zones the table rebuilds at every change (the market,
// the hand) would then keep every card they ever drew. The zone widgets
// (zone.go) are barriers of their own. The override's walk stops at the barrier, as it
// does at a nested override (which it recognises by SetDeviceIsMobile).
type themeBarrier struct {
	widget.BaseWidget
	content fyne.CanvasObject
}

func newThemeBarrier(content fyne.CanvasObject) *themeBarrier {
	b := &themeBarrier{content: content}
	b.ExtendBaseWidget(b)
	return b
}

// SetDeviceIsMobile marks the barrier as a theme scope of its own for the
// override's walk; the table has no mobile form, so it does nothing.
func (*themeBarrier) SetDeviceIsMobile(bool) {}

func (b *themeBarrier) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.content)
}
