package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/measure"
	"agora/ui/raster"
)

// The look of the Faith gods: each pantheon frames its cards in its own
// colour with its own motif along the top (a Greek meander, Egyptian
// papyrus umbels, Babylonian merlons, Goodisian stars), so that the
// pantheon reads without its colour. Each god shows its picture (its
// attribute: Zeus' lightning, Poseidon's trident...) in its pantheon's
// colour. A god standing in a city is a small token in the same frame.

// godCardFill is the parchment of a god card.
var godCardFill = color.NRGBA{0xfb, 0xf7, 0xee, 0xff}

// pantheonMotifs is the repeated unit of each pantheon's frame, in a box
// of width 1 and height 1, clockwise.
var pantheonMotifs = map[wonders.Pantheon]pts{
	wonders.Greek: {{X: 0, Y: 1}, {X: 0, Y: 0}, {X: 0.8, Y: 0}, {X: 0.8, Y: 0.72}, {X: 0.36, Y: 0.72}, {X: 0.36, Y: 0.4},
		{X: 0.56, Y: 0.4}, {X: 0.56, Y: 0.24}, {X: 0.2, Y: 0.24}, {X: 0.2, Y: 1}},
	wonders.Egyptian: {{X: 0.08, Y: 0.08}, {X: 0.34, Y: 0.3}, {X: 0.5, Y: 0}, {X: 0.66, Y: 0.3}, {X: 0.92, Y: 0.08},
		{X: 0.56, Y: 0.62}, {X: 0.56, Y: 1}, {X: 0.44, Y: 1}, {X: 0.44, Y: 0.62}},
	wonders.Babylonian: {{X: 0, Y: 1}, {X: 0, Y: 0.6}, {X: 0.2, Y: 0.6}, {X: 0.2, Y: 0.3}, {X: 0.4, Y: 0.3}, {X: 0.4, Y: 0},
		{X: 0.6, Y: 0}, {X: 0.6, Y: 0.3}, {X: 0.8, Y: 0.3}, {X: 0.8, Y: 0.6}, {X: 1, Y: 0.6}, {X: 1, Y: 1}},
	wonders.Goodisian: {{X: 0.5, Y: 0}, {X: 0.62, Y: 0.36}, {X: 1, Y: 0.38}, {X: 0.7, Y: 0.6}, {X: 0.81, Y: 1},
		{X: 0.5, Y: 0.78}, {X: 0.19, Y: 1}, {X: 0.3, Y: 0.6}, {X: 0, Y: 0.38}, {X: 0.38, Y: 0.36}},
}

// motifBand is a band of a pantheon's colour with its motif repeated
// along it.
type motifBand struct {
	bg    *canvas.Rectangle
	units []*canvas.ArbitraryPolygon
	objs  []fyne.CanvasObject
}

func newMotifBand(n int) *motifBand {
	m := &motifBand{bg: canvas.NewRectangle(color.Transparent)}
	m.bg.CornerRadius = 3
	m.objs = append(m.objs, m.bg)
	for range n {
		p := canvas.NewArbitraryPolygon(nil, color.NRGBA{0xff, 0xff, 0xff, 0xa0})
		p.NormalizedPoints = true
		m.units = append(m.units, p)
		m.objs = append(m.objs, p)
	}
	return m
}

// lay draws the band for pantheon p at (x, y) in size s.
func (m *motifBand) lay(p wonders.Pantheon, x, y float32, s fyne.Size) {
	m.bg.FillColor = pantheonColors[p]
	m.bg.Move(fyne.NewPos(x, y))
	m.bg.Resize(s)
	m.bg.Refresh()
	h := s.Height - 4
	u := h * 1.25
	if p == wonders.Greek {
		u = h * 1.1
	}
	n := int((s.Width - 4) / (u + 2))
	x0 := x + (s.Width-float32(n)*(u+2)+2)/2
	for i, unit := range m.units {
		unit.Hidden = i >= n || h < 3
		if unit.Hidden {
			continue
		}
		unit.Points = pantheonMotifs[p]
		unit.Move(fyne.NewPos(x0+float32(i)*(u+2), y+2))
		unit.Resize(fyne.NewSize(u, h))
		unit.Refresh()
	}
}

