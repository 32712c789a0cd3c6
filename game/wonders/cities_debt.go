package wonders

import "agora/game"

// Voluntary debt (Cities ruling 4, from ruleset 5): a city that loses
// coins to black cards (or to a Petra B stage) answers, at the end of the
// turn, with the coins it pays, from all it can down to none; every coin
// not paid is a −1 point debt token, and the coins it lacks are debt in
// any case. The answer is a decision of its own (KindDues, the one that
// answers Hécate and Héra, faith_nout.go), asked of each city in seat
// order once every loss of the turn is known; a city without a coin, or
// sheltered by the blue Hestia, is not asked. Games begun under an earlier
// ruleset pay in coins first, the debt only for what is lacking.

// KindDues: a city's answer to a coin loss, coins paid or debt taken
// (Settle). It is Cities' decision: black cards' losses (phaseDues) and,
// with Faith, Hécate's and Héra's (a Faith pick, pickDues).
const KindDues = "wonders.dues"

// rulesetDebtChoice is the first ruleset where a city answers its coin
// losses to black cards with debt if it likes.
const rulesetDebtChoice = 5

// phaseDues: the first city owing coins this turn answers (Cities).
const phaseDues = phaseRecruitNow + 1

// choosesDebt reports whether the cities answer black cards' coin losses
// themselves (Cities, from rulesetDebtChoice).
func (g *State) choosesDebt() bool { return g.Ruleset() >= rulesetDebtChoice }

// duesCity is the city answering its coin loss in phaseDues: the first
// still owing (those before it were settled, citiesPicks).
func (g *State) duesCity() int {
	for c := range int(g.ncities) {
		if g.cx.owed[c] > 0 {
			return c
		}
	}
	return -1
}

// lossOptions lists city c's answers to its coin loss: pay p of the coins
// (Price), from all it can down to none, the rest as debt.
func (g *State) lossOptions(c int, buf []game.Option) []game.Option {
	n := int(g.cx.owed[c])
	for p := min(n, int(g.cities[c].coins)); p >= 0; p-- {
		buf = append(buf, Move{Action: Settle, City: c, Card: NoCard, Price: p}.Option())
	}
	return buf
}

// payLoss takes p coins of city c's coin loss and a debt token for each
// other coin, and logs the answer.
func (g *State) payLoss(c, p int) {
	n := int(g.cx.owed[c])
	g.cx.owed[c] = 0
	g.cities[c].coins -= int32(p)
	g.cx.debt[c] += uint8(n - p)
	g.events = append(g.events, Event{Kind: EventLoss, Age: int(g.age), Turn: g.lossTurn(), City: c, Card: NoCard,
		Coins: p, Points: n - p, Answered: true, by: -1})
}

// lossTurn is the turn a coin loss is logged under: 0 for a stage built
// at the recruitment (Leaders, Petra B).
func (g *State) lossTurn() int {
	if g.ld.recruiting {
		return 0
	}
	return int(g.turn) + 1
}

// duesActing is the city answering a KindDues decision: Faith's picker
// for Hécate and Héra, the first city owing for black cards.
func (g *State) duesActing() int {
	if g.phase == phasePick {
		return int(g.picker)
	}
	return g.duesCity()
}

// duesListed lists the options of the KindDues decision city c owes.
func (g *State) duesListed(c int, only Card, buf []game.Option) []game.Option {
	if only != NoCard {
		return buf
	}
	if g.phase == phasePick {
		return g.duesOptions(c, buf)
	}
	return g.lossOptions(c, buf)
}

// duesResolve carries an answer out without going on (for apply and
// previews).
func (g *State) duesResolve(m Move) {
	if g.phase == phasePick {
		g.settle(m.City, m.Price)
		g.fa.pickMode = 0
		return
	}
	g.payLoss(m.City, m.Price)
}

// duesOwed is what city c is asked to answer now, 0 when it answers
// nothing.
func (g *State) duesOwed(c int) int {
	switch {
	case g.phase == phasePick && g.fa.pickMode == pickDues && int(g.picker) == c:
		return int(g.fa.dr.dues[c])
	case g.phase == phaseDues && g.duesCity() == c:
		return int(g.cx.owed[c])
	}
	return 0
}
