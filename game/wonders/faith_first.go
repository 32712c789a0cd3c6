package wonders

// Faith ruling 8, from ruleset 3: the seed lets a god turn reveal the god
// before the card ("le tout en un tour"), so a god invoked before its card
// changes that card's cost on the same turn. The gods concerned are those
// whose power is over costs (power.costs): Athena in Age II, Demeter,
// Dionysus and Hermes (their Age I resource, then their reductions),
// Hephaestus, Poseidon, Amun-Ra's Age I stone, and Marduk, whose city's
// partner may also lean on him for its own card that turn.
//
// The engine lists such a card's options, and pays it, with the god
// serving: counted as invoked by the city this Age (and its Age I resource
// added), for as long as the listing or the payment lasts (serve,
// unserve). Games begun under an earlier ruleset keep the former ruling:
// the god serves from the turn after its reveal.

// rulesetGodFirst is the first ruleset where a god invoked before its card
// changes that card's cost.
const rulesetGodFirst = 3

// servesFirst reports whether city c's god gd, invoked before its card,
// changes that card's cost in this game.
func (g *State) servesFirst(gd God) bool {
	return gd != NoGod && g.Ruleset() >= rulesetGodFirst && godPower(gd).costs
}

// firstGod is the god of m that serves m's own card, NoGod if none.
func (g *State) firstGod(m Move) God {
	if m.GodMode == InvokeBefore && m.Action != Invoke && g.servesFirst(m.God) {
		return m.God
	}
	return NoGod
}

// serving is what serve changed in one city, for unserve.
type serving struct {
	city    int8 // -1: nothing was changed
	own     ResourceSet
	nchoice uint8
}

// serve makes gd count as invoked by city c this Age, its Age I resource
// with it, until unserve undoes it.
func (g *State) serve(c int, gd God) serving {
	fa := &g.fa
	if gd == NoGod || int(fa.ninvoked[c]) >= maxInvoked {
		return serving{city: -1}
	}
	s := serving{city: int8(c), own: fa.own[c], nchoice: g.cities[c].nchoice}
	fa.invoked[c][fa.ninvoked[c]] = placedGod{god: gd, age: g.age, by: int8(c)}
	fa.ninvoked[c]++
	if f := godPower(gd).first; f != nil {
		f(g, c)
	}
	return s
}

// unserve undoes serve.
func (g *State) unserve(s serving) {
	if s.city < 0 {
		return
	}
	c := int(s.city)
	fa := &g.fa
	fa.ninvoked[c]--
	fa.invoked[c][fa.ninvoked[c]] = placedGod{}
	fa.own[c] = s.own
	ct := &g.cities[c]
	for i := s.nchoice; i < ct.nchoice; i++ {
		ct.choice[i] = 0
	}
	ct.nchoice = s.nchoice
}

// leansOn is, in a team game's choice phase, the partner of city c whose
// move, already chosen, invokes Marduk before its card: c may pay its own
// card with the team's production that turn (the seed's example, "après
// concertation", the partners seeing each other's hands and choices,
// team ruling 4). -1 when there is none.
func (g *State) leansOn(c int) int {
	if mardukGod == NoGod || g.phase != phaseChoose || !g.faithOn() {
		return -1
	}
	p := g.partner(c)
	if p < 0 || !g.hasChosen(p) || g.firstGod(g.moves[p]) != mardukGod {
		return -1
	}
	return p
}

// ageOneFirst is what Demeter, Dionysus, Hermes and Amun-Ra do first in
// Age I: their resource, for the city's own builds.
func ageOneFirst(r Resource) func(g *State, c int) {
	return func(g *State, c int) {
		if g.age == 1 {
			g.addOwnResource(c, r)
		}
	}
}

// unleanAfterCancel: when Seth cancels a Marduk invoked before its card,
// the partner's move chosen with the team's production is played again,
// without gods, if it no longer pays.
func (g *State) unleanAfterCancel(victim int) {
	p := g.partner(victim)
	if p < 0 || !g.hasChosen(p) {
		return
	}
	m := g.moves[p]
	for _, o := range g.options(g.controller(p), p, KindCard, m.Card, nil) {
		if o == m.Option() {
			return
		}
	}
	g.chosen &^= 1 << p
	g.fa.redo |= 1 << p
}
