package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Each key reaches its handler with what it means; a key without one
// does nothing.
func TestKeyHandlers(t *testing.T) {
	var got string
	rec := func(s string) func() bool { return func() bool { got = s; return true } }
	h := KeyHandlers{
		Confirm: rec("confirm"),
		Escape:  rec("escape"),
		Space:   rec("space"),
		Digit:   func(i int) bool { got = fmt.Sprint("digit ", i); return true },
		Arrow:   func(dx, dy int) bool { got = fmt.Sprint("arrow ", dx, dy); return true },
		Other:   map[fyne.KeyName]func() bool{fyne.KeyD: rec("d")},
	}
	for _, tc := range []struct {
		key  fyne.KeyName
		want string
	}{
		{fyne.KeyReturn, "confirm"}, {fyne.KeyEnter, "confirm"}, {fyne.KeyEscape, "escape"},
		{fyne.KeySpace, "space"}, {fyne.Key1, "digit 0"}, {fyne.Key9, "digit 8"},
		{fyne.KeyLeft, "arrow -1 0"}, {fyne.KeyRight, "arrow 1 0"}, {fyne.KeyUp, "arrow 0 -1"},
		{fyne.KeyDown, "arrow 0 1"}, {fyne.KeyD, "d"}, {fyne.Key0, ""}, {fyne.KeyW, ""},
	} {
		got = ""
		used := h.Key(tc.key)
		if got != tc.want || used != (tc.want != "") {
			t.Errorf("%s: %q (used %v), want %q", tc.key, got, used, tc.want)
		}
	}
	if (KeyHandlers{}).Key(fyne.KeyReturn) {
		t.Error("a key without a handler was used")
	}
}

func TestStepIndex(t *testing.T) {
	for _, tc := range []struct{ at, dir, n, want int }{
		{-1, 1, 4, 0}, {-1, -1, 4, 3}, {0, 1, 4, 1}, {3, 1, 4, 0}, {0, -1, 4, 3},
		{2, -1, 4, 1}, {0, 1, 0, -1}, {7, 1, 4, 0}, {0, 1, 1, 0},
	} {
		if got := StepIndex(tc.at, tc.dir, tc.n); got != tc.want {
			t.Errorf("StepIndex(%d, %d, %d) = %d, want %d", tc.at, tc.dir, tc.n, got, tc.want)
		}
	}
}

func TestPressAndMenuButton(t *testing.T) {
	test.NewTempApp(t)
	n := 0
	b := widget.NewButton("x", func() { n++ })
	if !Press(b) || n != 1 {
		t.Fatal("Press did not tap the button")
	}
	b.Disable()
	if Press(b) || Press(nil) || n != 1 {
		t.Error("Press tapped a disabled or missing button")
	}
	w := test.NewTempWindow(t, nil)
	asked := 0
	menu := NewMenuButton("Menu", func() []*fyne.MenuItem {
		asked++
		return []*fyne.MenuItem{fyne.NewMenuItem("Rules", func() {})}
	})
	w.SetContent(menu)
	if menu.Icon == nil || menu.Text != "Menu" {
		t.Errorf("the menu button has icon %v and text %q, want the ☰ icon and its label", menu.Icon, menu.Text)
	}
	test.Tap(menu)
	if asked != 1 || w.Canvas().Overlays().Top() == nil {
		t.Errorf("a tap asked for the entries %d times and opened %v", asked, w.Canvas().Overlays().Top())
	}
}
