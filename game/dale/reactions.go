package dale

// The Owls' reactions. An event an owl answers (another player's technique
// fully resolved, purchase, deck shuffle or stack; a Quality Inspection
// arriving in a hand) queues a trigger for every holder; the engine offers
// each one, in turn order from the player who caused it, once the action or
// step in progress is over (flow.go). Each copy in hand may react to each
// trigger.

// queueTrigger adds a trigger at the end of the queue.
func (g *State) queueTrigger(t trigger) {
	if int(g.nqueue) == queueCap {
		return // a flood of triggers: the oldest ones are kept
	}
	g.queue[g.nqueue] = t
	g.nqueue++
}

// rulesetOwlsWatchPartners is the first ruleset where, in the team game,
// an owl reacts to its holder's partner too: the team rule limits to the
// other team the cards that affect other players, and an owl's reaction
// affects only its holder (ruling 6). Games begun under ruleset 1 keep
// their owls to the other team.
const rulesetOwlsWatchPartners = 2

// owlWatches reports whether seat s's owls react to what seat by does.
func (g *State) owlWatches(s, by int) bool {
	if g.Ruleset() >= rulesetOwlsWatchPartners {
		return s != by
	}
	return g.opponents(by, s)
}

// triggerOthers queues owl's reaction for every other player of by
// holding one (owlWatches), in turn order from by's left.
func (g *State) triggerOthers(by int, owl Card) {
	for i := 1; i < int(g.players); i++ {
		s := g.next(by, i)
		if g.owlWatches(s, by) && g.p[s].hand.count(owl) > 0 {
			g.queueTrigger(trigger{seat: int8(s), owl: owl, by: int8(by)})
		}
	}
}

// offerReaction takes the first queued trigger and, if its holder can
// still use the owl, asks whether to.
func (g *State) offerReaction() {
	t := g.queue[0]
	copy(g.queue[:g.nqueue], g.queue[1:g.nqueue])
	g.nqueue--
	g.queue[g.nqueue] = trigger{}
	if !g.canReact(t) {
		return
	}
	f := g.push(frame{proc: procReact, card: t.owl, owner: t.seat, target: t.by, n: t.used})
	f.wait(KindReaction, int(t.seat))
}

// canReact reports whether the holder still has an unused copy of the owl
// and its effect can do something.
func (g *State) canReact(t trigger) bool {
	p := &g.p[t.seat]
	if p.hand.count(t.owl) <= int(t.used) {
		return false
	}
	switch t.owl {
	case AncientKnowledge:
		return p.deck.n > 0
	case Balancing:
		return p.discard.n > 0 && g.hasAnimalfolk(int(t.seat))
	case ExtraRemarks:
		return p.discard.n > 0
	}
	return true
}

func (g *State) hasAnimalfolk(s int) bool {
	for _, c := range g.p[s].hand.cards() {
		if c.Animalfolk() {
			return true
		}
	}
	return false
}

// reactStep resolves an owl the holder chose to use (or not).
func (g *State) reactStep(f *frame) {
	s := int(f.owner)
	p := &g.p[s]
	if f.step == 0 {
		if f.pick.Type == MovePass {
			g.pop()
			return
		}
		g.event(Event{Kind: EventReact, Seat: s, Card: f.card})
		f.step = 1
		switch f.card {
		case AncientKnowledge:
			f.askCard(s, SourceDeck, filterAny, true)
		case Binoculars:
			g.drawN(s, 1)
			if p.hand.n == 0 {
				g.endReaction(f)
				return
			}
			f.askCard(s, SourceHand, filterAny, false)
		case Balancing:
			f.askCard(s, SourceHand, filterAnimalfolk, false)
		case ExtraRemarks:
			f.askCard(s, SourceDiscard, filterAny, false)
		case QualityInspection:
			f.askCard(s, SourceHand, filterAny, false)
		}
		return
	}
	c := f.pick.Card
	switch f.card {
	case AncientKnowledge:
		if f.pick.Type == MoveCard {
			p.deck.remove(c)
			p.discard.push(c)
			g.left(s, c, allSeats)
			g.event(Event{Kind: EventDiscard, Seat: s, Card: c})
		}
		if p.deck.n > 0 {
			g.shuffleDeck(s)
			g.event(Event{Kind: EventShuffle, Seat: s, Value: int(p.deck.n)})
		}
	case Binoculars:
		g.handToDiscard(s, c)
		g.event(Event{Kind: EventDiscard, Seat: s, Card: c.Kind()})
	case Balancing:
		if f.step == 1 {
			f.step, f.aux = 2, c
			f.askCard(s, SourceDiscard, filterAny, false)
			return
		}
		give := f.aux
		p.discard.remove(c)
		g.handToDiscard(s, give)
		g.toHand(s, c, allSeats)
		g.event(Event{Kind: EventSwap, Seat: s, Target: s, Card: c, Value: int(give.Kind())})
	case ExtraRemarks:
		p.discard.remove(c)
		p.deck.push(c)
		g.entered(s, c, allSeats)
		g.event(Event{Kind: EventTake, Seat: s, Target: s, Card: c})
	case QualityInspection:
		g.fromHand(s, c, allSeats)
		g.throwAway(c)
		g.event(Event{Kind: EventThrow, Seat: s, Card: c.Kind()})
		g.drawN(s, 1)
	}
	g.endReaction(f)
}

// endReaction closes a used reaction; another copy of the same owl may
// answer the same trigger.
func (g *State) endReaction(f *frame) {
	t := trigger{seat: f.owner, owl: f.card, by: f.target, used: f.n + 1}
	g.pop()
	if t.owl != QualityInspection && g.canReact(t) && int(g.nqueue) < queueCap {
		copy(g.queue[1:g.nqueue+1], g.queue[:g.nqueue])
		g.queue[0] = t
		g.nqueue++
	}
}
