package online

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/online/lan"
)

// TestLateBrowseLeavesTheNextScreen: the tables found on the network
// arrive after the player went to another screen; that screen stays, and
// the form is drawn again with them while the player is still on it.
func TestLateBrowseLeavesTheNextScreen(t *testing.T) {
	a := test.NewTempApp(t)
	for _, left := range []bool{true, false} {
		p := newPump()
		s := newScreen(t, a, p, "en", fyne.NewSize(1280, 800))
		release := make(chan struct{})
		found := []lan.Table{{Name: "Ada's table", Game: "wonders", Free: 2, Seats: 3}}
		s.env.Browse = func(context.Context) ([]lan.Table, error) { <-release; return found, nil }
		var current fyne.CanvasObject
		show := s.env.Show
		s.env.Show = func(o fyne.CanvasObject) { current = o; show(o) }
		s.env.Shows = func(o fyne.CanvasObject) bool { return o == current }
		f := NewJoinForm(s.env)
		f.Show()
		form := current
		other := widget.NewLabel("another screen")
		if left {
			s.env.Show(other)
		}
		close(release)
		p.until(t, "the tables found", func() bool { return !f.browsing })
		switch {
		case left && current != other:
			t.Error("the late list put the join form back over the screen the player went to")
		case !left && (current == form || len(f.found) != 1):
			t.Errorf("the form was not drawn again with the table found (found %d)", len(f.found))
		}
	}
}
