package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
)

// reviewGraph draws the reviewed seat's winning chance decision by
// decision: a line through the chance after each decision, the chance the
// best option kept as a lighter line where it differs, the turning points
// as larger red marks and the picked decision ringed; where a round (an
// Age) begins a grey mark named at the top, where an occasion (a Market
// Day) begins an amber one named at the bottom. A click picks the
// nearest decision.
type reviewGraph struct {
	widget.BaseWidget
	r      bots.Review
	picked int
	pick   func(int)
	// axis are the written levels of the grid lines, 25 % to 75 %.
	axis [3]string
	// round names a round where it begins ("Age II"); nil draws none.
	round func(int) string
	// occasions names, by decision, an occasion that begins there
	// ("Market Day"), "" where none does; nil draws none.
	occasions []string
	// height is the graph's height (0: reviewGraphHeight); the review's
	// page sets it from the window's.
	height float32
	// caption is the size of its words ("": the theme's caption size).
	caption fyne.ThemeSizeName
}

// reviewGraphHeight is the graph's least height.
const reviewGraphHeight = 180

func newReviewGraph(r *bots.Review, picked int, pick func(int), axis [3]string, round func(int) string) *reviewGraph {
	g := &reviewGraph{r: *r, picked: picked, pick: pick, axis: axis, round: round}
	g.ExtendBaseWidget(g)
	return g
}

// MinSize is a band as wide as its column, as high as set.
func (g *reviewGraph) MinSize() fyne.Size { return fyne.NewSize(200, max(g.height, reviewGraphHeight)) }

// Tapped picks the decision nearest the click.
func (g *reviewGraph) Tapped(e *fyne.PointEvent) {
	if n := len(g.r.Decisions); n > 0 && g.pick != nil {
		g.pick(g.indexAt(e.Position.X, g.Size().Width))
	}
}

// indexAt is the decision drawn nearest x in a graph w wide.
func (g *reviewGraph) indexAt(x, w float32) int {
	n := len(g.r.Decisions)
	if n < 2 {
		return 0
	}
	step := (w - 2*graphPad) / float32(n-1)
	i := int((x-graphPad)/step + 0.5)
	return min(max(i, 0), n-1)
}

// graphPad is the margin inside the graph's frame.
const graphPad = 10

// captionSize is the size of the graph's words, in the graph's theme.
func (g *reviewGraph) captionSize() float32 {
	if g.caption != "" {
		return g.Theme().Size(g.caption)
	}
	return g.Theme().Size(theme.SizeNameCaptionText)
}

func (g *reviewGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &graphRenderer{g: g, frame: canvas.NewRectangle(color.Transparent)}
	r.frame.StrokeColor = theme.Color(theme.ColorNameSeparator)
	r.frame.StrokeWidth = 1
	r.frame.CornerRadius = 6
	for i, pct := range []float32{0.25, 0.5, 0.75} {
		l := canvas.NewLine(theme.Color(theme.ColorNameSeparator))
		l.StrokeWidth = 1
		r.grid = append(r.grid, l)
		r.levels = append(r.levels, pct)
		tx := canvas.NewText(g.axis[i], theme.Color(theme.ColorNamePlaceHolder))
		tx.TextSize = g.captionSize()
		r.labels = append(r.labels, tx)
	}
	n := len(g.r.Decisions)
	for i := range n {
		if i > 0 {
			r.best = append(r.best, canvas.NewLine(color.NRGBA{0x60, 0xa5, 0xfa, 0x80}))
			r.line = append(r.line, canvas.NewLine(theme.Color(theme.ColorNamePrimary)))
		}
		dot := canvas.NewCircle(theme.Color(theme.ColorNamePrimary))
		if g.r.Decisions[i].TurningPoint {
			dot.FillColor = color.NRGBA{0xdc, 0x26, 0x26, 0xff}
		}
		r.dots = append(r.dots, dot)
	}
	// A mark where each round begins, with its name.
	for i, d := range g.r.Decisions {
		if g.round == nil || d.Round == 0 || i > 0 && g.r.Decisions[i-1].Round == d.Round {
			continue
		}
		l := canvas.NewLine(theme.Color(theme.ColorNamePlaceHolder))
		l.StrokeWidth = 1
		tx := canvas.NewText(g.round(d.Round), theme.Color(theme.ColorNamePlaceHolder))
		tx.TextSize = g.captionSize()
		r.rounds = append(r.rounds, roundMark{at: i, line: l, name: tx})
	}
	// A mark where each occasion begins, named at the bottom.
	for i, name := range g.occasions {
		if name == "" || i >= n {
			continue
		}
		l := canvas.NewLine(occasionColor)
		l.StrokeWidth = 1
		tx := canvas.NewText(name, occasionColor)
		tx.TextSize = g.captionSize()
		r.occasions = append(r.occasions, roundMark{at: i, line: l, name: tx})
	}
	r.ring = canvas.NewCircle(color.Transparent)
	r.ring.StrokeColor = theme.Color(theme.ColorNameForeground)
	r.ring.StrokeWidth = 2
	return r
}

