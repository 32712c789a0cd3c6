package dale

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
	"agora/online/seat"
)

// source is where the table's game is: what a seat gets of it (views,
// options, who owes what, the end) and the moves it sends. The game is
// held by the table (localGame: pass-and-play, bots, hints, autosave) or
// elsewhere (seatGame: a seat.Seat, another computer's game or this
// app's host for others). Every fact is the engine's.
type source interface {
	Config() game.Config
	Pending() []game.Prompt
	// View is seat's view; a seat held elsewhere has only its own.
	View(s game.Seat) *eng.View
	Legal(s game.Seat) []game.Option
	Apply(s game.Seat, opt game.Option) error
	Settled() int
	Decisions() int
	Over() bool
	Outcome() game.Outcome
	// Here reports whether seat is played at this computer by a person.
	Here(s game.Seat) bool
}

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

func (g localGame) Here(s game.Seat) bool {
	seats := g.t.state.Config().Seats
	return int(s) >= 0 && int(s) < len(seats) && seats[s].Human()
}

// seatGame is the table's one seat of a game held elsewhere: the latest
// snapshot, replaced at each change on the UI goroutine; a move waits for
// the host's answer.
type seatGame struct {
	s    seat.Seat
	snap seat.Snapshot
	// final is the whole game replayed from its log once it is over.
	final game.State
}

// seatTimeout bounds a move's round trip.
const seatTimeout = 20 * time.Second

func (g *seatGame) Config() game.Config {
	if g.final != nil {
		return g.final.Config()
	}
	return g.s.Config()
}
func (g *seatGame) Pending() []game.Prompt { return g.snap.Pending }
func (g *seatGame) Settled() int           { return g.snap.Settled }
func (g *seatGame) Decisions() int         { return g.snap.Decisions }
func (g *seatGame) Over() bool             { return g.snap.Over }
func (g *seatGame) Here(s game.Seat) bool  { return s == g.s.Seat() }

func (g *seatGame) View(game.Seat) *eng.View {
	v, _ := g.snap.View.(*eng.View)
	return v
}

func (g *seatGame) Legal(s game.Seat) []game.Option {
	if s != g.s.Seat() {
		return nil
	}
	return g.snap.Legal
}

func (g *seatGame) Outcome() game.Outcome {
	if g.snap.Outcome != nil {
		return *g.snap.Outcome
	}
	if g.final != nil {
		return g.final.Outcome()
	}
	return game.Outcome{}
}

func (g *seatGame) Apply(_ game.Seat, opt game.Option) error {
	ctx, cancel := context.WithTimeout(context.Background(), seatTimeout)
	defer cancel()
	if err := g.s.Apply(ctx, g.snap.Version, opt); err != nil {
		return err
	}
	return g.refresh(ctx)
}

// refresh reads the latest snapshot; once the game is over, it fetches
// the whole log and replays it.
func (g *seatGame) refresh(ctx context.Context) error {
	snap, err := g.s.Snapshot(ctx)
	if err != nil {
		return err
	}
	if snap.Version < g.snap.Version && g.snap.View != nil {
		return nil
	}
	g.snap = snap
	if snap.Over && g.final == nil {
		cfg, log, err := g.s.Log(ctx)
		if err != nil {
			return err
		}
		if g.final, err = game.Replay(eng.Rules, cfg, log); err != nil {
			return err
		}
	}
	return nil
}

// follow hands each change of the game to changed on the UI goroutine
// (do) until ctx ends, the game is over and replayed, or the seat is
// lost.
func (g *seatGame) follow(ctx context.Context, after int, do func(func()), changed func(), lost func(error)) {
	for {
		v, err := g.s.Wait(ctx, after)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			do(func() { lost(err) })
			return
		}
		after = v
		done := make(chan bool, 1)
		do(func() {
			if g.snap.Version >= v && (!g.snap.Over || g.final != nil) {
				done <- g.final != nil // a move of this table, already read
				return
			}
			if err := g.refresh(ctx); err != nil {
				lost(err)
				done <- true
				return
			}
			changed()
			done <- g.final != nil
		})
		select {
		case end := <-done:
			if end {
				return
			}
		case <-ctx.Done():
			return
		}
	}
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
	go t.remote.follow(ctx, t.remote.snap.Version, do, func() {
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
