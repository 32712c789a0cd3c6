package wonders

import "agora/game"

// Determinize returns a full state consistent with what the view's seat has
// seen, the hidden cards dealt anew with rng:
//
//   - other seats' choices this turn, not revealed yet, are withdrawn (those
//     seats owe their choice again);
//   - the cards the seat passed on this Age are followed around the table:
//     those not publicly built stay in the hands and face-down plays
//     (wonder tucks, discards) of the seats they went through;
//   - every other hidden card (other hands, other seats' tucks and
//     discards, the decks of later Ages, the Free City pile, the guilds
//     left in the box) is reshuffled among the hidden places holding cards
//     of its Age; the box only takes guilds. Cards of earlier Ages the seat
//     saw pass are not followed.
//   - with Commerce, the cards other seats picked and have not resolved yet
//     are hidden like their hands; on Market Day every hand is shown, so
//     hands stay as they are until the Age ends.
//
// Its history (the events) starts at this Age (ageEvents).
func (v *View) Determinize(rng *game.Rand) game.State {
	g := v.state.clone()
	if int(v.seat) >= 0 && int(v.seat) < int(g.players) {
		g.determinize(int(v.seat), rng)
	}
	g.events = g.ageEvents()
	return g
}

// ageEvents is a copy of the tail of the history that happened this Age.
// The rules read no older event (determinizing reads this Age's builds, a
// second god this turn's trade), so a determinized state, made for search,
// keeps only these. The copy has room for about one event per city and
// turn left in the game, so that a playout does not copy them again as it
// plays on.
func (g *State) ageEvents() []Event {
	k := len(g.events)
	for k > 0 && g.events[k-1].Age == int(g.age) {
		k--
	}
	turnsLeft := (3-int(g.age))*g.turns() + g.turns() - int(g.turn)
	room := int(g.ncities) * max(turnsLeft, 1)
	return append(make([]Event, 0, len(g.events)-k+room), g.events[k:]...)
}

// chainGroup is a set of hidden places that together hold the cards a seat
// passed on, less those built since.
type chainGroup struct {
	slots []*Card
	known []Card
}

func (g *State) determinize(v int, rng *game.Rand) {
	// Horus: the hand v watches stays as it is, its owner's choice in.
	peeked := -1
	if g.horusPeek(v) != nil {
		peeked = g.horusGiver(v)
		g.fa.shown = int8(peeked + 1)
		defer func() { g.fa.shown = 0 }()
	}
	// Seth: once the choices are revealed they stay, their cards too.
	g.fa.protect = g.protectedSlots()
	defer func() { g.fa.protect = nil }()
	if g.phase == phaseChoose && !g.revealed() {
		for c := range int(g.ncities) {
			if g.hasChosen(c) && int(g.controller(c)) != v && c != peeked && g.leansOn(v) != c {
				g.chosen &^= 1 << c
			}
		}
		g.refreshPending()
	}
	knownDiscard := g.phase == phasePick && int(g.controller(int(g.picker))) == v
	from := 0 // Ouranos: the hands were dealt anew before this turn
	if g.faithOn() && g.fa.redealAge == g.age {
		from = int(g.fa.redealTurn)
	}
	shown := g.handsShown()
	constrained := map[*Card]bool{}
	var groups []chainGroup
	if !shown {
		groups = g.chains(v, knownDiscard, from)
	}
	for _, gr := range groups {
		for _, p := range gr.slots {
			constrained[p] = true
		}
	}
	// Every hidden place, by the Age of the card it holds.
	var free [4][]*Card
	var pool [4][]Card
	hide := func(p *Card) {
		if g.fa.protect[p] {
			return
		}
		a := catalog.cards[*p].Age
		pool[a] = append(pool[a], *p)
		if !constrained[p] {
			free[a] = append(free[a], p)
		}
	}
	for s := range int(g.players) {
		if s == v {
			continue
		}
		if !shown && !g.partners(s, v) && s != peeked {
			for i := range g.hands[s].n {
				hide(&g.hands[s].c[i])
			}
		}
		if g.unresolved(s) {
			hide(&g.moves[s].Card)
		}
	}
	for c := range int(g.ncities) {
		ct := &g.cities[c]
		for k := range ct.stages {
			if int(ct.tucked[k].by) != v && ct.tucked[k].card != NoCard {
				hide(&ct.tucked[k].card)
			}
		}
	}
	if !knownDiscard {
		for i := range g.ndiscard {
			if int(g.discard[i].by) != v {
				hide(&g.discard[i].card)
			}
		}
	}
	for a := range g.decks {
		for i := range g.decks[a].n {
			hide(&g.decks[a].c[i])
		}
	}
	var box []*Card
	for i := range g.nbox {
		pool[3] = append(pool[3], g.box[i])
		box = append(box, &g.box[i])
	}
	for a := 1; a <= 3; a++ {
		p := pool[a]
		for _, gr := range groups {
			if len(gr.slots) > 0 && catalog.cards[*gr.slots[0]].Age == a {
				for _, k := range gr.known {
					p = takeCard(p, k)
				}
			}
		}
		rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
		if a == 3 {
			for _, slot := range box {
				for i := range p {
					if catalog.cards[p[i]].Guild {
						*slot = p[i]
						p = append(p[:i], p[i+1:]...)
						break
					}
				}
			}
		}
		for _, gr := range groups {
			if len(gr.slots) == 0 || catalog.cards[*gr.slots[0]].Age != a {
				continue
			}
			cards := append([]Card(nil), gr.known...)
			u := len(gr.slots) - len(gr.known)
			cards = append(cards, p[len(p)-u:]...)
			p = p[:len(p)-u]
			rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
			for i, slot := range gr.slots {
				*slot = cards[i]
			}
		}
		for i, slot := range free[a] {
			*slot = p[i]
		}
	}
	g.determinizeGods(v, rng)
	for _, l := range g.lays {
		if l.determinize != nil {
			l.determinize(g, v, rng)
		}
	}
	if g.phase == phasePray {
		g.refreshPending()
	}
	g.rng = game.NewRand(rng.Uint64())
}

