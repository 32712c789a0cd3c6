package wonders

import "testing"

func TestFaithDemeter(t *testing.T) {
	// Age I: 2 coins and a loom for the city's own builds.
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "demeter")
	tb.built(0, "clay_pool", "ore_vein")
	tb.coins(0, 0)
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "demeter", InvokeAfter, 0, 0))
	tb.discardRest()
	tb.hand(0, "apothecary")
	if tb.city(0).coins != 5 || len(tb.plansFor(0, Build, "apothecary")) != 1 || tb.plansFor(0, Build, "apothecary")[0].Total() != 0 {
		t.Fatalf("demeter I: coins %d, apothecary %v", tb.city(0).coins, tb.plansFor(0, Build, "apothecary"))
	}
	// Age II: wonder stages cost 2 resources fewer, the player's choice.
	tb2 := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb2.gods(0, "demeter")
	tb2.built(0, "clay_pool", "ore_vein", "sawmill")
	tb2.coins(0, 0)
	tb2.play(invoke(discard(0, tb2.g.hands[0].c[0].String()), "demeter", InvokeAfter, 0, 0))
	tb2.discardRest()
	if st := tb2.g.nextStage(0); st.plans.n != 1 || st.plans.p[0].Total() != 0 {
		t.Fatalf("gizah A stage 1 (2 stones) with demeter: %v", st.plans.list())
	}
	tb2.stages(0, 1)
	// Stage 2: 3 wood, the sawmill makes 2, Demeter takes 2 off.
	if st := tb2.g.nextStage(0); st.plans.n != 1 || st.plans.p[0].Total() != 0 {
		t.Fatalf("gizah A stage 2 (3 wood) with demeter: %v", st.plans.list())
	}
}

func TestFaithDionysus(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "dionysus")
	tb.built(0, "lumber_yard", "clay_pool", "ore_vein", "loom_1")
	tb.coins(0, 0)
	three := Resources{Wood: 3}
	if ps := tb.g.payments(0, three, 0); ps.n != 0 {
		t.Fatal("3 wood from one lumber yard before dionysus")
	}
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "dionysus", InvokeAfter, 0, 0))
	tb.discardRest()
	if ps := tb.g.payments(0, three, 0); ps.n != 1 || ps.p[0].Total() != 0 {
		t.Fatalf("dionysus triples the lumber yard's wood: %v", ps.list())
	}
	// Once per turn: one resource only; the wonder's stone is no card's.
	if ps := tb.g.payments(0, Resources{Wood: 3, Clay: 3}, 0); ps.n != 0 {
		t.Fatal("two resources tripled")
	}
	if ps := tb.g.payments(0, Resources{Stone: 3}, 0); ps.n != 0 {
		t.Fatal("the wonder's stone tripled")
	}
}

func TestFaithHermes(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "hermes")
	tb.built(0, "press_1")
	tb.built(1, "baths") // the right to build the Aqueduct for free
	tb.coins(0, 0)
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "hermes", InvokeAfter, 0, 0))
	tb.discardRest()
	tb.hand(0, "aqueduct")
	if ps := tb.plansFor(0, Build, "aqueduct"); len(ps) != 1 || ps[0].Total() != 0 {
		t.Fatalf("aqueduct by the left neighbour's baths: %v", ps)
	}
	coins := tb.city(0).coins
	tb.play(build(0, "aqueduct", 0, 0))
	tb.discardRest()
	if !tb.city(0).owns(cid("aqueduct")) || tb.city(0).coins != coins+1 {
		t.Fatalf("hermes's coin: %d, want %d", tb.city(0).coins, coins+1)
	}
	tb.check()
}

