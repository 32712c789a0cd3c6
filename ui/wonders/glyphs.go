package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui/measure"
	"agora/ui/raster"
)

// glyph is one item of a glyphRow: an icon, a text, or an icon followed by
// a text.
type glyph struct {
	icon  fyne.Resource
	text  string
	color color.Color // the text's colour; nil is the theme's foreground
	bold  bool
	space bool // a wider gap before it
}

// glyphRow draws icons and short texts side by side. It keeps its canvas
// objects between updates and only grows its pools.
type glyphRow struct {
	widget.BaseWidget
	px    float32 // icon size
	size  float32 // text size
	items []glyph
}

func newGlyphRow(px, textSize float32) *glyphRow {
	g := &glyphRow{px: px, size: textSize}
	g.ExtendBaseWidget(g)
	return g
}

// set replaces the row's items and redraws it.
func (g *glyphRow) set(items ...glyph) {
	g.items = items
	g.Refresh()
}

func (g *glyphRow) CreateRenderer() fyne.WidgetRenderer { return &glyphRenderer{g: g} }

type glyphRenderer struct {
	g       *glyphRow
	images  []*raster.Picture
	texts   []*canvas.Text
	objects []fyne.CanvasObject
}

const glyphGap = 2

func (r *glyphRenderer) Destroy() {}

func (r *glyphRenderer) Objects() []fyne.CanvasObject { return r.objects }

// measure is the width of each item's icon and text.
func (r *glyphRenderer) textSize(it glyph) fyne.Size {
	if it.text == "" {
		return fyne.Size{}
	}
	return measure.Text(it.text, r.g.size, fyne.TextStyle{Bold: it.bold})
}

func (r *glyphRenderer) MinSize() fyne.Size {
	w, h := float32(0), r.g.px
	for i, it := range r.g.items {
		if i > 0 {
			w += glyphGap
			if it.space {
				w += 6
			}
		}
		if it.icon != nil {
			w += r.g.px
		}
		ts := r.textSize(it)
		if it.icon != nil && it.text != "" {
			w += 1
		}
		w += ts.Width
		h = max(h, ts.Height)
	}
	return fyne.NewSize(w, h)
}

func (r *glyphRenderer) Layout(size fyne.Size) {
	x := float32(0)
	for i, it := range r.g.items {
		if i >= len(r.images) {
			break
		}
		if i > 0 {
			x += glyphGap
			if it.space {
				x += 6
			}
		}
		img, txt := r.images[i], r.texts[i]
		if it.icon != nil {
			img.Move(fyne.NewPos(x, (size.Height-r.g.px)/2))
			img.Resize(fyne.NewSize(r.g.px, r.g.px))
			x += r.g.px
			if it.text != "" {
				x++
			}
		}
		ts := r.textSize(it)
		txt.Move(fyne.NewPos(x, (size.Height-ts.Height)/2))
		txt.Resize(ts)
		x += ts.Width
	}
}

func (r *glyphRenderer) Refresh() {
	items := r.g.items
	for len(r.images) < len(items) {
		img := raster.NewPicture(nil, canvas.ImageFillContain)
		r.images = append(r.images, img)
		r.texts = append(r.texts, canvas.NewText("", nil))
	}
	r.objects = r.objects[:0]
	fg := theme.Color(theme.ColorNameForeground)
	for i, it := range items {
		img, txt := r.images[i], r.texts[i]
		if it.icon != nil {
			img.Resource = sized(it.icon, r.g.px)
			img.Refresh()
			r.objects = append(r.objects, img)
		}
		if it.text != "" {
			txt.Text, txt.TextSize, txt.TextStyle = it.text, r.g.size, fyne.TextStyle{Bold: it.bold}
			txt.Color = it.color
			if txt.Color == nil {
				txt.Color = fg
			}
			txt.Refresh()
			r.objects = append(r.objects, txt)
		}
	}
	r.Layout(r.g.Size())
}
