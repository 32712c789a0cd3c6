package wonders

import (
	"time"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// newGrace makes the table's grace: the choice of a simultaneous turn (a
// card, a god in the Prayer) is held for the setting's time before it is
// played, with an Undo in the action bar and the seconds left.
func newGrace(t *Table, opts botOptions) *ui.Grace {
	do := opts.do
	if do == nil {
		do = fyne.Do
	}
	return &ui.Grace{Do: do, Tick: func() { t.showActions() }}
}

// play plays an option for the seat at the screen: at once, or after the
// grace when it is the seat's choice in a simultaneous turn.
func (t *Table) play(opt game.Option) {
	if t.ctx.ReadOnly != nil {
		return
	}
	if d := t.graceFor(); d > 0 {
		t.paying = 0
		ui.Trace("seat %d holds %s for %v", t.seat, t.describe(opt), d)
		t.grace.Hold(d, func() { t.apply(opt) })
		t.heldMove = wonders.MustDecode(opt)
		t.hand.update()
		t.prompt.update()
		t.showActions()
		return
	}
	t.apply(opt)
}

// apply plays an option for the seat at the screen now.
func (t *Table) apply(opt game.Option) {
	if t.ctx.ReadOnly != nil {
		return
	}
	if err := t.applyOwn(opt); err != nil { // through the lesson, if any (lesson.go)
		if !refused(err) {
			t.fail(err)
		}
		return
	}
	ui.Trace("seat %d played %s", t.seat, t.describe(opt))
	t.traced = ""
	t.clearChoice()
	t.advance()
}

// graceFor is how long the seat's choice is held: the setting's time for
// the card choice and the Prayer, which every seat makes at once; other
// decisions are played at once.
func (t *Table) graceFor() time.Duration {
	if t.ctx.UndoGrace == nil {
		return 0
	}
	for _, p := range t.src.Pending() {
		if int(p.Seat) == t.seat && (p.Kind == wonders.KindCard || p.Kind == wonders.KindPray) {
			return t.ctx.UndoGrace()
		}
	}
	return 0
}

// traceTurn notes, for AGORA_TRACE, when a person's decision opens (once
// per decision) and when the game ends.
func (t *Table) traceTurn(next int) {
	if t.src.Over() {
		if t.traced != "over" {
			t.traced = "over"
			ui.Trace("game over")
		}
		return
	}
	for _, p := range t.src.Pending() {
		if int(p.Seat) == next && t.traced != p.Kind {
			t.traced = p.Kind
			ui.Trace("seat %d to decide: %s", next, p.Kind)
		}
	}
}
