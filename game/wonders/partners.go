package wonders

// A layer may pair the seats as partners (the team game,
// game/wonders/teams): partners see each other's hands and never fight,
// and the expansions' rules for partners (Faith's powers and its gods of
// the team game, Cities' Pillagers) ask these.

// partner is city c's partner, -1 when no layer pairs the seats (and for
// the Free City).
func (g *State) partner(c int) int {
	if g.pairer == nil || c < 0 || c >= int(g.players) {
		return -1
	}
	return g.pairer.partner(g, c)
}

// partners reports whether cities a and b are partners.
func (g *State) partners(a, b int) bool { return a != b && g.partner(a) == b }

// paired reports whether the game pairs its seats as partners.
func (g *State) paired() bool { return g.partner(0) >= 0 }

// lender is the city whose production city c uses as its own in a
// payment, -1 for none.
func (g *State) lender(c int) int {
	for _, l := range g.lays {
		if l.lends != nil {
			if p := l.lends(g, c); p >= 0 {
				return p
			}
		}
	}
	return -1
}
