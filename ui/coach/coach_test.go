package coach_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/translations"
	"agora/ui/audit"
	"agora/ui/coach"
)

// sizes are the window sizes the coach is held to: the least the tables
// support and a large screen.
var sizes = []fyne.Size{{Width: 1024, Height: 640}, {Width: 1920, Height: 1080}}

// targets are rectangles in every region of a window of size win: a
// card, a zone and a strip (a hand, a header, a side column) in each
// corner, along each edge and in the middle, and none (the whole table).
func targets(win fyne.Size) map[string]coach.Rect {
	out := map[string]coach.Rect{"none": {}}
	shapes := map[string]fyne.Size{
		"card":   {Width: 90, Height: 130},
		"zone":   {Width: win.Width * 0.35, Height: win.Height * 0.3},
		"row":    {Width: win.Width * 0.8, Height: 170},
		"column": {Width: 220, Height: win.Height * 0.7},
	}
	for name, s := range shapes {
		for i, fx := range []float32{0, 0.5, 1} {
			for j, fy := range []float32{0, 0.5, 1} {
				pos := fyne.NewPos((win.Width-s.Width)*fx, (win.Height-s.Height)*fy)
				out[fmt.Sprintf("%s@%d,%d", name, i, j)] = coach.Rect{Pos: pos, Size: s}
			}
		}
	}
	return out
}

// sentences are every lesson's sentences in a language, longest first
// (the menu's own label, which the coach never says, left out).
func sentences(t *testing.T, lang string) []string {
	t.Helper()
	msgs, err := translations.Messages("learn." + lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for k, v := range msgs {
		if s, ok := v.(string); ok && !strings.HasPrefix(k, "learn.coach.") && !strings.HasPrefix(k, "learn.menu") {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	if len(out) < 20 {
		t.Fatalf("%s: only %d sentences", lang, len(out))
	}
	return out
}

// TestCoachNeverCoversItsTarget lays the coach out at each size, for
// targets in every region of the window, with every lesson sentence in
// both languages: the bubble lies inside the window and off the outlined
// target, and the layout audit finds nothing clipped or cut.
func TestCoachNeverCoversItsTarget(t *testing.T) {
	test.NewTempApp(t)
	for _, lang := range translations.Languages() {
		tr, err := translations.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		c := coach.New(tr.T("learn.coach.next"), tr.T("learn.coach.leave"), func() {}, func() {})
		c.SetStep(tr.T("learn.coach.step", map[string]any{"N": 12, "Of": 12}))
		texts := sentences(t, lang)
		for _, win := range sizes {
			c.Resize(win)
			for name, target := range targets(win) {
				// The audit below looks at the bubble as the first (the
				// longest) sentence left it.
				for _, s := range slices.Backward(texts) {
					c.Point(target, s)
					b := c.Bubble()
					switch {
					case !c.Fits():
						t.Fatalf("%s %v %s: no room for %q", lang, win, name, s)
					case !b.Inside(win):
						t.Fatalf("%s %v %s: the bubble %v leaves the window", lang, win, name, b)
					case b.Overlaps(target.Grow(coach.Ring)):
						t.Fatalf("%s %v %s: the bubble %v covers the target %v", lang, win, name, b, target)
					}
				}
				if probs := audit.Layout(c, win, &audit.Options{MinText: 12}); len(probs) > 0 {
					t.Errorf("%s %v %s: %v", lang, win, name, probs)
				}
			}
		}
	}
}

// TestPlaceRefusesNoRoom checks coach.Place says so when no side has room.
func TestPlaceRefusesNoRoom(t *testing.T) {
	win := fyne.NewSize(1024, 640)
	whole := coach.Rect{Pos: fyne.NewPos(20, 20), Size: fyne.NewSize(980, 600)}
	if _, ok := coach.Place(win, whole, fyne.NewSize(300, 120)); ok {
		t.Error("a bubble beside a target that fills the window")
	}
	card := coach.Rect{Pos: fyne.NewPos(0, 0), Size: fyne.NewSize(90, 130)}
	pos, ok := coach.Place(win, card, fyne.NewSize(300, 120))
	if !ok || (coach.Rect{Pos: pos, Size: fyne.NewSize(300, 120)}).Overlaps(card.Grow(coach.Ring)) {
		t.Errorf("a card in the corner: bubble at %v, %v", pos, ok)
	}
}

// TestCoachButtons checks Next and Leave lesson, and Escape.
func TestCoachButtons(t *testing.T) {
	test.NewTempApp(t)
	next, leave := 0, 0
	c := coach.New("Next", "Leave lesson", func() { next++ }, func() { leave++ })
	w := test.NewWindow(c)
	defer w.Close()
	w.Resize(fyne.NewSize(1024, 640))
	c.Point(coach.Rect{Pos: fyne.NewPos(400, 300), Size: fyne.NewSize(90, 130)}, "The Lumber Yard is free. Build it.")
	nb, lb := c.Buttons()
	test.Tap(nb)
	test.Tap(lb)
	if !c.HandleKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) || c.HandleKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) {
		t.Error("Escape leaves the lesson, and only Escape")
	}
	if next != 1 || leave != 2 {
		t.Errorf("next %d, leave %d; want 1 and 2", next, leave)
	}
	if b := c.Bubble(); !b.Inside(fyne.NewSize(1024, 640)) || b.Empty() {
		t.Errorf("the bubble at %v", b)
	}
}

// TestCoachLetsTheTablePlay checks a tap outside the bubble reaches the
// table beneath the coach, and a tap on Next does not.
func TestCoachLetsTheTablePlay(t *testing.T) {
	test.NewTempApp(t)
	tapped, next := 0, 0
	card := widget.NewButton("card", func() { tapped++ })
	card.Move(fyne.NewPos(400, 300))
	card.Resize(fyne.NewSize(90, 130))
	c := coach.New("Next", "Leave lesson", func() { next++ }, func() {})
	w := test.NewWindow(container.NewStack(container.NewWithoutLayout(card), c))
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(1024, 640))
	c.Point(coach.Rect{Pos: card.Position(), Size: card.Size()}, "Build the Lumber Yard.")
	test.TapCanvas(w.Canvas(), fyne.NewPos(445, 365))
	if tapped != 1 {
		t.Errorf("the outlined card under the coach was tapped %d times", tapped)
	}
	nb, _ := c.Buttons()
	at := nb.Position().Add(fyne.NewPos(nb.Size().Width/2, nb.Size().Height/2))
	test.TapCanvas(w.Canvas(), at)
	if next != 1 || tapped != 1 {
		t.Errorf("a tap on Next: next %d, card %d", next, tapped)
	}
}

