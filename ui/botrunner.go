package ui

import (
	"context"
	"time"

	"agora/bots"
	"agora/game"
)

// BotHooks connect a BotRunner to its table.
type BotHooks struct {
	// State is the game as it stands now; the table may replace it (an
	// undo replays the game into a new state).
	State func() game.State
	// Pace is how long a bot waits before it thinks.
	Pace func() time.Duration
	// PaceFor, when set, is the wait before the decision p instead of
	// Pace: a game whose turn is several small decisions (Dale's payment,
	// card by card) waits the whole pace only where a turn begins. It is
	// read on the UI goroutine when the bot is set thinking.
	PaceFor func(p game.Prompt) time.Duration
	// Fail tells the player that a bot could not be built or that the
	// engine refused its move.
	Fail func(error)
	// Moved runs after a bot's move was applied, on the UI goroutine.
	// Nil: nothing more to do.
	Moved func()
	// Apply, when set, plays a bot's move in place of State().Apply, for
	// a table that does its own bookkeeping around every move (a save, the
	// next seat at the screen); what it returns goes to Fail. Moved still
	// runs after it.
	Apply func(game.Seat, game.Option) error
	// Do runs a function on the UI goroutine: fyne.Do in the app, or what
	// a test puts in its place. Nil with Sync.
	Do func(func())
	// Sync plays the bots at once on the caller's goroutine (tests).
	Sync bool
}

// BotRunner plays a table's bot seats. Every bot that owes a decision
// thinks at once on its own goroutine from its seat's View (a simultaneous
// turn costs the slowest bot's time, not the sum), after the player's
// pace, and its choice is applied on the UI goroutine unless the game
// moved on meanwhile (an undo, the table closed): every start belongs to
// an epoch whose context is cancelled when the epoch ends, and an answer
// from an older epoch is dropped. Every decision gets a bot of its own,
// seeded from the game and the decision's place in it, so no two
// goroutines ever share a bot. Its methods are called on the UI goroutine.
type BotRunner struct {
	h        BotHooks
	epoch    int
	stopped  bool
	thinking map[game.Seat]bool
	ctx      context.Context
	cancel   context.CancelFunc
}

// NewBotRunner makes the runner of a table's bots.
func NewBotRunner(h BotHooks) *BotRunner {
	r := &BotRunner{h: h, thinking: map[game.Seat]bool{}}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	return r
}

// bot builds the bot that plays seat's next decision; ok is false for a
// person's seat.
func (r *BotRunner) bot(s game.State, seat game.Seat) (bots.Bot, bool, error) {
	cfg := s.Config()
	spec := cfg.Seats[seat].Bot
	if spec == "" {
		return nil, false, nil
	}
	seed := cfg.Seed ^ (uint64(len(s.Log()))<<8 | uint64(seat) + 1)
	b, err := bots.New(spec, cfg.Game, seed)
	return b, err == nil, err
}

// Thinking reports whether the seat's bot is choosing now.
func (r *BotRunner) Thinking(s game.Seat) bool { return r.thinking[s] }

// Start sets every bot that owes a decision thinking.
func (r *BotRunner) Start() {
	if r.stopped {
		return
	}
	if r.h.Sync {
		r.playAtOnce()
		return
	}
	s := r.h.State()
	for _, p := range s.Pending() {
		if r.thinking[p.Seat] {
			continue
		}
		b, ok, err := r.bot(s, p.Seat)
		if err != nil {
			r.h.Fail(err)
		}
		if !ok {
			continue
		}
		r.thinking[p.Seat] = true
		go r.think(r.ctx, r.epoch, p.Seat, b, s.View(p.Seat), s.Legal(p.Seat, nil), r.pace(p))
	}
}

// pace is the wait before the bot's decision p.
func (r *BotRunner) pace(p game.Prompt) time.Duration {
	if r.h.PaceFor != nil {
		return r.h.PaceFor(p)
	}
	if r.h.Pace == nil {
		return 0
	}
	return r.h.Pace()
}

// think waits for the pace, lets the bot choose from its view, and hands
// the choice to the UI goroutine.
func (r *BotRunner) think(ctx context.Context, epoch int, seat game.Seat, b bots.Bot, v game.View, legal []game.Option, wait time.Duration) {
	select {
	case <-time.After(wait):
	case <-ctx.Done():
		return
	}
	opt, err := bots.Think(ctx, b, v, legal, bots.ThinkLimit)
	if ctx.Err() != nil {
		return
	}
	r.h.Do(func() {
		if epoch != r.epoch || r.stopped {
			return
		}
		delete(r.thinking, seat)
		if err == nil {
			err = r.apply(seat, opt)
		}
		if err != nil {
			r.h.Fail(err)
			return
		}
		if r.h.Moved != nil {
			r.h.Moved()
		}
	})
}

// apply plays a bot's move through the table's Apply hook, or on the
// state.
func (r *BotRunner) apply(seat game.Seat, opt game.Option) error {
	if r.h.Apply != nil {
		return r.h.Apply(seat, opt)
	}
	return r.h.State().Apply(seat, opt)
}

// playAtOnce lets every pending bot choose until only people owe a
// decision.
func (r *BotRunner) playAtOnce() {
	for {
		s := r.h.State() // an Apply hook may have replaced it
		if s.Over() {
			return
		}
		moved := false
		for _, p := range s.Pending() {
			b, ok, err := r.bot(s, p.Seat)
			if !ok {
				if err != nil {
					r.h.Fail(err)
					return
				}
				continue
			}
			opt, err := bots.Think(r.ctx, b, s.View(p.Seat), s.Legal(p.Seat, nil), bots.ThinkLimit)
			if err == nil {
				err = r.apply(p.Seat, opt)
			}
			if err != nil {
				r.h.Fail(err)
				return
			}
			moved = true
			break
		}
		if !moved {
			return
		}
	}
}

// Restart ends the current epoch: the bots still thinking are cancelled,
// their answers being for a position that no longer exists.
func (r *BotRunner) Restart() {
	r.cancel()
	r.epoch++
	r.thinking = map[game.Seat]bool{}
	r.ctx, r.cancel = context.WithCancel(context.Background())
}

// Stop ends every bot's thinking for good.
func (r *BotRunner) Stop() {
	r.stopped = true
	r.cancel()
	r.epoch++
	r.thinking = map[game.Seat]bool{}
}