func TestFaithHephaestus(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "gizah A", "rhodes A", "babylon A")
	tb.gods(0, "hephaestus")
	tb.built(0, "clay_pool", "ore_vein")
	tb.coins(0, 0)
	tb.play(invoke(discard(0, tb.g.hands[0].c[0].String()), "hephaestus", InvokeAfter, 0, 0))
	tb.discardRest()
	// Stockade (1 wood) costs nothing; the Baths (blue) still cost a stone,
	// which Gizah makes.
	tb.hand(0, "stockade", "workshop")
	if ps := tb.plansFor(0, Build, "stockade"); len(ps) != 1 || ps[0].Total() != 0 {
		t.Fatalf("stockade with hephaestus: %v", ps)
	}
	if ps := tb.plansFor(0, Build, "workshop"); len(ps) != 1 || ps[0].Total() != 0 {
		t.Fatalf("workshop with hephaestus: %v", ps)
	}
	if got := tb.g.cardReduction(0, cid("baths")); got != 0 {
		t.Fatal("blue cards are not cheaper")
	}
	tb.g.age = 3
	if got := tb.g.cardReduction(0, cid("stockade")); got != 0 {
		t.Fatal("an Age I hephaestus does not serve in Age III")
	}
}

// With Commerce, a god comes with the seat's resolution: Apollo's coins,
// revealed first, buy the stone die the Baths need.
func TestFaithWithCommerce(t *testing.T) {
	tb := newFaithTable(t, 3, 1, "rhodes A", "olympia A", "babylon A")
	g := tb.g
	g.cfg.Expansions = []string{ExpansionFaith, ExpansionCommerce}
	g.turnOnLayers()
	g.mk.first = 0
	g.refreshPending()
	tb.gods(0, "apollo")
	tb.built(0, "clay_pool") // Apollo I: Rhodes's ore and the clay
	tb.coins(0, 0)
	tb.faces(int(Stone), 3)
	tb.hand(0, "baths")
	tb.pick("baths")
	m := Move{Action: Build, Card: cid("baths"), City: 0, Dice: 1 << Stone}
	after, before := invoke(m, "apollo", InvokeAfter, 0, 0), invoke(m, "apollo", InvokeBefore, 0, 0)
	if tb.legal(m) || tb.legal(after) || !tb.legal(before) {
		t.Fatalf("alone %v, apollo after %v, apollo first %v", tb.legal(m), tb.legal(after), tb.legal(before))
	}
	coins := invoke(Move{Action: Discard, Card: cid("baths"), City: 0}, "apollo", GodCoins, 0, 0)
	if !tb.legal(coins) {
		t.Fatal("the coin option")
	}
	tb.play(before)
	if !g.cities[0].owns(cid("baths")) || g.cities[0].coins != 3-2 || !tb.standing(0, "apollo") {
		t.Fatalf("coins %d", g.cities[0].coins)
	}
	tb.check()
}

func TestFaithDecodeStrict(t *testing.T) {
	bad := []Move{
		{Action: Pray, City: 0, Card: 3, God: 1},                        // a prayer names no card
		{Action: Build, Card: 3, God: 2, GodMode: GodCoins, Targets: 1}, // targets only with an invocation
		{Action: Pick, Card: 3, God: 2, GodMode: InvokeAfter},           // a pick carries no god
		{Action: Cancel, City: 0, Card: 3, God: 1, Targets: 2},          // Seth names no card
	}
	for _, m := range bad {
		if _, ok := DecodeOption(m.Option()); ok {
			t.Errorf("%+v decodes", m)
		}
	}
	good := []Move{
		{Action: Pray, City: 2, Card: NoCard, God: 4},
		{Action: Discard, Card: 7, City: 1, God: 9, GodMode: InvokeBefore, Targets: 1 << 3, PayLeft: 4},
		{Action: Cancel, City: 0, Card: NoCard, God: 5, Targets: 2},
		{Action: Swap, City: 1, Card: 4, Owner: 2, Other: 9},
	}
	for _, m := range good {
		d, ok := DecodeOption(m.Option())
		if !ok || d != m {
			t.Errorf("%+v: %+v %v", m, d, ok)
		}
	}
}
