package dale

import (
	"os"
	"strconv"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

func config(players int, seed uint64, variants ...string) game.Config {
	cfg := game.Config{Game: "dale", Seed: seed}
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

func teamConfig(seed uint64) game.Config {
	cfg := config(4, seed)
	cfg.Teams = true
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

// modes are the table kinds the property runs cover.
var modes = []struct {
	name string
	cfg  func(seed uint64) game.Config
}{
	{"2p", func(seed uint64) game.Config { return config(2, seed) }},
	{"3p", func(seed uint64) game.Config { return config(3, seed) }},
	{"4p", func(seed uint64) game.Config { return config(4, seed) }},
	{"teams", teamConfig},
}

// playouts runs n random games per mode with the contract's checks after
// every decision and a replay of each finished game.
func playouts(t *testing.T, n int) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			for seed := uint64(0); seed < uint64(n); seed++ {
				rng := game.NewRand(seed*31 + 7)
				s, err := gametest.Playout(start(t, m.cfg(seed)), &rng, 200000)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if seed%10 == 0 {
					if err := gametest.ReplayMatches(Rules, s); err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
				}
			}
		})
	}
}

func TestRandomGames(t *testing.T) {
	n := gametest.Size(60, 500)
	playouts(t, n)
}

// TestManyRandomGames plays 10,000 games per mode; set DALE_LONG=1 to run
// it.
func TestManyRandomGames(t *testing.T) {
	if os.Getenv("DALE_LONG") == "" {
		t.Skip("set DALE_LONG=1 for 10,000 random games per mode")
	}
	playouts(t, 10000)
}
