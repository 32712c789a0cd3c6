package wonders

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"agora/bots"
	"agora/game"
)

// botRunner plays the bot seats. Each bot thinks on its own goroutine from
// its seat's View, after the player's chosen pace, and its choice is
// applied on the UI goroutine, unless the game moved on meanwhile (an undo,
// the table closed): every start belongs to an epoch whose context is
// cancelled when the epoch ends, and an answer from an older epoch is
// dropped. Every decision gets a bot of its own, seeded from the game and
// the decision's place in it, so no two goroutines ever share a bot.
type botRunner struct {
	t    *Table
	sync bool // play at once on the caller's goroutine (tests)
	// do runs a bot's answer on the UI goroutine: fyne.Do, or what a test
	// puts in its place.
	do       func(func())
	epoch    int
	stopped  bool
	thinking map[game.Seat]bool
	ctx      context.Context
	cancel   context.CancelFunc
}

func newBotRunner(t *Table, opts botOptions) *botRunner {
	r := &botRunner{t: t, sync: opts.sync, do: opts.do, thinking: map[game.Seat]bool{}}
	if r.do == nil {
		r.do = fyne.Do
	}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	return r
}

// bot builds the bot that plays seat's next decision; ok is false for a
// person's seat.
func (r *botRunner) bot(seat game.Seat) (bots.Bot, bool, error) {
	cfg := r.t.state.Config()
	spec := cfg.Seats[seat].Bot
	if spec == "" {
		return nil, false, nil
	}
	seed := cfg.Seed ^ (uint64(len(r.t.state.Log()))<<8 | uint64(seat) + 1)
	b, err := bots.New(spec, cfg.Game, seed)
	return b, err == nil, err
}

// isThinking reports whether the seat's bot is choosing now.
func (r *botRunner) isThinking(s game.Seat) bool { return r.thinking[s] }

// start sets every bot that owes a decision thinking.
func (r *botRunner) start() {
	if r.stopped {
		return
	}
	if r.sync {
		r.playAtOnce()
		return
	}
	for _, p := range r.t.state.Pending() {
		if r.thinking[p.Seat] {
			continue
		}
		b, ok, err := r.bot(p.Seat)
		if err != nil {
			r.t.fail(err)
		}
		if !ok {
			continue
		}
		r.thinking[p.Seat] = true
		go r.think(r.ctx, r.epoch, p.Seat, b, r.t.state.View(p.Seat), r.t.state.Legal(p.Seat, nil))
	}
}

// think waits for the pace, lets the bot choose from its view, and hands
// the choice to the UI goroutine.
func (r *botRunner) think(ctx context.Context, epoch int, seat game.Seat, b bots.Bot, v game.View, legal []game.Option) {
	select {
	case <-time.After(r.t.pace()):
	case <-ctx.Done():
		return
	}
	opt, err := bots.Think(ctx, b, v, legal, bots.ThinkLimit)
	if ctx.Err() != nil {
		return
	}
	r.do(func() {
		if epoch != r.epoch || r.stopped {
			return
		}
		delete(r.thinking, seat)
		if err == nil {
			err = r.t.state.Apply(seat, opt)
		}
		if err != nil {
			r.t.fail(err)
			return
		}
		r.t.advance()
	})
}

// playAtOnce lets every pending bot choose until only people owe a
// decision.
func (r *botRunner) playAtOnce() {
	for !r.t.state.Over() {
		moved := false
		for _, p := range r.t.state.Pending() {
			b, ok, err := r.bot(p.Seat)
			if !ok {
				if err != nil {
					r.t.fail(err)
					return
				}
				continue
			}
			opt, err := bots.Think(r.ctx, b, r.t.state.View(p.Seat), r.t.state.Legal(p.Seat, nil), bots.ThinkLimit)
			if err == nil {
				err = r.t.state.Apply(p.Seat, opt)
			}
			if err != nil {
				r.t.fail(err)
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

// restart ends the current epoch: the bots still thinking are cancelled,
// their answers being for a position that no longer exists.
func (r *botRunner) restart() {
	r.cancel()
	r.epoch++
	r.thinking = map[game.Seat]bool{}
	r.ctx, r.cancel = context.WithCancel(context.Background())
}

// stop ends every bot's thinking for good.
func (r *botRunner) stop() {
	r.stopped = true
	r.cancel()
	r.epoch++
	r.thinking = map[game.Seat]bool{}
}
