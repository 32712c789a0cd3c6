package dale

import (
	"slices"

	"agora/game"
)

// Market purchases. The buyer picks a market card, then adds payment cards
// one at a time. A card may be added only if some payment including the
// cards chosen so far covers the price without an unnecessary card (no
// card could be left out and still cover it), so a payment with a card too
// many can never be formed; once the price is covered only Confirm and
// Cancel remain.

// Surcharge is the extra cost of market slot i: slot 0 costs the card's
// value, each slot further left one more.
func Surcharge(i int) int { return i }

// price is what seat s pays for the card in market slot i: its value, the
// slot's surcharge and +2 for each opponent's Scary Gunfight in play.
func (g *State) price(s, i int) int { return g.priceWith(i, g.priceRaise(s)) }

// priceRaise is what opponents' Scary Gunfights add to seat s's prices.
func (g *State) priceRaise(s int) int { return 2 * g.penalty(s, ScaryGunfight) }

// priceWith is slot i's price with raise added (priceRaise, computed once
// for the five slots).
func (g *State) priceWith(i, raise int) int { return g.market[i].Value() + Surcharge(i) + raise }

// payCard is a card the payment search may add.
type payCard struct {
	value int32
	calc  bool
}

// payAddable reports whether card x of the remaining cards all (sorted,
// x among them) may join a selection worth sum (lowest card low): some
// valid payment of price includes it. ob is scratch space.
func payAddable(all []payCard, x payCard, ob []payCard, sum, low, price int, needCalc, hasCalc bool) bool {
	others := ob
	skipped := false
	for _, y := range all {
		if !skipped && y == x {
			skipped = true
			continue
		}
		others = append(others, y)
	}
	v := int(x.value)
	return completable(others, sum+v, min(low, v), price, needCalc, hasCalc || x.calc)
}

// validPayment reports whether cards worth sum, the lowest worth low, pay
// price as the rules ask: they cover it, none could be left out with the
// rest still covering it, and they hold a Calculations if the purchase is
// made through one (needCalc).
func validPayment(sum, low, price int, needCalc, hasCalc bool) bool {
	return sum >= price && sum-low < price && (!needCalc || hasCalc)
}

// completable reports whether cards from rest can be added to a selection
// worth sum, whose lowest card is worth low, to form a valid payment of
// price (covering it with no unnecessary card), holding a Calculations if
// needCalc and the selection has none (hasCalc false). rest is sorted by
// decreasing value.
func completable(rest []payCard, sum, low, price int, needCalc, hasCalc bool) bool {
	if sum >= price {
		return validPayment(sum, low, price, needCalc, hasCalc)
	}
	for i, c := range rest {
		if i > 0 && rest[i-1] == c {
			continue // the same choice as the previous card
		}
		if completable(rest[i+1:], sum+int(c.value), min(low, int(c.value)), price, needCalc, hasCalc || c.calc) {
			return true
		}
	}
	return false
}

// remaining lists seat s's hand minus the cards of sel (as a multiset).
func remaining(hand, sel []Card, buf []Card) []Card {
	buf = append(buf[:0], hand...)
	for _, c := range sel {
		if i := slices.Index(buf, c); i >= 0 {
			buf = slices.Delete(buf, i, i+1)
		}
	}
	return buf
}

