package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

func TestFaithPan(t *testing.T) {
	tb := newFaithTable(t, 4, 1, "gizah A", "rhodes A", "babylon A", "olympia A")
	g := tb.g
	tb.gods(0, "pan")
	tb.built(0, "lumber_yard", "press_1")
	tb.built(1, "ore_vein")
	tb.hand(0, "ore_vein")
	if !g.blocked(0, cid("lumber_yard")) || len(tb.plansFor(0, Build, "ore_vein")) == 0 {
		t.Fatal("setup")
	}
	tb.play(invoke(build(0, "ore_vein", 0, 0), "pan", InvokeAfter, 0, 0))
	tb.discardRest()
	// The 4-player game's second Lumber Yard: Pan lets the city build it.
	tb.hand(0, "lumber_yard")
	if g.blocked(0, cid("lumber_yard")) || len(tb.plansFor(0, Build, "lumber_yard")) != 1 {
		t.Fatal("pan: a same-named card may be built")
	}
	tb.play(build(0, "lumber_yard", 0, 0))
	tb.discardRest()
	if g.cities[0].fixed[Wood] != 2 || g.cities[0].colors[Brown] != 3 {
		t.Fatalf("two lumber yards: wood %d", g.cities[0].fixed[Wood])
	}
	if !g.blocked(1, cid("ore_vein")) {
		t.Fatal("without pan the rule stands")
	}
	tb.check()
}

func TestFaithChronos(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "rhodes B", "gizah A", "babylon A")
	tb.gods(0, "chronos")
	tb.built(0, "stone_pit")
	tb.built(1, "quarry")
	tb.coins(0, 5)
	// Rhodes B's first stage: 3 stone, 2 bought from Gizah (left).
	var ms []Move
	for _, m := range tb.godMoves(0, "chronos") {
		if m.Action == BuildStage {
			t.Fatal("chronos with a stage move")
		}
		ms = append(ms, m)
	}
	if len(ms) == 0 {
		t.Fatal("chronos not offered")
	}
	card := tb.g.hands[0].c[0]
	tb.play(invoke(discard(0, card.String()), "chronos", InvokeAfter, 4, 0))
	tb.discardRest()
	ct := tb.city(0)
	// 5 - 4 + 3 (discard) + 3 (the stage's coins); 1 shield, 3 points.
	if ct.stages != 1 || ct.tucked[0].card != NoCard || ct.shields != 1 || ct.coins != 7 {
		t.Fatalf("chronos: stages %d, shields %d, coins %d", ct.stages, ct.shields, ct.coins)
	}
	tb.check()
	v := tb.g.SeatView(1)
	for range 5 {
		rng := game.NewRand(1)
		if err := v.Determinize(&rng).(*State).Check(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestFaithOuranos(t *testing.T) {
	// Ephesus makes Ouranos's papyrus (tb.built could put an Age III card
	// in a hand, which determinize's chains do not expect).
	tb := newFaithTable(t, 4, 1, "ephesus A", "rhodes A", "babylon A", "olympia A")
	g := tb.g
	tb.gods(0, "ouranos")
	var all []Card
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "ouranos", InvokeAfter, 0, 0))
	for s := 1; s < 4; s++ {
		tb.play(discard(s, g.hands[s].c[0].String()))
	}
	// The turn resolved: the 24 cards left were gathered and dealt again
	// (then passed as usual).
	for s := range 4 {
		if g.hands[s].n != 6 {
			t.Fatalf("seat %d holds %d", s, g.hands[s].n)
		}
		all = append(all, g.hands[s].cards()...)
	}
	if g.fa.redealAge != 1 || g.fa.redealTurn != 1 || len(all) != 24 {
		t.Fatal("redeal not recorded")
	}
	tb.check()
	// Determinize follows the passes only from the redeal on.
	tb.discardRest()
	v := g.SeatView(2)
	rng := game.NewRand(4)
	for range 10 {
		d := v.Determinize(&rng).(*State)
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(d.hands[2].cards(), g.hands[2].cards()) {
			t.Fatal("own hand changed")
		}
	}
}

