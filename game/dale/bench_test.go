package dale

import (
	"testing"

	"agora/game"
)

// randomGame plays a game to the end with uniformly random legal options
// and returns the number of decisions.
func randomGame(s *State, rng *game.Rand, buf []game.Option) (int, []game.Option) {
	n := 0
	for !s.Over() {
		p := s.Pending()[0]
		buf = s.Legal(p.Seat, buf[:0])
		if err := s.Apply(p.Seat, buf[rng.IntN(len(buf))]); err != nil {
			panic(err)
		}
		n++
	}
	return n, buf
}

// BenchmarkRandomGame2p plays random 2-player games from the deal; it
// reports games per second and decisions per game.
func BenchmarkRandomGame2p(b *testing.B) { benchmarkRandomGame(b, config(2, 0)) }

// BenchmarkRandomGame4p is the same at 4 players.
func BenchmarkRandomGame4p(b *testing.B) { benchmarkRandomGame(b, config(4, 0)) }

// BenchmarkRandomGameTeams is the 2 vs 2 team game.
func BenchmarkRandomGameTeams(b *testing.B) { benchmarkRandomGame(b, teamConfig(0)) }

func benchmarkRandomGame(b *testing.B, cfg game.Config) {
	starts := make([]*State, 16)
	for i := range starts {
		cfg.Seed = uint64(i)
		starts[i] = start(b, cfg)
	}
	rng := game.NewRand(1)
	var buf []game.Option
	decisions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := starts[i%len(starts)].clone()
		var n int
		n, buf = randomGame(s, &rng, buf)
		decisions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
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
