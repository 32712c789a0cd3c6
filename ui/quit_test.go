package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
)

// heldTable is a table holding a choice in its grace period: closing it
// plays the choice and autosaves, as the 7 Wonders table does.
type heldTable struct {
	fakeTable
	ctx  TableContext
	held game.State
}

func (h *heldTable) Close() {
	h.fakeTable.Close()
	_ = h.ctx.Autosave(h.held)
}

// Every way out of the app keeps the table's last choice: the Quit menu
// and a signal through the UI goroutine, the end of Fyne's loop (its own
// signal handler quit first), and, when Fyne's loop never returns, the
// end of the grace a quit gives it, which then ends the process.
func TestQuitKeepsTheLastChoice(t *testing.T) {
	old := quitGrace
	quitGrace = 20 * time.Millisecond
	defer func() { quitGrace = old }()
	for _, tt := range []struct {
		name     string
		quit     func(a *App)
		exits    bool // the process is ended by the app
		withExit bool
	}{
		{"signal", func(a *App) { a.QuitOnSignal() }, true, true},
		{"quit menu", func(a *App) { a.quit() }, true, true},
		{"loop ended by Fyne", func(a *App) { a.Run() }, false, true},
		{"loop stuck after Fyne's quit", func(a *App) { a.armExit() }, true, true},
		{"signal, no exit given", func(a *App) { a.QuitOnSignal() }, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			exited := make(chan int, 2)
			opts := Options{Lang: "en", Games: testGames, DataDir: t.TempDir()}
			if tt.withExit {
				opts.Exit = func(code int) { exited <- code }
			}
			a := newTestAppOn(t, test.NewTempApp(t), opts)
			start := playedTally(t, "tally")
			held := start.Clone()
			if err := held.Apply(held.Pending()[0].Seat, 2); err != nil {
				t.Fatal(err)
			}
			table := &heldTable{held: held}
			a.RegisterTable("tally", func(c TableContext) Table { table.ctx = c; return table })
			a.openGame(start)

			tt.quit(a)
			select {
			case code := <-exited:
				if !tt.exits || code != 0 {
					t.Errorf("the app ended the process with %d; want it to %v", code, tt.exits)
				}
			case <-time.After(quitGrace + 2*time.Second):
				if tt.exits {
					t.Error("the process was not ended after the quit's grace")
				}
			}
			if !table.closed {
				t.Fatal("the table was not closed")
			}
			saved, err := game.LoadSave(a.autosavePath(), a.lookup)
			if err != nil || saved.Digest() != held.Digest() {
				t.Errorf("the autosave does not hold the last choice (%v)", err)
			}
			// Closed once, whatever else ends the process after.
			table.closed = false
			a.shutdown()
			if table.closed {
				t.Error("the table was closed twice")
			}
		})
	}
}
