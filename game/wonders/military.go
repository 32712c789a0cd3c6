package wonders

// victoryTokens is the value of a victory token in each Age.
var victoryTokens = [4]int8{0, 1, 3, 5}

// battles resolves the end-of-Age conflicts: each city compares its shields
// with each neighbour's; more takes the Age's victory token, fewer a -1
// defeat token, a tie nothing. With Faith, Ares and Hera add shields
// (Hera by halves), a city with Hestia sits out (its two neighbours fight
// each other, once when they are the same city), and partners with Ishtar
// pool their shields (see ishtarStrengths): a layer may share the
// strengths out anew.
func (g *State) battles() {
	str := g.strengths()
	for _, l := range g.lays {
		if l.strengths != nil {
			str = l.strengths(g, str)
		}
	}
	for c := range int(g.ncities) {
		foes, n := g.foes(c)
		for _, nb := range foes[:n] {
			points, taker := 0, c
			switch mine, theirs := str[c], str[nb]; {
			case mine > theirs:
				g.takeVictory(c, victoryTokens[g.age])
				points = int(victoryTokens[g.age])
			case mine < theirs:
				taker = g.defeatTo(c, nb)
				g.cities[taker].defeats++
				points = -1
			}
			g.events = append(g.events, Event{Kind: EventBattle, Age: int(g.age), Turn: g.turns(), City: c, Against: nb,
				Points: points, Taker: taker, Card: NoCard, by: -1})
		}
	}
}

// strengths is every city's conflict strength, in half shields.
func (g *State) strengths() [maxCities]int {
	var str [maxCities]int
	for c := range int(g.ncities) {
		str[c] = g.strength(c)
	}
	return str
}

// foes are the cities city c fights at the end of the Age.
func (g *State) foes(c int) (foes [2]int, n int) { return g.foesWith(c, g.sitsOut) }

// sitsOut reports whether city c stays out of this Age's conflicts (a
// layer says so: Faith's Hestia, Cities' diplomacy).
func (g *State) sitsOut(c int) bool {
	for _, l := range g.lays {
		if l.sitsOut != nil && l.sitsOut(g, c) {
			return true
		}
	}
	return false
}

// foesWith are the cities city c fights at the end of the Age when out
// says who sits it out: its two neighbours, or past a neighbour sitting
// out the next city on that side; never itself, never twice the same
// city, never its partner; none when c sits out.
func (g *State) foesWith(c int, out func(int) bool) (foes [2]int, n int) {
	cities := int(g.ncities)
	if out(c) {
		return foes, 0
	}
	next := func(step int) int {
		for o := (c + step + cities) % cities; o != c; o = (o + step + cities) % cities {
			if !out(o) {
				return o
			}
		}
		return c
	}
	for _, nb := range [2]int{next(1), next(-1)} {
		if nb == c || n == 1 && nb == foes[0] || g.partners(c, nb) {
			continue
		}
		foes[n] = nb
		n++
	}
	return foes, n
}

// military is the sum of a city's conflict tokens.
func (ct *city) military() int { return int(ct.victory) - int(ct.defeats) }

// takeVictory gives city c a victory token worth n points.
func (g *State) takeVictory(c int, n int8) {
	ct := &g.cities[c]
	ct.victory += n
	ct.wins++
	for _, l := range g.lays {
		if l.won != nil {
			l.won(g, c)
		}
	}
}

// defeatTo is the city that takes the defeat token city c loses to
// winner: c itself, unless a layer sends it elsewhere.
func (g *State) defeatTo(c, winner int) int {
	to := c
	for _, l := range g.lays {
		if l.defeat != nil {
			to = l.defeat(g, c, winner)
		}
	}
	return to
}
