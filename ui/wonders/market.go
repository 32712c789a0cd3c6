package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

var (
	wheatIcon    = svgIcon("wheat")
	merchantIcon = svgIcon("merchant")
	dieIcon      = svgIcon("die")
)

// marketH is the height of the Commerce market band.
const marketH = 64

// marketBand is the Commerce market across the centre, above your board:
// the seven dice and the wheat, each slot with its price, its die face and
// the units that face gives (face 1 gives none); a die bought this turn is
// marked as taken until the turn ends and the others rise. Its title line
// names the First Merchant and this turn's market order, the seat
// resolving now in bold.
type marketBand struct {
	t     *Table
	bg    *canvas.Rectangle
	title *glyphRow
	order *glyphRow
	slots [wonders.NumResources + 1]*marketSlot
	root  *fyne.Container
}

type marketSlot struct {
	bg   *canvas.Rectangle
	name *glyphRow
	face *glyphRow
	root *fyne.Container
}

func newMarketBand(t *Table) *marketBand {
	m := &marketBand{t: t, bg: canvas.NewRectangle(color.Transparent), title: newGlyphRow(iconSmall, 12), order: newGlyphRow(iconSmall, 12)}
	m.bg.CornerRadius, m.bg.StrokeWidth = 8, 1
	cols := container.New(&columns{gap: 4})
	for i := range m.slots {
		s := &marketSlot{bg: canvas.NewRectangle(color.Transparent), name: newGlyphRow(iconSmall, 11), face: newGlyphRow(iconSmall, 12)}
		s.bg.CornerRadius = 5
		s.root = container.NewStack(s.bg, container.New(&inset{d: 2}, container.New(&rows{gap: 1}, s.name, s.face)))
		m.slots[i] = s
		cols.Add(s.root)
	}
	head := container.NewHBox(m.title, m.order)
	m.root = container.NewStack(m.bg, container.New(&inset{d: 4}, container.NewBorder(head, nil, nil, nil, cols)))
	return m
}

func (m *marketBand) update() {
	w, v := m.t.words, m.t.view
	mk := v.Market
	if mk == nil {
		m.root.Hide()
		return
	}
	m.root.Show()
	m.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	m.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	m.title.set(glyph{text: w.T("wonders.ui.market.title"), bold: true})
	order := []glyph{{icon: merchantIcon, text: w.T("wonders.ui.market.order"), space: true}}
	for i, s := range mk.Order {
		g := glyph{text: w.city(v, s), space: i > 0}
		if s == mk.Resolving {
			g.bold, g.color = true, theme.Color(theme.ColorNamePrimary)
		}
		order = append(order, g)
	}
	m.order.set(order...)
	muted := theme.Color(theme.ColorNamePlaceHolder)
	for r := range wonders.Resource(wonders.NumResources) {
		s := m.slots[r]
		face := mk.Faces[r]
		s.name.set(glyph{icon: resourceIcons[r]}, glyph{icon: coinIcon, text: w.loc.Int(wonders.DiePrice(r)), bold: true, space: true})
		units := w.T("wonders.ui.market.units", map[string]any{"N": wonders.DieUnits(face)})
		s.bg.FillColor = theme.Color(theme.ColorNameBackground)
		if mk.Bought[r] {
			s.face.set(glyph{text: w.T("wonders.ui.market.taken"), color: muted})
			s.bg.FillColor = theme.Color(theme.ColorNameDisabledButton)
		} else {
			s.face.set(glyph{icon: dieIcon, text: w.loc.Int(face), bold: true}, glyph{text: units, color: muted, space: true})
		}
		s.bg.Refresh()
	}
	wheat := m.slots[wonders.NumResources]
	wheat.bg.FillColor = color.NRGBA{0xfe, 0xf3, 0xc7, 0xff}
	wheat.name.set(glyph{icon: wheatIcon}, glyph{icon: coinIcon, text: w.loc.Int(wonders.WheatPrice), bold: true, space: true, color: colorInk})
	wheat.face.set(glyph{text: w.T("wonders.ui.market.wheat_any"), color: colorInk})
	wheat.bg.Refresh()
	m.bg.Refresh()
}

// marketText says what a move buys or sells at the market, "" for none:
// "wood die (5) + wheat: 5 coins", "sell clay: +2".
func (w words) marketText(m wonders.Move) string {
	if r, ok := m.Sold(); ok {
		return w.T("wonders.ui.market.sell", map[string]any{"Resource": w.resource(r), "Coins": wonders.DiePrice(r)})
	}
	if m.Dice == 0 && !m.Wheat {
		return ""
	}
	return w.T("wonders.ui.market.buy", map[string]any{"Goods": w.goods(m.Dice, m.Wheat), "Price": w.price(wonders.MarketCost(m))})
}

// goods names dice and wheat bought, "wood die + wheat".
func (w words) goods(dice wonders.ResourceSet, wheat bool) string {
	var parts []string
	for _, r := range dice.List() {
		parts = append(parts, w.T("wonders.ui.market.die", map[string]any{"Resource": w.resource(r)}))
	}
	if wheat {
		parts = append(parts, w.T("wonders.ui.market.wheat"))
	}
	return strings.Join(parts, " + ")
}

// merchantGlyphs marks the First Merchant's panel with the token.
func merchantGlyphs(t *Table, city int) []glyph {
	if mk := t.view.Market; mk != nil && mk.First == city && !t.view.Over {
		return []glyph{{icon: merchantIcon, space: true}}
	}
	return nil
}

// showCommerceRules opens a short summary of the Commerce expansion.
func (t *Table) showCommerceRules() {
	if t.ctx.Window == nil {
		return
	}
	text := widget.NewLabel(t.words.T("wonders.ui.commerce.rules"))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(520, 380))
	dialog.NewCustom(t.words.T("wonders.ui.menu.commerce"), t.words.T("wonders.ui.close"), scroll, t.ctx.Window).Show()
}

// inset lays out one object with a margin of d on every side.
type inset struct{ d float32 }

func (l *inset) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.d, l.d))
		o.Resize(fyne.NewSize(size.Width-2*l.d, size.Height-2*l.d))
	}
}

func (l *inset) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m.AddWidthHeight(2*l.d, 2*l.d)
}
