package dale

// The Dale card face, drawn by the project at every size. Its header
// holds the value large in the top-left corner, the deck's emblem in the
// top-right one with the + bonus under it, and between them the card's
// picture (game-icons.net's, as assets/pictures/dale.json names it),
// inked in a deeper shade of the deck's colour; then the band naming the
// deck, the name, the type and the effect.
//
// API for the zones (marketzone.go, handzone.go...); h is the table or
// any cardHost (card.go):
//
//	newCard(h, c, value, size, onTap) *cardView
//	    One card, drawn at the size it is given. The same face at every size,
//	    with more on it as it grows: small (under 100 px tall: opponents'
//	    stalls, log chips, schedule), medium (100 to 219 px: market, hand,
//	    own stall; adds the type and a short effect line as room allows) and
//	    large (220 px and more: tooltip, detail, discard browser; the full
//	    text). Suggested sizes: cardSmall, cardMedium, cardHand, cardLarge.
//	    value is what the card is worth where it is shown (Ironing); it is
//	    highlighted when it differs from the printed value. onTap, when not
//	    nil, makes the card live: a blue outline, a pointer cursor, a darker
//	    outline on hover. Hover shows the large face as a tooltip, a
//	    right-click opens it in a dialog. The selection ring is drawn 3 px
//	    outside the card: leave that much room around a card that may be
//	    selected.
//	cv.SetSelected(bool)          blue double ring (a card chosen to pay, the selected card)
//	cv.SetBadge(text, ok)         a pill on the card's bottom edge ("pays 4", "fits stack 4"):
//	                              ok: a filled blue pill with a drawn tick, else outlined; "" removes it
//	cv.SetDimmed(bool)            faded: the card cannot be chosen now
//	newPile(h, kind, count, top, size) *pileView
//	    A pile as an object in a box of the given size (edges included):
//	    pileDeck (face down: the card back, the count large in the middle,
//	    offset edges for its thickness), pileDiscard (top card face up on
//	    its edges, "N cards" below), pileJunk (a Junk card with "× N" and
//	    "left in supply"). pv.OnTapped may be set.
//	newDiscardPile(h, title, cards, size) *pileView
//	    A discard pile that opens the pile browser (showPile) when clicked.
//	    Both show the top card's tooltip on hover; the face-down deck hides
//	    its cards. A pile's hover tooltip for the whole pile: t.pileInfo(cards)
//	    (the top card's large face, then the next cards one line each).
//	t.showPile(title, cards)      the pile browser: every card as a large face, top first
//	t.cardInfo(c, value)          the tooltip / detail of one card: its large face and deck line
//	emblem(c, px), deckColour(c)  the deck's shape and colour, for chips and stacks
//	cardPaper, cardInk            the card's own paper and ink (the same in light and dark themes)
//
// Faces never clip: a name or line that must be shortened ends with "…"
// and the card offers its full text (FullText, for ui.FullTexter; the
// tooltip). The face's texts never overlap one another.

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/assets"
	eng "agora/game/dale"
	"agora/ui"
	"agora/ui/raster"
)

// Suggested card sizes.
var (
	cardSmall  = fyne.NewSize(64, 84)
	cardMedium = fyne.NewSize(108, 150)
	cardHand   = fyne.NewSize(112, 184)
	cardLarge  = fyne.NewSize(208, 252)
)

// faceLevel is how much a face shows: the same face, more detail with room.
type faceLevel int

const (
	levelSmall  faceLevel = iota // value, emblem, bonus, picture, band, name, and the type when room allows
	levelMedium                  // and the type, and the short effect line as room allows
	levelLarge                   // and the full text (the short line where it does not fit)
)

// levelFor is the detail a face of the given size shows.
func levelFor(size fyne.Size) faceLevel {
	switch {
	case size.Height >= 220:
		return levelLarge
	case size.Height >= 100:
		return levelMedium
	}
	return levelSmall
}

// Most lines a face gives its name and its short effect.
const (
	nameLines   = 2
	effectLines = 6
)

