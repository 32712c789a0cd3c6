package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The new-game screen is built anew when the window crosses into a size
// where it writes larger, and back: what the player typed and ticked
// stays.
func TestNewGameKeepsItsChoicesAcrossScales(t *testing.T) {
	a := newTestApp(t, "en")
	a.showNewGame()
	entries := find[*widget.Entry](a)
	if len(entries) == 0 {
		t.Fatal("no name to type")
	}
	test.Type(entries[0], " the Great")
	want := strings.TrimSpace(entries[0].Text) // the form keeps names trimmed
	for _, size := range []fyne.Size{{Width: 2560, Height: 1412}, {Width: 1024, Height: 612}, {Width: 1920, Height: 1052}} {
		a.win.Resize(size)
		if !a.shows(want) {
			t.Errorf("%v: the name typed %q is gone: %q", size, want, a.texts())
		}
	}
}
