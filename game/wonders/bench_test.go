package wonders

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// randomGame plays a game to the end with uniformly random legal options
// and returns the number of decisions.

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
	starts := make([]game.State, 16)
	for i := range starts {
		starts[i] = start(b, config(players, uint64(i)))
	}
	gametest.BenchmarkRandomGames(b, starts)
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

// BenchmarkRandomFaithGame4p is BenchmarkRandomGame4p with Faith.
func BenchmarkRandomFaithGame4p(b *testing.B) {
	starts := make([]game.State, 16)
	for i := range starts {
		cfg := config(4, uint64(i))
		cfg.Expansions = []string{ExpansionFaith}
		starts[i] = start(b, cfg)
	}
	gametest.BenchmarkRandomGames(b, starts)
}

// BenchmarkRandomLeadersCitiesFaithGame7p is BenchmarkRandomGame7p with
// Leaders, Cities and Faith: the draft, the recruitments, 7-turn Ages, the
// gods that need both (Pégase, Méduse, Nout) and the debt answers.
func BenchmarkRandomLeadersCitiesFaithGame7p(b *testing.B) {
	starts := make([]game.State, 16)
	for i := range starts {
		cfg := config(7, uint64(i))
		cfg.Expansions = []string{ExpansionLeaders, ExpansionCities, ExpansionFaith}
		starts[i] = start(b, cfg)
	}
	gametest.BenchmarkRandomGames(b, starts)
}

// BenchmarkRandomAllGame7p is BenchmarkRandomGame7p with the four
// expansions at once: Commerce, Leaders, Cities and Faith.
func BenchmarkRandomAllGame7p(b *testing.B) {
	starts := make([]game.State, 16)
	for i := range starts {
		cfg := config(7, uint64(i))
		cfg.Expansions = []string{ExpansionCommerce, ExpansionLeaders, ExpansionCities, ExpansionFaith}
		starts[i] = start(b, cfg)
	}
	gametest.BenchmarkRandomGames(b, starts)
}
