package wonders

// The leaders' powers that are not points printed on them (those count on
// the score pad's leader line, see leaderPoints). Each acts from the
// leader's recruitment on, never on what came before.

// The leaders whose powers the engine checks, found once (NoCard when the
// data lacks one, never recruited then).
var (
	archimedes = leaderNamed("archimedes")
	aristotle  = leaderNamed("aristotle")
	hammurabi  = leaderNamed("hammurabi")
	imhotep    = leaderNamed("imhotep")
	justinian  = leaderNamed("justinian")
	leonidas   = leaderNamed("leonidas")
	maecenas   = leaderNamed("maecenas")
	nero       = leaderNamed("nero")
	plato      = leaderNamed("plato")
	ramses     = leaderNamed("ramses")
	tomyris    = leaderNamed("tomyris")
	vitruvius  = leaderNamed("vitruvius")
	xenophon   = leaderNamed("xenophon")
)

func leaderNamed(id string) Card {
	if c, ok := CardByID(id); ok && catalog.cards[c].Color == White {
		return c
	}
	return NoCard
}

// leaderCardLess: Archimedes, Hammurabi and Leonidas take one resource of
// the player's choice off green, blue and red cards.
func leaderCardLess(g *State, c int, card Card) int {
	switch catalog.cards[card].Color {
	case Green:
		return b2i(g.recruited(c, archimedes))
	case Blue:
		return b2i(g.recruited(c, hammurabi))
	case Red:
		return b2i(g.recruited(c, leonidas))
	}
	return 0
}

// leaderStageLess: Imhotep takes one resource off each wonder stage.
func leaderStageLess(g *State, c int) int { return b2i(g.recruited(c, imhotep)) }

// leaderFree: Ramses builds the guilds for nothing.
func leaderFree(g *State, c int, card Card) bool {
	return catalog.cards[card].Guild && g.recruited(c, ramses)
}

// leaderBuilt: Xenophon brings 2 coins for each yellow card built, and
// Vitruvius 2 for each card built by its chain.
func leaderBuilt(g *State, c int, m Move, chained bool) {
	ct := &g.cities[c]
	if m.Card == courtesansGuild {
		g.ld.owedCopy |= 1 << c
	}
	if catalog.cards[m.Card].Color == Yellow && g.recruited(c, xenophon) {
		ct.coins += 2
	}
	if chained && g.recruited(c, vitruvius) {
		ct.coins += 2
	}
}

// leaderWon: Nero brings 2 coins for each victory token.
func leaderWon(g *State, c int) {
	if g.recruited(c, nero) {
		g.cities[c].coins += 2
	}
}

// leaderDefeat: with Tomyris, the defeat token a city loses goes to the
// neighbour that beat it.
func leaderDefeat(g *State, c, winner int) int {
	if g.recruited(c, tomyris) {
		return winner
	}
	return c
}

// leaderSets is what leader l's sets bring city c at the end: Aristotle 3
// more points per set of the three science symbols, Justinian 3 per blue,
// red and green card set, Plato 7 per set of the seven colours.
func leaderSets(g *State, c int, l Card) int {
	ct := &g.cities[c]
	switch l {
	case aristotle:
		return scienceSets(ct.science, int(ct.wild), 10) - scienceSets(ct.science, int(ct.wild), 7)
	case justinian:
		return 3 * int(min(ct.colors[Blue], ct.colors[Red], ct.colors[Green]))
	case plato:
		n := ct.colors[0]
		for _, k := range ct.colors[1:] {
			n = min(n, k)
		}
		return 7 * int(n)
	}
	return 0
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
