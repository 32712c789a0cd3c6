// Package gametest checks that an engine keeps the game contract: every
// engine's tests run these properties on it, and the arena runs Step's checks
// after every decision of every game it plays.
package gametest

import (
	"errors"
	"fmt"

	"agora/game"
)

// Step applies one decision and checks the contract around it: the option
// was listed, the state's invariants hold afterwards, and its outcome adds
// up once the game is over.
func Step(s game.State, seat game.Seat, opt game.Option) error {
	if err := s.Apply(seat, opt); err != nil {
		return err
	}
	if err := s.Check(); err != nil {
		return fmt.Errorf("invariant after %v %s: %w", seat, s.Describe(opt), err)
	}
	if s.Over() {
		return CheckOutcome(s)
	}
	return nil
}

// CheckOutcome verifies a finished game's scores: one per seat, each total
// the sum of its categories, at least one winner.
func CheckOutcome(s game.State) error {
	o := s.Outcome()
	if len(o.Scores) != s.Config().Players() {
		return fmt.Errorf("outcome has %d scores for %d seats", len(o.Scores), s.Config().Players())
	}
	for i, sc := range o.Scores {
		if sc.Total != sc.Sum() {
			return fmt.Errorf("seat %d: total %d but categories sum to %d", i, sc.Total, sc.Sum())
		}
	}
	if len(o.Winners()) == 0 {
		return errors.New("outcome has no winner")
	}
	return nil
}

// Refuses checks that an option is refused with a *game.MoveError and that
// the refusal changed nothing.
func Refuses(s game.State, seat game.Seat, opt game.Option) error {
	before, n := s.Digest(), len(s.Log())
	err := s.Apply(seat, opt)
	var me *game.MoveError
	if !errors.As(err, &me) {
		return fmt.Errorf("%v option %d: want a *game.MoveError, got %v", seat, opt, err)
	}
	if s.Digest() != before || len(s.Log()) != n {
		return fmt.Errorf("%v option %d: refused but the state changed", seat, opt)
	}
	return nil
}

// Playout plays a whole game choosing uniformly among legal options with
// rng, checking Step after every decision and, at a few points, that a
// stale or foreign option is refused and that clones are independent. It
// returns the finished state.
func Playout(s game.State, rng *game.Rand, maxDecisions int) (game.State, error) {
	var buf []game.Option
	for n := 0; !s.Over(); n++ {
		if n >= maxDecisions {
			return s, fmt.Errorf("no end after %d decisions", maxDecisions)
		}
		pending := s.Pending()
		if len(pending) == 0 {
			return s, errors.New("game not over but no seat owes a decision")
		}
		p := pending[rng.IntN(len(pending))]
		buf = s.Legal(p.Seat, buf[:0])
		if len(buf) == 0 {
			return s, fmt.Errorf("%v owes a %s decision but has no legal option", p.Seat, p.Kind)
		}
		opt := buf[rng.IntN(len(buf))]
		if n%17 == 0 {
			if err := checkClone(s, p.Seat, opt); err != nil {
				return s, err
			}
			if err := refusesOthers(s, p.Seat, buf); err != nil {
				return s, err
			}
		}
		if err := Step(s, p.Seat, opt); err != nil {
			return s, err
		}
	}
	return s, nil
}

// checkClone applies opt to a clone and checks the original did not move.
func checkClone(s game.State, seat game.Seat, opt game.Option) error {
	before := s.Digest()
	c := s.Clone()
	if c.Digest() != before {
		return errors.New("clone has a different digest")
	}
	if err := c.Apply(seat, opt); err != nil {
		return fmt.Errorf("clone refused a legal option: %w", err)
	}
	if s.Digest() != before {
		return errors.New("applying to a clone changed the original")
	}
	return nil
}

// refusesOthers checks that options outside the legal list, and any option
// from a seat that owes nothing, are refused without change.
func refusesOthers(s game.State, seat game.Seat, legal []game.Option) error {
	for _, opt := range []game.Option{0, 1, 1 << 40, ^game.Option(0)} {
		if !game.Contains(legal, opt) {
			if err := Refuses(s, seat, opt); err != nil {
				return err
			}
		}
	}
	for i := range s.Config().Players() {
		other := game.Seat(i)
		owes := false
		for _, p := range s.Pending() {
			owes = owes || p.Seat == other
		}
		if !owes {
			if err := Refuses(s, other, legal[0]); err != nil {
				return err
			}
		}
	}
	return Refuses(s, game.Seat(s.Config().Players()), legal[0])
}

// ReplayMatches checks that replaying a state's log reaches the same digest.
func ReplayMatches(r game.Rules, s game.State) error {
	again, err := game.Replay(r, s.Config(), s.Log())
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if again.Digest() != s.Digest() {
		return errors.New("replay reached a different position")
	}
	return nil
}
