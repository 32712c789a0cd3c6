package wonders

// What Faith and Cities do together (the seed's "Faith et Cités"): with
// Cities the blue Hestia replaces the red one — from her invocation to
// the end of the Age her city loses no coins to black cards, Hécate or
// Héra, and Hadès and Amon-Rê cannot name it — and a city that cannot pay
// what Hécate or Héra take takes debt for the rest. Black cards' shields
// and points count for the gods' requirements (faith_options.go).

// hestiaCitiesGod is the blue Hestia's index, NoGod when the data lacks
// her.
var (
	hestiaCitiesGod = godNamed("hestia_cities")
	hadesGod        = godNamed("hades")
	amunRaGod       = godNamed("amun_ra")
)

func init() {
	if hestiaCitiesGod != NoGod {
		addPower("hestia_cities", power{}) // see sheltered
	}
}

// sheltered reports whether city c invoked the blue Hestia this Age.
func (g *State) sheltered(c int) bool {
	return hestiaCitiesGod != NoGod && g.faithOn() && g.invokedNow(c, hestiaCitiesGod)
}

// shelteredSet is the cities sheltered now, one bit each.
func (g *State) shelteredSet() uint8 {
	var set uint8
	for c := range int(g.ncities) {
		if g.sheltered(c) {
			set |= 1 << c
		}
	}
	return set
}

// loseCoins takes n coins from city c for a god, or all it has; with
// Cities, what it lacks becomes debt (ruling: paid in coins first).
func (g *State) loseCoins(c, n int) {
	if g.plays(citiesLayer) {
		g.payOrDebt(c, n)
		return
	}
	ct := &g.cities[c]
	ct.coins -= min(ct.coins, int32(n))
}
