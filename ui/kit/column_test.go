package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// A column measures wrapped text at its own width: a paragraph takes more
// lines in a narrow column than in a wide one, and the column is as tall
// as its objects and the padding between them.
func TestColumnMeasuresTextAtItsWidth(t *testing.T) {
	test.NewTempApp(t)
	words := strings.Repeat("a few words that wrap ", 20)
	height := map[float32]float32{}
	for _, w := range []float32{200, 800} {
		p := Paragraph(words)
		c := WithWidth(w, Heading("Title"), p)
		min := c.MinSize()
		if min.Width != w {
			t.Errorf("width %v: the column asks for %v", w, min.Width)
		}
		c.Resize(min)
		if want := Heading("Title").MinSize().Height; c.Objects[0].Size().Height < want {
			t.Errorf("width %v: the heading is %v high, needs %v", w, c.Objects[0].Size().Height, want)
		}
		if got := c.Objects[0].Size().Height + theme.Padding() + p.Size().Height; got != min.Height {
			t.Errorf("width %v: the objects take %v, the column asks for %v", w, got, min.Height)
		}
		height[w] = p.Size().Height
	}
	if height[200] <= 2*height[800] {
		t.Errorf("the paragraph is %v high at 200 and %v at 800: not wrapped at the column's width", height[200], height[800])
	}
}
