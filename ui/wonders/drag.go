package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"agora/game/wonders"
)

// cardDrag is a hand card being dragged: a stand-in of the card (its
// colour and name) follows the pointer in a layer that takes no input,
// and dropping it plays the card there. On your city it builds it, on your
// wonder board it builds a stage with it, on the Discard button it
// discards it; with Commerce's secret pick, a drop anywhere on the table
// picks it. A drop elsewhere, or a move the card cannot make, only selects
// it, as a click does.
type cardDrag struct {
	t      *Table
	card   wonders.CardView
	active bool
	abs    fyne.Position // the pointer, absolute
	bg     *canvas.Rectangle
	name   *canvas.Text
	ghost  *fyne.Container
	layer  *fyne.Container
}

// dragSize is the stand-in's size.
var dragSize = fyne.NewSize(120, 40)

func newCardDrag(t *Table) *cardDrag {
	d := &cardDrag{t: t, bg: canvas.NewRectangle(color.Transparent), name: canvas.NewText("", colorWhite)}
	d.bg.CornerRadius, d.bg.StrokeWidth, d.bg.StrokeColor = 6, 2, colorWhite
	d.name.TextStyle.Bold, d.name.TextSize, d.name.Alignment = true, 13, fyne.TextAlignCenter
	d.ghost = container.NewStack(d.bg, container.NewCenter(d.name))
	d.ghost.Resize(dragSize)
	d.layer = container.NewWithoutLayout(d.ghost)
	d.layer.Hide()
	return d
}

// move follows the pointer (absolute position abs) with cv, starting the
// drag on its first call.
func (d *cardDrag) move(cv wonders.CardView, abs fyne.Position) {
	if !d.active {
		if len(cv.Options) == 0 || !d.t.handoff.root.Hidden {
			return
		}
		d.active, d.card = true, cv
		col := cardColors[cv.Card.Info().Color]
		col.A = 0xd8
		d.bg.FillColor = col
		d.name.Text = fit(d.t.words.card(cv.Card), dragSize.Width-10, 13, d.name.TextStyle)
		d.bg.Refresh()
		d.name.Refresh()
		d.layer.Show()
	}
	d.abs = abs
	d.ghost.Move(abs.Subtract(d.origin()).Subtract(fyne.NewPos(dragSize.Width/2, dragSize.Height/2)))
	d.layer.Refresh()
}

// origin is the layer's absolute position.
func (d *cardDrag) origin() fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(d.layer)
}

// drop ends the drag where the pointer is.
func (d *cardDrag) drop() {
	if !d.active {
		return
	}
	d.active = false
	d.layer.Hide()
	d.t.dropCard(d.card, d.abs)
}

// over reports whether the absolute position abs lies on o, shown.
func over(o fyne.CanvasObject, abs fyne.Position) bool {
	if o == nil || !o.Visible() {
		return false
	}
	p, s := fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()
	return abs.X >= p.X && abs.X < p.X+s.Width && abs.Y >= p.Y && abs.Y < p.Y+s.Height
}

// dropCard plays cv as its drop at abs says, or only selects it.
func (t *Table) dropCard(cv wonders.CardView, abs fyne.Position) {
	t.selectCard(cv)
	if t.selected != cv.Card {
		return
	}
	var action wonders.Action
	switch {
	case len(t.optionsFor(wonders.Pick)) > 0 && !over(t.hand.root, abs):
		action = wonders.Pick
	case over(t.city.root, abs):
		action = wonders.Build
		if t.view.Prompt == wonders.KindDiscardPick {
			action = wonders.BuildDiscarded
		}
	case over(t.board.root, abs):
		action = wonders.BuildStage
	case over(t.actions.discard, abs):
		action = wonders.Discard
	default:
		return
	}
	if len(t.optionsFor(action)) > 0 {
		t.act(action)
	}
}
