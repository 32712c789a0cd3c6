package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

// Voluntary debt (Cities ruling 4, ruleset 5): the Lair takes 2 coins from
// every other city; each city with coins answers in seat order with the
// coins it pays, from all it can down to none, the rest as debt; a city
// without a coin takes the debt without being asked. Under ruleset 4 the
// coins go first, with no question.
func TestCitiesVoluntaryDebt(t *testing.T) {
	tests := []struct {
		name    string
		ruleset int
		pay     []int    // the answers of cities 1 and 2
		coins   [4]int32 // after the turn
		debt    [4]uint8
	}{
		{"pay all", 5, []int{2, 2}, [4]int32{0, 1, 2, 0}, [4]uint8{0, 0, 0, 2}},
		{"debt all", 5, []int{0, 0}, [4]int32{0, 3, 4, 0}, [4]uint8{0, 2, 2, 2}},
		{"some of each", 5, []int{1, 0}, [4]int32{0, 2, 4, 0}, [4]uint8{0, 1, 2, 2}},
		{"ruleset 4: coins first", 4, nil, [4]int32{0, 1, 2, 0}, [4]uint8{0, 0, 0, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := citiesTable(t, 4, nil, "gizah A", "gizah A", "gizah A", "gizah A")
			g := tb.g
			g.cfg.Ruleset = tt.ruleset
			g.cities[0].fixed[Wood], g.cities[0].fixed[Glass] = 1, 1
			tb.cityHand(0, "lair")
			tb.cityHand(3, "lumber_yard")
			for c, n := range []int32{0, 0, 1, 0} {
				tb.coins(c, int(n))
			}
			tb.turn(build(0, "lair", 0, 0), build(3, "lumber_yard", 0, 0))
			for i, c := range []int{1, 2} {
				if tt.pay == nil {
					break
				}
				p := g.Pending()
				if len(p) != 1 || p[0].Kind != KindDues || p[0].Seat != game.Seat(c) {
					t.Fatalf("pending %v, want city %d's answer", p, c)
				}
				v := g.SeatView(game.Seat(c))
				if v.Acting != c || v.Dues != 2 {
					t.Fatalf("city %d's view: acting %d, dues %d", c, v.Acting, v.Dues)
				}
				var prices []int
				for _, m := range tb.moves(game.Seat(c)) {
					if m.Action != Settle || m.City != c {
						t.Fatalf("answer %v", m)
					}
					prices = append(prices, m.Price)
				}
				if !slices.Equal(prices, []int{2, 1, 0}) {
					t.Fatalf("city %d's answers %v", c, prices)
				}
				tb.play(Move{Action: Settle, City: c, Card: NoCard, Price: tt.pay[i]})
			}
			if g.phase != phaseChoose || g.turn != 1 {
				t.Fatalf("the turn does not go on: phase %d, turn %d, pending %v", g.phase, g.turn, g.Pending())
			}
			for c := range 4 {
				if g.cities[c].coins != tt.coins[c] || g.cx.debt[c] != tt.debt[c] {
					t.Errorf("city %d: %d coins, %d debt; want %d and %d", c, g.cities[c].coins, g.cx.debt[c], tt.coins[c], tt.debt[c])
				}
			}
			answered := 0
			for _, e := range g.events {
				if e.Kind == EventLoss && e.Answered {
					answered++
					if i := e.City - 1; e.Coins != tt.pay[i] || e.Points != 2-tt.pay[i] {
						t.Errorf("log: %+v", e)
					}
				}
			}
			if answered != len(tt.pay) {
				t.Errorf("%d answers logged, want %d", answered, len(tt.pay))
			}
			tb.check()
		})
	}
}

// A preview of an answer shows the city as it would stand: its coins paid
// and its debt line.
func TestCitiesVoluntaryDebtPreview(t *testing.T) {
	tb := citiesTable(t, 3, nil, "gizah A", "gizah A", "gizah A")
	g := tb.g
	tb.cityHand(0, "hideout")
	tb.turn(build(0, "hideout", 0, 0))
	v := g.SeatView(g.Pending()[0].Seat)
	if v.Prompt != KindDues {
		t.Fatalf("prompt %q", v.Prompt)
	}
	coins := v.Cities[v.Acting].Coins
	for _, o := range v.Options {
		m := MustDecode(o)
		score, city, ok := v.Preview(o)
		if !ok || city.Coins != coins-m.Price || score[CatDebt] != -(v.Dues-m.Price) {
			t.Errorf("preview of paying %d: ok %v, %d coins, debt line %d", m.Price, ok, city.Coins, score[CatDebt])
		}
	}
}

// Random games of Cities under ruleset 5 and 4: every coin loss is
// answered or paid, and the invariants hold after each decision; the
// answers come only under ruleset 5.
func TestCitiesVoluntaryDebtRandomGames(t *testing.T) {
	for _, ruleset := range []int{4, 5} {
		asked := 0
		for seed := range uint64(6) {
			cfg := config(3+int(seed%5), seed+7, VariantSides, "A")
			cfg.Expansions = []string{ExpansionCities}
			if seed%2 == 1 {
				cfg.Expansions = append(cfg.Expansions, ExpansionFaith, ExpansionLeaders)
			}
			cfg.Ruleset = ruleset
			g := start(t, cfg)
			rng := game.NewRand(seed)
			for !g.Over() {
				p := g.Pending()[0]
				if p.Kind == KindDues && g.phase == phaseDues {
					asked++
				}
				legal := g.Legal(p.Seat, nil)
				if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				if err := g.Check(); err != nil {
					t.Fatalf("ruleset %d, seed %d: %v", ruleset, seed, err)
				}
			}
		}
		t.Logf("ruleset %d: %d answers to black cards", ruleset, asked)
		if (asked > 0) != (ruleset >= rulesetDebtChoice) {
			t.Errorf("ruleset %d: %d answers to black cards", ruleset, asked)
		}
	}
}
