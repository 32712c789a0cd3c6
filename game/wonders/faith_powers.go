package wonders

// The god powers the engine implements, by god id. A god missing here is
// not dealt (GodInfo.Implemented).
//
//   - can: extra condition to invoke the god now (nil: none);
//   - targets: the target sets a player may choose, one bit per city
//     (nil: the god takes no target);
//   - gain: the coins the god brings at once, for the payment order (nil:
//     none); apply must give exactly that many when m.GodMode is the one
//     asked about, or more only from other cities' moves of this turn;
//   - apply: the power, when the god is revealed;
//   - costs: the power changes what the city pays, so from ruleset 3 it
//     serves a card played after the god on the same turn (faith_first.go);
//     first is what it gives then beyond counting as invoked (nil:
//     nothing), and touch whether it may change what a card costs, built
//     or under a stage (nil: any card may gain).
type power struct {
	can     func(g *State, c int) bool
	targets func(g *State, c int) []uint8
	gain    func(g *State, c int, m Move) int
	apply   func(g *State, c int, m Move)
	costs   bool
	first   func(g *State, c int)
	touch   func(g *State, c int, card Card) bool
}

// touches reports whether p, revealed before card, may change what city
// c pays for it: the options listed with the god serving then differ.
func (p power) touches(g *State, c int, card Card) bool {
	return p.touch == nil || p.touch(g, c, card)
}

var godPowers = map[string]power{
	"aphrodite": {
		gain:  func(g *State, c int, m Move) int { return aphroditeCoins(g, c) },
		apply: func(g *State, c int, m Move) { g.cities[c].coins += int32(aphroditeCoins(g, c)) },
	},
	"apollo": {
		gain:  func(g *State, c int, m Move) int { return apolloCoins[g.age] },
		apply: func(g *State, c int, m Move) { g.cities[c].coins += int32(apolloCoins[g.age]) },
	},
	"ares": {}, // shields at this Age's conflicts, see strength
	"artemis": {
		gain: func(g *State, c int, m Move) int {
			if m.GodMode == InvokeBefore && (m.Action == Build || m.Action == BuildFree) {
				return artemisFor(g.age, m.Card)
			}
			return 0
		},
		apply: func(g *State, c int, m Move) {
			if m.GodMode == InvokeBefore && (m.Action == Build || m.Action == BuildFree) {
				g.cities[c].coins += int32(artemisFor(g.age, m.Card))
			}
		},
	},
	"athena": {
		costs: true, // Age II: see godFree
		touch: func(g *State, c int, card Card) bool { return g.age == 2 && catalog.cards[card].Color == Green },
		gain: func(g *State, c int, m Move) int {
			if g.age != 1 {
				return 0
			}
			n := g.count(c, 1<<Green, Self|Left|Right)
			if (m.Action == Build || m.Action == BuildFree) && catalog.cards[m.Card].Color == Green {
				n++
			}
			return n
		},
		apply: func(g *State, c int, m Move) {
			if g.age == 1 {
				g.cities[c].coins += int32(g.count(c, 1<<Green, Self|Left|Right))
			}
		},
	},
	"hades": {
		targets: opponents,
		apply: func(g *State, c int, m Move) {
			g.takeVictory(c, victoryTokens[g.age])
			for _, t := range targetList(m.Targets) {
				g.cities[t].defeats++
			}
		},
	},
	"hecate": {apply: func(g *State, c int, m Move) { g.takeCoins(c, 2*int(g.age), m.God) }},
	"hera":   {apply: func(g *State, c int, m Move) { g.takeCoins(c, int(g.age), m.God) }},
	"hestia": {}, // stays out of this Age's conflicts, see battles
	"hephaestus": {costs: true, touch: func(g *State, c int, card Card) bool { // see cardReduction
		col := catalog.cards[card].Color
		return col == Red || col == Green || col == Purple
	}},
	"demeter": ageOneResource(Loom, func(g *State, c int, card Card) bool { // then stageReduction
		ct := &g.cities[c]
		return int(ct.stages) < len(ct.stageInfo())
	}),
	"dionysus": ageOneResource(Glass, func(g *State, c int, card Card) bool { return g.tripleSet(c) != 0 }), // then payments
	"hermes": ageOneResource(Papyrus, func(g *State, c int, card Card) bool { // then hermesChain
		return !g.cities[c].chained(card) && (g.cities[g.left(c)].chained(card) || g.cities[g.right(c)].chained(card))
	}),
	"zeus": {apply: func(g *State, c int, m Move) { g.fa.zeus[c] = g.age }},
	"wonderwoman": {apply: func(g *State, c int, m Move) {
		if g.age < 3 {
			g.fa.marker[c] |= 1 << (g.age + 1)
		}
	}},
	"amun_ra": {
		costs: true, // Age I: the stone
		first: ageOneFirst(Stone),
		touch: func(g *State, c int, card Card) bool { return g.age == 1 },
		can:   func(g *State, c int) bool { return g.age == 1 || g.cities[c].defeats > 0 },
		targets: func(g *State, c int) []uint8 {
			if g.age == 1 {
				return []uint8{0}
			}
			if g.cities[c].defeats == 1 {
				return opponents(g, c)
			}
			var out []uint8
			for a := range int(g.ncities) {
				for b := a + 1; b < int(g.ncities); b++ {
					if a != c && b != c {
						out = append(out, 1<<a|1<<b)
					}
				}
			}
			return out
		},
		gain: func(g *State, c int, m Move) int {
			if g.age == 1 {
				return 2
			}
			return 0
		},
		apply: func(g *State, c int, m Move) {
			ct := &g.cities[c]
			if g.age == 1 {
				ct.coins += 2
				g.addOwnResource(c, Stone)
				return
			}
			for _, t := range targetList(m.Targets) {
				ct.defeats--
				g.cities[t].defeats++
			}
		},
	},
}

