package wonders

import (
	"testing"

	"agora/game"
)

// canSwap answers what bastetOptions would, without listing: checked for
// every city after every decision of random Faith games, where swaps come
// and go as cities build.
func TestCanSwapAgreesWithTheSwapList(t *testing.T) {
	swaps, none := 0, 0
	for seed := range uint64(12) {
		cfg := config(3+int(seed%5), seed)
		cfg.Expansions = []string{ExpansionFaith}
		if seed%3 == 0 {
			cfg.Teams, cfg.Seats = true, make([]game.SeatConfig, 4)
		}
		g := start(t, cfg)
		rng := game.NewRand(seed + 41)
		for !g.Over() {
			for c := range int(g.ncities) {
				listed := len(g.bastetOptions(c, NoCard, nil)) > 0
				if g.canSwap(c) != listed {
					t.Fatalf("seed %d, city %d: canSwap %v, listed %v", seed, c, !listed, listed)
				}
				if listed {
					swaps++
				} else {
					none++
				}
			}
			p := g.Pending()[0].Seat
			legal := g.Legal(p, nil)
			if err := g.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if swaps == 0 || none == 0 {
		t.Fatalf("the games never tried both answers: %d with swaps, %d without", swaps, none)
	}
}
