package wonders

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// sizedBox is a rectangle that asks for w×h.
func sizedBox(w, h float32) *canvas.Rectangle {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// The flow puts what fits on a line and starts another for the rest, and
// asks for the height of its lines at the width it is given.
func TestFlowWrapsToItsWidth(t *testing.T) {
	for _, tc := range []struct {
		width float32
		lines int
	}{{400, 1}, {250, 2}, {100, 3}, {60, 3}} {
		objs := []fyne.CanvasObject{sizedBox(100, 30), sizedBox(100, 30), sizedBox(100, 30)}
		l := &flow{gap: 4}
		h := l.heightAt(objs, tc.width)
		if want := float32(tc.lines)*30 + float32(tc.lines-1)*4; h != want {
			t.Errorf("width %v: height %v, want %v (%d lines)", tc.width, h, want, tc.lines)
		}
		l.Layout(objs, fyne.NewSize(tc.width, h))
		for _, o := range objs {
			if o.Position().X+o.Size().Width > tc.width+0.5 {
				t.Errorf("width %v: an object ends at %v", tc.width, o.Position().X+o.Size().Width)
			}
		}
	}
}

// A row of buttons too wide for the bar shortens their labels, never
// below their least width, and the whole label stays on offer.
func TestShrinkRowShortensLabels(t *testing.T) {
	test.NewTempApp(t)
	long := newFitButton(nil, nil)
	long.setFull("Discard for 3 coins and a long reason")
	fixed := widget.NewButton("Hint", nil)
	row := container.New(&shrinkRow{gap: 4}, long, fixed)
	want, least := rowWidths(row.Objects, 4)
	for _, width := range []float32{want + 10, (want + least) / 2, least} {
		row.Resize(fyne.NewSize(width, 40))
		end := fixed.Position().X + fixed.Size().Width
		if end > width+0.5 {
			t.Errorf("width %v: the row ends at %v", width, end)
		}
		shortened := long.b.Text != long.full
		if shortened != (width < want) {
			t.Errorf("width %v: label %q (shortened %v)", width, long.b.Text, shortened)
		}
		if long.FullText() != long.full {
			t.Errorf("width %v: full text %q", width, long.FullText())
		}
	}
}

// The action bar gives the buttons their room first, then the hint, then
// the card's name, and hides what does not fit whole.
func TestBarLayoutPriorities(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		width      float32
		card, hint bool
	}{{900, true, true}, {560, false, true}, {530, true, false}, {420, false, false}} {
		card, hint := sizedBox(120, 20), sizedBox(150, 20)
		buttons := container.New(&shrinkRow{gap: 4}, sizedBox(200, 36), sizedBox(180, 36))
		bar := container.New(&barLayout{gap: 8}, card, buttons, hint)
		bar.Resize(fyne.NewSize(tc.width, 40))
		if card.Visible() != tc.card || hint.Visible() != tc.hint {
			t.Errorf("width %v: card shown %v, hint shown %v; want %v, %v", tc.width, card.Visible(), hint.Visible(), tc.card, tc.hint)
		}
		if end := buttons.Position().X + buttons.Size().Width; end > tc.width+0.5 {
			t.Errorf("width %v: the buttons end at %v", tc.width, end)
		}
	}
}

// The table's scale follows its window, and its texts never go under
// 12 px from 1280×800 up nor under 10 px in the smallest window.
func TestScaleFollowsTheWindow(t *testing.T) {
	cases := []struct {
		window     fyne.Size
		lo, hi     float32
		leastText  float32
		titleAbove float32
	}{
		{fyne.NewSize(1024, 640), 0.8, 0.8, 10, 0},
		{fyne.NewSize(1280, 800), 1, 1.02, 12, 0},
		{fyne.NewSize(1920, 1080), 1.3, 1.45, 16, 18},
		{fyne.NewSize(2560, 1440), 1.75, 1.95, 21, 24},
	}
	for _, tc := range cases {
		// the table gets the window less its menu bar and padding
		s := scaleFor(fyne.NewSize(tc.window.Width-8, tc.window.Height-menuBar-8))
		if s < tc.lo || s > tc.hi {
			t.Errorf("%v: scale %.2f, want %.2f to %.2f", tc.window, s, tc.lo, tc.hi)
		}
		tb := &Table{scale: s}
		if got := tb.textAt(9); got < tc.leastText-0.05 {
			t.Errorf("%v: a 9 px text drawn at %.1f px, under %.0f", tc.window, got, tc.leastText)
		}
		if got := tb.textAt(14); got < tc.titleAbove {
			t.Errorf("%v: a 14 px title drawn at %.1f px, want %.0f and more", tc.window, got, tc.titleAbove)
		}
	}
}
