package wonders

import (
	"testing"

	"agora/game"
)

// The seed's example: in Age II David has 1 stone and 2 coins and wants
// the Aqueduct (3 stones). He invokes Apollo first (1 stone, which he
// has), takes 5 coins, then buys the 2 missing stones for 4 coins.
func TestFaithApolloAqueduct(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb.built(1, "stone_pit")
	tb.built(2, "quarry")
	tb.hand(0, "aqueduct")
	tb.gods(0, "apollo")
	tb.coins(0, 2)
	// Gizah makes its stone. Paid after the card, Apollo cannot help: the
	// Aqueduct alone needs 4 coins.
	for _, m := range tb.godMoves(0, "apollo") {
		if m.Action == Build && m.Card == cid("aqueduct") && m.GodMode == InvokeAfter {
			t.Fatalf("aqueduct then apollo offered: %v", m)
		}
	}
	m := invoke(build(0, "aqueduct", 0, 0), "apollo", InvokeBefore, 2, 2)
	tb.play(m)
	tb.discardRest()
	tb.check()
	ct := tb.city(0)
	if !ct.owns(cid("aqueduct")) || !tb.standing(0, "apollo") || ct.coins != 2+5-4 {
		t.Fatalf("aqueduct %v, apollo %v, coins %d (want 3)", ct.owns(cid("aqueduct")), tb.standing(0, "apollo"), ct.coins)
	}
	if tb.g.fa.hands[0].n != 0 || tb.g.fa.closed&1 == 0 {
		t.Fatal("the other gods must be discarded once the god is invoked")
	}
}

// The two costs are paid separately: own production serves both, and
// coins the card brings may pay the god when the card comes first.
func TestFaithSharedResources(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.hand(0, "baths")
	tb.gods(0, "hera")
	tb.built(0, "clay_pool")
	tb.coins(0, 0)
	// Hera I: 2 raw materials (Gizah's stone and the clay). Baths: 1 stone.
	ms := tb.godMoves(0, "hera")
	found := false
	for _, m := range ms {
		if m.Action == Build && m.Card == cid("baths") && m.PayLeft+m.PayRight == 0 {
			found = true
		}
	}
	if !found {
		t.Fatalf("baths with hera for free not offered: %v", ms)
	}
	// A discard brings 3 coins that may pay the god after it: Hades I
	// costs a coin (and a shield).
	tb.built(0, "barracks")
	tb.gods(0, "hades")
	for _, m := range tb.godMoves(0, "hades") {
		if m.GodMode == InvokeBefore {
			t.Fatalf("hades first offered without a coin: %v", m)
		}
	}
	if len(tb.godMoves(0, "hades")) == 0 {
		t.Fatal("discard then hades not offered")
	}
}

func TestFaithAresHeraBattles(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	g := tb.g
	tb.built(0, "barracks")
	tb.built(1, "stockade")
	tb.built(2, "guard_tower")
	tb.gods(0, "hera")
	tb.built(0, "ore_vein", "clay_pool") // Hera's 2 raw materials
	tb.play(invoke(discard(0, Card(g.hands[0].c[0]).String()), "hera", InvokeAfter, 0, 0))
	tb.discardRest()
	// Hera I takes 1 coin from each other city and adds half a shield.
	if g.cities[1].coins != startCoins+3-1 || g.cities[2].coins != startCoins+3-1 {
		t.Fatalf("coins %d %d, want 5", g.cities[1].coins, g.cities[2].coins)
	}
	g.battles()
	if g.cities[0].victory != 2 || g.cities[1].defeats != 1 || g.cities[2].defeats != 1 {
		t.Fatalf("1 shield and a half against 1: victory %d, defeats %d %d", g.cities[0].victory, g.cities[1].defeats, g.cities[2].defeats)
	}
	tb2 := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb2.built(1, "walls")
	tb2.built(0, "ore_vein", "barracks")
	tb2.gods(0, "ares")
	tb2.play(invoke(discard(0, tb2.g.hands[0].c[0].String()), "ares", InvokeAfter, 0, 0))
	tb2.discardRest()
	tb2.g.battles()
	if tb2.g.cities[0].victory != 6 {
		t.Fatalf("ares II: 1+2 shields beat 2 and 0: victory %d", tb2.g.cities[0].victory)
	}
}

