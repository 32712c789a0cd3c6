package dale

import (
	"context"

	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
	"agora/online/seat"
)

// source is where the table's game is (seat.Source): held by the table
// (localGame: pass-and-play, bots, hints, autosave) or elsewhere
// (seatGame: a seat of another computer's game, or of this app's host
// for others).
type source = seat.Source[*eng.View]

// localGame is the game held by the table, in t.state.
type localGame struct{ t *Table }

func (g localGame) Config() game.Config                    { return g.t.state.Config() }
func (g localGame) Pending() []game.Prompt                 { return g.t.state.Pending() }
func (g localGame) View(s game.Seat) *eng.View             { return g.t.state.View(s).(*eng.View) }
func (g localGame) Legal(s game.Seat) []game.Option        { return g.t.state.Legal(s, nil) }
func (g localGame) Apply(s game.Seat, o game.Option) error { return g.t.state.Apply(s, o) }
func (g localGame) Settled() int                           { return g.t.state.Settled() }
func (g localGame) Decisions() int                         { return len(g.t.state.Log()) }
func (g localGame) Over() bool                             { return g.t.state.Over() }
func (g localGame) Outcome() game.Outcome                  { return g.t.state.Outcome() }
func (g localGame) Hint(s game.Seat) seat.HintFunc         { return seat.StateHint(g.t.state, s) }

func (g localGame) Here(s game.Seat) bool {
	seats := g.t.state.Config().Seats
	return int(s) >= 0 && int(s) < len(seats) && seats[s].Human()
}

// seatGame is the table's one seat of a game held elsewhere, read
// through its mirror; the view is this game's.
type seatGame struct{ *seat.Mirror }

func (g seatGame) View(game.Seat) *eng.View {
	v, _ := g.Snapshot().View.(*eng.View)
	return v
}

// followRemote redraws the table at each change of a game held
// elsewhere.
func (t *Table) followRemote() {
	do := t.do
	if do == nil {
		do = fyne.Do
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.unfollow = cancel
	go t.remote.Follow(ctx, do, func() {
		t.epoch++
		t.selected, t.armed, t.listing, t.endArmed = eng.NoCard, 0, 0, false
		t.redraw()
	}, t.lost)
}

// lost tells the player the table's connection to the game ended.
func (t *Table) lost(err error) {
	if t.ctx.ShowError != nil {
		t.ctx.ShowError("dale.ui.game_over", err)
	}
}
