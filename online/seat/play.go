package seat

import (
	"context"
	"errors"

	"agora/game"
)

// Chooser picks one of legal from a seat's view: a bot's Choose, or
// bots.Think around one.
type Chooser func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error)

// Play plays s with choose until the game is over or ctx ends: whenever
// the seat owes a decision it chooses from its snapshot and applies the
// choice. A choice the game outran while it was made (ErrStale, or the
// seat owes nothing any more) waits for the next position; any other
// refusal is returned. It returns nil once the game is over.
func Play(ctx context.Context, s Seat, choose Chooser) error {
	for {
		snap, err := s.Snapshot(ctx)
		if err != nil {
			return err
		}
		if snap.Over {
			return nil
		}
		if len(snap.Legal) > 0 {
			opt, err := choose(ctx, snap.View, snap.Legal)
			if err != nil {
				return err
			}
			err = s.Apply(ctx, snap.Version, opt)
			if err == nil {
				continue
			}
			if !errors.Is(err, ErrStale) && !errors.Is(err, game.ErrNotPending) {
				return err
			}
		}
		if _, err := s.Wait(ctx, snap.Version); err != nil {
			return err
		}
	}
}
