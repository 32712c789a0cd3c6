package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// choiceGrid lays a prompt's choice buttons in two columns when their
// labels fit side by side in the widest prompt, so that a list like
// Nout's ways to hand out debt stays out of the scroll; one column
// otherwise, or when the choices read best as a list (the answers to
// Hécate or Héra, the most coins paid first).
// Its buttons have the compact theme's padding: a list of choices to
// read at a glance, like the Prayer's Keep buttons in a short window.
type choiceGrid struct {
	widget.BaseWidget
	lay     *gridColumns
	box     *fyne.Container
	compact *container.ThemeOverride
}

func newChoiceGrid() *choiceGrid {
	g := &choiceGrid{lay: &gridColumns{n: 1, gap: 4, hgap: 12}}
	g.box = container.New(g.lay)
	g.compact = container.NewThemeOverride(g.box, compactButtons)
	g.ExtendBaseWidget(g)
	return g
}

// set puts the buttons in the grid, in two columns when cols allows it
// and two of the widest fit in width.
func (g *choiceGrid) set(buttons []*fitButton, width float32, cols int) {
	g.box.Objects = g.box.Objects[:0]
	for _, b := range buttons {
		b.sizes = compactButtons
		b.setFull(b.full)
		g.box.Objects = append(g.box.Objects, b)
	}
	// Each column as wide as its widest label: the first (the tokens
	// spread one by one) is often the longer.
	g.lay.n, g.lay.wants = 2, nil
	g.lay.wants = g.lay.columnWants(g.box.Objects)
	if cols < 2 || len(buttons) < 3 || width <= 0 || g.want() > width {
		g.lay.n = 1
		g.lay.wants = g.lay.columnWants(g.box.Objects)
	}
	g.box.Refresh()
	g.Refresh()
}

// want is the width that shows every label whole.
func (g *choiceGrid) want() float32 {
	w := float32(len(g.lay.wants)-1) * g.lay.hgap
	for _, x := range g.lay.wants {
		w += x
	}
	return w
}

func (g *choiceGrid) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(g.compact) }

// gridColumns lays its objects in n columns of equal width, filling the
// first column top down before the next (the order they are read and
// numbered in), each row as tall as its tallest object.
type gridColumns struct {
	n         int
	gap, hgap float32   // between rows, between columns
	wants     []float32 // the width each column wants, its widest label whole
}

// columnWants is the width each column of objs wants.
func (l *gridColumns) columnWants(objs []fyne.CanvasObject) []float32 {
	out := make([]float32, l.n)
	rows := max(l.rows(len(objs)), 1)
	for i, o := range objs {
		out[i/rows] = max(out[i/rows], wantOf(o).Width)
	}
	return out
}

// rows is how many rows k objects take.
func (l *gridColumns) rows(k int) int { return (k + l.n - 1) / l.n }

// rowHeights are the heights of the rows of objs.
func (l *gridColumns) rowHeights(objs []fyne.CanvasObject) []float32 {
	hs := make([]float32, l.rows(len(objs)))
	for i, o := range objs {
		r := i % len(hs)
		hs[r] = max(hs[r], o.MinSize().Height)
	}
	return hs
}

func (l *gridColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	// The columns share the width as they want it, equally when they
	// want nothing.
	room := size.Width - float32(l.n-1)*l.hgap
	sum := float32(0)
	for _, w := range l.wants {
		sum += w
	}
	widths, xs := make([]float32, l.n), make([]float32, l.n)
	for c := range widths {
		widths[c] = room / float32(l.n)
		if len(l.wants) == l.n && sum > 0 {
			widths[c] = room * l.wants[c] / sum
		}
		if c > 0 {
			xs[c] = xs[c-1] + widths[c-1] + l.hgap
		}
	}
	hs := l.rowHeights(objs)
	for i, o := range objs {
		c, r := i/len(hs), i%len(hs)
		y := float32(0)
		for _, h := range hs[:r] {
			y += h + l.gap
		}
		o.Move(fyne.NewPos(xs[c], y))
		o.Resize(fyne.NewSize(widths[c], hs[r]))
	}
}

func (l *gridColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	w, h := float32(0), float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	for _, rh := range l.rowHeights(objs) {
		h += rh + l.gap
	}
	return fyne.NewSize(float32(l.n)*w+float32(l.n-1)*l.hgap, h-l.gap)
}