func TestFaithOsiris(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	g := tb.g
	tb.gods(0, "osiris")
	tb.coins(0, 4)
	// Put the Aqueduct in the discard pile.
	tb.hand(1, "aqueduct")
	tb.play(discard(1, "aqueduct"))
	tb.discardRest()
	if len(tb.godMoves(0, "osiris")) == 0 {
		t.Fatal("osiris not offered with a discard pile")
	}
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "osiris", InvokeAfter, 0, 0))
	tb.discardRest()
	if g.phase != phasePick || g.Pending()[0].Kind != KindOsiris {
		t.Fatalf("osiris's pick: phase %d, %v", g.phase, g.Pending())
	}
	v := g.SeatView(0)
	if !slices.Contains(v.Discard, cid("aqueduct")) {
		t.Fatal("the pile is shown")
	}
	for _, m := range tb.moves(0) {
		if m.Action == BuildStage {
			t.Fatal("osiris's card cannot build a stage")
		}
	}
	tb.play(Move{Action: BuildDiscarded, Card: cid("aqueduct"), City: 0})
	// 4 + 3 (last turn's discard) - 4 (Osiris II) + 3 (this discard).
	if !g.cities[0].owns(cid("aqueduct")) || g.cities[0].coins != 6 || g.phase != phaseChoose {
		t.Fatalf("aqueduct %v coins %d phase %d", g.cities[0].owns(cid("aqueduct")), g.cities[0].coins, g.phase)
	}
	tb.check()
}

func TestFaithBastet(t *testing.T) {
	for _, tt := range []struct {
		mine, theirs string
		coins        int // what the card received brings again
	}{
		{"baths", "stockade", 0}, // 1 resource each: the shield changes city
		{"altar", "tavern", 5},   // free cards: the Tavern's coins again
	} {
		tb := newFaithTable(t, 4, 2, "gizah A", "rhodes A", "babylon A", "olympia A")
		g := tb.g
		tb.gods(0, "bastet")
		tb.built(0, "baths", "altar")
		tb.built(1, "stockade", "tavern")
		tb.coins(0, 4)
		tb.play(invoke(discard(0, g.hands[0].c[0].String()), "bastet", InvokeAfter, 0, 0))
		tb.discardRest()
		if g.phase != phasePick || g.Pending()[0].Kind != KindBastet {
			t.Fatalf("bastet's swap: %v", g.Pending())
		}
		for _, m := range tb.moves(0) {
			if catalog.cards[m.Card].Cost.Res.Units() != catalog.cards[m.Other].Cost.Res.Units() {
				t.Fatalf("unequal swap offered: %v", m)
			}
		}
		coins := g.cities[0].coins
		tb.play(Move{Action: Swap, Card: cid(tt.mine), City: 0, Owner: 1, Other: cid(tt.theirs)})
		if !g.cities[0].owns(cid(tt.theirs)) || g.cities[0].owns(cid(tt.mine)) || !g.cities[1].owns(cid(tt.mine)) {
			t.Fatal("cards not swapped")
		}
		if g.cities[0].coins != coins+int32(tt.coins) {
			t.Fatalf("%s: coins %d, want %d", tt.theirs, g.cities[0].coins, coins+int32(tt.coins))
		}
		if tt.mine == "baths" && (g.cities[0].shields != 1 || g.cities[1].shields != 0 || g.Score(1)[CatCivilian] != 3) {
			t.Fatal("the stockade's shield and the baths' points move with them")
		}
		if g.phase != phaseChoose {
			t.Fatal("the turn goes on")
		}
		tb.check()
	}
}

