package wonders

import "agora/game"

// GodView is a god as a seat sees it: its pantheon, its cost in the
// current Age and, for the seat's own gods, whether the acting city can
// pay it now (Status, Plans) and the options that invoke it or trade it
// for coins.
type GodView struct {
	God      God
	ID       string
	Pantheon Pantheon
	Cost     GodCost
	Status   Status
	Plans    []Plan // Pareto-best payments to the neighbours, cheapest first
	Options  []game.Option
}

// InvokedGod is a god standing face up in a city, with the Age it was
// invoked in.
type InvokedGod struct {
	God God
	Age int
}

// FaithView is the seat's Faith information (nil without Faith).
type FaithView struct {
	// Draft is the Prayer hand the seat picks from (empty outside the
	// Prayer), each god with its cost in the coming Age and its Pray
	// option; Picked its pick this step while others still pick (NoGod
	// otherwise), and PassTo the seat the rest goes to.
	Draft  []GodView
	Picked God
	PassTo int
	// Gods is the seat's god hand for the Age, Slots how many gods it may
	// invoke this Age, Used how many it has, Closed whether it is done
	// with gods this Age.
	Gods   []GodView
	Slots  int
	Used   int
	Closed bool
	// Hands is how many gods each city holds (public count); DeckSize the
	// gods left in the deck.
	Hands    []int
	DeckSize int
	// Peek is, with Horus, the hand the seat's giver passes on this turn,
	// once the giver has chosen (nil otherwise); Peeks the peeks left.
	Peek  []Card
	Peeks int
	// Revealed is, during Seth's window, the gods the cities' moves
	// reveal (the cities Seth may target).
	Revealed []InvokedGod
	// RevealedBy is the city of each god in Revealed.
	RevealedBy []int
	// Leans: the seat's partner chose to invoke Marduk before its card
	// this turn, so the seat's card may be paid with the team's production
	// (ruling 8).
	Leans bool
	// Drawn is, during the seat's Pégase or Méduse pick, the cards drawn
	// (leaders or black cards) it chooses from; Dues, during its answer to
	// Hécate or Héra, the coins asked (each one paid or taken as debt).
	Drawn []Card
	Dues  int
}

// faithView fills the Faith part of a seat's view.
func (g *State) faithView(v *View, seat game.Seat) {
	if !g.faithOn() {
		return
	}
	fa := &g.fa
	for c := range v.Cities {
		cv := &v.Cities[c]
		for _, p := range fa.invoked[c][:fa.ninvoked[c]] {
			cv.Gods = append(cv.Gods, InvokedGod{God: p.god, Age: int(p.age)})
		}
	}
	fv := &FaithView{Picked: NoGod, PassTo: -1, DeckSize: int(fa.ndeck), Leans: g.leansOn(int(seat)) >= 0}
	v.Faith = fv
	if fa.sethAsk != 0 {
		for c := range int(g.ncities) {
			m := Move{}
			switch {
			case (g.phase == phaseResolve || g.phase == phasePick) && fa.stash.Action != 0 && c == fa.stash.City:
				m = fa.stash
			case g.phase == phaseChoose && g.hasChosen(c):
				m = g.moves[c]
			}
			if m.GodMode.Invokes() {
				fv.Revealed = append(fv.Revealed, InvokedGod{God: m.God, Age: int(g.age)})
				fv.RevealedBy = append(fv.RevealedBy, c)
			}
		}
	}
	for c := range int(g.ncities) {
		fv.Hands = append(fv.Hands, int(fa.hands[c].n))
	}
	s := int(seat)
	if s < 0 || s >= int(g.players) {
		return
	}
	if g.phase == phasePray {
		for _, gd := range fa.draft[s].gods() {
			gv := GodView{God: gd, ID: gd.String(), Pantheon: gd.Info().Pantheon, Cost: gd.Info().Cost(int(g.age)),
				Status: StatusUnaffordable}
			for _, o := range v.Options {
				if m := MustDecode(o); m.Action == Pray && m.God == gd {
					gv.Options = append(gv.Options, o)
				}
			}
			fv.Draft = append(fv.Draft, gv)
		}
		fv.PassTo = g.godReceiver(s)
		if g.hasPicked(s) {
			fv.Picked = fa.picks[s]
		}
	}
	if g.phase == phasePick && drawKind(fa.pickMode) != "" && int(g.controller(int(g.picker))) == s {
		fv.Drawn = append(fv.Drawn, fa.dr.drawn.cards()...)
		fv.Dues = int(fa.dr.dues[g.picker])
	}
	fv.Slots, fv.Used, fv.Closed = g.godSlots(s), int(fa.used[s]), fa.closed&(1<<s) != 0
	fv.Peek, fv.Peeks = g.horusPeek(s), int(fa.horus[s])
	for _, gd := range fa.hands[s].gods() {
		gv := GodView{God: gd, ID: gd.String(), Pantheon: gd.Info().Pantheon, Cost: gd.Info().Cost(int(g.age)),
			Status: StatusUnaffordable}
		if g.age > 0 && g.phase != phasePray {
			for _, p := range g.godPlans(s, gd, int(g.cities[s].coins)) {
				gv.Plans = append(gv.Plans, p.plan)
			}
			sortPlans(gv.Plans)
			gv.Status = planStatus(gv.Plans)
			if len(gv.Plans) > 0 && gv.Cost.Units() == 0 && gv.Cost.Stage == false {
				gv.Status = StatusFree
				if gv.Cost.Coins > 0 {
					gv.Status = StatusOwn
				}
			}
		}
		for _, o := range v.Options {
			if m := MustDecode(o); m.GodMode.Invokes() && m.God == gd {
				gv.Options = append(gv.Options, o)
			}
		}
		fv.Gods = append(fv.Gods, gv)
	}
}

