package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// pill is a rounded badge: a status, a price, a token count.
type pill struct {
	widget.BaseWidget
	bg  *canvas.Rectangle
	row *glyphRow
}

func newPill(px, textSize float32) *pill {
	p := &pill{bg: canvas.NewRectangle(color.Transparent), row: newGlyphRow(px, textSize)}
	p.bg.CornerRadius = 9
	p.ExtendBaseWidget(p)
	return p
}

// set paints the pill fill and gives it items.
func (p *pill) set(fill color.Color, items ...glyph) {
	p.bg.FillColor = fill
	p.bg.Refresh()
	p.row.set(items...)
	p.Refresh()
}

func (p *pill) CreateRenderer() fyne.WidgetRenderer { return &pillRenderer{p: p} }

type pillRenderer struct{ p *pill }

func (r *pillRenderer) Destroy()                     {}
func (r *pillRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.p.bg, r.p.row} }
func (r *pillRenderer) Refresh()                     { r.Layout(r.p.Size()); canvas.Refresh(r.p) }

func (r *pillRenderer) MinSize() fyne.Size {
	return r.p.row.MinSize().AddWidthHeight(14, 6)
}

func (r *pillRenderer) Layout(size fyne.Size) {
	r.p.bg.Resize(size)
	m := r.p.row.MinSize()
	r.p.row.Resize(m)
	r.p.row.Move(fyne.NewPos((size.Width-m.Width)/2, (size.Height-m.Height)/2))
}

// colorOwned is an already-built card's badge: slate blue, not the grey
// of a disabled control.
var colorOwned = color.NRGBA{0x47, 0x55, 0x69, 0xff}

// statusPill is what a status badge shows: a check for own resources,
// yellow with the coins to pay left and right for a trade, a cross when it
// cannot be built, a chain when it is free.
func statusPill(w words, s wonders.Status, plans []wonders.Plan, bank int, cost wonders.Cost) (color.Color, []glyph) {
	switch s {
	case wonders.StatusFree:
		if cost.Free() {
			return colorFree, []glyph{{icon: checkIcon, text: w.T("wonders.ui.pill.free"), color: colorWhite, bold: true}}
		}
		return colorFree, []glyph{{icon: chainIcon, text: w.T("wonders.ui.pill.chain"), color: colorWhite, bold: true}}
	case wonders.StatusOwn:
		text := w.T("wonders.ui.pill.own")
		if bank > 0 {
			return colorOwn, []glyph{{icon: checkIcon, text: text, color: colorWhite, bold: true},
				{icon: coinIcon, text: w.loc.Int(bank), color: colorWhite, bold: true, space: true}}
		}
		return colorOwn, []glyph{{icon: checkIcon, text: text, color: colorWhite, bold: true}}
	case wonders.StatusTrade:
		p := plans[0]
		return colorTrade, tradeGlyphs(w, p, colorInk)
	case wonders.StatusOwned:
		// a slate badge with the city's mark: the card stands in the
		// city already (its tip says a city builds one of each name)
		return colorOwned, []glyph{{icon: checkIcon, text: w.T("wonders.ui.pill.owned"), color: colorWhite, bold: true}}
	case wonders.StatusComplete:
		return colorMuted, []glyph{{icon: checkIcon, text: w.T("wonders.status.complete"), color: colorWhite, bold: true}}
	}
	return colorCannot, []glyph{{icon: crossIcon, text: w.T("wonders.ui.pill.cannot"), color: colorWhite, bold: true}}
}

// tradeGlyphs shows a payment plan: coins to the left neighbour with an
// arrow pointing left, coins to the right one with an arrow pointing right,
// then (Poseidon) the coins to the other cities.
func tradeGlyphs(w words, p wonders.Plan, ink color.Color) []glyph {
	out := []glyph{
		{icon: coinIcon},
		{icon: leftIcon, text: w.loc.Int(int(p.Left)), color: ink, bold: true},
		{text: w.loc.Int(int(p.Right)), color: ink, bold: true, space: true},
		{icon: rightIcon},
	}
	if p.Others > 0 {
		out = append(out, glyph{text: w.others(int(p.Others)), color: ink, bold: true, space: true})
	}
	return out
}
