package wonders

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"agora/ui/measure"
	"agora/ui/raster"
)

// The table's tokens drawn as objects, in vectors so that they stay crisp
// at any scale: a coin with its value, a shield with the city's strength,
// the victory tokens (+1, +3, +5 in a laurel, one metal per Age), the
// defeat token (−1), the First Merchant's token and a die face with its
// pips. Each is a small widget built with its height in pixels and given
// what it shows with set; every one may carry a hover tip (its hover's t
// and tip). The neighbour panels and the strip may use them as they are.

// Token colours.
var (
	coinFill     = color.NRGBA{0xf5, 0xc0, 0x2e, 0xff}
	coinEdge     = color.NRGBA{0xa1, 0x62, 0x07, 0xff}
	coinInk      = color.NRGBA{0x5b, 0x34, 0x06, 0xff}
	laurelGreen  = color.NRGBA{0x3f, 0x7d, 0x20, 0xff}
	defeatFill   = color.NRGBA{0x29, 0x25, 0x24, 0xff}
	shieldFill   = color.NRGBA{0xb9, 0x1c, 0x1c, 0xff}
	shieldEdge   = color.NRGBA{0x7f, 0x1d, 0x1d, 0xff}
	dieFill      = color.NRGBA{0xfc, 0xfb, 0xf7, 0xff}
	dieEdge      = color.NRGBA{0x44, 0x40, 0x3c, 0xff}
	takenFill    = color.NRGBA{0xa8, 0xa2, 0x9e, 0xff}
	merchantFill = color.NRGBA{0xfe, 0xf3, 0xc7, 0xff}
	onePip       = color.NRGBA{0xc0, 0x26, 0x26, 0xff}
)

// victoryMetal is a victory token's face for its value: bronze for Age
// I's +1, silver for Age II's +3, gold for Age III's +5.
func victoryMetal(points int) (fill, edge color.NRGBA) {
	switch {
	case points >= 5:
		return color.NRGBA{0xf2, 0xc8, 0x4b, 0xff}, color.NRGBA{0x92, 0x6a, 0x0a, 0xff}
	case points >= 3:
		return color.NRGBA{0xd6, 0xd3, 0xd1, 0xff}, color.NRGBA{0x57, 0x53, 0x4e, 0xff}
	}
	return color.NRGBA{0xe0, 0x9f, 0x6b, 0xff}, color.NRGBA{0x8a, 0x4b, 0x1c, 0xff}
}

// drawn is the common part of the tokens: a height, the objects, how
// they lie in a size and how wide the token is for its height.
type drawn struct {
	widget.BaseWidget
	hover
	t      *Table // the table whose text floor the numeral keeps (nil: none)
	px     float32
	aspect float32 // width over height
	objs   []fyne.CanvasObject
	lay    func(size fyne.Size)
	// A tile token (conflict, debt) widens for its numeral num, drawn
	// at share of its height after lead of it.
	num         *canvas.Text
	share, lead float32
}

// widen makes d a tile that widens for its numeral.
func (d *drawn) widen(num *canvas.Text, share, lead float32) {
	d.num, d.share, d.lead = num, share, lead
}

// widthFor is the token's width at height h: its aspect's, or a tile's
// numeral with a margin.
func (d *drawn) widthFor(h float32) float32 {
	w := h * d.aspect
	if d.num != nil {
		tw := measure.Text(d.num.Text, d.numeral(h, d.share), d.num.TextStyle).Width
		w = max(w, h*d.lead+tw+h*0.3)
	}
	return w
}

func (d *drawn) init(self fyne.Widget, px, aspect float32, lay func(fyne.Size), objs ...fyne.CanvasObject) {
	d.px, d.aspect, d.lay, d.objs = px, aspect, lay, objs
	d.self = self
	d.ExtendBaseWidget(self)
}

// CreateRenderer is shared by every token.
func (d *drawn) CreateRenderer() fyne.WidgetRenderer { return &drawnRenderer{d: d} }