// face is the drawing of one card: a set of canvas objects laid out for
// any size. cardView and pileView draw it.
type face struct {
	card  eng.Card
	value int
	level faceLevel
	floor float32 // the least size of a line printed (Table.faceFloor)

	name, folk, kind, short, full string // the texts, in the current language

	shadow, paper, band, boost *canvas.Rectangle
	textBox                    *canvas.Rectangle // the tinted box under the effect
	valueText, folkText        *canvas.Text
	kindText                   *canvas.Text
	emblem, bonus, back        *raster.Picture
	art                        *raster.Picture // the card's picture (assets/pictures/dale.json), nil without one
	ink                        color.NRGBA     // the picture's ink
	nameTexts, effectTexts     []*canvas.Text
	fullText                   *widget.Label            // the full effect, large faces only
	fullBox                    *container.ThemeOverride // fullText in the card's own theme

	nameFits bool    // the name is whole on the face
	bottom   float32 // where the face's text ends, from its top
	bandEnd  float32 // the band's lower edge, from the top
}

// faceWords are what a face prints of its card, in the table's
// language: its name, its animalfolk's short name, its type, and its
// short and full effect ("" for none).
type faceWords struct {
	name, folk, kind, short, full string
}

// makeFace draws card c worth value at the given level with its words,
// no line under floor px.
func makeFace(c eng.Card, value int, level faceLevel, words faceWords, floor float32) *face {
	f := &face{card: c, value: value, level: level, nameFits: true, floor: floor}
	f.shadow = canvas.NewRectangle(cardShadow)
	f.paper = canvas.NewRectangle(cardPaper)
	if c == eng.NoCard {
		f.back = raster.NewPicture(backResource(10, 10, 4), canvas.ImageFillStretch)
		return f
	}
	col := deckColour(c)
	f.name, f.folk, f.kind, f.short, f.full = words.name, words.folk, words.kind, words.short, words.full
	f.paper.StrokeColor = col
	if !c.Animalfolk() {
		f.paper.FillColor = junkPaper
	}
	f.textBox = canvas.NewRectangle(paperTint(col, f.paper.FillColor, 0.09))
	f.textBox.Hidden = true
	f.boost = canvas.NewRectangle(colourBoost)
	f.boost.Hidden = value == c.Value()
	f.valueText = canvas.NewText(strconv.Itoa(value), col)
	f.valueText.TextStyle = fyne.TextStyle{Bold: true}
	f.emblem = raster.NewPicture(emblemResource(c, 16), canvas.ImageFillStretch)
	if c.Animalfolk() && c.Info().Bonus {
		f.bonus = raster.NewPicture(bonusResource(12), canvas.ImageFillStretch)
	}
	f.ink = artInk(col)
	if res, ok := pictureResource(c, f.ink, 32); ok {
		f.art = raster.NewPicture(res, canvas.ImageFillContain)
	}
	f.band = canvas.NewRectangle(col)
	f.folkText = canvas.NewText(f.folk, colourWhite)
	f.folkText.TextStyle = fyne.TextStyle{Bold: true}
	for range nameLines {
		tx := canvas.NewText("", cardInk)
		tx.TextStyle, tx.Alignment = fyne.TextStyle{Bold: true}, fyne.TextAlignCenter
		f.nameTexts = append(f.nameTexts, tx)
	}
	f.kindText = canvas.NewText(f.kind, cardMuted)
	f.kindText.TextStyle, f.kindText.Alignment = fyne.TextStyle{Italic: true}, fyne.TextAlignCenter
	if level >= levelMedium {
		for range effectLines {
			tx := canvas.NewText("", cardInk)
			tx.Alignment = fyne.TextAlignCenter
			f.effectTexts = append(f.effectTexts, tx)
		}
	}
	if level == levelLarge && f.full != "" {
		f.fullText = widget.NewLabel(f.full)
		f.fullText.Wrapping, f.fullText.Alignment = fyne.TextWrapWord, fyne.TextAlignCenter
		f.fullBox = container.NewThemeOverride(f.fullText, cardTextTheme{})
	}
	return f
}