// takeCard removes one copy of c from cards.
func takeCard(cards []Card, c Card) []Card {
	for i, x := range cards {
		if x == c {
			cards[i] = cards[len(cards)-1]
			return cards[:len(cards)-1]
		}
	}
	return cards
}

// chains follows each hand seat v passed on this Age: through every seat
// it reached, the face-down plays made from it, and the hand that holds
// what is left now. Each group's known cards are those v passed that are
// still hidden in it.
func (g *State) chains(v int, knownDiscard bool, from int) []chainGroup {
	resolved := int(g.turn)
	if g.phase == phasePick || g.afterTurn() {
		resolved++
	}
	var groups []chainGroup
	for t := from; t < min(int(g.turn), g.turns()-1); t++ {
		passed := g.handStart[t][v]
		for _, e := range g.events {
			if e.Age == int(g.age) && e.Turn == t+1 && int(e.by) == v && (e.Kind >= EventBuild && e.Kind <= EventBuildFree || e.Kind == EventBuildShared) {
				passed.remove(e.Card)
			}
		}
		var gr chainGroup
		w, time := g.receiver(v, t), t+1
		for w != v {
			if time >= resolved {
				gr.slots = g.unknownHand(v, w, gr.slots)
				if g.phase == phaseResolve {
					gr.slots = g.resolveSlots(w, gr.slots)
				}
				break
			}
			gr.slots = g.hiddenPlays(w, time, knownDiscard, gr.slots)
			if time+1 == resolved && g.phase != phaseChoose && g.phase != phaseResolve || time == g.turns()-1 {
				gr.slots = g.unknownHand(v, w, gr.slots)
				break
			}
			w, time = g.receiver(w, time), time+1
		}
		var truth [256]int
		for _, p := range gr.slots {
			truth[*p]++
		}
		for _, c := range passed.cards() {
			if truth[c] > 0 {
				truth[c]--
				gr.known = append(gr.known, c)
			}
		}
		if len(gr.slots) > 0 {
			groups = append(groups, gr)
		}
	}
	return groups
}

// receiver is the seat that gets seat s's hand after turn t.
func (g *State) receiver(s, t int) int {
	if g.freeCity >= 0 {
		return 1 - s
	}
	n := int(g.players)
	return (s + g.direction() + n) % n
}

// handsShown reports whether every hand is public: from Market Day to the
// end of its Age.
func (g *State) handsShown() bool {
	return g.marketDayOn() && int(g.turn) >= g.turns()-1 && g.phase != phaseChoose
}

// resolveSlots adds, while the seats resolve in market order, what seat s
// took from its hand this turn: its pick if unresolved, else its
// face-down play.
func (g *State) resolveSlots(s int, slots []*Card) []*Card {
	if g.unresolved(s) {
		if g.fa.protect[&g.moves[s].Card] {
			return slots
		}
		return append(slots, &g.moves[s].Card)
	}
	return g.hiddenPlays(s, int(g.turn), false, slots)
}

// unknownHand adds seat w's hand unless it is v's partner's, which v sees.
func (g *State) unknownHand(v, w int, slots []*Card) []*Card {
	if g.partners(v, w) {
		return slots
	}
	return g.handSlots(w, slots)
}

func (g *State) handSlots(s int, slots []*Card) []*Card {
	if g.fa.shown == int8(s+1) {
		return slots
	}
	for i := range g.hands[s].n {
		if !g.fa.protect[&g.hands[s].c[i]] {
			slots = append(slots, &g.hands[s].c[i])
		}
	}
	return slots
}

// hiddenPlays adds the face-down places seat s filled from its hand on
// turn t of this Age: wonder tucks and discards.
func (g *State) hiddenPlays(s, t int, knownDiscard bool, slots []*Card) []*Card {
	for c := range int(g.ncities) {
		ct := &g.cities[c]
		for k := range ct.stages {
			tk := &ct.tucked[k]
			if tk.age == g.age && int(tk.turn) == t && int(tk.by) == s && tk.card != NoCard {
				slots = append(slots, &tk.card)
			}
		}
	}
	if !knownDiscard {
		for i := range g.ndiscard {
			d := &g.discard[i]
			if d.age == g.age && int(d.turn) == t && int(d.by) == s {
				slots = append(slots, &d.card)
			}
		}
	}
	return slots
}
