package wonders

import (
	"testing"

	"agora/game"
)

// newFaithTable deals a Faith game whose seat i gets boards[i], plays the
// Prayer with every seat keeping its first god, and sets the Age (the Age
// I cards stay in the hands; tb.hand swaps in the scenario's cards).
func newFaithTable(t *testing.T, players, age int, boards ...string) *table {
	t.Helper()
	return newFaithTableTeams(t, players, false, age, boards...)
}

// newFaithTableTeams is newFaithTable, in a team game when teams is set.
func newFaithTableTeams(t *testing.T, players int, teams bool, age int, boards ...string) *table {
	t.Helper()
	cfg := config(players, 1, VariantSides, "A")
	cfg.Expansions = []string{ExpansionFaith}
	cfg.Teams = teams
	tb := boardsTable(t, cfg, boards...)
	tb.pray()
	tb.g.age = uint8(age)
	return tb
}

// pray has every seat keep its first god until the Prayer ends.
func (tb *table) pray() {
	tb.t.Helper()
	for tb.g.phase == phasePray {
		p := tb.g.Pending()[0]
		if err := tb.g.Apply(p.Seat, tb.g.Legal(p.Seat, nil)[0]); err != nil {
			tb.t.Fatal(err)
		}
	}
}

func gid(id string) God {
	gd, ok := GodByID(id)
	if !ok {
		panic("no god " + id)
	}
	return gd
}

// gods gives seat exactly these gods for the Age, taking them from the deck
// or from other hands (which get deck gods instead); the seat's former
// gods go to the deck.
func (tb *table) gods(seat int, ids ...string) {
	tb.t.Helper()
	fa := &tb.g.fa
	for _, gd := range fa.hands[seat].gods() {
		fa.deck[fa.ndeck] = gd
		fa.ndeck++
	}
	fa.hands[seat] = godHand{}
	for _, id := range ids {
		gd := gid(id)
		if !tb.takeGod(gd) {
			tb.t.Fatalf("god %s is not dealt in this game", id)
		}
		fa.hands[seat].add(gd)
	}
	fa.closed &^= 1 << seat
}

func (tb *table) takeGod(gd God) bool {
	fa := &tb.g.fa
	for i := range fa.ndeck {
		if fa.deck[i] == gd {
			fa.ndeck--
			fa.deck[i], fa.deck[fa.ndeck] = fa.deck[fa.ndeck], 0
			return true
		}
	}
	for s := range maxCities {
		for i := range fa.hands[s].n {
			if fa.hands[s].g[i] == gd {
				fa.ndeck--
				fa.hands[s].g[i], fa.deck[fa.ndeck] = fa.deck[fa.ndeck], 0
				return true
			}
		}
	}
	return false
}

// invoke returns the card move m combined with god id in mode, paying the
// given coins in all.
func invoke(m Move, id string, mode GodMode, left, right int) Move {
	m.God, m.GodMode, m.PayLeft, m.PayRight = gid(id), mode, left, right
	return m
}

// godMoves lists seat's legal moves that invoke god id.
func (tb *table) godMoves(seat int, id string) []Move {
	var out []Move
	for _, m := range tb.moves(game.Seat(seat)) {
		if m.GodMode.Invokes() && m.God == gid(id) {
			out = append(out, m)
		}
	}
	return out
}

// standing reports whether city c has god id face up.
func (tb *table) standing(c int, id string) bool {
	fa := &tb.g.fa
	for _, p := range fa.invoked[c][:fa.ninvoked[c]] {
		if p.god == gid(id) {
			return true
		}
	}
	return false
}
