package wonders

import (
	"os"
	"strconv"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

func config(players int, seed uint64, variants ...string) game.Config {
	cfg := game.Config{Game: "wonders", Seed: seed}
	for i := range players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: "P" + strconv.Itoa(i)})
	}
	for i := 0; i+1 < len(variants); i += 2 {
		if cfg.Variants == nil {
			cfg.Variants = map[string]string{}
		}
		cfg.Variants[variants[i]] = variants[i+1]
	}
	return cfg
}

func start(t testing.TB, cfg game.Config) *State {
	t.Helper()
	s, err := Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

// playouts runs n random games over 2 to 7 players with the contract's
// checks after every decision and a replay of each finished game.
func playouts(t *testing.T, n int) {
	sides := []string{"random", "A", "B"}
	for seed := uint64(0); seed < uint64(n); seed++ {
		players := 2 + int(seed%6)
		cfg := config(players, seed, VariantSides, sides[seed%3])
		rng := game.NewRand(seed*31 + 7)
		s, err := gametest.Playout(start(t, cfg), &rng, 2000)
		if err != nil {
			t.Fatalf("seed %d, %d players: %v", seed, players, err)
		}
		if err := gametest.ReplayMatches(Rules, s); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

func TestRandomGames(t *testing.T) {
	n := gametest.Size(300, 2000)
	playouts(t, n)
}

// TestManyRandomGames plays 10,000 games; set WONDERS_LONG=1 to run it.
func TestManyRandomGames(t *testing.T) {
	if os.Getenv("WONDERS_LONG") == "" {
		t.Skip("set WONDERS_LONG=1 for 10,000 random games")
	}
	playouts(t, 10000)
}