type drawnRenderer struct{ d *drawn }

func (r *drawnRenderer) Destroy()                     {}
func (r *drawnRenderer) Objects() []fyne.CanvasObject { return r.d.objs }
func (r *drawnRenderer) MinSize() fyne.Size           { return fyne.NewSize(r.d.widthFor(r.d.px), r.d.px) }
func (r *drawnRenderer) Refresh() {
	r.Layout(r.d.Size())
	for _, o := range r.d.objs {
		o.Refresh()
	}
}

// Layout keeps the token's proportions, centred in the size given.
func (r *drawnRenderer) Layout(size fyne.Size) {
	h := min(size.Height, size.Width/r.d.aspect)
	if h <= 0 {
		return
	}
	w := h * r.d.aspect
	if r.d.num != nil {
		w = min(size.Width, r.d.widthFor(h))
	}
	r.d.lay(fyne.NewSize(w, h))
	off := fyne.NewPos((size.Width-w)/2, (size.Height-h)/2)
	for _, o := range r.d.objs {
		o.Move(o.Position().Add(off))
	}
}

// centre puts t across the whole box at (x, y, w, h) with its text
// centred, its line kept within the token's height from y.
func centre(t *canvas.Text, x, y, w, h float32) {
	t.Alignment = fyne.TextAlignCenter
	m := measure.Text(t.Text, t.TextSize, t.TextStyle)
	t.Move(fyne.NewPos(x, max(y+(h-m.Height)/2, y)))
	t.Resize(fyne.NewSize(w, m.Height))
}

// numeral is the size of a token's numeral: share of its height, never
// under the table's least text size (Table.faceText), however small the
// token.
func (d *drawn) numeral(height, share float32) float32 {
	return max(height*share, d.t.faceText())
}

// coinToken is a gold coin with its value.
type coinToken struct {
	drawn
	disc, ring *canvas.Circle
	value      *canvas.Text
	n          int
}

func newCoinToken(px float32) *coinToken {
	c := &coinToken{disc: canvas.NewCircle(coinFill), ring: canvas.NewCircle(color.Transparent), value: canvas.NewText("", coinInk)}
	c.disc.StrokeColor, c.ring.StrokeColor = coinEdge, color.NRGBA{0xd9, 0x8e, 0x06, 0xff}
	c.value.TextStyle.Bold = true
	c.init(c, px, 1, c.layout, c.disc, c.ring, c.value)
	return c
}

// set shows the coin's value.
func (c *coinToken) set(n int) {
	c.n, c.value.Text = n, strconv.Itoa(n)
	c.Refresh()
}

func (c *coinToken) layout(s fyne.Size) {
	c.disc.StrokeWidth = max(1, s.Height/14)
	c.disc.Move(fyne.NewPos(0, 0))
	c.disc.Resize(s)
	in := s.Height * 0.14
	c.ring.StrokeWidth = max(0.6, s.Height/24)
	c.ring.Move(fyne.NewPos(in, in))
	c.ring.Resize(fyne.NewSize(s.Width-2*in, s.Height-2*in))
	c.value.TextSize = c.numeral(s.Height, 0.55)
	if len(c.value.Text) > 1 {
		c.value.TextSize = c.numeral(s.Height, 0.5)
	}
	centre(c.value, 0, 0, s.Width, s.Height)
}

// shieldToken is a red shield with the number of shields.
type shieldToken struct {
	drawn
	shape *canvas.ArbitraryPolygon
	value *canvas.Text
	n     int
}

