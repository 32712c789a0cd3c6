package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/measure"
	"agora/ui/raster"
)

// A neighbour's built cards are tiles on the card colours, flowing after
// their title: a tile per card with its name while the panel has the
// room, and, when it has not, a colour's cards gathered in one tile with
// their count, the names on hover; the colours with the most cards are
// gathered first (fitBuilt), so that the whole list shows without
// scrolling at every window size.

// tileText is the tiles' text size at scale 1.
const tileText = 12

// builtTile is one tile of a neighbour's built cards: a card's name on
// its colour, or a colour's count with the names on hover.
type builtTile struct {
	widget.BaseWidget
	hover
	t     *Table
	bg    *canvas.Rectangle
	text  *canvas.Text
	mark  *raster.Picture // the laurel, on the leaders' tile
	col   wonders.Color
	cards []wonders.Card
	// count: the tile counts its colour's cards; else it names one.
	count bool
	// maxW is the widest the tile may be (the panel's width).
	maxW float32
	// airy: a row of a list, taller (a roomy panel).
	airy bool
}

func newBuiltTile(t *Table) *builtTile {
	b := &builtTile{t: t, bg: canvas.NewRectangle(colorInk), text: canvas.NewText("", colorWhite),
		mark: raster.NewPicture(nil, canvas.ImageFillContain)}
	b.bg.CornerRadius = 4
	b.text.TextStyle.Bold = true
	b.hover = hover{tips: tipsOf(t), self: b, tip: b.FullText}
	b.ExtendBaseWidget(b)
	return b
}

// set shows cards of colour col: one card's name, or (count) their
// count; maxW bounds the tile's width.
func (b *builtTile) set(col wonders.Color, cards []wonders.Card, count bool, maxW float32) {
	b.col, b.cards, b.count, b.maxW, b.airy = col, cards, count, maxW, false
	// A colour's tile is its card colour with white words and a faint
	// edge (for the black cards on a dark table); the leaders' tile is
	// a leader's white card, ink on ivory in its stone edge, its laurel
	// as clear as on the leaders' chips.
	b.bg.FillColor, b.bg.StrokeWidth, b.bg.StrokeColor = cardColors[col], 1, color.NRGBA{0xff, 0xff, 0xff, 0x38}
	b.text.Color = colorWhite
	if col == wonders.White {
		b.bg.FillColor, b.bg.StrokeWidth, b.bg.StrokeColor = leaderPaper, 1.2, leaderEdge
		b.text.Color = colorInk
	}
	b.text.TextSize = b.size()
	b.mark.Hidden = col != wonders.White
	b.mark.Resource = sized(leaderMark, b.size())
	b.text.Text = b.label()
	b.text.Text = fit(b.text.Text, b.maxW-b.pad()*2-b.markW(), b.text.TextSize, b.text.TextStyle)
	b.Refresh()
}

// size is the tile's text size at the table's scale.
func (b *builtTile) size() float32 { return b.t.textAt(tileText) }

func (b *builtTile) pad() float32 { return b.size() * 0.45 }

// markW is the room the laurel takes, on the leaders' tile.
func (b *builtTile) markW() float32 {
	if b.mark.Hidden {
		return 0
	}
	return b.size() * 1.15
}

// label is what the tile says in full: the card's name, or "×n".
func (b *builtTile) label() string {
	w := b.t.words
	if b.count {
		return "×" + w.loc.Int(len(b.cards))
	}
	if len(b.cards) == 0 {
		return ""
	}
	return w.card(b.cards[0])
}

// FullText names the tile's cards (after their colour, for a count),
// what hovering shows; "" for a name shown whole.
func (b *builtTile) FullText() string {
	w := b.t.words
	if b.count {
		return w.T("wonders.color."+b.col.String()) + " · " + cardNames(w, b.cards)
	}
	if b.text.Text != b.label() {
		return b.label()
	}
	return ""
}

func (b *builtTile) MinSize() fyne.Size {
	m := measure.Text(b.text.Text, b.text.TextSize, b.text.TextStyle)
	pad := b.size() * 0.3
	if b.airy {
		pad = b.size() * 0.6
	}
	return fyne.NewSize(min(m.Width+2*b.pad()+b.markW(), max(b.maxW, 0)), m.Height+pad)
}

func (b *builtTile) CreateRenderer() fyne.WidgetRenderer { return &builtTileRenderer{b: b} }

type builtTileRenderer struct{ b *builtTile }

func (r *builtTileRenderer) Destroy()           {}
func (r *builtTileRenderer) MinSize() fyne.Size { return r.b.MinSize() }
func (r *builtTileRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.b.bg, r.b.mark, r.b.text}
}
func (r *builtTileRenderer) Refresh() {
	r.Layout(r.b.Size())
	r.b.bg.Refresh()
	r.b.mark.Refresh()
	r.b.text.Refresh()
}

