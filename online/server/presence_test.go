package server_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// until waits for the seat's table to satisfy ok, failing after 10 s.
func until(t *testing.T, s *remote.Seat, what string, ok func(remote.Table) bool) remote.Table {
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

func state(tb remote.Table, st game.Seat) proto.SeatPresence {
	for _, sp := range tb.Presence.Seats {
		if sp.Seat == st {
			return sp
		}
	}
	return proto.SeatPresence{}
}

func dialSeat(t *testing.T, url, room, token, name string) *remote.Seat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s, err := remote.Dial(ctx, url, room, token, remote.Options{Name: name, Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestPresence: every seat is told each seat's state as it changes:
// connected or thinking while its player is there, away once the
// connection is lost, a bot's seat marked, the spectators counted, the
// owner the first human seat connected.
func TestPresence(t *testing.T) {
	srv, url := loopback(t, server.Options{Rate: 1e6, Burst: 1e6})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 3, false, nil, "", "", "random"))
	if err != nil {
		t.Fatal(err)
	}
	a := dialSeat(t, url, info.Code, info.Tokens[0], "Ada")
	tb := until(t, a, "seat 1 away", func(tb remote.Table) bool { return len(tb.Presence.Seats) == 3 })
	if state(tb, 1).State != proto.Away || !state(tb, 2).Bot || state(tb, 0).State == proto.Away || tb.Presence.Owner != 0 {
		t.Fatalf("Ada alone: %+v", tb.Presence)
	}
	b := dialSeat(t, url, info.Code, info.Tokens[1], "Bea")
	until(t, a, "seat 1 back", func(tb remote.Table) bool { return state(tb, 1).State != proto.Away })
	w := dialSeat(t, url, info.Code, info.Spectator, "Zoé")
	until(t, a, "a spectator", func(tb remote.Table) bool { return tb.Presence.Spectators == 1 })
	// Thinking follows who owes a decision: the pending seat of the game.
	host, _ := srv.Host(info.Code)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, s := range []*remote.Seat{a, b} {
		snap, err := s.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(snap.Legal) > 0 {
			if err := s.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, s := range []*remote.Seat{a, w} {
		until(t, s, "thinking as the game says", func(tb remote.Table) bool {
			pending, _ := host.Pending()
			owes := map[game.Seat]bool{}
			for _, p := range pending {
				owes[p.Seat] = true
			}
			for st := range game.Seat(3) {
				if (state(tb, st).State == proto.Thinking) != owes[st] {
					return false
				}
			}
			return true
		})
	}
	// Ada leaves: away, and Bea acts as the owner.
	a.Close()
	tb = until(t, b, "Ada away", func(tb remote.Table) bool { return state(tb, 0).State == proto.Away })
	if tb.Presence.Owner != 1 {
		t.Errorf("owner %d with Ada away", tb.Presence.Owner)
	}
	w.Close()
	until(t, b, "no spectator", func(tb remote.Table) bool { return tb.Presence.Spectators == 0 })
}

// TestChat: a line of text and a quick phrase reach every seat and the
// spectators, with who said them; a spectator may talk; a late joiner
// gets the recent lines; bad lines are refused and past the chat's rate
// a line is refused, the connection going on.
func TestChat(t *testing.T) {
	srv, url := loopback(t, server.Options{ChatRate: 0.01, ChatBurst: 3})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	a := dialSeat(t, url, info.Code, info.Tokens[0], "Ada")
	w := dialSeat(t, url, info.Code, info.Spectator, "Zoé")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := a.Say(ctx, "à vous, les amis"); err != nil {
		t.Fatal(err)
	}
	if err := a.SayPhrase(ctx, "good_luck"); err != nil {
		t.Fatal(err)
	}
	if err := w.SayPhrase(ctx, "hello"); err != nil {
		t.Fatal(err)
	}
	want := []proto.Chat{{Seat: 0, Name: "Player 1", Text: "à vous, les amis"}, {Seat: 0, Name: "Player 1", Phrase: "good_luck"},
		{Seat: proto.Spectator, Spectator: true, Name: "Zoé", Phrase: "hello"}}
	b := dialSeat(t, url, info.Code, info.Tokens[1], "Bea")
	for _, s := range []*remote.Seat{a, w, b} {
		tb := until(t, s, "three lines", func(tb remote.Table) bool { return len(tb.Chat) == 3 })
		for i := range want {
			if tb.Chat[i] != want[i] {
				t.Fatalf("line %d: %+v, want %+v", i, tb.Chat[i], want[i])
			}
		}
	}
	// A fourth line at once is past Ada's rate (3 at once, then one in
	// 100 s); Bea still talks.
	if err := a.Say(ctx, "again"); err != nil {
		t.Fatal(err)
	}
	if err := a.Say(ctx, "and again"); !errors.Is(err, &proto.Error{Code: proto.CodeRate}) {
		t.Errorf("past the chat's rate: %v", err)
	}
	if err := b.SayPhrase(ctx, "thanks"); err != nil {
		t.Fatal(err)
	}
	until(t, a, "Bea's line", func(tb remote.Table) bool { return tb.Said == 5 && tb.Chat[4].Seat == 1 })
	// Refusals from a raw client: over the size, a control character,
	// an unknown phrase; the connection goes on.
	conn := dialRaw(t, url)
	conn.send(hello)
	conn.next()
	conn.send(`{"type":"say","id":2,"say":{"text":"hi"}}`)
	conn.expectError(proto.CodeSequence)
	conn.send(`{"type":"join","id":3,"join":{"room":"` + info.Code + `","token":"` + info.Spectator + `"}}`)
	for _, bad := range []string{
		`{"type":"say","id":4,"say":{"text":"` + strings.Repeat("a", proto.MaxChat+1) + `"}}`,
		`{"type":"say","id":5,"say":{"text":"a\u0000b"}}`,
		`{"type":"say","id":6,"say":{"phrase":"../../etc"}}`,
	} {
		conn.send(bad)
		conn.expectError(proto.CodeMalformed)
	}
	conn.send(`{"type":"ping","id":7}`)
	for m := conn.next(); ; m = conn.next() {
		if m == nil {
			t.Fatal("closed after bad lines")
		}
		if m.Type == proto.TPong {
			break
		}
	}
}

// TestAbsent: a player who drops is shown away; after the delay the
// owner is asked (and the server's Absent hook told); "wait" asks again
// after another delay; "bot" gives the seat to a bot, which plays it until
// the player comes back with the token and takes it again; only the owner
// decides, and only about a seat it is asked about.
func TestAbsent(t *testing.T) {
	t.Parallel() // waiting on the away delays
	told := make(chan game.Seat, 16)
	srv, url := loopback(t, server.Options{Rate: 1e6, Burst: 1e6, AwayDelay: 150 * time.Millisecond, StandIn: "random",
		Absent: func(_ string, st game.Seat) { told <- st }})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	owner := dialSeat(t, url, info.Code, info.Tokens[0], "Ada")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tb := until(t, owner, "asked about seat 1", func(tb remote.Table) bool { return len(tb.Absent) == 1 })
	if tb.Absent[0].Seat != 1 || state(tb, 1).State != proto.Away {
		t.Fatalf("asked %+v, presence %+v", tb.Absent, tb.Presence)
	}
	if st := <-told; st != 1 {
		t.Fatalf("the hook was told of %v", st)
	}
	// Not the owner's to ask about a seat that is not waited for, and not
	// a spectator's to decide.
	if err := owner.Decide(ctx, 0, proto.GiveBot); !errors.Is(err, &proto.Error{Code: proto.CodeSequence}) {
		t.Errorf("deciding about a seat at the table: %v", err)
	}
	if err := srv.Decide(info.Code, 0, proto.Wait); !errors.Is(err, &proto.Error{Code: proto.CodeSequence}) {
		t.Errorf("the host deciding about a seat at the table: %v", err)
	}
	if err := srv.Decide(proto.NewRoomCode(), 1, proto.Wait); !errors.Is(err, &proto.Error{Code: proto.CodeNoRoom}) {
		t.Errorf("deciding in no room: %v", err)
	}
	w := dialSeat(t, url, info.Code, info.Spectator, "Zoé")
	if err := w.Decide(ctx, 1, proto.GiveBot); !errors.Is(err, &proto.Error{Code: proto.CodeNotOwner}) {
		t.Errorf("a spectator decides: %v", err)
	}
	// Wait: asked again after the delay.
	start := time.Now()
	if err := owner.Decide(ctx, 1, proto.Wait); err != nil {
		t.Fatal(err)
	}
	until(t, owner, "asked again", func(tb remote.Table) bool { return len(tb.Absent) == 1 })
	if d := time.Since(start); d < 100*time.Millisecond {
		t.Errorf("asked again after %v", d)
	}
	// A bot: it plays the seat while the owner plays on.
	if err := owner.Decide(ctx, 1, proto.GiveBot); err != nil {
		t.Fatal(err)
	}
	until(t, owner, "a bot in seat 1", func(tb remote.Table) bool { return state(tb, 1).Bot && state(tb, 1).State != proto.Away })
	host, _ := srv.Host(info.Code)
	byBot := func() int {
		n := 0
		for _, d := range host.State().Log() {
			if d.Seat == 1 {
				n++
			}
		}
		return n
	}
	moves, choose := 0, randomChooser(1)
	stop := errors.New("enough")
	err = seat.Play(ctx, owner, func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
		if moves++; moves > 300 || byBot() > 3 {
			return 0, stop
		}
		return choose(ctx, v, legal)
	})
	if !errors.Is(err, stop) || byBot() == 0 {
		t.Fatalf("after %d moves of the owner, %d by the bot: %v", moves, byBot(), err)
	}
	// The player comes back: the seat is theirs again, and the bot
	// stops.
	back := dialSeat(t, url, info.Code, info.Tokens[1], "Bea")
	until(t, owner, "seat 1 played by its player", func(tb remote.Table) bool { return !state(tb, 1).Bot && state(tb, 1).State != proto.Away })
	before := len(host.State().Log())
	time.Sleep(300 * time.Millisecond)
	for _, d := range host.State().Log()[before:] {
		if d.Seat == 1 {
			t.Fatal("the bot played on after its player came back")
		}
	}
	if snap, err := back.Snapshot(ctx); err != nil || snap.Decisions != len(host.State().Log()) {
		t.Fatalf("Bea back at %d decisions: %v", snap.Decisions, err)
	}
}

// TestEnd: the owner ends the game: every connection is told why and
// closed, the room is gone from the server but kept in its folder, the
// Ended hook receives the game, and ResumeRoom opens it again at the same
// move, the players rejoining with their tokens.
func TestEnd(t *testing.T) {
	dir := t.TempDir()
	ended := make(chan game.State, 1)
	srv, url := loopback(t, server.Options{Dir: dir, Rate: 1e6, Burst: 1e6, AwayDelay: 100 * time.Millisecond,
		Ended: func(_ string, st game.State) { ended <- st }})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	owner := dialSeat(t, url, info.Code, info.Tokens[0], "Ada")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if snap, _ := owner.Snapshot(ctx); len(snap.Legal) > 0 {
		if err := owner.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	until(t, owner, "asked about seat 1", func(tb remote.Table) bool { return len(tb.Absent) == 1 })
	host, _ := srv.Host(info.Code)
	was := host.State()
	if err := owner.Decide(ctx, 1, proto.End); err != nil && !errors.Is(err, seat.ErrClosed) {
		t.Fatal(err)
	}
	if _, err := owner.Wait(ctx, 1<<30); !errors.Is(err, &proto.Error{Code: proto.CodeEnded}) {
		t.Fatalf("the owner's connection after the end: %v", err)
	}
	if st := <-ended; st.Digest() != was.Digest() {
		t.Error("the hook got another game")
	}
	if _, ok := srv.Host(info.Code); ok {
		t.Fatal("the ended room is still open")
	}
	if err := srv.ResumeRoom(info.Code); err != nil {
		t.Fatal(err)
	}
	h, _ := srv.Host(info.Code)
	if h.State().Digest() != was.Digest() {
		t.Fatal("resumed at another move")
	}
	b := dialSeat(t, url, info.Code, info.Tokens[1], "Bea")
	if snap, err := b.Snapshot(ctx); err != nil || snap.Decisions != len(was.Log()) {
		t.Fatalf("Bea rejoined at %d decisions, want %d: %v", snap.Decisions, len(was.Log()), err)
	}
}
