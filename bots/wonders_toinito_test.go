package bots

import (
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// The heuristic values a shared build (Toinito) by what it brings the
// partner: a blue card sent for nothing is worth its points at least, and
// among the turns offering one, the bot sometimes sends a card.
func TestWondersHeuristicSharesWithToinito(t *testing.T) {
	var prompts, sent, blue int
	for seed := uint64(1); seed <= 150 && prompts < 60; seed++ {
		cfg := game.Config{Game: "wonders", Expansions: []string{wonders.ExpansionFaith}, Teams: true, Seed: seed}
		for range 4 {
			cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: "bot", Bot: "random"})
		}
		g, err := wonders.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for len(g.Pending()) > 0 {
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			legal := g.Legal(p.Seat, nil)
			if p.Kind == wonders.KindCard && hasShared(legal) {
				prompts++
				v := g.SeatView(p.Seat)
				values := WondersValues(v, legal)
				for i, o := range legal {
					m := wonders.MustDecode(o)
					info := m.Card.Info()
					if m.Action == wonders.BuildShared && m.GodMode == wonders.NoGodMode && info.Color == wonders.Blue &&
						m.PayLeft+m.PayRight == 0 && info.Cost.Coins == 0 {
						blue++
						if pts := printedPoints(info); values[i] < float64(pts)-0.51 {
							t.Errorf("seed %d: shared %s valued %.2f, more than half a point below its %d points", seed, m.Card, values[i], pts)
						}
					}
				}
				o, err := NewWondersHeuristic(0, 1).Choose(t.Context(), v, legal)
				if err != nil || !game.Contains(legal, o) {
					t.Fatalf("seed %d: choice %d, %v", seed, o, err)
				}
				if wonders.MustDecode(o).Action == wonders.BuildShared {
					sent++
				}
			}
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if prompts < 20 || blue == 0 || sent == 0 {
		t.Fatalf("%d turns offered a shared build, %d free blue ones checked, the bot sent %d", prompts, blue, sent)
	}
	t.Logf("%d turns with a shared build, the bot sent a card on %d", prompts, sent)
}

func hasShared(legal []game.Option) bool {
	for _, o := range legal {
		if wonders.MustDecode(o).Action == wonders.BuildShared {
			return true
		}
	}
	return false
}

func printedPoints(info *wonders.CardInfo) int {
	n := 0
	for _, e := range info.Effects {
		if e.Kind == wonders.Points {
			n += e.N
		}
	}
	return n
}