func (r *builtTileRenderer) Layout(size fyne.Size) {
	b := r.b
	setBox(b.bg, 0, 0, size.Width, size.Height)
	m := measure.Text(b.text.Text, b.text.TextSize, b.text.TextStyle)
	mw := b.markW()
	setBox(b.mark, b.pad()*0.6, (size.Height-b.size())/2, b.size(), b.size())
	setBox(b.text, mw+(size.Width-mw-m.Width)/2, (size.Height-m.Height)/2, m.Width, m.Height)
}

// builtCards are a city's built cards by colour, the black cards
// (Cities) last.
func builtCards(c wonders.CityView) [wonders.NumColors + 1][]wonders.Card {
	var out [wonders.NumColors + 1][]wonders.Card
	for col := range wonders.NumColors {
		out[col] = c.Built[col]
	}
	out[wonders.NumColors] = c.Blacks
	return out
}

// colourOf is the card colour of the built lists' index i (the black
// cards after the seven colours).
func colourOf(i int) wonders.Color {
	if i == wonders.NumColors {
		return wonders.Black
	}
	return wonders.Color(i)
}

// builtFit is how tight a neighbour's panel is drawn: its built colours
// gathered (true) each as one tile with its count, and its leaders
// (leaders), the leaders held said
// by a card and a number, the verdict on the shields as a shield and a
// number beside the tokens.
type builtFit struct {
	gathered                  [wonders.NumColors + 1]bool
	heldShort, tight, leaders bool
	// list: a card a line (a tall panel); spacious: each colour on
	// lines of its own; else the tiles flow on together.
	list, spacious bool
}

// showBuilt lays the city's built cards out as tiles as f says, then its
// leaders and how many its seat holds.
func (p *neighbourPanel) showBuilt(c wonders.CityView, f builtFit, width float32) {
	t, w := p.t, p.t.words
	objs := []fyne.CanvasObject{p.built}
	n, breaks := 0, 0
	tile := func() *builtTile {
		for len(p.tiles) <= n {
			p.tiles = append(p.tiles, newBuiltTile(t))
		}
		n++
		return p.tiles[n-1]
	}
	// newLine ends the flow's line (spacious): a rule as wide as the
	// panel, of no height.
	newLine := func() {
		if !f.spacious {
			return
		}
		for len(p.breaks) <= breaks {
			p.breaks = append(p.breaks, canvas.NewRectangle(color.Transparent))
		}
		p.breaks[breaks].SetMinSize(fyne.NewSize(width, 0))
		objs = append(objs, p.breaks[breaks])
		breaks++
	}
	for i, cards := range builtCards(c) {
		if len(cards) > 0 {
			newLine()
		}
		switch {
		case len(cards) == 0:
		case f.gathered[i]:
			b := tile()
			b.set(colourOf(i), cards, true, width)
			objs = append(objs, b)
		default:
			for j, card := range cards {
				if f.list && j > 0 {
					newLine()
				}
				b := tile()
				b.set(colourOf(i), []wonders.Card{card}, false, width)
				b.airy = f.list
				objs = append(objs, b)
			}
		}
	}
	if len(p.leaders) > 0 {
		newLine()
	}
	if f.leaders && len(p.leaders) > 0 {
		var cards []wonders.Card
		for _, l := range p.leaders {
			cards = append(cards, l.card)
		}
		b := tile()
		b.set(wonders.White, cards, true, width)
		objs = append(objs, b)
	} else {
		for _, l := range p.leaders {
			objs = append(objs, l)
		}
	}
	if p.heldN > 0 {
		words := w.N("wonders.ui.leaders.in_hand", p.heldN, map[string]any{"N": p.heldN})
		k := chipScale(t)
		p.held.px, p.held.size = iconSmall*k, chipText*k
		p.heldBox.full = ""
		if f.heldShort {
			p.held.set(glyph{icon: leaderHeldIcon, text: w.loc.Int(p.heldN), color: theme.Color(theme.ColorNamePlaceHolder), bold: true})
			p.heldBox.full = words
		} else {
			p.held.set(glyph{text: words, color: theme.Color(theme.ColorNamePlaceHolder)})
		}
		objs = append(objs, p.heldBox)
	}
	p.tokLay.tight = f.tight
	p.builtRow.Objects = objs
}

