package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// cardSize is a hand card's size; seven fit across a 1280-pixel window
// beside the log.
var cardSize = fyne.NewSize(138, 118)

// cardWidget is one card of the hand: its colour frame and corner mark, its
// name, what it does in icons, and whether it can be built now.
type cardWidget struct {
	widget.BaseWidget
	t        *Table
	view     wonders.CardView
	selected bool
	onTap    func()
}

func newCardWidget(t *Table, cv wonders.CardView, onTap func()) *cardWidget {
	c := &cardWidget{t: t, view: cv, onTap: onTap}
	c.ExtendBaseWidget(c)
	return c
}

func (c *cardWidget) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

// TappedSecondary and MouseIn show the card's full detail; Fyne has no
// tooltips, so the detail is a pop-up beside the card.
func (c *cardWidget) TappedSecondary(e *fyne.PointEvent) { c.t.showDetail(c.view.Card, c) }
func (c *cardWidget) MouseIn(*desktop.MouseEvent)        { c.t.showDetail(c.view.Card, c) }
func (c *cardWidget) MouseMoved(*desktop.MouseEvent)     {}
func (c *cardWidget) MouseOut()                          { c.t.hideDetail() }

func (c *cardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{c: c,
		frame:  canvas.NewRectangle(color.Transparent),
		band:   canvas.NewRectangle(color.Transparent),
		mark:   icon(colorShapes[0]),
		name:   canvas.NewText("", color.White),
		effect: container.NewVBox(),
		status: icon(checkIcon),
		note:   canvas.NewText("", theme.Color(theme.ColorNameForeground)),
	}
	r.frame.StrokeWidth = 2
	r.frame.CornerRadius = 6
	r.band.CornerRadius = 6
	r.name.TextStyle.Bold = true
	r.name.TextSize = theme.TextSize() * 0.9
	r.note.TextSize = theme.TextSize() * 0.85
	r.refresh()
	return r
}

type cardRenderer struct {
	c      *cardWidget
	frame  *canvas.Rectangle
	band   *canvas.Rectangle
	mark   *canvas.Image
	name   *canvas.Text
	effect *fyne.Container
	status *canvas.Image
	note   *canvas.Text
}

func (r *cardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.frame, r.band, r.mark, r.name, r.effect, r.status, r.note}
}

func (r *cardRenderer) MinSize() fyne.Size { return cardSize }

func (r *cardRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	r.frame.Resize(size)
	r.band.Move(fyne.NewPos(0, 0))
	r.band.Resize(fyne.NewSize(size.Width, 28))
	r.mark.Move(fyne.NewPos(pad, 5))
	r.mark.Resize(fyne.NewSize(iconSize, iconSize))
	r.name.Move(fyne.NewPos(pad+iconSize+pad, 5))
	r.effect.Move(fyne.NewPos(pad, 36))
	r.effect.Resize(fyne.NewSize(size.Width-2*pad, r.effect.MinSize().Height))
	r.status.Move(fyne.NewPos(pad, size.Height-iconSize-pad))
	r.status.Resize(fyne.NewSize(iconSize, iconSize))
	r.note.Move(fyne.NewPos(pad+iconSize+pad, size.Height-iconSize-pad))
}

func (r *cardRenderer) Refresh() {
	r.refresh()
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

func (r *cardRenderer) refresh() {
	cv := r.c.view
	info := cv.Card.Info()
	col := cardColors[info.Color]
	r.band.FillColor = col
	r.frame.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.frame.StrokeColor = col
	if r.c.selected {
		r.frame.StrokeColor = theme.Color(theme.ColorNamePrimary)
		r.frame.StrokeWidth = 4
	} else {
		r.frame.StrokeWidth = 2
	}
	r.mark.Resource = colorShapes[info.Color]
	r.mark.Refresh()
	r.name.Text = r.c.t.words.card(cv.Card)
	r.effect.Objects = effectIcons(r.c.t.words, info.Effects)
	r.effect.Refresh()
	res, note := statusBadge(r.c.t.words, cv.Status, cv.Plans, cv.BankCoins)
	r.status.Resource = res
	r.status.Refresh()
	r.note.Text = note
	r.note.Color = theme.Color(theme.ColorNameForeground)
	r.name.Refresh()
	r.note.Refresh()
}

func (r *cardRenderer) Destroy() {}

// statusBadge is the icon and short note of a building status: a check for
// own resources, coins to each side for a trade, a cross when it cannot be
// built, a chain when it is free.
func statusBadge(w words, s wonders.Status, plans []wonders.Plan, bank int) (fyne.Resource, string) {
	switch s {
	case wonders.StatusFree:
		return chainIcon, w.T("wonders.status.free")
	case wonders.StatusOwn:
		if bank > 0 {
			return checkIcon, w.coins(bank)
		}
		return checkIcon, ""
	case wonders.StatusTrade:
		p := plans[0]
		return coinIcon, w.T("wonders.ui.trade_short", map[string]any{"Left": p.Left, "Right": p.Right})
	case wonders.StatusOwned:
		return crossIcon, w.T("wonders.status.owned")
	case wonders.StatusComplete:
		return checkIcon, w.T("wonders.status.complete")
	}
	return crossIcon, w.T("wonders.ui.cannot")
}

// effectIcons draws a card's effects compactly: produced resources,
// points, shields, science symbols, coins; other effects as a short word.
func effectIcons(w words, effects []wonders.Effect) []fyne.CanvasObject {
	var rows []fyne.CanvasObject
	for _, e := range effects {
		rows = append(rows, container.New(tightRow{}, effectRow(w, e)...))
	}
	return rows
}

// effectRow draws one effect.
func effectRow(w words, e wonders.Effect) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	switch e.Kind {
	case wonders.Produce:
		for r, n := range e.Res {
			for range n {
				out = append(out, icon(resourceIcons[r]))
			}
		}
	case wonders.Choice:
		for i, r := range e.Set.List() {
			if i > 0 {
				out = append(out, smallText("/"))
			}
			out = append(out, icon(resourceIcons[r]))
		}
	case wonders.Points:
		out = append(out, count(pointsIcon, e.N)...)
	case wonders.Shields:
		for range e.N {
			out = append(out, icon(shieldIcon))
		}
	case wonders.Science:
		out = append(out, icon(scienceIcons[e.Symbol]))
	case wonders.Coins:
		out = append(out, count(coinIcon, e.N)...)
	default:
		out = append(out, smallText(w.T("wonders.ui.short."+e.Kind.String())))
	}
	return out
}

// tightRow lays objects side by side with a small gap, vertically centred.
type tightRow struct{}

func (tightRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for _, o := range objs {
		m := o.MinSize()
		o.Resize(m)
		o.Move(fyne.NewPos(x, (size.Height-m.Height)/2))
		x += m.Width + 2
	}
}

func (tightRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), float32(0)
	for _, o := range objs {
		m := o.MinSize()
		w += m.Width + 2
		h = max(h, m.Height)
	}
	return fyne.NewSize(w, h)
}

// smallText is a short line in the current text colour.
func smallText(s string) *canvas.Text {
	t := canvas.NewText(s, theme.Color(theme.ColorNameForeground))
	t.TextSize = theme.TextSize() * 0.9
	return t
}
