package wonders

import (
	"agora/game"
	"agora/game/wonders"
)

// The table as a picture of the game (ui.ReadOnlyTable), for the review
// and the replay: built with TableContext.ReadOnly it starts no bot, hands
// nothing off and plays nothing; Show draws any position of the game from
// one seat's view, as every redraw does.

// Show draws s from seat's view.
func (t *Table) Show(s game.State, seat game.Seat) {
	ws, ok := s.(*wonders.State)
	if !ok || int(seat) < 0 || int(seat) >= ws.Players() {
		return
	}
	t.state = ws
	t.seat, t.handedTo = int(seat), int(seat)
	t.settled = ws.Settled()
	t.age = ws.SeatView(seat).Age
	t.clearChoice()
	if !t.overlay.root.Hidden && !ws.Over() {
		t.overlay.root.Hide()
	}
	t.redraw()
	// A picture names no decision to make: the prompt area keeps only
	// what it shows of the position (a draft's cards, the end), and an
	// area left with a title over nothing ("Choose a card") is not drawn.
	p := t.prompt
	setShown(p.root, ws.Over() || p.body.Text != "" || p.list.MinSize().Height > 0)
}

// stillView takes out of v the options the prompt area would offer as
// buttons, so that a picture of the game offers no choice; the hand keeps
// its cards' options, which draw their statuses and prices as they were
// (a card of a picture cannot be selected: selectCard).
func stillView(v *wonders.View) {
	v.Options = nil
	if f := v.Faith; f != nil {
		for i := range f.Draft {
			f.Draft[i].Options = nil
		}
		for i := range f.Gods {
			f.Gods[i].Options = nil
		}
	}
}

// Hand names the cards seat holds in s, from seat's own view.
func (t *Table) Hand(s game.State, seat game.Seat) []string {
	ws, ok := s.(*wonders.State)
	if !ok {
		return nil
	}
	var out []string
	for _, cv := range ws.SeatView(seat).Hand {
		out = append(out, t.words.card(cv.Card))
	}
	return out
}
