package raster

import (
	"fmt"
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// Picture shows an SVG resource as a bitmap of the pixels it covers,
// taken from the shared cache: what a canvas.Image of the resource shows,
// without parsing the SVG at each refresh. Set Resource, FillMode or
// Translucency, then Refresh, as with a canvas.Image; a new size draws
// the bitmap of that size.
type Picture struct {
	widget.BaseWidget

	Resource     fyne.Resource
	FillMode     canvas.ImageFill // canvas.ImageFillContain or ImageFillStretch
	Translucency float64

	min fyne.Size
}

// NewPicture is res shown in fill mode.
func NewPicture(res fyne.Resource, fill canvas.ImageFill) *Picture {
	p := &Picture{Resource: res, FillMode: fill}
	p.ExtendBaseWidget(p)
	return p
}

// SetMinSize sets the least size the picture asks of its layout.
func (p *Picture) SetMinSize(s fyne.Size) { p.min = s }

// MinSize is the size set by SetMinSize, or 1×1 as a canvas.Image's.
func (p *Picture) MinSize() fyne.Size {
	if p.min.IsZero() {
		return fyne.NewSize(1, 1)
	}
	return p.min
}

// CreateRenderer is the picture's one image.
func (p *Picture) CreateRenderer() fyne.WidgetRenderer {
	p.ExtendBaseWidget(p)
	r := &pictureRenderer{p: p, img: &canvas.Image{}}
	r.objs = []fyne.CanvasObject{r.img}
	return r
}

type pictureRenderer struct {
	p    *Picture
	img  *canvas.Image
	objs []fyne.CanvasObject
	// What the image shows: the resource at w×h pixels.
	res  fyne.Resource
	w, h int
}

func (r *pictureRenderer) Layout(size fyne.Size) {
	r.img.Resize(size)
	r.update(size)
}

func (r *pictureRenderer) MinSize() fyne.Size           { return r.p.MinSize() }
func (r *pictureRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *pictureRenderer) Destroy()                     {}

func (r *pictureRenderer) Refresh() {
	r.img.Resize(r.p.Size())
	r.update(r.p.Size())
	canvas.Refresh(r.img)
}

// update shows the picture's resource at the pixels of size on its
// canvas, drawing it only when the resource or the pixels changed.
func (r *pictureRenderer) update(size fyne.Size) {
	p := r.p
	changed := r.img.FillMode != p.FillMode || r.img.Translucency != p.Translucency
	r.img.FillMode, r.img.Translucency = p.FillMode, p.Translucency
	w, h := pixels(p, size)
	if p.Resource != r.res || w != r.w || h != r.h {
		r.res, r.w, r.h = p.Resource, w, h
		var img image.Image
		if p.Resource != nil && w > 0 && h > 0 {
			if bm, err := Rasterise(p.Resource, w, h); err != nil {
				fyne.LogError("", fmt.Errorf("raster: drawing %s: %w", p.Resource.Name(), err))
			} else {
				img = bm
			}
		}
		r.img.Image = img
		changed = true
	}
	if changed {
		r.img.Refresh()
	}
}

// pixels is size in the pixels of o's canvas, as canvas.Image counts
// them for an SVG: twice the size when o is on no canvas yet.
func pixels(o fyne.CanvasObject, size fyne.Size) (int, int) {
	if size.Width <= 0 || size.Height <= 0 {
		return 0, 0
	}
	if a := fyne.CurrentApp(); a != nil {
		if c := a.Driver().CanvasForObject(o); c != nil {
			return c.PixelCoordinateForPosition(fyne.Position{X: size.Width, Y: size.Height})
		}
	}
	return int(size.Width) * 2, int(size.Height) * 2
}