func TestFaithHecateAndAlphabeticalOrder(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "olympia A")
	g := tb.g
	// Apollo (city 0) and Hecate (city 2) revealed together: Apollo first,
	// so Hecate's toll falls on Apollo's coins too.
	tb.gods(0, "apollo")
	tb.gods(2, "hecate")
	tb.built(0, "clay_pool")
	tb.built(2, "ore_vein")
	tb.coins(0, 0)
	tb.coins(1, 1)
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "apollo", InvokeAfter, 0, 0))
	tb.play(discard(1, g.hands[1].c[0].String()))
	tb.play(invoke(discard(2, g.hands[2].c[0].String()), "hecate", InvokeAfter, 0, 0))
	tb.check()
	if g.cities[0].coins != 3+3-2 || g.cities[1].coins != 4-2 || g.cities[2].coins != startCoins+3 {
		t.Fatalf("coins %d %d %d, want 4 2 6", g.cities[0].coins, g.cities[1].coins, g.cities[2].coins)
	}
	// Hecate III takes 6, or everything.
	tb3 := newFaithTable(t, 3, 3, "gizah A", "rhodes A", "olympia A")
	tb3.gods(2, "hecate")
	tb3.built(2, "clay_pool", "loom_1", "stone_pit", "ore_vein")
	tb3.coins(0, 10)
	tb3.coins(1, 4)
	tb3.play(invoke(discard(2, tb3.g.hands[2].c[0].String()), "hecate", InvokeAfter, 0, 0))
	tb3.discardRest()
	// Their discards this turn came first: 10+3-6 and 4+3-6.
	if c0, c1 := tb3.g.cities[0].coins, tb3.g.cities[1].coins; c0 != 7 || c1 != 1 {
		t.Fatalf("hecate III: %d %d, want 7 1", c0, c1)
	}
}

func TestFaithHades(t *testing.T) {
	tb := newFaithTable(t, 4, 2, "gizah A", "rhodes A", "babylon A", "olympia A")
	tb.gods(0, "hades")
	tb.built(0, "walls", "barracks")
	tb.coins(0, 3)
	var targets []uint8
	for _, m := range tb.godMoves(0, "hades") {
		if m.Action == Discard && m.GodMode == InvokeBefore && m.Card == tb.g.hands[0].c[0] {
			targets = append(targets, m.Targets)
		}
	}
	if len(targets) != 3 {
		t.Fatalf("hades targets %v, want one per opponent", targets)
	}
	tb.play(Move{Action: Discard, Card: tb.g.hands[0].c[0], City: 0, God: gid("hades"), GodMode: InvokeBefore, Targets: 1 << 2})
	tb.discardRest()
	if tb.g.cities[0].victory != 3 || tb.g.cities[2].defeats != 1 || tb.g.cities[0].coins != 3-3+3 {
		t.Fatalf("victory %d, target defeats %d, coins %d", tb.g.cities[0].victory, tb.g.cities[2].defeats, tb.g.cities[0].coins)
	}
	// Hades II needs 3 shields on red cards.
	tb2 := newFaithTable(t, 3, 2, "rhodes A", "gizah A", "babylon A")
	tb2.gods(0, "hades")
	tb2.stages(0, 2) // Rhodes's 2 shields do not count
	tb2.built(0, "barracks")
	tb2.coins(0, 9)
	if ms := tb2.godMoves(0, "hades"); len(ms) != 0 {
		t.Fatalf("hades with 1 shield on red cards: %v", ms)
	}
}

func TestFaithAphrodite(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "aphrodite")
	tb.built(0, "altar")
	tb.coins(0, 0)
	if len(tb.godMoves(0, "aphrodite")) == 0 {
		t.Fatal("aphrodite I with 2 points on blue cards not offered")
	}
	tb.built(0, "baths")
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "aphrodite", InvokeAfter, 0, 0))
	tb.discardRest()
	if tb.g.cities[0].coins != 3+5 {
		t.Fatalf("aphrodite I with 5 points: coins %d, want 8", tb.g.cities[0].coins)
	}
	// Age III: 1 point per 3 coins at the end.
	tb3 := newFaithTable(t, 3, 3, "gizah A", "rhodes A", "babylon A")
	tb3.gods(0, "aphrodite")
	tb3.built(0, "altar", "baths", "aqueduct", "temple")
	tb3.play(invoke(discard(0, tb3.g.hands[0].c[0].String()), "aphrodite", InvokeAfter, 0, 0))
	tb3.discardRest()
	tb3.coins(0, 14)
	if b := tb3.g.Score(0); b[CatGods] != 4 {
		t.Fatalf("aphrodite III with 14 coins: %d points, want 4", b[CatGods])
	}
}

