package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

// Seven boards so that seat 0's neighbours are seat 1 (left) and seat 6
// (right).
var boards7 = []string{"gizah A", "babylon A", "alexandria A", "halikarnassus A", "olympia A", "rhodes A", "ephesus A"}

func TestPaymentPlans(t *testing.T) {
	tests := []struct {
		name   string
		boards map[int]string
		own    []string // seat 0's structures
		left   []string // seat 1's
		right  []string // seat 6's
		coins  int
		stages int // seat 0's stages built
		card   string
		want   []Plan
	}{
		{name: "own fixed production", card: "baths", want: []Plan{{Left: 0, Right: 0}}},
		{name: "left starting resource", card: "guard_tower", want: []Plan{{Left: 2, Right: 0}}},
		{name: "either neighbour, cheapest total then left first", left: []string{"lumber_yard"},
			right: []string{"tree_farm"}, card: "stockade", want: []Plan{{Left: 0, Right: 2}, {Left: 2, Right: 0}}},
		{name: "west trading post", own: []string{"west_trading_post"}, left: []string{"lumber_yard"},
			right: []string{"tree_farm"}, card: "stockade", want: []Plan{{Left: 1, Right: 0}, {Left: 0, Right: 2}}},
		{name: "east trading post", own: []string{"east_trading_post"}, left: []string{"lumber_yard"},
			right: []string{"tree_farm"}, card: "stockade", want: []Plan{{Left: 0, Right: 1}, {Left: 2, Right: 0}}},
		{name: "trading post discounts the starting resource", own: []string{"west_trading_post"},
			card: "guard_tower", want: []Plan{{Left: 1, Right: 0}}},
		{name: "trading post does not discount goods", own: []string{"west_trading_post"},
			left: []string{"loom_1"}, card: "apothecary", want: []Plan{{Left: 2, Right: 0}}},
		{name: "marketplace both sides", own: []string{"marketplace"}, left: []string{"loom_1"},
			right: []string{"loom_2"}, card: "apothecary", want: []Plan{{Left: 0, Right: 1}, {Left: 1, Right: 0}}},
		{name: "forum cannot be sold", left: []string{"forum"}, card: "apothecary", want: nil},
		{name: "caravansery cannot be sold", left: []string{"caravansery"}, card: "stockade", want: nil},
		{name: "alexandria's stage production cannot be sold", boards: map[int]string{1: "alexandria B"},
			card: "stockade", want: nil},
		{name: "own choice card", own: []string{"tree_farm"}, card: "stockade", want: []Plan{{Left: 0, Right: 0}}},
		{name: "own forum", own: []string{"forum"}, card: "apothecary", want: []Plan{{Left: 0, Right: 0}}},
		{name: "a neighbour's choice card sells one unit", left: []string{"forest_cave"},
			right: []string{"ore_vein"}, card: "stables", want: []Plan{{Left: 4, Right: 2}}},
		{name: "a neighbour's choice card sells either resource", left: []string{"forest_cave"},
			card: "barracks", want: []Plan{{Left: 2, Right: 0}}},
		{name: "budget", coins: 3, left: []string{"sawmill"}, card: "caravansery", want: nil},
		{name: "budget keeps the affordable plans", coins: 4, left: []string{"sawmill"},
			right: []string{"lumber_yard", "forest_cave"}, card: "caravansery", want: []Plan{{Left: 0, Right: 4}, {Left: 2, Right: 2}, {Left: 4, Right: 0}}},
		{name: "fixed two units", left: []string{"sawmill"}, right: []string{"lumber_yard"}, card: "caravansery",
			want: []Plan{{Left: 2, Right: 2}, {Left: 4, Right: 0}}},
		{name: "mixed prices keep the Pareto front", own: []string{"west_trading_post"},
			left: []string{"sawmill"}, right: []string{"lumber_yard", "timber_yard"}, card: "caravansery",
			want: []Plan{{Left: 2, Right: 0}, {Left: 1, Right: 2}, {Left: 0, Right: 4}}},
		{name: "olympia B stage 1 discount", boards: map[int]string{0: "olympia B"}, stages: 1,
			left: []string{"clay_pool"}, right: []string{"clay_pit"}, card: "guard_tower", want: []Plan{{Left: 0, Right: 1}, {Left: 1, Right: 0}}},
		{name: "brown coin cost needs a coin", coins: 0, card: "tree_farm", want: nil},
		{name: "brown coin cost", coins: 1, card: "tree_farm", want: []Plan{{Left: 0, Right: 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bs := slices.Clone(boards7)
			for c, b := range tt.boards {
				bs[c] = b
			}
			tb := newTable(t, 7, bs...)
			tb.built(0, tt.own...)
			tb.built(1, tt.left...)
			tb.built(6, tt.right...)
			tb.stages(0, tt.stages)
			tb.coins(0, 20)
			if tt.coins != 0 || tt.name == "brown coin cost needs a coin" {
				tb.coins(0, tt.coins)
			}
			tb.hand(0, tt.card)
			got := tb.plansFor(0, Build, tt.card)
			if !slices.Equal(got, tt.want) {
				t.Fatalf("plans %v, want %v", got, tt.want)
			}
			tb.check()
		})
	}
}

// Wonder stages get payment plans like cards.
func TestStagePlans(t *testing.T) {
	tb := newTable(t, 3, "gizah A", "babylon A", "ephesus A")
	tb.built(1, "lumber_yard")
	tb.built(2, "timber_yard")
	tb.hand(0, "altar")
	tb.coins(0, 10)
	// Gizah A stage 2 costs 3 wood: one from the left, one from the
	// right's choice card, and no third source.
	tb.stages(0, 1)
	if got := tb.plansFor(0, BuildStage, "altar"); got != nil {
		t.Fatalf("stage 2 needs 3 wood, got plans %v", got)
	}
	tb.built(2, "sawmill")
	want := []Plan{{Left: 0, Right: 6}, {Left: 2, Right: 4}}
	if got := tb.plansFor(0, BuildStage, "altar"); !slices.Equal(got, want) {
		t.Fatalf("plans %v, want %v", got, want)
	}
	v := tb.g.SeatView(0)
	if v.Stage.Stage != 1 || v.Stage.Status != StatusTrade || !slices.Equal(v.Stage.Plans, want) {
		t.Fatalf("stage view %+v", v.Stage)
	}
}

// The search agrees with a brute force over every assignment of units to
// sources on random positions.
func TestPaymentsMatchBruteForce(t *testing.T) {
	rng := game.NewRand(99)
	pool := tradeCards()
	for trial := range 400 {
		players := 3 + rng.IntN(5)
		g := start(t, config(players, uint64(trial)))
		randomTrade(g, pool, &rng)
		var cost Resources
		for range 1 + rng.IntN(4) {
			cost[rng.IntN(NumResources)]++
		}
		budget := rng.IntN(12)
		got := g.payments(0, cost, budget)
		want := bruteForce(g, 0, cost, budget)
		if !slices.Equal(got.list(), want) {
			t.Fatalf("trial %d cost %v budget %d: got %v, want %v", trial, cost, budget, got.list(), want)
		}
	}
}

// tradeCards are the cards that make or price resources.
func tradeCards() []Card {
	var pool []Card
	for i := range catalog.cards {
		ci := &catalog.cards[i]
		if ci.Color == Brown || ci.Color == Grey || ci.ID == "forum" || ci.ID == "caravansery" ||
			ci.ID == "west_trading_post" || ci.ID == "east_trading_post" || ci.ID == "marketplace" {
			pool = append(pool, Card(i))
		}
	}
	return pool
}

// randomTrade builds up to 4 random cards of pool in each city.
func randomTrade(g *State, pool []Card, rng *game.Rand) {
	for c := range int(g.players) {
		for range rng.IntN(5) {
			card := pool[rng.IntN(len(pool))]
			if !g.cities[c].owns(card) {
				g.cities[c].addStructure(card)
				for i := range catalog.cards[card].Effects {
					g.applyEffect(c, &catalog.cards[card].Effects[i])
				}
			}
		}
	}
}

type source struct {
	set   ResourceSet
	side  int // -1 own, 0 left, 1 right
	price [NumResources]int
}

func bruteForce(g *State, c int, cost Resources, budget int) []Plan {
	var srcs []source
	ct := &g.cities[c]
	unit := func(set ResourceSet, side int) {
		s := source{set: set, side: side}
		for r := range Resource(NumResources) {
			s.price[r] = 0
			if side >= 0 {
				s.price[r] = 2
				if ct.discount[side].Has(r) {
					s.price[r] = 1
				}
			}
		}
		srcs = append(srcs, s)
	}
	for r, n := range ct.fixed {
		for range n {
			unit(1<<r, -1)
		}
	}
	for _, set := range ct.choice[:ct.nchoice] {
		unit(set, -1)
	}
	for side, nb := range []int{g.left(c), g.right(c)} {
		o := &g.cities[nb]
		for r, n := range o.fixed {
			for range n {
				unit(1<<r, side)
			}
		}
		for _, set := range o.trade[:o.ntrade] {
			unit(set, side)
		}
	}
	var units []Resource
	for r, n := range cost {
		for range n {
			units = append(units, Resource(r))
		}
	}
	var front plans
	used := make([]bool, len(srcs))
	var rec func(i, l, r int)
	rec = func(i, l, r int) {
		if i == len(units) {
			if l+r <= budget && !front.dominates(l, r, 0) {
				front.add(Plan{Left: int8(l), Right: int8(r)})
			}
			return
		}
		for j, s := range srcs {
			if used[j] || !s.set.Has(units[i]) {
				continue
			}
			used[j] = true
			switch s.side {
			case -1:
				rec(i+1, l, r)
			case 0:
				rec(i+1, l+s.price[units[i]], r)
			case 1:
				rec(i+1, l, r+s.price[units[i]])
			}
			used[j] = false
		}
	}
	rec(0, 0, 0)
	front.sort()
	return front.list()
}

// Coins a seat receives this turn cannot pay for its purchases this turn:
// options are worked out on the start-of-turn position.
func TestIncomeSpentNextTurn(t *testing.T) {
	tb := newTable(t, 3, "gizah A", "babylon A", "ephesus A")
	tb.coins(0, 5)
	tb.coins(1, 0)
	tb.hand(0, "guard_tower")          // buys clay from seat 1
	tb.hand(1, "lumber_yard", "baths") // baths needs stone, seat 0 sells it
	tb.play(build(0, "guard_tower", 2, 0))
	if got := tb.plansFor(1, Build, "baths"); got != nil {
		t.Fatalf("seat 1 has no coins at the start of the turn, got plans %v", got)
	}
	tb.turn()
	if got := tb.city(1).coins; got != 2+3 {
		t.Fatalf("seat 1 has %d coins, want 2 from the sale + 3 from its discard", got)
	}
}
