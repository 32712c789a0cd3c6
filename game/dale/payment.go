package dale

import (
	"slices"

	"agora/game"
)

// Whole payments, for a table that proposes one instead of asking for the
// cards one by one. A payment is valid under the rule the pay prompt
// enforces card by card (purchase.go, ruling 2): its cards cover the price
// and none could be left out while the rest still covers it; bought
// through Calculations, it holds a Calculations. The cheapest valid
// payment is the one that costs the buyer least (ruling "Dale 18" in
// docs/rulings.md):
//
//  1. the least value leaving the hand (a Glue kept in the hand costs
//     nothing), so an exact payment when there is one;
//  2. then the least value of animalfolk cards given: Junk, which does
//     nothing else, goes before cards with a technique or a passive;
//  3. then the fewest cards given, keeping more in the hand;
//  4. then the smallest cards: comparing the values given from the
//     largest down, the payment whose largest differs by being smaller;
//  5. then the lowest card kinds, so that the answer never depends on
//     the order of the hand.

// Payment is a way to pay for a market card from the buyer's hand.
type Payment struct {
	// Cards are the cards paid, in the order of the hand; Keep[i] says
	// that Cards[i], a Glue, stays in the hand.
	Cards []Card
	Keep  []bool
	// Sum is what the cards are worth to the buyer; Spent what leaves
	// the hand (Sum less the Glue kept).
	Sum, Spent int
}

// Options are the pay prompt's moves that make the payment, in order; the
// prompt's Confirm then pays.
func (p Payment) Options() []game.Option {
	out := make([]game.Option, 0, len(p.Cards))
	for i, c := range p.Cards {
		m := cardMove(MoveAdd, c)
		if i < len(p.Keep) && p.Keep[i] {
			m.Value = 1
		}
		out = append(out, m.Option())
	}
	return out
}

// PaymentCheck is what a selection of hand cards makes of a purchase.
type PaymentCheck struct {
	Price int
	Sum   int // what the cards selected are worth
	// Complete: the selection is a valid payment, which Confirm takes.
	Complete bool
	// Addable are the hand cards not selected that some valid payment
	// holds with the selection (each Card once).
	Addable []Card
}

// payFor is what a payment for market slot i needs in v: its price, the
// cards already chosen in the pay prompt, and whether it must hold a
// Calculations. ok is false when the viewer cannot buy there.
func (v *View) payFor(slot int) (price int, chosen []Card, calc, ok bool) {
	if slot < 0 || slot >= MarketSlots || v.Market[slot].Card == NoCard || len(v.Hand) == 0 {
		return 0, nil, false, false
	}
	price = v.Market[slot].Price
	switch v.Prompt.Kind {
	case KindPay:
		if slot != v.Prompt.Slot {
			return 0, nil, false, false
		}
		price, chosen, calc = v.Prompt.Price, v.Prompt.Selected, v.Prompt.Calculations
	case KindArrange:
		calc = true
	}
	return price, chosen, calc, true
}

// CheapestPayment is the cheapest valid payment (see above) for the card
// in market slot i at the viewer's price, holding the cards with (and, in
// the pay prompt of that slot, the cards already chosen), or false when
// there is none. During the pay prompt the payment's Options are then
// legal one after the other.
func (v *View) CheapestPayment(slot int, with ...Card) (Payment, bool) {
	price, chosen, calc, ok := v.payFor(slot)
	if !ok {
		return Payment{}, false
	}
	must := append(slices.Clone(chosen), with...)
	return cheapestPayment(v.Hand, v.HandValues, price, calc, must)
}

// CheckPayment says what the hand cards sel, the whole selection (in the
// pay prompt, the cards it already holds included), make of a payment for
// market slot i: their sum, whether they pay, and which other hand cards
// could join them. A selection that is not in the hand counts as none.
func (v *View) CheckPayment(slot int, sel []Card) PaymentCheck {
	price, _, calc, ok := v.payFor(slot)
	if !ok {
		return PaymentCheck{}
	}
	idx, ok := handIndexes(v.Hand, sel)
	if !ok {
		idx = nil
	}
	pc := PaymentCheck{Price: price}
	taken := make([]bool, len(v.Hand))
	low, hasCalc := 1<<30, false
	for _, i := range idx {
		taken[i] = true
		pc.Sum += v.HandValues[i]
		low = min(low, v.HandValues[i])
		hasCalc = hasCalc || v.Hand[i].Kind() == Calculations
	}
	pc.Complete = validPayment(pc.Sum, low, price, calc, hasCalc)
	if pc.Sum >= price {
		return pc
	}
	var rest []payCard
	for i, c := range v.Hand {
		if !taken[i] {
			rest = append(rest, payCard{value: int32(v.HandValues[i]), calc: c.Kind() == Calculations})
		}
	}
	sortPay(rest)
	for i, c := range v.Hand {
		if taken[i] || slices.Contains(pc.Addable, c) {
			continue
		}
		x := payCard{value: int32(v.HandValues[i]), calc: c.Kind() == Calculations}
		if payAddable(rest, x, nil, pc.Sum, low, price, calc, hasCalc) {
			pc.Addable = append(pc.Addable, c)
		}
	}
	return pc
}

