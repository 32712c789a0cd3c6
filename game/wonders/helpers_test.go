package wonders

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"agora/game"
)

// table is a test position: a real deal whose cards are then moved where a
// scenario wants them, keeping every card in one place.
type table struct {
	t    *testing.T
	g    *State
	kept map[*Card]bool // hand places set by hand, not to be taken again
}

// newTable deals a game whose seat i gets boards[i] ("rhodes A"); with 2
// players a third board names the Free City's.
func newTable(t *testing.T, players int, boards ...string) *table {
	t.Helper()
	return boardsTable(t, config(players, 1, VariantSides, "A"), boards...)
}

// boardsTable deals the game of cfg and gives seat i boards[i] ("rhodes
// A"), keeping the coins it was dealt.
func boardsTable(t *testing.T, cfg game.Config, boards ...string) *table {
	t.Helper()
	g := start(t, cfg)
	for c, b := range boards {
		id, side, _ := strings.Cut(b, " ")
		w, ok := WonderByID(id)
		if !ok {
			t.Fatalf("no wonder %q", id)
		}
		coins := g.cities[c].coins
		g.initCity(c, w, Side(strings.Index("AB", side)))
		g.cities[c].coins = coins
	}
	return &table{t: t, g: g, kept: map[*Card]bool{}}
}

func cid(id string) Card {
	c, ok := CardByID(id)
	if !ok {
		panic("no card " + id)
	}
	return c
}

// slot finds a copy of card outside the given hand positions: in a deck,
// the box, the discard pile or a hand.
func (tb *table) slot(card Card, skipSeat, skipUpTo int) *Card {
	g := tb.g
	for a := range g.decks {
		for i := range g.decks[a].n {
			if g.decks[a].c[i] == card {
				return &g.decks[a].c[i]
			}
		}
	}
	for i := range g.nbox {
		if g.box[i] == card {
			return &g.box[i]
		}
	}
	for s := range maxCities {
		for i := range g.hands[s].n {
			if g.hands[s].c[i] == card && !(s == skipSeat && int(i) < skipUpTo) && !tb.kept[&g.hands[s].c[i]] {
				return &g.hands[s].c[i]
			}
		}
	}
	for i := range g.ndiscard {
		if g.discard[i].card == card {
			return &g.discard[i].card
		}
	}
	tb.t.Fatalf("no copy of %s left", card)
	return nil
}

// hand puts the cards first in seat's hand, swapping them with the cards
// they displace.
func (tb *table) hand(seat int, ids ...string) {
	tb.t.Helper()
	h := &tb.g.hands[seat]
	for i, id := range ids {
		if i >= int(h.n) {
			tb.t.Fatalf("seat %d holds only %d cards", seat, h.n)
		}
		p := tb.slot(cid(id), seat, i)
		*p, h.c[i] = h.c[i], *p
		tb.kept[&h.c[i]] = true
	}
	tb.g.handStart[tb.g.turn] = tb.g.hands
}

// take removes one copy of card from where it lies, leaving in its place,
// if that was a hand, a card drawn from a deck.
func (tb *table) take(card Card) {
	tb.t.Helper()
	p := tb.slot(card, -1, 0)
	g := tb.g
	for a := range g.decks {
		d := &g.decks[a]
		if i := slices.Index(d.cards(), card); i >= 0 && &d.c[i] == p {
			// Keep the Age I and II decks whole: refill from Age III's.
			if d3 := &g.decks[3]; a < 3 && d3.n > 0 {
				d.c[i] = d3.draw()
				return
			}
			d.c[i] = d.c[d.n-1]
			d.draw()
			return
		}
	}
	for i := range g.nbox {
		if &g.box[i] == p {
			g.box[i] = g.box[g.nbox-1]
			g.nbox--
			return
		}
	}
	for i := range g.ndiscard {
		if &g.discard[i].card == p {
			copy(g.discard[i:], g.discard[i+1:g.ndiscard])
			g.ndiscard--
			return
		}
	}
	for a := 3; a >= 1; a-- {
		if d := &g.decks[a]; d.n > 0 && d.c[d.n-1] != card {
			*p = d.draw()
			return
		}
	}
	tb.t.Fatalf("cannot take %s", card)
}

