package wonders

import (
	"time"

	"agora/game"
)

// canUndo reports whether the seat at the screen has a choice it can still
// take back: the others have not all chosen yet.
func (t *Table) canUndo() bool {
	if t.ctx.ReadOnly != nil { // a picture of the game
		return false
	}
	if t.grace.Held() {
		return true
	}
	_, open := t.src.Own(game.Seat(t.seat))
	return open > 0
}

// undo takes back the seat's choice by replaying the game without it.
func (t *Table) undo() {
	if t.grace.Cancel() {
		t.redraw()
		return
	}
	if err := t.src.Undo(game.Seat(t.seat)); err != nil {
		t.fail(err)
		return
	}
	if t.state != nil {
		t.bots.restart()
	}
	t.clearChoice()
	t.advance()
}

// fail tells the player the engine refused something; nothing changed.
func (t *Table) fail(err error) {
	if t.ctx.ShowError != nil {
		t.ctx.ShowError("wonders.ui.refused", err)
	}
}

// pace is how long a bot waits before it plays.
func (t *Table) pace() time.Duration {
	if t.ctx.BotPace == nil {
		return 0
	}
	return t.ctx.BotPace()
}
