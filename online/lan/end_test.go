package lan

import (
	"context"
	"errors"
	"testing"
	"time"

	"agora/game"
	"agora/online/proto"
	"agora/online/remote"
)

// TestHostClosesAGameUnderWay: closing a host whose game is under way
// ends it for everyone in words (proto.CodeEnded: saved, to be resumed)
// rather than dropping the line, and loses nothing: hosted again from its
// folder, the game is at the move it stood at and the joiner back at its
// seat.
func TestHostClosesAGameUnderWay(t *testing.T) {
	data := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	h := newTestHost(t, data, game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Host"}, {Name: "Open"}}})
	j, err := Join(ctx, h.Invite(), "Bea", "green", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if err := j.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := j.Wait(ctx, j.Lobby().Version); err != nil {
		t.Fatal(err)
	}
	rs, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	hs, err := h.Seat()
	if err != nil {
		t.Fatal(err)
	}
	snap, _ := hs.Snapshot(ctx)
	if err := hs.Apply(ctx, snap.Version, snap.Legal[0]); err != nil {
		t.Fatal(err)
	}
	g, _ := h.Game()
	before := g.State()
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	_, err = rs.WaitTable(ctx, 1<<30)
	if !errors.Is(err, &proto.Error{Code: proto.CodeEnded}) {
		t.Fatalf("the joiner, when the host closed: %v", err)
	}
	tables, err := HostedTables(data)
	if err != nil || len(tables) != 1 {
		t.Fatalf("tables kept: %+v %v", tables, err)
	}
	again, err := NewHost(HostOptions{Dir: data, Addr: "127.0.0.1:0", Resume: tables[0].Folder})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	g2, ok := again.Game()
	if !ok || g2.State().Digest() != before.Digest() || len(before.Log()) != 1 {
		t.Fatalf("hosted again: %v, %d decisions before", ok, len(before.Log()))
	}
	back, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if back.Seat() != 1 {
		t.Fatalf("the joiner back at seat %d", back.Seat())
	}
}
