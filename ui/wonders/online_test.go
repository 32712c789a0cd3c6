package wonders

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
	"agora/online/lan"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
	"agora/translations"
	"agora/ui"
)

// newSeatHarness puts the table of a seat of a game held elsewhere in a
// test window; its changes reach the test goroutine through answers.
func newSeatHarness(t *testing.T, s seat.Seat, lang string, answers chan func()) *harness {
	t.Helper()
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, loc: loc}
	h.win = test.NewTempWindow(t, nil)
	h.win.Resize(fyne.NewSize(1280, 800))
	ctx := ui.TableContext{
		Seat: s, Rules: wonders.Rules, Localizer: loc, Window: h.win,
		Autosave:  func(game.State) error { h.autosaves++; return nil },
		ShowError: func(_ string, err error) { h.errs = append(h.errs, err) },
	}
	h.table = newTable(ctx, botOptions{do: func(f func()) { answers <- f }})
	t.Cleanup(h.table.Close)
	h.win.SetContent(h.table.Content())
	return h
}

// TestHostTable plays a 7 Wonders game with Commerce at a hosted table
// (online/lan: TLS on loopback, the host's certificate pinned by the
// joiner): the host through its table, which holds no game and reads only
// its seat; a joiner over the network; a bot thinking on the host. The
// host's table reaches the score pad with the host's outcome, and the
// joiner's log replays to the host's game.
func TestHostTable(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game over loopback")
	}
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Expansions: []string{wonders.ExpansionCommerce},
		Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Open"}, {Name: "Bot", Bot: "random"}}}
	host, err := lan.NewHost(lan.HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "Ada", Config: cfg,
		HostSeat: 0, HostName: "Ada", HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	j, err := lan.Join(ctx, host.Invite(), "Bea", "green", lan.OpenTokens(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if err := j.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := j.Wait(ctx, j.Lobby().Version); err != nil {
		t.Fatal(err)
	}
	hs, err := host.Seat()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	joiner := make(chan error, 1)
	go func() {
		rng := game.NewRand(7)
		joiner <- seat.Play(ctx, rs, func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
			return legal[rng.IntN(len(legal))], nil
		})
	}()

	answers := make(chan func(), 64)
	a := newSeatHarness(t, hs, "en", answers)
	tb := a.table
	if tb.state != nil || tb.humans != 1 || tb.seat != 0 {
		t.Fatalf("the host's table: a game held %v, %d people, seat %d", tb.state != nil, tb.humans, tb.seat)
	}
	const patience = time.Minute
	deadline := time.NewTimer(patience)
	defer deadline.Stop()
	decisions := 0
	for !tb.src.Over() || tb.overlay.root.Hidden || !tb.overlay.final {
		if tb.view.Seat() != 0 {
			t.Fatalf("the host's table shows seat %d's view", tb.view.Seat())
		}
		if len(tb.src.Legal(0)) > 0 {
			if !a.playOnce() {
				t.Fatalf("nothing to play:\n%s", texts(tb.prompt.root))
			}
			decisions++
			continue
		}
		if len(a.errs) > 0 {
			t.Fatal(a.errs)
		}
		if !tb.overlay.root.Hidden && !tb.overlay.final {
			test.Tap(tb.overlay.button)
		}
		select {
		case f := <-answers:
			f()
			deadline.Reset(patience)
		case <-deadline.C:
			t.Fatalf("nothing changed for %v after %d decisions", patience, decisions)
		}
	}
	if err := <-joiner; err != nil {
		t.Fatalf("the joiner: %v", err)
	}
	if len(a.errs) > 0 {
		t.Fatal(a.errs)
	}
	g, ok := host.Game()
	if !ok {
		t.Fatal("the host holds no game")
	}
	want := g.State()
	if got := tb.State(); got == nil || got.Digest() != want.Digest() {
		t.Fatal("the table's game at the end is not the host's")
	}
	rcfg, log, err := rs.Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := game.Replay(wonders.Rules, rcfg, log); err != nil || again.Digest() != want.Digest() {
		t.Fatalf("the joiner's log does not replay to the host's game: %v", err)
	}
	for i, sc := range want.Outcome().Scores {
		if got := tb.src.Outcome().Scores[i].Total; got != sc.Total {
			t.Fatalf("seat %d on the score pad: %d, want %d", i, got, sc.Total)
		}
	}
	if pad := texts(tb.overlay.root); !strings.Contains(pad, "Bea") || !strings.Contains(pad, "Ada") {
		t.Fatalf("the score pad names no players:\n%s", pad)
	}
	t.Logf("%d decisions at the host's table", decisions)
}
