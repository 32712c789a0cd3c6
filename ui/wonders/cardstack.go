package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/raster"
)

// Sizes of a colour stack.
const (
	stackBanner  = 22 // a stacked card's banner when there is room
	stackFoot    = 14 // how much of the top card shows below its banner
	stackMinRow  = 15 // under this a stack splits into two columns, if wide enough
	stackMinColW = 70 // a column's least width when a stack splits
	stackGap     = 3
	slotWidth    = 26  // an empty colour's slot
	stackMaxW    = 150 // a stack's widest at scale 1: narrower than the hand's cards
	// compactBody is the picture's height under a stack's top card's
	// banner, to the stack's width.
	compactBody = 0.72
)

// cardStack is one colour of a city: its cards as mini faces overlapping
// from the top, each showing its banner (shape, name, effect icons), the
// last one open as a compact card (its banner and its picture), like a
// pile of cards on the table: the stack is as high as its cards. Hovering
// a card opens its banner when the stack squeezes them and shows its full
// face and text. With no card it is an outlined slot holding the colour's
// shape.
type cardStack struct {
	widget.BaseWidget
	t     *Table
	col   wonders.Color
	cards []wonders.Card
	pool  []*stackCard
	hover int // the card under the mouse, its banner spread open; -1 for none
}

func newCardStack(t *Table, col wonders.Color) *cardStack {
	s := &cardStack{t: t, col: col, hover: -1}
	s.ExtendBaseWidget(s)
	return s
}

// set gives the stack its cards, oldest first.
func (s *cardStack) set(cards []wonders.Card) {
	s.cards, s.hover = cards, -1
	for len(s.pool) < len(cards) {
		sc := newStackCard(s.t)
		sc.stack, sc.index = s, len(s.pool)
		s.pool = append(s.pool, sc)
	}
	for i, c := range cards {
		s.pool[i].set(c)
	}
	s.Refresh()
}

// AllowsOverlap lets the stack's cards lie over one another.
func (s *cardStack) AllowsOverlap(a, b fyne.CanvasObject) bool {
	_, ca := a.(*stackCard)
	_, cb := b.(*stackCard)
	return ca && cb
}

func (s *cardStack) CreateRenderer() fyne.WidgetRenderer {
	r := &stackRenderer{s: s, slot: canvas.NewRectangle(color.Transparent),
		shape: raster.NewPicture(nil, canvas.ImageFillContain)}
	r.shape.Translucency = 0.55
	r.slot.StrokeWidth, r.slot.CornerRadius = 1.5, 6
	return r
}

type stackRenderer struct {
	s     *cardStack
	slot  *canvas.Rectangle
	shape *raster.Picture
	objs  []fyne.CanvasObject
}

func (r *stackRenderer) Destroy() {}

func (r *stackRenderer) MinSize() fyne.Size { return fyne.NewSize(slotWidth, stackBanner+stackFoot) }

func (r *stackRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *stackRenderer) Refresh() {
	s := r.s
	r.objs = r.objs[:0]
	if len(s.cards) == 0 {
		c := cardColors[s.col]
		r.slot.StrokeColor = color.NRGBA{c.R, c.G, c.B, 0xb0}
		r.slot.FillColor = color.NRGBA{c.R, c.G, c.B, 0x18}
		r.objs = append(r.objs, r.slot, r.shape)
		r.slot.Refresh()
		r.shape.Refresh()
	}
	for i := range s.cards {
		r.objs = append(r.objs, s.pool[i])
	}
	r.Layout(s.Size())
}

// stackRows is how many cards a column of the stack holds, how far apart
// they are and how high each banner is, for n cards in height h split
// into cols columns, the banners grown by u in a large window.
func stackRows(n, cols int, h, u float32) (per int, step, banner float32) {
	per = (n + cols - 1) / cols
	banner = stackBanner * u
	if per <= 1 {
		return per, 0, min(banner, h)
	}
	step = min((h-banner-stackFoot*u)/float32(per-1), banner+2)
	if step < banner {
		banner = max(step, 8)
		step = max((h-banner-stackFoot*u)/float32(per-1), 1)
	}
	return per, step, banner
}

// unit is how much the stacks' banners grow with the table: its scale
// in a large window, 1 otherwise.
func (s *cardStack) unit() float32 { return max(s.t.scaleOr1(), 1) }

func (r *stackRenderer) Layout(size fyne.Size) {
	s := r.s
	if len(s.cards) == 0 {
		h := min(size.Height, stackBanner+stackFoot)
		r.slot.Resize(fyne.NewSize(size.Width, h))
		m := min(size.Width-10, h-10, 16)
		r.shape.Move(fyne.NewPos((size.Width-m)/2, (h-m)/2))
		r.shape.Resource = sized(shapeWatermarks[s.col], m)
		r.shape.Resize(fyne.NewSize(m, m))
		r.shape.Refresh()
		return
	}
	n, cols, u := len(s.cards), 1, s.unit()
	whole, foot := stackBanner*u, stackFoot*u
	per, step, banner := stackRows(n, 1, size.Height, u)
	if n > 1 && step < stackMinRow && size.Width >= 2*stackMinColW+stackGap {
		cols = 2
		per, step, banner = stackRows(n, 2, size.Height, u)
	}
	colW := (size.Width - float32(cols-1)*stackGap) / float32(cols)
	cardH := min(size.Height, banner+foot)
	ys := make([]float32, n)
	for i := range ys {
		ys[i] = float32(i%per) * step
	}
	open := spreadAt(ys, s.hover, cols, banner, whole, size.Height-cardH)
	for i := range s.cards {
		c := s.pool[i]
		h := cardH
		c.banner = banner
		if i == open {
			c.banner, h = whole, min(size.Height-ys[i], whole+foot)
		}
		if i == n-1 || (i+1)%per == 0 {
			// the top card of a column lies open, a compact card (its
			// banner and its picture) as high as the column's width
			// allows, within the zone
			h = min(size.Height-ys[i], max(h, whole+colW*compactBody))
			c.banner = max(c.banner, min(whole, h))
		}
		c.Move(fyne.NewPos(float32(i/per)*(colW+stackGap), ys[i]))
		c.Resize(fyne.NewSize(colW, h))
		c.Refresh()
	}
}

