package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/measure"
)

var (
	wheatIcon    = svgIcon("wheat")
	merchantIcon = svgIcon("merchant")
	dieIcon      = svgIcon("die")
)

// marketH is the height of the Commerce market band.
const marketH = 64

// marketBand is the Commerce market across the centre, above your board,
// drawn as its wooden tray (tray.go): the seven dice and the wheat, each
// slot with its resource, its die face and its price; a die bought this
// turn lies greyed with its buyer until the turn ends. Its title line
// names this turn's market order as seat chips, the First Merchant's
// token on the first and the seat at the market now lit.
type marketBand struct {
	t     *Table
	bg    *canvas.Rectangle
	rim   *canvas.Rectangle
	title *canvas.Text
	label *canvas.Text
	chips []*seatChip
	slots [wonders.NumResources + 1]*traySlot
	root  *fyne.Container
	// plans keeps the engine's MarketPlans of the cards of plansView
	// (marketplans.go).
	plansView *wonders.View
	plans     map[wonders.Card][]wonders.MarketPlan
}

func newMarketBand(t *Table) *marketBand {
	m := &marketBand{t: t, bg: canvas.NewRectangle(trayWood), rim: canvas.NewRectangle(color.Transparent),
		title: canvas.NewText("", trayText), label: canvas.NewText("", trayText)}
	m.bg.CornerRadius, m.bg.StrokeWidth, m.bg.StrokeColor = 10, 2, trayEdge
	m.rim.CornerRadius, m.rim.StrokeWidth, m.rim.StrokeColor = 7, 1, color.NRGBA{0x8a, 0x5a, 0x36, 0xff}
	m.title.TextStyle.Bold, m.title.TextSize = true, 12
	m.label.TextSize = 12
	objs := []fyne.CanvasObject{m.bg, m.rim, m.title, m.label}
	for r := range m.slots {
		m.slots[r] = newTraySlot(t, wonders.Resource(r))
		objs = append(objs, m.slots[r])
	}
	m.root = container.New(&trayLayout{m: m}, objs...)
	return m
}

func (m *marketBand) update() {
	w, v := m.t.words, m.t.view
	defer m.t.tips.prune()
	mk := v.Market
	if mk == nil {
		m.root.Hide()
		return
	}
	m.root.Show()
	m.title.Text = w.T("wonders.ui.market.title")
	m.label.Text = w.T("wonders.ui.market.order")
	for len(m.chips) < len(mk.Order) {
		c := newSeatChip(m.t)
		m.chips = append(m.chips, c)
		m.root.Add(c)
	}
	var names []string
	for _, s := range mk.Order {
		names = append(names, w.city(v, s))
	}
	shorts := shortNames(names)
	for i, c := range m.chips {
		c.Hidden = i >= len(mk.Order)
		if !c.Hidden {
			s := mk.Order[i]
			c.set(names[i], shorts[i], s == mk.First, s == mk.Resolving)
		}
	}
	buyers := m.buyers()
	for r := range wonders.Resource(wonders.NumResources) {
		m.slots[r].set(mk.Faces[r], mk.Bought[r], buyers[r])
	}
	m.slots[wonders.NumResources].set(0, false, "")
	m.root.Refresh()
}

// shortNames are names cut to what tells them apart, for the market
// order's chips in a narrow tray: a name's initials and its number ("Bot
// 3" → "B3", "Alice" → "A", "Jean Paul" → "JP"), a longer start of the
// name where two would read alike.
func shortNames(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		words := strings.Fields(n)
		if len(words) == 0 {
			continue
		}
		var b strings.Builder
		last := words[len(words)-1]
		if len(words) > 1 && numeric(last) {
			b.WriteString(strings.ToUpper(string([]rune(words[0])[:1])) + last)
		} else {
			for _, wd := range words[:min(len(words), 2)] {
				b.WriteString(strings.ToUpper(string([]rune(wd)[:1])))
			}
		}
		out[i] = b.String()
	}
	for i := range out {
		for j := range out {
			if i == j || out[i] != out[j] {
				continue
			}
			// Two alike: each its name's start, as long as tells them apart.
			a, b := []rune(strings.ReplaceAll(names[i], " ", "")), []rune(strings.ReplaceAll(names[j], " ", ""))
			k := 1
			for k < len(a) && k < len(b) && string(a[:k]) == string(b[:k]) {
				k++
			}
			out[i], out[j] = string(a[:min(k, len(a))]), string(b[:min(k, len(b))])
		}
	}
	return out
}

// buyers names who bought each die this turn, from the log.
func (m *marketBand) buyers() [wonders.NumResources]string {
	var out [wonders.NumResources]string
	v := m.t.view
	for _, e := range v.Events {
		if e.Kind != wonders.EventMarket || e.Age != v.Age || e.Turn != v.Turn {
			continue
		}
		for _, r := range e.Dice.List() {
			out[r] = m.t.words.city(v, e.City)
		}
	}
	return out
}

// trayLayout lays the tray: the title and the order chips on a line, the
// slots below sharing the width.
type trayLayout struct{ m *marketBand }

func (l *trayLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(360, 56) }

func (l *trayLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	m := l.m
	const pad, gap, head = 6, 4, 16
	m.bg.Resize(size)
	m.rim.Move(fyne.NewPos(3, 3))
	m.rim.Resize(fyne.NewSize(size.Width-6, size.Height-6))
	tm := measure.Text(m.title.Text, m.title.TextSize, m.title.TextStyle)
	m.title.Move(fyne.NewPos(pad+4, pad-2))
	m.title.Resize(fyne.NewSize(tm.Width, head))
	lm := measure.Text(m.label.Text, m.label.TextSize, m.label.TextStyle)
	// The chips, right-aligned, as wide as their names when they fit,
	// else with their short names (the hover names them in full).
	var shown []*seatChip
	want, short := float32(0), float32(0)
	for _, c := range m.chips {
		if c.Visible() {
			shown = append(shown, c)
			want += c.wantAs(false) + 3
			short += c.wantAs(true) + 3
		}
	}
	room := size.Width - 2*pad - tm.Width - 16 - lm.Width - 6
	cut := want > room
	if cut {
		want = short
	}
	for _, c := range shown {
		c.cut(cut)
	}
	scale := float32(1)
	if want > room && want > 0 {
		scale = max(room, 0) / want
	}
	x := size.Width - pad - 2
	for i := len(shown) - 1; i >= 0; i-- {
		c := shown[i]
		cw := max(c.wantAs(cut)*scale, 22)
		x -= cw
		c.Move(fyne.NewPos(x, pad-2))
		c.Resize(fyne.NewSize(cw, head))
		x -= 3
	}
	m.label.Hidden = x-lm.Width < pad+tm.Width+8
	m.label.Move(fyne.NewPos(x-lm.Width-3, pad-2))
	m.label.Resize(fyne.NewSize(lm.Width, head))
	top := float32(pad + head + 2)
	n := float32(len(m.slots))
	sw := (size.Width - 2*pad - gap*(n-1)) / n
	sh := size.Height - top - pad
	for i, s := range m.slots {
		s.Move(fyne.NewPos(pad+float32(i)*(sw+gap), top))
		s.Resize(fyne.NewSize(sw, sh))
	}
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