func TestFaithArtemis(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "artemis")
	tb.built(0, "loom_1")
	tb.hand(0, "lumber_yard", "ore_vein")
	tb.coins(0, 0)
	// Invoked before the Lumber Yard, she pays for it.
	tb.play(invoke(build(0, "lumber_yard", 0, 0), "artemis", InvokeBefore, 0, 0))
	tb.discardRest()
	if tb.g.cities[0].coins != 1 {
		t.Fatalf("artemis then lumber yard: %d coins, want 1", tb.g.cities[0].coins)
	}
	tb.hand(0, "ore_vein")
	tb.play(build(0, "ore_vein", 0, 0))
	tb.discardRest()
	if tb.g.cities[0].coins != 2 {
		t.Fatalf("ore vein after artemis: %d coins, want 2", tb.g.cities[0].coins)
	}
	// Invoked after the card, the card does not count.
	tb2 := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb2.gods(0, "artemis")
	tb2.built(0, "loom_1")
	tb2.hand(0, "lumber_yard")
	tb2.coins(0, 0)
	tb2.play(invoke(build(0, "lumber_yard", 0, 0), "artemis", InvokeAfter, 0, 0))
	tb2.discardRest()
	if tb2.g.cities[0].coins != 0 {
		t.Fatalf("lumber yard then artemis: %d coins, want 0", tb2.g.cities[0].coins)
	}
}

func TestFaithAthena(t *testing.T) {
	// Age I: a coin per green card in the city and its neighbours.
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "athena")
	tb.built(0, "press_1", "workshop")
	tb.built(1, "apothecary")
	tb.built(2, "scriptorium")
	tb.coins(0, 0)
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "athena", InvokeAfter, 0, 0))
	tb.discardRest()
	if tb.g.cities[0].coins != 3+3 {
		t.Fatalf("athena I: %d coins, want 6", tb.g.cities[0].coins)
	}
	// Age II: green cards with a symbol the city lacks are free.
	tb2 := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb2.gods(0, "athena")
	tb2.built(0, "glassworks_1", "workshop", "lumber_yard", "press_1")
	tb2.hand(0, "library", "laboratory", "school")
	tb2.coins(0, 0)
	tb2.play(invoke(build(0, "school", 0, 0), "athena", InvokeAfter, 0, 0))
	tb2.discardRest()
	if !tb2.city(0).owns(cid("school")) {
		t.Fatal("school not built")
	}
	tb2.hand(0, "dispensary")
	if ps := tb2.plansFor(0, Build, "dispensary"); len(ps) != 1 || ps[0].Total() != 0 {
		t.Fatalf("dispensary with athena II: %v", ps)
	}
	if !tb2.g.godFree(0, cid("dispensary")) || tb2.g.godFree(0, cid("laboratory")) || tb2.g.godFree(0, cid("library")) {
		t.Fatal("athena II: compass free, gear and tablet owned")
	}
	// Age III: a set of three symbols is worth 10.
	tb3 := newFaithTable(t, 3, 3, "gizah A", "rhodes A", "babylon A")
	tb3.gods(0, "athena")
	tb3.built(0, "apothecary", "workshop", "scriptorium", "loom_1", "press_1", "glassworks_1", "clay_pool", "ore_vein", "lumber_yard")
	tb3.play(invoke(discard(0, tb3.g.hands[0].c[0].String()), "athena", InvokeAfter, 0, 0))
	tb3.discardRest()
	if b := tb3.g.Score(0); b[CatGods] != 3 || b[CatScience] != 10 {
		t.Fatalf("athena III: gods %d science %d, want 3 and 10", b[CatGods], b[CatScience])
	}
}

func TestFaithZeus(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "zeus")
	tb.built(0, "loom_1")
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "zeus", InvokeAfter, 0, 0))
	tb.discardRest()
	for tb.g.turn < turnsPerAge-1 {
		tb.discardRest()
	}
	tb.discardRest()
	if tb.g.phase != phaseLast || tb.g.lastBy != 0 {
		t.Fatalf("zeus: phase %d, last card by %d", tb.g.phase, tb.g.lastBy)
	}
	tb.play(discard(0, tb.g.hands[0].c[0].String()))
	if tb.g.age != 2 || tb.g.phase != phasePray {
		t.Fatalf("after the 7th card: age %d phase %d", tb.g.age, tb.g.phase)
	}
	tb.check()
}

