package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
)

// A wonder board's look: the tint of its panel and its monument, the
// wonder's picture (pictures.go: the Pyramid, the Pharos, the Hanging
// Gardens' tree, Artemis' temple...), drawn large and soft behind the
// stages in a darker shade of the tint.

// boardTint is the panel colour of each wonder, by data id.
var boardTint = map[string]color.NRGBA{
	"gizah":         {0xee, 0xdc, 0xb0, 0xff},
	"alexandria":    {0xd3, 0xe6, 0xe6, 0xff},
	"babylon":       {0xdc, 0xe8, 0xc8, 0xff},
	"ephesus":       {0xe4, 0xe2, 0xee, 0xff},
	"halikarnassus": {0xef, 0xdc, 0xcb, 0xff},
	"olympia":       {0xf2, 0xe6, 0xbf, 0xff},
	"rhodes":        {0xec, 0xd6, 0xc0, 0xff},
	"syracuse":      {0xd9, 0xe1, 0xec, 0xff},
	"ithaca":        {0xd6, 0xe3, 0xf1, 0xff},
	// Cities: Petra's rose sandstone, Byzantium's sea green.
	"petra":     {0xf0, 0xd4, 0xc8, 0xff},
	"byzantium": {0xd4, 0xe6, 0xde, 0xff},
	// Leaders: Rome's travertine.
	"rome": {0xe9, 0xe2, 0xd3, 0xff},
}

// boardInk is a darker shade of a tint for the board's edge and motif.
func boardInk(tint color.NRGBA, alpha uint8) color.NRGBA {
	return color.NRGBA{tint.R / 2, tint.G / 2, tint.B / 2, alpha}
}

// monumentAlpha is the opacity of the monument's ink: soft enough for
// the stages, the tokens and the words over it to stay readable.
const monumentAlpha = 0x48

// pts is a polygon's points in a box of width 1 and height 1 (a
// pantheon's motif), listed clockwise.
type pts = []fyne.Position
