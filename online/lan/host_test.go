package lan

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"agora/game"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// daleTable is a Dale game of 3: the host, one open seat, one bot.
func daleTable() game.Config {
	return game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Host"}, {Name: "Open"}, {Name: "Bot", Bot: "random"}}}
}

// newTestHost hosts cfg on 127.0.0.1 until the test ends.
func newTestHost(t *testing.T, dir string, cfg game.Config) *Host {
	t.Helper()
	h, err := NewHost(HostOptions{Dir: dir, Addr: "127.0.0.1:0", Name: "Chez Ada", Config: cfg,
		HostSeat: 0, HostName: "Ada", HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	if inv := h.Invite(); inv.Host != "127.0.0.1" {
		t.Fatalf("invite to %s, not loopback", inv.Host)
	}
	return h
}

// randomChooser picks uniformly, seeded.
func randomChooser(seed uint64) seat.Chooser {
	rng := game.NewRand(seed)
	return func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
		return legal[rng.IntN(len(legal))], nil
	}
}

func TestHostLobbyAndGame(t *testing.T) {
	data, joinerData := t.TempDir(), t.TempDir()
	h := newTestHost(t, data, daleTable())
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	inv, err := ParseInvite(h.Invite().String())
	if err != nil {
		t.Fatal(err)
	}
	tokens := OpenTokens(joinerData)

	j, err := Join(ctx, inv, "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if j.Seat() != 1 {
		t.Errorf("joined seat %d, want the open seat 1", j.Seat())
	}
	l := h.Lobby()
	if l.Seats[1].Name != "Bea" || l.Seats[1].Colour != "green" || l.Seats[1].Ready || l.Free() != 0 {
		t.Errorf("host's lobby %+v", l.Seats)
	}
	// A third player finds no seat.
	if _, err := Join(ctx, inv, "Cy", "red", nil); !errors.Is(err, ErrFull) {
		t.Errorf("third joiner: %v, want ErrFull", err)
	}
	// A wrong code or a bad name.
	bad := inv
	bad.Code = "AAAAAAAAAAAAAAAA"
	if _, err := Join(ctx, bad, "Cy", "red", nil); !errors.Is(err, ErrNoTable) {
		t.Errorf("wrong code: %v", err)
	}
	if _, err := Join(ctx, inv, "", "red", nil); !errors.Is(err, ErrName) {
		t.Errorf("empty name: %v", err)
	}
	for _, name := range []string{"ada", " Bea", "BOT"} {
		if _, err := Join(ctx, inv, name, "red", nil); !errors.Is(err, ErrNameTaken) {
			t.Errorf("%q, a name taken: %v", name, err)
		}
	}
	// A joiner whose invite pins another certificate is refused.
	other := inv
	other.Pin[0] ^= 0xff
	if _, err := Join(ctx, other, "Eve", "red", nil); !errors.Is(err, remote.ErrPin) {
		t.Errorf("wrong pin: %v, want remote.ErrPin", err)
	}

	if err := h.Start(); !errors.Is(err, ErrNotReady) {
		t.Errorf("start before ready: %v", err)
	}
	// The app closed and reopened: the same seat, by the kept ticket.
	j.Close()
	j, err = Join(ctx, inv, "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
	if j.Seat() != 1 {
		t.Errorf("rejoined seat %d", j.Seat())
	}
	v := j.Lobby().Version
	if err := j.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	if l, err := j.Wait(ctx, v); err != nil || !l.Seats[1].Ready {
		t.Fatalf("after ready: %+v %v", l, err)
	}
	if _, err := j.Sit(ctx, remote.Options{}); !errors.Is(err, ErrNotReady) {
		t.Errorf("sit before the start: %v", err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	l, err = j.Wait(ctx, j.Lobby().Version)
	if err != nil || !l.Started {
		t.Fatalf("after start: %+v %v", l, err)
	}
	if m, ok, _ := tokens.Get(inv.Code); !ok || m.Token == "" || m.Room == "" {
		t.Errorf("the seat's token not kept: %+v", m)
	}

	// Play: the host's seat here, the joiner's over the network, the bot
	// on the host. The joiner drops once and sits again by its memory.
	hs, err := h.Seat()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if cfg := rs.Config(); cfg.Seats[1].Name != "Bea" || cfg.Seats[0].Name != "Ada" || cfg.Seed != 0 {
		t.Errorf("the joiner's game: %+v", cfg)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 3)
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := seat.Play(ctx, hs, randomChooser(1)); err != nil {
			errs <- fmt.Errorf("host: %w", err)
			cancel()
		}
	}()
	// A few moves, then the joiner's app closes.
	moves := 0
	for moves < 3 {
		snap, err := rs.Snapshot(ctx)
		if err != nil {
			t.Fatal(err)
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
	rs.Close()
	j.Close()
	j2, err := Join(ctx, inv, "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
	defer j2.Close()
	rs2, err := j2.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer rs2.Close()
	if rs2.Seat() != 1 {
		t.Fatalf("sat again at seat %d", rs2.Seat())
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := seat.Play(ctx, rs2, randomChooser(2)); err != nil {
			errs <- fmt.Errorf("joiner: %w", err)
			cancel()
		}
	}()
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	// Both ends agree on the whole game.
	cfg, log, err := rs2.Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := h.Game()
	st := g.State()
	if !st.Over() || len(log) != len(st.Log()) || cfg.Seed != st.Config().Seed {
		t.Errorf("joiner's log of %d decisions, host's %d", len(log), len(st.Log()))
	}
	t.Logf("a game of Dale at 3 over TLS on loopback: %d decisions, the joiner back once", len(log))
}

func TestHostKickAndLeave(t *testing.T) {
	cfg := daleTable()
	cfg.Seats[2] = game.SeatConfig{Name: "Open 2"}
	h := newTestHost(t, t.TempDir(), cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tokens := OpenTokens(t.TempDir())
	a, err := Join(ctx, h.Invite(), "Bea", "green", tokens)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Join(ctx, h.Invite(), "Cy", "red", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if a.Seat() != 1 || b.Seat() != 2 {
		t.Fatalf("seats %d and %d", a.Seat(), b.Seat())
	}
	// A waiter hears of the kick at once.
	kicked := make(chan error, 1)
	go func() {
		v := a.Lobby().Version
		for {
			l, err := a.Wait(ctx, v)
			if err != nil {
				kicked <- err
				return
			}
			v = l.Version
		}
	}()
	if err := h.Kick(0); !errors.Is(err, ErrSeat) {
		t.Errorf("kick the host: %v", err)
	}
	if err := h.Kick(1); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-kicked:
		if !errors.Is(err, ErrKicked) {
			t.Errorf("kicked joiner: %v", err)
		}
	case <-ctx.Done():
		t.Fatal("the kicked joiner was not told")
	}
	if _, ok, _ := tokens.Get(h.Invite().Code); ok {
		t.Error("a kicked seat still remembered")
	}
	if h.Lobby().Free() != 1 {
		t.Errorf("free seats %d after a kick", h.Lobby().Free())
	}
	// A wait with a ticket the lobby does not know is refused at once.
	start := time.Now()
	if _, err := h.lobbyVerb(ctx, "wait", lobbyRequest{Code: h.Invite().Code, Ticket: "0123456789abcdef0123456789abcdef"}); !errors.Is(err, ErrKicked) {
		t.Errorf("unknown ticket: %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("an unknown ticket waited %v", d)
	}
	// Coming back after a kick takes a new seat.
	a2, err := Join(ctx, h.Invite(), "Bea", "green", tokens)
	if err != nil || a2.Seat() != 1 {
		t.Fatalf("back after a kick: %v", err)
	}
	defer a2.Close()
	if err := b.Leave(ctx); err != nil {
		t.Fatal(err)
	}
	if l := h.Lobby(); l.Seats[2].Taken || l.Free() != 1 {
		t.Errorf("after leaving: %+v", l.Seats)
	}
}

func TestHostClosesCleanly(t *testing.T) {
	h, err := NewHost(HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "Chez Ada", Config: daleTable(),
		HostSeat: 0, HostName: "Ada", HostColour: "blue"})
	if err != nil {
		t.Fatal(err)
	}
	addr := h.Addr().String()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	j, err := Join(ctx, h.Invite(), "Bea", "green", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	waited := make(chan error, 1)
	go func() {
		_, err := j.Wait(ctx, j.Lobby().Version)
		waited <- err
	}()
	time.Sleep(50 * time.Millisecond) // the wait reaches the host
	start := time.Now()
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("closing took %v", d)
	}
	select {
	case err := <-waited:
		if err == nil {
			t.Error("a joiner's wait ended without error at the host's close")
		}
	case <-ctx.Done():
		t.Fatal("a joiner's wait outlived the host")
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("the host's port is still held: %v", err)
	}
	ln.Close()
	if err := h.Close(); err != nil {
		t.Errorf("second close: %v", err)
	}
}

func TestNewHostRefusals(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(o *HostOptions)
		want string
	}{
		{"no name", func(o *HostOptions) { o.Name = " " }, "name"},
		{"host at a bot's seat", func(o *HostOptions) { o.HostSeat = 2 }, "seat"},
		{"no such game", func(o *HostOptions) { o.Config.Game = "chess" }, "chess"},
		{"too many players", func(o *HostOptions) {
			for range 8 {
				o.Config.Seats = append(o.Config.Seats, game.SeatConfig{Name: "x"})
			}
		}, "player"},
		{"a colour of no palette", func(o *HostOptions) { o.HostColour = "Blue!" }, "colour"},
	} {
		t.Run(c.name, func(t *testing.T) {
			o := HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "T", Config: daleTable(), HostSeat: 0, HostName: "Ada", HostColour: "blue"}
			c.edit(&o)
			h, err := NewHost(o)
			if err == nil {
				h.Close()
				t.Fatal("hosted")
			}
			if !strings.Contains(strings.ToLower(err.Error()), c.want) {
				t.Errorf("%v, want %q", err, c.want)
			}
		})
	}
}

func TestLobbyWaitsBounded(t *testing.T) {
	h := newTestHost(t, t.TempDir(), daleTable())
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	j, err := Join(ctx, h.Invite(), "Bea", "green", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	req := lobbyRequest{Code: h.Invite().Code, Ticket: j.ticket, After: j.Lobby().Version}
	held, hold := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for range maxWaiters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.lobbyVerb(held, "wait", req)
		}()
	}
	deadline := time.Now().Add(10 * time.Second)
	for h.waiters.Load() < maxWaiters && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if _, err := j.Wait(ctx, req.After); !errors.Is(err, ErrBusy) {
		t.Errorf("wait past the bound: %v, want ErrBusy", err)
	}
	hold()
	wg.Wait()
	if n := h.waiters.Load(); n != 0 {
		t.Errorf("%d waits still counted", n)
	}
	// A change ends a wait at once.
	done := make(chan error, 1)
	go func() {
		_, err := j.Wait(ctx, req.After)
		done <- err
	}()
	time.Sleep(20 * time.Millisecond)
	start := time.Now()
	if err := j.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("a change reached a waiter after %v", d)
	}
}

// TestHostSits: the host takes its own seat over loopback, with the
// table's presence, like a joiner; not before the start.
func TestHostSits(t *testing.T) {
	h := newTestHost(t, t.TempDir(), game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Host"}, {Name: "Bot", Bot: "random"}}})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := h.Sit(ctx, remote.Options{}); !errors.Is(err, ErrNotReady) {
		t.Fatalf("sit before the start: %v", err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	s, err := h.Sit(ctx, remote.Options{Name: "Ada", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Seat() != 0 {
		t.Fatalf("the host sits at %d", s.Seat())
	}
	if _, err := s.Snapshot(ctx); err != nil {
		t.Fatal(err)
	}
	for after := -1; ; {
		tb, err := s.WaitTable(ctx, after)
		if err != nil {
			t.Fatal(err)
		}
		after = tb.Version
		if len(tb.Presence.Seats) == 2 && tb.Presence.Seats[0].State != proto.Away && tb.Presence.Seats[1].Bot {
			break
		}
	}
}
