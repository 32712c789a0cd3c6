package dale

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
	eng "agora/game/dale"
)

// hintTable is a table with a person at seat 0 against a bot, whose hint
// answers queue up in calls until the test runs them on its own goroutine.
func hintTable(t *testing.T) (*Table, chan func()) {
	t.Helper()
	tb, _ := newTestTable(t, []game.SeatConfig{{Name: "Ann"}, {Name: "Bot", Bot: "heuristic"}}, 7)
	calls := make(chan func(), 8)
	tb.hints.search.Do = func(f func()) { calls <- f }
	t.Cleanup(tb.Close)
	if tb.decider() != 0 || tb.handoff {
		t.Fatalf("seat %d decides first (hand-off %v), want the person at seat 0", tb.decider(), tb.handoff)
	}
	return tb, calls
}

// answer runs the hint's answer on the test goroutine.
func answer(t *testing.T, calls chan func()) {
	t.Helper()
	select {
	case f := <-calls:
		f()
	case <-time.After(3 * time.Minute):
		t.Fatal("the hint search never answered")
	}
}

// The Hint button asks the Hard bot in the background; its answer names
// one of the seat's legal options, with the search's measure of it, and
// the next move clears it.
func TestHintNamesALegalOption(t *testing.T) {
	tb, calls := hintTable(t)
	ask := button(tb, "Hint")
	if ask == nil {
		t.Fatalf("no Hint button for the person at the screen: %q", texts(tb.body))
	}
	test.Tap(ask)
	if !tb.hints.busy || button(tb, "Hint") != nil || !hasText(tb.body, "Thinking") {
		t.Fatal("the Hint button does not show the search running")
	}
	answer(t, calls)
	line := tb.hints.text
	t.Log(line)
	v := tb.view()
	var named game.Option
	for _, o := range tb.state.Legal(0, nil) {
		if strings.HasPrefix(line, "Hint: "+tb.optionLabel(v, eng.MustDecode(o))+" (wins ") {
			named = o
		}
	}
	if named == 0 || !strings.Contains(line, "% of ") {
		t.Fatalf("the hint %q names no legal option with its measure", line)
	}
	if !hasText(tb.body, line) {
		t.Errorf("the hint is not shown: %q", texts(tb.body))
	}
	if button(tb, "Hint") == nil {
		t.Error("the Hint button is not offered again")
	}
	tb.choose(named)
	if tb.hints.text != "" || hasText(tb.body, "Hint: ") {
		t.Fatalf("the hint survived the move: %q", tb.hints.text)
	}
}

// A move made while the hint is searched cancels it: the late answer is
// dropped. Leaving the table cancels a search too.
func TestHintIsDroppedAfterAMove(t *testing.T) {
	tb, calls := hintTable(t)
	test.Tap(button(tb, "Hint"))
	tb.choose(tb.state.Legal(0, nil)[0])
	if tb.hints.busy || tb.hints.text != "" {
		t.Fatal("the hint survived the move")
	}
	answer(t, calls)
	if tb.hints.text != "" || hasText(tb.body, "Hint: ") {
		t.Fatalf("a stale hint is shown: %q", tb.hints.text)
	}

	// Ask again, by the button where the panel after that move shows it.
	switch again := button(tb, "Hint"); {
	case again != nil:
		test.Tap(again)
	case tb.hints.offered():
		tb.hints.ask()
	default:
		t.Fatal("no hint offered after the move")
	}
	if !tb.hints.busy {
		t.Fatal("the second search did not start")
	}
	tb.Close()
	if tb.hints.busy {
		t.Fatal("the search outlived the table")
	}
	answer(t, calls)
	if tb.hints.text != "" {
		t.Fatalf("a hint reached a closed table: %q", tb.hints.text)
	}
}
