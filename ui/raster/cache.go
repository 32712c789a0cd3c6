package raster

import (
	"bytes"
	"container/list"
	"errors"
	"image"
	"image/draw"
	"sync"

	"fyne.io/fyne/v2"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// DefaultBytes bounds the shared cache: the bitmaps' pixels, 4 bytes each.
const DefaultBytes = 48 << 20

// iconsKept bounds the parsed SVG documents kept for the next size.
const iconsKept = 256

// id names a resource: its name and its length.
type id struct {
	name string
	n    int
}

// key is a resource at a pixel size.
type key struct {
	id
	w, h int
}

type entry struct {
	key key
	img *image.NRGBA
}

// parsed is an SVG document read once; mu guards its drawing target.
type parsed struct {
	mu   sync.Mutex
	icon *oksvg.SvgIcon
}

// Cache holds bitmaps of SVG resources by pixel size, the least recently
// used dropped first once their pixels pass the bound.
type Cache struct {
	mu     sync.Mutex
	limit  int
	used   int
	order  *list.List // of *entry, most recent first
	byKey  map[key]*list.Element
	icons  map[id]*parsed
	hits   int
	misses int
}

// NewCache is an empty cache holding up to limit bytes of pixels.
func NewCache(limit int) *Cache {
	return &Cache{limit: limit, order: list.New(), byKey: map[key]*list.Element{}, icons: map[id]*parsed{}}
}

var shared = NewCache(DefaultBytes)

// Rasterise is res drawn at w×h pixels from the shared cache (see
// Cache.Rasterise).
func Rasterise(res fyne.Resource, w, h int) (*image.NRGBA, error) {
	return shared.Rasterise(res, w, h)
}

// Rasterise is the SVG res drawn to fit w×h pixels, keeping its aspect
// as Fyne's own SVG images do (the bitmap is as wide or as tall as the
// box and centred in it by the image's fill mode). The bitmap is shared:
// callers never draw on it.
func (c *Cache) Rasterise(res fyne.Resource, w, h int) (*image.NRGBA, error) {
	if res == nil || w <= 0 || h <= 0 {
		return nil, errors.New("raster: no resource or an empty size")
	}
	content := res.Content()
	k := key{id{res.Name(), len(content)}, w, h}
	c.mu.Lock()
	if el, ok := c.byKey[k]; ok {
		c.order.MoveToFront(el)
		c.hits++
		c.mu.Unlock()
		return el.Value.(*entry).img, nil
	}
	c.misses++
	p := c.icons[k.id]
	c.mu.Unlock()
	if p == nil {
		icon, err := oksvg.ReadReplacingCurrentColor(bytes.NewReader(content), "#000000")
		if err != nil {
			return nil, err
		}
		p = &parsed{icon: icon}
	}
	img, err := p.draw(w, h)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.icons) >= iconsKept {
		clear(c.icons)
	}
	c.icons[k.id] = p
	if el, ok := c.byKey[k]; ok { // drawn meanwhile by another goroutine
		c.order.MoveToFront(el)
		return el.Value.(*entry).img, nil
	}
	c.byKey[k] = c.order.PushFront(&entry{k, img})
	c.used += len(img.Pix)
	for c.used > c.limit && c.order.Len() > 1 {
		last := c.order.Back()
		e := last.Value.(*entry)
		c.order.Remove(last)
		delete(c.byKey, e.key)
		c.used -= len(e.img.Pix)
	}
	return img, nil
}

// Stats are the cache's hits and misses so far and the bytes it holds.
func (c *Cache) Stats() (hits, misses, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses, c.used
}

// draw rasterises the icon to fit width×height, as fyne's internal/svg
// Decoder.Draw does: the view box's aspect kept, a negative view box
// origin moved into the picture, anti-aliased, into straight alpha.
func (p *parsed) draw(width, height int) (out *image.NRGBA, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	vb := p.icon.ViewBox
	if vb.W <= 0 || vb.H <= 0 {
		return nil, errors.New("raster: an SVG without a view box")
	}
	aspect := float32(vb.W / vb.H)
	imgW, imgH := width, height
	if view := float32(width) / float32(height); view > aspect {
		imgW = int(float32(height) * aspect)
	} else if view < aspect {
		imgH = int(float32(width) / aspect)
	}
	imgW, imgH = max(imgW, 1), max(imgH, 1)
	var y float64
	if vb.Y < 0 {
		y = vb.Y + (-vb.Y/vb.H)*float64(imgH)
	}
	p.icon.SetTarget(0, y, float64(imgW), float64(imgH))
	img := image.NewRGBA(image.Rect(0, 0, imgW, imgH))
	scanner := rasterx.NewScannerGV(int(vb.W), int(vb.H), img, img.Bounds())
	dasher := rasterx.NewDasher(width, height, scanner)
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, errors.New("raster: the SVG failed to draw")
		}
	}()
	p.icon.Draw(dasher, 1)
	out = image.NewNRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, image.Point{}, draw.Src)
	return out, nil
}
