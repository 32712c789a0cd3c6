package ui

import (
	"time"

	"fyne.io/fyne/v2"
)

// Quitting. The Quit button and menu, the window's close button and
// SIGINT or SIGTERM (main hands them to QuitOnSignal) all end the same
// way: the window size is remembered, the table closed (a choice still
// held in its grace period is played and autosaved), then Fyne's loop is
// stopped.
//
// Fyne 2.8.1's GL driver does not always let the process end once its
// loop stopped: the loop queues the preferences' last save as a
// lifecycle event and drains its queue of calls at once, and when the
// event's call reaches the queue after the draining (a loaded machine)
// it waits for ever, and so does Run. Fyne's own SIGINT/SIGTERM handler
// reads one signal and stays registered, so every later signal is
// swallowed: only SIGQUIT or SIGKILL ended such a process. A quit
// therefore gives Fyne quitGrace, then closes the table itself (if it
// is not closed yet) and ends the process.

// askQuit is the player's quit (the Quit button and menu, the window's
// close button): a table over a seat whose frame asks before it is left
// (a host whose game others play) asks first, and the app quits only
// once the player agrees. A signal does not ask: it quits.
func (a *App) askQuit() {
	if t, ok := a.table.(*seatTable); ok {
		t.leave(a.quit)
		return
	}
	a.quit()
}

// quitGrace is how long a quit waits for Fyne to end the process.
var quitGrace = 3 * time.Second

// quit saves the window size, stops the table and leaves.
func (a *App) quit() {
	a.armExit()
	a.shutdown()
	a.fyne.Quit()
}

// QuitOnSignal quits as the Quit menu does, on the UI goroutine; main
// calls it on SIGINT or SIGTERM. The process ends within quitGrace even
// if Fyne's loop never runs the quit or never returns.
func (a *App) QuitOnSignal() {
	a.armExit()
	fyne.Do(a.quit)
}

// shutdown is what a quit keeps, done once: the window size and the
// table's last choice.
func (a *App) shutdown() {
	a.shutOnce.Do(func() {
		a.rememberSize()
		a.closeTable()
	})
}

// armExit ends the process quitGrace from now, after shutdown (which
// waits for one under way), unless it has ended by then.
func (a *App) armExit() {
	if a.exit == nil {
		return
	}
	a.exitOnce.Do(func() {
		time.AfterFunc(quitGrace, func() {
			a.shutdown()
			a.exit(0)
		})
	})
}
