package wonders

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// hintHarness is a table whose background answers (bots and hints) queue
// up in calls until the test runs them on its own goroutine.
func hintHarness(t *testing.T) (*harness, chan func()) {
	t.Helper()
	test.NewTempApp(t)
	s, err := wonders.Rules.Start(game.Config{Game: "wonders", Seed: 12, Seats: seats("h", "heuristic", "heuristic")})
	if err != nil {
		t.Fatal(err)
	}
	calls := make(chan func(), 8)
	return newHarnessWith(t, s, time.Hour, botOptions{do: func(f func()) { calls <- f }}), calls
}

// The Hint button asks the Hard bot in the background; its answer names
// one of the seat's legal moves, with the search's measure of it.
func TestHintNamesALegalMove(t *testing.T) {
	h, calls := hintHarness(t)
	tb := h.table
	ask := button(tb.actions.root, "Hint")
	if ask == nil {
		t.Fatalf("no Hint button for the person at the screen:\n%s", texts(tb.actions.root))
	}
	test.Tap(ask)
	if !tb.hints.busy || button(tb.actions.root, "Hint") != nil {
		t.Fatal("the Hint button does not show the search running")
	}
	select {
	case f := <-calls:
		f()
	case <-time.After(2 * time.Minute):
		t.Fatal("no hint after two minutes")
	}
	line := tb.hints.text
	named := false
	for _, o := range tb.state.Legal(0, nil) {
		if strings.HasPrefix(line, "Hint: "+tb.words.move(wonders.MustDecode(o))+" (wins ") {
			named = true
		}
	}
	if !named || !strings.Contains(line, "% of ") {
		t.Fatalf("the hint %q names no legal move with its measure", line)
	}
	if !strings.Contains(texts(tb.actions.root), "Hint: ") {
		t.Errorf("the hint is not shown:\n%s", texts(tb.actions.root))
	}
	if button(tb.actions.root, "Hint") == nil {
		t.Error("the Hint button is not offered again")
	}
}

// A move made while the hint is searched cancels it: the stale answer is
// dropped and the Hint button stays hidden until the seat has a choice.
func TestHintIsDroppedAfterAMove(t *testing.T) {
	h, calls := hintHarness(t)
	tb := h.table
	test.Tap(button(tb.actions.root, "Hint"))
	if !h.playOnce() {
		t.Fatal("could not play")
	}
	if tb.hints.busy || tb.hints.text != "" {
		t.Fatal("the hint survived the move")
	}
	select {
	case f := <-calls:
		f()
	case <-time.After(2 * time.Minute):
		t.Fatal("the cancelled search never returned")
	}
	if tb.hints.text != "" || strings.Contains(texts(tb.actions.root), "Hint: ") {
		t.Fatalf("a stale hint is shown: %q", tb.hints.text)
	}
	if button(tb.actions.root, "Hint") != nil {
		t.Error("Hint offered while the seat waits for the others")
	}
}
