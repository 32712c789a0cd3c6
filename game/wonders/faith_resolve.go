package wonders

import "sort"

// Gods revealed and resolved with the turn's moves, and what happens to
// them when the Age ends.

// godBank is the coins a move's god takes to the bank.
func godBank(m Move, age int) int {
	if !m.GodMode.Invokes() {
		return 0
	}
	return m.God.Info().Cost(age).Coins
}

// resolveGods reveals the gods of this turn's moves, in alphabetical order
// of their names.
func (g *State) resolveGods() (pick int8) {
	var cs []int
	for c := range int(g.ncities) {
		if g.moves[c].GodMode != NoGodMode {
			cs = append(cs, c)
		}
	}
	sort.SliceStable(cs, func(i, j int) bool {
		return g.moves[cs[i]].God.Info().order < g.moves[cs[j]].God.Info().order
	})
	pick = -1
	for _, c := range cs {
		if g.resolveGod(c, g.moves[c]) {
			pick = int8(c)
		}
	}
	return pick
}

// resolveGod carries out city c's god: its coins, or its invocation and
// power; then the seat's other gods of the Age go face down once it may
// invoke no more.
func (g *State) resolveGod(c int, m Move) (pick bool) {
	fa := &g.fa
	h := &fa.hands[c]
	ct := &g.cities[c]
	ev := Event{Kind: EventGod, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: NoCard, God: m.God,
		Targets: m.Targets, by: int8(c)}
	before := ct.coins
	var gone Event
	closed := false
	if m.GodMode == GodCoins {
		ct.coins += int32(g.age)
		ev.Kind = EventGodCoins
		gone, closed = g.closeGods(c, m.God)
	} else {
		h.remove(m.God)
		fa.invoked[c][fa.ninvoked[c]] = placedGod{god: m.God, age: g.age, by: int8(c)}
		fa.ninvoked[c]++
		fa.used[c]++
		if f := godPower(m.God).apply; f != nil {
			f(g, c, m)
		}
		if int(fa.used[c]) >= g.godSlots(c) || h.n == 0 {
			gone, closed = g.closeGods(c, NoGod)
		} else if m.Action != Invoke {
			fa.second |= 1 << c
		}
	}
	ev.Coins = int(ct.coins - before)
	g.events = append(g.events, ev)
	if closed {
		g.events = append(g.events, gone)
	}
	if fa.godPick != 0 {
		fa.godPick = 0
		return true
	}
	return false
}

// closeGods discards what is left of seat c's god hand, face down: the
// seat may invoke no more this Age. It returns the event that says so
// and names the gods that left (EventGodsClosed), spent aside (the god
// just traded for coins, which its own event tells); ok is false when no
// other god was left, and nothing is to be said. The caller logs the
// event after the move's own.
func (g *State) closeGods(c int, spent God) (ev Event, ok bool) {
	fa := &g.fa
	ev = Event{Kind: EventGodsClosed, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: NoCard, God: NoGod,
		Gods: noGods, by: int8(c)}
	for _, gd := range fa.hands[c].gods() {
		fa.discard[fa.ndiscard] = placedGod{god: gd, age: g.age, by: int8(c)}
		fa.ndiscard++
		if gd != spent {
			ev.Gods[ev.Points] = gd
			ev.Points++
		}
	}
	fa.hands[c] = godHand{}
	fa.closed |= 1 << c
	return ev, ev.Points > 0
}

// noGods is an event's Gods naming none.
var noGods = [godHandMax]God{NoGod, NoGod, NoGod}

// endAgeGods, after the battles of Ages I and II, puts every god back in
// the deck: the hands not used, the face-down discards and the gods
// invoked this Age.
func (g *State) endAgeGods() {
	fa := &g.fa
	put := func(gd God) { fa.deck[fa.ndeck] = gd; fa.ndeck++ }
	for s := range maxCities {
		for _, gd := range fa.hands[s].gods() {
			put(gd)
		}
		fa.hands[s] = godHand{}
		k := 0
		for _, p := range fa.invoked[s][:fa.ninvoked[s]] {
			if p.age == g.age && g.age < 3 {
				put(p.god)
				continue
			}
			fa.invoked[s][k] = p
			k++
		}
		for i := k; i < int(fa.ninvoked[s]); i++ {
			fa.invoked[s][i] = placedGod{}
		}
		fa.ninvoked[s] = uint8(k)
	}
	for i := range fa.ndiscard {
		put(fa.discard[i].god)
		fa.discard[i] = placedGod{}
	}
	fa.ndiscard = 0
	fa.redeal = false
	// What counted this Age's gods starts again, before anything of the
	// next Age (with Leaders, its recruitment comes before the Prayer);
	// after Age III it stays as the game ended.
	if g.age < 3 {
		fa.closed, fa.used, fa.shared = 0, [maxCities]uint8{}, 0
	}
	for c := range maxCities {
		g.cities[c].coins += int32(fa.horus[c]) // the markers left are the seat's
		fa.horus[c] = 0
	}
}

// standingGods counts the gods standing in city c (for the Guild of the
// Illuminati): those invoked and not yet back in the deck.
func (g *State) standingGods(c int) int { return int(g.fa.ninvoked[c]) }

// playsLast reports whether city c plays the 7th card of this Age:
// Babylon B, or Zeus invoked this Age.
func (g *State) playsLast(c int) bool {
	return g.cities[c].last || g.fa.zeus[c] == g.age && g.age > 0
}