func TestFaithHestia(t *testing.T) {
	tb := newFaithTable(t, 4, 1, "gizah A", "rhodes A", "babylon A", "olympia A")
	g := tb.g
	tb.gods(0, "hestia")
	tb.built(0, "loom_1")
	tb.built(1, "guard_tower")
	tb.built(2, "barracks", "stockade")
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "hestia", InvokeAfter, 0, 0))
	tb.discardRest()
	g.battles()
	// City 0 sits out: its neighbours 1 and 3 fight each other, and each
	// fights city 2.
	if g.cities[0].victory != 0 || g.cities[0].defeats != 0 {
		t.Fatal("hestia's city fought")
	}
	if g.cities[1].victory != 1 || g.cities[1].defeats != 1 || g.cities[3].defeats != 2 || g.cities[2].victory != 2 {
		t.Fatalf("victories %d %d %d, defeats %d %d %d", g.cities[1].victory, g.cities[2].victory, g.cities[3].victory,
			g.cities[1].defeats, g.cities[2].defeats, g.cities[3].defeats)
	}
}

func TestFaithAmunRa(t *testing.T) {
	tb := newFaithTable(t, 4, 2, "gizah A", "rhodes A", "babylon A", "olympia A")
	tb.gods(0, "amun_ra")
	tb.city(0).defeats = 2
	tb.coins(0, 2)
	var sets []uint8
	for _, m := range tb.godMoves(0, "amun_ra") {
		if m.Action == Discard && m.GodMode == InvokeBefore && m.Card == tb.g.hands[0].c[0] {
			sets = append(sets, m.Targets)
		}
	}
	if len(sets) != 3 {
		t.Fatalf("amun-ra II target pairs %v, want 3", sets)
	}
	tb.play(Move{Action: Discard, Card: tb.g.hands[0].c[0], City: 0, God: gid("amun_ra"), GodMode: InvokeBefore, Targets: 1<<1 | 1<<3})
	tb.discardRest()
	if tb.city(0).defeats != 0 || tb.city(1).defeats != 1 || tb.city(3).defeats != 1 || tb.city(0).coins != 3 {
		t.Fatalf("defeats %d %d %d, coins %d", tb.city(0).defeats, tb.city(1).defeats, tb.city(3).defeats, tb.city(0).coins)
	}
	// Age I: 2 coins and a stone for the city's own builds.
	tb1 := newFaithTable(t, 3, 1, "rhodes A", "olympia A", "babylon A")
	tb1.gods(0, "amun_ra")
	tb1.coins(0, 0)
	tb1.play(invoke(discard(0, tb1.g.hands[0].c[1].String()), "amun_ra", InvokeAfter, 0, 0))
	tb1.discardRest()
	tb1.hand(0, "baths")
	if tb1.city(0).coins != 5 || len(tb1.plansFor(0, Build, "baths")) == 0 || tb1.plansFor(0, Build, "baths")[0].Total() != 0 {
		t.Fatalf("amun-ra I: coins %d, baths plans %v", tb1.city(0).coins, tb1.plansFor(0, Build, "baths"))
	}
}

func TestFaithWonderwomanAndCoins(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	g := tb.g
	tb.gods(0, "wonderwoman")
	tb.built(0, "altar")
	tb.gods(1, "apollo", "hera", "zeus")
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "wonderwoman", InvokeAfter, 0, 0))
	// Seat 1 gives up a god for 1 coin: all its gods go face down.
	m := discard(1, g.hands[1].c[0].String())
	m.God, m.GodMode = gid("apollo"), GodCoins
	tb.play(m)
	tb.discardRest()
	if g.cities[1].coins != startCoins+3+1 || g.fa.hands[1].n != 0 || g.fa.ndiscard != 3 {
		t.Fatalf("coin option: coins %d, hand %d, face-down %d", g.cities[1].coins, g.fa.hands[1].n, g.fa.ndiscard)
	}
	if g.godSlots(0) != 1 || g.fa.marker[0] != 1<<2 {
		t.Fatal("wonderwoman's marker is for Age II")
	}
	g.age = 2
	if g.godSlots(0) != 2 {
		t.Fatal("two gods in Age II")
	}
	// Age III: 5 points.
	tb3 := newFaithTable(t, 3, 3, "gizah A", "rhodes A", "babylon A")
	tb3.gods(0, "wonderwoman")
	tb3.built(0, "altar", "baths", "aqueduct", "temple")
	tb3.play(invoke(discard(0, tb3.g.hands[0].c[0].String()), "wonderwoman", InvokeAfter, 0, 0))
	tb3.discardRest()
	if b := tb3.g.Score(0); b[CatGods] != 5 {
		t.Fatalf("wonderwoman III: %d", b[CatGods])
	}
}

