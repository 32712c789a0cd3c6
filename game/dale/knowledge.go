package dale

// What each seat knows of the cards in every player's hand and deck taken
// together: know[v][p][c] copies of c are surely there, as far as seat v can
// tell. Public moves (a purchase, a discard, a reshuffle of a face-up
// discard pile) update every seat; private ones only the seats that see the
// card; a card leaving unseen makes the others forget one copy of every
// kind. Determinize keeps these cards where they are known to be.

// entered records card c arriving in p's hand or deck, seen by the seats in
// mask seen.
func (g *State) entered(p int, c Card, seen uint8) {
	k := c.Kind()
	for v := range int(g.players) {
		if seen&bit(v) != 0 && g.know[v][p][k] < 255 {
			g.know[v][p][k]++
		}
	}
}

// left records card c leaving p's hand and deck, seen by the seats in seen.
func (g *State) left(p int, c Card, seen uint8) {
	k := c.Kind()
	have := uint8(g.p[p].hand.count(k) + g.p[p].deck.count(k))
	for v := range int(g.players) {
		kn := &g.know[v][p]
		if seen&bit(v) != 0 {
			if kn[k] > have {
				kn[k] = have
			}
			continue
		}
		for i := range kn {
			if kn[i] > 0 {
				kn[i]--
			}
		}
	}
}

// Card moves between places, with what each seat sees of them.

// handToDiscard moves a hand card face up onto the seat's discard pile.
func (g *State) handToDiscard(s int, c Card) {
	if !g.p[s].hand.remove(c) {
		panic("dale: discarding a card not in hand")
	}
	c = c.Kind()
	g.p[s].discard.push(c)
	g.left(s, c, allSeats)
}

// toHand puts a card into seat s's hand from outside its hand and deck,
// seen by seen; a Quality Inspection arriving queues its reaction.
func (g *State) toHand(s int, c Card, seen uint8) {
	g.p[s].hand.push(c)
	g.entered(s, c, seen)
	if c == QualityInspection {
		g.queueTrigger(trigger{seat: int8(s), owl: QualityInspection, by: int8(s), fresh: true})
	}
}

// fromHand takes a card out of s's hand for a place outside its hand and
// deck, seen by seen.
func (g *State) fromHand(s int, c Card, seen uint8) Card {
	if !g.p[s].hand.remove(c) {
		panic("dale: taking a card not in hand")
	}
	g.left(s, c, seen)
	return c.Kind()
}

// throwAway sends a card to where thrown cards go: Junk to the supply,
// animalfolk cards to the market discard pile.
func (g *State) throwAway(c Card) {
	if c.Kind() == Junk {
		g.junk++
		return
	}
	g.mdisc.push(c.Kind())
}

// discardToHand moves a card of s's discard pile to its hand.
func (g *State) discardToHand(s int, c Card) {
	if !g.p[s].discard.remove(c) {
		panic("dale: card not in the discard pile")
	}
	g.toHand(s, c, allSeats)
}

// handToDeck puts a hand card on top of the seat's own deck.
func (g *State) handToDeck(s int, c Card) {
	if !g.p[s].hand.remove(c) {
		panic("dale: card not in hand")
	}
	g.p[s].deck.push(c.Kind())
}
