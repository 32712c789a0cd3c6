package dale

// The Reckless Marbled Polecats: risks and the polecat die (faces 1, 1, 2,
// 2, 3, 3, rolled with the game's own generator). Sofa is a passive read
// by handLimit.

func (g *State) polecat(f *frame) {
	switch f.card {
	case DaringAdventurer:
		g.daring(f)
	case RareArtefact:
		g.rareArtefact(f)
	case Swank:
		g.swank(f)
	case RiskyBusiness:
		g.risky(f)
	case NaturalSurvivor:
		g.survivor(f)
	}
}

// daring: roll, throw away that many market cards of the player's choice,
// then fill the empty slots from the market deck where they are.
func (g *State) daring(f *frame) {
	s := int(f.owner)
	if f.step == 0 {
		f.step, f.n = 1, int8(min(g.roll(s), g.marketCards()))
	} else {
		i := f.pick.Slot
		g.event(Event{Kind: EventThrowMarket, Seat: s, Card: g.market[i], Slot: i})
		g.mdisc.push(g.market[i])
		g.market[i] = NoCard
		f.n--
	}
	if f.n > 0 {
		f.wait(KindSlot, s)
		f.optional = false
		return
	}
	g.fillGaps()
	g.done(f)
}

// freeTag is a boost mark no card of seat s's hand carries, 0 if none.
func (g *State) freeTag(s int) int {
	var used [4]bool
	for _, c := range g.p[s].hand.cards() {
		used[c.tag()] = true
	}
	for t := 1; t < 4; t++ {
		if !used[t] {
			return t
		}
	}
	return 0
}

func (g *State) hasBoost(s int) bool {
	for _, c := range g.p[s].hand.cards() {
		if c.Boosted() {
			return true
		}
	}
	return false
}

// rareArtefact: reveal a hand card and roll; for the rest of the turn
// that card's value is multiplied by the roll.
func (g *State) rareArtefact(f *frame) {
	s := int(f.owner)
	h := &g.p[s].hand
	if f.step == 0 {
		if h.n == 0 || g.freeTag(s) == 0 && !g.hasBoost(s) {
			g.done(f)
			return
		}
		f.step = 1
		// with every mark in use, only a boosted card can be chosen
		filter := filterAny
		if g.freeTag(s) == 0 {
			filter = filterBoosted
		}
		f.askCard(s, SourceHand, filter, false)
		return
	}
	c := f.pick.Card
	g.event(Event{Kind: EventReveal, Seat: s, Card: c.Kind()})
	r := g.roll(s)
	for i := range h.n {
		if h.c[i] != c {
			continue
		}
		if t := c.tag(); t > 0 {
			g.boostMul[t] *= uint8(r)
		} else {
			t = g.freeTag(s)
			g.boostMul[t] = uint8(r)
			h.c[i] = c | Card(t)<<6
		}
		break
	}
	g.done(f)
}

// swank: throw away a hand card; if it was an animalfolk card, draw the
// top card of the market deck.
func (g *State) swank(f *frame) {
	s := int(f.owner)
	if f.step == 0 {
		if g.p[s].hand.n == 0 {
			g.done(f)
			return
		}
		f.step = 1
		f.askCard(s, SourceHand, filterAny, false)
		return
	}
	c := g.fromHand(s, f.pick.Card, allSeats)
	g.throwAway(c)
	g.event(Event{Kind: EventThrow, Seat: s, Card: c})
	if c.Animalfolk() {
		if m, ok := g.marketDraw(); ok {
			g.private(Event{Kind: EventTake, Seat: s, Target: s, Card: m, Slot: -1}, bit(s))
			g.toHand(s, m, bit(s))
		}
	}
	g.done(f)
}

// risky: guess a value and reveal the top card of the market deck; a
// right guess takes it, otherwise it is thrown away.
func (g *State) risky(f *frame) {
	s := int(f.owner)
	if f.step == 0 {
		f.step = 1
		f.wait(KindNumber, s)
		return
	}
	g.event(Event{Kind: EventGuess, Seat: s, Value: f.pick.Value})
	if c, ok := g.marketDraw(); ok {
		g.event(Event{Kind: EventReveal, Seat: s, Card: c})
		if c.Value() == f.pick.Value {
			g.toHand(s, c, allSeats)
		} else {
			g.mdisc.push(c)
			g.event(Event{Kind: EventThrow, Seat: s, Card: c})
		}
	}
	g.done(f)
}

// survivor: roll N, take N cards of the deck (set aside), put N hand cards
// into the deck, take the set-aside cards into the hand, shuffle the deck.
// N is at most the hand's and the deck's sizes.
func (g *State) survivor(f *frame) {
	s := int(f.owner)
	p := &g.p[s]
	switch f.step {
	case 0:
		f.n = int8(min(g.roll(s), int(p.hand.n), int(p.deck.n)))
		f.step = 1
	case 1:
		p.deck.remove(f.pick.Card)
		f.addPool(f.pick.Card)
	case 2:
		g.handToDeck(s, f.pick.Card)
		f.pool2[f.npool2] = f.pick.Card.Kind()
		f.npool2++
	}
	if f.step == 1 {
		if int(f.npool) < int(f.n) {
			f.askCard(s, SourceDeck, filterAny, false)
			return
		}
		f.step = 2
	}
	if int(f.npool2) < int(f.n) {
		f.askCard(s, SourceHand, filterAny, false)
		return
	}
	for _, c := range f.pooled() {
		p.hand.push(c)
		if c == QualityInspection {
			g.queueTrigger(trigger{seat: int8(s), owl: QualityInspection, by: int8(s), fresh: true})
		}
	}
	f.npool, f.pool, f.npool2, f.pool2 = 0, [poolCap]Card{}, 0, [poolCap]Card{}
	if p.deck.n > 0 {
		g.shuffleDeck(s)
		g.event(Event{Kind: EventShuffle, Seat: s, Value: int(p.deck.n)})
	}
	g.done(f)
}