// Anubis: the seat keeps its hand at the pass after the turn; its
// neighbours pass to each other as if it were not there.
func TestFaithAnubis(t *testing.T) {
	tb := newFaithTable(t, 4, 1, "gizah A", "rhodes A", "babylon A", "olympia A")
	g := tb.g
	tb.gods(0, "anubis")
	tb.coins(0, 1)
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "anubis", InvokeAfter, 0, 0))
	for s := 1; s < 4; s++ {
		tb.play(discard(s, g.hands[s].c[0].String()))
	}
	// What each seat held after its play, from the log of the turn.
	left := func(s int) []Card {
		h := g.handStart[0][s]
		h.remove(g.moves[s].Card)
		return h.cards()
	}
	if g.turn != 1 || !slices.Equal(g.hands[0].cards(), left(0)) || !slices.Equal(g.hands[1].cards(), left(3)) ||
		!slices.Equal(g.hands[2].cards(), left(1)) || !slices.Equal(g.hands[3].cards(), left(2)) {
		t.Fatal("anubis: seat 0 keeps its hand, seat 3 passes to seat 1")
	}
	tb.check()
	tb.discardRest()
	if !slices.Equal(g.hands[1].cards(), func() []Card { h := g.handStart[1][0]; h.remove(g.moves[0].Card); return h.cards() }()) {
		t.Fatal("the next pass is as usual")
	}
	// Not on the Age's last turn: no pass follows.
	tb2 := newFaithTable(t, 4, 1, "gizah A", "rhodes A", "babylon A", "olympia A")
	tb2.gods(0, "anubis")
	tb2.coins(0, 1)
	if len(tb2.godMoves(0, "anubis")) == 0 {
		t.Fatal("anubis not offered")
	}
	tb2.g.turn = turnsPerAge - 1
	if len(tb2.godMoves(0, "anubis")) != 0 {
		t.Fatal("anubis on the 6th turn")
	}
}

// Horus: on the next two turns the seat chooses after the seat passing to
// it, seeing the hand it will get; a peek left at the end of the Age is a
// coin.
func TestFaithHorus(t *testing.T) {
	tb := newFaithTable(t, 4, 1, "gizah A", "rhodes A", "babylon A", "olympia A")
	g := tb.g
	tb.gods(1, "horus")
	tb.play(invoke(discard(1, g.hands[1].c[0].String()), "horus", InvokeAfter, 0, 0))
	tb.discardRest()
	for turn := 1; turn <= 3; turn++ {
		pending := map[game.Seat]bool{}
		for _, p := range g.Pending() {
			pending[p.Seat] = true
		}
		if pending[1] == (turn <= 2) {
			t.Fatalf("turn %d: seat 1 pending %v", turn+1, pending[1])
		}
		if turn <= 2 {
			if g.SeatView(1).Faith.Peek != nil {
				t.Fatal("a peek before the giver chose")
			}
			tb.play(discard(0, g.hands[0].c[0].String()))
			if g.Settled() != len(g.Log()) {
				t.Fatal("the watched seat's choice is final")
			}
			peek := g.SeatView(1).Faith.Peek
			if len(peek) != int(g.hands[0].n)-1 {
				t.Fatalf("peek %v", peek)
			}
			v := g.SeatView(1)
			rng := game.NewRand(uint64(turn))
			d := v.Determinize(&rng).(*State)
			if err := d.Check(); err != nil || !slices.Equal(d.hands[0].cards(), g.hands[0].cards()) {
				t.Fatalf("determinize keeps the watched hand: %v", err)
			}
			if len(d.Legal(1, nil)) == 0 {
				t.Fatal("the watcher still acts in the determinized game")
			}
		}
		tb.discardRest()
	}
	if g.fa.horus[1] != 0 {
		t.Fatal("two peeks used")
	}
	// Invoked on the 5th turn: one peek left at the end, one coin.
	tb2 := newFaithTable(t, 4, 1, "gizah A", "rhodes A", "babylon A", "olympia A")
	g2 := tb2.g
	for g2.turn < 4 {
		tb2.discardRest()
	}
	tb2.gods(1, "horus")
	tb2.play(invoke(discard(1, g2.hands[1].c[0].String()), "horus", InvokeAfter, 0, 0))
	tb2.discardRest()
	coins := g2.cities[1].coins
	tb2.discardRest() // a discard: 3 coins, and the peek left: 1
	if g2.age != 2 || g2.fa.horus[1] != 0 || g2.cities[1].coins != coins+4 || g2.Check() != nil {
		t.Fatalf("age %d, horus %d, coins %d, want %d", g2.age, g2.fa.horus[1], g2.cities[1].coins, coins+4)
	}
}

