package bots

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"agora/game"
)

// TableTiming is what the bots of one game cost in time when they play as
// they do at the table: every bot that owes a decision thinks at once,
// each within ThinkLimit, all of them sharing the machine's cores.
type TableTiming struct {
	// Decisions are the times the bots took, one per decision that had
	// more than one option, each counted from the start of its turn.
	Decisions []time.Duration
	// Turns is how many times the table waited for its bots.
	Turns int
	// Game is the whole game's time.
	Game time.Duration
	// Finished is false when ctx ended the game first.
	Finished bool
}

// Stats are the mean, the 95th percentile and the longest decision.
func (t TableTiming) Stats() (mean, p95, longest time.Duration) {
	if len(t.Decisions) == 0 {
		return 0, 0, 0
	}
	d := slices.Clone(t.Decisions)
	slices.Sort(d)
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	return sum / time.Duration(len(d)), d[(len(d)*95-1)/100], d[len(d)-1]
}

// Over counts the decisions that took longer than limit.
func (t TableTiming) Over(limit time.Duration) int {
	n := 0
	for _, d := range t.Decisions {
		if d > limit {
			n++
		}
	}
	return n
}

// TimeTable plays the game cfg describes, every seat a bot, the way the
// table does (see TableTiming), and times it. A decision with one option
// is played at once and not counted. ctx stops it between two turns.
func TimeTable(ctx context.Context, r game.Rules, cfg game.Config, limit time.Duration) (t TableTiming, err error) {
	s, err := r.Start(cfg)
	if err != nil {
		return t, err
	}
	began := time.Now()
	defer func() { t.Game = time.Since(began) }()
	for !s.Over() {
		if ctx.Err() != nil {
			return t, nil
		}
		type answer struct {
			seat game.Seat
			opt  game.Option
			took time.Duration
			err  error
		}
		pending := s.Pending()
		answers := make([]answer, len(pending))
		var wg sync.WaitGroup
		start := time.Now()
		counted := 0
		for i, p := range pending {
			legal := s.Legal(p.Seat, nil)
			if len(legal) == 1 {
				answers[i] = answer{seat: p.Seat, opt: legal[0], took: -1}
				continue
			}
			b, err := New(cfg.Seats[p.Seat].Bot, cfg.Game, cfg.Seed^uint64(len(s.Log()))<<8^uint64(p.Seat))
			if err != nil {
				return t, err
			}
			v := s.View(p.Seat)
			counted++
			wg.Add(1)
			go func() {
				defer wg.Done()
				opt, err := Think(ctx, b, v, legal, limit)
				answers[i] = answer{p.Seat, opt, time.Since(start), err}
			}()
		}
		wg.Wait()
		if counted > 0 {
			t.Turns++
		}
		for _, a := range answers {
			if a.err != nil {
				if ctx.Err() != nil {
					return t, nil
				}
				return t, fmt.Errorf("seat %d: %w", a.seat, a.err)
			}
			if a.took >= 0 {
				t.Decisions = append(t.Decisions, a.took)
			}
			if err := s.Apply(a.seat, a.opt); err != nil {
				return t, fmt.Errorf("seat %d: %w", a.seat, err)
			}
		}
	}
	t.Finished = true
	return t, nil
}
