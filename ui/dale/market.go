package dale

import (
	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
)

// marketState is the market zone's state for v: its words, its piles'
// counts, each slot's card, price and tap, at the current dims.
func (t *Table) marketState(v *eng.View) marketState {
	d := t.dims
	loc := t.ctx.Localizer
	s := marketState{title: t.T("dale.ui.market"), note: t.T("daletable.market_hint"),
		deck: v.MarketDeck, deckCaption: t.T("daletable.market_deck"),
		discard: append([]eng.Card(nil), v.MarketDiscard...), discardTitle: t.T("dale.ui.market_discard_title"),
		discardCaption: loc.N("daletable.market_discard", len(v.MarketDiscard), map[string]any{"N": len(v.MarketDiscard)}),
		junk:           v.JunkSupply, junkCaption: t.T("daletable.junk_supply"),
		card: d.marketCard, pile: fyne.NewSize(snap(d.marketCard.Width*0.9), snap(d.marketCard.Height*0.9)),
		pad: d.pad(), look: t.look()}
	if v.DryTurnsLeft > 0 {
		// The turns left before a market that can no longer be
		// restocked ends the game.
		key := "dale.ui.dry_countdown"
		if v.DryTurnsLeft == 1 {
			key = "dale.ui.dry_last_turn"
		}
		s.note, s.dry = loc.N(key, v.DryTurnsLeft, map[string]any{"N": v.DryTurnsLeft}), true
	}
	if !d.compact { // in a small window the cards' own bands say it
		for _, deck := range v.Decks {
			if cards := eng.DeckCards(deck); len(cards) > 0 {
				s.legend = append(s.legend, legendEntry{card: cards[0], name: t.folkName(cards[0])})
			}
		}
	}
	opts := t.humanOptions(v)
	for i, slot := range v.Market {
		sl := marketSlotState{surcharge: "+" + loc.Int(slot.Surcharge), card: slot.Card, empty: t.T("dale.ui.empty_slot"),
			price: t.T("dale.ui.price", map[string]any{"N": slot.Price})}
		for _, o := range opts {
			if m := eng.MustDecode(o); (m.Type == eng.MoveBuy || m.Type == eng.MoveSlot) && m.Slot == i {
				sl.tap = act{kind: actMarket, opt: o}
				break
			}
		}
		if v.Prompt.Kind == eng.KindPay && v.Prompt.Slot == i {
			sl.buying, sl.price = true, t.T("daletable.buying", map[string]any{"N": slot.Price})
		}
		s.slots = append(s.slots, sl)
	}
	return s
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
