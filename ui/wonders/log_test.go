package wonders

import (
	"strings"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// A 7-player Commerce and Faith game played at random into Age II: the
// log has each heading once (the end of Age I's conflicts, left-over
// cards and last gods all under one "End of Age I"), in order, and the
// seat's Prayer picks under the Prayer's heading.
func TestLogHeadingsOncePerSection(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seats: seats("h", "random", "random", "random", "random", "random", "random"),
		Expansions: []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}}
	for _, seed := range []uint64{3, 11, 29} {
		cfg.Seed = seed
		g, err := wonders.Rules.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for g.(*wonders.State).SeatView(0).Age < 2 || g.Pending()[0].Kind == wonders.KindPray {
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			legal := g.Legal(p.Seat, nil)
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		h := newHarnessFor(t, g, 0, true)
		items := h.table.log.items
		seen := map[string]int{}
		var order []string
		for _, it := range items {
			if it.Heading {
				seen[it.Lines[0]]++
				order = append(order, it.Lines[0])
			}
		}
		for head, n := range seen {
			if n != 1 {
				t.Errorf("seed %d: heading %q %d times; headings: %q", seed, head, n, order)
			}
		}
		want := []string{"Age I · Prayer", "Age I · turn 1", "Age I · turn 6", "End of Age I", "Age II · Prayer"}
		at := -1
		for _, head := range want {
			i := indexOf(order, head)
			if i <= at {
				t.Errorf("seed %d: %q missing or out of order in %q", seed, head, order)
			}
			at = i
		}
		picks := wonders.Prayers(g.Log(), 0)
		for i, it := range items {
			if it.Heading && it.Lines[0] == "Age II · Prayer" {
				line := strings.Join(items[i+1].Lines, " ")
				if !strings.HasPrefix(line, "A picked ") || len(picks) != 2 || !strings.Contains(line, h.table.words.god(picks[1].Picks[0])) {
					t.Errorf("seed %d: the Age II Prayer reads %q", seed, line)
				}
			}
		}
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// The log's lines: a build or stage says the coins paid to each
// neighbour, a wonder stage is "the wonder" (no "its" for a person), and a
// defeat Tomyris sends back names the city that took the token.
func TestLogEventLines(t *testing.T) {
	v := &wonders.View{NumCities: 4, FreeCity: -1, Cities: make([]wonders.CityView, 4)}
	baths, _ := wonders.CardByID("baths")
	for _, tc := range []struct {
		lang string
		e    wonders.Event
		want string
	}{
		{"en", wonders.Event{Kind: wonders.EventStage, City: 1, Card: wonders.NoCard, PayLeft: 2, PayRight: 1},
			"B builds stage 1 of the wonder, paying 2 coins to C and 1 to A."},
		{"fr", wonders.Event{Kind: wonders.EventStage, City: 1, Card: wonders.NoCard, PayLeft: 2, PayRight: 1},
			"B construit l’étape 1 de sa merveille, en payant 2 pièces à C et 1 à A."},
		{"en", wonders.Event{Kind: wonders.EventBuild, City: 0, Card: baths, PayRight: 1},
			"A builds Baths, paying 1 coin to D."},
		{"fr", wonders.Event{Kind: wonders.EventBuild, City: 0, Card: baths, PayLeft: 3},
			"A construit Bains, en payant 3 pièces à B."},
		{"en", wonders.Event{Kind: wonders.EventBuild, City: 0, Card: baths}, "A builds Baths."},
		{"en", wonders.Event{Kind: wonders.EventBuildShared, City: 2, Against: 3, Card: baths, PayLeft: 1},
			"D builds Baths in C's city (Toinito), paying 1 coin to A."},
		{"en", wonders.Event{Kind: wonders.EventLeftover, City: 2, Card: wonders.NoCard}, "C discards the last card."},
		{"en", wonders.Event{Kind: wonders.EventBattle, City: 1, Against: 2, Points: -1, Taker: 1, Card: wonders.NoCard},
			"B loses to C: −1"},
		{"en", wonders.Event{Kind: wonders.EventBattle, City: 1, Against: 2, Points: -1, Taker: 2, Card: wonders.NoCard},
			"B loses to C, who takes the −1 (Tomyris)"},
		{"fr", wonders.Event{Kind: wonders.EventBattle, City: 1, Against: 2, Points: -1, Taker: 2, Card: wonders.NoCard},
			"B perd contre C, qui prend le −1 (Tomyris)"},
		{"en", wonders.Event{Kind: wonders.EventBattle, City: 2, Against: 1, Points: 3, Taker: 2, Card: wonders.NoCard},
			"C beats B: +3"},
		{"en", wonders.Event{Kind: wonders.EventLoss, City: 1, Card: wonders.NoCard, Coins: 0, Points: 2, Answered: true},
			"B takes 2 debt tokens rather than pay the black cards."},
		{"fr", wonders.Event{Kind: wonders.EventLoss, City: 1, Card: wonders.NoCard, Coins: 1, Points: 1, Answered: true},
			"B perd 1 pièce et prend 1 jeton Dette (cartes noires)."},
		{"en", wonders.Event{Kind: wonders.EventLoss, City: 1, Card: wonders.NoCard, Coins: 0, Points: 2},
			"B has no coin to lose and takes 2 debt tokens (−1 point each)."},
	} {
		w := testWords(t, tc.lang)
		if got := w.logEvent(v, tc.e); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.lang, tc.e.Kind, got, tc.want)
		}
	}
}