// Two gods in an Age: Wonderwoman's marker or Ithaca; the second is paid
// too, and the hand goes face down after it.
func TestFaithTwoGods(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "ithaca B", "rhodes A", "babylon A")
	g := tb.g
	tb.stages(0, 1) // Ithaca B's first stage: an extra god in Age II
	tb.gods(0, "apollo", "hera", "zeus")
	tb.gods(1, "ares")
	tb.gods(2, "hades") // no Seth at the table
	tb.built(0, "stone_pit", "clay_pool", "ore_vein", "loom_1", "glassworks_1")
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "apollo", InvokeAfter, 0, 0))
	tb.play(discard(1, g.hands[1].c[0].String()))
	tb.play(discard(2, g.hands[2].c[0].String()))
	if p := g.Pending(); len(p) != 1 || p[0].Kind != KindSecondGod || p[0].Seat != 0 {
		t.Fatalf("after the turn, seat 0 may call its second god at once: %v", p)
	}
	if g.fa.hands[0].n != 2 {
		t.Fatalf("after one god of two: %d gods left", g.fa.hands[0].n)
	}
	tb.play(Move{Action: Pass, City: 0, Card: NoCard}) // not now: a later turn
	if g.phase != phaseChoose || g.turn != 1 {
		t.Fatal("the pass ends the turn")
	}
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "zeus", InvokeAfter, 0, 0))
	tb.discardRest()
	if g.fa.hands[0].n != 0 || g.fa.used[0] != 2 {
		t.Fatal("after the second god the hand goes")
	}
	if len(tb.godMoves(0, "hera")) != 0 {
		t.Fatal("a third god")
	}
}

// The seed lets the two gods come on the same turn: the second is
// invoked alone right after the turn, paid with the city's production
// again and its coins, not those neighbours paid this turn.
func TestFaithTwoGodsOneTurn(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "ithaca B", "rhodes A", "babylon A")
	g := tb.g
	tb.stages(0, 1)
	tb.gods(0, "apollo", "zeus", "hera")
	tb.gods(1, "ares")
	tb.gods(2, "hades")
	tb.built(0, "stone_pit", "loom_1", "glassworks_1", "press_1")
	tb.coins(0, 4)
	right := g.right(0)
	tb.hand(right, "lumber_yard")
	tb.city(right).coins = 10
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "apollo", InvokeAfter, 0, 0))
	for c := 1; c < 3; c++ {
		if c == right {
			continue
		}
		tb.play(discard(c, g.hands[c].c[0].String()))
	}
	// The right neighbour buys a resource from seat 0: 2 coins that may not
	// pay seat 0's second god.
	var buy Move
	for _, m := range tb.moves(game.Seat(right)) {
		if m.Action == Build && m.GodMode == NoGodMode && m.PayLeft > 0 && m.Card != cid("lumber_yard") {
			buy = m
			break
		}
	}
	if buy.Action == 0 {
		buy = discard(right, "lumber_yard")
	}
	tb.play(buy)
	income := buy.PayLeft
	if g.left(right) != 0 {
		income = buy.PayRight
	}
	if income == 0 {
		t.Fatalf("the neighbour's move %v pays seat 0 nothing", buy)
	}
	if p := g.Pending(); len(p) != 1 || p[0].Kind != KindSecondGod {
		t.Fatalf("second god prompt: %v", p)
	}
	coins := int(g.cities[0].coins)
	for _, o := range g.Legal(0, nil) {
		m := MustDecode(o)
		if m.Action == Invoke && godBank(m, 2)+m.PayLeft+m.PayRight > coins-income {
			t.Fatalf("%v spends coins neighbours paid this turn (%d of %d)", m, income, coins)
		}
	}
	var zeus Move
	for _, o := range g.Legal(0, nil) {
		if m := MustDecode(o); m.Action == Invoke && m.God == gid("zeus") {
			zeus = m
		}
	}
	if zeus.Action == 0 {
		t.Fatalf("Zeus (Age II: 1 coin and 2 goods, which the city makes) not offered: %v", g.Legal(0, nil))
	}
	tb.play(zeus)
	if !tb.standing(0, "apollo") || !tb.standing(0, "zeus") || g.fa.hands[0].n != 0 || g.fa.used[0] != 2 {
		t.Fatal("both gods stand, the third goes face down")
	}
	if g.phase != phaseChoose || g.turn != 1 {
		t.Fatal("the turn then ends")
	}
	tb.check()
}

