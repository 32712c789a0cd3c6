package ui

import "fyne.io/fyne/v2"

// sizeWatch is a layout that fills its space with its only child and
// reports each new size: the window has no resize event, but its content is
// laid out again on every resize.
type sizeWatch struct {
	last     fyne.Size
	onResize func(fyne.Size)
}

func newSizeWatch(content fyne.CanvasObject, onResize func(fyne.Size)) *fyne.Container {
	return &fyne.Container{Layout: &sizeWatch{onResize: onResize}, Objects: []fyne.CanvasObject{content}}
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
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}
