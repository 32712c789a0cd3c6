package wonders

import "agora/game"

// KindOsiris: Osiris's pick, after the turn: build a card of the discard
// pile for free (not a wonder stage), or take 3 coins instead.
const KindOsiris = "wonders.osiris"

// blocked reports whether city c may not build card because it holds one
// of the same name (Pan lifts that rule while he stands in the city this
// Age).
func (g *State) blocked(c int, card Card) bool {
	if !g.cities[c].owns(card) {
		return false
	}
	return !g.invokedNow(c, panGod)
}

func init() {
	addPower("pan", power{apply: func(g *State, c int, m Move) { g.fa.dupes |= 1 << c }})
	addPower("chronos", power{
		gain: func(g *State, c int, m Move) int {
			ct := &g.cities[c]
			n := 0
			if st := ct.stageInfo(); int(ct.stages) < len(st) {
				for _, e := range st[ct.stages].Effects {
					if e.Kind == Coins {
						n += e.N
					}
				}
			}
			return n
		},
		apply: chronosStage,
	})
	addPower("ouranos", power{apply: func(g *State, c int, m Move) { g.fa.redeal = true }})
	addPower("osiris", power{
		can:   func(g *State, c int) bool { return g.ndiscard > 0 },
		apply: func(g *State, c int, m Move) { g.fa.osiris |= 1 << c },
	})
	for i := range catalog.gods {
		if p, ok := godPowers[catalog.gods[i].ID]; ok {
			catalog.gods[i].Implemented = true
			powerOf[i] = p
		}
	}
}

// addPower registers a god's power from a file's init and marks the god
// as dealt.
func addPower(id string, p power) {
	godPowers[id] = p
	if gd, ok := GodByID(id); ok {
		catalog.gods[gd].Implemented = true
		powerOf[gd] = p
	}
}

// powerOf is godPowers by god index, filled by the init functions: what
// the engine's inner loops read.
var powerOf [maxGods]power

// chronosStage builds city c's next wonder stage with no card under it.
func chronosStage(g *State, c int, m Move) {
	ct := &g.cities[c]
	st := ct.stageInfo()
	k := int(ct.stages)
	if k >= len(st) {
		return
	}
	ct.tucked[k] = tuck{card: NoCard, age: g.age, turn: g.turn, by: int8(c)}
	ct.stages++
	before := ct.coins
	for i := range st[k].Effects {
		if g.applyEffect(c, &st[k].Effects[i]) {
			g.fa.godPick = int8(c) + 1
		}
	}
	g.events = append(g.events, Event{Kind: EventStage, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: NoCard,
		Stage: k, Coins: int(ct.coins - before), by: int8(c)})
}

// redeal, after the turn Ouranos was invoked, gathers every seat's hand,
// shuffles the cards and deals each seat as many as it gave.
func (g *State) redeal() {
	fa := &g.fa
	if !fa.redeal {
		return
	}
	fa.redeal = false
	var all []Card
	for s := range int(g.players) {
		all = append(all, g.hands[s].cards()...)
	}
	g.rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	for s := range int(g.players) {
		n := int(g.hands[s].n)
		g.hands[s] = hand{}
		for _, card := range all[:n] {
			g.hands[s].add(card)
		}
		all = all[n:]
	}
	fa.redealAge, fa.redealTurn = g.age, g.turn+1
}

// startOsiris opens the next Osiris pick owed after this turn, if the
// discard pile offers one.
func (g *State) startOsiris() bool {
	fa := &g.fa
	for fa.osiris != 0 {
		c := 0
		for fa.osiris&(1<<c) == 0 {
			c++
		}
		fa.osiris &^= 1 << c
		if len(g.osirisOptions(c, NoCard, nil)) > 0 {
			g.phase, g.picker, fa.pickMode = phasePick, int8(c), pickOsiris
			return true
		}
	}
	return false
}

// osirisOptions lists Osiris's choices: build any card of the pile the
// city may build, for free, or take 3 coins (one option, naming the
// pile's lowest card).
func (g *State) osirisOptions(c int, only Card, buf []game.Option) []game.Option {
	buf = g.pickOptions(c, only, buf)
	low := NoCard
	for _, d := range g.discard[:g.ndiscard] {
		low = min(low, d.card)
	}
	if low != NoCard && (only == NoCard || only == low) {
		buf = append(buf, Move{Action: Discard, Card: low, City: c}.Option())
	}
	return buf
}

// osirisApply carries out Osiris's choice.
func (g *State) osirisApply(m Move) {
	if m.Action == Discard {
		ct := &g.cities[m.City]
		ct.coins += discardGain
		g.events = append(g.events, Event{Kind: EventDiscard, Age: int(g.age), Turn: int(g.turn) + 1, City: m.City,
			Card: m.Card, Coins: discardGain, by: int8(m.City)})
		return
	}
	g.buildFromDiscard(m)
}
