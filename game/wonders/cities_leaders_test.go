package wonders

import (
	"slices"
	"testing"
)

// citiesLeadersTable is a Leaders + Cities table past the draft and Age
// I's recruitment (every seat discarding its first leader).
func citiesLeadersTable(t *testing.T, players int) *table {
	t.Helper()
	tb := citiesTable(t, players, []string{ExpansionLeaders}, "gizah A", "gizah A", "gizah A")
	tb.draftAndDiscard()
	return tb
}

// recruitNow gives city c leader id as if recruited, its effects applied.
func (tb *table) recruitNow(c int, id string) {
	l := cid(id)
	tb.takeLeader(l)
	tb.g.ld.rec[c].add(l)
	tb.g.leaderArrives(c, l)
}

// The six Cities leaders join the pool only with Leaders; their powers.
func TestCitiesLeaders(t *testing.T) {
	tb := citiesLeadersTable(t, 3)
	g := tb.g
	pool := int(g.ld.unused.n) + int(g.ld.gone.n)
	for s := range 3 {
		pool += int(g.ld.hands[s].n) + int(g.ld.rec[s].n)
	}
	if pool != 42 {
		t.Fatalf("%d leaders with Cities, want 36 + 6", pool)
	}
	tests := []struct {
		name  string
		run   func(tb *table)
		check func(tb *table) string
	}{
		{"Aspasia: a diplomacy token on her recruitment", func(tb *table) { tb.recruitNow(0, "aspasia") },
			func(tb *table) string {
				if tb.g.cx.diplomacy != 1 || tb.g.leaderPoints(0) != 2 {
					return "no token or no 2 points"
				}
				return ""
			}},
		{"Caligula: one black card free an Age", func(tb *table) {
			tb.recruitNow(0, "caligula")
			tb.cityHand(0, "militia")
			tb.coins(0, 0)
			tb.turn(build(0, "militia", 0, 0))
		}, func(tb *table) string {
			g := tb.g
			if g.cities[0].blacks != 1 || g.cities[0].coins != 0 {
				return "Militia not built for free"
			}
			if citiesFree(g, 0, cid("hideout")) {
				return "a second free black card in the Age"
			}
			g.cx.caligula = 0 // the next Age (endAge)
			if !citiesFree(g, 0, cid("hideout")) || citiesFree(g, 0, cid("lumber_yard")) {
				return "Caligula's card is black only, once an Age"
			}
			return ""
		}},
		{"Diocletian: 2 coins a black card", func(tb *table) {
			tb.recruitNow(0, "diocletian")
			tb.cityHand(0, "hideout")
			tb.coins(0, 0)
			tb.turn(build(0, "hideout", 0, 0))
		}, func(tb *table) string {
			if tb.g.cities[0].coins != 2 {
				return "no 2 coins"
			}
			return ""
		}},
		{"Darius: a point a black card", func(tb *table) {
			tb.recruitNow(0, "darius")
			tb.cityBuilt(0, "militia", "gates_of_the_city")
		}, func(tb *table) string {
			if tb.g.leaderPoints(0) != 2 {
				return "not 2 points"
			}
			return ""
		}},
		{"Semiramis: every defeat token held a shield (ruling)", func(tb *table) {
			tb.g.cities[0].defeats = 2
			tb.recruitNow(0, "semiramis")
		}, func(tb *table) string {
			if tb.g.strength(0) != 2*(int(tb.g.cities[0].shields)+2) {
				return "defeats not counted as shields"
			}
			return ""
		}},
		{"Berenice: a coin more, once a turn, from the bank", func(tb *table) {
			tb.recruitNow(0, "berenice")
			tb.cityHand(0, "gambling_den")
			tb.coins(0, 0)
			tb.turn(build(0, "gambling_den", 0, 0))
		}, func(tb *table) string {
			if tb.g.cities[0].coins != 7 || tb.g.cx.berenice != 0 {
				return "not 6 + 1 coins"
			}
			return ""
		}},
		{"Berenice: a coin more for a discard, none for trade", func(tb *table) {
			tb.recruitNow(0, "berenice")
			tb.coins(0, 0)
			tb.turn(discard(0, tb.g.hands[0].c[0].Info().ID))
			tb.g.cities[2].fixed[Ore] = 1
			tb.g.cities[1].fixed[Ore] = 0
			tb.cityHand(0, "barracks")
			tb.turn(build(0, "barracks", 0, 2))
		}, func(tb *table) string {
			if tb.g.cities[0].coins != 3+1-2 {
				return "not 3 + 1 for the discard, then nothing for the ore sold"
			}
			return ""
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := citiesLeadersTable(t, 3)
			tt.run(tb)
			if msg := tt.check(tb); msg != "" {
				t.Fatal(msg)
			}
			tb.check()
		})
	}
}

// Hatshepsut's coin is a rebate on coins paid to a neighbour (ruling
// Leaders 12): a unit a Clandestine Dock and a trading post make free
// pays the neighbour nothing and brings no coin; a unit bought for a
// coin, with or without the dock, brings a coin back.
func TestHatshepsutNoCoinForAFreeUnit(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cards  []string
		plan   Plan
		rebate int
	}{
		{"trading post: 1 coin", []string{"west_trading_post"}, Plan{Left: 1}, 1},
		{"dock: 2 coins less 1", []string{"clandestine_dock_west"}, Plan{Left: 1}, 1},
		{"trading post and dock: 0 coins", []string{"west_trading_post", "clandestine_dock_west"}, Plan{}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := citiesLeadersTable(t, 3)
			g := tb.g
			tb.recruitNow(0, "hatshepsut")
			tb.cityBuilt(0, tc.cards...)
			g.cities[1].fixed[Ore] = 1
			tb.cityHand(0, "barracks")
			tb.coins(0, 5)
			if plans := tb.plansFor(0, Build, "barracks"); !slices.Equal(plans, []Plan{tc.plan}) {
				t.Fatalf("plans %+v, want %+v", plans, tc.plan)
			}
			tb.turn(build(0, "barracks", int(tc.plan.Left), 0))
			if got := int(g.cities[0].coins) - 5 + int(tc.plan.Left); got != tc.rebate {
				t.Errorf("Hatshepsut brought %d coins, want %d", got, tc.rebate)
			}
		})
	}
}