// TestPlaceAvoids checks the bubble keeps off what the table would rather
// keep in sight when there is room elsewhere, and still never covers the
// target when there is not.
func TestPlaceAvoids(t *testing.T) {
	b := fyne.NewSize(420, 110)
	for _, win := range sizes {
		hand := coach.Rect{Pos: fyne.NewPos(0, win.Height-200), Size: fyne.NewSize(win.Width*0.8, 200)}
		for _, x := range []float32{0, 0.3, 0.6} {
			card := coach.Rect{Pos: fyne.NewPos(hand.Pos.X+x*hand.Size.Width, hand.Pos.Y+20), Size: fyne.NewSize(110, 160)}
			pos, ok := coach.Place(win, card, b, hand)
			bubble := coach.Rect{Pos: pos, Size: b}
			if !ok || bubble.Overlaps(hand) || bubble.Overlaps(card.Grow(coach.Ring)) {
				t.Errorf("%v: a card at %v: bubble %v over the hand %v (fits %v)", win, card.Pos, bubble, hand, ok)
			}
		}
		// Nowhere off the avoided zone: the target is still never covered.
		all := coach.Rect{Pos: fyne.NewPos(0, 0), Size: win}
		card := coach.Rect{Pos: fyne.NewPos(300, 300), Size: fyne.NewSize(110, 160)}
		pos, ok := coach.Place(win, card, b, all)
		if !ok || (coach.Rect{Pos: pos, Size: b}).Overlaps(card.Grow(coach.Ring)) {
			t.Errorf("%v: avoiding the whole window: bubble at %v, %v", win, pos, ok)
		}
	}
}
