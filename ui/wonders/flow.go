package wonders

import "fyne.io/fyne/v2"

// flow lays its visible children side by side at the width they want,
// starting a new line when the next one does not fit; end aligns each
// line to the right. A child wider than the whole line gets the line.
// Its MinSize asks for its widest child and the height of its lines at
// the width it was last given (or primed with heightAt).
type flow struct {
	gap   float32
	end   bool
	width float32
}

// wanter is a widget that would rather be wider than its MinSize.
type wanter interface{ want() float32 }

func wantOf(o fyne.CanvasObject) fyne.Size {
	m := o.MinSize()
	if w, ok := o.(wanter); ok {
		m.Width = max(m.Width, w.want())
	}
	return m
}

// lines splits the visible objects into lines of at most width.
func (l *flow) lines(objs []fyne.CanvasObject, width float32) [][]fyne.CanvasObject {
	var out [][]fyne.CanvasObject
	var line []fyne.CanvasObject
	x := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		w := min(wantOf(o).Width, width)
		if len(line) > 0 && width > 0 && x+l.gap+w > width {
			out, line, x = append(out, line), nil, 0
		}
		if len(line) > 0 {
			x += l.gap
		}
		line = append(line, o)
		x += w
	}
	if len(line) > 0 {
		out = append(out, line)
	}
	return out
}

// heightAt is the height the children need at width; it also makes
// width the one MinSize answers for.
func (l *flow) heightAt(objs []fyne.CanvasObject, width float32) float32 {
	l.width = width
	h := float32(0)
	for i, line := range l.lines(objs, width) {
		if i > 0 {
			h += l.gap
		}
		lh := float32(0)
		for _, o := range line {
			lh = max(lh, o.MinSize().Height)
		}
		h += lh
	}
	return h
}

func (l *flow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	y := float32(0)
	for _, line := range l.lines(objs, size.Width) {
		total, lh := float32(0), float32(0)
		for i, o := range line {
			if i > 0 {
				total += l.gap
			}
			total += min(wantOf(o).Width, size.Width)
			lh = max(lh, o.MinSize().Height)
		}
		x := float32(0)
		if l.end {
			x = max(size.Width-total, 0)
		}
		for _, o := range line {
			w := min(wantOf(o).Width, size.Width)
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w, lh))
			x += w + l.gap
		}
		y += lh + l.gap
	}
}

func (l *flow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		if o.Visible() {
			w = max(w, o.MinSize().Width)
		}
	}
	if l.width == 0 {
		total := float32(0)
		for _, line := range l.lines(objs, 0) {
			for i, o := range line {
				if i > 0 {
					total += l.gap
				}
				total += wantOf(o).Width
			}
		}
		return fyne.NewSize(w, l.heightAt(objs, 0)).Max(fyne.NewSize(total, 0))
	}
	return fyne.NewSize(w, l.heightAt(objs, l.width))
}

// padding keeps d pixels free around its children, laid over one
// another.
type padding struct{ d float32 }

func (l *padding) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.d, l.d))
		o.Resize(fyne.NewSize(max(size.Width-2*l.d, 0), max(size.Height-2*l.d, 0)))
	}
}

func (l *padding) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		if o.Visible() {
			m = m.Max(o.MinSize())
		}
	}
	return m.AddWidthHeight(2*l.d, 2*l.d)
}
