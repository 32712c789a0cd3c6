package dale

// Drawing, reshuffles, Junk, the market's refill and the clean-up phase.

// reshuffle turns s's discard pile into its deck when the deck is empty and
// the pile is not; the shuffle lets other players' Balancing react. It
// reports whether the deck has cards.
func (g *State) reshuffle(s int) bool {
	p := &g.p[s]
	if p.deck.n > 0 {
		return true
	}
	if p.discard.n == 0 {
		return false
	}
	for _, c := range p.discard.cards() {
		p.deck.push(c)
		g.entered(s, c, allSeats)
	}
	p.discard = pile{}
	g.shuffleDeck(s)
	g.event(Event{Kind: EventShuffle, Seat: s, Value: int(p.deck.n)})
	return true
}

// shuffleDeck shuffles s's deck and queues the Balancing reactions.
func (g *State) shuffleDeck(s int) {
	g.p[s].deck.shuffle(&g.rng)
	g.triggerOthers(s, Balancing)
}

// draw moves the top card of s's deck into its hand, reshuffling the
// discard pile first if the deck is empty; with both empty the seat draws
// Junk from the supply instead (then from the box's unused cards, which
// stand in for Junk). It reports whether a card was drawn.
func (g *State) draw(s int) bool {
	if g.reshuffle(s) {
		c := g.p[s].deck.pop()
		g.p[s].hand.push(c)
		if c == QualityInspection {
			g.queueTrigger(trigger{seat: int8(s), owl: QualityInspection, by: int8(s), fresh: true})
		}
		return true
	}
	if !g.takeJunk() {
		return false
	}
	g.toHand(s, Junk, allSeats)
	g.event(Event{Kind: EventJunk, Seat: s, Card: Junk, Value: 1})
	return true
}

// takeJunk takes a Junk card out of the supply, or a box card standing in
// for one; it reports whether there was one.
func (g *State) takeJunk() bool {
	switch {
	case g.junk > 0:
		g.junk--
	case g.box > 0:
		g.box--
		g.junkTotal++
	default:
		return false
	}
	return true
}

// drawN draws n cards and logs the draw.
func (g *State) drawN(s, n int) int {
	got := 0
	for range n {
		if !g.draw(s) {
			break
		}
		got++
	}
	if got > 0 {
		g.event(Event{Kind: EventDraw, Seat: s, Value: got})
	}
	return got
}

// deckTop takes the top card of s's deck out (reshuffling first if the
// deck is empty); ok is false with nothing to take.
func (g *State) deckTop(s int) (Card, bool) {
	if !g.reshuffle(s) {
		return NoCard, false
	}
	return g.p[s].deck.pop(), true
}

// marketDraw takes the top card of the market deck, shuffling the market
// discard pile into a new market deck when it is empty.
func (g *State) marketDraw() (Card, bool) {
	if g.mdeck.n == 0 {
		if g.mdisc.n == 0 {
			return NoCard, false
		}
		g.mdeck, g.mdisc = g.mdisc, pile{}
		g.mdeck.shuffle(&g.rng)
		g.event(Event{Kind: EventMarketShuffle, Seat: -1, Value: int(g.mdeck.n)})
	}
	return g.mdeck.pop(), true
}

// refillMarket slides the market's cards towards slot 0 (no surcharge) and
// fills the empty slots from the market deck, cheapest first.
func (g *State) refillMarket() {
	k := 0
	for _, c := range g.market {
		if c != NoCard {
			g.market[k] = c
			k++
		}
	}
	for ; k < MarketSlots; k++ {
		c, ok := g.marketDraw()
		if !ok {
			for ; k < MarketSlots; k++ {
				g.market[k] = NoCard
			}
			return
		}
		g.market[k] = c
	}
}

// fillGaps fills empty market slots in place (Daring Adventurer).
func (g *State) fillGaps() {
	for i, c := range g.market {
		if c == NoCard {
			nc, ok := g.marketDraw()
			if !ok {
				return
			}
			g.market[i] = nc
		}
	}
}

// cleanup ends the active player's turn: it draws up to its hand size (at
// most one card under an opponent's Lost Shipments), then the market is
// refilled, and the turn's value changes end.
func (g *State) cleanup() {
	s := int(g.active)
	p := &g.p[s]
	need := g.handLimit(s) - int(p.hand.n)
	if need > 1 && g.penalty(s, LostShipments) > 0 {
		need = 1
	}
	if need > 0 {
		g.drawN(s, need)
	}
	g.refillMarket()
	for i := range p.hand.n {
		p.hand.c[i] = p.hand.c[i].Kind()
	}
	g.ironing, g.spyUsed, g.nboost, g.declined = false, 0, 0, false
	g.boostMul = [4]uint8{}
}
