package wonders

import (
	"os"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// faithPlayouts runs n random Faith games over 2 to FaithMaxPlayers
// players, every other one with Commerce, checking the contract after
// every decision and replaying each finished game.
func faithPlayouts(t *testing.T, n int) {
	top := FaithMaxPlayers()
	for seed := uint64(0); seed < uint64(n); seed++ {
		players := 2 + int(seed%uint64(top-1))
		cfg := config(players, seed, VariantSides, []string{"random", "A", "B"}[seed%3])
		cfg.Expansions = []string{ExpansionFaith}
		if seed%2 == 1 {
			cfg.Expansions = append(cfg.Expansions, ExpansionCommerce)
		}
		rng := game.NewRand(seed*977 + 5)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d, %d players, %v: %v", seed, players, cfg.Expansions, err)
		}
		if err := gametest.ReplayMatches(Rules, s); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

func TestFaithRandomGames(t *testing.T) {
	n := gametest.Size(60, 300)
	faithPlayouts(t, n)
}

// TestManyFaithRandomGames plays 6,000 games; set WONDERS_LONG=1.
func TestManyFaithRandomGames(t *testing.T) {
	if os.Getenv("WONDERS_LONG") == "" {
		t.Skip("set WONDERS_LONG=1 for 6,000 random Faith games")
	}
	faithPlayouts(t, 6000)
}
