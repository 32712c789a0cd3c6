package lan

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
	"time"

	"agora/game"
	"agora/game/games"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// playSome makes n moves of rs (its first option each time) while
// another goroutine plays the host's seat.
func playSome(ctx context.Context, t *testing.T, rs seat.Seat, n int) {
	t.Helper()
	for moves := 0; moves < n; {
		snap, err := rs.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if snap.Over {
			t.Fatal("the game ended before the host quit")
		}
		if len(snap.Legal) > 0 {
			if err := rs.Apply(ctx, snap.Version, snap.Legal[0]); err == nil {
				moves++
				continue
			}
		}
		if _, err := rs.Wait(ctx, snap.Version); err != nil {
			t.Fatal(err)
		}
	}
}

// TestHostQuitsAndHostsAgain: a hosted game is kept in its folder as it
// goes; the host quits mid-game, hosts the table again from the folder,
// and the joiner sits again at its seat by the token its app kept; the
// game goes on to the end and its log replays to the host's digest.
func TestHostQuitsAndHostsAgain(t *testing.T) {
	data, joinerData := t.TempDir(), t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// 7 Wonders at 3: a whole game is some sixty decisions, where a
	// random game of Dale runs to thousands.
	h := newTestHost(t, data, game.Config{Game: "wonders", Seats: []game.SeatConfig{{Name: "Host"}, {Name: "Open"}, {Name: "Bot", Bot: "random"}}})
	inv := h.Invite()
	tokens := OpenTokens(joinerData)
	j, err := Join(ctx, inv, "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
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
	hs, err := h.Seat()
	if err != nil {
		t.Fatal(err)
	}
	hctx, hstop := context.WithCancel(ctx)
	hdone := make(chan struct{})
	go func() {
		defer close(hdone)
		seat.Play(hctx, hs, randomChooser(1))
	}()
	playSome(ctx, t, rs, 3)
	hstop()
	<-hdone
	g, _ := h.Game()
	rs.Close()
	j.Close()
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	before := g.State()
	if before.Over() || len(before.Log()) < 3 {
		t.Fatalf("the host quit after %d decisions, over %v", len(before.Log()), before.Over())
	}

	tables, err := HostedTables(data)
	if err != nil || len(tables) != 1 || !tables[0].Started || tables[0].Code != inv.Code || tables[0].Name != "Chez Ada" {
		t.Fatalf("tables kept: %+v %v", tables, err)
	}
	m, ok, err := tokens.Get(inv.Code)
	if err != nil || !ok || m.Token == "" {
		t.Fatalf("the joiner's memory: %+v %v", m, err)
	}
	for _, name := range []string{TableFile, m.Room + ".agora", m.Room + ".seats"} {
		if _, err := os.Stat(filepath.Join(tables[0].Folder, name)); err != nil {
			t.Errorf("the table's folder: %v", err)
		}
	}

	if kept, err := game.LoadSave(filepath.Join(tables[0].Folder, m.Room+".agora"), games.Lookup); err != nil || kept.Digest() != before.Digest() {
		t.Fatalf("the game kept is not the game the host quit: %v", err)
	}

	// Hosted again from its folder: the same code, port, room and move.
	h2, err := NewHost(HostOptions{Dir: data, Addr: "127.0.0.1:0", Resume: tables[0].Folder,
		Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	if h2.Invite() != inv {
		t.Errorf("hosted again with invite %v, was %v", h2.Invite(), inv)
	}
	if l := h2.Lobby(); !l.Started || l.Table != "Chez Ada" || l.Seats[0].Name != "Ada" || l.Seats[1].Name != "Bea" {
		t.Errorf("lobby hosted again: %+v", l)
	}
	g2, ok := h2.Game()
	if !ok {
		t.Fatal("no game hosted again")
	}
	// The bot plays on as soon as the room opens again: the game holds the
	// decisions made before the host quit, and the save kept was at them.
	if got := g2.State(); len(got.Log()) < len(before.Log()) || !reflect.DeepEqual(got.Log()[:len(before.Log())], before.Log()) {
		t.Fatalf("hosted again at decision %d, not after the %d made before quitting", len(got.Log()), len(before.Log()))
	}

	// The joiner's app sits again with its kept token, straight at the
	// game; its lobby ticket still leads to the same seat and token.
	rs2, err := remote.Dial(ctx, inv.URL(PlayPath), m.Room, m.Token,
		remote.Options{Name: "Bea", Client: "test", HTTPClient: remote.PinnedClient(inv.Pin)})
	if err != nil {
		t.Fatal(err)
	}
	defer rs2.Close()
	if rs2.Seat() != 1 {
		t.Fatalf("sat again at seat %d", rs2.Seat())
	}
	j2, err := Join(ctx, inv, "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
	defer j2.Close()
	if m2, _, _ := tokens.Get(inv.Code); j2.Seat() != 1 || m2.Token != m.Token || m2.Room != m.Room {
		t.Errorf("joined again at seat %d, token kept %v", j2.Seat(), m2.Token == m.Token)
	}

	hs2, err := h2.Seat()
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for i, s := range []seat.Seat{hs2, rs2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := seat.Play(ctx, s, randomChooser(uint64(10+i))); err != nil {
				errs <- fmt.Errorf("seat %d: %w", i, err)
				cancel()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	cfg, log, err := rs2.Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	end := g2.State()
	rules, _ := games.Lookup("wonders")
	replayed, err := game.Replay(rules, cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	if !end.Over() || replayed.Digest() != end.Digest() {
		t.Fatalf("the joiner's log of %d decisions replays to %x, the host's game is at %x", len(log), replayed.Digest(), end.Digest())
	}
	t.Logf("7 Wonders at 3: the host quit after %d decisions, hosted again, played to %d", len(before.Log()), len(log))
}

// TestHostFromSave: a save of the app hosted as a table: the file is only
// read, its human seats but the host's are open, and the game goes on from
// its last move.
func TestHostFromSave(t *testing.T) {
	data := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	// Dale at 4: the host, Cy, Bea and a bot, saved after five moves.
	cfg := game.Config{Game: "dale", Seed: 7, Seats: []game.SeatConfig{{Name: "Host"}, {Name: "Cy"}, {Name: "Bea"}, {Name: "Bot", Bot: "random"}}}
	rules, _ := games.Lookup("dale")
	st, err := rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		p := st.Pending()[0].Seat
		if err := st.Apply(p, st.Legal(p, nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	mine := filepath.Join(data, "mine.agora")
	if err := game.WriteSave(mine, st); err != nil {
		t.Fatal(err)
	}
	orig, _ := os.ReadFile(mine)

	h, err := NewHost(HostOptions{Dir: data, Addr: "127.0.0.1:0", Name: "Encore", Resume: mine, HostSeat: 0,
		HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	l := h.Lobby()
	if l.Started || !l.Seats[0].Host || !l.Seats[1].Open() || l.Seats[2].Name != "Bea" || l.Seats[3].Bot == "" || l.Free() != 2 {
		t.Fatalf("lobby of a save: %+v", l)
	}
	// Each joiner sits at the seat with its name in the save.
	j, err := Join(ctx, h.Invite(), "bea", "green", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if j.Seat() != 2 {
		t.Errorf("Bea joined seat %d, her seat in the save is 2", j.Seat())
	}
	cy, err := Join(ctx, h.Invite(), "Cyrille", "red", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cy.Close()
	if cy.Seat() != 1 {
		t.Errorf("another name joined seat %d, the open seat is 1", cy.Seat())
	}
	for _, jj := range []*Joiner{j, cy} {
		if err := jj.Ready(ctx, true); err != nil {
			t.Fatal(err)
		}
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
	g, _ := h.Game()
	// The game goes on from the save's moves (the bot may have played
	// since the start).
	if got := g.State(); len(got.Log()) < 5 || !reflect.DeepEqual(got.Log()[:5], st.Log()) || got.Config().Seed != 7 {
		t.Fatalf("hosted at decision %d, not from the save's 5", len(got.Log()))
	}
	snap, err := rs.Snapshot(ctx)
	if err != nil || snap.Decisions < 5 {
		t.Fatalf("the joiner's game at decision %d: %v", snap.Decisions, err)
	}
	if now, _ := os.ReadFile(mine); !bytes.Equal(now, orig) {
		t.Error("the player's save was written")
	}
	tables, _ := HostedTables(data)
	if len(tables) != 1 || !tables[0].Started {
		t.Fatalf("tables kept: %+v", tables)
	}
	if _, err := os.Stat(filepath.Join(tables[0].Folder, SourceFile)); err != nil {
		t.Errorf("the save's copy: %v", err)
	}
}

// TestHostAgainRefusals: what does not read as a table or a save is
// refused, and nothing is hosted.
func TestHostAgainRefusals(t *testing.T) {
	data := t.TempDir()
	bad := filepath.Join(data, HostedDir, "AAAAAAAAAAAAAAAA")
	if err := os.MkdirAll(bad, 0o700); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(bad, TableFile), []byte(`{"code":"../x","config":{"game":"dale"}}`), 0o600)
	notSave := filepath.Join(data, "notes.agora")
	os.WriteFile(notSave, []byte("hello"), 0o600)
	for _, path := range []string{filepath.Join(data, "missing"), bad, notSave} {
		if h, err := NewHost(HostOptions{Dir: data, Addr: "127.0.0.1:0", Resume: path}); err == nil {
			h.Close()
			t.Errorf("%s hosted", path)
		}
	}
	if tables, err := HostedTables(data); err != nil || len(tables) != 0 {
		t.Errorf("tables listed: %+v %v", tables, err)
	}
}

// TestHostAgainBeforeStart: a table closed before its start is hosted
// again with its lobby as it was: the joiner back at its seat by its
// ticket, and the game starts as any.
func TestHostAgainBeforeStart(t *testing.T) {
	data, joinerData := t.TempDir(), t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	h := newTestHost(t, data, daleTable())
	inv := h.Invite()
	tokens := OpenTokens(joinerData)
	j, err := Join(ctx, inv, "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	h.Close()
	tables, err := HostedTables(data)
	if err != nil || len(tables) != 1 || tables[0].Started {
		t.Fatalf("tables kept: %+v %v", tables, err)
	}
	h2, err := NewHost(HostOptions{Dir: data, Addr: "127.0.0.1:0", Resume: tables[0].Folder, Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	if l := h2.Lobby(); l.Started || l.Closed || l.Seats[1].Name != "Bea" || !l.Seats[1].Taken || l.Seats[0].Name != "Ada" || h2.Invite() != inv {
		t.Fatalf("lobby hosted again: %+v, invite %v", l, h2.Invite())
	}
	j2, err := Join(ctx, inv, "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
	defer j2.Close()
	if j2.Seat() != 1 || h2.Lobby().Free() != 0 {
		t.Fatalf("back at seat %d, %d seats free", j2.Seat(), h2.Lobby().Free())
	}
	if err := j2.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := h2.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := j2.Wait(ctx, j2.Lobby().Version); err != nil {
		t.Fatal(err)
	}
	rs, err := j2.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	if rs.Seat() != 1 || rs.Config().Seats[1].Name != "Bea" {
		t.Errorf("sat at %d as %q", rs.Seat(), rs.Config().Seats[1].Name)
	}
	if tables, _ := HostedTables(data); len(tables) != 1 || !tables[0].Started {
		t.Errorf("after the start: %+v", tables)
	}
}
