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
	"agora/online/lan/lantest"
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

// TestHostTable plays a 7 Wonders game with Commerce at two tables, the
// host's and a joiner's over loopback (online/lan: TLS, the host's
// certificate pinned by the joiner), a bot thinking on the host, through
// the screens to the score pad. Neither table holds the game (each reads
// its seat only, the joiner's from views decoded off the wire); both end
// with the host's outcome and replay the host's game from its log.
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
	j := lantest.Started(t, ctx, host, "Bea", "green", lan.OpenTokens(t.TempDir()))
	hs, err := host.Seat()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	answers := make(chan func(), 64)
	a := newSeatHarness(t, hs, "en", answers)
	b := newSeatHarness(t, rs, "fr", answers)
	for i, h := range []*harness{a, b} {
		if tb := h.table; tb.state != nil || tb.humans != 1 || tb.seat != i {
			t.Fatalf("table %d: a game held %v, %d people, seat %d", i, tb.state != nil, tb.humans, tb.seat)
		}
	}
	const patience = time.Minute
	deadline := time.NewTimer(patience)
	defer deadline.Stop()
	decisions := [2]int{}
	done := func(h *harness) bool {
		tb := h.table
		return tb.src.Over() && !tb.overlay.root.Hidden && tb.overlay.final && tb.State() != nil
	}
	for !done(a) || !done(b) {
		played := false
		for i, h := range []*harness{a, b} {
			tb := h.table
			if tb.view.Seat() != game.Seat(i) {
				t.Fatalf("seat %d's table shows seat %d's view", i, tb.view.Seat())
			}
			if len(h.errs) > 0 {
				t.Fatalf("seat %d: %v", i, h.errs)
			}
			if len(tb.src.Legal(game.Seat(i))) > 0 {
				if !h.playOnce() {
					t.Fatalf("seat %d: nothing to play:\n%s", i, texts(tb.prompt.root))
				}
				decisions[i]++
				played = true
				continue
			}
			if !tb.overlay.root.Hidden && !tb.overlay.final {
				test.Tap(tb.overlay.button)
			}
		}
		if played {
			continue
		}
		select {
		case f := <-answers:
			f()
			deadline.Reset(patience)
		case <-deadline.C:
			t.Fatalf("nothing changed for %v after %v decisions", patience, decisions)
		}
	}
	g, ok := host.Game()
	if !ok {
		t.Fatal("the host holds no game")
	}
	want := g.State()
	for i, h := range []*harness{a, b} {
		tb := h.table
		if got := tb.State(); got == nil || got.Digest() != want.Digest() {
			t.Fatalf("table %d: its game at the end is not the host's", i)
		}
		for c, sc := range want.Outcome().Scores {
			if got := tb.src.Outcome().Scores[c].Total; got != sc.Total {
				t.Fatalf("table %d: seat %d on the score pad: %d, want %d", i, c, got, sc.Total)
			}
		}
		if pad := texts(tb.overlay.root); !strings.Contains(pad, "Bea") || !strings.Contains(pad, "Ada") {
			t.Fatalf("table %d: the score pad names no players:\n%s", i, pad)
		}
		if h.autosaves != 0 {
			t.Fatalf("table %d saved %d times a game it does not hold", i, h.autosaves)
		}
	}
	t.Logf("decisions at the host's table and the joiner's: %v", decisions)
}
