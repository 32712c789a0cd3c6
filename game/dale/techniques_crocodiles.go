package dale

// The Intimidating Dwarf Crocodiles: threats. Scary Gunfight, Nasty Threat
// and Lost Shipments stay in the schedule as penalties on the opponents
// (price, stack and clean-up rules read them through penalty).

func (g *State) crocodile(f *frame) {
	s := int(f.owner)
	switch f.card {
	case LittleVillain:
		// each opponent moves the top card of his deck to his discard
		// pile, twice, one card at a time
		for i := 1; i < int(g.players); i++ {
			o := g.next(s, i)
			if !g.opponents(s, o) {
				continue
			}
			for range 2 {
				c, ok := g.deckTop(o)
				if !ok {
					break
				}
				g.p[o].discard.push(c)
				g.left(o, c, allSeats)
				g.event(Event{Kind: EventDiscard, Seat: o, Card: c})
			}
		}
		g.done(f)
	case NightShift:
		g.nightShift(f)
	case RuthlessCompetition:
		g.ruthless(f)
	default: // Scary Gunfight, Nasty Threat, Lost Shipments: lasting
		g.done(f)
	}
}

// nightShift: draw the top card of every deck, the player's own included,
// then put one of them back on each of those decks, the player deciding
// which goes where. Only the player sees the cards.
func (g *State) nightShift(f *frame) {
	s := int(f.owner)
	if f.step == 0 {
		for i := range int(g.players) {
			o := g.next(s, i)
			c, ok := g.deckTop(o)
			if !ok {
				continue
			}
			g.left(o, c, bit(s))
			f.addPool(c)
			f.mask |= bit(o)
			g.private(Event{Kind: EventTake, Seat: s, Target: o, Card: c}, bit(s))
		}
		f.step = 1
	} else {
		o := int(f.target)
		f.takePool(f.pick.Card)
		g.p[o].deck.push(f.pick.Card)
		g.entered(o, f.pick.Card, bit(s))
		g.private(Event{Kind: EventGive, Seat: s, Target: o, Card: f.pick.Card}, bit(s))
		f.mask &^= bit(o)
	}
	g.nextTarget(f, s)
}

// ruthless: draw the top card of an opponent's deck into the hand, then
// put any card of the hand on top of that deck.
func (g *State) ruthless(f *frame) {
	s := int(f.owner)
	switch f.step {
	case 0:
		f.step = 1
		f.wait(KindTarget, s)
	case 1:
		o := f.pick.Seat
		f.target = int8(o)
		if c, ok := g.deckTop(o); ok {
			g.left(o, c, bit(s))
			g.private(Event{Kind: EventTake, Seat: s, Target: o, Card: c}, bit(s))
			g.toHand(s, c, bit(s))
		}
		if g.p[s].hand.n == 0 {
			g.done(f)
			return
		}
		f.step = 2
		f.askCard(s, SourceHand, filterAny, false)
	case 2:
		o := int(f.target)
		c := g.fromHand(s, f.pick.Card, bit(s))
		g.p[o].deck.push(c)
		g.entered(o, c, bit(s))
		g.private(Event{Kind: EventGive, Seat: s, Target: o, Card: c}, bit(s))
		g.done(f)
	}
}

// nextTarget moves a technique that visits several players on to the next
// one left in f.mask, in turn order from s, asking s for the card of the
// pool that goes to it; with nobody left the technique is done.
func (g *State) nextTarget(f *frame, s int) {
	if f.mask == 0 {
		g.done(f)
		return
	}
	for i := range int(g.players) {
		if o := g.next(s, i); f.mask&bit(o) != 0 {
			f.target = int8(o)
			break
		}
	}
	f.askCard(s, SourcePool, filterAny, false)
}
