package wonders

import (
	"fyne.io/fyne/v2"

	"agora/game"
	"agora/ui"
)

// botRunner plays the bot seats with the app's shared ui.BotRunner: the
// bots of a simultaneous turn think at once, each on its own goroutine,
// and their moves reach the table on the UI goroutine.
type botRunner struct {
	r    *ui.BotRunner
	held func() bool // the lesson plays the bots (lesson.go)
}

func newBotRunner(t *Table, opts botOptions) *botRunner {
	do := opts.do
	if do == nil {
		do = fyne.Do
	}
	return &botRunner{held: t.lessonHolds, r: ui.NewBotRunner(ui.BotHooks{
		State: func() game.State { return t.state },
		Pace:  t.pace,
		Fail:  t.fail,
		Moved: t.advance,
		Do:    do,
		Sync:  opts.sync,
	})}
}

func (b *botRunner) isThinking(s game.Seat) bool { return b.r.Thinking(s) }
func (b *botRunner) start() {
	if b.held != nil && b.held() {
		return
	}
	b.r.Start()
}
func (b *botRunner) restart() { b.r.Restart() }
func (b *botRunner) stop()    { b.r.Stop() }
