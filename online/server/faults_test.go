package server_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"agora/game"
	"agora/game/wonders"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// TestCutMidTurn: in a simultaneous 7 Wonders turn, a player picks a card,
// then the line is cut (no goodbye). The others see the seat away; the
// player dials again with the token and finds the same seat, its pick
// still made and nothing lost; the game is played to the end and its log
// replays to the server's digest, the pick first in it.
func TestCutMidTurn(t *testing.T) {
	srv, url := loopback(t, server.Options{Rate: 1e6, Burst: 1e6})
	info, err := srv.CreateRoom(table(wonders.Rules.Game, 3, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	line, via := newProxy(t, url, 0)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cut := dialSeat(t, via, info.Code, info.Tokens[0], "Ada")
	others := []*remote.Seat{dialSeat(t, url, info.Code, info.Tokens[1], "Bea"), dialSeat(t, url, info.Code, info.Tokens[2], "Cy")}
	snap, err := cut.Snapshot(ctx)
	if err != nil || len(snap.Legal) == 0 {
		t.Fatalf("no pick to make: %v", err)
	}
	pick := snap.Legal[len(snap.Legal)/2]
	if err := cut.Apply(ctx, snap.Version, pick); err != nil {
		t.Fatal(err)
	}
	line.cut()
	if _, err := cut.Wait(ctx, 1<<30); !errors.Is(err, seat.ErrClosed) {
		t.Fatalf("the cut connection: %v", err)
	}
	until(t, others[0], "seat 0 away", func(tb remote.Table) bool { return state(tb, 0).State == proto.Away })

	back := dialSeat(t, via, info.Code, info.Tokens[0], "Ada")
	if back.Seat() != 0 {
		t.Fatalf("back at seat %d", back.Seat())
	}
	again, err := back.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	v := again.View.(*wonders.View)
	if again.Decisions != 1 || len(again.Legal) != 0 || len(v.Chosen) != 1 || wonders.MustDecode(pick).Card != v.Chosen[0].Card {
		t.Fatalf("back: %d decisions, %d options, chosen %+v; picked %v", again.Decisions, len(again.Legal), v.Chosen, wonders.MustDecode(pick))
	}
	until(t, others[0], "seat 0 back", func(tb remote.Table) bool { return state(tb, 0).State != proto.Away })

	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i, s := range []*remote.Seat{back, others[0], others[1]} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = seat.Play(ctx, s, randomChooser(uint64(i)))
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	cfg, log, err := back.Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	host, _ := srv.Host(info.Code)
	replayed, err := game.Replay(wonders.Rules, cfg, log)
	if err != nil || replayed.Digest() != host.State().Digest() {
		t.Fatalf("replay: %v", err)
	}
	if log[0] != (game.Decision{Seat: 0, Option: pick}) {
		t.Errorf("first decision %+v, the pick was %v", log[0], pick)
	}
}

// slowTurns is how many picks each player makes in TestSlowClient.
const slowTurns = 6

// TestSlowClient: one player of three is behind a line adding 300 ms each
// way. The others' moves are answered as fast as ever (each round trip
// well under one 300 ms leg), and the turns go at the pace of the slow
// player's own round trips, not slower: the server holds nobody waiting
// on a slow connection. The figures are logged.
func TestSlowClient(t *testing.T) {
	if testing.Short() {
		t.Skip("several seconds of delayed turns")
	}
	t.Parallel() // waiting on the line, with the other tests that wait
	const delay = 300 * time.Millisecond
	srv, url := loopback(t, server.Options{Rate: 1e6, Burst: 1e6})
	info, err := srv.CreateRoom(table(wonders.Rules.Game, 3, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	_, via := newProxy(t, url, delay)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	seats := []*remote.Seat{dialSeat(t, via, info.Code, info.Tokens[0], "Slow"),
		dialSeat(t, url, info.Code, info.Tokens[1], "Bea"), dialSeat(t, url, info.Code, info.Tokens[2], "Cy")}
	rtts := make([][]time.Duration, 3)
	start := time.Now()
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i, s := range seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			choose := randomChooser(uint64(i))
			for {
				snap, err := s.Snapshot(ctx)
				if err != nil {
					errs[i] = err
					return
				}
				if len(snap.Legal) > 0 {
					if len(rtts[i]) == slowTurns {
						return
					}
					opt, _ := choose(ctx, snap.View, snap.Legal)
					t0 := time.Now()
					if err := s.Apply(ctx, snap.Version, opt); err != nil {
						errs[i] = err
						return
					}
					rtts[i] = append(rtts[i], time.Since(t0))
					continue
				}
				if _, err := s.Wait(ctx, snap.Version); err != nil {
					errs[i] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	worst := func(d []time.Duration) time.Duration { return slices.Max(d) }
	median := func(d []time.Duration) time.Duration {
		s := slices.Clone(d)
		slices.Sort(s)
		return s[len(s)/2]
	}
	var slowTotal time.Duration
	for _, d := range rtts[0] {
		slowTotal += d
	}
	t.Logf("%d turns in %v; the slow seat's round trip median %v; the others' median %v and %v, worst %v and %v",
		slowTurns, elapsed.Round(time.Millisecond), median(rtts[0]), median(rtts[1]), median(rtts[2]), worst(rtts[1]), worst(rtts[2]))
	if median(rtts[0]) < 2*delay {
		t.Fatalf("the slow seat's round trip %v: the line is not slow", median(rtts[0]))
	}
	for i := 1; i < 3; i++ {
		if len(rtts[i]) != slowTurns || worst(rtts[i]) >= delay {
			t.Errorf("seat %d: %d moves, worst round trip %v, not faster than one leg of the slow line", i, len(rtts[i]), worst(rtts[i]))
		}
	}
	// Each turn waits for the slow seat's pick: its update's leg down,
	// then its move's round trip. Nothing more, but for scheduling slack.
	if bound := time.Duration(slowTurns)*delay + slowTotal + 2*time.Second; elapsed > bound {
		t.Errorf("%d turns took %v, more than the slow seat's own decisions allow (%v)", slowTurns, elapsed, bound)
	}
}