// godToken is a god standing in a city: a small disc in its pantheon's
// frame with the god's picture; hovering it names the god, the Age it was
// invoked in and its power.
type godToken struct {
	widget.BaseWidget
	hover
	t       *Table
	px      float32
	god     wonders.InvokedGod
	disc    *canvas.Circle
	picture *raster.Picture
	res     fyne.Resource // the picture at no size
}

func newGodToken(t *Table, px float32) *godToken {
	g := &godToken{t: t, px: px, disc: canvas.NewCircle(godCardFill), picture: raster.NewPicture(nil, canvas.ImageFillContain)}
	g.hover = hover{tips: tipsOf(t), self: g, tip: func() string {
		w := g.t.words
		return w.T("wonders.board.god.invoked", map[string]any{"God": w.god(g.god.God), "Age": romanAge(g.god.Age)}) +
			"\n" + w.godPower(g.god.God, g.god.Age)
	}}
	g.ExtendBaseWidget(g)
	return g
}

// set shows the god invoked.
func (g *godToken) set(ig wonders.InvokedGod) {
	g.god = ig
	info := ig.God.Info()
	col := pantheonColors[info.Pantheon]
	g.disc.StrokeColor = col
	g.res = godPicture(ig.God, col)
	g.Refresh()
}

func (g *godToken) CreateRenderer() fyne.WidgetRenderer { return &godTokenRenderer{g: g} }

type godTokenRenderer struct{ g *godToken }

