package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// choiceGrid lays a prompt's choice buttons in two columns when their
// labels fit side by side in the widest prompt, so that a list like
// Nout's ways to hand out debt stays out of the scroll; one column
// otherwise.
// Its buttons have the compact theme's padding: a list of choices to
// read at a glance, like the Prayer's Keep buttons in a short window.
type choiceGrid struct {
	widget.BaseWidget
	lay     *gridColumns
	box     *fyne.Container
	compact *container.ThemeOverride
}

func newChoiceGrid() *choiceGrid {
	g := &choiceGrid{lay: &gridColumns{n: 1, gap: 4}}
	g.box = container.New(g.lay)
	g.compact = container.NewThemeOverride(g.box, compactButtons)
	g.ExtendBaseWidget(g)
	return g
}

// set puts the buttons in the grid, in two columns when two of the widest
// fit in width.
func (g *choiceGrid) set(buttons []*fitButton, width float32) {
	g.box.Objects = g.box.Objects[:0]
	widest := float32(0)
	for _, b := range buttons {
		g.box.Objects = append(g.box.Objects, b)
		widest = max(widest, b.want())
	}
	g.lay.n, g.lay.widest = 1, widest
	if len(buttons) > 2 && width > 0 && 2*widest+g.lay.gap <= width {
		g.lay.n = 2
	}
	g.box.Refresh()
	g.Refresh()
}

// want is the width that shows every label whole.
func (g *choiceGrid) want() float32 {
	return float32(g.lay.n)*g.lay.widest + float32(g.lay.n-1)*g.lay.gap
}

func (g *choiceGrid) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(g.compact) }

// gridColumns lays its objects in n columns of equal width, filling the
// first column top down before the next (the order they are read and
// numbered in), each row as tall as its tallest object.
type gridColumns struct {
	n      int
	gap    float32
	widest float32 // the widest label's want, for choiceGrid.want
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
	colW := (size.Width - float32(l.n-1)*l.gap) / float32(l.n)
	hs := l.rowHeights(objs)
	for i, o := range objs {
		c, r := i/len(hs), i%len(hs)
		y := float32(0)
		for _, h := range hs[:r] {
			y += h + l.gap
		}
		o.Move(fyne.NewPos(float32(c)*(colW+l.gap), y))
		o.Resize(fyne.NewSize(colW, hs[r]))
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
	return fyne.NewSize(float32(l.n)*w+float32(l.n-1)*l.gap, h-l.gap)
}
