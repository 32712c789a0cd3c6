package wonders

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
)

// The Cities wonders' boards: Petra's rose sandstone and the Treasury cut
// in its cliff, Byzantium's sea green and the great dome between its
// minarets. Their stages' powers are drawn as the black cards' are
// (citiesGlyphs): coins every other city loses, a diplomacy token.
func init() {
	boardTint["petra"] = color.NRGBA{0xf0, 0xd4, 0xc8, 0xff}
	boardTint["byzantium"] = color.NRGBA{0xd4, 0xe6, 0xde, 0xff}
	// Al-Khazneh: the lower colonnade and its door under a pediment, the
	// upper storey's broken pediments and pavilions, the round kiosk and
	// its urn.
	motifs["petra"] = []pts{
		rect(0.08, 0.94, 0.92, 1),
		rect(0.15, 0.58, 0.2, 0.94), rect(0.31, 0.58, 0.36, 0.94), rect(0.64, 0.58, 0.69, 0.94), rect(0.8, 0.58, 0.85, 0.94),
		rect(0.44, 0.68, 0.56, 0.94),
		rect(0.12, 0.52, 0.88, 0.58),
		{{X: 0.3, Y: 0.52}, {X: 0.5, Y: 0.42}, {X: 0.7, Y: 0.52}},
		rect(0.12, 0.36, 0.88, 0.4),
		{{X: 0.12, Y: 0.36}, {X: 0.3, Y: 0.27}, {X: 0.3, Y: 0.36}},
		{{X: 0.7, Y: 0.27}, {X: 0.88, Y: 0.36}, {X: 0.7, Y: 0.36}},
		rect(0.15, 0.12, 0.19, 0.36), rect(0.81, 0.12, 0.85, 0.36),
		rect(0.41, 0.15, 0.59, 0.36),
		{{X: 0.38, Y: 0.15}, {X: 0.5, Y: 0.05}, {X: 0.62, Y: 0.15}},
		rect(0.48, 0, 0.52, 0.05),
	}
	// Hagia Sophia: the dome on its drum, two half domes, the base, and a
	// minaret at each side.
	motifs["byzantium"] = []pts{
		rect(0.12, 0.62, 0.88, 1),
		rect(0.3, 0.44, 0.7, 0.62),
		dome(0.5, 0.44, 0.2, 0.34),
		dome(0.3, 0.62, 0.14, 0.2),
		dome(0.7, 0.62, 0.14, 0.2),
		rect(0.495, 0.03, 0.505, 0.11),
		rect(0.03, 0.16, 0.07, 1), {{X: 0.02, Y: 0.16}, {X: 0.05, Y: 0.03}, {X: 0.08, Y: 0.16}},
		rect(0.93, 0.16, 0.97, 1), {{X: 0.92, Y: 0.16}, {X: 0.95, Y: 0.03}, {X: 0.98, Y: 0.16}},
	}
}

// dome is a half ellipse standing on y at centre x, rx wide and ry
// high each way, clockwise from its left foot.
func dome(x, y, rx, ry float32) pts {
	var out pts
	for i := 0; i <= 12; i++ {
		a := math.Pi - float64(i)*math.Pi/12
		out = append(out, fyne.Position{X: x + rx*float32(math.Cos(a)), Y: y - ry*float32(math.Sin(a))})
	}
	return out
}
