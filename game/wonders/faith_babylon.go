package wonders

// Faith's gods of the team game, dealt only in games whose seats are
// partners (a layer pairs them: game/wonders/teams), the Babylonian
// pantheon, invoked like the Greek gods. From the moment one partner
// invokes one, for the rest of that Age:
//
//   - Marduk: the partners use each other's production as their own, free
//     and without moving cards (Faith's layer lends it to the payment);
//   - Ishtar: at the Age's conflicts the partners pool their whole shields
//     and share them out as suits the team best (see ishtarStrengths);
//   - Shamash: when a partner builds a yellow card or discards a card for
//     coins, the other gets the same coins less one from the bank (see
//     shamashShare).
//
// Toinito, the fourth, is in faith_toinito.go.

var (
	mardukGod  = godNamed("marduk")
	ishtarGod  = godNamed("ishtar")
	shamashGod = godNamed("shamash")
)

func init() {
	addPower("marduk", power{costs: true})
	addPower("ishtar", power{})
	addPower("shamash", power{})
}

// teamGod reports whether city c or its partner invoked gd this Age.
func (g *State) teamGod(c int, gd God) bool {
	if !g.faithOn() {
		return false
	}
	p := g.partner(c)
	return p >= 0 && (g.invokedNow(c, gd) || g.invokedNow(p, gd))
}

// mardukLends is the partner whose production city c uses as its own
// with Marduk, -1 for none.
func (g *State) mardukLends(c int) int {
	if mardukGod == NoGod || !g.teamGod(c, mardukGod) {
		return -1
	}
	return g.partner(c)
}

// ishtarStrengths shares out, for each team with Ishtar this Age, the
// partners' whole shields so that the team's conflicts bring the most
// points (the smallest loan on a tie); half shields (Hera) and the other
// gods' shields stay where they are. Teams are settled in seat order,
// each against the strengths settled before it.
func (g *State) ishtarStrengths(str [maxCities]int) [maxCities]int {
	if ishtarGod == NoGod || !g.paired() {
		return str
	}
	for a := range int(g.players) {
		b := g.partner(a)
		if b < a || !g.teamGod(a, ishtarGod) {
			continue
		}
		best, bestK := -1<<30, 0
		for k := -int(g.cities[a].shields); k <= int(g.cities[b].shields); k++ {
			pts := g.conflictPoints(a, str[a]+2*k, str) + g.conflictPoints(b, str[b]-2*k, str)
			if pts > best || pts == best && abs(k) < abs(bestK) {
				best, bestK = pts, k
			}
		}
		str[a] += 2 * bestK
		str[b] -= 2 * bestK
	}
	return str
}

// conflictPoints is what city c's conflicts bring it at strength mine.
func (g *State) conflictPoints(c, mine int, str [maxCities]int) int {
	foes, n := g.foes(c)
	pts := 0
	for _, f := range foes[:n] {
		switch {
		case mine > str[f]:
			pts += int(victoryTokens[g.age])
		case mine < str[f]:
			pts--
		}
	}
	return pts
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// shamashShare gives, with Shamash, city c's partner the coins c's move
// brought less one, when the move built a yellow card or discarded one.
func (g *State) shamashShare(c int, m Move, gained int) {
	if gained <= 1 || !g.teamGod(c, shamashGod) {
		return
	}
	yellow := m.Action.builds() && catalog.cards[m.Card].Color == Yellow
	if !yellow && m.Action != Discard {
		return
	}
	p := g.partner(c)
	g.cities[p].coins += int32(gained - 1)
	g.events = append(g.events, Event{Kind: EventShare, Age: int(g.age), Turn: int(g.turn) + 1, City: p,
		Against: c, Coins: gained - 1, Card: NoCard, God: shamashGod, by: int8(p)})
}