func newShieldToken(px float32) *shieldToken {
	s := &shieldToken{shape: canvas.NewArbitraryPolygon([]fyne.Position{{X: 0.04, Y: 0.06}, {X: 0.5, Y: 0}, {X: 0.96, Y: 0.06},
		{X: 0.92, Y: 0.55}, {X: 0.5, Y: 1}, {X: 0.08, Y: 0.55}}, shieldFill), value: canvas.NewText("", colorWhite)}
	s.shape.NormalizedPoints, s.shape.StrokeColor = true, shieldEdge
	s.shape.CornerRadii = []float32{2, 1, 2, 3, 2, 3}
	s.value.TextStyle.Bold = true
	s.init(s, px, 0.88, s.layout, s.shape, s.value)
	return s
}

// set shows the number of shields.
func (s *shieldToken) set(n int) {
	s.n, s.value.Text = n, strconv.Itoa(n)
	s.Refresh()
}

func (s *shieldToken) layout(sz fyne.Size) {
	s.shape.StrokeWidth = max(1, sz.Height/16)
	s.shape.Move(fyne.NewPos(0, 0))
	s.shape.Resize(sz)
	s.value.TextSize = s.numeral(sz.Height, 0.5)
	centre(s.value, 0, 0, sz.Width, sz.Height*0.82)
}

// victoryToken is a victory token: its value in a laurel, on the metal of
// its Age.
type victoryToken struct {
	drawn
	face           *canvas.Rectangle
	left, right    *canvas.Arc
	value          *canvas.Text
	points         int
	defeat, dimmed bool
}

func newVictoryToken(px float32) *victoryToken {
	v := &victoryToken{face: canvas.NewRectangle(color.Transparent), left: canvas.NewArc(200, 330, 0.78, laurelGreen),
		right: canvas.NewArc(30, 160, 0.78, laurelGreen), value: canvas.NewText("", colorInk)}
	v.value.TextStyle.Bold = true
	v.init(v, px, 1, v.layout, v.face, v.left, v.right, v.value)
	v.widen(v.value, 0.5, 0)
	return v
}

// set shows a victory token of points (+1, +3, +5).
func (v *victoryToken) set(points int) {
	v.points = points
	fill, edge := victoryMetal(points)
	v.face.FillColor, v.face.StrokeColor = fill, edge
	v.value.Text = "+" + strconv.Itoa(points)
	v.Refresh()
}

func (v *victoryToken) layout(s fyne.Size) {
	v.face.CornerRadius, v.face.StrokeWidth = s.Height*0.2, max(1, s.Height/16)
	v.face.Move(fyne.NewPos(0, 0))
	v.face.Resize(s)
	// The laurel: two green branches meeting under the value.
	d := s.Height * 0.8
	for _, a := range []*canvas.Arc{v.left, v.right} {
		a.Move(fyne.NewPos((s.Width-d)/2, (s.Height-d)/2))
		a.Resize(fyne.NewSize(d, d))
	}
	v.value.TextSize = v.numeral(s.Height, 0.5)
	centre(v.value, 0, 0, s.Width, s.Height)
}

// defeatToken is a defeat token, −1 on black.
type defeatToken struct {
	drawn
	face  *canvas.Rectangle
	value *canvas.Text
}

func newDefeatToken(px float32) *defeatToken {
	d := &defeatToken{face: canvas.NewRectangle(defeatFill), value: canvas.NewText("−1", colorWhite)}
	d.face.StrokeColor = color.NRGBA{0x78, 0x71, 0x6c, 0xff}
	d.value.TextStyle.Bold = true
	d.init(d, px, 1, d.layout, d.face, d.value)
	d.widen(d.value, 0.5, 0)
	return d
}

func (d *defeatToken) layout(s fyne.Size) {
	d.face.CornerRadius, d.face.StrokeWidth = s.Height*0.2, max(1, s.Height/16)
	d.face.Move(fyne.NewPos(0, 0))
	d.face.Resize(s)
	d.value.TextSize = d.numeral(s.Height, 0.5)
	centre(d.value, 0, 0, s.Width, s.Height)
}

// merchantToken is the First Merchant's token: a cream disc with a gold
// rim and the merchant's scales.
type merchantToken struct {
	drawn
	disc *canvas.Circle
	icon *raster.Picture
}

