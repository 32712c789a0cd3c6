package dale

import (
	"time"

	"fyne.io/fyne/v2"

	"agora/bots"
	"agora/game"
)

// botPlayer is the bot of one seat.
type botPlayer struct {
	bot bots.Bot
}

// newBots builds a bot for every seat a bot plays.
func newBots(s game.State) map[int]botPlayer {
	out := map[int]botPlayer{}
	cfg := s.Config()
	for i, seat := range cfg.Seats {
		if seat.Human() {
			continue
		}
		b, err := bots.New(seat.Bot, s.Game(), cfg.Seed+uint64(i)+1)
		if err != nil {
			b, err = bots.New("random", s.Game(), cfg.Seed+uint64(i)+1)
		}
		if err == nil {
			out[i] = botPlayer{bot: b}
		}
	}
	return out
}

// advance lets the bots play while the next decision is theirs: inline in
// sync mode, otherwise one move at a time on a goroutine.
func (t *Table) advance() {
	moved := false
	defer func() {
		if moved {
			t.redraw()
		}
	}()
	for !t.state.Over() && !t.busy {
		seat := t.decider()
		b, ok := t.bots[seat]
		if seat < 0 || !ok {
			return
		}
		view := t.state.View(game.Seat(seat))
		legal := t.state.Legal(game.Seat(seat), nil)
		if t.sync {
			opt, err := bots.Think(t.bctx, b.bot, view, legal, bots.ThinkLimit)
			if err != nil || !game.Contains(legal, opt) {
				opt = legal[0]
			}
			t.applyBot(seat, opt)
			moved = true
			continue
		}
		t.busy = true
		epoch, ctx := t.epoch, t.bctx
		pace := time.Duration(0)
		if t.ctx.BotPace != nil {
			pace = t.ctx.BotPace()
		}
		go func() {
			select {
			case <-ctx.Done():
				return
			case <-time.After(pace):
			}
			opt, err := bots.Think(ctx, b.bot, view, legal, bots.ThinkLimit)
			if ctx.Err() != nil {
				return
			}
			if err != nil || !game.Contains(legal, opt) {
				opt = legal[0]
			}
			fyne.Do(func() {
				t.busy = false
				if ctx.Err() != nil {
					return
				}
				if t.epoch != epoch {
					t.advance()
					return
				}
				t.apply(seat, opt)
			})
		}()
		return
	}
}

// applyBot plays a bot's option without redrawing (sync mode: advance
// redraws once the bots are done).
func (t *Table) applyBot(seat int, opt game.Option) {
	t.busy = true
	t.apply(seat, opt)
	t.busy = false
}
