package wonders

import (
	"slices"
	"testing"
)

// With Cities, the blue Hestia replaces the red one in the god deck.
func TestFaithCitiesDealsTheBlueHestia(t *testing.T) {
	tests := []struct {
		name   string
		cities bool
		want   string
		not    string
	}{
		{"Faith alone", false, "hestia", "hestia_cities"},
		{"Faith and Cities", true, "hestia_cities", "hestia"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := config(4, 1, VariantSides, "A")
			cfg.Expansions = []string{ExpansionFaith}
			if tt.cities {
				cfg.Expansions = append(cfg.Expansions, ExpansionCities)
			}
			deck := start(t, cfg).gameGods()
			if !slices.Contains(deck, gid(tt.want)) || slices.Contains(deck, gid(tt.not)) {
				t.Fatalf("deck %v: want %s, not %s", deck, tt.want, tt.not)
			}
		})
	}
}

// The blue Hestia's city loses no coins to Hécate, Héra or a black card,
// and Hadès and Amon-Rê cannot name it; without her, a city owes Hécate
// her coins (answered after the turn, faith_myths_test.go).
func TestFaithCitiesBlueHestiaShelters(t *testing.T) {
	tb := citiesTable(t, 4, []string{ExpansionFaith})
	tb.pray()
	g := tb.g
	tb.invoked(1, "hestia_cities")
	for c := range 4 {
		tb.coins(c, 1)
	}
	g.takeCoins(0, 2, gid("hecate")) // Hécate in Age I
	if g.cities[1].coins != 1 || g.cx.debt[1] != 0 || g.fa.dr.dues[1] != 0 {
		t.Fatalf("sheltered city: %d coins, %d debt, owes %d", g.cities[1].coins, g.cx.debt[1], g.fa.dr.dues[1])
	}
	if g.fa.dr.dues[2] != 2 {
		t.Fatalf("city 2 owes %d coins, want 2", g.fa.dr.dues[2])
	}
	g.fa.dr.dues = [maxCities]uint8{}
	for _, t2 := range g.godTargets(0, hadesGod) {
		if t2&(1<<1) != 0 {
			t.Fatal("Hades names the sheltered city")
		}
	}
	g.cx.owed[1], g.cx.owed[2] = 3, 1
	tb.coins(1, 5)
	tb.coins(2, 5)
	if !citiesPicks(g) || g.duesCity() != 2 || g.cx.owed[1] != 0 {
		t.Fatalf("the sheltered city is asked, or the other is not: answering %d", g.duesCity())
	}
	g.payLoss(2, 1) // from ruleset 5 the city answers (cities_debt_test.go)
	if g.cities[1].coins != 5 || g.cities[2].coins != 4 {
		t.Fatalf("a black card's loss: sheltered %d, other %d", g.cities[1].coins, g.cities[2].coins)
	}
}

// With Cities and Leaders, black cards' and leaders' shields count for a
// god's shield requirement, black cards' points for its point
// requirement, and leaders' points for Aphrodite.
func TestFaithCountsBlackCardsAndLeaders(t *testing.T) {
	tb := citiesTable(t, 4, []string{ExpansionFaith, ExpansionLeaders})
	g := tb.g
	before, points := g.redShields(0), g.bluePoints(0)
	ct := tb.city(0)
	ct.addStructure(cid("militia")) // black, 2 shields
	ct.addStructure(cid("gates_of_the_city"))
	caesar := cid("caesar")
	tb.takeLeader(caesar)
	g.ld.rec[0].add(caesar)
	if got := g.redShields(0); got != before+2+2 {
		t.Errorf("shields %d, want %d (Militia 2, Caesar 2)", got, before+4)
	}
	if got := g.bluePoints(0); got != points+4 {
		t.Errorf("points %d, want %d (Gates of the City 4)", got, points+4)
	}
}

// Héraclès, recruited, invokes gods without their resources: a god whose
// units the city cannot buy is payable in coins alone.
func TestHeraclesFreesGodsResources(t *testing.T) {
	tb := leadersTable(t, 3, 1)
	g := tb.g
	g.cfg.Expansions = append(g.cfg.Expansions, ExpansionFaith)
	g.turnOnLayers()
	g.fa.on = true
	for c := range 3 {
		ct := tb.city(c)
		ct.fixed, ct.nchoice, ct.ntrade = Resources{}, 0, 0
	}
	demeter := gid("demeter") // Age I: 2 units of any kind
	if ps := g.godPlans(0, demeter, 10); len(ps) != 0 {
		t.Fatalf("without Héraclès: %v", ps)
	}
	g.ld.rec[0].add(heracles)
	if ps := g.godPlans(0, demeter, 10); len(ps) != 1 || ps[0].plan.Total() != 0 || ps[0].bank != 0 {
		t.Fatalf("with Héraclès: %v", ps)
	}
}
