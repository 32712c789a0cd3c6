package wonders

import "agora/game"

// KindSeth: Seth, held by the seat, may cancel a god another city just
// revealed (Cancel, its Targets the city) or let it be (Pass).
const KindSeth = "wonders.seth"

func init() {
	// Seth is never invoked with a card: he answers a reveal.
	addPower("seth", power{can: func(g *State, c int) bool { return false }})
}

// sethVictims is the cities whose god seat s may cancel now: in the
// choice phase every other city whose revealed move invokes a god; with
// Commerce, the resolving city whose move waits.
func (g *State) sethVictims(s int) uint8 {
	var out uint8
	switch g.phase {
	case phaseResolve:
		if c := int(g.resolving); c != s && g.fa.stash.GodMode.Invokes() {
			out |= 1 << c
		}
	case phasePick:
		if c := g.fa.stash.City; c != s && g.fa.stash.Action == Invoke {
			out |= 1 << c
		}
	default:
		for c := range int(g.ncities) {
			if c != s && g.hasChosen(c) && g.moves[c].GodMode.Invokes() {
				out |= 1 << c
			}
		}
	}
	if p := g.partner(s); p >= 0 {
		out &^= 1 << p // a partner's god is no target
	}
	return out
}

// canSeth reports whether seat s may answer with Seth now: it holds him,
// may still invoke a god this Age, can pay him without spoiling its own
// move of this turn (which must not invoke a god), and someone revealed
// a god.
func (g *State) canSeth(s int) bool {
	fa := &g.fa
	seth := sethGod
	if s >= int(g.players) || s == int(g.freeCity) || !g.mayUseGods(s) || !fa.hands[s].has(seth) ||
		g.sethVictims(s) == 0 {
		return false
	}
	cost := seth.Info().Cost(int(g.age)).Coins
	coins := int(g.cities[s].coins)
	if g.phase == phaseChoose {
		m := g.moves[s]
		if m.GodMode != NoGodMode {
			return false
		}
		spend, early, _ := g.moveCoins(s, m)
		return coins-cost+early >= spend
	}
	return coins >= cost
}

// sethWindow asks, after a reveal, the next seat that may answer with
// Seth (victim: the resolving city with Commerce, -1 in the choice
// phase); it reports whether someone is asked. When nobody is left the
// window closes.
func (g *State) sethWindow(victim int) bool {
	fa := &g.fa
	if !g.faithOn() || !sethGod.Info().Implemented {
		return false
	}
	for s := range int(g.players) {
		if fa.sethAsked&(1<<s) == 0 && g.canSeth(s) {
			fa.sethAsk = int8(s + 1)
			return true
		}
	}
	fa.sethAsked = 0
	return false
}

// sethOptions lists seat s's answers: cancel one revealed god, or pass.
func (g *State) sethOptions(s int, buf []game.Option) []game.Option {
	for _, c := range targetList(g.sethVictims(s)) {
		buf = append(buf, Move{Action: Cancel, City: s, Card: NoCard, God: sethGod, Targets: 1 << c}.Option())
	}
	return append(buf, Move{Action: Pass, City: s, Card: NoCard}.Option())
}

// sethApply carries an answer out. A cancel invokes Seth (paid in coins);
// the victim's god goes face down unused and unpaid, counts as its god of
// the Age, and the victim plays the same card again without it.
func (g *State) sethApply(m Move) {
	fa := &g.fa
	s := m.City
	fa.sethAsked |= 1 << s
	fa.sethAsk = 0
	if m.Action == Pass {
		return
	}
	victim := targetList(m.Targets)[0]
	seth := sethGod
	cost := seth.Info().Cost(int(g.age)).Coins
	g.cities[s].coins -= int32(cost)
	fa.hands[s].remove(seth)
	fa.invoked[s][fa.ninvoked[s]] = placedGod{god: seth, age: g.age, by: int8(s)}
	fa.ninvoked[s]++
	fa.used[s]++
	var gone []Event
	if int(fa.used[s]) >= g.godSlots(s) || fa.hands[s].n == 0 {
		if ev, ok := g.closeGods(s, NoGod); ok {
			gone = append(gone, ev)
		}
	}
	var vm Move
	if g.phase == phaseResolve || g.phase == phasePick {
		vm, fa.stash = fa.stash, Move{}
	} else {
		vm = g.moves[victim]
		g.chosen &^= 1 << victim
	}
	fa.alloc[victim] = 0 // what it would have paid other cities (Poseidon)
	fa.hands[victim].remove(vm.God)
	fa.discard[fa.ndiscard] = placedGod{god: vm.God, age: g.age, by: int8(victim)}
	fa.ndiscard++
	fa.used[victim]++
	if int(fa.used[victim]) >= g.godSlots(victim) || fa.hands[victim].n == 0 {
		if ev, ok := g.closeGods(victim, NoGod); ok {
			gone = append(gone, ev)
		}
	}
	if vm.Action != Invoke {
		fa.redo |= 1 << victim // its card is played again, without the god
	}
	if g.phase == phaseChoose && g.firstGod(vm) == mardukGod {
		g.unleanAfterCancel(victim)
	}
	g.events = append(g.events, Event{Kind: EventGod, Age: int(g.age), Turn: int(g.turn) + 1, City: s, Card: NoCard,
		God: seth, Targets: m.Targets, Cancelled: vm.God, Coins: -cost, by: int8(s)})
	g.events = append(g.events, gone...)
}

// revealed reports whether this turn's choices are public: Seth's window
// or a cancelled god's replay is under way.
func (g *State) revealed() bool {
	return g.faithOn() && (g.fa.sethAsk != 0 || g.fa.redo != 0 || g.fa.stash.Action != 0)
}

// protectedSlots is, while the choices are public, where the chosen
// cards lie (one copy each in its controller's hand; with Commerce the
// pick of the resolving city whose move waits): determinize leaves them.
func (g *State) protectedSlots() map[*Card]bool {
	if !g.revealed() {
		return nil
	}
	out := map[*Card]bool{}
	if g.phase == phaseResolve {
		out[&g.moves[g.resolving].Card] = true
		return out
	}
	for c := range int(g.ncities) {
		if !g.hasChosen(c) {
			continue
		}
		h := &g.hands[g.controller(c)]
		for i := range h.n {
			if p := &h.c[i]; *p == g.moves[c].Card && !out[p] {
				out[p] = true
				break
			}
		}
	}
	return out
}
