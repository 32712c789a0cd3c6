package dale

// The Experimenting Platypuses: card control. Calculations and Glue are
// passives used while paying (purchase.go).

func (g *State) platypus(f *frame) {
	s := int(f.owner)
	p := &g.p[s]
	switch f.card {
	case TirelessTinkerer:
		// the top card of the discard pile goes on top of the deck
		if p.discard.n > 0 {
			c := p.discard.pop()
			p.deck.push(c)
			g.entered(s, c, allSeats)
			g.event(Event{Kind: EventTake, Seat: s, Target: s, Card: c})
		}
		g.done(f)
	case SafetyPrecaution:
		// a stall card goes to the hand, this card takes its place
		if f.step == 0 {
			f.step = 1
			f.wait(KindStall, s)
			return
		}
		st := g.stallOf(s)
		c := st.c[f.pick.Value]
		st.c[f.pick.Value] = SafetyPrecaution
		g.event(Event{Kind: EventSwap, Seat: s, Target: s, Card: c, Value: f.pick.Value})
		g.toHand(s, c, allSeats)
		g.doneElsewhere(f)
	case Magnet:
		// search the deck for a card, then shuffle
		if f.step == 0 {
			if p.deck.n == 0 {
				g.done(f)
				return
			}
			f.step = 1
			f.askCard(s, SourceDeck, filterAny, false)
			return
		}
		g.deckToHand(s, f.pick.Card)
		if p.deck.n > 0 {
			g.shuffleDeck(s)
			g.event(Event{Kind: EventShuffle, Seat: s, Value: int(p.deck.n)})
		}
		g.done(f)
	case DangerousTest:
		// draw 3, then discard 3
		if f.step == 0 {
			g.drawN(s, 3)
			f.step, f.n = 1, int8(min(3, int(p.hand.n)))
		} else {
			g.handToDiscard(s, f.pick.Card)
			g.event(Event{Kind: EventDiscard, Seat: s, Card: f.pick.Card.Kind()})
			f.n--
		}
		if f.n > 0 && p.hand.n > 0 {
			f.askCard(s, SourceHand, filterAny, false)
			return
		}
		g.done(f)
	}
}