// objects are the face's canvas objects, back to front.
func (f *face) objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{f.shadow, f.paper}
	if f.back != nil {
		return append(objs, f.back)
	}
	objs = append(objs, f.textBox)
	if f.art != nil {
		objs = append(objs, f.art)
	}
	objs = append(objs, f.band, f.folkText, f.boost, f.valueText, f.emblem)
	if f.bonus != nil {
		objs = append(objs, f.bonus)
	}
	for _, tx := range f.nameTexts {
		objs = append(objs, tx)
	}
	if f.kindText != nil {
		objs = append(objs, f.kindText)
	}
	for _, tx := range f.effectTexts {
		objs = append(objs, tx)
	}
	if f.fullBox != nil {
		objs = append(objs, f.fullBox)
	}
	return objs
}

// artClamp keeps v within lo and hi.
func artClamp(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

// artPlace moves o to x, y and sizes it w×h.
func artPlace(o fyne.CanvasObject, x, y, w, h float32) {
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(w, h))
}

// headerGeometry is how a face's header is laid out, the same for every
// card of one size (so that a row of cards lines up, bonus or not): its
// height under the top padding, the picture's side (0: none), where the
// emblem's top is under the header's top, the width of the top-right
// corner (the emblem, and the bonus when beside it), the gap kept
// between the picture and the corners, and whether the bonus goes under
// the emblem.
type headerGeometry struct {
	height, art, emblemTop, right, gap float32
	bonusUnder                         bool
}

// Share of the card's height the picture may take, by level; a picture
// under artMin pixels is not drawn (it would not read).
var artShare = [...]float32{levelSmall: 0.32, levelMedium: 0.27, levelLarge: 0.24}

const artMin = 14

// headerFor lays out the header of a w×h face at level, at most limit
// pixels tall when the value's row allows: the value (vs, at the left),
// the emblem (es pixels) and the bonus (bs) at the right, the picture as
// large as the room between them, artShare and limit allow. The emblem
// is centred on the value's row with the bonus under it, rising up to
// the value's digits and growing the header a little to make room for
// both; when that does not fit (or leaves a smaller picture, or none),
// the bonus goes beside the emblem.
func headerFor(level faceLevel, w, h, pad float32, vs fyne.Size, es, bs, limit float32) headerGeometry {
	centred := (vs.Height - es) / 2
	column := es + 2 + bs + 1.5 // the emblem, the bonus under it, a margin above the band
	option := func(under bool) (g headerGeometry, grow float32) {
		g = headerGeometry{gap: artClamp(w*0.04, 2, 8), emblemTop: centred, bonusUnder: under, right: es}
		if !under {
			g.right = es + 3 + bs
		}
		g.art = min(h*artShare[level], w-2*pad-vs.Width-g.right-2*g.gap, limit-pad*0.3)
		if g.art < artMin {
			g.art = 0
		}
		g.height = max(vs.Height, g.art+pad*0.3)
		if under && centred+column > g.height {
			g.emblemTop = max(vs.Height*0.1, g.height-column)
			grow = max(0, g.emblemTop+column-g.height)
			g.height += grow
		}
		return g, grow
	}
	under, grow := option(true)
	beside, _ := option(false)
	if under.height <= max(limit, vs.Height) && grow <= h*0.12 && under.art >= beside.art && (under.art > 0 || grow == 0) {
		return under
	}
	return beside
}

// layout draws the face at pos in size, keeping reserve pixels free at
// the bottom (for a badge). When the name would run into that room (a
// badge on a small card), the header gives up the pixels it needs: a
// smaller picture, the bonus beside the emblem, down to no picture.
func (f *face) layout(pos fyne.Position, size fyne.Size, reserve float32) {
	limit := float32(math.Inf(1))
	over, header := f.layoutIn(pos, size, reserve, limit)
	for i := 0; over > 0.5 && i < 4 && f.art != nil && f.art.Visible(); i++ {
		limit = header - over
		over, header = f.layoutIn(pos, size, reserve, limit)
	}
}

