package seat_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
	"agora/online/seat"
)

func start(t *testing.T, r game.Rules, players int, seed uint64, expansions ...string) *seat.Host {
	t.Helper()
	cfg := game.Config{Game: r.Game, Seed: seed, Expansions: expansions}
	for p := range players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprint("p", p)})
	}
	s, err := r.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return seat.NewHost(r, s, nil)
}

// random is a chooser of uniformly random options.
func random(seed uint64) seat.Chooser {
	rng := game.NewRand(seed)
	return func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
		return legal[rng.IntN(len(legal))], nil
	}
}

// TestPlayWholeGames plays whole games with every seat on its own
// goroutine through local seats: simultaneous turns included, the game
// ends, and its log replays to the same digest.
func TestPlayWholeGames(t *testing.T) {
	for _, c := range []struct {
		rules      game.Rules
		players    int
		expansions []string
	}{
		{wonders.Rules, 7, nil},
		{wonders.Rules, 5, []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}},
		{dale.Rules, 3, nil},
	} {
		t.Run(fmt.Sprint(c.rules.Game, c.players), func(t *testing.T) {
			h := start(t, c.rules, c.players, 5, c.expansions...)
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			var wg sync.WaitGroup
			errs := make([]error, c.players)
			for p := range c.players {
				wg.Add(1)
				go func() {
					defer wg.Done()
					errs[p] = seat.Play(ctx, h.Seat(game.Seat(p)), random(uint64(p)))
				}()
			}
			wg.Wait()
			for p, err := range errs {
				if err != nil {
					t.Fatalf("seat %d: %v", p, err)
				}
			}
			cfg, log, err := h.Seat(0).Log(ctx)
			if err != nil {
				t.Fatal(err)
			}
			s, err := game.Replay(c.rules, cfg, log)
			if err != nil {
				t.Fatal(err)
			}
			if !s.Over() || s.Digest() != h.State().Digest() {
				t.Fatalf("replay of %d decisions: over %v, digest %x, want %x", len(log), s.Over(), s.Digest(), h.State().Digest())
			}
		})
	}
}

func TestRefusals(t *testing.T) {
	ctx := context.Background()
	h := start(t, dale.Rules, 2, 9)
	snap, _ := h.Seat(0).Snapshot(ctx)
	owner := snap.Pending[0].Seat
	other := h.Seat(1 - owner)
	me := h.Seat(owner)
	mine, _ := me.Snapshot(ctx)
	if len(mine.Legal) == 0 {
		t.Fatal("the pending seat has no option")
	}
	if err := other.Apply(ctx, mine.Version, mine.Legal[0]); !errors.Is(err, game.ErrNotPending) {
		t.Errorf("out of turn: %v", err)
	}
	if _, _, err := me.Log(ctx); !errors.Is(err, seat.ErrNotOver) {
		t.Errorf("log before the end: %v", err)
	}
	bad := game.Option(1<<63 - 1)
	if err := me.Apply(ctx, mine.Version, bad); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("illegal: %v", err)
	}
	if err := me.Apply(ctx, mine.Version, mine.Legal[0]); err != nil {
		t.Fatal(err)
	}
	// An option chosen from the old version and not legal now is stale.
	if err := me.Apply(ctx, mine.Version, bad); !errors.Is(err, seat.ErrStale) {
		t.Errorf("stale: %v", err)
	}
	if v, err := other.Wait(ctx, mine.Version); err != nil || v != mine.Version+1 {
		t.Errorf("wait: %d, %v", v, err)
	}
	short, cancel := context.WithTimeout(ctx, 10*time.Millisecond)
	defer cancel()
	if _, err := other.Wait(short, mine.Version+1); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("wait with nothing new: %v", err)
	}
	me.Close()
	if _, err := me.Snapshot(ctx); !errors.Is(err, seat.ErrClosed) {
		t.Errorf("closed: %v", err)
	}
}

// TestUndo takes back a card choice of a simultaneous 7 Wonders turn.
func TestUndo(t *testing.T) {
	ctx := context.Background()
	h := start(t, wonders.Rules, 3, 3)
	s := h.Seat(1)
	snap, _ := s.Snapshot(ctx)
	if err := s.Undo(ctx); !errors.Is(err, game.ErrSettled) {
		t.Errorf("undo before any move: %v", err)
	}
	if err := s.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
		t.Fatal(err)
	}
	after, _ := s.Snapshot(ctx)
	if len(after.Legal) != 0 || after.Decisions != 1 {
		t.Fatalf("after the choice: %d options, %d decisions", len(after.Legal), after.Decisions)
	}
	if len(after.Own) != 1 || after.Own[0] != snap.Legal[0] || after.Open != 1 || after.Settled != 0 {
		t.Fatalf("after the choice: own %v, open %d, settled %d", after.Own, after.Open, after.Settled)
	}
	if other, _ := h.Seat(0).Snapshot(ctx); len(other.Own) != 0 || other.Open != 0 {
		t.Fatalf("another seat's own decisions: %v, open %d", other.Own, other.Open)
	}
	if err := s.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	back, _ := s.Snapshot(ctx)
	if back.Decisions != 0 || len(back.Legal) != len(snap.Legal) || back.Version != snap.Version+2 || len(back.Own) != 0 || back.Open != 0 {
		t.Fatalf("after undo: %d decisions, %d options, version %d", back.Decisions, len(back.Legal), back.Version)
	}
}
