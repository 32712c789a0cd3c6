package wonders

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// The black cards' look (Cities): outside the seven colours, in a black
// frame with a silver edge on smoke-grey paper; their shape is a mask, drawn in silver, so
// a black card is never told by its colour alone. Their power is on the
// banner in icons where its kind has some, and in words in the body under
// the card's picture in dark silver, as the leaders' is.
var (
	blackEdge   = color.NRGBA{0x1c, 0x19, 0x17, 0xff} // the frame, the banner
	blackPaper  = color.NRGBA{0xe7, 0xe5, 0xe4, 0xff} // the card's body
	blackSilver = color.NRGBA{0xd6, 0xd3, 0xd1, 0xff} // the mask
	blackPlate  = color.NRGBA{0x29, 0x25, 0x24, 0xff} // the banner and the name plate
	blackTrim   = color.NRGBA{0x8a, 0x84, 0x7f, 0xff} // the silver edge, seen on a dark table
	debtFill    = color.NRGBA{0x7f, 0x1d, 0x1d, 0xff} // a debt token
)

// mask is a half mask in a box of 100 filled with fill, its eye holes
// in hole (the colour under it): the brow, the cheeks narrowing to the
// chin, two almond eyes.
func mask(fill, hole, edge color.NRGBA, width float64) string {
	return fmt.Sprintf(`<path d="M6 28 C22 14 78 14 94 28 C96 54 80 76 50 88 C20 76 4 54 6 28 Z" fill="%s" stroke="%s" stroke-width="%g"/>`+
		`<ellipse cx="31" cy="43" rx="12" ry="7.5" fill="%s"/><ellipse cx="69" cy="43" rx="12" ry="7.5" fill="%s"/>`,
		hexColor(fill), hexColor(edge), width, hexColor(hole), hexColor(hole))
}

var (
	// blackMark is the mask for a card's corner, on the black banner.
	blackMark = svgResource("wonders-black-mark.svg", 100, mask(blackSilver, blackEdge, blackSilver, 1))
	// blackIcon is a small black card with the mask, drawn like the
	// colours' card icons.
	blackIcon = svgResource("wonders-black-card.svg", 24,
		`<rect x="3" y="1" width="18" height="22" rx="3" fill="#1c1917" stroke="#57534e" stroke-width="1"/>`+
			`<path d="M5.5 9 C8 6.5 16 6.5 18.5 9 C18.8 13 16.5 16 12 18 C7.5 16 5.2 13 5.5 9 Z" fill="#d6d3d1"/>`+
			`<ellipse cx="9.2" cy="11" rx="1.9" ry="1.2" fill="#1c1917"/><ellipse cx="14.8" cy="11" rx="1.9" ry="1.2" fill="#1c1917"/>`)
	// blackWatermark is the mask filled soft, for an empty stack.
	blackWatermark = svgResource("wonders-watermark-black.svg", 100, mask(color.NRGBA{0xa8, 0xa2, 0x9e, 0xff}, blackPaper, color.NRGBA{0xa8, 0xa2, 0x9e, 0xff}, 1))
	// debtIcon is a debt token: a dark red tile with a coin struck out.
	debtIcon = svgResource("wonders-debt.svg", 24,
		`<rect x="1.5" y="1.5" width="21" height="21" rx="4" fill="#7f1d1d" stroke="#450a0a" stroke-width="1"/>`+
			`<circle cx="12" cy="12" r="6.5" fill="#f5c02e" stroke="#a16207" stroke-width="1.2"/>`+
			`<path d="M6 18 L18 6" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>`)
	// debtCoin is the struck-out coin drawn on a debt token's tile.
	debtCoin = svgResource("wonders-debt-coin.svg", 24,
		`<circle cx="12" cy="12" r="9" fill="#f5c02e" stroke="#a16207" stroke-width="1.5"/>`+
			`<path d="M5 19 L19 5" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`)
	// diplomacyIcon is the diplomacy token: a pale blue disc with an
	// olive branch, two leaves a side.
	diplomacyIcon = svgResource("wonders-diplomacy.svg", 24,
		`<circle cx="12" cy="12" r="10.5" fill="#e0f2fe" stroke="#075985" stroke-width="1.5"/>`+
			`<path d="M6 17 C10 13 13 10 18 6" fill="none" stroke="#075985" stroke-width="1.6" stroke-linecap="round"/>`+
			`<ellipse cx="9" cy="12" rx="2.6" ry="1.2" fill="#3f7d20" transform="rotate(-60 9 12)"/>`+
			`<ellipse cx="11" cy="15.5" rx="2.6" ry="1.2" fill="#3f7d20" transform="rotate(20 11 15.5)"/>`+
			`<ellipse cx="13" cy="8.5" rx="2.6" ry="1.2" fill="#3f7d20" transform="rotate(-60 13 8.5)"/>`+
			`<ellipse cx="15" cy="12" rx="2.6" ry="1.2" fill="#3f7d20" transform="rotate(20 15 12)"/>`)
)

