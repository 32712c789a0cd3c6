package dale

import (
	"image/color"

	eng "agora/game/dale"
)

// The card's own colours: paper and ink stay the same whatever the app's
// theme, as a printed card would.
var (
	cardPaper       = color.NRGBA{R: 0xff, G: 0xfc, B: 0xf4, A: 0xff}
	junkPaper       = color.NRGBA{R: 0xee, G: 0xec, B: 0xe7, A: 0xff}
	cardInk         = color.NRGBA{R: 0x2a, G: 0x26, B: 0x22, A: 0xff}
	cardMuted       = color.NRGBA{R: 0x6b, G: 0x64, B: 0x5a, A: 0xff}
	cardShadow      = color.NRGBA{R: 0x20, G: 0x18, B: 0x10, A: 0x38}
	colourBonus     = color.NRGBA{R: 0x2b, G: 0x2b, B: 0x2b, A: 0xff}
	colourLive      = color.NRGBA{R: 0x7d, G: 0xa8, B: 0xe8, A: 0xff}
	colourSelect    = color.NRGBA{R: 0x1f, G: 0x6f, B: 0xeb, A: 0xff}
	colourBoost     = color.NRGBA{R: 0xff, G: 0xe3, B: 0x8a, A: 0xff}
	colourBack      = color.NRGBA{R: 0x34, G: 0x46, B: 0x6b, A: 0xff}
	colourBackLine  = color.NRGBA{R: 0x9d, G: 0xb0, B: 0xd4, A: 0xff}
	colourBackMotif = color.NRGBA{R: 0x44, G: 0x59, B: 0x84, A: 0xff}
	colourWhite     = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	colourFocus     = color.NRGBA{R: 0xe8, G: 0x8a, B: 0x10, A: 0xff} // the keyboard's focus ring (keys.go)
)

// deckColour is each animalfolk's colour; Junk is grey. Every colour is
// dark enough for white text on the card's band.
func deckColour(c eng.Card) color.NRGBA {
	if c == eng.NoCard || !c.Animalfolk() {
		return color.NRGBA{R: 0x7a, G: 0x7a, B: 0x7a, A: 0xff}
	}
	switch c.Deck() {
	case eng.Platypuses:
		return color.NRGBA{R: 0x13, G: 0x80, B: 0x78, A: 0xff}
	case eng.Sloths:
		return color.NRGBA{R: 0x55, G: 0x85, B: 0x26, A: 0xff}
	case eng.Crocodiles:
		return color.NRGBA{R: 0xb8, G: 0x2c, B: 0x24, A: 0xff}
	case eng.Fennecs:
		return color.NRGBA{R: 0xd8, G: 0x6c, B: 0x12, A: 0xff}
	case eng.Polecats:
		return color.NRGBA{R: 0x7b, G: 0x45, B: 0xa8, A: 0xff}
	}
	return color.NRGBA{R: 0x2f, G: 0x5d, B: 0xa8, A: 0xff}
}