// built puts structures in a city as if built on earlier turns (their
// coins are not taken: set coins afterwards).
func (tb *table) built(c int, ids ...string) {
	tb.t.Helper()
	for _, id := range ids {
		card := cid(id)
		tb.take(card)
		ct := &tb.g.cities[c]
		coins := ct.coins
		ct.addStructure(card)
		for i := range catalog.cards[card].Effects {
			tb.g.applyEffect(c, &catalog.cards[card].Effects[i])
		}
		ct.coins = coins
	}
}

// stages builds a city's first n wonder stages with cards from the decks.
func (tb *table) stages(c, n int) {
	tb.t.Helper()
	g := tb.g
	ct := &g.cities[c]
	for range n {
		d := &g.decks[3]
		if d.n == 0 {
			d = &g.decks[2]
		}
		ct.tucked[ct.stages] = tuck{card: d.draw(), age: 3, by: int8(c)}
		coins := ct.coins
		for i := range ct.stageInfo()[ct.stages].Effects {
			g.applyEffect(c, &ct.stageInfo()[ct.stages].Effects[i])
		}
		ct.coins = coins
		ct.stages++
	}
}

func (tb *table) coins(c, n int) { tb.g.cities[c].coins = int32(n) }

func (tb *table) city(c int) *city { return &tb.g.cities[c] }

func build(seat int, id string, left, right int) Move {
	return Move{Action: Build, Card: cid(id), City: seat, PayLeft: left, PayRight: right}
}

func stage(seat int, id string, st, left, right int) Move {
	return Move{Action: BuildStage, Card: cid(id), City: seat, Stage: st, PayLeft: left, PayRight: right}
}

func discard(seat int, id string) Move {
	return Move{Action: Discard, Card: cid(id), City: seat}
}

// play applies a move for its city's controller and fails on refusal.
func (tb *table) play(m Move) {
	tb.t.Helper()
	seat := tb.g.controller(m.City)
	if err := tb.g.Apply(seat, m.Option()); err != nil {
		tb.t.Fatalf("%v: %v (legal: %v)", m, err, tb.moves(seat))
	}
}

// refuse checks a move is refused with ErrIllegal and changes nothing.
func (tb *table) refuse(m Move) {
	tb.t.Helper()
	before := tb.g.Digest()
	tb.g.listed = listing{} // scenarios change the state behind Legal's back
	err := tb.g.Apply(tb.g.controller(m.City), m.Option())
	if !errors.Is(err, game.ErrIllegal) {
		tb.t.Fatalf("%v: got %v, want ErrIllegal", m, err)
	}
	if tb.g.Digest() != before {
		tb.t.Fatal("refused move changed the state")
	}
}

// turn plays the given moves; every other pending seat discards its first
// card.
func (tb *table) turn(moves ...Move) {
	tb.t.Helper()
	age, turn := tb.g.age, tb.g.turn
	for _, m := range moves {
		tb.play(m)
	}
	tb.discardUntil(age, turn)
}

// discardRest has every seat that has not chosen yet discard a card, so
// the turn resolves.
func (tb *table) discardRest() {
	tb.t.Helper()
	tb.discardUntil(tb.g.age, tb.g.turn)
}

func (tb *table) discardUntil(age, turn uint8) {
	tb.t.Helper()
	for tb.g.phase == phaseChoose && tb.g.npending > 0 && tb.g.age == age && tb.g.turn == turn {
		p := tb.g.Pending()[0]
		var m Move
		for _, o := range tb.g.Legal(p.Seat, nil) {
			if mv := MustDecode(o); mv.Action == Discard {
				m = mv
				break
			}
		}
		if m.Action == 0 {
			m = MustDecode(tb.g.Legal(p.Seat, nil)[0])
		}
		tb.play(m)
	}
}

// moves lists seat's legal moves.
func (tb *table) moves(seat game.Seat) []Move {
	var out []Move
	for _, o := range tb.g.Legal(seat, nil) {
		out = append(out, MustDecode(o))
	}
	return out
}

// plansFor lists the build plans seat has for card (nil if none).
func (tb *table) plansFor(seat int, action Action, id string) []Plan {
	var out []Plan
	for _, m := range tb.moves(game.Seat(seat)) {
		if m.Action == action && m.Card == cid(id) {
			out = append(out, Plan{Left: int8(m.PayLeft), Right: int8(m.PayRight), Others: int8(m.PayOthers)})
		}
	}
	return out
}

func (tb *table) check() {
	tb.t.Helper()
	if err := tb.g.Check(); err != nil {
		tb.t.Fatal(err)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
