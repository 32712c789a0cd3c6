package wonders

// victoryTokens is the value of a victory token in each Age.
var victoryTokens = [4]int8{0, 1, 3, 5}

// battles resolves the end-of-Age conflicts: each city compares its shields
// with each neighbour's; more takes the Age's victory token, fewer a -1
// defeat token, a tie nothing. With Faith, Ares and Hera add shields
// (Hera by halves) and a city with Hestia sits out: its two neighbours
// fight each other (once, when they are the same city).
func (g *State) battles() {
	n := int(g.ncities)
	out := func(c int) bool { return g.faithOn() && g.outOfConflicts(c) }
	next := func(c, step int) int {
		for o := (c + step + n) % n; o != c; o = (o + step + n) % n {
			if !out(o) {
				return o
			}
		}
		return c
	}
	for c := range n {
		if out(c) {
			continue
		}
		ct := &g.cities[c]
		nbs := [2]int{next(c, 1), next(c, -1)}
		for i, nb := range nbs {
			if nb == c || i == 1 && nb == nbs[0] || g.sameTeam(c, nb) {
				continue
			}
			points := 0
			switch mine, theirs := g.strength(c), g.strength(nb); {
			case mine > theirs:
				ct.victory += victoryTokens[g.age]
				points = int(victoryTokens[g.age])
			case mine < theirs:
				ct.defeats++
				points = -1
			}
			g.events = append(g.events, Event{Kind: EventBattle, Age: int(g.age), Turn: turnsPerAge, City: c, Against: nb, Points: points, Card: NoCard, by: -1})
		}
	}
}

// military is the sum of a city's conflict tokens.
func (ct *city) military() int { return int(ct.victory) - int(ct.defeats) }