var apolloCoins = [4]int{0, 3, 5, 7}

// ageOneResource is the Age I power of Demeter, Dionysus and Hermes: 2
// coins and one unit of r each turn for the city's own builds; later says
// which cards their power of Ages II and III may make cheaper (nil: any).
func ageOneResource(r Resource, later func(g *State, c int, card Card) bool) power {
	return power{
		costs: true,
		first: ageOneFirst(r),
		touch: func(g *State, c int, card Card) bool {
			return g.age == 1 || later == nil || later(g, c, card)
		},
		gain: func(g *State, c int, m Move) int {
			if g.age == 1 {
				return 2
			}
			return 0
		},
		apply: func(g *State, c int, m Move) {
			if g.age == 1 {
				g.cities[c].coins += 2
				g.addOwnResource(c, r)
			}
		},
	}
}

func godPower(gd God) power { return powerOf[gd] }

// godGain is the coins gd brings at once when m reveals it.
func (g *State) godGain(c int, gd God, m Move) int {
	if f := godPower(gd).gain; f != nil {
		return f(g, c, m)
	}
	return 0
}

// opponents is every other city, one at a time.
func opponents(g *State, c int) []uint8 {
	var out []uint8
	for o := range int(g.ncities) {
		if o != c {
			out = append(out, 1<<o)
		}
	}
	return out
}

