package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// blocker lies under a panel that covers part of the table (the
// conflicts, the score pad): it takes the clicks and the hover of what it
// covers, so a card or a stage under the panel neither plays nor shows
// its tip.
type blocker struct{ widget.BaseWidget }

func newBlocker() *blocker {
	b := &blocker{}
	b.ExtendBaseWidget(b)
	return b
}

func (b *blocker) Tapped(*fyne.PointEvent)          {}
func (b *blocker) TappedSecondary(*fyne.PointEvent) {}
func (b *blocker) MouseIn(*desktop.MouseEvent)      {}
func (b *blocker) MouseMoved(*desktop.MouseEvent)   {}
func (b *blocker) MouseOut()                        {}

func (b *blocker) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent)) // drawn as nothing; nil would stop a software capture
}
