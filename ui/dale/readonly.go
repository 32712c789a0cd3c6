package dale

import (
	"agora/game"
	eng "agora/game/dale"
)

// The table as a picture of the game (ui.ReadOnlyTable), for the review
// and the replay: built with TableContext.ReadOnly it starts no bot, hands
// nothing off and plays nothing; Show draws any position of the game from
// one seat's view, as every redraw does.

// Show draws s from seat's view.
func (t *Table) Show(s game.State, seat game.Seat) {
	if _, ok := s.(*eng.State); !ok || int(seat) < 0 || int(seat) >= len(s.Config().Seats) {
		return
	}
	t.epoch++ // a bot answer of the former position is dropped
	t.state, t.viewer, t.handoff = s, int(seat), false
	t.settled = s.Settled()
	t.selected, t.armed, t.listing, t.endArmed = eng.NoCard, 0, 0, false
	t.redraw()
}

// Hand names the cards seat holds in s, from seat's own view.
func (t *Table) Hand(s game.State, seat game.Seat) []string {
	ds, ok := s.(*eng.State)
	if !ok {
		return nil
	}
	var out []string
	for _, c := range ds.SeatView(seat).Hand {
		out = append(out, t.cardName(c))
	}
	return out
}