// spreadAt opens the banner of card k of a one-column stack whose banners
// are squeezed: k stays where it is and shows a whole banner (whole
// high), the cards after it close up towards the last one, which stays at
// bottom. It returns k, or -1 when there is nothing to open.
func spreadAt(ys []float32, k, cols int, banner, whole, bottom float32) int {
	n := len(ys)
	if cols != 1 || k < 0 || k >= n-1 || banner >= whole {
		return -1
	}
	first := ys[k] + whole + 1
	if rest := n - 2 - k; rest > 0 {
		gap := (bottom - first) / float32(rest)
		if gap < 4 {
			return -1
		}
		for i := k + 1; i < n; i++ {
			ys[i] = first + float32(i-k-1)*gap
		}
	} else if first > bottom {
		return -1
	}
	return k
}

// setHover spreads the banner of card i open (-1 closes it).
func (s *cardStack) setHover(i int) {
	if s.hover != i {
		s.hover = i
		s.Refresh()
	}
}

// stackCard is one card of a colour stack: a mini face whose banner
// shows, the detail on hover or right-click.
type stackCard struct {
	widget.BaseWidget
	t      *Table
	stack  *cardStack
	index  int
	card   wonders.Card
	banner float32
	art    *faceArt
}

func newStackCard(t *Table) *stackCard {
	c := &stackCard{t: t, card: wonders.NoCard, art: newFaceArt(), banner: stackBanner}
	c.ExtendBaseWidget(c)
	return c
}

func (c *stackCard) set(card wonders.Card) {
	c.card = card
	c.art.set(c.t.words, card)
}

// AllowsOverlap lets the watermark lie under the face's icons.
func (c *stackCard) AllowsOverlap(a, b fyne.CanvasObject) bool { return c.art.allowsOverlap(a, b) }

// FullText is the card's full name, for a banner that shows less.
func (c *stackCard) FullText() string { return c.art.name }

func (c *stackCard) TappedSecondary(*fyne.PointEvent) { c.t.detail.show(c.card, nil, c) }
func (c *stackCard) MouseMoved(*desktop.MouseEvent)   {}

// MouseIn opens the card's banner in its stack and shows its detail.
func (c *stackCard) MouseIn(*desktop.MouseEvent) {
	if c.stack != nil {
		c.stack.setHover(c.index)
	}
	c.t.detail.show(c.card, nil, c)
}

func (c *stackCard) MouseOut() {
	if c.stack != nil && c.stack.hover == c.index {
		c.stack.setHover(-1)
	}
	c.t.detail.hide()
}

func (c *stackCard) CreateRenderer() fyne.WidgetRenderer { return &stackCardRenderer{c: c} }

type stackCardRenderer struct{ c *stackCard }

func (r *stackCardRenderer) Destroy()                     {}
func (r *stackCardRenderer) MinSize() fyne.Size           { return fyne.NewSize(40, 12) }
func (r *stackCardRenderer) Objects() []fyne.CanvasObject { return r.c.art.objects() }
func (r *stackCardRenderer) Refresh()                     { r.Layout(r.c.Size()) }
func (r *stackCardRenderer) Layout(size fyne.Size) {
	r.c.art.floor = r.c.t.faceText()
	r.c.art.layout(fyne.Position{}, size, r.c.banner)
}

// cityLayout gives each colour stack its column: an empty colour a narrow
// slot, the others equal shares of the rest, up to stackMaxW.
type cityLayout struct{ stacks []*cardStack }

const cityGap = 4

func (l *cityLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	// A stack too tall for the zone asks for two columns' share.
	shares, full := make([]int, len(l.stacks)), 0
	for i, s := range l.stacks {
		if n := len(s.cards); n > 0 {
			shares[i] = 1
			if _, step, _ := stackRows(n, 1, size.Height, s.unit()); n > 1 && step < stackMinRow {
				shares[i] = 2
			}
			full += shares[i]
		}
	}
	empty := 0
	for _, sh := range shares {
		if sh == 0 {
			empty++
		}
	}
	// The stacks grow with the table in a large window.
	g := float32(1)
	if len(l.stacks) > 0 {
		g = max(l.stacks[0].t.scaleOr1(), 1)
	}
	rest := size.Width - float32(len(l.stacks)-1)*cityGap - float32(empty)*slotWidth*g
	w := float32(slotWidth)
	if full > 0 {
		w = min((rest-float32(full-len(l.stacks)+empty)*stackGap)/float32(full), stackMaxW*g)
		if w < stackMinColW { // no room for a second column: equal shares
			for i := range shares {
				shares[i] = min(shares[i], 1)
			}
			full = len(l.stacks) - empty
			w = min(rest/float32(max(full, 1)), stackMaxW*g)
		}
	}
	x := float32(0)
	for i, s := range l.stacks {
		sw := float32(slotWidth) * g
		if sh := shares[i]; sh > 0 {
			sw = float32(sh)*w + float32(sh-1)*stackGap
		}
		s.Move(fyne.NewPos(x, 0))
		s.Resize(fyne.NewSize(sw, size.Height))
		x += sw + cityGap
	}
}

func (l *cityLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(float32(len(l.stacks))*(slotWidth+cityGap), stackBanner+stackFoot)
}
