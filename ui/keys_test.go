package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game"
)

// keyTable is a table that records what the keyboard asked of it.
type keyTable struct {
	fakeTable
	keys  []fyne.KeyName
	undos int
	helps int
	state game.State
}

func (k *keyTable) Key(n fyne.KeyName) bool { k.keys = append(k.keys, n); return true }
func (k *keyTable) Undo()                   { k.undos++ }
func (k *keyTable) Help()                   { k.helps++ }
func (k *keyTable) State() game.State       { return k.state }

func TestKeyboardReachesTheTable(t *testing.T) {
	a := newTestApp(t, "en")
	kt := &keyTable{state: playedTally(t, "tally")}
	a.RegisterTable("tally", func(TableContext) Table { return kt })
	a.openGame(kt.state)
	c := a.win.Canvas()
	press := func(k fyne.KeyName) { c.OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	// The test canvas cannot type a shortcut; a.shortcut is what the
	// canvas calls for each one installKeys registered.
	shortcut := func(k fyne.KeyName) {
		for _, s := range shortcuts {
			if s.key == k {
				a.shortcut(s.name)
			}
		}
	}

	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape, fyne.Key3, fyne.KeyRight} {
		press(k)
	}
	press(fyne.KeyF1)
	shortcut(fyne.KeyZ)
	if !slices.Equal(kt.keys, []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape, fyne.Key3, fyne.KeyRight}) || kt.helps != 1 || kt.undos != 1 {
		t.Errorf("the table got keys %v, %d helps, %d undos", kt.keys, kt.helps, kt.undos)
	}
	shortcut(fyne.KeyS)
	if a.dialogs() != 1 {
		t.Errorf("Ctrl+S opened %d dialogs, want the save dialog", a.dialogs())
	}
	shortcut(fyne.KeyN)
	if a.cur.name != ScreenNewGame {
		t.Errorf("Ctrl+N shows %q, want the new-game screen", a.cur.name)
	}
	// Away from the table, its keys do nothing.
	press(fyne.KeyReturn)
	shortcut(fyne.KeyZ)
	if len(kt.keys) != 4 || kt.undos != 1 {
		t.Errorf("the table got keys while the new-game screen was shown: %v, %d undos", kt.keys, kt.undos)
	}
}
