package seat_test

import (
	"context"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/online/seat"
)

// A mirror of seat 0 plays it from its snapshots while seat 1 plays on
// its own goroutine; Follow hands every change over, the mirror never
// shows another seat's options, and the game it replays at the end is
// the host's.
func TestMirrorFollowsAndReplays(t *testing.T) {
	h := start(t, dale.Rules, 2, 5)
	m := seat.NewMirror(h.Seat(0), dale.Rules)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := m.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	go func() { _ = seat.Play(ctx, h.Seat(1), random(9)) }()

	changes := make(chan func(), 1)
	ended := make(chan struct{})
	go func() {
		m.Follow(ctx, func(f func()) { changes <- f }, func() {}, func(err error) { t.Error(err) })
		close(ended)
	}()
	rng := game.NewRand(3)
	for !m.Over() {
		if m.Legal(1) != nil {
			t.Fatal("the mirror shows another seat's options")
		}
		if legal := m.Legal(0); len(legal) > 0 {
			if err := m.Apply(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		select {
		case f := <-changes:
			f()
		case <-ctx.Done():
			t.Fatal("the game did not end")
		}
	}
	// Follow ends by itself once the game is over and replayed, the
	// changes it still hands over run meanwhile.
	for done := false; !done; {
		select {
		case f := <-changes:
			f()
		case <-ended:
			done = true
		case <-ctx.Done():
			t.Fatal("Follow did not end with the game")
		}
	}
	if got, want := m.Final().Digest(), h.State().Digest(); got != want {
		t.Fatalf("replayed digest %x, host's %x", got, want)
	}
	if got := m.Outcome().Scores; len(got) != 2 || got[0].Total != h.State().Outcome().Scores[0].Total {
		t.Fatalf("outcome %+v, host's %+v", got, h.State().Outcome().Scores)
	}
}
