package dale

// The Friendly Fennec Foxes: effects on every player. Hand looks and random
// takes are seen only by the players concerned (the view follows each
// event's seen mask).

func (g *State) fennec(f *frame) {
	switch f.card {
	case CunningNeighbour:
		g.cunning(f)
	case Cheer:
		g.cheer(f)
	case Raffle:
		g.raffle(f)
	case Charity:
		g.charity(f)
	case Tasters:
		g.tasters(f)
	case Rumours:
		// every player moves the top 2 cards of his discard pile onto his
		// deck, one at a time
		for i := range int(g.players) {
			o := g.next(int(f.owner), i)
			p := &g.p[o]
			for range 2 {
				if p.discard.n == 0 {
					break
				}
				c := p.discard.pop()
				p.deck.push(c)
				g.entered(o, c, allSeats)
				g.event(Event{Kind: EventTake, Seat: o, Target: o, Card: c})
			}
		}
		g.done(f)
	}
}

// cunning: look at an opponent's hand; then the card may go on top of the
// player's own deck instead of the discard pile.
func (g *State) cunning(f *frame) {
	s := int(f.owner)
	switch f.step {
	case 0:
		f.step = 1
		f.wait(KindTarget, s)
	case 1:
		o := f.pick.Seat
		hand := make([]Card, 0, g.p[o].hand.n)
		for _, c := range g.p[o].hand.cards() {
			hand = append(hand, c.Kind())
			if n := uint8(g.p[o].hand.count(c.Kind())); g.know[s][o][c.Kind()] < n {
				g.know[s][o][c.Kind()] = n
			}
		}
		g.private(Event{Kind: EventLook, Seat: s, Target: o, Cards: hand}, bit(s))
		f.step = 2
		f.wait(KindNumber, s)
	case 2:
		if f.pick.Value == 0 {
			g.done(f)
			return
		}
		g.p[s].deck.push(CunningNeighbour)
		g.entered(s, CunningNeighbour, allSeats)
		g.event(Event{Kind: EventTake, Seat: s, Target: s, Card: CunningNeighbour})
		g.doneElsewhere(f)
	}
}

// cheer: every player, from the player on, searches his deck for a card
// to take into his hand, then shuffles it.
func (g *State) cheer(f *frame) {
	s := int(f.owner)
	if f.step == 0 {
		f.step, f.mask = 1, uint8(1<<g.players-1)
	} else {
		o := int(f.seat)
		g.deckToHand(o, f.pick.Card)
		if g.p[o].deck.n > 0 {
			g.shuffleDeck(o)
			g.event(Event{Kind: EventShuffle, Seat: o, Value: int(g.p[o].deck.n)})
		}
	}
	for i := range int(g.players) {
		o := g.next(s, i)
		if f.mask&bit(o) == 0 {
			continue
		}
		f.mask &^= bit(o)
		if g.p[o].deck.n > 0 {
			f.askCard(o, SourceDeck, filterAny, false)
			return
		}
	}
	g.done(f)
}

// direction turns a MoveDirection answer into a seat step.
func direction(m Move) int {
	if m.Value == 0 {
		return 1
	}
	return -1
}

// raffle: every player takes a random card from the hand of his neighbour
// in the chosen direction; all cards are picked, then moved at once.
func (g *State) raffle(f *frame) {
	s := int(f.owner)
	if f.step == 0 {
		f.step = 1
		f.wait(KindDirection, s)
		return
	}
	dir := direction(f.pick)
	g.event(Event{Kind: EventDirection, Seat: s, Value: f.pick.Value})
	var taken [MaxPlayers]Card
	for o := range int(g.players) {
		taken[o] = NoCard
		if h := &g.p[o].hand; h.n > 0 {
			taken[o] = h.c[g.rng.IntN(int(h.n))]
		}
	}
	for giver := range int(g.players) {
		if taken[giver] == NoCard {
			continue
		}
		taker := g.next(giver, -dir)
		seen := bit(giver) | bit(taker)
		c := g.fromHand(giver, taken[giver], seen)
		taken[giver] = c
	}
	for giver := range int(g.players) {
		if c := taken[giver]; c != NoCard {
			taker := g.next(giver, -dir)
			seen := bit(giver) | bit(taker)
			g.private(Event{Kind: EventTake, Seat: taker, Target: giver, Card: c}, seen)
			g.toHand(taker, c, seen)
		}
	}
	g.done(f)
}

// charity: take a random card from every player's hand, the player's own
// included, then give one of them back to each of those players.
func (g *State) charity(f *frame) {
	s := int(f.owner)
	if f.step == 0 {
		for i := range int(g.players) {
			o := g.next(s, i)
			h := &g.p[o].hand
			if h.n == 0 {
				continue
			}
			seen := bit(s) | bit(o)
			c := g.fromHand(o, h.c[g.rng.IntN(int(h.n))], seen)
			f.addPool(c)
			f.mask |= bit(o)
			g.private(Event{Kind: EventTake, Seat: s, Target: o, Card: c}, seen)
		}
		f.step = 1
	} else {
		o := int(f.target)
		f.takePool(f.pick.Card)
		seen := bit(s) | bit(o)
		g.private(Event{Kind: EventGive, Seat: s, Target: o, Card: f.pick.Card}, seen)
		g.toHand(o, f.pick.Card, seen)
		f.mask &^= bit(o)
	}
	g.nextTarget(f, s)
}

// tasters: from the player on, in the chosen direction, each player takes
// a market card for free (the market is refilled at clean-up only).
func (g *State) tasters(f *frame) {
	s := int(f.owner)
	switch f.step {
	case 0:
		f.step = 1
		f.wait(KindDirection, s)
		return
	case 1:
		f.dir = int8(direction(f.pick))
		g.event(Event{Kind: EventDirection, Seat: s, Value: f.pick.Value})
		f.step, f.n = 2, 0
	default:
		g.takeMarket(int(f.seat), f.pick.Slot)
		f.n++
	}
	if int(f.n) < int(g.players) && g.marketCards() > 0 {
		f.wait(KindSlot, g.next(s, int(f.n)*int(f.dir)))
		f.optional = false
		return
	}
	g.done(f)
}