// layoutIn is layout with a header at most limit pixels tall (see
// headerFor); it returns how far the name runs into the reserved room,
// and the header's height.
func (f *face) layoutIn(pos fyne.Position, size fyne.Size, reserve, limit float32) (over, header float32) {
	w, h := size.Width, size.Height
	x0, y0 := pos.X, pos.Y
	radius := artClamp(w*0.07, 4, 10)
	stroke := artClamp(w*0.012, 1.5, 2.5)
	f.shadow.CornerRadius = radius
	artPlace(f.shadow, x0+1.5, y0+2, w, h)
	f.paper.CornerRadius, f.paper.StrokeWidth = radius, stroke
	artPlace(f.paper, x0, y0, w, h)
	if f.back != nil {
		f.back.Resource = backResource(w, h, radius)
		artPlace(f.back, x0, y0, w, h)
		f.back.Refresh()
		f.paper.StrokeWidth = 0
		return 0, 0
	}
	// A face larger than its level's usual size (a large window's
	// cards) writes larger, not only with more room around its lines.
	g := faceGrowth(f.level, size)
	pad := artClamp(w*0.07, 4, 12*g)
	var valuePx, bandH float32
	switch f.level {
	case levelSmall:
		valuePx, bandH = artClamp(h*0.24, 12, 20*g), artClamp(h*0.15, 10, 14*g)
	case levelMedium:
		valuePx, bandH = artClamp(h*0.19, 20, 32*g), artClamp(h*0.12, 14, 18*g)
	default:
		valuePx, bandH = artClamp(h*0.15, 28, 44*g), artClamp(h*0.075, 18, 24*g)
	}
	valuePx = max(min(valuePx, w*0.3), f.floor)
	// The band holds its folk's name at the least size when it is a
	// medium or large face's.
	if f.level >= levelMedium {
		bandH = max(bandH, snap(artLineHeight(f.floor, fyne.TextStyle{Bold: true})+1))
	}
	f.valueText.TextSize = valuePx
	vs := f.valueText.MinSize()
	head := pad * 0.35 // the top of the value's row
	artPlace(f.valueText, x0+pad, y0+head, vs.Width, vs.Height)
	f.boost.CornerRadius = 3
	artPlace(f.boost, x0+pad-2, y0+head+vs.Height*0.12, vs.Width+4, vs.Height*0.8)

	// The header: the value in the top-left corner, the emblem in the
	// top-right one with the bonus under it (beside it when the header
	// is too short), and the picture large between them.
	es := valuePx * 0.72
	bs := max(es*0.78, 8) // the bonus: no smaller than reads
	hg := headerFor(f.level, w, h, pad, vs, es, bs, limit)
	ey := y0 + head + hg.emblemTop
	f.emblem.Resource = emblemResource(f.card, es)
	artPlace(f.emblem, x0+w-pad-es, ey, es, es)
	f.emblem.Refresh()
	if f.bonus != nil {
		bx, by := x0+w-pad-es/2-bs/2, ey+es+2
		if !hg.bonusUnder {
			bx, by = x0+w-pad-es-3-bs, ey+(es-bs)/2
		}
		f.bonus.Resource = bonusResource(bs)
		artPlace(f.bonus, bx, by, bs, bs)
		f.bonus.Refresh()
	}
	if f.art != nil {
		f.art.Hidden = hg.art == 0
		if hg.art > 0 {
			// Centred on the card when the corners leave it room, else
			// in the room between them.
			lo, hi := pad+vs.Width+hg.gap, w-pad-hg.right-hg.gap-hg.art
			ax := artClamp((w-hg.art)/2, lo, max(lo, hi))
			f.art.Resource, _ = pictureResource(f.card, f.ink, hg.art)
			artPlace(f.art, x0+ax, y0+head+(hg.height-hg.art)/2, hg.art, hg.art)
			f.art.Refresh()
		}
	}
	top := head + hg.height

	artPlace(f.band, x0+stroke, y0+top, w-2*stroke, bandH)
	// The folk's name, at the least size at least: left off (the band's
	// colour names the folk) where the band is too narrow or too low.
	folk, folkPx, folkOK := fitText(f.folk, w-2*pad, max(bandH*0.68, f.floor), f.floor, 1, f.folkText.TextStyle)
	f.folkText.TextSize = folkPx
	f.folkText.Text = folk[0]
	fs := f.folkText.MinSize()
	f.folkText.Hidden = !folkOK || fs.Height > bandH+3
	artPlace(f.folkText, x0+pad, y0+top+(bandH-fs.Height)/2, fs.Width, fs.Height)
	f.bandEnd = top + bandH
	y := top + bandH + pad*0.3

	inner := w - 2*pad
	var hi, lo float32
	switch f.level {
	case levelSmall:
		hi, lo = artClamp(w*0.15, 8, 11*g), 7
	case levelMedium:
		hi, lo = artClamp(w*0.125, 10, 14*g), 8.5
	default:
		hi, lo = 18*g, 11
	}
	hi, lo = max(hi, f.floor), max(lo, f.floor)
	bold := fyne.TextStyle{Bold: true}
	lines, px, ok := fitText(f.name, inner, hi, lo, 1, bold)
	if !ok || (f.level < levelLarge && px < hi*0.85) {
		if two, px2, ok2 := fitText(f.name, inner, hi, lo, nameLines, bold); ok2 || !ok {
			lines, px, ok = two, px2, ok2
		}
	}
	f.nameFits = ok
	// A name that keeps only a few letters at the least size is left
	// off: the picture, the value and the tooltip name the card.
	if !ok && len([]rune(lines[0])) < 6 {
		lines = nil
	}
	lh := artLineHeight(px, bold)
	// A name line that would run off the face's foot, or under its badge,
	// is left off, the last line kept ending with "…" (layout first makes
	// the header give up what it can).
	nameEnd := y + lh*float32(len(lines)) // where the whole name would end
	if room := int((h - reserve - pad*0.5 - y) / lh); room < len(lines) {
		f.nameFits = false
		if room < 1 {
			lines = nil
		} else {
			lines = cutLines(append(lines[:room:room], ellipsis), inner, px, room, bold)
		}
	}
	// A small face shows its type only when a two-line name would leave
	// room for it, so that every card of one size shows the same lines.
	twoLines := y + lh*nameLines
	for i, tx := range f.nameTexts {
		tx.Hidden = i >= len(lines)
		if tx.Hidden {
			continue
		}
		tx.Text, tx.TextSize = lines[i], px
		artPlace(tx, x0+pad, y0+y, inner, lh)
		y += lh
	}
	avail := h - reserve - pad*0.5
	if reserve > 0 {
		over = nameEnd - avail
	}
	if f.kindText != nil {
		kpx := max(artClamp(px*0.78, 7, 13*g), f.floor)
		_, kpx, kindOK := fitText(f.kind, inner, kpx, f.floor, 1, f.kindText.TextStyle)
		f.kindText.TextSize = kpx
		kh := artLineHeight(kpx, f.kindText.TextStyle)
		f.kindText.Hidden = !kindOK || y+kh > avail || f.level == levelSmall && twoLines+kh > avail
		artPlace(f.kindText, x0+pad, y0+y, inner, kh)
		if !f.kindText.Hidden {
			y += kh + pad*0.3
		}
	}
	for _, tx := range f.effectTexts {
		tx.Hidden = true
	}
	boxTop := y - pad*0.15
	full := false // the full text fits: a large face shows it instead of the short line
	if f.fullBox != nil {
		if th, _ := f.fullBox.Theme.(cardTextTheme); th.Size(theme.SizeNameText) != 12*g {
			f.fullBox.Theme = cardTextTheme{px: 12 * g}
			f.fullBox.Refresh()
		}
		fullH := avail - y
		artPlace(f.fullBox, x0+pad*0.5, y0+y, w-pad, fullH)
		full = f.fullText.MinSize().Height <= fullH
		f.fullBox.Hidden = !full
		if full {
			y = avail
		}
	}
	if !full && len(f.effectTexts) > 0 && f.short != "" {
		y = f.layoutEffect(x0+pad, y0, y+pad*0.2, inner, avail, g)
	}
	// The effect sits in a box tinted with the deck's colour, down to the
	// card's foot, as on a printed card.
	f.textBox.Hidden = y <= boxTop+pad*0.2
	f.textBox.CornerRadius = radius * 0.6
	artPlace(f.textBox, x0+pad*0.5, y0+boxTop, w-pad, h-boxTop-pad*0.5)
	f.bottom = y
	return over, hg.height
}