// Seth answers a second god too: it goes face down unused and unpaid, and
// no card is played again.
func TestFaithSethCancelsASecondGod(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "ithaca B", "rhodes A", "babylon A")
	g := tb.g
	tb.stages(0, 1)
	tb.gods(0, "apollo", "hera")
	tb.gods(1, "seth")
	tb.gods(2, "ares")
	tb.built(0, "stone_pit")
	tb.coins(0, 10)
	tb.coins(1, 5)
	tb.play(invoke(discard(0, g.hands[0].c[0].String()), "apollo", InvokeAfter, 0, 0))
	tb.play(discard(1, g.hands[1].c[0].String()))
	tb.play(discard(2, g.hands[2].c[0].String()))
	// Seth may answer Apollo first: let him be.
	if p := g.Pending(); len(p) == 1 && p[0].Kind == KindSeth {
		tb.play(Move{Action: Pass, City: 1, Card: NoCard})
	}
	if p := g.Pending(); len(p) != 1 || p[0].Kind != KindSecondGod {
		t.Fatalf("second god prompt: %v", p)
	}
	var hera Move
	for _, o := range g.Legal(0, nil) {
		if m := MustDecode(o); m.Action == Invoke && m.God == gid("hera") {
			hera = m
		}
	}
	coins0 := g.cities[0].coins
	tb.play(hera)
	if p := g.Pending(); len(p) != 1 || p[0].Kind != KindSeth || p[0].Seat != 1 {
		t.Fatalf("Seth is asked about Hera: %v", p)
	}
	tb.play(Move{Action: Cancel, City: 1, Card: NoCard, God: gid("seth"), Targets: 1})
	if tb.standing(0, "hera") || g.cities[0].coins != coins0 || g.fa.redo != 0 {
		t.Fatal("Hera is cancelled unpaid, and no card is played again")
	}
	if g.phase != phaseChoose || g.turn != 1 {
		t.Fatal("the turn ends")
	}
	tb.check()
}

func TestFaithPrayer(t *testing.T) {
	cfg := config(4, 3)
	cfg.Expansions = []string{ExpansionFaith}
	g := start(t, cfg)
	if g.phase != phasePray || len(g.Pending()) != 4 || g.Pending()[0].Kind != KindPray {
		t.Fatalf("the game opens with the Prayer: %v", g.Pending())
	}
	draft := g.fa.draft
	for s := range 4 {
		if err := g.Apply(game.Seat(s), g.Legal(game.Seat(s), nil)[0]); err != nil {
			t.Fatal(err)
		}
		if s < 3 && g.Settled() != 0 {
			t.Fatal("picks stay open until every seat has picked")
		}
	}
	// Age I passes left, so gods go right: seat 0's two gods reach seat 3.
	want := draft[0]
	want.remove(want.g[0])
	if g.fa.draft[3] != want || g.fa.hands[0].g[0] != draft[0].g[0] || g.Settled() != 4 {
		t.Fatalf("seat 3 got %v, want %v", g.fa.draft[3], want)
	}
	for s := range 4 {
		if err := g.Apply(game.Seat(s), g.Legal(game.Seat(s), nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	for s := range 4 {
		if g.fa.hands[s].n != 3 {
			t.Fatalf("seat %d keeps %d gods", s, g.fa.hands[s].n)
		}
	}
	if g.phase != phaseChoose || g.Check() != nil {
		t.Fatal(g.Check())
	}
	// 2 players: no gods for the Free City, Hestia (and the other removed
	// gods) out of the deck.
	g2 := start(t, func() game.Config { c := config(2, 1); c.Expansions = []string{ExpansionFaith}; return c }())
	for _, gd := range godDeck(2, false) {
		if !gd.Info().TwoPlayers || gd.String() == "hestia" {
			t.Fatalf("%s dealt at 2 players", gd)
		}
	}
	if g2.fa.draft[2].n != 0 || len(g2.Pending()) != 2 {
		t.Fatal("the Free City gets no gods")
	}
}

func TestFaithGodsReturnAfterAge(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "apollo")
	tb.built(0, "clay_pool", "ore_vein")
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "apollo", InvokeAfter, 0, 0))
	for tb.g.age == 1 {
		tb.discardRest()
	}
	tb.check()
	if tb.g.fa.ninvoked[0] != 0 || tb.g.fa.ndiscard != 0 {
		t.Fatal("Age I gods go back to the deck")
	}
	if int(tb.g.fa.ndeck)+3*3 != len(godDeck(3, false)) {
		t.Fatalf("deck %d after the deal", tb.g.fa.ndeck)
	}
}