// isBlack reports whether card is a black card (Cities).
func isBlack(card wonders.Card) bool {
	return card != wonders.NoCard && card.Info().Color == wonders.Black
}

// blackPower is a black card's power in words.
func (w words) blackPower(card wonders.Card) string {
	return w.T("wonders.card_power." + card.Info().ID)
}

// citiesGlyphs draws the Cities effect kinds in icons: a diplomacy
// token, coins every other city loses (or debt), coins to each
// neighbour, a cheaper first unit, one more unit or a missing one,
// stages without resources, a neighbour's science symbol copied. ok is
// false for the other kinds.
func citiesGlyphs(w words, e wonders.Effect) (out []glyph, ok bool) {
	switch e.Kind {
	case wonders.Diplomacy:
		return []glyph{{icon: diplomacyIcon}}, true
	case wonders.CoinLoss:
		out = []glyph{{icon: coinIcon, text: "−" + w.loc.Int(e.N), bold: true}}
		if e.Count != 0 {
			out = append(out, glyph{text: "/"})
			out = append(out, countedGlyphs(e.Count)...)
		}
		return append(out, glyph{text: "/"}, glyph{icon: debtIcon}), true
	case wonders.CoinsNeighbours:
		return []glyph{{icon: leftIcon}, {icon: coinIcon, text: "+" + w.loc.Int(e.N), bold: true}, {icon: rightIcon}}, true
	case wonders.Dock:
		return arrowed(e.Cities, []glyph{{icon: resourceAny()}, {icon: coinIcon, text: "−1", bold: true}}), true
	case wonders.Warehouse:
		return []glyph{{icon: resourceAny(), text: "+1", bold: true}}, true
	case wonders.BlackMarket:
		return []glyph{{icon: resourceAny(), text: "?", bold: true}}, true
	case wonders.Architect:
		return []glyph{{icon: stageIcon}, {icon: resourceAny()}, {icon: crossIcon}}, true
	case wonders.CopyScience:
		return []glyph{{icon: leftIcon}, {icon: scienceIcons[0]}, {text: "/"}, {icon: scienceIcons[1]}, {text: "/"}, {icon: scienceIcons[2]}, {icon: rightIcon}}, true
	}
	return nil, false
}

// resourceAny is the icon of a resource of any kind: the first raw
// material's, the words on hover saying which.
func resourceAny() fyne.Resource { return resourceIcons[0] }

// blackSet turns the face of card, a black card, black.
func (a *faceArt) blackSet(w words, card wonders.Card) {
	a.frame.FillColor, a.frame.StrokeColor = blackPaper, blackTrim
	a.banner.FillColor = blackPlate
	a.namePlate.FillColor = blackPlate
	a.costBg.StrokeColor, a.givesBg.StrokeColor = blackEdge, blackEdge
	a.age.Text = "" // the power's words take the body's foot
	a.powerFull = w.blackPower(card)
	a.addPower()
}
