package bots

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
)

// searchStates are a few positions of each game, some way into the game,
// where search has more than one candidate to measure.
func searchStates(t *testing.T) []game.State {
	t.Helper()
	var out []game.State
	for _, tc := range []struct {
		rules   game.Rules
		players int
		moves   int
	}{{wonders.Rules, 4, 9}, {dale.Rules, 2, 15}, {dale.Rules, 3, 40}} {
		s, err := tc.rules.Start(game.Config{Game: tc.rules.Game, Seats: make([]game.SeatConfig, tc.players), Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(3)
		searched := func() int { // how many options search would measure
			p := s.Pending()[0].Seat
			return len(candidates(s.Game()).narrow(s.View(p), s.Legal(p, nil)))
		}
		for n := 0; !s.Over() && (n < tc.moves || searched() < 2); n++ {
			p := s.Pending()[0].Seat
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, s)
	}
	return out
}

// mover is the first pending seat with a real choice, and its options.
func mover(t *testing.T, s game.State) (game.Seat, []game.Option) {
	t.Helper()
	for _, p := range s.Pending() {
		if legal := s.Legal(p.Seat, nil); len(legal) > 1 {
			return p.Seat, legal
		}
	}
	t.Fatalf("no real choice in this %s position", s.Game())
	return 0, nil
}

var searchSpecs = []string{"mc", "ismcts"}

// A cancelled search stops at once with ctx.Err(), whatever its budget.
func TestSearchStopsAtOnceWhenCancelled(t *testing.T) {
	for _, s := range searchStates(t) {
		seat, legal := mover(t, s)
		for _, spec := range searchSpecs {
			b, err := New(spec+":10000000", s.Game(), 1)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(30*time.Millisecond, cancel)
			began := time.Now()
			_, err = b.Choose(ctx, s.View(seat), legal)
			if !errors.Is(err, context.Canceled) {
				t.Errorf("%s on %s: got %v, want context.Canceled", spec, s.Game(), err)
			}
			if took := time.Since(began); took > 2*time.Second {
				t.Errorf("%s on %s: stopped %v after the cancel", spec, s.Game(), took)
			}
			cancel()
		}
	}
}

// A search whose deadline passes plays the best option it found so far.
func TestSearchDeadlineIsATimeBudget(t *testing.T) {
	for _, s := range searchStates(t) {
		seat, legal := mover(t, s)
		for _, spec := range searchSpecs {
			b, _ := New(spec+":10000000", s.Game(), 1)
			ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
			began := time.Now()
			opt, err := b.Choose(ctx, s.View(seat), legal)
			cancel()
			if err != nil {
				t.Errorf("%s on %s: %v", spec, s.Game(), err)
			} else if !game.Contains(legal, opt) {
				t.Errorf("%s on %s: illegal %v", spec, s.Game(), opt)
			}
			if took := time.Since(began); took > 3*time.Second {
				t.Errorf("%s on %s: took %v for a 200 ms budget", spec, s.Game(), took)
			}
		}
	}
}

// At the table a bot thinks within a limit: a search whose budget would
// take far longer plays what it found by then, or the heuristic's choice
// when the time is up before it measured anything; cancelling still stops
// it with context.Canceled.
func TestThinkWithinALimit(t *testing.T) {
	for _, s := range searchStates(t) {
		seat, legal := mover(t, s)
		v := s.View(seat)
		for _, spec := range searchSpecs {
			b, _ := New(spec+":10000000", s.Game(), 1)
			began := time.Now()
			opt, err := Think(context.Background(), b, v, legal, 200*time.Millisecond)
			if err != nil || !game.Contains(legal, opt) {
				t.Errorf("%s on %s: got %v, %v; want a legal option", spec, s.Game(), opt, err)
			}
			if took := time.Since(began); took > 3*time.Second {
				t.Errorf("%s on %s: took %v for a 200 ms limit", spec, s.Game(), took)
			}

			opt, err = Think(context.Background(), b, v, legal, 0)
			if want := candidates(s.Game()).narrow(v, legal)[0]; err != nil || opt != want {
				t.Errorf("%s on %s, no time at all: got %v, %v; want the heuristic's %v", spec, s.Game(), opt, err, want)
			}

			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(30*time.Millisecond, cancel)
			if _, err := Think(ctx, b, v, legal, time.Hour); !errors.Is(err, context.Canceled) {
				t.Errorf("%s on %s, cancelled: got %v, want context.Canceled", spec, s.Game(), err)
			}
			cancel()
		}
	}
}

// Search works on determinizations: the state the view came from is left
// exactly as it was, and the options it returns are legal.
func TestSearchLeavesTheStateAlone(t *testing.T) {
	for _, s := range searchStates(t) {
		seat, legal := mover(t, s)
		before, log := s.Digest(), len(s.Log())
		for _, spec := range searchSpecs {
			b, _ := New(spec+":60", s.Game(), 1)
			opt, err := b.Choose(context.Background(), s.View(seat), legal)
			if err != nil || !game.Contains(legal, opt) {
				t.Fatalf("%s on %s: %v, %v", spec, s.Game(), opt, err)
			}
		}
		if _, top, err := Hint(context.Background(), s.Game(), s.View(seat), legal, 1); err != nil || len(top) == 0 {
			t.Fatalf("hint on %s: %v", s.Game(), err)
		}
		if s.Digest() != before || len(s.Log()) != log {
			t.Fatalf("search changed the %s state", s.Game())
		}
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
	}
}

// Hint ranks the Hard bot's candidates, best first, each a legal option.
func TestHintRanksLegalChoices(t *testing.T) {
	s := searchStates(t)[0]
	seat, legal := mover(t, s)
	best, top, err := Hint(context.Background(), s.Game(), s.View(seat), legal, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(top) < 2 || top[0].Option != best {
		t.Fatalf("best %v, top %+v", best, top)
	}
	for i, c := range top {
		if !game.Contains(legal, c.Option) || c.Playouts == 0 || c.Value < 0 || c.Value > 1 || c.WinRate < 0 || c.WinRate > 1 {
			t.Errorf("choice %d: %+v", i, c)
		}
		if i > 0 && c.Value > top[i-1].Value {
			t.Errorf("choice %d ranked below a worse one", i)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Hint(ctx, s.Game(), s.View(seat), legal, 2); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled hint: %v", err)
	}
}

// The search levels make only legal moves in Dale, at every table size
// and in the team game.
func TestDaleSearchPlaysLegally(t *testing.T) {
	for _, tc := range []struct {
		players int
		teams   bool
	}{{2, false}, {4, true}} {
		for _, spec := range []string{"mc:8", "ismcts:8"} {
			specs := []string{spec, "heuristic", "easy", "heuristic"}[:tc.players]
			m := Match{Rules: dale.Rules, Players: tc.players, Teams: tc.teams, Bots: specs, Games: 1, Seed: 5, Workers: 1}
			rep, err := m.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if rep.Errors+rep.InvariantViolations > 0 {
				t.Fatalf("%s, %d players (teams %v): %s", spec, tc.players, tc.teams, rep.FirstProblem)
			}
		}
	}
}

func ExampleHint() {
	s, _ := wonders.Rules.Start(game.Config{Game: "wonders", Seats: make([]game.SeatConfig, 3), Seed: 1})
	legal := s.Legal(0, nil)
	best, top, err := Hint(context.Background(), "wonders", s.View(0), legal, 1)
	fmt.Println(err == nil, game.Contains(legal, best), len(top) > 0)
	// Output: true true true
}
