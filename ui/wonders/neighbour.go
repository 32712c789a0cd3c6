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
	// chips are the built cards, a chip per colour then the black cards
	// (Cities) with their count, the names on hover; builtLay flows the
	// title and the chips on as many lines as they take.
	chips    [wonders.NumColors + 1]*glyphRow
	chipBox  [wonders.NumColors + 1]*hoverBox
	builtLay *flow
	builtRow *fyne.Container
	// the tokens with the verdict after them, the prices after their title
	tokLay, sellLay *flow
	tokRow, sellRow *fyne.Container
	root            *fyne.Container
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
	// Their shields are in the token row: one line says how they
	// compare with yours, after the tokens when there is room.
	p.shields.Hide()
	p.tokLay, p.sellLay, p.builtLay = &flow{gap: 8}, &flow{gap: 4}, &flow{gap: 4}
	p.tokRow = container.New(p.tokLay, p.tokens, container.NewCenter(p.verdict))
	sells := []fyne.CanvasObject{container.NewCenter(p.sells)}
	for i := range p.prices {
		p.prices[i] = newGlyphRow(iconMid, 13)
		sells = append(sells, p.prices[i])
	}
	p.sellRow = container.New(p.sellLay, sells...)
	built := []fyne.CanvasObject{container.NewCenter(p.built)}
	for i := range p.chips {
		p.chips[i] = newGlyphRow(14, 12)
		p.chipBox[i] = newHoverBox(t, p.chips[i])
		built = append(built, p.chipBox[i])
	}
	p.builtRow = container.New(p.builtLay, built...)
	objs := []fyne.CanvasObject{p.wonder, p.tokRow, p.stats, p.gods, p.leaders, p.sellRow, p.builtRow}
	// Under the name, the panel scrolls only as a last resort, when a
	// small window leaves it too short.
	body := container.New(&rows{gap: 3}, objs...)
	p.root = container.NewStack(p.bg, container.NewPadded(container.NewBorder(head, nil, nil, nil, container.NewVScroll(body))))
	return p
}

// gapLine is a little vertical space.
func gapLine(h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(1, h))
	return r
}

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
	for col, chip := range p.chips {
		var cards []wonders.Card
		icon := blackIcon
		if col < wonders.NumColors {
			cards, icon = c.Built[col], colorCards[col]
		} else {
			cards = c.Blacks
		}
		// A chip per colour, its count; its names on hover.
		p.chipBox[col].Hidden = len(cards) == 0
		p.chipBox[col].full = cardNames(w, cards)
		chip.set(glyph{icon: icon, text: w.loc.Int(len(cards)), bold: true})
	}
	for _, f := range []struct {
		lay *flow
		box *fyne.Container
	}{{p.tokLay, p.tokRow}, {p.sellLay, p.sellRow}, {p.builtLay, p.builtRow}} {
		if f.lay.width == 0 || f.box.Size().Width > 0 && f.lay.width != f.box.Size().Width {
			// the lines at the width laid out (first the panel's)
			w := f.box.Size().Width
			if w == 0 {
				w = width
			}
			f.lay.heightAt(f.box.Objects, w)
		}
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
	for _, p := range t.state.Pending() {
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
