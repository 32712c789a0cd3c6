package wonders

import (
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// poseidonTable is a 5-player Age I game: seat 0 (Gizah, stone) with
// Poseidon, whose neighbours are Babylon (1, clay) and Olympia (4, wood);
// Rhodes (2, ore) and Alexandria (3, glass) are not its neighbours.
func poseidonTable(t *testing.T, age int) *table {
	tb := newFaithTable(t, 5, age, "gizah A", "babylon A", "rhodes A", "alexandria A", "olympia A")
	tb.gods(0, "poseidon")
	for s, id := range []string{"ares", "apollo", "athena", "artemis"} {
		tb.gods(s+1, id) // no Seth to cancel him
	}
	tb.built(0, "stone_pit", "glassworks_1") // pays Poseidon in every Age
	tb.coins(0, 5)
	return tb
}

// tradeEvents lists the EventTrade entries of the log from index from.
func (tb *table) tradeEvents(from int) []Event {
	var out []Event
	for _, e := range tb.g.events[from:] {
		if e.Kind == EventTrade {
			out = append(out, e)
		}
	}
	return out
}

func TestFaithPoseidon(t *testing.T) {
	tb := poseidonTable(t, 1)
	g := tb.g
	g.cfg.Ruleset = rulesetGodFirst - 1 // ruleset 3 in TestGodFirstServesItsCard
	tb.hand(0, "barracks", "lumber_yard")
	for _, m := range tb.moves(0) {
		if m.PayOthers != 0 {
			t.Fatalf("before Poseidon: %v", m)
		}
	}
	// The invocation turn, in a game begun before ruleset 3: his power does
	// not serve the card played with him, even when he comes first (ruling
	// 8 as it was).
	if plans := tb.plansFor(0, Build, "barracks"); len(plans) != 0 {
		t.Fatalf("barracks needs ore only non-neighbours make: %v", plans)
	}
	tb.turn(invoke(discard(0, "lumber_yard"), "poseidon", InvokeBefore, 0, 0))
	if !g.poseidonNow(0) {
		t.Fatal("poseidon stands in city 0")
	}
	// From the next turn: 1 coin to Rhodes for the ore.
	tb.hand(0, "barracks")
	if got := tb.plansFor(0, Build, "barracks"); !slices.Equal(got, []Plan{{Others: 1}}) {
		t.Fatalf("barracks plans %v, want 1 coin to other cities", got)
	}
	coins := [5]int32{}
	for c := range coins {
		coins[c] = g.cities[c].coins
	}
	n := len(g.events)
	m := build(0, "barracks", 0, 0)
	m.PayOthers = 1
	if d := g.Describe(m.Option()); d != "city 0: build barracks, paying 1 to other cities (1 to city 2)" {
		t.Fatalf("describe: %q", d)
	}
	tb.play(m)
	tb.check()
	tb.discardRest()
	if g.cities[0].coins != coins[0]-1 || g.cities[2].coins != coins[2]+1+3 || g.cities[3].coins != coins[3]+3 {
		t.Fatalf("coins %d %d %d, from %v", g.cities[0].coins, g.cities[2].coins, g.cities[3].coins, coins)
	}
	if ev := tb.tradeEvents(n); len(ev) != 1 || ev[0].City != 0 || ev[0].Against != 2 || ev[0].Coins != 1 {
		t.Fatalf("trade events %+v", ev)
	}
	tb.check()
}

// A trading post or the marketplace never lowers Poseidon's coin, and
// neighbours keep their own prices next to him.
// Poseidon's coin: 1 a unit from any city; from ruleset 2 his city's
// neighbours sell at 1 coin too, while games begun under ruleset 1 keep
// their usual price (ruling 33).
func TestFaithPoseidonPrices(t *testing.T) {
	tests := []struct {
		name    string
		ruleset int
		built   []string
		card    string
		want    []Plan
	}{
		{"ore from Rhodes", 2, nil, "barracks", []Plan{{Others: 1}}},
		{"trading posts", 2, []string{"east_trading_post", "west_trading_post"}, "barracks", []Plan{{Others: 1}}},
		{"clay from the neighbour at 1 coin", 2, nil, "guard_tower", []Plan{{Left: 1}}},
		{"clay from the neighbour at its price under ruleset 1", 1, nil, "guard_tower", []Plan{{Left: 2}}},
		{"clay with a trading post: 1 coin to the neighbour", 1, []string{"east_trading_post", "west_trading_post"}, "guard_tower", []Plan{{Left: 1}}},
		{"clay with a trading post, ruleset 2", 2, []string{"east_trading_post", "west_trading_post"}, "guard_tower", []Plan{{Left: 1}}},
		{"glass of his own", 2, nil, "workshop", []Plan{{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := poseidonTable(t, 1)
			tb.g.cfg.Ruleset = tt.ruleset
			tb.built(0, tt.built...)
			tb.hand(0, "lumber_yard")
			tb.turn(invoke(discard(0, "lumber_yard"), "poseidon", InvokeAfter, 0, 0))
			tb.hand(0, tt.card)
			if got := tb.plansFor(0, Build, tt.card); !slices.Equal(got, tt.want) {
				t.Fatalf("plans %v, want %v", got, tt.want)
			}
		})
	}
}

// Units come from the first city going left that still has them: two ore
// from Rhodes and Alexandria's Ore Vein, each paid 1 coin.
func TestFaithPoseidonSeveralCities(t *testing.T) {
	tb := poseidonTable(t, 2)
	g := tb.g
	tb.built(3, "ore_vein")
	tb.hand(0, "lumber_yard", "dispensary") // ore 2 + glass
	tb.turn(invoke(discard(0, "lumber_yard"), "poseidon", InvokeAfter, 0, 0))
	tb.hand(0, "dispensary")
	if got := tb.plansFor(0, Build, "dispensary"); !slices.Equal(got, []Plan{{Others: 2}}) {
		t.Fatalf("dispensary plans %v", got)
	}
	c2, c3 := g.cities[2].coins, g.cities[3].coins
	n := len(g.events)
	m := build(0, "dispensary", 0, 0)
	m.PayOthers = 2
	tb.turn(m)
	ev := tb.tradeEvents(n)
	if len(ev) != 2 || ev[0].Against != 2 || ev[0].Coins != 1 || ev[1].Against != 3 || ev[1].Coins != 1 {
		t.Fatalf("trade events %+v", ev)
	}
	if g.cities[2].coins != c2+1+3 || g.cities[3].coins != c3+1+3 {
		t.Fatalf("coins %d %d from %d %d", g.cities[2].coins, g.cities[3].coins, c2, c3)
	}
	// Going left from the buyer, Rhodes comes before Alexandria: a single
	// ore is Rhodes's.
	tb.hand(0, "barracks")
	m = build(0, "barracks", 0, 0)
	m.PayOthers = 1
	if to, ok := g.allocOf(m, m.Option()); !ok || to != 1<<(4*2) {
		t.Fatalf("barracks: allocation %x, want 1 coin to city 2", to)
	}
	tb.check()
}

// Poseidon's power ends with the Age.
func TestFaithPoseidonEndsWithAge(t *testing.T) {
	tb := poseidonTable(t, 1)
	g := tb.g
	tb.hand(0, "lumber_yard")
	tb.turn(invoke(discard(0, "lumber_yard"), "poseidon", InvokeAfter, 0, 0))
	for g.age == 1 {
		tb.discardRest()
	}
	tb.pray()
	if g.poseidonNow(0) {
		t.Fatal("poseidon still serves in Age II")
	}
	tb.hand(0, "barracks")
	if got := tb.plansFor(0, Build, "barracks"); len(got) != 0 {
		t.Fatalf("Age II barracks plans %v", got)
	}
}

func TestPayOthersOption(t *testing.T) {
	for _, m := range []Move{
		{Action: Build, Card: cid("barracks"), City: 3, PayOthers: 1},
		{Action: BuildStage, Card: cid("altar"), City: 6, Stage: 2, PayLeft: 4, PayRight: 2, PayOthers: 15},
		{Action: Build, Card: cid("statue"), City: 0, PayRight: 2, PayOthers: 7, God: gid("hades"), GodMode: InvokeAfter, Targets: 1 << 4},
		{Action: Discard, Card: cid("altar"), City: 1, PayOthers: 3, God: gid("poseidon"), GodMode: InvokeBefore},
	} {
		got, ok := DecodeOption(m.Option())
		if !ok || got != m {
			t.Fatalf("%v: decoded %v, %v", m, got, ok)
		}
	}
}

// Random Faith games at 4 to 7 players, Poseidon dealt to a seat in every
// Age, checking the invariants after every decision and that coins to
// other cities reach them.
func TestFaithPoseidonPlayouts(t *testing.T) {
	trades := 0
	games := gametest.Size(12, 40)
	for seed := uint64(0); seed < uint64(games); seed++ {
		players := 4 + int(seed%4)
		cfg := config(players, seed, VariantSides, "random")
		cfg.Expansions = []string{ExpansionFaith}
		if seed%3 == 2 {
			cfg.Expansions = append(cfg.Expansions, ExpansionCommerce)
		}
		g := start(t, cfg)
		rng := game.NewRand(seed*31 + 7)
		var buf []game.Option
		for steps := 0; !g.Over(); steps++ {
			if steps > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			if g.phase == phaseChoose && g.turn == 0 && g.chosen == 0 {
				forcePoseidon(g, int(seed)%players)
			}
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			buf = g.Legal(p.Seat, buf[:0])
			// Prefer Poseidon's purchases and his invocation, to see them.
			pick := buf[rng.IntN(len(buf))]
			for _, o := range buf {
				if m := MustDecode(o); (m.PayOthers > 0 || m.GodMode.Invokes() && m.God == poseidonGod) && rng.IntN(2) == 0 {
					pick = o
					break
				}
			}
			m := MustDecode(pick)
			var had uint8 // Poseidon serves: invoked, or revealed before the card (ruling 8)
			for c := range int(g.players) {
				if g.poseidonNow(c) || g.firstGod(g.moves[c]) == poseidonGod {
					had |= 1 << c
				}
			}
			if g.firstGod(m) == poseidonGod {
				had |= 1 << m.City
			}
			n := len(g.events)
			if err := g.Apply(p.Seat, pick); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, m, err)
			}
			if err := g.Check(); err != nil {
				t.Fatalf("seed %d after %v: %v", seed, m, err)
			}
			for _, e := range g.events[n:] {
				if e.Kind == EventTrade {
					if e.Against == e.City || e.Against == g.left(e.City) || e.Against == g.right(e.City) || had&(1<<e.City) == 0 {
						t.Fatalf("seed %d: trade %+v", seed, e)
					}
					trades++
				}
			}
		}
	}
	if trades == 0 {
		t.Fatal("no city ever bought from a city that is not its neighbour")
	}
}

