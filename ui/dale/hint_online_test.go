package dale

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
	eng "agora/game/dale"
	"agora/online/server/servertest"
)

// TestHintAtARemoteSeat: at a Dale table over a seat of a game held by a
// server on loopback, in French, the Hint button asks the host, which
// searches from the seat's view; the table shows the host's answer,
// naming the option from the view it asked about.
func TestHintAtARemoteSeat(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: eng.Rules.Game, Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bea"}}}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv, code, s := servertest.Seated(t, ctx, cfg, "Ada")
	answers := make(chan func(), 64)
	tb, errs := seatTable(t, s, "fr", answers)
	tb.hints.search.Do = func(f func()) { answers <- f }
	if tb.state != nil || !tb.hints.offered() || tb.hints.panel() == nil {
		t.Fatalf("a table over a seat: game held %v, hint offered %v", tb.state != nil, tb.hints.offered())
	}
	version := tb.remote.Snapshot().Version
	test.Tap(tb.hints.button)
	if !tb.hints.busy {
		t.Fatal("the Hint button does not show the search running")
	}
	deadline := time.After(time.Minute)
	for tb.hints.busy {
		select {
		case f := <-answers:
			f()
		case <-deadline:
			t.Fatal("the host never answered the hint")
		}
	}
	if len(*errs) > 0 {
		t.Fatalf("errors: %v", *errs)
	}
	g, _ := srv.Host(code)
	want, err := g.Hint(ctx, 0, version)
	if err != nil {
		t.Fatal(err)
	}
	if tb.hints.answer == nil || tb.hints.answer.best != want.Best {
		t.Fatalf("the table's hint %+v, the host's %+v", tb.hints.answer, want)
	}
	line := tb.hints.describe(tb.view(), want.Best, want.Top)
	if tb.hints.text != line || !strings.HasPrefix(line, "Conseil") {
		t.Fatalf("the table shows %q, the host's hint is %q", tb.hints.text, line)
	}
	if !hasText(tb.body, line) {
		t.Errorf("the hint is not shown: %q", texts(tb.body))
	}
	t.Log(line)
}
