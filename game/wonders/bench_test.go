package wonders

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

// BenchmarkRandomGame4p plays random 4-player games from the deal; it
// reports games per second and allocations per decision.
func BenchmarkRandomGame4p(b *testing.B) {
	benchmarkRandomGame(b, 4)
}

// BenchmarkRandomGame7p is the same at 7 players.
func BenchmarkRandomGame7p(b *testing.B) {
	benchmarkRandomGame(b, 7)
}

func benchmarkRandomGame(b *testing.B, players int) {
	starts := make([]*State, 16)
	for i := range starts {
		starts[i] = start(b, config(players, uint64(i)))
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
	for range 30 {
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