func sortPlans(ps []Plan) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && less(ps[j], ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// determinizeGods deals the gods seat v cannot see anew: other seats'
// Prayer picks not revealed yet are withdrawn; the gods in other seats'
// hands, their face-down discards and the deck are reshuffled among those
// places, except that the gods v passed in this Age's Prayer stay with
// the seats they went to (the last one with the next seat, the first two
// with it or the one after it).
func (g *State) determinizeGods(v int, rng *game.Rand) {
	if !g.faithOn() {
		return
	}
	fa := &g.fa
	if g.phase == phasePray {
		fa.picked &= 1 << v
	}
	type slot struct {
		p     *God
		owner int // -1: the deck
	}
	var slots []slot
	// Gods revealed with a move still to resolve (Seth's window) stay.
	keep := map[*God]bool{}
	if g.revealed() {
		for c := range int(g.players) {
			m := g.moves[c]
			if g.phase == phaseResolve || g.phase == phasePick {
				m = Move{}
				if fa.stash.Action != 0 && c == fa.stash.City {
					m = fa.stash
				}
			} else if !g.hasChosen(c) {
				continue
			}
			if m.GodMode.Invokes() {
				for i := range fa.hands[c].n {
					if fa.hands[c].g[i] == m.God {
						keep[&fa.hands[c].g[i]] = true
						break
					}
				}
			}
		}
	}
	for s := range int(g.players) {
		if s == v {
			continue
		}
		for i := range fa.draft[s].n {
			slots = append(slots, slot{&fa.draft[s].g[i], s})
		}
		for i := range fa.hands[s].n {
			if !keep[&fa.hands[s].g[i]] {
				slots = append(slots, slot{&fa.hands[s].g[i], s})
			}
		}
	}
	for i := range fa.ndiscard {
		if int(fa.discard[i].by) != v {
			slots = append(slots, slot{&fa.discard[i].god, int(fa.discard[i].by)})
		}
	}
	for i := range fa.ndeck {
		slots = append(slots, slot{&fa.deck[i], -1})
	}
	hidden := map[God]bool{}
	var pool []God
	for _, sl := range slots {
		hidden[*sl.p] = true
		pool = append(pool, *sl.p)
	}
	r1 := g.godReceiver(v)
	r2 := g.godReceiver(r1)
	type known struct {
		god    God
		owners [2]int
	}
	var ks []known
	if gd := fa.passed[v][2]; gd != NoGod && hidden[gd] {
		ks = append(ks, known{gd, [2]int{r1, r1}})
	}
	for _, gd := range fa.passed[v][:2] {
		if gd == NoGod || !hidden[gd] {
			continue
		}
		if g.phase == phasePray && fa.step == 1 {
			ks = append(ks, known{gd, [2]int{r1, r1}})
		} else {
			ks = append(ks, known{gd, [2]int{r1, r2}})
		}
	}
	for _, k := range ks {
		for i, gd := range pool {
			if gd == k.god {
				pool = append(pool[:i], pool[i+1:]...)
				break
			}
		}
	}
	saved := make([]God, len(slots))
	for i, sl := range slots {
		saved[i] = *sl.p
	}
	filled := make([]bool, len(slots))
	for _, k := range ks {
		var free []int
		for i, sl := range slots {
			if !filled[i] && (sl.owner == k.owners[0] || sl.owner == k.owners[1]) {
				free = append(free, i)
			}
		}
		if len(free) == 0 {
			for i, sl := range slots { // cannot happen with a consistent state
				*sl.p = saved[i]
			}
			return
		}
		i := free[rng.IntN(len(free))]
		*slots[i].p, filled[i] = k.god, true
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i, sl := range slots {
		if !filled[i] {
			*sl.p, pool = pool[0], pool[1:]
		}
	}
}
