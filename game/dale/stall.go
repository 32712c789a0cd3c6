package dale

import (
	"slices"

	"agora/game"
)

// Building stacks. Stack n (1-based) totals exactly n (n+1 under each
// opponent's Nasty Threat) with cards of one animalfolk; Junk never goes
// in. The builder adds cards one at a time; a card is offered only if the
// stack can still be completed exactly from the builder's hand. In the
// team game the builder may hand the stack to the partner (MoveAsk), who
// may add cards of the same animalfolk from his own hand and confirm, or
// decline; a builder counting on the partner may add any card of the
// animalfolk that does not overshoot. A partner who declines is not asked
// again that turn: the builder then builds alone, as in the game for 2 or 3
// (docs/rulings.md), so that asking cannot go on for ever.

// stackTarget is the total seat s's next stack must reach.
func (g *State) stackTarget(s int) int {
	return int(g.stallOf(s).nstacks) + 1 + g.penalty(s, NastyThreat)
}

// canStart reports whether seat s, whose next stack must total target
// (stackTarget), may start it with card c.
func (g *State) canStart(s int, c Card, target int) bool {
	v := g.value(s, c)
	if v > target {
		return false
	}
	if g.mayAsk() {
		return true
	}
	hand := g.p[s].hand.cards()
	return g.exactWithout(s, hand, slices.Index(hand, c), c.Deck(), target-v)
}

// mayAsk reports whether the active player may still count on the
// partner's help this turn.
func (g *State) mayAsk() bool { return g.teams && !g.declined }

// exactWithout reports whether some cards of deck d among cards, the
// skip-th left out, are worth (to seat s) exactly want: a subset sum on
// a bit set of reachable totals.
func (g *State) exactWithout(s int, cards []Card, skip int, d Deck, want int) bool {
	if want == 0 {
		return true
	}
	if want < 0 || want > 63 {
		return false
	}
	reach := uint64(1)
	for k, x := range cards {
		if k != skip && x.Animalfolk() && x.Deck() == d {
			if xv := g.value(s, x); xv <= 63 {
				reach |= reach << xv
			}
		}
	}
	return reach&(1<<want) != 0
}

// selection splits a stack frame's selection by seat: the builder's cards
// and the partner's.
func (f *frame) selectionOf(partner bool) []Card {
	var out []Card
	for i, c := range f.selected() {
		if (f.selBy&(1<<i) != 0) == partner {
			out = append(out, c)
		}
	}
	return out
}

// stackSum is the selection's total.
func (g *State) stackSum(f *frame) int {
	sum := 0
	for i, c := range f.selected() {
		if f.selBy&(1<<i) != 0 {
			sum += c.Value()
		} else {
			sum += g.value(int(f.owner), c)
		}
	}
	return sum
}

func (g *State) stackOptions(f *frame, buf []game.Option) []game.Option {
	s := int(f.seat)
	helping := f.ask == KindHelp
	target := g.stackTarget(int(f.owner))
	sum := g.stackSum(f)
	d := f.sel[0].Deck()
	if sum == target {
		buf = append(buf, mv(MoveConfirm).Option())
	} else if int(f.nsel) < selCap {
		var rb [smallBuf]Card
		rest := remaining(g.p[s].hand.cards(), f.selectionOf(helping), rb[:0])
		var seen [4]uint64
		for i, c := range rest {
			if !c.Animalfolk() || c.Deck() != d || seen[c>>6]&(1<<(c&63)) != 0 {
				continue
			}
			seen[c>>6] |= 1 << (c & 63)
			v := g.value(s, c)
			if sum+v > target {
				continue
			}
			if g.mayAsk() && !helping {
				buf = append(buf, cardMove(MoveAdd, c).Option())
				continue
			}
			if g.exactWithout(s, rest, i, d, target-sum-v) {
				buf = append(buf, cardMove(MoveAdd, c).Option())
			}
		}
		if g.mayAsk() && !helping {
			buf = append(buf, mv(MoveAsk).Option())
		}
	}
	return append(buf, mv(MoveCancel).Option())
}

func (g *State) applyStack(f *frame, m Move) bool {
	s := int(f.owner)
	switch m.Type {
	case MoveAdd:
		if f.ask == KindHelp {
			f.selBy |= 1 << f.nsel
		}
		f.sel[f.nsel] = m.Card
		f.nsel++
		return false
	case MoveAsk:
		f.wait(KindHelp, g.partner(s))
		return true
	case MoveCancel:
		if f.ask == KindHelp {
			// the partner declines: his cards go back, the builder goes on
			// alone
			g.declined = true
			g.event(Event{Kind: EventDecline, Seat: int(f.seat), Target: s})
			n := uint8(0)
			for i, c := range f.selected() {
				if f.selBy&(1<<i) == 0 {
					f.sel[n] = c
					n++
				}
			}
			for i := n; i < f.nsel; i++ {
				f.sel[i] = 0
			}
			f.nsel, f.selBy = n, 0
			f.wait(KindStack, s)
			return true
		}
		g.backToAction(s)
		return true
	}
	g.actions--
	g.build(f)
	return true
}

// build puts the selected cards into the builder's stall as its next
// stack; the last stack wins at once.
func (g *State) build(f *frame) {
	s := int(f.owner)
	st := g.stallOf(s)
	total := g.stackSum(f)
	var cards []Card
	for i, c := range f.selected() {
		from := s
		if f.selBy&(1<<i) != 0 {
			from = g.partner(s)
		}
		c = g.fromHand(from, c, allSeats)
		if from != s {
			st.given[st.n/64] |= 1 << (st.n % 64)
		}
		st.c[st.n] = c
		st.n++
		cards = append(cards, c)
	}
	k := st.nstacks
	st.ends[k], st.totals[k], st.by[k] = st.n, uint8(total), int8(s)
	st.nstacks++
	g.dry = 0
	g.event(Event{Kind: EventStack, Seat: s, Value: int(st.nstacks), Cards: cards})
	g.pop()
	if int(st.nstacks) == g.stacksToWin() {
		g.over, g.winner = true, int8(s)
		g.event(Event{Kind: EventWin, Seat: s, Value: int(st.nstacks)})
		g.nframes, g.nqueue = 0, 0
		g.frames = [frameCap]frame{}
		g.queue = [queueCap]trigger{}
		return
	}
	g.triggerOthers(s, ExtraRemarks)
}
