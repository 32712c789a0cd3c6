package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The review's column grows with the window: reviewShare of the width the
// scroll shows, from reviewWidth (or the whole width, when narrower) up
// to reviewMaxWidth. Its texts wrap to the column's width as it is now:
// the column measures its children at the width the scroll gives it, so
// a paragraph's height is never the one it had at an earlier width.
const (
	reviewWidth    = 760
	reviewShare    = 0.72
	reviewMaxWidth = 1600
)

// reviewColumn lays its children one under the other, centred, each as
// wide as the column and as tall as it needs at that width.
type reviewColumn struct {
	scroll *container.Scroll
	// avail is the width last laid out in, before the scroll's is known.
	avail float32
}

// newReviewColumn is the review's scrolling column of objects.
func newReviewColumn(objects ...fyne.CanvasObject) *container.Scroll {
	l := &reviewColumn{}
	l.scroll = container.NewVScroll(&fyne.Container{Layout: l, Objects: objects})
	return l.scroll
}

// width is the column's width in a space avail wide.
func reviewColumnWidth(avail float32) float32 {
	if avail <= 0 {
		return reviewWidth
	}
	return min(max(avail*reviewShare, reviewWidth), reviewMaxWidth, avail)
}

// available is the width the column is in: the scroll's when known.
func (l *reviewColumn) available() float32 {
	if l.scroll != nil && l.scroll.Size().Width > 0 {
		return l.scroll.Size().Width
	}
	return l.avail
}

// heightOf sizes o to the column's width w first, so that wrapped text
// measures its lines at w.
func heightOf(o fyne.CanvasObject, w float32) float32 {
	if o.Size().Width != w {
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
	}
	return o.MinSize().Height
}

func (l *reviewColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.avail = size.Width
	w := reviewColumnWidth(min(size.Width, l.available()))
	x := max((size.Width-w)/2, 0)
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := heightOf(o, w)
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
		y += h + theme.Padding()
	}
}

func (l *reviewColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := reviewColumnWidth(l.available())
	h, n := float32(0), 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h += heightOf(o, w)
		n++
	}
	if n > 1 {
		h += theme.Padding() * float32(n-1)
	}
	return fyne.NewSize(min(w, reviewWidth), h)
}
