package dale

import (
	"testing"

	"agora/game"
	eng "agora/game/dale"
)

// TestLogIsNewestLastUnderTurnHeadings plays a few turns and reads the
// log column: one heading per turn ("Turn 1 · Ana") before that turn's
// events, the events in the order they happened, the newest last, the
// screen's seat's events in bold.
func TestLogIsNewestLastUnderTurnHeadings(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 4)
	for i := 0; i < 30 && !tb.state.Over() && tb.view().Turn < 4; i++ {
		if tb.decider() != tb.viewer {
			t.Fatalf("the bot left seat %d a decision", tb.decider())
		}
		opts := tb.state.Legal(game.Seat(tb.viewer), nil)
		tb.choose(opts[len(opts)-1])
	}
	events := tb.view().Events()
	entries := tb.mach.log.view.Entries()
	if len(entries) != len(events) {
		t.Fatalf("%d log entries for %d events", len(entries), len(events))
	}
	turns := 0
	for i, e := range events {
		got := entries[i]
		if e.Kind == eng.EventTurn {
			turns++
			want := tb.T("dale.ui.turn", map[string]any{"Turn": e.Turn, "Name": tb.name(e.Seat)})
			if !got.Heading || len(got.Lines) != 1 || got.Lines[0] != want {
				t.Errorf("entry %d is %+v, want the heading %q", i, got, want)
			}
			continue
		}
		if got.Heading || got.Mine != (e.Seat == tb.viewer) || len(got.Lines) == 0 {
			t.Errorf("entry %d is %+v for %v", i, got, e.Kind)
		}
	}
	if turns < 2 {
		t.Fatalf("only %d turns played", turns)
	}
	if first := entries[0]; !first.Heading || first.Lines[0] != "Turn 1 · Ana" {
		t.Errorf("the log opens with %q, want the heading Turn 1 · Ana", first.Lines)
	}
}