func newMerchantToken(px float32) *merchantToken {
	m := &merchantToken{disc: canvas.NewCircle(merchantFill), icon: raster.NewPicture(nil, canvas.ImageFillContain)}
	m.disc.StrokeColor = coinEdge
	m.icon.Resource = sized(merchantIcon, px)
	m.init(m, px, 1, m.layout, m.disc, m.icon)
	return m
}

func (m *merchantToken) layout(s fyne.Size) {
	m.disc.StrokeWidth = max(1, s.Height/10)
	m.disc.Move(fyne.NewPos(0, 0))
	m.disc.Resize(s)
	in := s.Height * 0.18
	m.icon.Move(fyne.NewPos(in, in))
	m.icon.Resize(fyne.NewSize(s.Width-2*in, s.Height-2*in))
}

// dieFace is a Commerce die showing a face with its pips. Face 1 counts
// as no unit: its single pip is large and red. A taken die is greyed.
type dieFace struct {
	drawn
	face  int
	taken bool
	body  *canvas.Rectangle
	pips  [6]*canvas.Circle
}

func newDieFace(px float32) *dieFace {
	d := &dieFace{body: canvas.NewRectangle(dieFill)}
	d.body.StrokeColor = dieEdge
	objs := []fyne.CanvasObject{d.body}
	for i := range d.pips {
		d.pips[i] = canvas.NewCircle(dieEdge)
		objs = append(objs, d.pips[i])
	}
	d.init(d, px, 1, d.layout, objs...)
	return d
}

// set shows face (1 to 6), greyed when taken.
func (d *dieFace) set(face int, taken bool) {
	d.face, d.taken = min(max(face, 0), 6), taken
	d.Refresh()
}

// pipSpots are where a face's pips lie on a 3×3 grid (0 to 2 each way).
var pipSpots = [7][][2]int{
	{},
	{{1, 1}},
	{{0, 0}, {2, 2}},
	{{0, 0}, {1, 1}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	{{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}

// pipCount is how many pips the face shows.
func (d *dieFace) pipCount() int {
	n := 0
	for _, p := range d.pips {
		if p.Visible() {
			n++
		}
	}
	return n
}

func (d *dieFace) layout(s fyne.Size) {
	d.body.CornerRadius, d.body.StrokeWidth = s.Height*0.2, max(1, s.Height/18)
	d.body.FillColor, d.body.StrokeColor = dieFill, dieEdge
	ink := color.Color(dieEdge)
	if d.taken {
		d.body.FillColor, d.body.StrokeColor, ink = takenFill, color.NRGBA{0x78, 0x71, 0x6c, 0xff}, color.NRGBA{0x78, 0x71, 0x6c, 0xff}
	}
	d.body.Move(fyne.NewPos(0, 0))
	d.body.Resize(s)
	r := s.Height * 0.1
	step := (s.Height - 2*s.Height*0.26) / 2
	spots := pipSpots[d.face]
	for i, p := range d.pips {
		if i >= len(spots) {
			p.Hide()
			continue
		}
		p.Show()
		p.FillColor, p.StrokeColor, p.StrokeWidth = ink, ink, 0
		pr := r
		if d.face == 1 {
			// Face 1 gives nothing: a large red pip, as on many dice,
			// which the hover explains.
			pr = s.Height * 0.15
			if !d.taken {
				p.FillColor = onePip
			}
		}
		cx := s.Height*0.26 + float32(spots[i][0])*step
		cy := s.Height*0.26 + float32(spots[i][1])*step
		p.Move(fyne.NewPos(cx-pr, cy-pr))
		p.Resize(fyne.NewSize(2*pr, 2*pr))
	}
}

// onTable puts the token on t: its hover tip shows in t's tip layer, its
// numeral keeps t's least text size.
func (d *drawn) onTable(t *Table) { d.t, d.tips = t, tipsOf(t) }
