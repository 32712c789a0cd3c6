package bots

import (
	"context"
	"fmt"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// wondersDecisions plays a 4-player Commerce and Faith game with heuristic
// bots and hands every view with a real choice to see.
func wondersDecisions(t *testing.T, see func(v *wonders.View, legal []game.Option)) {
	t.Helper()
	cfg := game.Config{Game: "wonders", Expansions: []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}, Seed: 7}
	for s := range 4 {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprint(s), Bot: "heuristic"})
	}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := NewWondersHeuristic(0, 1)
	for !s.Over() {
		seat := s.Pending()[0].Seat
		legal := s.Legal(seat, nil)
		v := s.View(seat)
		if len(legal) > 1 {
			see(v.(*wonders.View), legal)
		}
		o, err := h.Choose(context.Background(), v, legal)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(seat, o); err != nil {
			t.Fatal(err)
		}
	}
}

// Search measures one payment of each move, the heuristic's choice, and
// leaves the Prayer to the heuristic.
func TestWondersCandidatesAreDistinctMoves(t *testing.T) {
	c := candidates("wonders")
	variants, prayers := 0, 0
	wondersDecisions(t, func(v *wonders.View, legal []game.Option) {
		cands := c.narrow(v, legal)
		values := WondersValues(v, legal)
		best := map[game.Option]float64{} // best value of each shape
		for i, o := range legal {
			if val, ok := best[wondersShape(o)]; !ok || values[i] > val {
				best[wondersShape(o)] = values[i]
			}
		}
		if len(best) < len(legal) {
			variants++
		}
		if v.Prompt == wonders.KindPray {
			prayers++
			if want := h(v, legal); len(cands) != 1 || cands[0] != want {
				t.Fatalf("prayer: candidates %v, want the heuristic's %v alone", cands, wonders.MustDecode(want))
			}
			return
		}
		if want := min(searchWidth, len(best)); len(cands) != want {
			t.Fatalf("%d candidates of %d moves, want %d", len(cands), len(best), want)
		}
		seen := map[game.Option]bool{}
		for _, o := range cands {
			shape := wondersShape(o)
			if seen[shape] {
				t.Fatalf("two candidates do the same: %v", wonders.MustDecode(o))
			}
			seen[shape] = true
			if values[indexOf(legal, o)] != best[shape] {
				t.Fatalf("%v is not the heuristic's best payment of its move", wonders.MustDecode(o))
			}
		}
	})
	if variants == 0 || prayers == 0 {
		t.Fatalf("the game met %d decisions with payment variants and %d prayers; want some of each", variants, prayers)
	}
}

// A settled decision is not searched: no playout runs.
func TestSearchSkipsSettledDecisions(t *testing.T) {
	playouts := 0
	count := func(s game.State, seat game.Seat, legal []game.Option, rng *game.Rand) game.Option {
		playouts++
		return wondersRollout(s, seat, legal, rng)
	}
	mc := NewMonteCarlo(50, 1)
	mc.Search = search("wonders")
	mc.Rollout = count
	is := NewISMCTS(50, 1)
	is.Candidates, is.Rollout = candidates("wonders"), count
	checked := false
	wondersDecisions(t, func(v *wonders.View, legal []game.Option) {
		if v.Prompt != wonders.KindPray || checked {
			return
		}
		checked = true
		for _, b := range []Bot{mc, is} {
			o, err := b.Choose(context.Background(), v, legal)
			if err != nil || o != h(v, legal) || playouts != 0 {
				t.Fatalf("%s on a prayer: %v, %v after %d playout moves; want the heuristic's choice and no playout", b.Name(), o, err, playouts)
			}
		}
	})
}

// h is the heuristic's choice.
func h(v *wonders.View, legal []game.Option) game.Option {
	o, _ := NewWondersHeuristic(0, 1).Choose(context.Background(), v, legal)
	return o
}

func indexOf(legal []game.Option, o game.Option) int {
	for i, x := range legal {
		if x == o {
			return i
		}
	}
	return -1
}

// A candidate displaces the prior's choice only on clear evidence.
func TestStatBeatsNeedsEvidence(t *testing.T) {
	results := func(rs ...float64) stat {
		var s stat
		for _, r := range rs {
			s.add(r, 0)
		}
		return s
	}
	many := func(r float64, n int) []float64 {
		out := make([]float64, n)
		for i := range out {
			out[i] = r + 0.1*float64(i%2) // a little spread
		}
		return out
	}
	for _, tc := range []struct {
		name string
		s, o stat
		want bool
	}{
		{"clearly better", results(many(0.9, 50)...), results(many(0.2, 50)...), true},
		{"equal", results(many(0.5, 50)...), results(many(0.5, 50)...), false},
		{"worse", results(many(0.2, 50)...), results(many(0.9, 50)...), false},
		{"a little better, noisy", results(1, 0, 1, 0, 1, 1), results(0, 1, 0, 1, 0, 1), false},
		{"too few playouts", results(1), results(0), false},
	} {
		if got := tc.s.beats(tc.o, 1); got != tc.want {
			t.Errorf("%s: beats = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Without enough evidence against it, search plays the heuristic's choice.
func TestEvidenceKeepsTheHeuristicsChoice(t *testing.T) {
	mc := NewMonteCarlo(40, 1)
	mc.Search = search("wonders")
	is := NewISMCTS(40, 1)
	is.Candidates, is.Rollout = candidates("wonders"), wondersRollout
	mc.Evidence, is.Evidence = 1e9, 1e9 // no playout count could be evidence enough
	checked := 0
	wondersDecisions(t, func(v *wonders.View, legal []game.Option) {
		cands := mc.narrow(v, legal)
		if len(cands) < 2 || checked == 3 {
			return
		}
		checked++
		for _, b := range []evaluator{mc, is} {
			top, err := b.measure(context.Background(), v, b.narrow(v, legal))
			if err != nil || top[0].Option != cands[0] {
				t.Fatalf("%T evaluated %v (%v), want the heuristic's %v first", b, top, err, wonders.MustDecode(cands[0]))
			}
		}
	})
}
