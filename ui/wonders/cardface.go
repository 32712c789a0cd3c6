package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"agora/game/wonders"
	"agora/ui/measure"
	"agora/ui/raster"
)

// faceArt draws one card face laid out like the printed card: the frame
// in the card's colour with its corner shape, the effect as icons on a
// white plate in the top banner, the cost down the left, the chain it
// needs under the banner and the chains it opens at the foot, the Age in
// a corner, the card's picture (what the card is: a wood pile, an
// aqueduct, a lighthouse...) inked in a dark shade of its colour in the
// body, and the name plate at the bottom. Its canvas objects are made once; set changes the card and
// layout places everything for any size. A mini face is only the banner
// (name, shape and effect icons): the part of a card that shows in a
// city's overlapping stack; with room under its banner (a stack's top
// card) it is a compact card, its picture below. Every text of a face is
// printed at its least size (floor) or more: a form too small for a text
// leaves it to the detail, on hover.
//
// faceArt is not a widget: the hand card, the city's stacked card and the
// detail view each hold one and add their own behaviour around it.
type faceArt struct {
	card wonders.Card
	col  wonders.Color
	name string // the full name; the plate may show it shortened

	needsFull, givesFull string // the chains' names, before fitting

	footInset float32 // how much of the name plate's foot something covers (a badge)
	// floor is the least size of the face's texts (Table.faceText); 0
	// is textFloor.
	floor float32
	peek  float32 // the width left visible by a card over this one; 0 is all

	shadow, frame, banner, plate *canvas.Rectangle
	costBg, namePlate, givesBg   *canvas.Rectangle
	mark                         *raster.Picture
	// picture is the card's picture (pictures.go), the body's art.
	picture              *raster.Picture
	coin                 *canvas.Circle
	coinText, title, age *canvas.Text
	// title2 is the name's second line, when it takes two (facename.go).
	title2               *canvas.Text
	effect, needs, gives *glyphRow
	costImg              []*raster.Picture
	res                  []fyne.Resource // the cost's resource units, in order
	coins                int
	// power is a leader's power in a few lines of its body (leaderface.go).
	power     []*canvas.Text
	powerFull string
	// pictureRes is the card's picture at no size (sized to the layout).
	pictureRes fyne.Resource
	body       [4]float32 // the body's x0, y0, x1, y1, once laid out
	objs       []fyne.CanvasObject
}

func newFaceArt() *faceArt {
	a := &faceArt{card: wonders.NoCard, picture: raster.NewPicture(nil, canvas.ImageFillContain),
		shadow: canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x48}), frame: canvas.NewRectangle(color.Transparent),
		banner: canvas.NewRectangle(color.Transparent), plate: canvas.NewRectangle(color.White),
		costBg: canvas.NewRectangle(color.NRGBA{0xff, 0xff, 0xff, 0xd8}), namePlate: canvas.NewRectangle(color.Transparent),
		givesBg:  canvas.NewRectangle(color.White),
		mark:     raster.NewPicture(nil, canvas.ImageFillContain),
		coin:     &canvas.Circle{FillColor: faceCoinFill, StrokeColor: faceCoinEdge, StrokeWidth: 1.2},
		coinText: canvas.NewText("", faceCoinInk), title: canvas.NewText("", colorWhite), age: canvas.NewText("", nil),
		title2: canvas.NewText("", colorWhite),
		effect: newGlyphRow(iconBig, 14), needs: newGlyphRow(12, 10), gives: newGlyphRow(12, 10),
	}
	a.coinText.TextStyle.Bold, a.coinText.Alignment = true, fyne.TextAlignCenter
	a.title.TextStyle.Bold, a.title2.TextStyle.Bold = true, true
	a.age.TextStyle.Bold, a.age.Alignment = true, fyne.TextAlignTrailing
	a.plate.CornerRadius, a.costBg.CornerRadius = 5, 4
	a.costBg.StrokeWidth = 0.8
	a.givesBg.StrokeWidth = 0.8
	return a
}

