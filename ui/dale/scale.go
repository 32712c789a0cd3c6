package dale

import (
	"math"

	"fyne.io/fyne/v2"
)

// The table grows and shrinks with its window, as the 7 Wonders table
// does (ui/wonders/scale.go): one scale from the table's size, 1 in a
// 1280×800 window, 0.8 at 1024×640, about 1.4 at 1920×1080 and 1.9 at
// 2560×1440. The zones' sizes and the cards follow it (dimsFor); the
// texts follow it (textScale), never under the least size a
// text may have: 12 px from 1280×800 up, 10 px in the smallest window.
// A card face fits its printed lines to its box, never under that least
// size either (faceFloor): a line that does not fit at it is cut with
// "…" (the card's tooltip has it whole) or left off.
const (
	// scaleW and scaleH are the table in a 1280×800 window, below its
	// menu bar and header, where the scale is 1.
	scaleW, scaleH = 1264, 720
	minScale       = 0.8
	maxScale       = 2.2
	// textFloor is the least text size at scale 1; minTextScale keeps
	// texts at 10 px and more in the smallest window; maxTextScale is
	// how far the texts grow in a large one: as far as the table, so
	// that a 2560×1440 table writes as large for its size as a 1280×800
	// one and its zones are not bands of empty tint.
	textFloor    = 12
	minTextScale = 10.0 / textFloor
	maxTextScale = maxScale
)

// scaleFor is the table's scale for a table of size, to the hundredth.
func scaleFor(size fyne.Size) float32 {
	s := clamp(min(size.Width/scaleW, size.Height/scaleH), minScale, maxScale)
	return float32(math.Round(float64(s)*100)) / 100
}

// textScale is the texts' scale at the table's scale s.
func textScale(s float32) float32 { return clamp(s, minTextScale, maxTextScale) }

// textAt is the size of a text made at base for a table at scale 1: it
// grows and shrinks with the table, from textFloor up.
func (t *Table) textAt(base float32) float32 {
	return t.dims.px(base)
}

// faceFloor is the least size of a line printed on a card face or a
// pile: textFloor, less in a window under 1280×800.
func (t *Table) faceFloor() float32 {
	if t == nil || t.dims.text == 0 {
		return textFloor
	}
	return textFloor * min(t.dims.text, 1)
}

// sc is a length that holds lines of text, at the texts' scale from 1
// up: in a smaller window it keeps its size at scale 1, which the smaller
// texts fit.
func (d dims) sc(v float32) float32 { return snap(v * max(d.text, 1)) }
