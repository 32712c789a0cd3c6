package wonders

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"agora/bots"
	"agora/game"
)

// botRunner plays the bot seats. Each bot thinks on its own goroutine from
// its seat's View, after the player's chosen pace, and its choice is applied
// on the UI goroutine, unless the game moved on meanwhile (an undo, a new
// game): every start belongs to an epoch, and a result from an older epoch
// is dropped.
type botRunner struct {
	t    *Table
	sync bool // play at once on the caller's goroutine (tests)
	// do runs a bot's answer on the UI goroutine: fyne.Do, or what a test
	// puts in its place.
	do       func(func())
	epoch    int
	thinking map[game.Seat]bool
	players  map[game.Seat]bots.Bot
	ctx      context.Context
	cancel   context.CancelFunc
}

func newBotRunner(t *Table, opts botOptions) *botRunner {
	r := &botRunner{t: t, sync: opts.sync, do: opts.do, thinking: map[game.Seat]bool{}, players: map[game.Seat]bots.Bot{}}
	if r.do == nil {
		r.do = fyne.Do
	}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	cfg := t.state.Config()
	for i, s := range cfg.Seats {
		if !s.Human() {
			if b, err := bots.New(s.Bot, cfg.Game, cfg.Seed+uint64(i)+1); err == nil {
				r.players[game.Seat(i)] = b
			}
		}
	}
	return r
}

// isBot reports whether a bot plays the seat.
func (r *botRunner) isBot(s game.Seat) bool { _, ok := r.players[s]; return ok }

// isThinking reports whether the seat's bot is choosing now.
func (r *botRunner) isThinking(s game.Seat) bool { return r.thinking[s] }

// start sets every bot that owes a decision thinking.
func (r *botRunner) start() {
	if r.sync {
		r.playAtOnce()
		return
	}
	for _, p := range r.t.state.Pending() {
		b, ok := r.players[p.Seat]
		if !ok || r.thinking[p.Seat] {
			continue
		}
		r.thinking[p.Seat] = true
		go r.think(r.epoch, p.Seat, b, r.t.state.View(p.Seat), r.t.state.Legal(p.Seat, nil))
	}
}

func (r *botRunner) think(epoch int, seat game.Seat, b bots.Bot, v game.View, legal []game.Option) {
	select {
	case <-time.After(r.t.pace()):
	case <-r.ctx.Done():
		return
	}
	opt, err := b.Choose(r.ctx, v, legal)
	if r.ctx.Err() != nil {
		return
	}
	r.do(func() {
		if epoch != r.epoch {
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
			b, ok := r.players[p.Seat]
			if !ok {
				continue
			}
			opt, err := b.Choose(r.ctx, r.t.state.View(p.Seat), r.t.state.Legal(p.Seat, nil))
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

// restart forgets every bot still thinking: their answers are for a
// position that no longer exists.
func (r *botRunner) restart() {
	r.epoch++
	r.thinking = map[game.Seat]bool{}
}

// stop ends every bot's thinking for good.
func (r *botRunner) stop() {
	r.restart()
	r.cancel()
}
