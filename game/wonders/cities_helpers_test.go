package wonders

import (
	"slices"
	"testing"
)

// citiesTable deals a Cities game (with more expansions if named) whose
// seat i gets boards[i] ("petra B").
func citiesTable(t *testing.T, players int, more []string, boards ...string) *table {
	t.Helper()
	cfg := config(players, 1, VariantSides, "A")
	cfg.Expansions = append([]string{ExpansionCities}, more...)
	return boardsTable(t, cfg, boards...)
}

// inPlay brings black card id into the game if its Age left it unseen,
// swapping it with a black card of the same Age that is in play (in a deck
// or a hand not set by the scenario).
func (tb *table) inPlay(id string, keep ...string) {
	tb.t.Helper()
	g := tb.g
	card := cid(id)
	u := slices.Index(g.cx.unseen.cards(), card)
	if u < 0 {
		return
	}
	age := catalog.cards[card].Age
	swap := func(p *Card) bool {
		if catalog.cards[*p].Color == Black && catalog.cards[*p].Age == age && !tb.kept[p] && !slices.Contains(keep, catalog.cards[*p].ID) {
			*p, g.cx.unseen.c[u] = card, *p
			return true
		}
		return false
	}
	for i := range g.decks[age].n {
		if swap(&g.decks[age].c[i]) {
			return
		}
	}
	for s := range maxCities {
		for i := range g.hands[s].n {
			if swap(&g.hands[s].c[i]) {
				g.handStart[g.turn] = g.hands
				return
			}
		}
	}
	tb.t.Fatalf("no black card of Age %d in play to swap with %s", age, id)
}

// cityHand is hand for a Cities scenario: black cards are brought into
// play first.
func (tb *table) cityHand(seat int, ids ...string) {
	tb.t.Helper()
	for _, id := range ids {
		if catalog.cards[cid(id)].Color == Black {
			tb.inPlay(id, ids...)
		}
	}
	tb.hand(seat, ids...)
}

// cityBuilt is built for a Cities scenario.
func (tb *table) cityBuilt(c int, ids ...string) {
	tb.t.Helper()
	for _, id := range ids {
		if catalog.cards[cid(id)].Color == Black {
			tb.inPlay(id)
		}
		tb.built(c, id)
	}
}

// discardAll plays turns of discards until the Age changes or the game
// ends.
func (tb *table) discardAll() {
	tb.t.Helper()
	age := tb.g.age
	for tb.g.age == age && !tb.g.Over() {
		p := tb.g.Pending()[0]
		var m Move
		for _, o := range tb.g.Legal(p.Seat, nil) {
			if m = MustDecode(o); m.Action == Discard || p.Kind != KindCard {
				break
			}
		}
		tb.play(m)
	}
	tb.check()
}