// handIndexes finds the cards cs in hand, each copy once: their indexes,
// or false when one is missing.
func handIndexes(hand, cs []Card) ([]int, bool) {
	used := make([]bool, len(hand))
	out := make([]int, 0, len(cs))
	for _, c := range cs {
		found := false
		for i, h := range hand {
			if !used[i] && h == c {
				used[i], found = true, true
				out = append(out, i)
				break
			}
		}
		if !found {
			return out, false
		}
	}
	return out, true
}

// payGroup is the copies of one card in the hand: copies alike are paid
// alike, so the search counts them instead of choosing among them.
type payGroup struct {
	card  Card
	value int
	idx   []int // their places in the hand
	must  int   // how many the payment must hold
}

// cheapestPayment searches the payments of price from hand (each card
// worth values[i]) holding the cards must, with a Calculations when calc,
// for the cheapest valid one.
func cheapestPayment(hand []Card, values []int, price int, calc bool, must []Card) (Payment, bool) {
	if len(values) != len(hand) {
		return Payment{}, false
	}
	var groups []payGroup
	for i, c := range hand {
		k := slices.IndexFunc(groups, func(g payGroup) bool { return g.card == c })
		if k < 0 {
			groups = append(groups, payGroup{card: c, value: values[i]})
			k = len(groups) - 1
		}
		groups[k].idx = append(groups[k].idx, i)
	}
	for _, c := range must {
		k := slices.IndexFunc(groups, func(g payGroup) bool { return g.card == c })
		if k < 0 || groups[k].must == len(groups[k].idx) {
			return Payment{}, false
		}
		groups[k].must++
	}
	// The larger cards first: a sum passes the price sooner, which ends
	// a branch (no card may join a selection that covers the price).
	slices.SortStableFunc(groups, func(a, b payGroup) int { return b.value - a.value })
	s := paySearch{groups: groups, price: price, calc: calc, count: make([]int, len(groups))}
	for k, g := range groups {
		s.count[k] = g.must
		s.sum += g.must * g.value
	}
	s.search(0)
	if s.best == nil {
		return Payment{}, false
	}
	var p Payment
	take := make([]bool, len(hand))
	for k, g := range groups {
		for _, i := range g.idx[:s.best[k]] {
			take[i] = true
		}
	}
	for i, c := range hand {
		if take[i] {
			keep := c.Kind() == Glue
			p.Cards = append(p.Cards, c)
			p.Keep = append(p.Keep, keep)
			p.Sum += values[i]
			if !keep {
				p.Spent += values[i]
			}
		}
	}
	return p, true
}

// paySearch walks the counts of each group a payment may take.
type paySearch struct {
	groups []payGroup
	price  int
	calc   bool
	count  []int // the count taken of each group
	sum    int   // their value
	best   []int
	bestK  payKey
}

// payKey is what the cheapest payment minimises, in order (see above).
type payKey struct {
	spent, folk, cards int
	values             []int // the values given, largest first
	kinds              []Card
}

// less reports whether a is cheaper than b.
func (a payKey) less(b payKey) bool {
	switch {
	case a.spent != b.spent:
		return a.spent < b.spent
	case a.folk != b.folk:
		return a.folk < b.folk
	case a.cards != b.cards:
		return a.cards < b.cards
	}
	if c := slices.Compare(a.values, b.values); c != 0 {
		return c < 0
	}
	return slices.Compare(a.kinds, b.kinds) < 0
}

// search tries every count of group k onwards; the must counts are the
// least each group takes.
func (s *paySearch) search(k int) {
	if s.sum >= s.price {
		s.consider()
		return
	}
	if k == len(s.groups) {
		return
	}
	g := s.groups[k]
	base, baseSum := s.count[k], s.sum
	for n := base; n <= len(g.idx); n++ {
		s.count[k] = n
		s.sum = baseSum + (n-base)*g.value
		s.search(k + 1)
		if s.sum >= s.price {
			break // one more copy would be a card too many
		}
	}
	s.count[k], s.sum = base, baseSum
}

// consider keeps the selection of the counts when it is a valid payment
// cheaper than the best so far. Groups past the search's place still
// hold their must counts, which the sum includes.
func (s *paySearch) consider() {
	low, hasCalc, n := 1<<30, false, 0
	key := payKey{}
	for k, g := range s.groups {
		c := s.count[k]
		if c == 0 {
			continue
		}
		n += c
		low = min(low, g.value)
		hasCalc = hasCalc || g.card.Kind() == Calculations
		for range c {
			key.values = append(key.values, g.value)
			key.kinds = append(key.kinds, g.card)
			if g.card.Kind() == Glue {
				continue // kept in the hand
			}
			key.spent += g.value
			key.cards++
			if g.card.Kind() != Junk {
				key.folk += g.value
			}
		}
	}
	if n == 0 || !validPayment(s.sum, low, s.price, s.calc, hasCalc) {
		return
	}
	slices.SortFunc(key.values, func(a, b int) int { return b - a })
	slices.Sort(key.kinds)
	if s.best == nil || key.less(s.bestK) {
		s.best, s.bestK = slices.Clone(s.count), key
	}
}
