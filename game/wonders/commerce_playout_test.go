package wonders

import (
	"os"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// commercePlayouts runs n random Commerce games over 2 to 7 players, with
// Market Day on and off, checking the contract after every decision and
// replaying each finished game.
func commercePlayouts(t *testing.T, n int) {
	for seed := uint64(0); seed < uint64(n); seed++ {
		players := 2 + int(seed%6)
		day := []string{"on", "off"}[seed/6%2]
		cfg := config(players, seed, VariantSides, []string{"random", "A", "B"}[seed%3], VariantMarketDay, day)
		cfg.Expansions = []string{ExpansionCommerce}
		rng := game.NewRand(seed*131 + 3)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d, %d players, market day %s: %v", seed, players, day, err)
		}
		if err := gametest.ReplayMatches(Rules, s); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

func TestCommerceRandomGames(t *testing.T) {
	n := gametest.Size(120, 600)
	commercePlayouts(t, n)
}

// TestManyCommerceRandomGames plays 6,000 games; set WONDERS_LONG=1.
func TestManyCommerceRandomGames(t *testing.T) {
	if os.Getenv("WONDERS_LONG") == "" {
		t.Skip("set WONDERS_LONG=1 for 6,000 random Commerce games")
	}
	commercePlayouts(t, 6000)
}
