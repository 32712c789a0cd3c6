package dale

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game"
	eng "agora/game/dale"
)

// After the partner declines to help, the log says so, and the builder's
// prompt says the stack is built alone this turn and offers no more asking.
func TestDeclinedHelpIsShown(t *testing.T) {
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Bea"}, {Name: "Carla"}, {Name: "Dan"}}
	declined := func(s game.State) bool {
		v := s.View(s.Pending()[0].Seat).(*eng.View)
		return v.Prompt.Kind == eng.KindStack && v.Prompt.Declined && v.Prompt.Seat == 0
	}
	s := playedState(t, seats, true, declined)
	tb, _ := tableFor(t, s)
	test.Tap(button(tb, tb.T("dale.ui.ready")))
	if !hasText(tb.body, tb.T("dale.ui.declined")) {
		t.Errorf("no word of the partner's refusal: %q", texts(tb.body))
	}
	if button(tb, tb.T("dale.move.ask")) != nil {
		t.Error("the partner may be asked again")
	}
	if e, ok := lastEvent(tb, eng.EventDecline); !ok || !hasText(tb.body, tb.eventText(e)) {
		t.Errorf("the log does not say who declined: %v", ok)
	}
}
