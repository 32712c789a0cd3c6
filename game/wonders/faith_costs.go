package wonders

// The god powers that change what things cost: Dionysus (Ages II and III)
// triples one resource a brown, grey or yellow card of the city makes,
// Hephaestus takes resources off red, green and purple cards, Demeter off
// wonder stages (Ages II and III), Athena (Age II) and Hermes (Ages II
// and III) build some cards for free. They serve from the moment the god
// is revealed: from ruleset 3, the card played after the god the same turn
// too (faith_first.go).

// payments lists the Pareto-best plans for city c to obtain res with at
// most budget coins for its neighbours, against the current position:
// with what the gods change, and with a unit bought from the bank where a
// layer allows it (Leaders: Bilkis), less the Clandestine Docks' coins
// (Cities).
func (g *State) payments(c int, res Resources, budget int) plans {
	if len(g.lays) == 0 {
		return g.paymentsOwn(c, res, budget) // the base game: neither gods, Bilkis nor docks
	}
	slack := g.dockSlack(c) // the docks' coins: searched past the budget, then taken off
	ps := g.godPayments(c, res, budget+slack)
	if budget > 0 && !(ps.n == 1 && ps.p[0].Total() == 0) && g.bankBuys(c) {
		ct := &g.cities[c]
		if ct.nchoice < maxChoices {
			ct.choice[ct.nchoice] = RawSet | ManufacturedSet
			ct.nchoice++
			more := g.godPayments(c, res, budget+slack-1)
			ct.nchoice--
			ct.choice[ct.nchoice] = 0
			for _, p := range more.list() {
				if !ps.dominates(int(p.Left), int(p.Right), int(p.Others)) {
					p.Bank = true
					ps.add(p)
				}
			}
			ps.sort()
		}
	}
	if slack > 0 {
		return g.dockPayments(c, ps, budget)
	}
	return ps
}

// godPayments is payments with what the gods change.
func (g *State) godPayments(c int, res Resources, budget int) plans {
	ps := g.paymentsOwn(c, res, budget)
	if !g.faithOn() || g.age < 2 || ps.n == 1 && ps.p[0].Total() == 0 {
		return ps
	}
	if !g.invokedNow(c, dionysusGod) {
		return ps
	}
	ct := &g.cities[c]
	for _, r := range g.tripleSet(c).List() {
		if res[r] <= ct.fixed[r] {
			continue
		}
		ct.fixed[r] += 2
		more := g.paymentsOwn(c, res, budget)
		ct.fixed[r] -= 2
		ps.merge(more)
	}
	return ps
}

// merge adds other's plans to the front.
func (ps *plans) merge(other plans) {
	for _, p := range other.list() {
		if !ps.dominates(int(p.Left), int(p.Right), int(p.Others)) {
			ps.add(p)
		}
	}
	ps.sort()
}

// tripleSet is what Dionysus may triple: the resources city c's brown,
// grey and yellow cards make.
func (g *State) tripleSet(c int) ResourceSet {
	ct := &g.cities[c]
	var set ResourceSet
	for _, card := range ct.built[:ct.nbuilt] {
		ci := &catalog.cards[card]
		switch ci.Color {
		case Brown, Grey:
			set |= producedBy(card)
		case Yellow:
			for _, e := range ci.Effects {
				if e.Kind == Choice {
					set |= e.Set
				}
			}
		}
	}
	return set
}

// reductions lists res less k units, every way (res itself for k 0, and
// nothing left when res has at most k units).
func reductions(res Resources, k int) []Resources {
	out := []Resources{res}
	for range k {
		var next []Resources
		for _, rs := range out {
			if rs.Units() == 0 {
				next = appendRes(next, rs)
				continue
			}
			for r := range rs {
				if rs[r] > 0 {
					x := rs
					x[r]--
					next = appendRes(next, x)
				}
			}
		}
		out = next
	}
	return out
}

func appendRes(list []Resources, x Resources) []Resources {
	if containsRes(list, x) {
		return list
	}
	return append(list, x)
}

// cardReduction is how many resources fewer city c pays for card:
// Hephaestus takes 1 off red, green and purple cards in Ages I and II, 2
// in Age III.
func (g *State) cardReduction(c int, card Card) int {
	if !g.faithOn() {
		return 0
	}
	switch catalog.cards[card].Color {
	case Red, Green, Purple:
	default:
		return 0
	}
	if g.invokedNow(c, hephaestusGod) {
		if g.age == 3 {
			return 2
		}
		return 1
	}
	return 0
}

// stageReduction is how many resources fewer city c pays for its wonder
// stages: 2 with Demeter in Ages II and III.
func (g *State) stageReduction(c int) int {
	if !g.faithOn() || g.age < 2 {
		return 0
	}
	if g.invokedNow(c, demeterGod) {
		return 2
	}
	return 0
}

// reducedPayments is payments for res less k units of the payer's choice.
func (g *State) reducedPayments(c int, res Resources, k, budget int) plans {
	if k == 0 {
		return g.payments(c, res, budget)
	}
	var ps plans
	for _, rs := range reductions(res, k) {
		ps.merge(g.payments(c, rs, budget))
	}
	return ps
}

// hermesChain reports whether Hermes lets city c build card for free by a
// neighbour's chain (Ages II and III): each such build brings a coin.
func (g *State) hermesChain(c int, card Card) bool {
	if !g.faithOn() || g.age < 2 || g.cities[c].chained(card) {
		return false
	}
	if !g.invokedNow(c, hermesGod) {
		return false
	}
	return g.cities[g.left(c)].chained(card) || g.cities[g.right(c)].chained(card)
}