// Seth answers a reveal: the cancelled god goes unused and unpaid, its
// city plays the same card again without it and invokes no other god this
// Age; Seth costs his coins.
func TestFaithSeth(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	g := tb.g
	tb.gods(0, "seth", "hera")
	tb.gods(1, "apollo", "zeus")
	tb.built(1, "clay_pool")
	tb.coins(0, 3)
	tb.coins(1, 0)
	card := g.hands[1].c[0]
	tb.play(discard(0, g.hands[0].c[0].String()))
	tb.play(invoke(discard(1, card.String()), "apollo", InvokeAfter, 0, 0))
	tb.play(discard(2, g.hands[2].c[0].String()))
	if p := g.Pending(); len(p) != 1 || p[0].Seat != 0 || p[0].Kind != KindSeth {
		t.Fatalf("seth's window: %v", p)
	}
	if ms := tb.moves(0); len(ms) != 2 || ms[0].Action != Cancel || ms[0].Targets != 1<<1 || ms[1].Action != Pass {
		t.Fatalf("seth's answers: %v", ms)
	}
	if fv := g.SeatView(0).Faith; len(fv.Revealed) != 1 || fv.Revealed[0].God != gid("apollo") || fv.RevealedBy[0] != 1 {
		t.Fatalf("revealed gods: %+v", fv)
	}
	tb.play(Move{Action: Cancel, City: 0, Card: NoCard, God: gid("seth"), Targets: 1 << 1})
	if p := g.Pending(); len(p) != 1 || p[0].Seat != 1 || p[0].Kind != KindCard {
		t.Fatalf("the victim plays again: %v", p)
	}
	for _, m := range tb.moves(1) {
		if m.Card != card || m.GodMode != NoGodMode {
			t.Fatalf("the same card, no god: %v", m)
		}
	}
	tb.check()
	tb.play(discard(1, card.String()))
	tb.check()
	if g.turn != 1 || g.cities[1].coins != 3 || g.cities[0].coins != 3-1+3 || !tb.standing(0, "seth") || tb.standing(1, "apollo") {
		t.Fatalf("turn %d, coins %d %d", g.turn, g.cities[0].coins, g.cities[1].coins)
	}
	if g.mayUseGods(1) || g.mayUseGods(0) {
		t.Fatal("both are done with gods this Age")
	}
	// With Commerce, Seth answers when the city resolves its card.
	cfg := config(3, 1, VariantSides, "A")
	cfg.Expansions = []string{ExpansionFaith, ExpansionCommerce}
	tc := &table{t: t, g: start(t, cfg), kept: map[*Card]bool{}}
	tc.pray()
	gc := tc.g
	tc.gods(0, "seth")
	tc.gods(1, "apollo")
	tc.built(1, "clay_pool", "ore_vein")
	for s := range 3 {
		if err := gc.Apply(game.Seat(s), Move{Action: Pick, City: s, Card: gc.hands[s].c[0]}.Option()); err != nil {
			t.Fatal(err)
		}
	}
	for gc.phase == phaseResolve && gc.fa.sethAsk == 0 {
		c := int(gc.resolving)
		m := Move{Action: Discard, City: c, Card: gc.moves[c].Card}
		if c == 1 {
			m = invoke(m, "apollo", InvokeAfter, 0, 0)
		}
		tc.play(m)
		if c == 1 {
			break
		}
	}
	if p := gc.Pending(); len(p) != 1 || p[0].Kind != KindSeth {
		t.Fatalf("commerce: %v", p)
	}
	tc.check()
	tc.play(Move{Action: Pass, City: 0, Card: NoCard})
	if !tc.standing(1, "apollo") {
		t.Fatal("apollo resolves once seth passes")
	}
	tc.check()
}
