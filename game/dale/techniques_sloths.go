package dale

// The Diligent Pale-throated Sloths: delayed actions. Each card waits in
// the schedule and does (the rest of) its work at the start of its owner's
// next turn (schedule.go); the + icon counts when the card is played.

func (g *State) sloth(f *frame) {
	s := int(f.owner)
	p := &g.p[s]
	if !f.delayed {
		switch f.card {
		case Housecleaning:
			// now: take up to 3 Junk from the discard pile into the hand
			if f.step == 0 {
				n := min(3, p.discard.count(Junk))
				if n == 0 {
					break
				}
				f.step, f.n = 1, int8(n)
				f.wait(KindNumber, s)
				return
			}
			for range f.pick.Value {
				g.discardToHand(s, Junk)
			}
			if f.pick.Value > 0 {
				g.event(Event{Kind: EventTake, Seat: s, Target: s, Card: Junk, Value: f.pick.Value})
			}
		case LunchBreak:
			g.drawN(s, 1)
		}
		g.done(f)
		return
	}
	switch f.card {
	case SteadyAchiever, LunchBreak:
		g.drawN(s, 1)
	case ShoppingJourney:
		// a market card for free (the market is refilled at clean-up)
		if f.step == 0 && g.marketCards() > 0 {
			f.step = 1
			f.wait(KindSlot, s)
			return
		}
		if f.step == 1 {
			g.takeMarket(s, f.pick.Slot)
		}
	case Housecleaning:
		// may throw away a card from the hand
		if f.step == 0 && p.hand.n > 0 {
			f.step = 1
			f.askCard(s, SourceHand, filterAny, true)
			return
		}
		if f.step == 1 && f.pick.Type == MoveCard {
			c := g.fromHand(s, f.pick.Card, allSeats)
			g.throwAway(c)
			g.event(Event{Kind: EventThrow, Seat: s, Card: c})
		}
	case Siesta:
		// may take a card of the discard pile into the hand
		if f.step == 0 && p.discard.n > 0 {
			f.step = 1
			f.askCard(s, SourceDiscard, filterAny, true)
			return
		}
		if f.step == 1 && f.pick.Type == MoveCard {
			g.discardToHand(s, f.pick.Card)
			g.event(Event{Kind: EventTake, Seat: s, Target: s, Card: f.pick.Card})
		}
	case Ironing:
		g.ironing = true
	}
	g.done(f)
}