func (g *State) payOptions(f *frame, buf []game.Option, o only) []game.Option {
	s := int(f.owner)
	price := g.price(s, int(f.slot))
	sum, low, hasCalc := 0, 1<<30, false
	for _, c := range f.selected() {
		v := g.value(s, c)
		sum, low = sum+v, min(low, v)
		hasCalc = hasCalc || c.Kind() == Calculations
	}
	if sum >= price {
		return append(buf, mv(MoveConfirm).Option(), mv(MoveCancel).Option())
	}
	if !o.wants(MoveAdd) {
		return append(buf, mv(MoveCancel).Option())
	}
	// Small buffers on the stack (hands rarely pass 16 cards; append
	// grows them when they do): zeroing pileCap-sized arrays on every
	// call cost more than the search itself.
	var rb [smallBuf]Card
	rest := remaining(g.p[s].hand.cards(), f.selected(), rb[:0])
	var pcb, sortedb, obb [smallBuf]payCard
	pc := pcb[:0]
	for _, c := range rest {
		pc = append(pc, payCard{value: int32(g.value(s, c)), calc: c.Kind() == Calculations})
	}
	all := append(sortedb[:0], pc...)
	sortPay(all)
	ob := obb[:0]
	var seen [4]uint64
	// Whether a card may be added depends only on its value and whether
	// it is a Calculations: cards alike share one search.
	var memo [2][16]uint8 // 0 not searched yet, 1 addable, 2 not
	for i, c := range rest {
		if !o.wantsCard(MoveAdd, c) || seen[c>>6]&(1<<(c&63)) != 0 || int(f.nsel) == selCap {
			continue
		}
		seen[c>>6] |= 1 << (c & 63)
		x := pc[i]
		var ok bool
		if x.value >= 0 && x.value < 16 {
			m := &memo[bint(x.calc)][x.value]
			if *m == 0 {
				*m = 2
				if payAddable(all, x, ob[:0], sum, low, price, f.calc, hasCalc) {
					*m = 1
				}
			}
			ok = *m == 1
		} else {
			ok = payAddable(all, x, ob[:0], sum, low, price, f.calc, hasCalc)
		}
		if ok {
			buf = append(buf, cardMove(MoveAdd, c).Option())
			if c.Kind() == Glue {
				buf = append(buf, Move{Type: MoveAdd, Card: c, Value: 1}.Option())
			}
		}
	}
	return append(buf, mv(MoveCancel).Option())
}

func (g *State) applyPay(f *frame, m Move) bool {
	s := int(f.owner)
	switch m.Type {
	case MoveAdd:
		if m.Value == 1 {
			f.keep |= 1 << f.nsel
		}
		f.sel[f.nsel] = m.Card
		f.nsel++
		return false
	case MoveCancel:
		if f.calc {
			g.market = f.saved
		}
		g.backToAction(s)
		return true
	}
	g.actions--
	price := g.price(s, int(f.slot))
	for i, c := range f.selected() {
		if f.keep&(1<<i) == 0 {
			g.handToDiscard(s, c)
		}
	}
	c := g.market[f.slot]
	g.market[f.slot] = NoCard
	g.event(Event{Kind: EventBuy, Seat: s, Card: c, Slot: int(f.slot), Value: price, Cards: f.selected()})
	g.pop()
	g.toHand(s, c, allSeats)
	g.triggerOthers(s, Binoculars)
	return true
}

// Calculations: the buyer first rearranges the market (swapping slots),
// then picks the card, then pays with a Calculations among the cards.

func (g *State) arrangeOptions(f *frame, buf []game.Option) []game.Option {
	s := int(f.owner)
	if f.step == 0 {
		for i := range MarketSlots {
			for j := i + 1; j < MarketSlots; j++ {
				if g.market[i] != NoCard || g.market[j] != NoCard {
					buf = append(buf, swapMove(i, j).Option())
				}
			}
		}
		return append(buf, mv(MoveConfirm).Option(), mv(MoveCancel).Option())
	}
	var pcb [smallBuf]payCard
	rest := pcb[:0]
	for _, c := range g.p[s].hand.cards() {
		rest = append(rest, payCard{value: int32(g.value(s, c)), calc: c.Kind() == Calculations})
	}
	sortPay(rest)
	for i, c := range g.market {
		if c != NoCard && completable(rest, 0, 1<<30, g.price(s, i), true, false) {
			buf = append(buf, slotMove(MoveBuy, i).Option())
		}
	}
	return append(buf, mv(MoveCancel).Option())
}

func (g *State) applyArrange(f *frame, m Move) bool {
	s := int(f.owner)
	switch m.Type {
	case MoveSwap:
		g.market[m.Slot], g.market[m.Value] = g.market[m.Value], g.market[m.Slot]
		return false
	case MoveConfirm:
		f.step = 1
		g.event(Event{Kind: EventArrange, Seat: s, Card: Calculations, Cards: g.market[:]})
		return false
	case MoveCancel:
		g.market = f.saved
		g.backToAction(s)
		return true
	}
	saved := f.saved
	g.pop()
	nf := g.push(frame{proc: procPay, owner: int8(s), slot: int8(m.Slot), card: g.market[m.Slot], calc: true, saved: saved})
	nf.wait(KindPay, s)
	return false
}

// sortPay orders payment cards by decreasing value, Calculations first
// among equals (insertion sort: hands are small).
func sortPay(cs []payCard) {
	less := func(a, b payCard) bool { return a.value > b.value || a.value == b.value && a.calc && !b.calc }
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && less(cs[j], cs[j-1]); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}
