package wonders

func init() {
	addPower("horus", power{apply: func(g *State, c int, m Move) { g.fa.horus[c] = 2 }})
}

// horusGiver is the seat whose hand seat s gets after this turn: the one
// Horus watches.
func (g *State) horusGiver(s int) int {
	n := int(g.players)
	return (s - g.direction() + n) % n
}

// horusPeeks reports whether seat s watches its giver this turn: Horus
// has peeks left, unless every seat has (they would all wait).
func (g *State) horusPeeks(s int) bool {
	if !g.faithOn() || g.freeCity >= 0 || g.phase != phaseChoose || g.fa.horus[s] == 0 {
		return false
	}
	for x := range int(g.players) {
		if g.fa.horus[x] == 0 {
			return true
		}
	}
	return false
}

// horusWaits reports whether seat s waits for its giver's choice before
// choosing its own card.
func (g *State) horusWaits(s int) bool {
	return g.horusPeeks(s) && !g.hasChosen(g.horusGiver(s))
}

// horusChoice records city c's card choice for Horus: a watching seat
// uses one peek; the choice of a seat being watched is final at once
// (the watcher has seen what is left of its hand).
func (g *State) horusChoice(c int) {
	if !g.faithOn() || c >= int(g.players) {
		return
	}
	if g.horusPeeks(c) && g.fa.redo&(1<<c) == 0 { // a replay after Seth uses no second peek
		g.fa.horus[c]--
	}
	for s := range int(g.players) {
		if s != c && g.horusGiver(s) == c && g.horusPeeks(s) && !g.hasChosen(s) {
			g.settled = len(g.log)
		}
	}
}

// horusPeek is what seat s sees of its giver's hand once the giver has
// chosen, nil otherwise.
func (g *State) horusPeek(s int) []Card {
	giver := g.horusGiver(s)
	if !g.horusPeeks(s) || !g.hasChosen(giver) || g.hasChosen(s) {
		return nil
	}
	h := g.hands[giver]
	h.remove(g.moves[giver].Card)
	return append([]Card{}, h.cards()...)
}
