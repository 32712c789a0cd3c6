package gametest

import (
	"testing"

	"agora/game"
)

// RandomGame finishes s with uniformly random options and returns how many
// decisions it took; buf is reused for the legal lists. It panics if the
// engine refuses an option it listed.
func RandomGame(s game.State, rng *game.Rand, buf []game.Option) (int, []game.Option) {
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

// BenchmarkRandomGames plays random games from clones of the given deals,
// in turn, and reports games per second and decisions per game: the
// engines' speed benchmarks.
func BenchmarkRandomGames(b *testing.B, starts []game.State) {
	rng := game.NewRand(1)
	var buf []game.Option
	decisions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		var n int
		n, buf = RandomGame(starts[i%len(starts)].Clone(), &rng, buf)
		decisions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}
