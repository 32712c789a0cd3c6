package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// Column lays its objects out top to bottom at one width, each as tall as
// it needs at that width: each object is sized to the width before it is
// measured, so that wrapped text counts the lines it has at that width.
type Column struct{ Width float32 }

// WithWidth is a container of objects in a Column of width.
func WithWidth(width float32, objects ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: Column{width}, Objects: objects}
}

// HeightAt is o's height at width w: o is sized to w first when it has
// another width.
func HeightAt(o fyne.CanvasObject, w float32) float32 {
	if o.Size().Width != w {
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
	}
	return o.MinSize().Height
}

// Layout stacks the visible objects at the container's width.
func (c Column) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	pad := theme.Padding()
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		h := HeightAt(o, c.Width)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
}

// MinSize is the column's width and the visible objects' heights at it.
func (c Column) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	n := 0
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		h += HeightAt(o, c.Width)
		n++
	}
	if n > 1 {
		h += theme.Padding() * float32(n-1)
	}
	return fyne.NewSize(c.Width, h)
}

// AtLeastWide is o over its whole space, asking for at least width: a
// form's labels in a column of one width.
func AtLeastWide(width float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(atLeastWide{width}, o)
}

// atLeastWide lays AtLeastWide out.
type atLeastWide struct{ width float32 }

func (l atLeastWide) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l atLeastWide) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := fyne.NewSize(l.width, 0)
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
