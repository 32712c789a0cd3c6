package dale

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
	"agora/online/lan"
	"agora/online/lan/lantest"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
	"agora/translations"
	"agora/ui"
)

// seatTable puts the table of a seat of a game held elsewhere in a test
// window; its changes reach the test goroutine through answers.
func seatTable(t *testing.T, s seat.Seat, lang string, answers chan func()) (*Table, *[]error) {
	t.Helper()
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	var errs []error
	ctx := ui.TableContext{Seat: s, Rules: eng.Rules, Localizer: loc, Window: w,
		Autosave:  func(game.State) error { t.Error("a seat's table saved the game"); return nil },
		ShowError: func(_ string, err error) { errs = append(errs, err) }}
	tb := newTableWith(ctx, false, func(f func()) { answers <- f })
	t.Cleanup(tb.Close)
	w.SetContent(tb.Content())
	return tb, &errs
}

// TestTablesOfAHostedGame: a Dale game hosted on loopback (online/lan,
// TLS, the certificate pinned), played through two tables, the host's
// and a joiner's (French), each tapping its own screen: neither holds
// the game, each draws its own seat's view as the host's engine writes
// it (the joiner's decoded from the wire, its log included), and every
// move reaches the host.
func TestTablesOfAHostedGame(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: "dale", Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Open"}}}
	host, err := lan.NewHost(lan.HostOptions{Dir: t.TempDir(), Addr: "127.0.0.1:0", Name: "Ada", Config: cfg,
		HostSeat: 0, HostName: "Ada", HostColour: "blue", Server: server.Options{Rate: 1000, Burst: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	j := lantest.Started(t, ctx, host, "Bea", "green", nil)
	hs, err := host.Sit(ctx, remote.Options{Name: "Ada", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	js, err := j.Sit(ctx, remote.Options{Name: "Bea", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	answers := make(chan func(), 64)
	a, aerrs := seatTable(t, hs, "en", answers)
	b, berrs := seatTable(t, js, "fr", answers)
	tables := []*Table{a, b}
	for i, tb := range tables {
		if tb.state != nil || tb.viewer != i || tb.handoff {
			t.Fatalf("table %d: a game held %v, viewer %d, hand-off %v", i, tb.state != nil, tb.viewer, tb.handoff)
		}
	}
	g, _ := host.Game()
	rng := rand.New(rand.NewPCG(3, 4))
	moves := 0
	deadline := time.NewTimer(time.Minute)
	defer deadline.Stop()
	for moves < 50 && !a.src.Over() {
		tapped := false
		for i, tb := range tables {
			if len(*aerrs)+len(*berrs) > 0 {
				t.Fatalf("errors: %v %v", *aerrs, *berrs)
			}
			if len(tb.src.Legal(game.Seat(i))) == 0 {
				continue
			}
			before := g.Version()
			all, cards := tappables(tb)
			var buttons []*widget.Button
			for _, x := range all {
				if x != tb.hints.button {
					buttons = append(buttons, x)
				}
			}
			var preferred []*widget.Button
			for _, x := range buttons {
				if x.Importance == widget.HighImportance {
					preferred = append(preferred, x)
				}
			}
			switch n := len(buttons) + len(cards); {
			case len(preferred) > 0 && rng.IntN(3) > 0:
				test.Tap(preferred[rng.IntN(len(preferred))])
			case n == 0:
				t.Fatalf("seat %d: nothing to tap", i)
			default:
				if k := rng.IntN(n); k < len(buttons) {
					test.Tap(buttons[k])
				} else {
					test.Tap(cards[k-len(buttons)])
				}
			}
			tapped = true
			if g.Version() != before {
				moves++
			}
		}
		if tapped {
			continue
		}
		select {
		case f := <-answers:
			f()
			deadline.Reset(time.Minute)
		case <-deadline.C:
			t.Fatalf("nothing changed for a minute after %d moves", moves)
		}
	}
	// Settle: every change reaches both tables, which then draw the
	// host's views of their seats.
	for len(answers) > 0 {
		(<-answers)()
	}
	if moves == 0 {
		t.Fatal("no move reached the host")
	}
	s := g.State()
	for i, tb := range tables {
		want, err := eng.EncodeView(s.View(game.Seat(i)).(*eng.View))
		if err != nil {
			t.Fatal(err)
		}
		got, err := eng.EncodeView(tb.view())
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) && tb.src.Decisions() == len(s.Log()) {
			t.Fatalf("table %d draws a view that is not the host's for its seat", i)
		}
		if len(tb.view().Events()) == 0 {
			t.Fatalf("table %d has no log", i)
		}
	}
	t.Logf("%d moves through the two tables", moves)
}
