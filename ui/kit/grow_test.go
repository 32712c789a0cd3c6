package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A growing screen is built anew at each scale the window crosses
// (×1.25 from 1800×1000, ×1.5 from 2400×1300), its texts that much
// larger, and never asks for more than the least window.
func TestGrowingBuildsAtTheWindowsScale(t *testing.T) {
	test.NewTempApp(t)
	least := fyne.NewSize(1024, 612)
	var scales []float32
	var label *widget.Label
	g := Growing(least, func(scale float32) fyne.CanvasObject {
		scales = append(scales, scale)
		label = widget.NewLabel("words")
		return WithWidth(3000*scale, label)
	})
	for _, c := range []struct {
		size  fyne.Size
		scale float32
	}{{fyne.NewSize(1024, 612), 1}, {fyne.NewSize(2560, 1412), 1.5}, {fyne.NewSize(1920, 1052), 1.25}, {fyne.NewSize(1920, 1052), 1.25}, {fyne.NewSize(1024, 612), 1}} {
		g.Resize(c.size)
		g.Layout.Layout(g.Objects, c.size)
		if got := scales[len(scales)-1]; got != c.scale {
			t.Errorf("%v: built at %v, want %v", c.size, got, c.scale)
		}
		if got, want := label.Theme().Size(theme.SizeNameText), theme.TextSize()*c.scale; got != want {
			t.Errorf("%v: the text is %v, want %v", c.size, got, want)
		}
		if m := g.MinSize(); m.Width > least.Width || m.Height > least.Height {
			t.Errorf("%v: asks for %v, more than %v", c.size, m, least)
		}
	}
	if want := []float32{1, 1.5, 1.25, 1}; len(scales) != len(want) {
		t.Errorf("built at %v, want once a scale: %v", scales, want)
	}
}
