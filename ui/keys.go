package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"agora/game"
)

// TableKeys is what a table does with the keyboard. A table that
// implements it gets the keys typed while no field has the focus.
type TableKeys interface {
	// Key handles one key (Enter confirms, Escape closes a prompt, arrows
	// and digits pick a card...) and reports whether it used it.
	Key(k fyne.KeyName) bool
	// Undo withdraws the player's last choice when it still can.
	Undo()
}

// TableHelp is a table with a rules page of its own, which F1 opens.
type TableHelp interface{ Help() }

// TableState is a table that can say which position it shows, for Save as
// from the keyboard.
type TableState interface{ State() game.State }

// shortcuts are the window's keyboard shortcuts: Ctrl (Cmd on macOS) with
// N for a new game, S to save the game on the table, Z to undo.
var shortcuts = []struct {
	key  fyne.KeyName
	name string
}{
	{fyne.KeyN, "new"},
	{fyne.KeyS, "save"},
	{fyne.KeyZ, "undo"},
}

// installKeys routes the keyboard: the shortcuts to the app, F1 to the
// help on every screen (the rules page on a table), other keys to the
// table on the screen.
func (a *App) installKeys() {
	c := a.win.Canvas()
	for _, s := range shortcuts {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: s.key, Modifier: fyne.KeyModifierShortcutDefault},
			func(fyne.Shortcut) { a.shortcut(s.name) })
	}
	c.SetOnTypedKey(func(e *fyne.KeyEvent) { a.typedKey(e.Name) })
}

// shortcut runs a named shortcut.
func (a *App) shortcut(name string) {
	switch name {
	case "new":
		a.showNewGame()
	case "save":
		if ts, ok := a.onTable().(TableState); ok {
			a.saveAs(ts.State())
		}
	case "undo":
		if tk, ok := a.onTable().(TableKeys); ok {
			tk.Undo()
		}
	}
}

// typedKey hands a key to the table on the screen.
func (a *App) typedKey(k fyne.KeyName) {
	if a.screenKey(k) { // the review's and the replay's steps (replaykeys.go)
		return
	}
	if k == fyne.KeyF1 {
		a.helpKey() // the table's rules, or the help (helpmenu.go)
		return
	}
	t := a.onTable()
	if tk, ok := t.(TableKeys); ok {
		tk.Key(k)
	}
}

// onTable is the table when it is on the screen (not behind Settings).
func (a *App) onTable() Table {
	if a.cur.name != "table" {
		return nil
	}
	return a.table
}
