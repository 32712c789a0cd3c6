package online

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// heading titles a screen.
func heading(text string) *widget.RichText {
	h := widget.NewRichText(&widget.TextSegment{
		Style: widget.RichTextStyle{Alignment: fyne.TextAlignCenter, SizeName: theme.SizeNameHeadingText,
			TextStyle: fyne.TextStyle{Bold: true}},
		Text: text,
	})
	h.Wrapping = fyne.TextWrapWord
	return h
}

// subheading titles a group.
func subheading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// paragraph is wrapped text.
func paragraph(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// column lays its objects out top to bottom at one width, each as tall as
// it needs at that width.
type column struct{ width float32 }

func withWidth(width float32, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: column{width}, Objects: objs}
}

func (c column) height(o fyne.CanvasObject) float32 {
	if o.Size().Width != c.width {
		o.Resize(fyne.NewSize(c.width, o.MinSize().Height))
	}
	return o.MinSize().Height
}

func (c column) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y, pad := float32(0), theme.Padding()
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := c.height(o)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(c.width, h))
		y += h + pad
	}
}

func (c column) MinSize(objs []fyne.CanvasObject) fyne.Size {
	y, pad, n := float32(0), theme.Padding(), 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		y += c.height(o)
		n++
	}
	if n > 1 {
		y += pad * float32(n-1)
	}
	return fyne.NewSize(c.width, y)
}

// page is a screen: its title on top, its buttons at the bottom, its
// body in the middle, scrolled when the window is short.
func page(title string, body fyne.CanvasObject, buttons ...fyne.CanvasObject) fyne.CanvasObject {
	row := container.NewHBox(layout.NewSpacer())
	for _, b := range buttons {
		row.Add(b)
	}
	row.Add(layout.NewSpacer())
	return container.NewPadded(container.NewBorder(heading(title), row, nil, nil,
		container.NewVScroll(container.NewCenter(body))))
}

// swatch is a small square of a seat's colour.
func swatch(c color.Color) fyne.CanvasObject {
	r := canvas.NewRectangle(c)
	r.CornerRadius = 3
	r.SetMinSize(fyne.NewSize(18, 18))
	return container.NewCenter(r)
}

// errorLine is a screen's line for a refusal, in the theme's error
// colour; root is the screen it is on, laid out again when the line
// shows, hides or changes height.
type errorLine struct {
	label *widget.Label
	root  fyne.CanvasObject
}

func errorText() *errorLine {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.DangerImportance
	l.Hide()
	return &errorLine{label: l}
}

// showError shows msg in l, or hides l when msg is "".
func showError(l *errorLine, msg string) {
	l.label.SetText(msg)
	if msg == "" {
		l.label.Hide()
	} else {
		l.label.Show()
	}
	if l.root != nil {
		l.root.Refresh()
	}
}
