package ui

import "fyne.io/fyne/v2"

// sizeWatch is a layout that fills its space with its only child and
// reports each new size: the window has no resize event, but its content is
// laid out again on every resize. It asks for at least min, which is what
// gives the window its minimum size.
type sizeWatch struct {
	last     fyne.Size
	min      fyne.Size
	onResize func(fyne.Size)
}

func newSizeWatch(content fyne.CanvasObject, min fyne.Size, onResize func(fyne.Size)) *fyne.Container {
	return &fyne.Container{Layout: &sizeWatch{min: min, onResize: onResize}, Objects: []fyne.CanvasObject{content}}
}

func (l *sizeWatch) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size != l.last {
		l.last = size
		l.onResize(size)
	}
}

func (l *sizeWatch) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := l.min
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}
