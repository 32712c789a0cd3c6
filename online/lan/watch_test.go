package lan

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"agora/game"
	"agora/game/wonders"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// An invite to watch carries the table's key for spectators under its
// checksum: it reads back whole, in any case; a key changed, cut or
// missing is refused.
func TestWatchInvite(t *testing.T) {
	inv := testInvite()
	inv.Watch = proto.NewToken()
	s := inv.String()
	if !strings.Contains(s, "&watch="+inv.Watch+"&c=") {
		t.Fatalf("invite to watch %s", s)
	}
	for _, pasted := range []string{s, strings.ToLower(s), " <" + s + "> "} {
		got, err := ParseInvite(pasted)
		if err != nil || got.Watch != inv.Watch || !got.Watching() || got.Code != inv.Code {
			t.Errorf("%q read as %+v (%v)", pasted, got, err)
		}
	}
	if got, err := ParseInvite(testInvite().String()); err != nil || got.Watching() {
		t.Errorf("a player's invite read as one to watch: %+v %v", got, err)
	}
	other := []byte(inv.Watch)
	other[3] ^= 1
	for _, c := range []struct {
		name, text string
		want       error
	}{
		{"another key", strings.Replace(s, inv.Watch, string(other), 1), ErrInviteTypo},
		{"key cut", strings.Replace(s, inv.Watch, inv.Watch[:20], 1), ErrInviteTypo},
		{"key dropped", strings.Replace(s, "&watch="+inv.Watch, "", 1), ErrInviteTypo},
		{"key empty", strings.Replace(s, "&watch="+inv.Watch, "&watch=", 1), ErrInviteShort},
	} {
		if _, err := ParseInvite(c.text); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}

// TestWatchAGame: a spectator comes by the invite to watch before the
// start, waits in the lobby, and once the game starts watches it through
// the tables' source (seat.Mirror over its remote seat) to its end: at
// every change the public view and no option; at the end the whole log,
// replayed to the host's game. Other keys, and none for a table not
// announced, are refused; the key is kept with the table.
func TestWatchAGame(t *testing.T) {
	data := t.TempDir()
	cfg := game.Config{Game: "wonders", Seats: []game.SeatConfig{{Name: "Host"}, {Name: "Bot", Bot: "random"}, {Name: "Robot", Bot: "random"}}}
	h := newTestHost(t, data, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	winv := h.WatchInvite()
	if !winv.Watching() || winv.Code != h.Invite().Code || h.Invite().Watching() {
		t.Fatalf("invites %v and %v", h.Invite(), winv)
	}
	inv, err := ParseInvite(winv.String())
	if err != nil {
		t.Fatal(err)
	}
	wrong := inv
	wrong.Watch = proto.NewToken()
	for name, bad := range map[string]Invite{"another key": wrong, "a player's invite": h.Invite()} {
		if _, err := Watch(ctx, bad); !errors.Is(err, ErrNoWatch) {
			t.Errorf("%s: %v, want ErrNoWatch", name, err)
		}
	}
	w, err := Watch(ctx, inv)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if l := w.Lobby(); l.Started || l.Table != "Chez Ada" || len(l.Seats) != 3 {
		t.Errorf("the watcher's lobby %+v", l)
	}
	if _, err := w.Sit(ctx, remote.Options{}); !errors.Is(err, ErrNotReady) {
		t.Errorf("watching before the start: %v", err)
	}
	waited := make(chan error, 1)
	go func() {
		_, err := w.Wait(ctx, w.Lobby().Version)
		waited <- err
	}()
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	if err := <-waited; err != nil || !w.Lobby().Started {
		t.Fatalf("the watcher after the start: %+v %v", w.Lobby(), err)
	}
	var updates atomic.Int32
	rs, err := w.Sit(ctx, remote.Options{Name: "Zoé", Client: "test", Received: func(data []byte) {
		if strings.Contains(string(data), `"type":"update"`) {
			updates.Add(1)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	if rs.Seat() != proto.Spectator || !rs.Spectator() || rs.Config().Seed != 0 {
		t.Fatalf("watching as seat %d (spectator %v)", rs.Seat(), rs.Spectator())
	}

	m := seat.NewMirror(rs, wonders.Rules)
	if err := m.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	changes, bad := 0, 0
	check := func() {
		snap := m.Snapshot()
		v, ok := snap.View.(*wonders.View)
		if !ok || v.Seat() != proto.Spectator || len(snap.Legal) > 0 || len(snap.Own) > 0 || len(v.Hand) > 0 || len(v.Options) > 0 {
			bad++
		}
		for s := range cfg.Seats {
			if m.Here(game.Seat(s)) || len(m.Legal(game.Seat(s))) > 0 {
				bad++
			}
		}
	}
	check()
	hs, err := h.Seat()
	if err != nil {
		t.Fatal(err)
	}
	played := make(chan error, 1)
	go func() { played <- seat.Play(ctx, hs, randomChooser(5)) }()
	followed := make(chan struct{})
	go func() {
		defer close(followed)
		m.Follow(ctx, func(f func()) { f() }, func() { changes++; check() }, func(err error) { t.Errorf("watcher lost: %v", err) })
	}()
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	<-followed
	if bad > 0 {
		t.Errorf("%d snapshots showed more than the public view", bad)
	}
	if changes < 10 || !m.Over() || m.Final() == nil {
		t.Fatalf("the watcher saw %d changes, over %v, final %v", changes, m.Over(), m.Final() != nil)
	}
	g, _ := h.Game()
	if m.Final().Digest() != g.State().Digest() || len(m.Final().Log()) != len(g.State().Log()) {
		t.Errorf("the watcher's replay differs from the host's game")
	}
	if got, want := m.Outcome(), g.State().Outcome(); !reflect.DeepEqual(got, want) {
		t.Errorf("the watcher's outcome %+v, the host's %+v", got, want)
	}
	if n := int(updates.Load()); n < changes {
		t.Errorf("%d updates received for %d changes", n, changes)
	}

	// The key is the table's: hosted again, the same invite to watch.
	h.Close()
	tables, err := HostedTables(data)
	if err != nil || len(tables) != 1 {
		t.Fatalf("tables kept: %+v %v", tables, err)
	}
	h2, err := NewHost(HostOptions{Dir: data, Addr: "127.0.0.1:0", Resume: tables[0].Folder, Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	if h2.WatchInvite().Watch != winv.Watch {
		t.Errorf("hosted again with another key to watch")
	}
}

// A table announced on the network may be watched by its invite as
// found there, without a key.
func TestWatchAnAnnouncedTable(t *testing.T) {
	h := newTestHost(t, t.TempDir(), daleTable())
	h.opts.Announce = true // as announced; nothing is sent in this test
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w, err := Watch(ctx, h.Invite())
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if w.Lobby().Code != h.Invite().Code {
		t.Errorf("watching %+v", w.Lobby())
	}
}