// fitBuilt shows the city's built cards so that the panel's body fits
// height at width: every card by name, a card a line, if they fit; else,
// one step at a time until they do, a colour a line, the colours flowing
// on, the leaders held and the verdict said shorter,
// then the colours with the most cards gathered into tiles with a count.
func (p *neighbourPanel) fitBuilt(c wonders.CityView, width, height float32) {
	f := builtFit{list: true, spacious: true}
	lists := builtCards(c)
	p.sizePrices()
	// the lines tight up to 1280×800, airier in a larger window
	p.bodyLay.gap = 2 * max(p.t.scaleOr1(), 1)
	for {
		p.showBuilt(c, f, width)
		if p.bodyHeight(width) <= height {
			return
		}
		if f.list {
			f.list = false
			continue
		}
		if f.spacious {
			f.spacious = false
			continue
		}
		if p.heldN > 0 && !f.heldShort {
			f.heldShort = true
			continue
		}
		if !f.tight {
			f.tight = true
			continue
		}
		most := -1
		for i, cards := range lists {
			if !f.gathered[i] && len(cards) > 1 && (most < 0 || len(cards) > len(lists[most])) {
				most = i
			}
		}
		if most < 0 && len(p.leaders) > 1 && !f.leaders {
			f.leaders = true // the leaders recruited in one tile
			continue
		}
		if most < 0 {
			// Only single cards left by name: gather them too, the
			// longest names first.
			for i, cards := range lists {
				if !f.gathered[i] && len(cards) == 1 && (most < 0 || len(p.t.words.card(cards[0])) > len(p.t.words.card(lists[most][0]))) {
					most = i
				}
			}
		}
		if most < 0 {
			return // all gathered: the panel scrolls
		}
		f.gathered[most] = true
	}
}

// sizePrices sizes the prices' rows for the table's scale.
func (p *neighbourPanel) sizePrices() {
	px, size := iconMid*max(p.t.scaleOr1(), 1), p.t.textAt(13)
	for _, row := range p.prices {
		if row.px != px || row.size != size {
			row.px, row.size = px, size
			row.Refresh()
		}
	}
}

// bodyHeight is the height the panel's lines need at width.
func (p *neighbourPanel) bodyHeight(width float32) float32 {
	p.tokLay.width = width
	for _, f := range []struct {
		lay *flow
		box *fyne.Container
	}{{p.builtLay, p.builtRow}, {p.sellLay, p.sellRow}} {
		f.lay.heightAt(f.box.Objects, width)
	}
	return p.body.MinSize().Height
}

// fitBody holds the panel's scroll: given its height, it fits the built
// cards to it before laying the scroll out.
type fitBody struct {
	p    *neighbourPanel
	size fyne.Size
	city int
}

func (l *fitBody) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	p := l.p
	if p.t.view != nil && p.city >= 0 && p.city < len(p.t.view.Cities) && (size != l.size || l.city != p.city || p.dirty) {
		l.size, l.city, p.dirty = size, p.city, false
		p.fitBuilt(p.t.view.Cities[p.city], size.Width, size.Height)
		p.body.Refresh()
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *fitBody) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// besideTokens lays the city's tokens and the verdict on their shields
// on one line when both fit the panel's width at their full size, else
// the verdict under the tokens. Its MinSize answers for the width it was
// last given (or primed with).
type besideTokens struct {
	p     *neighbourPanel
	gap   float32
	width float32
	// tight: when the verdict's words do not fit beside the tokens, a
	// shield and the difference do (the words on hover).
	tight bool
}

// natural is the token row's width with no token piled on another.
func (r *tokenRow) natural() float32 {
	px := r.size()
	w := float32(0)
	for _, o := range r.objs {
		if o.Visible() {
			w += r.tokenWidth(o, px) + tokenGap
		}
	}
	return w
}

// shown is the verdict as it is drawn at width: its words, or (tight)
// its short form; and whether it stands beside the tokens.
func (l *besideTokens) shown(width float32) (fyne.CanvasObject, bool) {
	p := l.p
	room := width - p.tokens.natural() - l.gap
	switch {
	case p.verdict.MinSize().Width <= room:
		return p.verdict, true
	case l.tight && p.shortBox.MinSize().Width <= room:
		return p.shortBox, true
	}
	return p.verdict, false
}

func (l *besideTokens) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	p := l.p
	l.width = size.Width
	v, beside := l.shown(size.Width)
	p.verdict.Hidden, p.shortBox.Hidden = v != p.verdict, v == p.verdict
	th, vh := p.tokens.MinSize().Height, v.MinSize().Height
	if beside {
		tw := p.tokens.natural()
		h := max(th, vh)
		setBox(p.tokens, 0, (h-th)/2, tw, th)
		setBox(v, tw+l.gap, (h-vh)/2, min(v.MinSize().Width, size.Width-tw-l.gap), vh)
		return
	}
	setBox(p.tokens, 0, 0, size.Width, th)
	setBox(v, 0, th+l.gap/2, size.Width, vh)
}

func (l *besideTokens) MinSize([]fyne.CanvasObject) fyne.Size {
	p := l.p
	v, beside := l.shown(l.width)
	th, vh := p.tokens.MinSize().Height, v.MinSize().Height
	w := max(p.tokens.MinSize().Width, p.shortBox.MinSize().Width)
	if l.width > 0 && beside {
		return fyne.NewSize(w, max(th, vh))
	}
	return fyne.NewSize(w, th+l.gap/2+vh)
}
