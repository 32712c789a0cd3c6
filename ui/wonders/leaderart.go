package wonders

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

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

// laurel is a wreath of two branches around (cx, cy) at radius r, open
// at the top: a stem each and five leaves along it, every leaf turned
// along the branch. Each leaf is transformed on its own (the SVG
// renderer draws one level of transform).
func laurel(cx, cy, r, leaf float64, fill, edge color.NRGBA, width float64) string {
	const (
		stemFmt = `<path fill="none" stroke="%s" stroke-width="%s" d="M%s %s A%s %s 0 0 %s %s %s"/>`
		leafFmt = `<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s" stroke="%s" stroke-width="%s" transform="rotate(%s %s %s)"/>`
		top     = 2.3 // where the branches end, in radians up from the foot
	)
	var b strings.Builder
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
	for _, side := range []float64{-1, 1} {
		at := func(th float64) (float64, float64) { return cx + side*r*math.Sin(th), cy + r*math.Cos(th) }
		x0, y0 := at(0)
		x1, y1 := at(top)
		sweep := "1"
		if side > 0 {
			sweep = "0"
		}
		fmt.Fprintf(&b, stemFmt, hexColor(fill), f(leaf*0.45), f(x0), f(y0), f(r), f(r), sweep, f(x1), f(y1))
		for i := range 5 {
			th := 0.35 + float64(i)*0.45
			x, y := at(th)
			deg := math.Atan2(-math.Sin(th), side*math.Cos(th)) * 180 / math.Pi // along the branch
			fmt.Fprintf(&b, leafFmt, f(x), f(y), f(leaf), f(leaf*0.45), hexColor(fill), hexColor(edge), f(width), f(deg), f(x), f(y))
		}
	}
	return b.String()
}

// svgResource is an icon drawn by the code in a box of side units.
func svgResource(name string, side int, body string) fyne.Resource {
	n := strconv.Itoa(side)
	return fyne.NewStaticResource(name, []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" width="%s" height="%s">%s</svg>`, n, n, n, n, body)))
}

var (
	leaderInk = color.NRGBA{0x6b, 0x54, 0x18, 0xff}
	// leaderMark is the wreath for a card's corner and a chip.
	leaderMark = svgResource("wonders-leader-mark.svg", 100, laurel(50, 50, 36, 13, leaderGold, leaderInk, 2.5))
	// leaderIcon is a small white card with the wreath, drawn like the
	// colours' card icons: a leader in a count, a score line.
	leaderIcon = svgResource("wonders-leader-card.svg", 24,
		`<rect x="3" y="1" width="18" height="22" rx="3" fill="#fffdf8" stroke="#1c1917" stroke-width="1"/>`+
			`<path d="M11 17.5 C7.5 17 6 14.5 6.5 10.5" fill="none" stroke="#b08a2e" stroke-width="2.4" stroke-linecap="round"/>`+
			`<path d="M13 17.5 C16.5 17 18 14.5 17.5 10.5" fill="none" stroke="#b08a2e" stroke-width="2.4" stroke-linecap="round"/>`+
			`<circle cx="12" cy="7" r="1.6" fill="#b08a2e"/>`)
	// leaderHeldIcon is two white cards fanned: leaders held, not yet
	// recruited.
	leaderHeldIcon = svgResource("wonders-leader-held.svg", 24,
		`<rect x="2" y="3" width="13" height="18" rx="2.5" fill="#e8e0cf" stroke="#1c1917" stroke-width="1"/>`+
			`<rect x="9" y="3" width="13" height="18" rx="2.5" fill="#fffdf8" stroke="#1c1917" stroke-width="1"/>`+
			`<path d="M13 16 C11.5 14.5 11.5 10 12.5 8.5 M18 16 C19.5 14.5 19.5 10 18.5 8.5" fill="none" stroke="#b08a2e" stroke-width="1.8" stroke-linecap="round"/>`)
	// leaderWatermark is the wreath filled soft, for an empty stack.
	leaderWatermark = svgResource("wonders-watermark-white.svg", 100, laurel(50, 50, 38, 12, leaderGold, leaderGold, 1))
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
		return []glyph{{icon: colorCards[wonders.Brown]}, {text: "…"}, {icon: colorCards[wonders.Purple]}, {icon: pointsIcon, text: "7", bold: true, space: true}}
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
