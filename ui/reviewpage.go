package ui

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/ui/kit"
)

// The review's page grows with the window. Up to reviewWideFrom it is one
// column, reviewShare of the window's width (at least reviewWidth, or the
// whole width when narrower); from there the graph and its steps stand on
// the left and the decision's words on the right, the graph taller; and
// the page writes larger (reviewLarge): at the screens' scale
// (screenScale), its texts, its checkbox, its selector and its buttons
// alike, as the other screens that grow (growingScreen).
//
// A wrapped text inside a scroll is measured at the width of its column,
// and that width must be the one it is laid out at: the page, outside the
// scroll, learns the window's size first, builds its objects for the
// column's width (and the text's size) and only then lays the scroll out,
// whose content asks its objects' heights at that width. Nothing is
// measured at a width remembered from an earlier size.
const (
	reviewWidth    = 760  // the column's least width
	reviewShare    = 0.88 // the column's share of the window's width
	reviewMaxWidth = 2200 // the column's greatest width
	reviewWideFrom = 1300 // the column's width from which it splits in two
	reviewSplit    = 0.56 // the left side's share of a split column
	reviewSideGap  = 24   // between the two sides
)

// reviewPage is the review screen's layout: the scroll filling the
// window. The page builds its objects anew (build) whenever the column's
// width or the text's size changes, so that every text is measured and
// wrapped for the first time at the width it is shown at: a label keeps
// what it drew at an earlier width in places a resize does not reach.
type reviewPage struct {
	build func() reviewParts
	cols  *reviewColumns
	graph *reviewGraph // nil before the analysis is done
	scale float32      // the screens' scale the objects were built for
	large bool         // whether they write larger (scale above 1)
	width float32      // the column's width they were laid out at
}

// reviewParts are the review's objects: top over the two sides (left
// beside right when the window is wide, else left over right) over
// bottom; graph is the one in left, if any.
type reviewParts struct {
	graph                    *reviewGraph
	top, left, right, bottom []fyne.CanvasObject
}

// newReviewPage is the review's page of the objects build makes.
func newReviewPage(build func() reviewParts) fyne.CanvasObject {
	p := &reviewPage{build: build}
	return &fyne.Container{Layout: p, Objects: []fyne.CanvasObject{p.content(1)}}
}

// content builds the page's objects for the screens' scale, in a theme
// whose texts and inline icons are scale times larger (inScale): the
// checkbox's box, the selector's arrow and the buttons' icons with them.
func (p *reviewPage) content(scale float32) fyne.CanvasObject {
	parts := p.build()
	p.scale, p.large, p.graph = scale, scale > 1, parts.graph
	p.cols = &reviewColumns{nTop: len(parts.top), nLeft: len(parts.left), nRight: len(parts.right)}
	var objs []fyne.CanvasObject
	for _, part := range [][]fyne.CanvasObject{parts.top, parts.left, parts.right, parts.bottom} {
		objs = append(objs, part...)
	}
	// Each object in the theme before anything measures it: a label
	// measured without it would keep its first size.
	for i, o := range objs {
		objs[i] = inScale(o, scale)
	}
	return container.NewVScroll(&fyne.Container{Layout: p.cols, Objects: objs})
}

// reviewLarge reports whether the review writes larger in a window of
// size: from 1800×1000 (screenScale).
func reviewLarge(size fyne.Size) bool { return screenScale(size) > 1 }

// reviewColumnWidth is the column's width in a window w wide.
func reviewColumnWidth(w float32) float32 {
	return min(max(w*reviewShare, reviewWidth), reviewMaxWidth, w)
}

// graphHeight is the graph's height in a window of size, beside the
// words (wide) or over them.
func graphHeight(size fyne.Size, wide bool) float32 {
	if wide {
		return min(max(size.Height*0.42, reviewGraphHeight), 560)
	}
	return min(max(size.Height*0.28, reviewGraphHeight), 260)
}

func (p *reviewPage) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := reviewColumnWidth(size.Width)
	if s := screenScale(size); s != p.scale || w != p.width {
		objs[0] = p.content(s)
		p.width = w
	}
	wide := w >= reviewWideFrom && p.cols.nRight > 0
	p.cols.width, p.cols.wide = w, wide
	if p.graph != nil {
		p.graph.height = graphHeight(size, wide)
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// MinSize is small: the page scrolls, and its column follows the window.
func (p *reviewPage) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(reviewWidth/2, reviewGraphHeight)
}

// reviewColumns lays the review's objects out in its column: nTop
// objects across it, then nLeft and nRight objects side by side (wide)
// or one side over the other, then the rest across it; each object as
// wide as its part of the column and as tall as it needs at that width.
type reviewColumns struct {
	nTop, nLeft, nRight int
	width               float32 // the column's width, set by the page
	wide                bool
}

// parts are the column's four runs of objects.
func (c *reviewColumns) parts(objs []fyne.CanvasObject) (top, left, right, bottom []fyne.CanvasObject) {
	l, r := c.nTop+c.nLeft, c.nTop+c.nLeft+c.nRight
	return objs[:c.nTop], objs[c.nTop:l], objs[l:r], objs[r:]
}

// sides are the widths of the left and right sides, and the right's
// offset, in a column w wide.
func (c *reviewColumns) sides(w float32) (left, right, offset float32) {
	if !c.wide {
		return w, w, 0
	}
	left = float32(math.Round(float64((w - reviewSideGap) * reviewSplit)))
	return left, w - reviewSideGap - left, left + reviewSideGap
}

// stack lays objs out from y at x, w wide, when place; it returns the
// height they take.
func stack(objs []fyne.CanvasObject, x, y, w float32, place bool) float32 {
	h, n := float32(0), 0
	pad := theme.Padding()
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		if n > 0 {
			h += pad
		}
		oh := kit.HeightAt(o, w)
		if place {
			o.Move(fyne.NewPos(x, y+h))
			o.Resize(fyne.NewSize(w, oh))
		}
		h += oh
		n++
	}
	return h
}

// arrange lays the column out (place) or measures it, w wide from x.
func (c *reviewColumns) arrange(objs []fyne.CanvasObject, x, w float32, place bool) float32 {
	top, left, right, bottom := c.parts(objs)
	pad := theme.Padding()
	lw, rw, off := c.sides(w)
	y := float32(0)
	// next is where the next run begins: after the last, with padding
	// between runs that take room.
	next := func(h float32) {
		if h > 0 {
			y += h + pad
		}
	}
	next(stack(top, x, y, w, place))
	if c.wide {
		next(max(stack(left, x, y, lw, place), stack(right, x+off, y, rw, place)))
	} else {
		next(stack(left, x, y, w, place))
		next(stack(right, x, y, w, place))
	}
	next(stack(bottom, x, y, w, place))
	return max(y-pad, 0)
}

func (c *reviewColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := c.width
	if w <= 0 || w > size.Width {
		w = min(reviewColumnWidth(size.Width), size.Width)
	}
	c.arrange(objs, float32(math.Floor(float64(size.Width-w)/2)), w, true)
}

func (c *reviewColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := c.width
	if w <= 0 {
		w = reviewWidth
	}
	return fyne.NewSize(w, c.arrange(objs, 0, w, false))
}
