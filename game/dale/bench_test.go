package dale

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// randomGame plays a game to the end with uniformly random legal options
// and returns the number of decisions.

// BenchmarkRandomGame2p plays random 2-player games from the deal; it
// reports games per second and decisions per game.
func BenchmarkRandomGame2p(b *testing.B) { benchmarkRandomGame(b, config(2, 0)) }

// BenchmarkRandomGame4p is the same at 4 players.
func BenchmarkRandomGame4p(b *testing.B) { benchmarkRandomGame(b, config(4, 0)) }

// BenchmarkRandomGameTeams is the 2 vs 2 team game.
func BenchmarkRandomGameTeams(b *testing.B) { benchmarkRandomGame(b, teamConfig(0)) }

func benchmarkRandomGame(b *testing.B, cfg game.Config) {
	starts := make([]game.State, 16)
	for i := range starts {
		cfg.Seed = uint64(i)
		starts[i] = start(b, cfg)
	}
	gametest.BenchmarkRandomGames(b, starts)
}

// BenchmarkClone measures one state copy mid-game.
func BenchmarkClone(b *testing.B) {
	s := start(b, config(4, 1))
	rng := game.NewRand(2)
	for range 60 {
		p := s.Pending()[0]
		opts := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}
