package bots

import (
	"context"
	"testing"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
)

// benchPosition is a position some way into a game played by heuristics,
// where search has more than one candidate, with the seat to move and its
// options.
func benchPosition(b *testing.B, r game.Rules, players int, expansions []string, moves int) (game.State, game.Seat, []game.Option) {
	b.Helper()
	s, err := r.Start(game.Config{Game: r.Game, Seats: make([]game.SeatConfig, players), Expansions: expansions, Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	h := heuristic(r.Game, 0, 1)
	searched := func() int {
		p := s.Pending()[0].Seat
		return len(candidates(r.Game).narrow(s.View(p), s.Legal(p, nil)))
	}
	for n := 0; !s.Over() && (n < moves || searched() < 2); n++ {
		p := s.Pending()[0].Seat
		o, err := h.Choose(context.Background(), s.View(p), s.Legal(p, nil))
		if err != nil {
			b.Fatal(err)
		}
		if err := s.Apply(p, o); err != nil {
			b.Fatal(err)
		}
	}
	p := s.Pending()[0].Seat
	return s, p, s.Legal(p, nil)
}

// benchmarkSearch times one decision of a search bot with a fixed budget,
// on every core.
func benchmarkSearch(b *testing.B, spec string, r game.Rules, players int, expansions []string, moves int) {
	s, p, legal := benchPosition(b, r, players, expansions, moves)
	bot, err := New(spec, r.Game, 1)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := bot.Choose(context.Background(), s.View(p), legal); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkHardWonders4p(b *testing.B) {
	benchmarkSearch(b, "mc:300", wonders.Rules, 4, nil, 60)
}

func BenchmarkHardWonders7pCommerceFaith(b *testing.B) {
	benchmarkSearch(b, "mc:300", wonders.Rules, 7, []string{"commerce", "faith"}, 200)
}

func BenchmarkExpertWonders4pCommerceFaith(b *testing.B) {
	benchmarkSearch(b, "ismcts:300", wonders.Rules, 4, []string{"commerce", "faith"}, 100)
}

func BenchmarkExpertWonders7pCommerceFaith(b *testing.B) {
	benchmarkSearch(b, "ismcts:300", wonders.Rules, 7, []string{"commerce", "faith"}, 200)
}

func BenchmarkHardDale2p(b *testing.B) {
	benchmarkSearch(b, "mc:300", dale.Rules, 2, nil, 20)
}
