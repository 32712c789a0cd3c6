package dale

import (
	"errors"
	"time"

	"agora/game"
	eng "agora/game/dale"
	"agora/ui"
)

// errRefused stands for a bot move the engine refused: the table already
// told the player (apply shows the engine's error), so Fail stays quiet.
var errRefused = errors.New("dale: the engine refused the bot's move")

// newBotRunner plays the bot seats with the app's shared ui.BotRunner:
// the bot owing the decision thinks on its own goroutine after the pace
// set in Settings, and its move reaches the table on the UI goroutine
// through apply, which saves, moves the screen to the next person and
// redraws. In sync mode (tests) the bots play at once, inline. do runs
// a function on the UI goroutine (fyne.Do).
func newBotRunner(t *Table, do func(func())) *ui.BotRunner {
	return ui.NewBotRunner(ui.BotHooks{
		State:   func() game.State { return t.state },
		Pace:    t.pace,
		PaceFor: t.paceFor,
		Fail:    t.botFailed,
		Apply: func(seat game.Seat, opt game.Option) error {
			n := t.src.Decisions()
			t.apply(int(seat), opt)
			if t.src.Decisions() == n {
				return errRefused
			}
			return nil
		},
		Do:   do,
		Sync: t.sync,
	})
}

// pace is how long a bot waits before it thinks: the setting, read at
// each move.
func (t *Table) pace() time.Duration {
	if t.ctx.BotPace == nil {
		return 0
	}
	return t.ctx.BotPace()
}

// stepPace bounds the wait before a bot's decision inside an action (a
// card of a payment, a technique's target): a turn is paced once, where
// it begins, so that a purchase does not take a pace per card.
const stepPace = 200 * time.Millisecond

// paceFor is the wait before the bot's decision p: the whole pace before
// an action or a reaction, a short step inside one.
func (t *Table) paceFor(p game.Prompt) time.Duration {
	full := t.pace()
	switch p.Kind {
	case eng.KindAction.Prompt(), eng.KindReaction.Prompt():
		return full
	}
	return min(full/4, stepPace)
}

// botFailed tells the player a bot could not play.
func (t *Table) botFailed(err error) {
	if errors.Is(err, errRefused) || t.ctx.ShowError == nil {
		return
	}
	t.ctx.ShowError("dale.ui.bot_failed", err)
}

// advance lets the bots play while the next decision is theirs. In sync
// mode they play inline without a redraw between their moves (busy), and
// the table is redrawn once they are done; otherwise the runner sets the
// bot owing the decision thinking, and apply, when its move comes,
// advances again.
func (t *Table) advance() {
	if t.busy || t.mach == nil || t.lessonHolds() { // the lesson plays its bots (lesson.go)
		return
	}
	if t.state == nil { // bots think where the game is
		return
	}
	if !t.sync {
		t.mach.bots.Start()
		return
	}
	n := t.src.Decisions()
	t.busy = true
	t.mach.bots.Start()
	t.busy = false
	if t.src.Decisions() != n {
		t.redraw()
	}
}
