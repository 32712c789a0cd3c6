package wonders

import "agora/game"

// KindSecondGod: a city that may invoke two gods this Age (Wonderwoman's
// marker, Ithaca's stage) and has just invoked its first may, right after
// the turn, invoke its second at once (Invoke), or keep it for a later
// turn (Pass).
const KindSecondGod = "wonders.second-god"

// pickSecond is the pick of a second god after the turn.
const pickSecond = pickBastet + 1

// startSecondGod opens the next second-god pick of this turn, if any
// city owed one can still pay a god.
func (g *State) startSecondGod() bool {
	fa := &g.fa
	for fa.second != 0 {
		c := 0
		for fa.second&(1<<c) == 0 {
			c++
		}
		fa.second &^= 1 << c
		if g.mayUseGods(c) && len(g.secondOptions(c, nil)) > 1 {
			g.phase, g.picker, fa.pickMode = phasePick, int8(c), pickSecond
			return true
		}
	}
	return false
}

// secondOptions lists city c's choices: not now (first), or each god of
// its hand with each Pareto-best payment. Production serves this god as
// it served the turn's card; the coins neighbours paid this turn may not
// pay it.
func (g *State) secondOptions(c int, buf []game.Option) []game.Option {
	buf = append(buf, Move{Action: Pass, City: c, Card: NoCard}.Option())
	budget := int(g.cities[c].coins) - g.tradeIncome(c)
	h := &g.fa.hands[c]
	for i, gd := range h.gods() {
		if seenGod(h.g[:i], gd) || gd.Info().Cost(int(g.age)).Sacrifice {
			continue // a god paid with a card comes with a turn's card
		}
		targets := g.godTargets(c, gd)
		for _, gp := range g.godPlans(c, gd, budget) {
			if gp.bank+gp.plan.Total() > budget {
				continue
			}
			for _, t := range targets {
				m := Move{Action: Invoke, City: c, Card: NoCard, God: gd, GodMode: InvokeAfter,
					PayLeft: int(gp.plan.Left), PayRight: int(gp.plan.Right), PayOthers: int(gp.plan.Others), Targets: t}
				buf = g.emit(buf, m, gp.plan.to)
			}
		}
	}
	return buf
}

// tradeIncome is the coins other cities paid city c for resources this
// turn: its neighbours, and with Poseidon the others.
func (g *State) tradeIncome(c int) int {
	n := 0
	for _, e := range g.events {
		if e.Age != int(g.age) || e.Turn != int(g.turn)+1 {
			continue
		}
		if e.Kind == EventTrade {
			if e.Against == c {
				n += e.Coins
			}
			continue
		}
		if g.left(e.City) == c && e.Kind != EventBuildShared {
			n += e.PayLeft
		}
		if g.right(e.City) == c && e.Kind != EventBuildShared {
			n += e.PayRight
		}
	}
	return n
}

// secondApply carries out the pick: a pass ends it; a god waits for
// Seth's answers, then resolves.
func (g *State) secondApply(m Move) {
	if m.Action == Pass {
		g.afterPick()
		return
	}
	g.fa.stash = m
	if !g.sethWindow(m.City) {
		g.secondResolve()
	}
}

// secondResolve pays and reveals the waiting second god (none when Seth
// cancelled it), then the turn goes on.
func (g *State) secondResolve() {
	fa := &g.fa
	m := fa.stash
	fa.stash = Move{}
	fa.sethAsked = 0
	if m.Action != Invoke {
		g.afterPick()
		return
	}
	c := m.City
	g.cities[c].coins -= int32(godBank(m, int(g.age)) + m.PayLeft + m.PayRight + m.PayOthers)
	g.cities[g.left(c)].coins += int32(m.PayLeft)
	g.cities[g.right(c)].coins += int32(m.PayRight)
	if m.PayOthers > 0 {
		g.payOthers(c)
		g.tradeEvents(c)
	}
	if g.resolveGod(c, m) {
		g.startPick(int8(c)) // Chronos built Halikarnassus's stage
		return
	}
	g.afterPick()
}

// answerInPick carries out a Seth answer given during a pick.
func (g *State) answerInPick(m Move) {
	g.sethApply(m)
	if g.fa.sethAsk == 0 && (g.fa.stash.Action == 0 || !g.sethWindow(g.fa.stash.City)) {
		g.secondResolve()
	}
}
