package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// cardHeight is a hand card's height; its width follows the window.
const cardHeight = 172

// cardWidget is one card of the hand (or of the discard pile while
// Halikarnassus picks): its colour band and corner shape, its name, its
// cost, what it does in icons and words, the chains it opens, and a badge
// saying whether it can be built now and for how much.
type cardWidget struct {
	widget.BaseWidget
	t        *Table
	view     wonders.CardView
	selected bool
	dimmed   bool
	badge    string // replaces the status badge when set (your choice)
	onTap    func()
}

func newCardWidget(t *Table, onTap func()) *cardWidget {
	c := &cardWidget{t: t, onTap: onTap}
	c.ExtendBaseWidget(c)
	return c
}

// show gives the widget a card to draw.
func (c *cardWidget) show(cv wonders.CardView, selected, dimmed bool, badge string) {
	c.view, c.selected, c.dimmed, c.badge = cv, selected, dimmed, badge
	c.Refresh()
}

func (c *cardWidget) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

// TappedSecondary and MouseIn show the card's full detail; Fyne has no
// tooltips, so the detail is a panel above the hand.
func (c *cardWidget) TappedSecondary(*fyne.PointEvent) { c.t.detail.show(c.view.Card, &c.view, c) }
func (c *cardWidget) MouseIn(*desktop.MouseEvent)      { c.t.detail.show(c.view.Card, &c.view, c) }
func (c *cardWidget) MouseMoved(*desktop.MouseEvent)   {}
func (c *cardWidget) MouseOut()                        { c.t.detail.hide() }

func (c *cardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{c: c,
		frame:   canvas.NewRectangle(color.Transparent),
		band:    canvas.NewRectangle(color.Transparent),
		mark:    &canvas.Image{FillMode: canvas.ImageFillContain},
		name:    canvas.NewText("", colorWhite),
		cost:    newGlyphRow(iconMid, 12),
		effect:  newGlyphRow(iconBig, 15),
		chain:   newGlyphRow(14, 11),
		pill:    newPill(iconSmall, 12),
		veil:    canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x70}),
		caption: [2]*canvas.Text{canvas.NewText("", nil), canvas.NewText("", nil)},
	}
	r.frame.CornerRadius, r.band.CornerRadius = 6, 6
	r.name.TextStyle.Bold, r.name.TextSize = true, 13
	for _, t := range r.caption {
		t.TextSize, t.Alignment = 11, fyne.TextAlignCenter
	}
	r.veil.CornerRadius = 6
	r.refresh()
	return r
}

type cardRenderer struct {
	c       *cardWidget
	frame   *canvas.Rectangle
	band    *canvas.Rectangle
	mark    *canvas.Image
	name    *canvas.Text
	cost    *glyphRow
	effect  *glyphRow
	caption [2]*canvas.Text
	chain   *glyphRow
	pill    *pill
	veil    *canvas.Rectangle
	width   float32
}

func (r *cardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.frame, r.band, r.mark, r.name, r.cost, r.effect, r.caption[0], r.caption[1], r.chain, r.pill, r.veil}
}

func (r *cardRenderer) Destroy()           {}
func (r *cardRenderer) MinSize() fyne.Size { return fyne.NewSize(110, cardHeight) }

func (r *cardRenderer) Layout(size fyne.Size) {
	if size.Width != r.width {
		r.width = size.Width
		r.refresh()
	}
	r.frame.Resize(size)
	r.veil.Resize(size)
	r.band.Resize(fyne.NewSize(size.Width, 26))
	r.mark.Move(fyne.NewPos(6, 5))
	r.mark.Resize(fyne.NewSize(16, 16))
	r.name.Move(fyne.NewPos(26, 4))
	r.name.Resize(fyne.NewSize(size.Width-30, 18))
	center := func(o fyne.CanvasObject, y float32) {
		m := o.MinSize()
		o.Resize(m)
		o.Move(fyne.NewPos((size.Width-m.Width)/2, y))
	}
	center(r.cost, 31)
	center(r.effect, 56)
	for i, t := range r.caption {
		t.Move(fyne.NewPos(4, 88+float32(i)*14))
		t.Resize(fyne.NewSize(size.Width-8, 14))
	}
	center(r.chain, 118)
	pm := r.pill.MinSize()
	r.pill.Resize(fyne.NewSize(min(size.Width-6, max(pm.Width, size.Width*0.7)), 24))
	r.pill.Move(fyne.NewPos((size.Width-r.pill.Size().Width)/2, size.Height-30))
}

func (r *cardRenderer) Refresh() {
	r.refresh()
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

func (r *cardRenderer) refresh() {
	c, w := r.c, r.c.t.words
	cv := c.view
	if cv.Card == wonders.NoCard {
		return
	}
	info := cv.Card.Info()
	col := cardColors[info.Color]
	r.band.FillColor = col
	r.frame.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.frame.StrokeColor, r.frame.StrokeWidth = col, 2
	if c.selected {
		r.frame.StrokeColor, r.frame.StrokeWidth = theme.Color(theme.ColorNamePrimary), 5
	}
	r.mark.Resource = sized(colorShapes[info.Color], 16)
	r.mark.Refresh()
	width := max(r.width, 110)
	r.name.Text = fit(w.card(cv.Card), width-32, 13, fyne.TextStyle{Bold: true})
	r.name.Refresh()
	if info.Cost.Free() {
		r.cost.set(glyph{text: w.T("wonders.ui.cost_none"), color: theme.Color(theme.ColorNamePlaceHolder)})
	} else {
		r.cost.set(costGlyphs(w, info.Cost)...)
	}
	// The effect's icons shrink until they fit the card.
	r.effect.items = effectsGlyphs(w, info.Effects)
	for _, px := range []float32{iconBig, iconMid, iconSmall} {
		r.effect.px = px
		if r.effect.MinSize().Width <= width-8 {
			break
		}
	}
	r.effect.Refresh()
	lines := wrap(effectsCaption(w, info.Effects), width-8, 11, 2)
	for i, t := range r.caption {
		t.Text, t.Color = "", theme.Color(theme.ColorNameForeground)
		if i < len(lines) {
			t.Text = lines[i]
		}
		t.Refresh()
	}
	if len(info.ChainTo) > 0 {
		r.chain.set(glyph{icon: chainIcon, text: fit(cardNames(w, info.ChainTo), width-30, 11, fyne.TextStyle{Italic: true}),
			color: theme.Color(theme.ColorNamePlaceHolder)})
		r.chain.Show()
	} else {
		r.chain.Hide()
	}
	switch {
	case c.badge != "":
		r.pill.set(theme.Color(theme.ColorNamePrimary), glyph{text: c.badge, color: colorWhite, bold: true})
		r.pill.Show()
	case c.dimmed:
		r.pill.Hide()
	default:
		cost := info.Cost
		if c.t.view != nil && c.t.view.Prompt == wonders.KindDiscardPick {
			cost = wonders.Cost{} // a card of the discard pile is built for nothing
		}
		fill, items := statusPill(w, cv.Status, cv.Plans, cv.BankCoins, cost)
		r.pill.set(fill, items...)
		r.pill.Show()
	}
	r.veil.Hidden = !c.dimmed
	r.veil.Refresh()
}
