package seat

import (
	"context"
	"errors"

	"agora/game"
)

// Seat is one seat of a game: what its player sees and may do. Its
// methods may be called from any goroutine.
type Seat interface {
	// Seat is the seat's number at the table.
	Seat() game.Seat
	// Game names the engine ("wonders", "dale").
	Game() string
	// Config is the game's configuration as the seat may know it: a seat
	// of a game held elsewhere sees no seed until the game is over.
	Config() game.Config
	// Snapshot is the game as the seat sees it now.
	Snapshot(ctx context.Context) (Snapshot, error)
	// Apply plays opt for this seat. version is the Snapshot the choice
	// was made from: an option no longer legal after the game moved on is
	// ErrStale rather than game.ErrIllegal. A refusal changes nothing.
	Apply(ctx context.Context, version int, opt game.Option) error
	// Undo takes back the seat's latest decision while it is not settled
	// (game.Withdraw); game.ErrSettled when there is none.
	Undo(ctx context.Context) error
	// Wait returns once the game's version is past after (a move, an
	// undo) or the game is over, with the version now.
	Wait(ctx context.Context, after int) (int, error)
	// Log is the whole game, its configuration with the seed and every
	// decision, once it is over (ErrNotOver before): what Review and
	// Replay need.
	Log(ctx context.Context) (game.Config, []game.Decision, error)
	// Close lets the seat go; the game goes on without this handle.
	Close() error
}

// Snapshot is one seat's knowledge of the game at one version.
type Snapshot struct {
	// Version counts the changes of the game (moves and undos).
	Version int
	// Decisions is the length of the game's log.
	Decisions int
	// View is the engine's view for the seat (*wonders.View, *dale.View).
	View game.View
	// Legal are the seat's options now; empty when it owes nothing.
	Legal []game.Option
	// Pending are the seats that owe a decision and its kind: public.
	Pending []game.Prompt
	// Settled is how many leading decisions of the log are final
	// (game.State.Settled).
	Settled int
	// Own are the seat's own decisions, in order, and Open how many of
	// the last of them are not settled yet (what Undo may take back): the
	// seat's own knowledge, which its view does not keep (the leaders it
	// drafted, its prayers, its choice while others still choose).
	Own  []game.Option
	Open int
	// Over: the game has ended; Outcome is then its scoring.
	Over    bool
	Outcome *game.Outcome
}

// Errors of a seat, beside the engine's game.ErrIllegal,
// game.ErrNotPending and game.ErrOver.
var (
	// ErrStale: the option was chosen from an older version and is not
	// legal any more.
	ErrStale = errors.New("option chosen from an older position")
	// ErrNotOver: the full log is given only once the game is over.
	ErrNotOver = errors.New("game is not over")
	// ErrClosed: the seat was closed, or its connection lost.
	ErrClosed = errors.New("seat closed")
)
