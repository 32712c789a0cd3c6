package dale

import (
	"fmt"
	"image/color"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	eng "agora/game/dale"
	"agora/ui/raster"
)

// The card art drawn by the project: each animalfolk's emblem, the bonus
// mark and the card back, as small SVG pictures made here. Fyne keeps one
// raster per resource name, so every picture gets a name of its own per
// pixel size (see artResource).

// Emblem shapes, one per deck and one for Junk, so that colour is never
// the only cue: a hexagon (platypuses), a crescent moon (sloths), a row of
// teeth (crocodiles), a heart (fennecs), a die (polecats), a pair of eyes
// (owls) and an empty crate with a block in it (Junk).
const (
	shapeHexagon = iota
	shapeMoon
	shapeTeeth
	shapeHeart
	shapeDie
	shapeEyes
	shapeCrate
	numShapes
)

// shapeOf is the emblem shape of a card's deck.
func shapeOf(c eng.Card) int {
	if c == eng.NoCard || !c.Animalfolk() {
		return shapeCrate
	}
	switch c.Deck() {
	case eng.Platypuses:
		return shapeHexagon
	case eng.Sloths:
		return shapeMoon
	case eng.Crocodiles:
		return shapeTeeth
	case eng.Fennecs:
		return shapeHeart
	case eng.Polecats:
		return shapeDie
	}
	return shapeEyes
}

// shapeIDs name the shapes in resource names.
var shapeIDs = [numShapes]string{"hexagon", "moon", "teeth", "heart", "die", "eyes", "crate"}

// shapeSVG is the markup of one shape in a 100×100 box, drawn in col,
// with holes (the die's pips, the eyes' whites) in paper.
func shapeSVG(shape int, col, paper string) string {
	switch shape {
	case shapeHexagon:
		return fmt.Sprintf(`<polygon points="50,4 90,27 90,73 50,96 10,73 10,27" fill="%s"/>`, col)
	case shapeMoon:
		return fmt.Sprintf(`<path d="M48.7 10 A42 42 0 1 0 90.4 63.6 A34 34 0 1 1 48.7 10 Z" fill="%s"/>`, col)
	case shapeTeeth:
		return fmt.Sprintf(`<path d="M4 12 H96 V30 L83 86 L70 30 H63 L50 86 L37 30 H30 L17 86 L4 30 Z" fill="%s"/>`, col)
	case shapeHeart:
		return fmt.Sprintf(`<path d="M50 92 C22 70 4 54 4 32 C4 16 16 6 29 6 C39 6 46 12 50 21 C54 12 61 6 71 6 C84 6 96 16 96 32 C96 54 78 70 50 92 Z" fill="%s"/>`, col)
	case shapeDie:
		return fmt.Sprintf(`<rect x="6" y="6" width="88" height="88" rx="18" ry="18" fill="%[1]s"/>`+
			`<circle cx="29" cy="29" r="10" fill="%[2]s"/><circle cx="50" cy="50" r="10" fill="%[2]s"/>`+
			`<circle cx="71" cy="71" r="10" fill="%[2]s"/>`, col, paper)
	case shapeEyes:
		return fmt.Sprintf(`<path d="M8 30 L20 8 L36 24 H64 L80 8 L92 30 V62 C92 82 72 94 50 94 C28 94 8 82 8 62 Z" fill="%[1]s"/>`+
			`<circle cx="32" cy="52" r="15" fill="%[2]s"/><circle cx="68" cy="52" r="15" fill="%[2]s"/>`+
			`<circle cx="32" cy="52" r="7" fill="%[1]s"/><circle cx="68" cy="52" r="7" fill="%[1]s"/>`+
			`<polygon points="44,70 56,70 50,82" fill="%[2]s"/>`, col, paper)
	}
	return fmt.Sprintf(`<rect x="4" y="4" width="92" height="92" rx="14" ry="14" fill="%[1]s"/>`+
		`<rect x="17" y="17" width="66" height="66" rx="6" ry="6" fill="%[2]s"/>`+
		`<rect x="34" y="34" width="32" height="32" rx="4" ry="4" fill="%[1]s"/>`, col, paper)
}

// svgDoc wraps shapes in an SVG document of the given view box.
func svgDoc(w, h int, body string) []byte {
	return []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">%s</svg>`,
		w, h, w, h, body))
}

// svgHex is an SVG colour.
func svgHex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

var artResources sync.Map // resource name -> fyne.Resource

