package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
)

// neighbourWidth keeps both neighbours readable beside your board.
const neighbourWidth = 224

// neighbourPanel is one of the two cities you trade with: its wonder,
// its tokens and its shields against yours, its built cards, its
// leaders, and what it sells you at what price. Its objects are made
// once; update rewrites them, and the panel's layout fits the built
// cards to its height (neighbour_built.go).
type neighbourPanel struct {
	t      *Table
	left   bool
	bg     *canvas.Rectangle
	side   *pill
	name   *fitText
	state  *canvas.Text
	wonder *glyphRow
	tokens *tokenRow // coins, shields and conflict tokens as objects
	tokLay *besideTokens
	stats  *glyphRow // the team, in a team game
	gods   *glyphRow // Faith: the gods standing in the city
	// Leaders: the leaders recruited, as chips after the built cards,
	// then how many its seat holds, in words or (held, when the panel is
	// short) a card and the number, the words on hover
	leaders []*leaderChip
	held    *glyphRow
	heldBox *hoverBox
	heldN   int
	sells   *canvas.Text
	// prices are what the city sells, a resource (or a choice) and your
	// price each, flowing after their title in sellRow; the table sizes
	// them (they are made as needed).
	prices  []*glyphRow
	sellLay *flow
	sellRow *fyne.Container
	shields *canvas.Text
	verdict *canvas.Text
	// short is the verdict as a shield and the difference, its words on
	// hover, for a tight panel
	short    *glyphRow
	shortBox *hoverBox
	built    *canvas.Text
	// tiles are the built cards, flowing after their title in builtRow.
	tiles    []*builtTile
	breaks   []*canvas.Rectangle // the ends of lines among them
	builtLay *flow
	builtRow *fyne.Container
	body     *fyne.Container
	bodyLay  *rows
	root     *fyne.Container
	// city is the city shown; dirty asks the layout to fit its built
	// cards again.
	city  int
	dirty bool
	// width is the panel's width, set by the table layout.
	width float32
}

func newNeighbourPanel(t *Table, left bool) *neighbourPanel {
	text := func(size float32, bold bool) *canvas.Text {
		c := canvas.NewText("", nil)
		c.TextSize, c.TextStyle.Bold = size, bold
		return c
	}
	p := &neighbourPanel{t: t, left: left, bg: canvas.NewRectangle(color.Transparent), side: newPill(12, 11),
		name: newFitText(tipsOf(t), 14, true, nil), state: text(11, false), wonder: newGlyphRow(iconSmall, 12), stats: newGlyphRow(iconSmall, 12),
		gods: newGlyphRow(iconSmall, 12), sells: text(12, true), shields: text(12, false), verdict: text(12, true), built: text(12, true), city: -1}
	p.tokens = newTokenRow(t, iconSmall+2)
	p.short = newGlyphRow(iconSmall, 12)
	p.shortBox = newHoverBox(tipsOf(t), p.short)
	p.shortBox.Hide()
	p.held = newGlyphRow(iconSmall, 12)
	t.ownSized(p.held) // sized with the tiles
	p.heldBox = newHoverBox(tipsOf(t), p.held)
	p.bg.CornerRadius, p.bg.StrokeWidth = 8, 2
	p.state.Alignment = fyne.TextAlignTrailing
	head := container.NewBorder(nil, nil, p.side, p.state, p.name)
	// Their shields are in the token row: one line says how they
	// compare with yours.
	p.shields.Hide()
	p.builtLay, p.sellLay = &flow{gap: 4}, &flow{gap: 6}
	p.builtRow = container.New(p.builtLay, p.built)
	p.sellRow = container.New(p.sellLay, p.sells)
	p.tokLay = &besideTokens{p: p, gap: 8}
	p.bodyLay = &rows{gap: 2}
	// The city's war first, then its cards and leaders, then its trade;
	// the panel scrolls only when a tile per colour is still too much.
	p.body = container.New(p.bodyLay, p.wonder, container.New(p.tokLay, p.tokens, p.verdict, p.shortBox), p.stats, p.gods, p.builtRow, p.sellRow)
	fit := container.New(&fitBody{p: p}, container.NewVScroll(p.body))
	p.root = container.NewStack(p.bg, container.NewPadded(container.NewBorder(head, nil, nil, nil, fit)))
	return p
}

