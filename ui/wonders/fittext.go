package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui/measure"
)

// fitText is one line of text that shortens itself with an ellipsis to
// the width it gets; hovering it shows the whole text, and FullText gives
// it to whoever checks for shortened texts.
type fitText struct {
	widget.BaseWidget
	hover
	text *canvas.Text
	full string
	// more is what the hover says besides the full text: the tip of the
	// piece the line is part of (nil: none).
	more func() string
}

// newFitText is a line of size, bold or not, in ink (nil: the theme's
// foreground).
func newFitText(tips *tipLayer, size float32, bold bool, ink color.Color) *fitText {
	f := &fitText{text: canvas.NewText("", ink)}
	f.text.TextSize, f.text.TextStyle.Bold = size, bold
	f.hover = hover{tips: tips, tip: func() string {
		var more string
		if f.more != nil {
			more = f.more()
		}
		if f.text.Text != f.full {
			if more != "" {
				return f.full + "\n" + more
			}
			return f.full
		}
		return more
	}}
	f.self = f
	f.ExtendBaseWidget(f)
	return f
}

// set gives the text in full, in ink (nil: unchanged); the line shows
// as much as fits.
func (f *fitText) set(s string, ink color.Color) {
	f.full = s
	if ink != nil {
		f.text.Color = ink
	}
	if f.text.Color == nil {
		f.text.Color = theme.Color(theme.ColorNameForeground)
	}
	f.Refresh()
}

// setFull is set.
func (f *fitText) setFull(s string, ink color.Color) { f.set(s, ink) }

// want is the width of the whole text.
func (f *fitText) want() float32 {
	return measure.Text(f.full, f.text.TextSize, f.text.TextStyle).Width
}

// FullText is the text before shortening.
func (f *fitText) FullText() string { return f.full }

func (f *fitText) CreateRenderer() fyne.WidgetRenderer { return &fitRenderer{f: f} }

type fitRenderer struct{ f *fitText }

func (r *fitRenderer) Destroy()                     {}
func (r *fitRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.f.text} }
func (r *fitRenderer) MinSize() fyne.Size {
	t := r.f.text
	return fyne.NewSize(t.TextSize*2, measure.Text("Ag", t.TextSize, t.TextStyle).Height)
}

func (r *fitRenderer) Layout(size fyne.Size) {
	t := r.f.text
	t.Text = fit(r.f.full, size.Width, t.TextSize, t.TextStyle)
	h := measure.Text("Ag", t.TextSize, t.TextStyle).Height
	t.Move(fyne.NewPos(0, (size.Height-h)/2))
	t.Resize(fyne.NewSize(size.Width, h))
}

func (r *fitRenderer) Refresh() {
	r.Layout(r.f.Size())
	r.f.text.Refresh()
}
