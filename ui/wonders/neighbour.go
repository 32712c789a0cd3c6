package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
)

// neighbourWidth keeps both neighbours readable beside your board.
const neighbourWidth = 224

// neighbourPanel is one of the two cities you trade with: what it sells
// you and at what price, its shields against yours, and its built cards.
// Its objects are made once; update rewrites them.
type neighbourPanel struct {
	t       *Table
	left    bool
	bg      *canvas.Rectangle
	side    *pill
	name    *fitText
	state   *canvas.Text
	wonder  *glyphRow
	tokens  *tokenRow    // coins, shields and conflict tokens as objects
	stats   *glyphRow    // the team, in a team game
	gods    *glyphRow    // Faith: the gods standing in the city
	leaders *leaderChips // Leaders: the leaders recruited, and held
	sells   *canvas.Text
	prices  [4]*glyphRow
	shields *canvas.Text
	verdict *canvas.Text
	built   *canvas.Text
	colours [wonders.NumColors + 1]*glyphRow  // the colours, then the black cards (Cities)
	more    [wonders.NumColors + 1]*textBlock // a colour's next lines
	moreBox [wonders.NumColors + 1]*hoverBox  // all the names on hover, when the line is cut
	root    *fyne.Container
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
		name: newFitText(t, 14, true, nil), state: text(11, false), wonder: newGlyphRow(iconSmall, 12), stats: newGlyphRow(iconSmall, 12),
		gods: newGlyphRow(iconSmall, 12), sells: text(12, true), shields: text(12, false), verdict: text(12, true), built: text(12, true)}
	p.tokens = newTokenRow(t, iconSmall+2)
	p.leaders = newLeaderChips(t)
	p.leaders.Hide()
	p.bg.CornerRadius, p.bg.StrokeWidth = 8, 2
	p.state.Alignment = fyne.TextAlignTrailing
	head := container.NewBorder(nil, nil, p.side, p.state, p.name)
	objs := []fyne.CanvasObject{p.wonder, p.tokens, p.stats, p.gods, p.leaders, gapLine(2), p.sells}
	for i := range p.prices {
		p.prices[i] = newGlyphRow(iconMid, 13)
		objs = append(objs, p.prices[i])
	}
	// Their shields are in the token row: one line says how they
	// compare with yours.
	p.shields.Hide()
	objs = append(objs, gapLine(2), p.verdict, gapLine(2), p.built)
	var built []fyne.CanvasObject
	for i := range p.colours {
		p.colours[i] = newGlyphRow(14, 11)
		p.more[i] = newTextBlock(11, false)
		p.moreBox[i] = newHoverBox(t, container.New(&indent{by: 17}, p.more[i].box))
		built = append(built, p.colours[i], p.moreBox[i])
	}
	// Under the name, the panel scrolls when a small window or a big
	// city leaves it too short.
	body := container.New(&rows{gap: 3}, append(objs, container.New(&rows{gap: 2}, built...))...)
	p.root = container.NewStack(p.bg, container.NewPadded(container.NewBorder(head, nil, nil, nil, container.NewVScroll(body))))
	return p
}

// gapLine is a little vertical space.
func gapLine(h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(1, h))
	return r
}

// builtLines is how many lines a colour's names take at most in a
// neighbour's panel.
const builtLines = 6

func (p *neighbourPanel) update(city int) {
	t, w, v := p.t, p.t.words, p.t.view
	c := v.Cities[city]
	mine := v.Cities[t.focus]
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
	p.leaders.set(city, width)
	p.sells.Text = w.T("wonders.ui.sells")
	perLine := 3
	if width < 200 {
		perLine = 2
	}
	lines := sellGlyphs(w, c, mine.Discounts[side], perLine)
	for i, row := range p.prices {
		row.Hidden = i >= len(lines) && i > 0
		if i < len(lines) {
			row.set(lines[i]...)
		}
	}
	if len(lines) == 0 {
		p.prices[0].set(glyph{text: w.T("wonders.ui.sells_nothing"), color: theme.Color(theme.ColorNamePlaceHolder)})
	}
	p.shields.Text = w.T("wonders.ui.shields_vs", map[string]any{"Theirs": c.Shields, "Yours": mine.Shields})
	switch d := mine.Shields - c.Shields; {
	case d > 0:
		p.verdict.Text, p.verdict.Color = w.T("wonders.ui.lead", map[string]any{"N": d}), colorOwn
	case d < 0:
		p.verdict.Text, p.verdict.Color = w.T("wonders.ui.trail", map[string]any{"N": -d}), colorCannot
	default:
		p.verdict.Text, p.verdict.Color = w.T("wonders.ui.tied"), theme.Color(theme.ColorNameForeground)
	}
	n := 0
	for _, cards := range c.Built {
		n += len(cards)
	}
	n += len(c.Blacks)
	p.built.Text = w.T("wonders.ui.built", map[string]any{"N": n})
	for col, row := range p.colours {
		var cards []wonders.Card
		icon := blackIcon
		if col < wonders.NumColors {
			cards, icon = c.Built[col], colorCards[col]
		} else {
			cards = c.Blacks
		}
		// Every name, on as many lines as they need (up to
		// builtLines; the panel scrolls).
		lines := wrap(cardNames(w, cards), width-14-row.px-17, t.textAt(11), builtLines)
		row.Hidden = len(cards) == 0
		p.moreBox[col].Hidden = len(lines) < 2 // no gap for an empty line
		p.more[col].color = theme.Color(theme.ColorNameForeground)
		if len(lines) > 0 {
			row.set(glyph{icon: icon, text: lines[0]})
		}
		p.moreBox[col].full = ""
		p.more[col].Text = ""
		if len(lines) > 1 {
			p.more[col].Text = strings.Join(lines[1:], "\n")
			if strings.HasSuffix(lines[len(lines)-1], "…") {
				p.moreBox[col].full = cardNames(w, cards)
			}
		}
		p.more[col].wrapTo(0)
	}
	for _, o := range []*canvas.Text{p.state, p.sells, p.shields, p.verdict, p.built} {
		if o != p.state && o != p.verdict {
			o.Color = theme.Color(theme.ColorNameForeground)
		}
		o.Refresh()
	}
	p.root.Refresh()
}

// sellGlyphs is what a neighbour can sell you, each resource with your
// price per unit (2 coins, or 1 where you have a discount on that side),
// in lines: its fixed production perLine resources a line, then each choice
// it may sell on a line of its own.
func sellGlyphs(w words, c wonders.CityView, discount wonders.ResourceSet, perLine int) [][]glyph {
	price := func(r wonders.Resource) glyph {
		p := 2
		if discount.Has(r) {
			p = 1
		}
		return glyph{icon: coinIcon, text: w.loc.Int(p), bold: true, color: colorCoins}
	}
	var lines [][]glyph
	var line []glyph
	for r, n := range c.Production.Fixed {
		if n == 0 {
			continue
		}
		if len(line) == 2*perLine {
			lines, line = append(lines, line), nil
		}
		text := ""
		if n > 1 {
			text = "×" + w.loc.Int(int(n))
		}
		line = append(line, glyph{icon: resourceIcons[r], text: text, space: len(line) > 0}, price(wonders.Resource(r)))
	}
	if len(line) > 0 {
		lines = append(lines, line)
	}
	for _, set := range c.Production.Tradable {
		line = nil
		for i, r := range set.List() {
			if i > 0 {
				line = append(line, glyph{text: "/"})
			}
			line = append(line, glyph{icon: resourceIcons[r]})
		}
		lines = append(lines, append(line, price(set.List()[0])))
	}
	return lines
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
