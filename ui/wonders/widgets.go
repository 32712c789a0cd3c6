package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// colorChip is a card colour's swatch with its corner mark.
func colorChip(col wonders.Color) fyne.CanvasObject {
	bg := canvas.NewRectangle(cardColors[col])
	bg.CornerRadius = 3
	bg.SetMinSize(fyne.NewSize(iconSize+4, iconSize+4))
	mark := icon(colorShapes[col])
	mark.SetMinSize(fyne.NewSize(iconSize-6, iconSize-6))
	return container.NewStack(bg, container.NewCenter(mark))
}

// cardLabel is a built card's name that shows the card's detail on hover
// and on right-click.
type cardLabel struct {
	widget.BaseWidget
	t       *Table
	card    wonders.Card
	content fyne.CanvasObject
}

func newCardLabel(t *Table, card wonders.Card, content fyne.CanvasObject) *cardLabel {
	l := &cardLabel{t: t, card: card, content: container.NewHBox(colorChip(card.Info().Color), content)}
	l.ExtendBaseWidget(l)
	return l
}

func (l *cardLabel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(l.content) }

func (l *cardLabel) TappedSecondary(*fyne.PointEvent) { l.t.showDetail(l.card, l) }
func (l *cardLabel) MouseIn(*desktop.MouseEvent)      { l.t.showDetail(l.card, l) }
func (l *cardLabel) MouseMoved(*desktop.MouseEvent)   {}
func (l *cardLabel) MouseOut()                        { l.t.hideDetail() }

// showDetail opens a card's full text beside the object it is drawn on:
// colour, cost, effects, and the chains from and to it.
func (t *Table) showDetail(card wonders.Card, near fyne.CanvasObject) {
	t.hideDetail()
	c := fyne.CurrentApp().Driver().CanvasForObject(near)
	if c == nil {
		return
	}
	w := t.words
	info := card.Info()
	colour := w.T("wonders.color." + info.Color.String())
	lines := []fyne.CanvasObject{
		widget.NewLabelWithStyle(w.card(card), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewHBox(colorChip(info.Color), widget.NewLabel(colour)),
		widget.NewLabel(w.T("wonders.ui.cost", map[string]any{"Cost": w.cost(info.Cost)})),
	}
	for _, e := range info.Effects {
		l := widget.NewLabel(w.effect(e))
		l.Wrapping = fyne.TextWrapWord
		lines = append(lines, l)
	}
	if names := cardNames(w, info.ChainFrom); names != "" {
		lines = append(lines, widget.NewLabel(w.T("wonders.ui.chain_from", map[string]any{"Cards": names})))
	}
	if names := cardNames(w, info.ChainTo); names != "" {
		lines = append(lines, widget.NewLabel(w.T("wonders.ui.chain_to", map[string]any{"Cards": names})))
	}
	box := container.NewVBox(lines...)
	t.detail = widget.NewPopUp(container.NewGridWrap(fyne.NewSize(300, box.MinSize().Height+40), box), c)
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(near)
	size := t.detail.MinSize()
	x := min(pos.X, c.Size().Width-size.Width)
	y := pos.Y - size.Height - 4
	if y < 0 {
		y = pos.Y + near.Size().Height + 4
	}
	t.detail.ShowAtPosition(fyne.NewPos(max(0, x), max(0, y)))
}

func (t *Table) hideDetail() {
	if t.detail != nil {
		t.detail.Hide()
		t.detail = nil
	}
}

func cardNames(w words, cards []wonders.Card) string {
	out := ""
	for i, c := range cards {
		if i > 0 {
			out += ", "
		}
		out += w.card(c)
	}
	return out
}
