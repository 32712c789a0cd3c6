package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// heading is a screen title.
func heading(text string) *widget.RichText {
	h := widget.NewRichText(&widget.TextSegment{
		Style: widget.RichTextStyle{
			Alignment: fyne.TextAlignCenter,
			SizeName:  theme.SizeNameHeadingText,
			TextStyle: fyne.TextStyle{Bold: true},
		},
		Text: text,
	})
	h.Wrapping = fyne.TextWrapWord
	return h
}

// subheading titles a group on a screen.
func subheading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// paragraph is wrapped body text.
func paragraph(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// fixedWidth lays out its children in a column of one width, each as tall
// as it needs at that width, so wrapped text gets a sensible measure.
type fixedWidth struct{ width float32 }

func withWidth(width float32, objects ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: fixedWidth{width}, Objects: objects}
}

func (l fixedWidth) heightOf(o fyne.CanvasObject) float32 {
	if o.Size().Width != l.width {
		o.Resize(fyne.NewSize(l.width, o.MinSize().Height))
	}
	return o.MinSize().Height
}

func (l fixedWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	pad := theme.Padding()
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		h := l.heightOf(o)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
}

func (l fixedWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	n := 0
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		h += l.heightOf(o)
		n++
	}
	if n > 1 {
		h += theme.Padding() * float32(n-1)
	}
	return fyne.NewSize(l.width, h)
}

// gap is empty vertical space.
func gap(height float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, height))
	return r
}
