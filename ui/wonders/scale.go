package wonders

import (
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"agora/game/wonders"
)

// The table grows and shrinks with its window. scaleLayout computes a
// scale from the table's size (1 in a 1280×800 window, 0.8 at 1024×640,
// about 1.35 at 1920×1080 and 1.8 at 2560×1440) and the layouts size the
// zones, the cards and the icons from it; the texts of the zones follow
// through
// rescale, which keeps each text's size at scale 1 and sets it for the
// current one, never under the least size a text may have (textFloor at
// scale 1, so 12 px from 1280×800 up, 10 px at 1024×640).
const (
	// scaleW and scaleH are the table in a 1280×800 window (less its
	// menu bar and the window's padding), where the scale is 1.
	scaleW, scaleH = 1272, 764
	minScale       = 0.8
	maxScale       = 2.2
	// textFloor is the least text size at scale 1; minTextScale keeps
	// texts at 10 px and more in the smallest window.
	textFloor    = 12
	minTextScale = 10.0 / textFloor
)

// scaleFor is the table's scale for a table of size, to the hundredth.
func scaleFor(size fyne.Size) float32 {
	s := clamp(min(size.Width/scaleW, size.Height/scaleH), minScale, maxScale)
	return float32(math.Round(float64(s)*100)) / 100
}

// scaleLayout holds the whole table: it sets the table's scale for its
// size, and the texts' sizes for it, before the table is laid out.
type scaleLayout struct{ t *Table }

func (l *scaleLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	t := l.t
	rescaled := false
	if s := scaleFor(size); s != t.scale {
		t.scale = s
		rescaled = t.rescale(objs[0])
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
		if c, ok := o.(*fyne.Container); ok && rescaled {
			c.Refresh() // every zone lays out its resized texts
		}
	}
}

func (l *scaleLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var out fyne.Size
	for _, o := range objs {
		out = out.Max(o.MinSize())
	}
	return out
}

// sc is a length at the table's scale.
func (t *Table) sc(v float32) float32 { return v * t.scaleOr1() }

func (t *Table) scaleOr1() float32 {
	if t == nil || t.scale == 0 {
		return 1
	}
	return t.scale
}

// textAt is the size of a text made at base for the table's scale: the
// base grows and shrinks with the table, from textFloor up.
func (t *Table) textAt(base float32) float32 { return textAtScale(base, t.scaleOr1()) }

// textAtScale is the size of a text made at base for a table's scale.
func textAtScale(base, scale float32) float32 {
	return max(base, textFloor) * max(scale, minTextScale)
}

// scaledSize is what rescale remembers of a text: the size it was made
// at (scale 1) and the size last given, to notice a size its owner set
// again since.
type scaledSize struct{ base, given, px, pxGiven float32 }

// rescale sets the text sizes and icon sizes under o for the table's
// scale, and reports whether any changed. Card faces, tokens, the board, the market and the
// score pad size their parts from their own box and are left alone;
// Fyne's widgets follow the theme.
func (t *Table) rescale(o fyne.CanvasObject) bool {
	if t.scaled == nil {
		t.scaled = map[any]*scaledSize{}
	}
	changed := false
	remember := func(key any, size, px float32) *scaledSize {
		s, ok := t.scaled[key]
		if !ok || s.given != size || s.pxGiven != px {
			s = &scaledSize{base: size, given: size, px: px, pxGiven: px}
			t.scaled[key] = s
		}
		return s
	}
	var visit func(o fyne.CanvasObject)
	visit = func(o fyne.CanvasObject) {
		if t.owned[o] {
			return
		}
		switch x := o.(type) {
		case nil:
		case *glyphRow:
			s := remember(x, x.size, x.px)
			size, px := t.textAt(s.base), s.px*max(t.scaleOr1(), 1)
			if size != x.size || px != x.px {
				x.size, x.px, s.given, s.pxGiven = size, px, size, px
				x.Refresh()
				changed = true
			}
		case *fitText:
			s := remember(x, x.text.TextSize, 0)
			if size := t.textAt(s.base); size != x.text.TextSize {
				x.text.TextSize, s.given = size, size
				x.Refresh()
				changed = true
			}
		case *pill:
			visit(x.row)
			x.Refresh()
		case *canvas.Text:
			s := remember(x, x.TextSize, 0)
			if size := t.textAt(s.base); size != x.TextSize {
				x.TextSize, s.given = size, size
				x.Refresh()
				changed = true
			}
		case *fyne.Container:
			if _, ok := x.Layout.(*padLayout); ok {
				return // the score pad scales its own rows
			}
			if x == t.board.root || x == t.market.root {
				return // they fit their parts to their box (board.go, market.go)
			}
			if b, ok := x.Layout.(*blockRows); ok {
				s := remember(b.block, b.block.size, 0)
				if size := t.textAt(s.base); size != b.block.size {
					b.block.size, s.given = size, size
					for _, l := range b.block.lines {
						l.TextSize = size
					}
					b.block.wrapTo(b.block.width)
					changed = true
				}
				return
			}
			for _, c := range x.Objects {
				visit(c)
			}
		case *container.Scroll:
			visit(x.Content)
		case partsScaler:
			for _, c := range x.scaledParts() {
				visit(c)
			}
		}
	}
	visit(o)
	return changed
}

// partsScaler is a widget whose texts follow the table's scale: it names
// the parts rescale sets.
type partsScaler interface {
	scaledParts() []fyne.CanvasObject
}

// ownSized tells rescale that o's owner sizes it for the table's scale.
func (t *Table) ownSized(o fyne.CanvasObject) {
	if t.owned == nil {
		t.owned = map[fyne.CanvasObject]bool{}
	}
	t.owned[o] = true
}

// scaledParts: a hover box's content follows the table's scale.
func (b *hoverBox) scaledParts() []fyne.CanvasObject { return []fyne.CanvasObject{b.content} }

// showSaleRow scrolls Market Day's list of seats to the row of the card
// on sale, when the panel is too short to show every row.
func (t *Table) showSaleRow() {
	v, p := t.view, t.mdPanel
	if v == nil || v.MarketDay == nil || v.MarketDay.Owner < 0 || v.MarketDay.Card == wonders.NoCard {
		return
	}
	i := slices.Index(v.Market.Order, v.MarketDay.Owner)
	if i < 0 || i >= len(p.seats) {
		return
	}
	scroll := findScroll(p.root)
	if scroll == nil {
		return
	}
	row := p.seats[i].box
	top, bottom := row.Position().Y, row.Position().Y+row.Size().Height
	view := scroll.Size().Height
	off := scroll.Offset.Y
	switch {
	case bottom > off+view:
		off = bottom - view
	case top < off:
		off = top
	}
	if off != scroll.Offset.Y {
		scroll.Offset.Y = max(off, 0)
		scroll.Refresh()
	}
}

// findScroll is the first scroll under o.
func findScroll(o fyne.CanvasObject) *container.Scroll {
	switch x := o.(type) {
	case *container.Scroll:
		return x
	case *fyne.Container:
		for _, c := range x.Objects {
			if s := findScroll(c); s != nil {
				return s
			}
		}
	}
	return nil
}