func TestFaithGuilds(t *testing.T) {
	tb := newFaithTable(t, 3, 3, "gizah A", "rhodes A", "babylon A")
	g := tb.g
	// Pillagers: 5-point token, a defeat to each neighbour.
	tb.hand(0, "pillagers_guild")
	tb.built(0, "lumber_yard", "ore_vein", "glassworks_1", "sawmill")
	tb.play(build(0, "pillagers_guild", 0, 0))
	tb.discardRest()
	if g.cities[0].victory != 5 || g.cities[1].defeats != 1 || g.cities[2].defeats != 1 {
		t.Fatal("pillagers' guild")
	}
	// Emperor: a point per shield, wonder shields included.
	tb.built(1, "emperors_guild", "barracks")
	tb.stages(1, 2) // Rhodes A: 2 shields
	if b := g.Score(1); b[CatGuilds] != 3 {
		t.Fatalf("emperor's guild: %d, want 3", b[CatGuilds])
	}
	// Illuminati: 2 points per god standing in the city and its neighbours.
	tb.built(2, "illuminati_guild")
	g.fa.invoked[0][0] = placedGod{god: gid("apollo"), age: 3}
	g.fa.ninvoked[0] = 1
	tb.takeGod(gid("apollo"))
	if b := g.Score(2); b[CatGuilds] != 2 {
		t.Fatalf("illuminati: %d, want 2", b[CatGuilds])
	}
	// Not in games without Faith.
	base := start(t, config(7, 5))
	for _, c := range base.decks[3].cards() {
		if catalog.cards[c].Expansion != "" {
			t.Fatal("a Faith guild in a base game")
		}
	}
}

func TestFaithSyracuseAndIthaca(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "syracuse B", "rhodes A", "ithaca A")
	g := tb.g
	tb.built(0, "barracks", "walls", "ore_vein", "lumber_yard", "sawmill", "loom_1")
	tb.hand(0, "baths")
	tb.coins(0, 2)
	tb.play(stage(0, "baths", 0, 0, 0))
	tb.discardRest()
	// 3 shields on red cards: 3 coins.
	if g.cities[0].coins != 2+3 {
		t.Fatalf("syracuse B: %d coins, want 5", g.cities[0].coins)
	}
	tb.built(0, "stables")
	if b := g.Score(0); b[CatWonder] != 2+5 {
		t.Fatalf("syracuse B: %d wonder points, want 7", b[CatWonder])
	}
	if _, err := Rules.Start(func() game.Config { c := config(3, 1, "wonder.0", "ithaca"); return c }()); err == nil {
		t.Fatal("ithaca without Faith")
	}
	tb.stages(2, 2)
	g.age = 3
	if g.godSlots(2) != 2 {
		t.Fatal("ithaca A's second stage: two gods in Age III")
	}
}

func TestFaithOptionsRoundTrip(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "hades", "apollo", "amun_ra")
	tb.built(0, "walls", "barracks", "stone_pit")
	tb.coins(0, 9)
	tb.city(0).defeats = 1
	n := 0
	for _, o := range tb.g.Legal(0, nil) {
		m, ok := DecodeOption(o)
		if !ok || m.Option() != o {
			t.Fatalf("option %d does not round-trip: %+v", o, m)
		}
		if m.GodMode != NoGodMode {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no god options")
	}
	bad := invoke(discard(0, tb.g.hands[0].c[0].String()), "hades", InvokeAfter, 0, 0)
	tb.refuse(bad) // Hades needs a target
	if _, ok := DecodeOption(Move{Action: Build, Card: 1, Targets: 1}.Option()); ok {
		t.Fatal("targets without a god")
	}
}
