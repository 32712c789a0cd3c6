package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
)

var (
	marketCard = fyne.NewSize(110, 122)
	smallCard  = fyne.NewSize(72, 80)
)

// marketBand is the middle band: the market deck, the five slots from +4
// down to +0 with their surcharge and price, the market discard and the
// junk supply.
func (t *Table) marketBand(v *eng.View) fyne.CanvasObject {
	row := container.NewHBox(t.pile(t.T("dale.ui.market_deck", map[string]any{"N": v.MarketDeck})))
	for i := eng.MarketSlots - 1; i >= 0; i-- {
		row.Add(t.marketSlot(v, i))
	}
	top := eng.NoCard
	if n := len(v.MarketDiscard); n > 0 {
		top = v.MarketDiscard[n-1]
	}
	disc := container.NewVBox(t.discardButton(t.T("dale.ui.market_discard", map[string]any{"N": len(v.MarketDiscard)}),
		t.T("dale.ui.market_discard_title"), v.MarketDiscard))
	if top != eng.NoCard {
		disc.Add(t.newCard(top, top.Value(), smallCard, nil))
	}
	row.Add(disc)
	junk := container.NewVBox(widget.NewLabel(t.T("dale.ui.junk_supply", map[string]any{"N": v.JunkSupply})),
		t.newCard(eng.Junk, eng.Junk.Value(), smallCard, nil))
	row.Add(junk)
	title := widget.NewLabel(t.T("dale.ui.market"))
	title.TextStyle = fyne.TextStyle{Bold: true}
	if v.DryTurnsLeft > 0 {
		return panel(container.NewBorder(nil, nil, title, nil, t.dryWarning(v)), row)
	}
	return panel(title, row)
}

// dryWarning counts down the turns left before a market that can no
// longer be restocked ends the game.
func (t *Table) dryWarning(v *eng.View) fyne.CanvasObject {
	key := "dale.ui.dry_countdown"
	if v.DryTurnsLeft == 1 {
		key = "dale.ui.dry_last_turn"
	}
	l := widget.NewLabel(t.ctx.Localizer.N(key, v.DryTurnsLeft, map[string]any{"N": v.DryTurnsLeft}))
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.WarningImportance
	return l
}

func (t *Table) pile(label string) fyne.CanvasObject {
	l := widget.NewLabel(label)
	l.Wrapping = fyne.TextWrapWord
	return container.NewGridWrap(fyne.NewSize(96, 118), l)
}

// marketSlot is one slot: its surcharge, its card (tappable when an option
// buys or takes it) and its price.
func (t *Table) marketSlot(v *eng.View, i int) fyne.CanvasObject {
	slot := v.Market[i]
	sur := widget.NewLabel("+" + t.ctx.Localizer.Int(slot.Surcharge))
	sur.Alignment = fyne.TextAlignCenter
	if slot.Card == eng.NoCard {
		empty := widget.NewLabel(t.T("dale.ui.empty_slot"))
		return container.NewVBox(sur, container.NewGridWrap(marketCard, container.NewCenter(empty)))
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
		tap = func() { t.choose(o) }
	}
	price := widget.NewLabel(t.T("dale.ui.price", map[string]any{"N": slot.Price}))
	price.Alignment = fyne.TextAlignCenter
	return container.NewVBox(sur, t.newCard(slot.Card, slot.Card.Value(), marketCard, tap), price)
}