type graphRenderer struct {
	g          *reviewGraph
	frame      *canvas.Rectangle
	grid       []*canvas.Line
	labels     []*canvas.Text
	levels     []float32
	line, best []*canvas.Line
	dots       []*canvas.Circle
	rounds     []roundMark
	occasions  []roundMark
	ring       *canvas.Circle
}

// occasionColor marks the occasions (Market Days): amber, apart from the
// rounds' grey and the chance's blue.
var occasionColor = color.NRGBA{0xd9, 0x77, 0x06, 0xff}

// roundMark is where a round begins: a line before its first decision
// and the round's name.
type roundMark struct {
	at   int
	line *canvas.Line
	name *canvas.Text
}

func (r *graphRenderer) Destroy() {}

func (r *graphRenderer) MinSize() fyne.Size { return r.g.MinSize() }

func (r *graphRenderer) Objects() []fyne.CanvasObject {
	out := []fyne.CanvasObject{r.frame}
	for _, l := range r.grid {
		out = append(out, l)
	}
	for _, l := range r.labels {
		out = append(out, l)
	}
	for _, m := range r.rounds {
		out = append(out, m.line, m.name)
	}
	for _, m := range r.occasions {
		out = append(out, m.line, m.name)
	}
	for _, l := range r.best {
		out = append(out, l)
	}
	for _, l := range r.line {
		out = append(out, l)
	}
	for _, d := range r.dots {
		out = append(out, d)
	}
	return append(out, r.ring)
}

// point is where decision i's chance (after, or before) is drawn.
func (r *graphRenderer) point(i int, chance float64, size fyne.Size) fyne.Position {
	n := len(r.g.r.Decisions)
	x := size.Width / 2
	if n > 1 {
		x = graphPad + float32(i)*(size.Width-2*graphPad)/float32(n-1)
	}
	y := graphPad + (1-float32(chance))*(size.Height-2*graphPad)
	return fyne.NewPos(x, y)
}

func (r *graphRenderer) Layout(size fyne.Size) {
	r.frame.Resize(size)
	caption := r.g.captionSize()
	for _, tx := range r.labels {
		tx.TextSize = caption
	}
	for _, ms := range [][]roundMark{r.rounds, r.occasions} {
		for _, m := range ms {
			m.name.TextSize = caption
		}
	}
	for i, l := range r.grid {
		y := graphPad + (1-r.levels[i])*(size.Height-2*graphPad)
		l.Position1, l.Position2 = fyne.NewPos(graphPad, y), fyne.NewPos(size.Width-graphPad, y)
		m := r.labels[i].MinSize()
		r.labels[i].Move(fyne.NewPos(size.Width-graphPad-m.Width, y-m.Height))
		r.labels[i].Resize(m)
	}
	ds := r.g.r.Decisions
	for _, m := range r.rounds {
		x := r.point(m.at, 0, size).X
		if m.at > 0 {
			x = (x + r.point(m.at-1, 0, size).X) / 2
		}
		m.line.Position1, m.line.Position2 = fyne.NewPos(x, 2), fyne.NewPos(x, size.Height-2)
		m.name.Move(fyne.NewPos(x+3, 2))
		m.name.Resize(m.name.MinSize())
	}
	for _, m := range r.occasions {
		x := r.point(m.at, 0, size).X
		if m.at > 0 {
			x = (x + r.point(m.at-1, 0, size).X) / 2
		}
		ms := m.name.MinSize()
		m.line.Position1, m.line.Position2 = fyne.NewPos(x, 2), fyne.NewPos(x, size.Height-2)
		m.name.Move(fyne.NewPos(min(x+3, size.Width-ms.Width-2), size.Height-ms.Height-2))
		m.name.Resize(ms)
	}
	for i := 1; i < len(ds); i++ {
		r.line[i-1].Position1, r.line[i-1].Position2 = r.point(i-1, ds[i-1].After, size), r.point(i, ds[i].After, size)
		r.line[i-1].StrokeWidth = 2
		r.best[i-1].Position1, r.best[i-1].Position2 = r.point(i-1, ds[i-1].Before, size), r.point(i, ds[i].Before, size)
		r.best[i-1].StrokeWidth = 1
	}
	for i, d := range r.dots {
		rad := float32(3)
		if ds[i].TurningPoint {
			rad = 5
		}
		p := r.point(i, ds[i].After, size)
		d.Move(fyne.NewPos(p.X-rad, p.Y-rad))
		d.Resize(fyne.NewSquareSize(2 * rad))
	}
	if len(ds) > 0 {
		p := r.point(r.g.picked, ds[r.g.picked].After, size)
		r.ring.Move(fyne.NewPos(p.X-8, p.Y-8))
		r.ring.Resize(fyne.NewSquareSize(16))
	}
}

func (r *graphRenderer) Refresh() {
	r.Layout(r.g.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}
