package dale

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"agora/game"
	eng "agora/game/dale"
)

// marketBand is the middle band: the market deck on the left, the five
// slots from +4 down to +0 with their surcharge above and their price
// below, then the market discard and the junk supply. Its gaps are the
// table's padding at its scale (dims.pad), whatever theme lays it out,
// as dimsFor counts them.
func (t *Table) marketBand(v *eng.View) fyne.CanvasObject {
	d := t.dims
	pileSize := fyne.NewSize(snap(d.marketCard.Width*0.9), snap(d.marketCard.Height*0.9))
	deck := t.pileOf(v.MarketDeck, pileSize, nil)
	t.anchor(anchorMarketDeck, deck)
	row := container.New(layout.NewCustomPaddedHBoxLayout(d.pad()), t.captioned(deck, t.T("daletable.market_deck")))
	row.Add(layout.NewSpacer())
	for i := eng.MarketSlots - 1; i >= 0; i-- {
		row.Add(t.marketSlot(v, i))
	}
	row.Add(layout.NewSpacer())
	var top fyne.CanvasObject
	if n := len(v.MarketDiscard); n > 0 {
		c := v.MarketDiscard[n-1]
		pile := append([]eng.Card(nil), v.MarketDiscard...)
		top = t.newZoneTap(t.newCard(c, c.Value(), pileSize, nil), "",
			func() fyne.CanvasObject { return t.pileInfo(pile) }, func() { t.showPile(t.T("dale.ui.market_discard_title"), pile) })
	} else {
		top = t.pileOf(0, pileSize, nil)
	}
	t.anchor(anchorMarketDiscard, top)
	row.Add(t.captioned(top, t.ctx.Localizer.N("daletable.market_discard", len(v.MarketDiscard), map[string]any{"N": len(v.MarketDiscard)})))
	junk := t.pileView(pileJunk, v.JunkSupply, eng.Junk, pileSize)
	t.anchor(anchorJunk, junk)
	row.Add(t.captioned(junk, t.T("daletable.junk_supply")))
	title := t.text(t.T("dale.ui.market"), 14, true, inkDark())
	var note fyne.CanvasObject = t.newLine(t.T("daletable.market_hint"), 11, false, inkMuted())
	if v.DryTurnsLeft > 0 {
		note = t.dryWarning(v)
	}
	top2 := container.New(&hRow{gap: 10, stretch: 1}, title, note)
	if legend := t.deckLegend(v); legend != nil {
		top2 = container.NewBorder(nil, nil, nil, legend, top2)
	}
	return framed(nil, container.New(layout.NewCustomPaddedVBoxLayout(d.pad()), top2, row))
}

// dryWarning counts down the turns left before a market that can no
// longer be restocked ends the game.
func (t *Table) dryWarning(v *eng.View) fyne.CanvasObject {
	key := "dale.ui.dry_countdown"
	if v.DryTurnsLeft == 1 {
		key = "dale.ui.dry_last_turn"
	}
	text := t.ctx.Localizer.N(key, v.DryTurnsLeft, map[string]any{"N": v.DryTurnsLeft})
	return t.newLine(text, 12, true, color.NRGBA{R: 0xe0, G: 0x78, B: 0x1a, A: 0xff})
}

// captioned puts a short caption under a pile, no wider than the pile
// and a little room beside it: a caption that does not fit goes on two
// lines (cut with "…" past them, whole on hover), so that two piles'
// captions never run into one another.
func (t *Table) captioned(o fyne.CanvasObject, caption string) fyne.CanvasObject {
	// A count stays on the line of the word before it ("discard · 4").
	caption = strings.ReplaceAll(caption, " · ", " ·\u00a0")
	l := t.newLine(caption, 11, false, inkMuted())
	l.align = fyne.TextAlignCenter
	w := o.MinSize().Width + 8
	if fyne.MeasureText(caption, l.size, l.style).Width > w {
		l.lines = 2
	}
	h := fyne.MeasureText("Ag", l.size, l.style).Height * float32(l.lines)
	return container.NewVBox(container.NewCenter(o), container.NewCenter(container.NewGridWrap(fyne.NewSize(w, h), l)))
}

