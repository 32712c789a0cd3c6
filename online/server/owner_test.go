package server_test

import (
	"context"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/server"
)

// waitOwner waits until s's table satisfies ok.
func waitOwner(t *testing.T, s *remote.Seat, what string, ok func(remote.Table) bool) remote.Table {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	tb := s.Table()
	for !ok(tb) {
		var err error
		if tb, err = s.WaitTable(ctx, tb.Version); err != nil {
			t.Fatalf("waiting for %s: %v; table %+v", what, err, tb)
		}
	}
	return tb
}

// TestSetOwner: the seat of the player hosting the game is the room's
// owner while connected, though another seat connected comes first: it
// is asked about the absent player, the other not; without it the first
// seat connected is the owner, and it is again once back. A seat no
// player holds, or a room that is not there, is refused.
func TestSetOwner(t *testing.T) {
	srv, url := loopback(t, server.Options{AwayDelay: 200 * time.Millisecond})
	cfg := table(dale.Rules.Game, 4, false, nil)
	cfg.Seats[3].Bot = "random"
	info, err := srv.CreateRoom(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.SetOwner(info.Code, 3); err == nil {
		t.Error("a bot's seat made the owner")
	}
	if err := srv.SetOwner(proto.NewRoomCode(), 1); err == nil {
		t.Error("the owner of no room set")
	}
	if err := srv.SetOwner(info.Code, 2); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	dial := func(st int) *remote.Seat {
		s, err := remote.Dial(ctx, url, info.Code, info.Tokens[st], remote.Options{Name: cfg.Seats[st].Name, Client: "test"})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	first, host := dial(0), dial(2)
	waitOwner(t, first, "the host the owner", func(tb remote.Table) bool { return tb.Presence.Owner == 2 })
	// Seat 1 never came: the host is asked, not the first seat.
	waitOwner(t, host, "the host asked about seat 1", func(tb remote.Table) bool {
		return len(tb.Absent) == 1 && tb.Absent[0].Seat == game.Seat(1)
	})
	if tb := first.Table(); len(tb.Absent) != 0 {
		t.Fatalf("the first seat is asked too: %+v", tb.Absent)
	}
	host.Close()
	waitOwner(t, first, "the first seat the owner", func(tb remote.Table) bool { return tb.Presence.Owner == 0 })
	dial(2)
	waitOwner(t, first, "the host the owner again", func(tb remote.Table) bool { return tb.Presence.Owner == 2 })
}
