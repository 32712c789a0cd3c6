package wonders

import "agora/game"

// The wonder powers that need decisions or change the turn's course:
// Halikarnassus's build from the discard pile, Babylon B's 7th card and
// Olympia A's free structure (an option kind, see buildOptions). Olympia
// B's guild copy and the science wildcards are scored in scoring.go.

// startPick opens Halikarnassus's discard build for city c (-1: none) if
// the pile holds a card it may build; otherwise the power is lost.
func (g *State) startPick(c int8) {
	if c >= 0 {
		var buf [maxDiscard]game.Option
		if len(g.pickOptions(int(c), NoCard, buf[:0])) > 0 {
			g.phase, g.picker = phasePick, c
			return
		}
	}
	g.afterPick()
}

// pickOptions lists the discarded cards city c may build: any card in the
// pile whose name the city does not hold yet.
func (g *State) pickOptions(c int, only Card, buf []game.Option) []game.Option {
	var seen [4]uint64
	for _, d := range g.discard[:g.ndiscard] {
		if (only != NoCard && d.card != only) || g.blocked(c, d.card) || seen[d.card>>6]&(1<<(d.card&63)) != 0 {
			continue
		}
		seen[d.card>>6] |= 1 << (d.card & 63)
		buf = append(buf, Move{Action: BuildDiscarded, Card: d.card, City: c}.Option())
	}
	return buf
}

// buildFromDiscard takes the card out of the pile (its latest copy) and
// builds it for free.
func (g *State) buildFromDiscard(m Move) {
	for i := int(g.ndiscard) - 1; i >= 0; i-- {
		if g.discard[i].card == m.Card {
			copy(g.discard[i:g.ndiscard], g.discard[i+1:g.ndiscard])
			g.ndiscard--
			g.discard[g.ndiscard] = discarded{}
			break
		}
	}
	g.place(m.City, m)
	g.effects(m.City, m)
}

// afterPick goes on after the turn's discard build: after the Age's last
// turn a Babylon B still holding its last card plays it, otherwise the
// turn ends.
func (g *State) afterPick() {
	g.picker = -1
	for _, l := range g.lays {
		if l.picks != nil && l.picks(g) {
			return
		}
	}
	if g.turn == uint8(g.turns())-1 {
		for s := range int(g.players) {
			if g.playsLast(s) && g.hands[s].n > 0 {
				g.phase, g.lastBy, g.turn = phaseLast, int8(s), uint8(g.turns())
				return
			}
		}
	}
	g.endTurn()
}

// playLast resolves Babylon B's last card alone, against the position
// after the Age's last turn (so coins earned on that turn can be spent),
// then ends the Age.
func (g *State) playLast(m Move) {
	c := m.City
	h := &g.hands[g.controller(c)]
	h.remove(m.Card)
	g.playAlone(c, m)
	for _, card := range h.cards() {
		g.addDiscard(card, int8(c))
		g.events = append(g.events, Event{Kind: EventLeftover, Age: int(g.age), Turn: g.turns() + 1, City: c, Card: card, by: int8(c)})
	}
	*h = hand{}
	g.turn = uint8(g.turns()) - 1
	g.lastBy = -1
	g.afterPick() // with Zeus, another city may play its 7th card too
}
