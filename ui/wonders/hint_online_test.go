package wonders

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
	"agora/online/server/servertest"
)

// TestHintAtARemoteSeat: at a table over a seat of a game held by a
// server on loopback, the Hint button asks the host (protocol 4), which
// searches from the seat's view; the table shows the host's answer in
// the player's words, as it does a hint searched at home.
func TestHintAtARemoteSeat(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: wonders.Rules.Game, Expansions: []string{wonders.ExpansionCommerce}, Seats: seats("h", "h", "h")} // the others away: the position stays
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv, code, s := servertest.Seated(t, ctx, cfg, "A")
	answers := make(chan func(), 64)
	h := newSeatHarness(t, s, "en", answers)
	tb := h.table
	if tb.state != nil || !tb.hints.offered() {
		t.Fatalf("a table over a seat: game held %v, hint offered %v", tb.state != nil, tb.hints.offered())
	}
	ask := button(tb.actions.root, "Hint")
	if ask == nil {
		t.Fatalf("no Hint button at the remote seat: %q", texts(tb.actions.root))
	}
	version := tb.remote.Snapshot().Version
	test.Tap(ask)
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
	if len(h.errs) > 0 {
		t.Fatalf("errors: %v", h.errs)
	}
	g, _ := srv.Host(code)
	want, err := g.Hint(ctx, 0, version)
	if err != nil {
		t.Fatal(err)
	}
	if line := tb.hints.describe(want.Best, want.Top); tb.hints.text != line || !strings.HasPrefix(line, "Hint: ") {
		t.Fatalf("the table shows %q, the host's hint is %q", tb.hints.text, line)
	}
	if !strings.Contains(texts(tb.actions.root), tb.hints.text) {
		t.Errorf("the hint is not shown: %q", texts(tb.actions.root))
	}
	t.Log(tb.hints.text)
}
