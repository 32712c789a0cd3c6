package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// gameRow is one game in the Games screen's list: its thumbnail
// (gamesthumb.go), then its name in bold, its game and date, and its
// result, wrapped to the list's width (a long name is never cut), on a
// tint when it is the one shown. A click shows it.
type gameRow struct {
	widget.BaseWidget
	thumb *gameThumb
	text  *widget.RichText
	bg    *canvas.Rectangle
	onTap func()
}

func newGameRow(onTap func()) *gameRow {
	r := &gameRow{thumb: newGameThumb(), text: widget.NewRichText(), bg: canvas.NewRectangle(color.Transparent), onTap: onTap}
	r.text.Wrapping = fyne.TextWrapWord
	r.bg.CornerRadius = theme.InputRadiusSize()
	r.ExtendBaseWidget(r)
	return r
}

// show writes e's lines.
func (r *gameRow) show(a *App, e *gameEntry) {
	result := widget.RichTextStyleParagraph
	result.TextStyle = fyne.TextStyle{Italic: true}
	if e.err != nil {
		result.ColorName = theme.ColorNameError
	}
	name := widget.RichTextStyleStrong
	name.Inline = false // a line of its own
	r.text.Segments = []widget.RichTextSegment{
		&widget.TextSegment{Text: a.entryTitle(e), Style: name},
		&widget.TextSegment{Text: a.entryWhat(e), Style: widget.RichTextStyleParagraph},
		&widget.TextSegment{Text: a.entryResult(e), Style: result},
	}
	r.text.Refresh()
	r.thumb.show(a, e)
}

// setSelected tints the row when it is the one shown.
func (r *gameRow) setSelected(on bool) {
	r.bg.FillColor = color.Transparent
	if on {
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	r.bg.Refresh()
}

func (r *gameRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap()
	}
}

func (r *gameRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.bg, container.New(&gameRowLayout{}, r.thumb, r.text)))
}

// rowsColumn stacks the rows (of the list, of the picked game's page) at
// the column's width, each as tall as its wrapped text needs at that
// width, measured once the row has that width; hidden rows take no room.
type rowsColumn struct{ width float32 }

func (l *rowsColumn) heightOf(o fyne.CanvasObject, width float32) float32 {
	if o.Size().Width != width {
		o.Resize(fyne.NewSize(width, o.MinSize().Height))
	}
	return o.MinSize().Height
}

func (l *rowsColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	y, gap := float32(0), theme.Padding()
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := l.heightOf(o, size.Width)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + gap
	}
}

func (l *rowsColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h, gap := float32(0), theme.Padding()
	shown := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		if shown++; shown > 1 {
			h += gap
		}
		if l.width > 0 {
			h += l.heightOf(o, l.width)
		} else {
			h += o.MinSize().Height
		}
	}
	return fyne.NewSize(gamesListMinWidth/2, h)
}

// capWidth lays out its objects from the left, no wider than width, so
// that a short table does not stretch across a large window.
type capWidth struct{ width float32 }

func (l capWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(min(size.Width, l.width), size.Height))
	}
}

func (l capWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// gameRowLayout lays a row's thumbnail on the left, centred in height,
// and its text beside it. The thumbnail grows with the list's width, from
// its own size to half as large again, so that a wide list is not a
// column of small stamps.
type gameRowLayout struct{ width float32 }

// thumbShare is the share of the row's width the thumbnail takes, between
// its own size and thumbGrowth times that.
const (
	thumbShare  = 0.15
	thumbGrowth = 1.5
)

func (l *gameRowLayout) thumbSize(width float32) fyne.Size {
	w := min(max(width*thumbShare, thumbWidth), thumbWidth*thumbGrowth)
	return fyne.NewSize(w, w*thumbHeight/thumbWidth)
}

func (l *gameRowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	pad := theme.Padding()
	ts := l.thumbSize(size.Width)
	objs[0].Move(fyne.NewPos(pad, (size.Height-ts.Height)/2))
	objs[0].Resize(ts)
	x := ts.Width + 2*pad
	objs[1].Move(fyne.NewPos(x, 0))
	objs[1].Resize(fyne.NewSize(max(size.Width-x, 0), size.Height))
}

func (l *gameRowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	ts := l.thumbSize(l.width)
	text := objs[1].MinSize()
	return fyne.NewSize(ts.Width+2*pad+text.Width, max(ts.Height+2*pad, text.Height))
}