func (r *godTokenRenderer) Destroy() {}
func (r *godTokenRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.g.disc, r.g.picture}
}
func (r *godTokenRenderer) MinSize() fyne.Size { return fyne.NewSize(r.g.px, r.g.px) }
func (r *godTokenRenderer) Refresh() {
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

func (r *godTokenRenderer) Layout(size fyne.Size) {
	g := r.g
	d := min(size.Width, size.Height)
	g.disc.StrokeWidth = max(2, d/8)
	g.disc.Move(fyne.NewPos((size.Width-d)/2, (size.Height-d)/2))
	g.disc.Resize(fyne.NewSize(d, d))
	// The picture inside the ring.
	p := d * 0.66
	g.picture.Hidden = g.res == nil || p < 6
	if !g.picture.Hidden {
		g.picture.Resource = sized(g.res, p)
		g.picture.Move(fyne.NewPos((size.Width-p)/2, (size.Height-p)/2))
		g.picture.Resize(fyne.NewSize(p, p))
		g.picture.Refresh()
	}
}

// powerText is a god's power in wrapped lines, as many as it takes up
// to its most; hovering it shows the whole text when the last line is
// shortened, which FullText gives too. widthFn, when set, is the width
// it wraps to when asked its size (the prompt's width being tried).
type powerText struct {
	widget.BaseWidget
	hover
	full    string
	size    float32
	n       int     // the lines it asks height for
	width   float32 // the width set asks lines for, without widthFn
	widthFn func() float32
	lines   []*canvas.Text
	objs    []fyne.CanvasObject
}

func newPowerText(t *Table, size float32, max int) *powerText {
	p := &powerText{size: size}
	for range max {
		l := canvas.NewText("", nil)
		l.TextSize = size
		p.lines = append(p.lines, l)
		p.objs = append(p.objs, l)
	}
	p.hover = hover{tips: tipsOf(t), self: p, tip: func() string {
		if p.shortened() {
			return p.full
		}
		return ""
	}}
	p.ExtendBaseWidget(p)
	return p
}

// set gives the whole text, asking for the lines it takes at width.
func (p *powerText) set(text string, width float32, ink color.Color) {
	p.setLines(text, width, ink, len(p.lines))
}

// setLines is set with at most n lines, the rest of the words on hover.
func (p *powerText) setLines(text string, width float32, ink color.Color, n int) {
	p.full, p.width = text, width
	p.n = min(n, len(p.lines))
	for _, l := range p.lines {
		l.Color, l.TextSize = ink, p.size
	}
	p.Refresh()
}

// wrapped are the lines of the text at width, at most the lines asked.
func (p *powerText) wrapped(width float32) []string {
	if p.full == "" || width <= 0 || p.n == 0 {
		return nil
	}
	return wrap(p.full, width, p.size, p.n)
}

// shortened reports whether the lines shown leave words out.
func (p *powerText) shortened() bool {
	for _, l := range p.lines {
		if strings.HasSuffix(l.Text, "…") {
			return true
		}
	}
	return false
}

// FullText is the whole power.
func (p *powerText) FullText() string { return p.full }

func (p *powerText) lineH() float32 { return measure.Text("Ag", p.size, fyne.TextStyle{}).Height }

func (p *powerText) CreateRenderer() fyne.WidgetRenderer { return &powerRenderer{p: p} }

type powerRenderer struct{ p *powerText }

func (r *powerRenderer) Destroy()                     {}
func (r *powerRenderer) Objects() []fyne.CanvasObject { return r.p.objs }
func (r *powerRenderer) MinSize() fyne.Size {
	p := r.p
	w := p.width
	if p.widthFn != nil {
		w = p.widthFn()
	}
	return fyne.NewSize(40, float32(len(p.wrapped(w)))*p.lineH())
}
func (r *powerRenderer) Refresh() {
	r.Layout(r.p.Size())
	for _, l := range r.p.lines {
		l.Refresh()
	}
}

func (r *powerRenderer) Layout(size fyne.Size) {
	p := r.p
	lh := p.lineH()
	var lines []string
	if n := min(p.n, int(size.Height/lh+0.01)); n > 0 && size.Width > 0 {
		lines = wrap(p.full, size.Width, p.size, n)
	}
	for i, l := range p.lines {
		l.Text, l.TextSize = "", p.size
		if i < len(lines) {
			l.Text = lines[i]
		}
		l.Hidden = l.Text == ""
		l.Move(fyne.NewPos(0, float32(i)*lh))
		l.Resize(fyne.NewSize(size.Width, lh))
	}
}

// godPictureIcon is god's picture in its pantheon's colour, for a line
// of icons (a Prayer row): the pantheon's emblem when there is none.
func godPictureIcon(god wonders.God, p wonders.Pantheon) fyne.Resource {
	if res := godPicture(god, pantheonColors[p]); res != nil {
		return res
	}
	return pantheonIcon(p)
}

// godPictureAlpha is the opacity of a god card's picture, under the words
// of its power.
const godPictureAlpha = 0x40

// godPictureArt is a god card's picture: large in the card's body, soft
// in its pantheon's colour, under the power's words.
type godPictureArt struct {
	img *raster.Picture
}

func newGodPictureArt() *godPictureArt {
	return &godPictureArt{img: raster.NewPicture(nil, canvas.ImageFillContain)}
}

// lay draws god's picture as large as fits the box x0, y0, x1, y1,
// centred; hidden when there is no room.
func (a *godPictureArt) lay(god wonders.God, p wonders.Pantheon, x0, y0, x1, y1 float32) {
	col := pantheonColors[p]
	res := godPicture(god, color.NRGBA{col.R, col.G, col.B, godPictureAlpha})
	s := min(x1-x0, y1-y0)
	a.img.Hidden = res == nil || s < 20
	if a.img.Hidden {
		return
	}
	a.img.Resource = sized(res, s)
	a.img.Move(fyne.NewPos(x0+(x1-x0-s)/2, y0+(y1-y0-s)/2))
	a.img.Resize(fyne.NewSize(s, s))
	a.img.Refresh()
}

// AllowsOverlap lets the god's picture lie under the card's words and
// icons (the layout audit asks).
func (g *godWidget) AllowsOverlap(a, b fyne.CanvasObject) bool {
	return a == g.picture.img || b == g.picture.img
}
