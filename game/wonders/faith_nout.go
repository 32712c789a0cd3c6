package wonders

import "agora/game"

// Nout, and the debt that answers Hécate and Héra: the seed's "Faith et
// Cités", from ruleset 4 (rulesetMyths).
//
// Nout (Egyptian, 2 coins in every Age; dealt from 4 players, as the seed
// advises) hands out the city's own debt tokens: right after the turn she
// is revealed, the city gives three of them (as many as it holds, when
// fewer) to other players of its choice, no player receiving all three
// (ruling: at most two each; none to a partner in the team game, none to
// a city the blue Hestia shelters). She is invoked only by a city holding
// a debt token.
//
// Hécate and Héra: each city they take coins from answers right after the
// turn, for each coin, whether it pays it or takes a debt token instead;
// the coins it lacks are debt in any case.

// Nout's gift after the turn (GiveDebt); a city's answer to Hécate or
// Héra (Settle) is Cities' KindDues (cities_debt.go).
const KindNout = "wonders.nout"

// noutTokens is how many debt tokens Nout hands out at most.
const noutTokens = 3

var noutGod = godNamed("nout")

func init() {
	addPower("nout", power{
		can:   func(g *State, c int) bool { return g.cx.debt[c] > 0 },
		apply: func(g *State, c int, m Move) { g.fa.dr.nout |= 1 << c },
	})
}

// answersWithDebt reports whether the cities Hécate and Héra hit answer
// after the turn, paying or taking debt (Cities, from rulesetMyths).
func (g *State) answersWithDebt() bool {
	return g.plays(citiesLayer) && g.Ruleset() >= rulesetMyths
}

// startNout opens the next Nout gift owed after this turn, if the city
// still holds debt and someone may receive it.
func (g *State) startNout() bool {
	dr := &g.fa.dr
	var buf [64]game.Option
	if c, ok := nextOwed(&dr.nout, func(c int) bool { return len(g.noutOptions(c, buf[:0])) > 0 }); ok {
		g.phase, g.picker, g.fa.pickMode = phasePick, int8(c), pickNout
		return true
	}
	return false
}

// noutOptions lists the ways city c may hand out its tokens: Targets are
// the cities receiving one or two, Price (a set of cities too) those
// receiving a second.
func (g *State) noutOptions(c int, buf []game.Option) []game.Option {
	n := min(int(g.cx.debt[c]), noutTokens)
	if n == 0 {
		return buf
	}
	var to []int
	shelter := g.shelteredSet()
	for o := range int(g.ncities) {
		if o != c && o != int(g.freeCity) && shelter&(1<<o) == 0 && !g.hitsPartner(c, 1<<o) {
			to = append(to, o)
		}
	}
	var give func(i, left int, ones, twos uint8)
	give = func(i, left int, ones, twos uint8) {
		if left == 0 {
			buf = append(buf, Move{Action: GiveDebt, City: c, Card: NoCard, Targets: ones, Price: int(twos)}.Option())
			return
		}
		if i == len(to) {
			return
		}
		bit := uint8(1) << to[i]
		give(i+1, left, ones, twos)
		give(i+1, left-1, ones|bit, twos)
		if left >= 2 {
			give(i+1, left-2, ones|bit, twos|bit)
		}
	}
	give(0, n, 0, 0)
	return buf
}

// noutApply hands out the tokens.
func (g *State) noutApply(m Move) {
	c := m.City
	for _, o := range targetList(m.Targets) {
		k := 1 + b2i(m.Price&(1<<o) != 0)
		g.cx.debt[c] -= uint8(k)
		g.cx.debt[o] += uint8(k)
		g.events = append(g.events, Event{Kind: EventDebtGiven, Age: int(g.age), Turn: int(g.turn) + 1, City: c,
			Against: o, Points: k, Card: NoCard, God: noutGod, by: int8(c)})
	}
}

// owe records that city c must give n coins to god gd (Hécate, Héra): it
// answers after the turn, with debt if it likes.
func (g *State) owe(c, n int, gd God) {
	g.fa.dr.dues[c] += uint8(n)
	g.fa.dr.duesTo[c] = gd + 1
}

// startDues opens the next answer owed to Hécate or Héra: a city with no
// coin, or sheltered by now, has nothing to choose and is settled at once.
func (g *State) startDues() bool {
	dr := &g.fa.dr
	for c := range int(g.ncities) {
		n := int(dr.dues[c])
		if n == 0 {
			continue
		}
		if g.sheltered(c) {
			dr.dues[c], dr.duesTo[c] = 0, 0
			continue
		}
		if g.cities[c].coins == 0 {
			g.settle(c, 0)
			continue
		}
		g.phase, g.picker, g.fa.pickMode = phasePick, int8(c), pickDues
		return true
	}
	return false
}

// duesOptions lists city c's answers: pay p of the coins asked (Price),
// from all it can down to none, the rest as debt.
func (g *State) duesOptions(c int, buf []game.Option) []game.Option {
	n := int(g.fa.dr.dues[c])
	for p := min(n, int(g.cities[c].coins)); p >= 0; p-- {
		buf = append(buf, Move{Action: Settle, City: c, Card: NoCard, Price: p}.Option())
	}
	return buf
}

// settle takes p coins of city c's dues and a debt token for each other.
func (g *State) settle(c, p int) {
	dr := &g.fa.dr
	n, gd := int(dr.dues[c]), dr.duesTo[c]-1
	dr.dues[c], dr.duesTo[c] = 0, 0
	g.cities[c].coins -= int32(p)
	g.cx.debt[c] += uint8(n - p)
	g.events = append(g.events, Event{Kind: EventGodLoss, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: NoCard,
		Coins: p, Points: n - p, God: gd, by: -1})
}