// artResource is the picture named base at w×h pixels, made once by draw.
func artResource(base string, w, h float32, draw func() []byte) fyne.Resource {
	name := base + "-" + strconv.Itoa(int(w+0.5)) + "x" + strconv.Itoa(int(h+0.5)) + ".svg"
	if r, ok := artResources.Load(name); ok {
		return r.(fyne.Resource)
	}
	r, _ := artResources.LoadOrStore(name, fyne.NewStaticResource(name, draw()))
	return r.(fyne.Resource)
}

// emblemResource is a card's emblem at px pixels, in its deck colour.
func emblemResource(c eng.Card, px float32) fyne.Resource {
	shape := shapeOf(c)
	col := deckColour(c)
	return artResource("dale-emblem-"+shapeIDs[shape], px, px, func() []byte {
		return svgDoc(100, 100, shapeSVG(shape, svgHex(col), svgHex(cardPaper)))
	})
}

// emblem is a card's animalfolk shape in its colour, px pixels square, so
// colour is never the only cue (see shapeOf). Junk has its own crate.
func emblem(c eng.Card, px float32) fyne.CanvasObject {
	img := raster.NewPicture(emblemResource(c, px), canvas.ImageFillContain)
	img.SetMinSize(fyne.NewSquareSize(px))
	return img
}

// checkResource is the tick of a badge that works, white.
func checkResource(px float32) fyne.Resource {
	return artResource("dale-check", px, px, func() []byte {
		return svgDoc(100, 100, `<path d="M12 52 L26 38 L42 54 L76 18 L90 32 L42 82 Z" fill="#ffffff"/>`)
	})
}

// bonusResource is the + bonus mark: a white cross on a dark disc.
func bonusResource(px float32) fyne.Resource {
	return artResource("dale-bonus", px, px, func() []byte {
		return svgDoc(100, 100, fmt.Sprintf(`<circle cx="50" cy="50" r="47" fill="%s"/>`+
			`<rect x="42" y="20" width="16" height="60" rx="3" ry="3" fill="#ffffff"/>`+
			`<rect x="20" y="42" width="60" height="16" rx="3" ry="3" fill="#ffffff"/>`, svgHex(colourBonus)))
	})
}

// backResource is the card back at w×h pixels, its corners rounded by
// radius: a navy card with a light frame and a lattice of diamonds around
// a central medallion.
func backResource(w, h, radius float32) fyne.Resource {
	return artResource("dale-back-"+strconv.Itoa(int(radius)), w, h, func() []byte {
		iw, ih := int(w+0.5), int(h+0.5)
		r := int(radius)
		inset := max(3, iw/12)
		body := fmt.Sprintf(`<rect x="0" y="0" width="%d" height="%d" rx="%[3]d" ry="%[3]d" fill="%[4]s"/>`, iw, ih, r, svgHex(colourBack))
		body += fmt.Sprintf(`<rect x="%d" y="%d" width="%d" height="%d" rx="%[5]d" ry="%[5]d" fill="%[6]s"/>`,
			inset, inset, iw-2*inset, ih-2*inset, max(2, r-2), svgHex(colourBackLine))
		body += fmt.Sprintf(`<rect x="%d" y="%d" width="%d" height="%d" rx="%[5]d" ry="%[5]d" fill="%[6]s"/>`,
			inset+2, inset+2, iw-2*inset-4, ih-2*inset-4, max(2, r-3), svgHex(colourBack))
		step := max(8, iw/5)
		for y := inset + step/2; y < ih-inset; y += step {
			for x := inset + step/2; x < iw-inset; x += step {
				d := step / 4
				body += fmt.Sprintf(`<polygon points="%d,%d %d,%d %d,%d %d,%d" fill="%s"/>`,
					x, y-d, x+d, y, x, y+d, x-d, y, svgHex(colourBackMotif))
			}
		}
		cx, cy, m := iw/2, ih/2, iw*2/5
		body += fmt.Sprintf(`<polygon points="%d,%d %d,%d %d,%d %d,%d" fill="%s" stroke="%s" stroke-width="2"/>`,
			cx, cy-m, cx+m, cy, cx, cy+m, cx-m, cy, svgHex(colourBack), svgHex(colourBackLine))
		k := m / 3
		body += fmt.Sprintf(`<polygon points="%d,%d %d,%d %d,%d %d,%d" fill="%s"/>`,
			cx, cy-k, cx+k, cy, cx, cy+k, cx-k, cy, svgHex(colourBackLine))
		return svgDoc(iw, ih, body)
	})
}
