package online

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui/kit"
)

// page is a screen: its title on top, its buttons at the bottom, its
// body in the middle, scrolled when the window is short.
func page(title string, body fyne.CanvasObject, buttons ...fyne.CanvasObject) fyne.CanvasObject {
	row := container.NewHBox(layout.NewSpacer())
	for _, b := range buttons {
		row.Add(b)
	}
	row.Add(layout.NewSpacer())
	return container.NewPadded(container.NewBorder(kit.Heading(title), row, nil, nil,
		container.NewVScroll(container.NewCenter(body))))
}

// leastContent is the app's least window less its menu bar: a screen
// written larger never asks more (kit.Growing).
var leastContent = fyne.NewSize(1024, 640-28)

// growing is a screen that build makes at the window's text scale.
func growing(build func(scale float32) fyne.CanvasObject) fyne.CanvasObject {
	return kit.Growing(leastContent, build)
}

// swatch is a small square of a seat's colour, scale times larger.
func swatch(c color.Color, scale float32) fyne.CanvasObject {
	r := canvas.NewRectangle(c)
	r.CornerRadius = 3 * scale
	r.SetMinSize(fyne.NewSize(18*scale, 18*scale))
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

// alignedLabels are labels for the fields of several forms on one
// screen, each as wide as the widest at scale, so that the fields line
// up from one form to the next.
func alignedLabels(scale float32, texts ...string) []fyne.CanvasObject {
	column := float32(0)
	for _, t := range texts {
		// Measured at the screen's scale: the labels take the screen's
		// theme only once built.
		w := fyne.MeasureText(t, theme.TextSize()*scale, fyne.TextStyle{}).Width + 2*theme.InnerPadding()
		column = max(column, float32(math.Ceil(float64(w))))
	}
	out := make([]fyne.CanvasObject, len(texts))
	for i, t := range texts {
		out[i] = kit.AtLeastWide(column, widget.NewLabel(t))
	}
	return out
}
