package wonders

import (
	"image/color"
	"maps"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"agora/game/wonders"
	"agora/ui/raster"
)

// Cities on the table: a city's black cards in a stack of their own after
// the colours, its debt tokens (−1 point each, never repaid) as one dark
// red token with their count, and the diplomacy token, in its token row
// (the board, the neighbour panels and the strip), each with its words on
// hover.

// showBlacks adds the city's black stack to the city zone when it has
// black cards (showLeaders has laid the colours and the leaders).
func (c *cityWidget) showBlacks() {
	city := c.t.view.Cities[c.t.focus]
	if len(city.Blacks) == 0 {
		return
	}
	c.blacks.set(city.Blacks)
	c.root.Objects = append(c.root.Objects, c.blacks)
	c.lay.stacks = append(c.lay.stacks, c.blacks)
}

// debtToken is a city's debt: a dark red tile with a coin struck out and
// the number of tokens.
type debtToken struct {
	drawn
	face  *canvas.Rectangle
	icon  *raster.Picture
	value *canvas.Text
	n     int
}

func newDebtToken(px float32) *debtToken {
	d := &debtToken{face: canvas.NewRectangle(debtFill), icon: raster.NewPicture(nil, canvas.ImageFillContain),
		value: canvas.NewText("", colorWhite)}
	d.face.StrokeColor = color.NRGBA{0x45, 0x0a, 0x0a, 0xff}
	d.icon.Resource = sized(debtCoin, px)
	d.value.TextStyle.Bold = true
	d.init(d, px, 2, d.layout, d.face, d.icon, d.value)
	d.widen(d.value, 0.5, 0.86)
	return d
}

func (d *debtToken) set(n int) {
	d.n = n
	d.value.Text = "−" + strconv.Itoa(n)
	d.Refresh()
}

func (d *debtToken) layout(s fyne.Size) {
	d.face.CornerRadius, d.face.StrokeWidth = s.Height*0.2, max(1, s.Height/16)
	d.face.Move(fyne.NewPos(0, 0))
	d.face.Resize(s)
	in := s.Height * 0.14
	side := s.Height - 2*in
	d.icon.Move(fyne.NewPos(in, in))
	d.icon.Resize(fyne.NewSize(side, side))
	d.value.TextSize = d.numeral(s.Height, 0.5)
	centre(d.value, in+side, 0, s.Width-in-side, s.Height)
}

// diplomacyToken is the diplomacy token: the olive branch on a pale blue
// disc.
type diplomacyToken struct {
	drawn
	icon *raster.Picture
}

func newDiplomacyToken(px float32) *diplomacyToken {
	d := &diplomacyToken{icon: raster.NewPicture(nil, canvas.ImageFillContain)}
	d.icon.Resource = sized(diplomacyIcon, px)
	d.init(d, px, 1, d.layout, d.icon)
	return d
}

func (d *diplomacyToken) layout(s fyne.Size) {
	d.icon.Move(fyne.NewPos(0, 0))
	d.icon.Resize(s)
}

// citiesTokens makes the row's debt and diplomacy tokens, with their
// hover texts.
func (r *tokenRow) citiesTokens() {
	r.debt, r.diplomacy = newDebtToken(r.px), newDiplomacyToken(r.px)
	r.debt.onTable(r.t)
	r.diplomacy.onTable(r.t)
	r.debt.tip = func() string { return r.t.words.loc.N("wonders.cities.debt_tip", r.debt.n) }
	r.diplomacy.tip = func() string { return r.t.words.T("wonders.cities.diplomacy_tip") }
}

// addCities puts city c's debt and diplomacy tokens at the row's end.
func (r *tokenRow) addCities(c wonders.CityView) {
	r.tail = 0
	if c.Debt > 0 {
		r.debt.set(c.Debt)
		r.objs = append(r.objs, r.debt)
		r.tail++
	}
	if c.Diplomacy {
		r.objs = append(r.objs, r.diplomacy)
		r.tail++
	}
}

// lossEvent says a city's coin losses of a turn (Cities): the coins it
// paid, the debt tokens it took for the coins it lacked; or what it
// answered Hécate or Héra, coins and debt tokens taken instead.
func (w words) lossEvent(e wonders.Event, data map[string]any) string {
	key := "wonders.cities.log."
	if e.Kind == wonders.EventGodLoss { // Hécate or Héra, answered with coins or debt
		key = "wonders.faith.log."
		maps.Copy(data, map[string]any{"God": w.god(e.God)})
	}
	switch {
	case e.Points == 0:
		return w.T(key+"paid", data)
	case e.Coins == 0:
		return w.loc.N(key+"debt", e.Points, data)
	}
	return w.loc.N(key+"both", e.Points, data)
}
