package dale

import (
	"testing"

	"fyne.io/fyne/v2/test"

	eng "agora/game/dale"
)

// A technique's target can be picked on the opponent's panel: the click
// selects the seat in the prompt, outlines the panel, and the prompt's
// button then plays it.
func TestTargetPickedOnThePanel(t *testing.T) {
	tb := at(four, 1, kind(eng.KindTarget))(t)
	v := tb.view()
	seat, opt := -1, tb.seatOption(v, -1)
	for s := range v.Players {
		if o := tb.seatOption(v, s); o != 0 && s != tb.viewer {
			seat, opt = s, o
			break
		}
	}
	if opt == 0 {
		t.Skip("no seat to pick in this prompt")
	}
	panel, ok := tb.anchored(anchorSeat(seat)).(*zoneTap)
	if !ok {
		t.Fatalf("seat %d's panel takes no click (%T)", seat, tb.anchored(anchorSeat(seat)))
	}
	log := len(tb.state.Log())
	test.Tap(panel)
	if tb.armed != opt {
		t.Fatalf("the click picked %v, want seat %d's option", tb.armed, seat)
	}
	if len(tb.state.Log()) != log {
		t.Fatal("the click played the option at once")
	}
	tb.choose(opt)
	if len(tb.state.Log()) == log {
		t.Fatal("the seat's option did not play")
	}
}