// faceRef is each level's usual face height, at which its texts have
// their usual sizes (cardSmall, cardHand, cardLarge).
var faceRef = [...]float32{levelSmall: 84, levelMedium: 184, levelLarge: 252}

// faceGrowth is how much larger than usual a face of size at level
// writes: 1 up to its level's usual height, then with its height, up to
// twice (the hand and the market of a 2560×1440 window).
func faceGrowth(level faceLevel, size fyne.Size) float32 {
	return artClamp(size.Height/faceRef[level], 1, 2)
}

// paperTint is col mixed into paper by the share k.
func paperTint(col, paper color.Color, k float32) color.NRGBA {
	a, b := color.NRGBAModel.Convert(col).(color.NRGBA), color.NRGBAModel.Convert(paper).(color.NRGBA)
	mix := func(x, y uint8) uint8 { return uint8(float32(y) + (float32(x)-float32(y))*k + 0.5) }
	return color.NRGBA{R: mix(a.R, b.R), G: mix(a.G, b.G), B: mix(a.B, b.B), A: 0xff}
}

// pictureKey is card c's key in the pictures' manifests.
func pictureKey(c eng.Card) string { return assets.PictureKey("dale", c.Kind().String()) }

// artInk is the ink of a card's picture: a deeper shade of its deck's
// colour, so that the picture reads as the card's art, crisp on the
// paper, without taking the value's full colour.
func artInk(col color.NRGBA) color.NRGBA { return paperTint(cardInk, col, 0.25) }

