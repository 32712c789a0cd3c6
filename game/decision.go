package game

import (
	"errors"
	"fmt"
)

// Decision is one applied option: the log entry of a move.
type Decision struct {
	Seat   Seat   `json:"seat"`
	Option Option `json:"option"`
}

// Replay rebuilds a state from its configuration and decision log. It fails
// on the first decision the engine refuses.
func Replay(r Rules, cfg Config, log []Decision) (State, error) {
	s, err := r.Start(cfg)
	if err != nil {
		return nil, err
	}
	for i, d := range log {
		if err := s.Apply(d.Seat, d.Option); err != nil {
			return nil, fmt.Errorf("decision %d: %w", i+1, err)
		}
	}
	return s, nil
}

// ErrSettled is returned by Withdraw when the seat has no decision that can
// still be taken back.
var ErrSettled = errors.New("no decision to withdraw")

// Withdraw takes back seat's latest decision if it is not yet settled (for
// instance a card choice while other seats are still choosing) and returns
// the rebuilt state. The original state is not changed.
func Withdraw(r Rules, s State, seat Seat) (State, error) {
	log := s.Log()
	for i := len(log) - 1; i >= s.Settled(); i-- {
		if log[i].Seat != seat {
			continue
		}
		rest := make([]Decision, 0, len(log)-1)
		rest = append(rest, log[:i]...)
		rest = append(rest, log[i+1:]...)
		return Replay(r, s.Config(), rest)
	}
	return nil, fmt.Errorf("%v: %w", seat, ErrSettled)
}