// forcePoseidon puts Poseidon in seat s's god hand at the start of an Age,
// from wherever he is, in exchange for the seat's first god.
func forcePoseidon(g *State, s int) {
	fa := &g.fa
	if fa.hands[s].has(poseidonGod) || fa.hands[s].n == 0 {
		return
	}
	mine := fa.hands[s].g[0]
	for i := range fa.ndeck {
		if fa.deck[i] == poseidonGod {
			fa.deck[i], fa.hands[s].g[0] = mine, poseidonGod
			return
		}
	}
	for o := range int(g.players) {
		h := &fa.hands[o]
		for i := range h.n {
			if h.g[i] == poseidonGod {
				h.g[i], fa.hands[s].g[0] = mine, poseidonGod
				return
			}
		}
	}
}

// With Poseidon the search agrees with a brute force over every assignment
// of units to sources (own, left, right, any other city at 1 coin), and
// each plan's allocation pays exactly its coins to non-neighbours.
func TestPoseidonPaymentsMatchBruteForce(t *testing.T) {
	rng := game.NewRand(7)
	pool := tradeCards()
	bought := 0
	for trial := range 400 {
		players := 4 + rng.IntN(4)
		g := start(t, config(players, uint64(trial)))
		randomTrade(g, pool, &rng)
		g.fa.on, g.age = true, 1
		g.fa.invoked[0][0] = placedGod{god: poseidonGod, age: 1}
		g.fa.ninvoked[0] = 1
		var cost Resources
		for range 1 + rng.IntN(4) {
			cost[rng.IntN(NumResources)]++
		}
		budget := rng.IntN(12)
		want := bruteForceOthers(g, 0, cost, budget)
		got := g.payments(0, cost, budget)
		var totals []Plan
		for _, p := range got.list() {
			totals = append(totals, Plan{Left: p.Left, Right: p.Right, Others: p.Others})
			sum := 0
			for o := range players {
				if k := p.PaidTo(o); k > 0 {
					if o == 0 || o == g.left(0) || o == g.right(0) {
						t.Fatalf("trial %d: plan %v pays neighbour or self %d", trial, p, o)
					}
					sum += k
				}
			}
			if sum != int(p.Others) {
				t.Fatalf("trial %d: plan %v allocates %d", trial, p, sum)
			}
			if p.Others > 0 {
				bought++
			}
		}
		if !slices.Equal(totals, want) {
			t.Fatalf("trial %d cost %v budget %d: got %v, want %v", trial, cost, budget, totals, want)
		}
	}
	if bought < 100 {
		t.Fatalf("only %d plans buy from other cities", bought)
	}
}

