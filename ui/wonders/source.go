package wonders

import (
	"context"
	"fmt"
	"slices"

	"agora/game"
	"agora/game/wonders"
	"fyne.io/fyne/v2"

	"agora/online/seat"
)

// source is where the table's game is (seat.Source), with the seat's
// own decisions and Undo: held in this process (localGame: pass-and-play,
// bots, autosave) or elsewhere (seatGame: a seat of a game hosted on
// another computer, or hosted here for others).
type source interface {
	seat.Source[*wonders.View]
	// Undo takes back the seat's latest decision while it is not final.
	Undo(s game.Seat) error
	// Own are seat's own decisions, in order, and open how many of the
	// last of them are not final yet.
	Own(s game.Seat) (own []game.Option, open int)
}

// localGame is the game held by the table itself, in t.state: every seat
// played at this computer is a person's seat of the configuration; the
// bots, the hints and the autosave run on that state.
type localGame struct{ t *Table }

func (g localGame) Config() game.Config                    { return g.t.state.Config() }
func (g localGame) Pending() []game.Prompt                 { return g.t.state.Pending() }
func (g localGame) View(s game.Seat) *wonders.View         { return g.t.state.SeatView(s) }
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

func (g localGame) Undo(s game.Seat) error {
	w, err := game.Withdraw(g.t.ctx.Rules, g.t.state, s)
	if err != nil {
		return err
	}
	g.t.state = w.(*wonders.State)
	return nil
}

func (g localGame) Own(s game.Seat) ([]game.Option, int) {
	var own []game.Option
	open := 0
	settled := g.t.state.Settled()
	for i, d := range g.t.state.Log() {
		if d.Seat == s {
			own = append(own, d.Option)
			if i >= settled {
				open++
			}
		}
	}
	return own, open
}

// seatGame is the table's one seat of a game held elsewhere (seat.Seat:
// online/remote, or a seat.Host of this process serving others), read
// through its mirror; the view is this game's.
type seatGame struct{ *seat.Mirror }

func (g seatGame) View(game.Seat) *wonders.View {
	v, _ := g.Snapshot().View.(*wonders.View)
	return v
}

// ownDecisions writes a seat's own options as decisions of that seat, for
// the engine's readers of a log (wonders.DraftedLeaders,
// wonders.Prayers), which read only that seat's lines.
func ownDecisions(s game.Seat, own []game.Option) []game.Decision {
	out := make([]game.Decision, len(own))
	for i, o := range own {
		out[i] = game.Decision{Seat: s, Option: o}
	}
	return slices.Clip(out)
}

// followRemote redraws the table at each change of a game held elsewhere.
func (t *Table) followRemote(opts botOptions) {
	do := opts.do
	if do == nil {
		do = fyne.Do
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.unfollow = cancel
	go t.remote.Follow(ctx, do, t.advance, func(err error) { t.fail(err) })
}

// describe names an option for the trace: the engine's words when the
// game is here, the move's otherwise.
func (t *Table) describe(opt game.Option) string {
	if t.state != nil {
		return t.state.Describe(opt)
	}
	m, _ := wonders.DecodeOption(opt)
	return fmt.Sprintf("%+v", m)
}