func (p *neighbourPanel) update(city int) {
	t, w, v := p.t, p.t.words, p.t.view
	c := v.Cities[city]
	mine := v.Cities[t.focus]
	p.city, p.dirty = city, true
	p.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	p.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	p.bg.Refresh()
	side, key := 1, "wonders.ui.right"
	if p.left {
		side, key = 0, "wonders.ui.left"
	}
	icon := rightIcon
	if p.left {
		icon = leftIcon
	}
	p.side.set(theme.Color(theme.ColorNamePrimary), glyph{icon: icon, text: w.T(key), color: colorWhite, bold: true})
	width := p.width - 16
	if p.width == 0 {
		width = neighbourWidth - 16
	}
	p.state.Text, p.state.Color = seatState(t, city)
	p.name.set(w.city(v, city), theme.Color(theme.ColorNameForeground))
	// The wonder's line, then the city's counts with the First Merchant
	// and the team: two lines that fit the narrowest panel.
	p.wonder.set(wonderGlyphs(w, c, v.Scores[city].Total())...)
	p.tokens.set(v, city) // the First Merchant's token among them
	team := teamGlyphs(t, city)
	p.stats.Hidden = len(team) == 0
	p.stats.set(team...)
	gods := godGlyphs(t, city, true)
	p.gods.Hidden = len(gods) == 0
	if len(gods) > 0 {
		gods[0].text = fit(gods[0].text, width-iconSmall*max(t.scaleOr1(), 1)-8, t.textAt(12), fyne.TextStyle{})
		p.gods.set(gods...)
	}
	p.heldN = 0
	var recruited []wonders.Card
	if lv := v.Leaders; lv != nil && city < len(lv.Recruited) {
		recruited = lv.Recruited[city]
		if city < len(lv.Hands) {
			p.heldN = lv.Hands[city]
		}
	}
	for len(p.leaders) < len(recruited) {
		p.leaders = append(p.leaders, newLeaderChip(t))
	}
	for i, l := range recruited {
		p.leaders[i].set(l, width)
	}
	p.leaders = p.leaders[:len(recruited)]
	p.sells.Text = w.T("wonders.ui.sells")
	items := sellGlyphs(w, c, mine.Discounts[side])
	if len(items) == 0 {
		items = [][]glyph{{{text: w.T("wonders.ui.sells_nothing"), color: theme.Color(theme.ColorNamePlaceHolder)}}}
	}
	sells := []fyne.CanvasObject{p.sells}
	for i, it := range items {
		if i == len(p.prices) {
			row := newGlyphRow(iconMid, 13)
			t.ownSized(row) // sized here, for the table's scale
			p.prices = append(p.prices, row)
		}
		row := p.prices[i]
		row.set(it...)
		sells = append(sells, row)
	}
	p.sellRow.Objects = sells
	p.sizePrices()
	p.shields.Text = w.T("wonders.ui.shields_vs", map[string]any{"Theirs": c.Shields, "Yours": mine.Shields})
	d := mine.Shields - c.Shields
	switch {
	case d > 0:
		p.verdict.Text, p.verdict.Color = w.T("wonders.ui.lead", map[string]any{"N": d}), colorOwn
	case d < 0:
		p.verdict.Text, p.verdict.Color = w.T("wonders.ui.trail", map[string]any{"N": -d}), colorCannot
	default:
		p.verdict.Text, p.verdict.Color = w.T("wonders.ui.tied"), theme.Color(theme.ColorNameForeground)
	}
	diff := w.loc.Int(d)
	if d > 0 {
		diff = "+" + diff
	}
	p.short.set(glyph{icon: shieldIcon, text: diff, color: p.verdict.Color, bold: true})
	p.shortBox.full = p.verdict.Text
	n := 0
	for _, cards := range builtCards(c) {
		n += len(cards)
	}
	p.built.Text = w.T("wonders.ui.built", map[string]any{"N": n})
	for _, o := range []*canvas.Text{p.state, p.sells, p.shields, p.verdict, p.built} {
		if o != p.state && o != p.verdict {
			o.Color = theme.Color(theme.ColorNameForeground)
		}
		o.Refresh()
	}
	if p.root.Size().Width == 0 {
		// not laid out yet: every card by name until the layout fits them
		p.showBuilt(c, builtFit{}, width)
	}
	p.root.Refresh()
}

// sellGlyphs is what a neighbour can sell you, each resource with your
// price per unit (2 coins, or 1 where you have a discount on that side),
// an item each: its fixed production, then each choice it may sell.
func sellGlyphs(w words, c wonders.CityView, discount wonders.ResourceSet) [][]glyph {
	price := func(r wonders.Resource) glyph {
		p := 2
		if discount.Has(r) {
			p = 1
		}
		return glyph{icon: coinIcon, text: w.loc.Int(p), bold: true, color: colorCoins}
	}
	var items [][]glyph
	for r, n := range c.Production.Fixed {
		if n == 0 {
			continue
		}
		text := ""
		if n > 1 {
			text = "×" + w.loc.Int(int(n))
		}
		items = append(items, []glyph{{icon: resourceIcons[r], text: text}, price(wonders.Resource(r))})
	}
	for _, set := range c.Production.Tradable {
		var item []glyph
		for i, r := range set.List() {
			if i > 0 {
				item = append(item, glyph{text: "/"})
			}
			item = append(item, glyph{icon: resourceIcons[r]})
		}
		items = append(items, append(item, price(set.List()[0])))
	}
	return items
}

// seatState says whether a seat has chosen this turn, is thinking (a bot)
// or choosing (a person), with a colour for each.
func seatState(t *Table, city int) (string, color.Color) {
	w, v := t.words, t.view
	c := v.Cities[city]
	seat := int(c.Controller)
	switch {
	case v.Over:
		return "", nil
	case v.Market != nil && v.Market.Resolving == city:
		return w.T("wonders.ui.market.resolving"), colorTrade
	case c.Chosen:
		return w.T("wonders.ui.chosen"), colorOwn
	case t.ctx.ReadOnly != nil: // a picture: no one is choosing
		return "", nil
	case t.bots.isThinking(game.Seat(seat)) && pendingSeat(t, seat):
		return w.T("wonders.ui.thinking"), colorTrade
	case pendingSeat(t, seat) && city == seat:
		return w.T("wonders.ui.choosing"), colorTrade
	}
	return "", nil
}

func pendingSeat(t *Table, seat int) bool {
	for _, p := range t.src.Pending() {
		if int(p.Seat) == seat {
			return true
		}
	}
	return false
}

// indent shifts its one object right, for a continued line.
type indent struct{ by float32 }

func (l *indent) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.by, 0))
		o.Resize(fyne.NewSize(size.Width-l.by, size.Height))
	}
}

func (l *indent) MinSize(objs []fyne.CanvasObject) fyne.Size {
	for _, o := range objs {
		if o.Visible() {
			return o.MinSize().AddWidthHeight(l.by, 0)
		}
	}
	return fyne.Size{}
}