func targetList(t uint8) []int {
	var out []int
	for c := range maxCities {
		if t&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// takeCoins makes every city but c give n coins to the bank, or all they
// have; with Cities, from rulesetMyths, each answers after the turn with
// coins or debt (faith_nout.go).
func (g *State) takeCoins(c, n int, gd God) {
	later := g.answersWithDebt()
	for o := range int(g.ncities) {
		switch {
		case o == c || g.sheltered(o):
		case later:
			g.owe(o, n, gd)
		default:
			g.loseCoins(o, n)
		}
	}
}

// addOwnResource gives city c one unit of r each turn for its own builds
// (neighbours cannot buy it).
func (g *State) addOwnResource(c int, r Resource) {
	ct := &g.cities[c]
	g.fa.own[c] |= 1 << r
	if ct.nchoice < maxChoices {
		ct.choice[ct.nchoice] = 1 << r
		ct.nchoice++
	}
}

// aphroditeCoins: in Age I a coin per point printed on the city's blue
// cards, in Age II a coin per two.
func aphroditeCoins(g *State, c int) int {
	points := g.bluePoints(c) + g.leaderPrinted(c, Points) // with Leaders, its leaders' points too
	switch g.age {
	case 1:
		return points
	case 2:
		return points / 2
	}
	return 0
}

// artemisFor is what Artemis brings for a card built in age: brown or
// grey in Age I (1 coin), blue or green in Age II (2), purple or red in
// Age III (3).
func artemisFor(age uint8, card Card) int {
	col := catalog.cards[card].Color
	switch {
	case age == 1 && (col == Brown || col == Grey),
		age == 2 && (col == Blue || col == Green),
		age == 3 && (col == Purple || col == Red):
		return int(age)
	}
	return 0
}

// artemisCoins is what Artemis, invoked earlier this Age, brings city c
// for building card.
func (g *State) artemisCoins(c int, card Card) int {
	if g.invokedNow(c, artemisGod) {
		return artemisFor(g.age, card)
	}
	return 0
}

// godFree reports whether a god lets city c build card for free: Athena
// in Age II, a green card whose symbol the city lacks; Hermes in Ages II
// and III, a card a neighbour's chain builds.
func (g *State) godFree(c int, card Card) bool {
	if g.age < 2 || !g.faithOn() {
		return false
	}
	if g.hermesChain(c, card) {
		return true
	}
	ci := &catalog.cards[card]
	if ci.Color != Green || g.age != 2 {
		return false
	}
	if !g.invokedNow(c, athenaGod) {
		return false
	}
	for _, e := range ci.Effects {
		if e.Kind == Science && g.cities[c].science[e.Symbol] == 0 {
			return true
		}
	}
	return false
}

// The gods whose powers the engine checks in its inner loops, found once
// (NoGod, never invoked, if the data lacked one).
var (
	aresGod       = godNamed("ares")
	artemisGod    = godNamed("artemis")
	athenaGod     = godNamed("athena")
	chronosGod    = godNamed("chronos")
	demeterGod    = godNamed("demeter")
	dionysusGod   = godNamed("dionysus")
	hephaestusGod = godNamed("hephaestus")
	heraGod       = godNamed("hera")
	hermesGod     = godNamed("hermes")
	hestiaGod     = godNamed("hestia")
	panGod        = godNamed("pan")
	sethGod       = godNamed("seth")
)

// godNamed is GodByID without its ok: NoGod for an unknown id.
func godNamed(id string) God {
	gd, _ := GodByID(id)
	return gd
}

// strength is city c's conflict strength in half shields: its shields,
// Ares's 1/2/3 and Hera's ½/1/1½ when invoked this Age.
func (g *State) strength(c int) int {
	s := 2*int(g.cities[c].shields) + g.semiramisShields(c)
	if !g.faithOn() {
		return s
	}
	if g.invokedNow(c, aresGod) {
		s += 2 * int(g.age)
	}
	if g.invokedNow(c, heraGod) {
		s += int(g.age)
	}
	return s
}

// outOfConflicts reports whether city c sits this Age's conflicts out
// (Hestia).
func (g *State) outOfConflicts(c int) bool {
	return g.invokedNow(c, hestiaGod)
}

// godPoints is what the Age III gods standing in city c score.
func (g *State) godPoints(c int) int {
	if !g.faithOn() {
		return 0
	}
	ct := &g.cities[c]
	n := 0
	for _, p := range g.fa.invoked[c][:g.fa.ninvoked[c]] {
		if p.age != 3 {
			continue
		}
		switch catalog.gods[p.god].ID {
		case "aphrodite":
			n += int(ct.coins) / 3
		case "athena":
			n += scienceSets(ct.science, int(ct.wild), 10) - scienceSets(ct.science, int(ct.wild), 7)
		case "wonderwoman":
			n += 5
		}
	}
	return n
}

// scienceSets scores symbols like science, a complete set worth per.
func scienceSets(sym [NumSymbols]uint8, wild, per int) int {
	if wild == 0 {
		c, g, t := int(sym[0]), int(sym[1]), int(sym[2])
		return c*c + g*g + t*t + per*min(c, g, t)
	}
	best := 0
	for s := range NumSymbols {
		sym[s]++
		best = max(best, scienceSets(sym, wild-1, per))
		sym[s]--
	}
	return best
}
