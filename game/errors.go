package game

import (
	"errors"
	"fmt"
)

// Sentinel errors, matched with errors.Is.
var (
	// ErrNotPending: the seat owes no decision now.
	ErrNotPending = errors.New("seat owes no decision")
	// ErrIllegal: the option is not legal now (never was, or is stale).
	ErrIllegal = errors.New("option not legal")
	// ErrOver: the game has ended.
	ErrOver = errors.New("game is over")
	// ErrConfig: the configuration cannot start a game.
	ErrConfig = errors.New("invalid configuration")
)

// MoveError is the error Apply returns for a refused decision. It wraps one
// of ErrNotPending, ErrIllegal or ErrOver.
type MoveError struct {
	Seat   Seat
	Option Option
	Err    error
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("%v, option %d: %v", e.Seat, e.Option, e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Refuse builds the MoveError engines return from Apply.
func Refuse(seat Seat, opt Option, err error) error {
	return &MoveError{Seat: seat, Option: opt, Err: err}
}

// CheckMove is the validation every engine's Apply starts with: the game is
// not over, the seat owes a decision and the option is among those Legal
// lists for it. It uses the engine's own Pending and Legal, so a move is
// accepted exactly when it was offered.
func CheckMove(s State, seat Seat, opt Option) error {
	if s.Over() {
		return Refuse(seat, opt, ErrOver)
	}
	pending := false
	for _, p := range s.Pending() {
		if p.Seat == seat {
			pending = true
			break
		}
	}
	if !pending {
		return Refuse(seat, opt, ErrNotPending)
	}
	if !Contains(s.Legal(seat, nil), opt) {
		return Refuse(seat, opt, ErrIllegal)
	}
	return nil
}
