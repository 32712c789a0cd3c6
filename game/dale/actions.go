package dale

import "agora/game"

// The action prompt: the four actions (market, technique, stall,
// inventory) and the free Wise Spy.

func (g *State) actionOptions(s int, buf []game.Option, o only) []game.Option {
	p := &g.p[s]
	if o.wants(MoveBuy) {
		sum := 0
		for _, c := range p.hand.cards() {
			sum += g.value(s, c)
		}
		raise := g.priceRaise(s)
		for i, c := range g.market {
			if c != NoCard && sum >= g.priceWith(i, raise) {
				buf = append(buf, slotMove(MoveBuy, i).Option())
			}
		}
	}
	if o.wants(MoveArrange) && p.hand.count(Calculations) > 0 && g.marketCards() > 0 {
		buf = append(buf, mv(MoveArrange).Option())
	}
	if o.wants(MovePlay) || o.wants(MoveBuild) {
		var seen [4]uint64
		target := -1 // the next stack's total, computed once when needed
		for _, c := range p.hand.cards() {
			if seen[c>>6]&(1<<(c&63)) != 0 {
				continue
			}
			seen[c>>6] |= 1 << (c & 63)
			if o.wantsCard(MovePlay, c) && c.Technique() && g.canPlay(s, c) {
				buf = append(buf, cardMove(MovePlay, c).Option())
			}
			if !o.wantsCard(MoveBuild, c) || !c.Animalfolk() {
				continue
			}
			if target < 0 {
				target = g.stackTarget(s)
			}
			if g.canStart(s, c, target) {
				buf = append(buf, cardMove(MoveBuild, c).Option())
			}
		}
	}
	if o.wants(MoveInventory) {
		buf = append(buf, mv(MoveInventory).Option())
	}
	if o.wants(MoveSpy) && p.hand.count(WiseSpy) > int(g.spyUsed) && p.deck.n > 0 {
		buf = append(buf, mv(MoveSpy).Option())
	}
	return buf
}

func (g *State) marketCards() int {
	n := 0
	for _, c := range g.market {
		if c != NoCard {
			n++
		}
	}
	return n
}

// canPlay reports whether technique c can be played now. Most techniques
// can always be played, even when their effect finds nothing to do.
func (g *State) canPlay(s int, c Card) bool {
	switch c.Kind() {
	case SafetyPrecaution:
		st := g.stallOf(s)
		for _, c := range st.c[:st.n] {
			if c != SafetyPrecaution {
				return true
			}
		}
		return false
	case RareArtefact:
		// three boost marks at most at once (see rulings)
		return g.freeTag(s) > 0 || g.hasBoost(s)
	}
	return true
}

// applyAction starts the chosen action; it reports whether the decision
// settles the log (a selection's first step does not).
func (g *State) applyAction(f *frame, m Move) bool {
	s := int(f.owner)
	switch m.Type {
	case MoveBuy:
		g.pop()
		nf := g.push(frame{proc: procPay, owner: int8(s), slot: int8(m.Slot), card: g.market[m.Slot]})
		nf.wait(KindPay, s)
		return false
	case MoveArrange:
		g.pop()
		nf := g.push(frame{proc: procArrange, owner: int8(s), saved: g.market})
		nf.wait(KindArrange, s)
		return false
	case MovePlay:
		g.pop()
		g.actions--
		g.play(s, m.Card)
	case MoveBuild:
		g.pop()
		nf := g.push(frame{proc: procStack, owner: int8(s)})
		nf.sel[0], nf.nsel = m.Card, 1
		nf.wait(KindStack, s)
		return false
	case MoveInventory:
		g.pop()
		g.actions--
		g.push(frame{proc: procInventory, owner: int8(s)}).wait(KindInventory, s)
	case MoveSpy:
		g.spyUsed++
		g.event(Event{Kind: EventSpy, Seat: s, Card: WiseSpy})
		g.push(frame{proc: procTech, card: WiseSpy, owner: int8(s), seat: int8(s)})
	}
	return true
}

// backToAction ends a selection without acting: the action is still owed.
func (g *State) backToAction(s int) {
	g.pop()
	g.push(frame{proc: procAction, owner: int8(s)}).wait(KindAction, s)
}

func (g *State) inventoryOptions(s int, buf []game.Option, o only) []game.Option {
	var seen [4]uint64
	for _, c := range g.p[s].hand.cards() {
		if o.wantsCard(MoveAdd, c) && seen[c>>6]&(1<<(c&63)) == 0 {
			seen[c>>6] |= 1 << (c & 63)
			buf = append(buf, cardMove(MoveAdd, c).Option())
		}
	}
	return append(buf, mv(MoveConfirm).Option())
}

// applyInventory discards the chosen card at once (the order of choice is
// the order on the pile), or ends the inventory.
func (g *State) applyInventory(f *frame, m Move) {
	s := int(f.owner)
	if m.Type == MoveConfirm {
		g.pop()
		return
	}
	g.handToDiscard(s, m.Card)
	g.event(Event{Kind: EventInventory, Seat: s, Card: m.Card.Kind()})
}
