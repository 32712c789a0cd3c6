package bots

import (
	"context"
	"sync/atomic"
	"time"

	"agora/game"
)

// ThinkLimit is the longest a bot thinks over one decision at the table,
// counted from when it starts: the bots of a simultaneous turn start
// together and share the cores, so this is also the longest such a turn
// waits for them. A search's budget is a number of playouts, spent in well
// under this on most machines; with seven players, every expansion and
// Expert on two cores it is not, and then the table plays what was found
// by then.
const ThinkLimit = 5 * time.Second

// thinkReserve is the share of the limit kept back from the search: its
// deadline passes at limit − limit/thinkReserve, and the rest is for a
// playout under way to end and the ranking to be made, which take longer
// the more bots share the cores.
const thinkReserve = 5

// Think asks b for its choice within limit, and answers by then whatever
// b does. The search gets a deadline a reserve before the limit (see
// thinkReserve); a bot still busy at the limit is cancelled, and Think
// plays the option the search falls back on, the prior's first candidate,
// as soon as the search has narrowed its options (it has, but on a machine
// far too busy for the table). Cancelling ctx still stops it at once with
// ctx.Err(). b may go on reading v and legal for a moment after Think
// returned: a caller must not change them.
func Think(ctx context.Context, b Bot, v game.View, legal []game.Option, limit time.Duration) (game.Option, error) {
	if len(legal) == 0 {
		return 0, ErrNoOption
	}
	search, cancel := context.WithTimeout(ctx, limit-limit/thinkReserve)
	defer cancel()
	var fallback provisional
	search = context.WithValue(search, provisionalKey{}, &fallback)
	type answer struct {
		opt game.Option
		err error
	}
	done := make(chan answer, 1)
	go func() {
		opt, err := b.Choose(search, v, legal)
		if ctx.Err() != nil {
			opt, err = 0, ctx.Err()
		}
		done <- answer{opt, err}
	}()
	hard := time.NewTimer(limit)
	defer hard.Stop()
	select {
	case a := <-done:
		return a.opt, a.err
	case <-ctx.Done():
		return 0, ctx.Err()
	case <-hard.C:
	}
	if opt, ok := fallback.get(); ok {
		cancel()
		return opt, nil
	}
	// Not even the prior's choice yet: the search's deadline has passed,
	// so it answers with that choice as soon as it has it.
	select {
	case a := <-done:
		return a.opt, a.err
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// provisional is the option a search plays if it is stopped now; Think
// hands one to the search through its context.
type provisional struct {
	opt atomic.Uint64
	set atomic.Bool
}

type provisionalKey struct{}

// offer tells Think, if ctx comes from it, what the search plays should
// it be stopped now.
func offer(ctx context.Context, opt game.Option) {
	if p, ok := ctx.Value(provisionalKey{}).(*provisional); ok {
		p.opt.Store(uint64(opt))
		p.set.Store(true)
	}
}

func (p *provisional) get() (game.Option, bool) {
	if !p.set.Load() {
		return 0, false
	}
	return game.Option(p.opt.Load()), true
}