// columnCaptioned is captioned for the hand's piles standing one above
// the other: the caption keeps to the piles' column, on two lines where
// it needs them.
func (t *Table) columnCaptioned(o fyne.CanvasObject, caption string) fyne.CanvasObject {
	caption = strings.ReplaceAll(caption, " · ", " ·\u00a0")
	l := t.newLine(caption, 11, false, inkMuted())
	l.align = fyne.TextAlignCenter
	if fyne.MeasureText(caption, l.size, l.style).Width > pileColumn {
		l.lines = 2
	}
	h := fyne.MeasureText("Ag", l.size, l.style).Height * float32(l.lines)
	return container.NewVBox(container.NewCenter(o), container.NewGridWrap(fyne.NewSize(pileColumn, h), l))
}

// pileOf is a face-down pile of n cards (piles.go draws it), or an
// empty place when n is 0. A tap calls onTap when set.
func (t *Table) pileOf(n int, size fyne.Size, onTap func()) fyne.CanvasObject {
	p := t.pileView(pileDeck, n, eng.NoCard, size)
	p.OnTapped = onTap
	return p
}

// marketSlot is one slot: its surcharge, its card (tappable when an option
// buys or takes it) and its price.
func (t *Table) marketSlot(v *eng.View, i int) fyne.CanvasObject {
	slot := v.Market[i]
	sur := badge(t.textAt(11), "+"+t.ctx.Localizer.Int(slot.Surcharge), color.NRGBA{R: 0x3c, G: 0x44, B: 0x50, A: 0xff}, color.White)
	size := t.dims.marketCard
	if slot.Card == eng.NoCard {
		frame := canvas.NewRectangle(color.Transparent)
		frame.StrokeColor, frame.StrokeWidth, frame.CornerRadius = inkFaint(), 1, 6
		empty := t.text(t.T("dale.ui.empty_slot"), 12, false, inkFaint())
		place := container.NewGridWrap(size, container.NewStack(frame, container.NewCenter(empty)))
		t.anchor(anchorMarket(i), place)
		return container.New(layout.NewCustomPaddedVBoxLayout(t.dims.pad()), container.NewCenter(sur), place, layout.NewSpacer())
	}
	var opts []game.Option
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		if (m.Type == eng.MoveBuy || m.Type == eng.MoveSlot) && m.Slot == i {
			opts = append(opts, o)
		}
	}
	var tap func()
	if len(opts) > 0 {
		o := opts[0]
		tap = func() { t.tapMarket(o) }
	}
	buying := v.Prompt.Kind == eng.KindPay && v.Prompt.Slot == i
	cv := t.newCard(slot.Card, slot.Card.Value(), size, tap)
	if tap != nil {
		t.keys.market = append(t.keys.market, cv)
	}
	t.anchor(anchorMarket(i), cv)
	if buying {
		cv.SetSelected(true)
	}
	priceText := t.T("dale.ui.price", map[string]any{"N": slot.Price})
	fill, ink := color.Color(panelFill()), color.Color(inkDark())
	if buying {
		priceText = t.T("daletable.buying", map[string]any{"N": slot.Price})
		fill, ink = inkBlue(), color.White
	}
	price := badge(t.textAt(11), priceText, fill, ink)
	return container.New(layout.NewCustomPaddedVBoxLayout(t.dims.pad()), container.NewCenter(sur), cv, container.NewCenter(price))
}

// tapMarket plays a market card's option: starting a purchase can be
// cancelled, so it goes at once; choosing a slot for a technique is
// final, so the card is chosen in the prompt panel, whose button
// confirms it.
func (t *Table) tapMarket(o game.Option) {
	if eng.MustDecode(o).Type == eng.MoveBuy {
		t.choose(o)
		return
	}
	t.armed, t.endArmed = o, false
	t.redraw()
}

// deckLegend names the animalfolk decks in play, each with its emblem and
// colour, as the wireframe's market band does (nil in a small window,
// where the cards' own bands say it).
func (t *Table) deckLegend(v *eng.View) fyne.CanvasObject {
	if t.dims.compact || len(v.Decks) == 0 {
		return nil
	}
	items := container.NewHBox()
	for _, d := range v.Decks {
		cards := eng.DeckCards(d)
		if len(cards) == 0 {
			continue
		}
		c := cards[0]
		items.Add(container.NewCenter(emblem(c, t.textAt(12))))
		items.Add(t.text(t.folkName(c), 11, false, inkMuted()))
	}
	return items
}