// pictureResource is card c's picture inked in ink at px pixels: the
// manifest's icon (assets.PictureInk), under a name of its own per size
// as the other card art (see artResource), which assets.PictureOf still
// reads.
func pictureResource(c eng.Card, ink color.NRGBA, px float32) (fyne.Resource, bool) {
	res, ok := assets.PictureInk(pictureKey(c), ink)
	if !ok {
		return nil, false
	}
	return artResource(strings.TrimSuffix(res.Name(), ".svg"), px, px, res.Content), true
}

// hideText hides the name, type and effect, for a pile that writes its
// count there.
func (f *face) hideText() {
	for _, tx := range append(f.nameTexts, f.effectTexts...) {
		tx.Hidden = true
	}
	if f.kindText != nil {
		f.kindText.Hidden = true
	}
	if f.fullBox != nil {
		f.fullBox.Hidden = true
	}
}

// layoutEffect writes the short effect line from y down, at the largest
// size from 9.5 points (times the face's growth) down at which it fits the room below it, never
// under the face's least size (cut with an ellipsis when even that is too
// large); it returns where the text ends.
func (f *face) layoutEffect(x, y0, y, width, avail, grow float32) float32 {
	style := fyne.TextStyle{}
	hi, lo := max(9.5*grow, f.floor), f.floor
	var lines []string
	var px float32
	for px = hi; ; px -= 0.5 {
		px = max(px, lo)
		lines = wrapWords(f.short, width, px, style)
		if len(lines) <= effectLines && artLinesFit(lines, width, px, style) &&
			float32(len(lines))*artLineHeight(px, style) <= avail-y {
			break
		}
		if px == lo {
			room := min(effectLines, int((avail-y)/artLineHeight(px, style)))
			if room < 1 {
				return y
			}
			lines = cutLines(lines, width, px, room, style)
			break
		}
	}
	lh := artLineHeight(px, style)
	for i, tx := range f.effectTexts {
		if i >= len(lines) {
			break
		}
		tx.Hidden = false
		tx.Text, tx.TextSize = lines[i], px
		artPlace(tx, x, y0+y, width, lh)
		y += lh
	}
	return y
}

// cardTextTheme is the theme of the text printed on a card: dark ink on
// the card's paper whatever the app's theme, at a card's text size (px,
// 12 when 0; more on a face grown with a large window).
type cardTextTheme struct {
	ui.ResizedTheme
	px float32
}

// Color is the card's ink for text and the light variant for the rest.
func (t cardTextTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameForeground {
		return cardInk
	}
	return t.ResizedTheme.Color(n, v)
}

// Size is a smaller text size than the app's, as on a printed card.
func (t cardTextTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		if t.px > 0 {
			return t.px
		}
		return 12
	case theme.SizeNameInnerPadding, theme.SizeNamePadding:
		return 2
	case theme.SizeNameLineSpacing:
		return 3
	}
	return tableTheme.Size(n)
}
