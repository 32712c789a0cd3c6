package wonders

// What Faith and Leaders do together: the Prayer comes after the
// recruitment (the layers' order), and Faith's own leader, Héraclès,
// joins the leader pool: from his recruitment on his city invokes its
// gods without paying their resources (ruling: coins, and the shields or
// points a god asks to see, are still needed; his 3 coins come from
// Myths's Odysseus, the seed giving none).

var heracles = leaderNamed("heracles")

// godResourcesFree reports whether city c invokes its gods without their
// resources.
func (g *State) godResourcesFree(c int) bool {
	return heracles != NoCard && g.plays(leadersLayer) && g.recruited(c, heracles)
}

// leaderPrinted adds up the amounts of kind's effects on the leaders city
// c recruited (Faith's requirements and Aphrodite count them).
func (g *State) leaderPrinted(c int, kind EffectKind) int {
	if !g.plays(leadersLayer) {
		return 0
	}
	n := 0
	for _, l := range g.ld.rec[c].cards() {
		for _, e := range catalog.cards[l].Effects {
			if e.Kind == kind {
				n += e.N
			}
		}
	}
	return n
}