func bruteForceOthers(g *State, c int, cost Resources, budget int) []Plan {
	type src struct {
		set  ResourceSet
		side int // -1 own, 0 left, 1 right, 2 other cities
	}
	var srcs []src
	ct := &g.cities[c]
	for r, n := range ct.fixed {
		for range n {
			srcs = append(srcs, src{1 << r, -1})
		}
	}
	for _, set := range ct.choice[:ct.nchoice] {
		srcs = append(srcs, src{set, -1})
	}
	n := int(g.ncities)
	for o := range n {
		side := 2
		switch o {
		case c:
			continue
		case g.left(c):
			side = 0
		case g.right(c):
			side = 1
		}
		oc := &g.cities[o]
		for r, k := range oc.fixed {
			for range k {
				srcs = append(srcs, src{1 << r, side})
			}
		}
		for _, set := range oc.trade[:oc.ntrade] {
			srcs = append(srcs, src{set, side})
		}
	}
	var units []Resource
	for r, k := range cost {
		for range k {
			units = append(units, Resource(r))
		}
	}
	var front plans
	used := make([]bool, len(srcs))
	var rec func(i, l, r, o int)
	rec = func(i, l, r, o int) {
		if i == len(units) {
			if l+r+o <= budget && !front.dominates(l, r, o) {
				front.add(Plan{Left: int8(l), Right: int8(r), Others: int8(o)})
			}
			return
		}
		x := units[i]
		for j, s := range srcs {
			if used[j] || !s.set.Has(x) {
				continue
			}
			used[j] = true
			price := 2
			if s.side < 2 && s.side >= 0 && (ct.discount[s.side].Has(x) || g.Ruleset() >= rulesetPoseidonAll) {
				price = 1
			}
			switch s.side {
			case -1:
				rec(i+1, l, r, o)
			case 0:
				rec(i+1, l+price, r, o)
			case 1:
				rec(i+1, l, r+price, o)
			case 2:
				rec(i+1, l, r, o+1)
			}
			used[j] = false
		}
	}
	rec(0, 0, 0, 0)
	front.sort()
	return front.list()
}
