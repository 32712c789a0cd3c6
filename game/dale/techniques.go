package dale

// Playing techniques. The card leaves the hand for the schedule, its
// effect runs (techStep, with the decisions it needs), then it goes to the
// discard pile, or stays in the schedule when it is delayed or lasting.
// The + icon gives another action once the immediate part is done.

// play starts technique c from seat s's hand.
func (g *State) play(s int, c Card) {
	c = g.fromHand(s, c, allSeats)
	g.schedule(s, c, schedResolving)
	g.event(Event{Kind: EventPlay, Seat: s, Card: c})
	g.push(frame{proc: procTech, card: c, owner: int8(s), seat: int8(s)})
}

// techStep runs the technique of the top frame.
func (g *State) techStep(f *frame) {
	switch f.card.info().Deck {
	case Platypuses:
		g.platypus(f)
	case Sloths:
		g.sloth(f)
	case Crocodiles:
		g.crocodile(f)
	case Fennecs:
		g.fennec(f)
	case Polecats:
		g.polecat(f)
	case Owls:
		g.wiseSpy(f)
	}
}

// done ends the current part of the technique: the immediate part (then
// the card waits in the schedule if it has more to do), or the delayed
// part.
func (g *State) done(f *frame) {
	s, c := int(f.owner), f.card
	ci := c.info()
	if !f.delayed {
		if ci.Bonus {
			g.actions++
		}
		switch ci.Timing {
		case TimingDelayed, TimingImmediateDelayed:
			g.setSchedule(s, c, schedResolving, schedDelayed)
			g.pop()
			return
		case TimingLasting:
			g.setSchedule(s, c, schedResolving, schedLasting)
			g.pop()
			return
		}
	}
	g.unschedule(s, c, schedResolving)
	g.p[s].discard.push(c)
	g.pop()
	g.triggerOthers(s, AncientKnowledge)
}

// doneElsewhere ends a technique whose card does not go to the discard
// pile (Safety Precaution into the stall, Cunning Neighbour onto the deck):
// the caller has placed it.
func (g *State) doneElsewhere(f *frame) {
	s, c := int(f.owner), f.card
	if c.info().Bonus {
		g.actions++
	}
	g.unschedule(s, c, schedResolving)
	g.pop()
	g.triggerOthers(s, AncientKnowledge)
}

// roll rolls the polecat die for seat s.
func (g *State) roll(s int) int {
	v := catalog.die[g.rng.IntN(len(catalog.die))]
	g.event(Event{Kind: EventRoll, Seat: s, Value: v})
	return v
}

// canChoose reports whether a KindCard prompt on src would list a card.
func (g *State) canChoose(s int, src Source, filter uint8) bool {
	var cards []Card
	switch src {
	case SourceHand:
		cards = g.p[s].hand.cards()
	case SourceDeck:
		cards = g.p[s].deck.cards()
	case SourceDiscard:
		cards = g.p[s].discard.cards()
	}
	for _, c := range cards {
		if passes(c, filter) {
			return true
		}
	}
	return false
}

// deckToHand moves a card found in s's deck into its hand.
func (g *State) deckToHand(s int, c Card) {
	if !g.p[s].deck.remove(c) {
		panic("dale: card not in the deck")
	}
	g.p[s].hand.push(c)
	if c == QualityInspection {
		g.queueTrigger(trigger{seat: int8(s), owl: QualityInspection, by: int8(s), fresh: true})
	}
}

// takeMarket moves the card of market slot i into seat s's hand.
func (g *State) takeMarket(s, i int) {
	c := g.market[i]
	g.market[i] = NoCard
	g.event(Event{Kind: EventMarket, Seat: s, Card: c, Slot: i})
	g.toHand(s, c, allSeats)
}

// wiseSpy: look at the top 3 cards of the deck and put them back in any
// order, choosing the top one first.
func (g *State) wiseSpy(f *frame) {
	s := int(f.owner)
	p := &g.p[s]
	if f.step == 0 {
		for range min(3, int(p.deck.n)) {
			f.addPool(p.deck.pop())
		}
		f.step = 1
	} else {
		f.takePool(f.pick.Card)
		f.pool2[f.npool2] = f.pick.Card
		f.npool2++
	}
	if f.npool > 1 {
		f.askCard(s, SourcePool, filterAny, false)
		return
	}
	if f.npool == 1 {
		f.pool2[f.npool2] = f.pool[0]
		f.npool2++
		f.npool, f.pool[0] = 0, 0
	}
	for i := int(f.npool2) - 1; i >= 0; i-- {
		p.deck.push(f.pool2[i])
	}
	f.npool2 = 0
	g.pop()
}
