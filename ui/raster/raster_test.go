package raster

import (
	"fmt"
	"image"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// A disc and a bar on a 100×50 view box: wider than tall, so a square
// box shows the aspect kept.
func svgRes(name, fill string) fyne.Resource {
	return fyne.NewStaticResource(name, fmt.Appendf(nil,
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><circle cx="25" cy="25" r="20" fill="%s"/>`+
			`<rect x="55" y="10" width="40" height="30" fill="#123456" fill-opacity="0.5"/></svg>`, fill))
}

// The bitmap of a size is drawn once and shared; another size or another
// resource is another bitmap, and the view box's aspect is kept.
func TestRasteriseOncePerSize(t *testing.T) {
	c := NewCache(DefaultBytes)
	res := svgRes("a.svg", "#ff0000")
	a, err := c.Rasterise(res, 40, 40)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := c.Rasterise(res, 40, 40); b != a {
		t.Error("the same size drawn twice")
	}
	if got := a.Bounds().Size(); got != image.Pt(40, 20) {
		t.Errorf("a 2:1 picture in 40×40 is %v, want 40×20", got)
	}
	if b, _ := c.Rasterise(res, 80, 40); b == a || b.Bounds().Dx() != 80 {
		t.Errorf("another size shares a bitmap or is %v", b.Bounds())
	}
	if b, _ := c.Rasterise(svgRes("b.svg", "#00ff00"), 40, 40); b == a || b.At(10, 10) == a.At(10, 10) {
		t.Error("another resource shows the first one's pixels")
	}
	if hits, misses, _ := c.Stats(); hits != 1 || misses != 3 {
		t.Errorf("%d hits and %d misses, want 1 and 3", hits, misses)
	}
	if _, err := c.Rasterise(res, 0, 10); err == nil {
		t.Error("an empty size drew")
	}
	if _, err := c.Rasterise(fyne.NewStaticResource("x.svg", []byte("not svg")), 10, 10); err == nil {
		t.Error("a broken SVG drew")
	}
}

// The cache keeps to its bound, the most recently used kept.
func TestRasteriseBounded(t *testing.T) {
	const bound = 3 * 50 * 20 * 4 // three bitmaps of 50×20 at most
	c := NewCache(bound)
	res := svgRes("a.svg", "#ff0000")
	first, _ := c.Rasterise(res, 40, 20)
	for i := range 10 {
		c.Rasterise(res, 40, 20) // the first stays the most recent
		c.Rasterise(res, 41+i, 20)
	}
	if _, _, used := c.Stats(); used > bound {
		t.Errorf("%d bytes held over a bound of %d", used, bound)
	}
	if again, _ := c.Rasterise(res, 40, 20); again != first {
		t.Error("the most used bitmap was dropped")
	}
}

// Many goroutines drawing the same pictures at once get equal bitmaps
// (go test -race checks the locking).
func TestRasteriseConcurrent(t *testing.T) {
	c := NewCache(DefaultBytes)
	res := svgRes("a.svg", "#ff0000")
	want, _ := NewCache(DefaultBytes).Rasterise(res, 33, 33)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			for j := range 20 {
				img, err := c.Rasterise(res, 30+(i+j)%5, 33)
				if err != nil {
					t.Error(err)
					return
				}
				if img.Bounds().Dx() == 33 && string(img.Pix) != string(want.Pix) {
					t.Error("a bitmap drawn concurrently differs")
				}
			}
		})
	}
	wg.Wait()
}

// A Picture shows the very pixels a canvas.Image of the same SVG shows,
// in either fill mode, at the canvas scale, and follows its resource and
// its size.
func TestPictureLooksLikeCanvasImage(t *testing.T) {
	test.NewTempApp(t)
	for _, scale := range []float32{1, 2} {
		for _, fill := range []canvas.ImageFill{canvas.ImageFillContain, canvas.ImageFillStretch} {
			res := svgRes(fmt.Sprintf("look-%v-%d.svg", scale, fill), "#aa2200")
			img := &canvas.Image{Resource: res, FillMode: fill}
			pic := NewPicture(res, fill)
			w := test.NewWindow(container.NewWithoutLayout(img, pic))
			w.Canvas().(test.WindowlessCanvas).SetScale(scale)
			for _, size := range []fyne.Size{{Width: 48, Height: 48}, {Width: 31, Height: 70}} {
				img.Resize(size)
				img.Refresh()
				pic.Resize(size)
				pic.Refresh()
				got := test.WidgetRenderer(pic).Objects()[0].(*canvas.Image)
				want := img.Image.(*image.NRGBA)
				if got.Image == nil || got.FillMode != fill || string(got.Image.(*image.NRGBA).Pix) != string(want.Pix) ||
					got.Image.Bounds() != want.Bounds() {
					t.Errorf("scale %v fill %d size %v: the picture's pixels differ from canvas.Image's (%v, %v)",
						scale, fill, size, got.Image.Bounds(), want.Bounds())
				}
			}
			pic.Resource = svgRes("other.svg", "#0000ff")
			before := test.WidgetRenderer(pic).Objects()[0].(*canvas.Image).Image
			pic.Translucency = 0.5
			pic.Refresh()
			shown := test.WidgetRenderer(pic).Objects()[0].(*canvas.Image)
			if shown.Image == before || shown.Translucency != 0.5 {
				t.Error("a new resource or translucency is not shown after Refresh")
			}
			pic.Resource = nil
			pic.Refresh()
			if shown.Image != nil {
				t.Error("a picture without a resource still shows one")
			}
			w.Close()
		}
	}
}
