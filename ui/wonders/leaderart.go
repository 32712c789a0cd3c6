package wonders

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// The leaders' look (Leaders): white cards, outside the seven colours,
// framed in a warm stone edge; their shape is a laurel wreath, drawn in
// gold, so a leader is never told by its colour alone.
var (
	leaderEdge   = color.NRGBA{0x9c, 0x8a, 0x62, 0xff} // the frame's edge, the wreath's shadow
	leaderGold   = color.NRGBA{0xb0, 0x8a, 0x2e, 0xff} // the wreath
	leaderPaper  = color.NRGBA{0xff, 0xfd, 0xf8, 0xff} // the card's body
	leaderBanner = color.NRGBA{0xf2, 0xec, 0xdf, 0xff} // the banner and the name plate
)

// laurel is the wreath's two branches in a 100×100 box: a stem and five
// leaves each, open at the top.
func laurel(fill, edge color.NRGBA, width float32) string {
	leaves := `<ellipse cx="37" cy="86" rx="10" ry="4.6" transform="rotate(-18 37 86)"/>` +
		`<ellipse cx="24" cy="75" rx="10" ry="4.6" transform="rotate(-48 24 75)"/>` +
		`<ellipse cx="16" cy="60" rx="10" ry="4.6" transform="rotate(-72 16 60)"/>` +
		`<ellipse cx="14" cy="44" rx="10" ry="4.6" transform="rotate(-88 14 44)"/>` +
		`<ellipse cx="18" cy="28" rx="9" ry="4.2" transform="rotate(-110 18 28)"/>`
	stem := `<path d="M50 92 C30 90 12 72 12 48 C12 36 15 26 22 17" fill="none" stroke-width="4"/>`
	branch := `<g fill="` + hexColor(fill) + `" stroke="` + hexColor(edge) + `" stroke-width="` + ftoa(width) + `">` + stem + leaves + `</g>`
	return branch + `<g transform="translate(100 0) scale(-1 1)">` + branch + `</g>`
}

func ftoa(f float32) string { return strconv.FormatFloat(float64(f), 'f', 1, 32) }

func svgResource(name, body string) fyne.Resource {
	return fyne.NewStaticResource(name, []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">`+body+`</svg>`))
}

var (
	// leaderMark is the wreath for a card's corner and a chip.
	leaderMark = svgResource("wonders-leader-mark.svg", laurel(leaderGold, color.NRGBA{0x6b, 0x54, 0x18, 0xff}, 2.5))
	// leaderIcon is a small white card with the wreath: a leader in a
	// count, a score line.
	leaderIcon = svgResource("wonders-leader-card.svg",
		`<rect x="13" y="4" width="74" height="92" rx="12" fill="#fffdf8" stroke="`+hexColor(leaderEdge)+`" stroke-width="6"/>`+
			`<g transform="translate(22 27) scale(0.56)">`+laurel(leaderGold, color.NRGBA{0x6b, 0x54, 0x18, 0xff}, 4)+`</g>`)
	// leaderWatermark is the wreath drawn large and soft, for the body.
	leaderWatermark = svgResource("wonders-watermark-white.svg", laurel(leaderGold, leaderGold, 1))
)

// isLeader reports whether card is a leader (a white card).
func isLeader(card wonders.Card) bool {
	return card != wonders.NoCard && card.Info().Color == wonders.White
}

// leaderPower is a leader's power in words.
func (w words) leaderPower(card wonders.Card) string {
	return w.T("wonders.leader_power." + card.Info().ID)
}

// leaderGlyphs draws a leader's power in icons for its banner: its
// printed effects when it has some, else the gist of the power the
// engine carries out (the words say it all on hover).
func leaderGlyphs(w words, card wonders.Card) []glyph {
	info := card.Info()
	if len(info.Effects) > 0 {
		return faceEffects(w, info.Effects)
	}
	less := func(icon fyne.Resource) []glyph {
		return []glyph{{icon: icon}, {text: "−1", bold: true}}
	}
	coins2 := glyph{icon: coinIcon, text: "+2", bold: true, space: true}
	switch info.ID {
	case "archimedes":
		return less(colorCards[wonders.Green])
	case "hammurabi":
		return less(colorCards[wonders.Blue])
	case "leonidas":
		return less(colorCards[wonders.Red])
	case "imhotep":
		return less(stageIcon)
	case "aristotle":
		return []glyph{{icon: scienceIcons[0]}, {icon: scienceIcons[1]}, {icon: scienceIcons[2]}, {icon: pointsIcon, text: "+3", bold: true, space: true}}
	case "justinian":
		return []glyph{{icon: colorCards[wonders.Blue]}, {icon: colorCards[wonders.Red]}, {icon: colorCards[wonders.Green]}, {icon: pointsIcon, text: "3", bold: true, space: true}}
	case "plato":
		out := []glyph{}
		for col := range wonders.Color(wonders.NumColors) {
			out = append(out, glyph{icon: colorCards[col]})
		}
		return append(out, glyph{icon: pointsIcon, text: "7", bold: true, space: true})
	case "maecenas":
		return []glyph{{icon: leaderIcon}, {icon: coinIcon, text: "0", bold: true, space: true}}
	case "ramses":
		return []glyph{{icon: colorCards[wonders.Purple]}, {icon: coinIcon, text: "0", bold: true, space: true}}
	case "nero":
		return []glyph{{icon: victoryIcon}, coins2}
	case "xenophon":
		return []glyph{{icon: colorCards[wonders.Yellow]}, coins2}
	case "vitruvius":
		return []glyph{{icon: chainIcon}, coins2}
	case "hatshepsut":
		return []glyph{{icon: leftIcon}, {icon: coinIcon, text: "+1", bold: true}, {icon: rightIcon}}
	case "bilkis":
		return []glyph{{icon: coinIcon, text: "1", bold: true}, {icon: rightIcon}, {text: "?", bold: true}}
	case "tomyris":
		return []glyph{{icon: defeatIcon}, {icon: rightIcon}}
	case "solomon":
		return []glyph{{icon: crossIcon}, {icon: rightIcon}, {icon: checkIcon}}
	}
	return []glyph{{icon: leaderMark}}
}

// leaderStageGlyphs draws Rome B's stage effects: leaders drawn from the
// unused ones, a leader recruited at once.
func leaderStageGlyphs(w words, e wonders.Effect) []glyph {
	if e.Kind == wonders.DrawLeaders {
		return []glyph{{icon: leaderIcon, text: "+" + w.loc.Int(e.N), bold: true}}
	}
	return []glyph{{icon: leaderIcon}, {icon: checkIcon}}
}