// Face colours besides the card colours: paper, ink and the coin.
var (
	faceCoinFill = color.NRGBA{0xf4, 0xc4, 0x30, 0xff}
	faceCoinEdge = color.NRGBA{0x9c, 0x7a, 0x00, 0xff}
	faceCoinInk  = color.NRGBA{0x5b, 0x42, 0x00, 0xff}
	faceInk      = color.NRGBA{0x3a, 0x36, 0x33, 0xff}
)

// faceText is the least size of a text printed on a card face or a
// token: the table's least text size, 12 px from scale 1 up and 10 px in
// the smallest window. The faces' texts grow with their box above it.
func (t *Table) faceText() float32 {
	return textFloor * clamp(t.scaleOr1(), minTextScale, 1)
}

// least is the least size of the face's texts.
func (a *faceArt) least() float32 {
	if a.floor > 0 {
		return a.floor
	}
	return textFloor
}

// lineHeight is the height of a line of text of size.
func lineHeight(size float32, style fyne.TextStyle) float32 {
	return measure.Text("Ag", size, style).Height
}

// blend is a blended with b, t of b.
func blend(a, b color.NRGBA, t float32) color.NRGBA {
	f := func(x, y uint8) uint8 { return uint8(float32(x)*(1-t) + float32(y)*t + 0.5) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// faceTint is the paper of a card of colour col, faceDark its name plate.
func faceTint(col wonders.Color) color.NRGBA {
	return blend(cardColors[col], color.NRGBA{0xff, 0xff, 0xff, 0xff}, 0.86)
}
func faceDark(col wonders.Color) color.NRGBA {
	return blend(cardColors[col], color.NRGBA{0, 0, 0, 0xff}, 0.2)
}

// set gives the face a card, in the words of w.
func (a *faceArt) set(w words, card wonders.Card) {
	a.card = card
	if card == wonders.NoCard {
		a.objs = nil
		return
	}
	info := card.Info()
	col := info.Color
	a.name = w.card(card)
	a.frame.FillColor, a.frame.StrokeColor = faceTint(col), cardColors[col]
	a.banner.FillColor = cardColors[col]
	a.namePlate.FillColor = faceDark(col)
	a.costBg.StrokeColor, a.givesBg.StrokeColor = cardColors[col], cardColors[col]
	a.col = col
	a.age.Text, a.age.Color = romanAge(info.Age), cardColors[col]
	a.effect.items = faceInked(faceEffects(w, info.Effects))
	a.coins, a.res = info.Cost.Coins, a.res[:0]
	for r, n := range info.Cost.Res {
		for range n {
			a.res = append(a.res, resourceIcons[r])
		}
	}
	for len(a.costImg) < len(a.res) {
		a.costImg = append(a.costImg, raster.NewPicture(nil, canvas.ImageFillContain))
	}
	a.coinText.Text = w.loc.Int(a.coins)
	a.needs.items, a.needsFull = nil, cardNames(w, info.ChainFrom)
	if names := a.needsFull; names != "" {
		a.needs.items = []glyph{{icon: chainIcon, text: names, color: faceInk}}
	}
	a.gives.items, a.givesFull = nil, cardNames(w, info.ChainTo)
	if names := a.givesFull; names != "" {
		a.gives.items = []glyph{{icon: chainIcon, text: names, color: faceInk}}
	}
	a.pictureRes = cardPicture(card)
	a.objs = []fyne.CanvasObject{a.shadow, a.frame, a.picture, a.banner, a.mark, a.plate, a.effect, a.costBg, a.coin, a.coinText}
	for i := range a.res {
		a.objs = append(a.objs, a.costImg[i])
	}
	a.objs = append(a.objs, a.needs, a.givesBg, a.gives, a.age, a.namePlate, a.title, a.title2)
	a.powerFull, a.title.Color = "", colorWhite
	switch col {
	case wonders.White:
		a.leaderSet(w, card)
	case wonders.Black:
		a.blackSet(w, card)
	}
}

// faceInked gives the texts of items with no colour of their own the card's
// ink: faces are paper whatever the theme.
func faceInked(items []glyph) []glyph {
	for i := range items {
		if items[i].color == nil {
			items[i].color = colorInk
		}
	}
	return items
}

// allowsOverlap reports whether two parts of the face lie over one
// another by design: the picture under the body's chains and words.
func (a *faceArt) allowsOverlap(x, y fyne.CanvasObject) bool {
	return x == a.picture || y == a.picture
}

// objects are the face's canvas objects, back to front.
func (a *faceArt) objects() []fyne.CanvasObject { return a.objs }

// shortened reports whether the name plate shows less than the full name.
func (a *faceArt) shortened() bool { return a.nameShown() != a.name }

// nameShown is the name as the plate shows it, its lines joined.
func (a *faceArt) nameShown() string {
	if a.title2.Visible() && a.title2.Text != "" {
		return a.title.Text + " " + a.title2.Text
	}
	return a.title.Text
}

// miniMinHeight is the height under which a face is drawn as its banner.
const miniMinHeight = 60

// layout places the face in the rectangle at pos of size. banner > 0 asks
// for a mini face whose banner is that high (a stacked card shows only
// that much); a face too short for the full layout is a mini one too.
func (a *faceArt) layout(pos fyne.Position, size fyne.Size, banner float32) {
	if a.card == wonders.NoCard {
		return
	}
	if banner <= 0 && size.Height < miniMinHeight {
		banner = min(size.Height, 24)
	}
	full := banner <= 0
	for _, o := range []fyne.CanvasObject{a.picture, a.costBg, a.coin, a.coinText, a.needs, a.givesBg, a.gives, a.age, a.namePlate} {
		showIf(o, full)
	}
	for _, img := range a.costImg {
		img.Hidden = !full
	}
	for _, p := range a.power {
		p.Hidden = true
	}
	a.title2.Hidden = true
	if full {
		a.layoutFull(pos, size)
		a.layoutPower()
	} else {
		a.layoutMini(pos, size, banner)
	}
	for _, o := range a.objs {
		if _, ok := o.(*glyphRow); !ok {
			o.Refresh()
		}
	}
}

// showIf shows o when on, hides it otherwise.
func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

func setBox(o fyne.CanvasObject, x, y, w, h float32) {
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(max(w, 0), max(h, 0)))
}

func within(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

// roundTop rounds a rectangle's top corners only, roundBottom its bottom ones.
func roundTop(r *canvas.Rectangle, rad float32) {
	r.CornerRadius, r.TopLeftCornerRadius, r.TopRightCornerRadius, r.BottomLeftCornerRadius, r.BottomRightCornerRadius = 0, rad, rad, 0, 0
}
func roundBottom(r *canvas.Rectangle, rad float32) {
	r.CornerRadius, r.TopLeftCornerRadius, r.TopRightCornerRadius, r.BottomLeftCornerRadius, r.BottomRightCornerRadius = 0, 0, 0, rad, rad
}

// fitGlyphs sizes row's icons (and texts with them, never under floor)
// to the largest of the sizes from hi down to lo that fits width, and
// reports its size.
func fitGlyphs(row *glyphRow, width, hi, lo, floor float32) fyne.Size {
	px := hi
	for ; px > lo; px-- {
		row.px, row.size = px, max(within(px*0.62, 9, 16), floor)
		if row.MinSize().Width <= width {
			break
		}
	}
	row.px, row.size = px, max(within(px*0.62, 9, 16), floor)
	row.Refresh()
	return row.MinSize()
}

func (a *faceArt) layoutFull(pos fyne.Position, size fyne.Size) {
	x0, y0, w, h := pos.X, pos.Y, size.Width, size.Height
	least := a.least()
	rad := within(w*0.07, 5, 10)
	a.shadow.CornerRadius, a.frame.CornerRadius = rad, rad
	a.shadow.Hidden, a.title.Hidden = false, false
	setBox(a.shadow, x0+1.5, y0+2.5, w, h)
	a.frame.StrokeWidth = within(w/55, 1.5, 3)
	setBox(a.frame, x0, y0, w, h)

	// The banner: the corner shape, then the effect on its white plate.
	bh := max(within(h*0.23, 22, 50), lineHeight(least, fyne.TextStyle{Bold: true})+10)
	roundTop(a.banner, rad)
	setBox(a.banner, x0, y0, w, bh)
	m := within(bh*0.34, 9, 16)
	a.mark.Resource = sized(colorShapes[a.col], m)
	setBox(a.mark, x0+5, y0+5, m, m)
	px0 := x0 + 5 + m + 4
	pw, ph := x0+w-5-px0, bh-9
	es := fitGlyphs(a.effect, pw-6, min(ph-4, 32), 9, least)
	// An effect too wide beside the corner shape takes its room: the
	// frame's colour says what the shape did.
	a.mark.Hidden = false
	if es.Width > pw-6 {
		a.mark.Hidden = true
		px0 = x0 + 5
		pw = x0 + w - 5 - px0
		es = fitGlyphs(a.effect, pw-6, min(ph-4, 32), 9, least)
	}
	a.plate.Hidden = false
	setBox(a.plate, px0, y0+4, pw, ph)
	// An effect too wide for the plate even at its smallest (a narrow
	// card's three science symbols) is left to the words of the body and
	// the detail.
	a.effect.Hidden = es.Width > pw-2 && a.powerFull != ""
	a.plate.Hidden = a.effect.Hidden
	ex := px0 + (pw-es.Width)/2
	if a.peek > 0 && a.peek < w {
		ex = px0 + 3 // the icons start where the strip shows them
	}
	setBox(a.effect, ex, y0+4+(ph-es.Height)/2, es.Width, es.Height)

	// The name plate, one line high or two for a name that takes two
	// (facename.go). A card under the next one keeps its name within the
	// strip that shows.
	nh := max(within(h*0.14, 17, 30), lineHeight(least, a.title.TextStyle)+3)
	room := w - namePad
	if a.peek > 0 && a.peek < w {
		room = min(room, a.peek-namePad)
	}
	lines, ls, style := nameLines(a.name, room, max(within(nh*0.62, 11, 16), least), least, fyne.TextStyle{Bold: true})
	a.title.TextStyle, a.title2.TextStyle = style, style
	lh := lineHeight(ls, style)
	nh = max(nh, float32(len(lines))*lh+3) + a.footInset
	roundBottom(a.namePlate, rad)
	setBox(a.namePlate, x0, y0+h-nh, w, nh)
	ty := y0 + h - nh + max((nh-a.footInset-float32(len(lines))*lh)/2, 0)
	a.title.Text, a.title.TextSize = lines[0], ls
	setBox(a.title, x0+namePadLeft, ty, w-namePad, lh)
	if len(lines) > 1 {
		a.title2.Text, a.title2.TextSize, a.title2.Color, a.title2.Hidden = lines[1], ls, a.title.Color, false
		setBox(a.title2, x0+namePadLeft, ty+lh, w-namePad, lh)
	}

	// The cost column down the left: coins first, then each resource.
	top, bottom := y0+bh+4, y0+h-nh-4
	n := len(a.res)
	if a.coins > 0 {
		n++
	}
	cx1 := x0 + 4
	if n > 0 {
		// As few columns as keep the icons legible, up to four.
		var cpx float32
		cols, per := 1, n
		for ; ; cols++ {
			per = (n + cols - 1) / cols
			cpx = min(within(w*0.14, 12, 24), (bottom-top-3)/float32(per)-3)
			if cpx >= 10 || cols == 4 {
				break
			}
		}
		cpx = max(cpx, 4)
		colW := cpx + 6
		setBox(a.costBg, x0+4, top, colW*float32(cols)-float32(cols-1)*3, float32(per)*(cpx+3)+3)
		i := 0
		at := func() (float32, float32) {
			c, r := i/per, i%per
			i++
			return x0 + 7 + float32(c)*(cpx+3), top + 3 + float32(r)*(cpx+3)
		}
		a.coin.Hidden, a.coinText.Hidden = a.coins == 0, a.coins == 0
		if a.coins > 0 {
			x, y := at()
			setBox(a.coin, x, y, cpx, cpx)
			a.coinText.TextSize = max(cpx*0.62, least)
			th := measure.Text("0", a.coinText.TextSize, a.coinText.TextStyle).Height
			setBox(a.coinText, x, y+(cpx-th)/2, cpx, th)
		}
		for j, res := range a.res {
			x, y := at()
			a.costImg[j].Resource = sized(res, cpx)
			setBox(a.costImg[j], x, y, cpx, cpx)
		}
		cx1 = a.costBg.Position().X + a.costBg.Size().Width + 4
	} else {
		a.costBg.Hidden, a.coin.Hidden, a.coinText.Hidden = true, true, true
	}

	// The body: the picture, chain needed at the top, chain given and
	// the Age at the foot.
	bx0, bx1 := max(cx1, x0+6), x0+w-5
	a.body = [4]float32{bx0, top, bx1, bottom}
	a.age.TextSize = max(within(w*0.085, 9, 14), least)
	as := measure.Text(a.age.Text, a.age.TextSize, a.age.TextStyle)
	setBox(a.age, bx1-as.Width-1, bottom-as.Height, as.Width, as.Height)
	// A short body keeps the chain given and leaves the chain needed to
	// the badge ("chain") and the detail.
	cpx := within(w*0.085, 10, 15)
	body := bottom - top
	ch := max(cpx, lineHeight(max(within(cpx*0.8, 8, 12), least), fyne.TextStyle{}))
	ns := sizeChain(a.needs, a.needsFull, cpx, bx1-bx0, body >= 3*ch+24, least)
	setBox(a.needs, bx0, top, ns.Width, ns.Height)
	// The chains given run under the cost column when it leaves room.
	gx := bx0
	if a.costBg.Hidden || a.costBg.Position().Y+a.costBg.Size().Height < bottom-ch-6 {
		gx = x0 + 4
	}
	room = bx1 - gx - as.Width - 4 - 10 // the pill's padding aside
	gs := sizeChain(a.gives, a.givesFull, cpx, room, body >= ch+10 && room >= cpx+4, least)
	a.givesBg.Hidden = a.gives.Hidden
	a.givesBg.CornerRadius = (gs.Height + 4) / 2
	setBox(a.givesBg, gx, bottom-gs.Height-4, gs.Width+10, gs.Height+4)
	setBox(a.gives, gx+5, bottom-gs.Height-2, gs.Width, gs.Height)

	// The picture fills the body between the chains, as large as it
	// goes (a leader's or a black card's shares it with the power's
	// words: layoutPower).
	py0, py1 := top+1, bottom-1
	if !a.needs.Hidden {
		py0 = top + ns.Height + 2
	}
	if !a.givesBg.Hidden {
		py1 = bottom - gs.Height - 6
	} else if a.age.Text != "" {
		py1 = bottom - as.Height - 1 // above the Age in its corner
	}
	a.placePicture(bx0, py0, bx1, py1, 0.95)
}

// placePicture draws the picture as large as fits the box x0, y0, x1, y1
// (fill of it at most), centred; hidden when there is no room.
func (a *faceArt) placePicture(x0, y0, x1, y1, fill float32) {
	s := min(x1-x0, y1-y0) * fill
	a.picture.Translucency = 0
	a.picture.Hidden = s < 12 || a.pictureRes == nil
	if a.picture.Hidden {
		return
	}
	a.picture.Resource = sized(a.pictureRes, s)
	setBox(a.picture, x0+(x1-x0-s)/2, y0+(y1-y0-s)/2, s, s)
}

// fitShrink is s at the largest text size from hi down to lo that fits
// width, shortened at lo if it must be.
func fitShrink(s string, width, hi, lo float32, style fyne.TextStyle) (string, float32) {
	for size := hi; size > lo; size -= 0.5 {
		if measure.Text(s, size, style).Width <= width {
			return s, size
		}
	}
	return fit(s, width, lo, style), lo
}

// sizeChain sizes a chain row (chain icon and the names full, never
// under least) to fit width, hidden when there is no chain or no room for
// it; a row too narrow for a few letters of the names keeps its icon, the
// names on hover.
func sizeChain(row *glyphRow, full string, px, width float32, room bool, least float32) fyne.Size {
	row.Hidden = len(row.items) == 0 || !room
	if row.Hidden {
		return fyne.Size{}
	}
	row.px, row.size = px, max(within(px*0.8, 8, 12), least)
	it := &row.items[0]
	it.text = ""
	if tw := width - px - 2; tw >= measure.Text("Abc…", row.size, fyne.TextStyle{}).Width {
		it.text = fit(full, tw, row.size, fyne.TextStyle{})
	}
	row.Refresh()
	return row.MinSize()
}

func (a *faceArt) layoutMini(pos fyne.Position, size fyne.Size, bh float32) {
	x0, y0, w, h := pos.X, pos.Y, size.Width, size.Height
	a.title.TextStyle = fyne.TextStyle{Bold: true}
	bh = min(bh, h)
	rad := within(bh*0.32, 3, 7)
	a.shadow.Hidden = true
	a.frame.CornerRadius, a.frame.StrokeWidth = rad, 1.2
	setBox(a.frame, x0, y0, w, h)
	if bh >= h {
		a.banner.CornerRadius, a.banner.TopLeftCornerRadius, a.banner.TopRightCornerRadius = rad, 0, 0
		a.banner.BottomLeftCornerRadius, a.banner.BottomRightCornerRadius = 0, 0
	} else {
		roundTop(a.banner, rad)
	}
	setBox(a.banner, x0, y0, w, bh)
	// Under the banner, when the card shows more of itself (a stack's
	// top card), its picture: a compact card.
	if h-bh >= 18 {
		a.placePicture(x0+3, y0+bh+2, x0+w-3, y0+h-3, 0.92)
	} else {
		a.picture.Hide()
	}
	m := within(bh*0.5, 7, 12)
	a.mark.Hidden = false
	a.mark.Resource = sized(colorShapes[a.col], m)
	setBox(a.mark, x0+4, y0+(bh-m)/2, m, m)
	// A banner too low for a legible line shows the shape alone: the
	// stack opens it on hover, and the detail says it all.
	least := a.least()
	words := bh >= lineHeight(least, a.title.TextStyle)-1
	a.title.Hidden = !words
	// The effect on a small plate at the right, when the name keeps room.
	epx := within(bh-7, 8, 24)
	es := fitGlyphs(a.effect, w*0.5, epx, 8, least)
	tx := x0 + 4 + m + 4
	hi := max(within(bh*0.55, 8, 16), least)
	room := x0 + w - tx - es.Width - 10
	show := words && es.Height <= bh && room >= min(44, measure.Text(a.name, hi, a.title.TextStyle).Width)
	a.plate.Hidden, a.effect.Hidden = !show, !show
	if show {
		a.plate.CornerRadius = 3
		setBox(a.plate, x0+w-es.Width-7, y0+2, es.Width+5, bh-4)
		setBox(a.effect, x0+w-es.Width-4.5, y0+(bh-es.Height)/2, es.Width, es.Height)
	} else {
		room = x0 + w - tx - 3
	}
	if !words {
		return
	}
	a.title.Text, a.title.TextSize = fitShrink(a.name, room, hi, least, a.title.TextStyle)
	ts := measure.Text(a.title.Text, a.title.TextSize, a.title.TextStyle)
	setBox(a.title, tx, y0+max((bh-ts.Height)/2, 0), room, ts.Height)
}

// shapeWatermarks are the seven colour shapes (and the wreath and the
// mask) filled with their colour: an empty stack's mark, and the body's
// art of a card without a picture (which the assets' tests forbid).
var shapeWatermarks = func() (out [wonders.NumColors + 2]fyne.Resource) {
	shapes := [wonders.NumColors]string{
		`<rect x="12" y="12" width="76" height="76"/>`,
		`<polygon points="50,3 97,50 50,97 3,50"/>`,
		`<circle cx="50" cy="50" r="45"/>`,
		`<polygon points="50,6 96,92 4,92"/>`,
		`<path d="M36 4h28v32h32v28h-32v32h-28v-32h-32v-28h32z"/>`,
		`<polygon points="50,3 91,26 91,74 50,97 9,74 9,26"/>`,
		`<polygon points="50,6 61,37 93,38 68,58 77,90 50,71 23,90 32,58 7,38 39,37"/>`,
	}
	for col, s := range shapes {
		c := cardColors[col]
		svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><g fill="` +
			hexColor(c) + `">` + s + `</g></svg>`
		out[col] = fyne.NewStaticResource("wonders-watermark-"+wonders.Color(col).String()+".svg", []byte(svg))
	}
	out[wonders.White] = leaderWatermark
	out[wonders.Black] = blackWatermark
	return out
}()

func hexColor(c color.NRGBA) string {
	const digits = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0}
	for i, v := range []uint8{c.R, c.G, c.B} {
		b[1+2*i], b[2+2*i] = digits[v>>4], digits[v&15]
	}
	return string(b)
}

// faceEffects draws a card's effects for its banner: as effectsGlyphs,
// with trade arrows for the cities a commercial card looks at.
func faceEffects(w words, effects []wonders.Effect) []glyph {
	var out []glyph
	for i, e := range effects {
		var g []glyph
		switch e.Kind {
		case wonders.Discount:
			g = arrowed(e.Cities, resourceGlyphs(e.Set))
		case wonders.CoinsPer, wonders.PointsPer:
			res := coinIcon
			if e.Kind == wonders.PointsPer {
				res = pointsIcon
			}
			g = append([]glyph{{icon: res, text: w.loc.Int(e.N), bold: true}, {text: "/"}}, arrowed(e.Cities, faceCounted(e.Count))...)
		case wonders.Pillage:
			// A victory token for the guild, a defeat token to each neighbour.
			g = append([]glyph{{icon: pointsIcon, text: w.loc.Int(e.N), bold: true}}, arrowed(wonders.Left|wonders.Right, []glyph{{icon: defeatIcon}})...)
			g[1].space = true
		default:
			g = effectGlyphs(w, e)
		}
		if i > 0 && len(g) > 0 {
			g[0].space = true
		}
		out = append(out, g...)
	}
	return out
}

// faceCounted is what a per-item effect counts: countedGlyphs, with
// Faith's shields (a shield, on a red card for the red cards' shields
// only) and standing gods.
func faceCounted(c wonders.Counted) []glyph {
	out := countedGlyphs(c)
	if c&wonders.CountCardShields != 0 {
		out = append(out, glyph{icon: colorCards[wonders.Red]}, glyph{icon: shieldIcon})
	} else if c&wonders.CountShields != 0 {
		out = append(out, glyph{icon: shieldIcon})
	}
	if c&wonders.CountGods != 0 {
		out = append(out, glyph{icon: godIcon})
	}
	return out
}

func resourceGlyphs(s wonders.ResourceSet) []glyph {
	var out []glyph
	for _, r := range s.List() {
		out = append(out, glyph{icon: resourceIcons[r]})
	}
	return out
}

// arrowed puts a left arrow before items when c looks at the left
// neighbour and a right arrow after them for the right one.
func arrowed(c wonders.Cities, items []glyph) []glyph {
	var out []glyph
	if c&wonders.Left != 0 {
		out = append(out, glyph{icon: leftIcon})
	}
	out = append(out, items...)
	if c&wonders.Right != 0 {
		out = append(out, glyph{icon: rightIcon})
	}
	return out
}
