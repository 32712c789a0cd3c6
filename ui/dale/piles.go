package dale

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// pileKind is what a pile object shows.
type pileKind int

const (
	pileDeck    pileKind = iota // face down: the card back with the count large in the middle
	pileDiscard                 // face up: the top card, the count below
	pileJunk                    // the junk supply: a Junk card with how many are left
)

// Most edges drawn under a pile, and the step between two of them.
const (
	pileEdges    = 3
	pileEdgeStep = 3
)

// pileEdgeCount is how many edges show a pile's thickness.
func pileEdgeCount(count int) int {
	switch {
	case count <= 1:
		return 0
	case count <= 4:
		return 1
	case count <= 10:
		return 2
	}
	return pileEdges
}

// pileView is a pile of cards drawn as an object: its edges, its top
// (back or face) and its count. It may be tapped (OnTapped); hovering a
// face-up pile shows its top card's tooltip.
type pileView struct {
	widget.BaseWidget
	h        cardHost
	kind     pileKind
	count    int
	top      eng.Card
	size     fyne.Size
	OnTapped func()
	rend     *pileRenderer
}

// newPile is a pile of kind holding count cards, top the face-up card
// of a discard pile, drawn for h in a box of size (edges and count
// included).
func newPile(h cardHost, kind pileKind, count int, top eng.Card, size fyne.Size) *pileView {
	if kind == pileJunk {
		top = eng.Junk
	}
	if kind == pileDeck || count == 0 && kind == pileDiscard {
		top = eng.NoCard
	}
	p := &pileView{h: h, kind: kind, count: count, top: top, size: size}
	p.ExtendBaseWidget(p)
	return p
}

// newDiscardPile is a discard pile of size that opens the pile browser,
// titled title, when clicked.
func newDiscardPile(h cardHost, title string, cards []eng.Card, size fyne.Size) *pileView {
	top := eng.NoCard
	if n := len(cards); n > 0 {
		top = cards[n-1]
	}
	p := newPile(h, pileDiscard, len(cards), top, size)
	if len(cards) > 0 {
		pile := slices.Clone(cards)
		p.OnTapped = func() { h.showPile(title, pile) }
	}
	return p
}

// MinSize is the size the pile was made for.
func (p *pileView) MinSize() fyne.Size { return p.size }

// FullText is the top card's whole text, which the pile's tooltip gives
// (ui.FullTexter).
func (p *pileView) FullText() string {
	if p.top == eng.NoCard {
		return ""
	}
	return p.h.cardDetail(p.top)
}

// Tapped runs OnTapped.
func (p *pileView) Tapped(*fyne.PointEvent) {
	if p.OnTapped != nil {
		p.OnTapped()
	}
}

// Cursor is a pointing hand on a pile that opens.
func (p *pileView) Cursor() desktop.Cursor {
	if p.OnTapped != nil {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// MouseIn shows the top card's tooltip.
func (p *pileView) MouseIn(e *desktop.MouseEvent) {
	if p.top != eng.NoCard {
		p.h.showTip(p.h.cardInfo(p.top, p.top.Value()), e.AbsolutePosition)
	}
}

// MouseMoved moves the tooltip with the pointer.
func (p *pileView) MouseMoved(e *desktop.MouseEvent) { p.h.moveTip(e.AbsolutePosition) }

// MouseOut hides the tooltip.
func (p *pileView) MouseOut() { p.h.hideTip() }

// TappedSecondary shows the top card in a dialog.
func (p *pileView) TappedSecondary(*fyne.PointEvent) {
	if p.top != eng.NoCard {
		p.h.showDetail(p.h.cardName(p.top), p.h.cardInfo(p.top, p.top.Value()))
	}
}

// CreateRenderer draws the edges, the top and the count.
func (p *pileView) CreateRenderer() fyne.WidgetRenderer {
	r := &pileRenderer{p: p}
	faceSize := p.faceSize(p.size)
	value := 0
	if p.top != eng.NoCard {
		value = p.top.Value()
	}
	r.face = p.h.newFace(p.top, value, levelFor(faceSize))
	for range pileEdgeCount(p.count) {
		e := canvas.NewRectangle(r.face.paper.FillColor)
		e.StrokeColor, e.StrokeWidth = edgeColour(p.top), 1.2
		if p.top == eng.NoCard {
			e.FillColor = colourBack
		}
		r.edges = append(r.edges, e)
		r.objs = append(r.objs, e)
	}
	if p.count == 0 && p.kind != pileJunk {
		r.empty = canvas.NewRectangle(color.Transparent)
		r.empty.StrokeColor, r.empty.StrokeWidth = cardMuted, 1.5
		r.objs = append(r.objs, r.empty)
	} else {
		r.objs = append(r.objs, r.face.objects()...)
	}
	switch p.kind {
	case pileDeck:
		r.medal = canvas.NewRectangle(cardPaper)
		r.medal.StrokeColor, r.medal.StrokeWidth = colourBackLine, 1.5
		big, _ := p.h.pileWords(p.kind, p.count)
		r.big = canvas.NewText(big, colourBack)
		if p.count == 0 {
			r.medal.Hidden = true
			r.big.Color = cardMuted
		}
		r.objs = append(r.objs, r.medal, r.big)
	case pileJunk:
		big, small := p.h.pileWords(p.kind, p.count)
		r.big = canvas.NewText(big, cardInk)
		r.small = canvas.NewText(small, cardMuted)
		r.small.TextStyle = fyne.TextStyle{Italic: true}
		if p.count == 0 {
			r.big.Color = cardMuted
		}
		r.objs = append(r.objs, r.big, r.small)
	case pileDiscard:
		r.medal = canvas.NewRectangle(cardPaper)
		r.medal.StrokeColor, r.medal.StrokeWidth = edgeNeutral, 1
		_, small := p.h.pileWords(p.kind, p.count)
		r.small = canvas.NewText(small, cardInk)
		r.objs = append(r.objs, r.medal, r.small)
	}
	if r.big != nil {
		r.big.TextStyle = fyne.TextStyle{Bold: true}
	}
	r.Layout(p.size)
	p.rend = r
	return r
}

// edgeNeutral outlines the edges of a face-up pile and its count.
var edgeNeutral = color.NRGBA{R: 0xa8, G: 0xa0, B: 0x92, A: 0xff}

// edgeColour is the outline of a pile's edges: neutral face up, the
// back's frame face down.
func edgeColour(top eng.Card) color.Color {
	if top == eng.NoCard {
		return colourBackLine
	}
	return edgeNeutral
}

// countHeight is the room a discard pile keeps below itself for its
// count, written at the least size of a face's line at least.
func (p *pileView) countHeight(size fyne.Size) float32 {
	return max(artClamp(size.Height*0.12, 14, 20), snap(p.h.faceFloor()*1.4))
}

// faceSize is the size of the pile's top card in a box of size.
func (p *pileView) faceSize(size fyne.Size) fyne.Size {
	off := float32(pileEdges * pileEdgeStep)
	h := size.Height - off
	if p.kind == pileDiscard {
		h -= p.countHeight(size)
	}
	return fyne.NewSize(size.Width-off, h)
}

// pileRenderer lays a pile out.
type pileRenderer struct {
	p     *pileView
	face  *face
	edges []*canvas.Rectangle
	empty *canvas.Rectangle // the outline of an empty pile
	medal *canvas.Rectangle // under a deck's count
	big   *canvas.Text      // a deck's count, the junk supply's "× N"
	small *canvas.Text      // "left in supply", a discard pile's "N cards"
	objs  []fyne.CanvasObject
}

// Layout puts the edges down and to the right of the top card.
func (r *pileRenderer) Layout(size fyne.Size) {
	p := r.p
	fs := p.faceSize(size)
	n := len(r.edges)
	for i, e := range r.edges {
		off := float32((n - i) * pileEdgeStep)
		e.CornerRadius = artClamp(fs.Width*0.07, 4, 10)
		artPlace(e, off, off, fs.Width, fs.Height)
	}
	if r.empty != nil {
		r.empty.CornerRadius = artClamp(fs.Width*0.07, 4, 10)
		artPlace(r.empty, 0, 0, fs.Width, fs.Height)
	} else {
		r.face.layout(fyne.Position{}, fs, 0)
	}
	switch p.kind {
	case pileDeck:
		r.big.TextSize = artClamp(fs.Width*0.26, 12, 30)
		ts := r.big.MinSize()
		mw, mh := ts.Width+ts.Height*0.6, ts.Height*1.1
		r.medal.CornerRadius = 5
		artPlace(r.medal, (fs.Width-mw)/2, (fs.Height-mh)/2, mw, mh)
		artPlace(r.big, (fs.Width-ts.Width)/2, (fs.Height-ts.Height)/2, ts.Width, ts.Height)
	case pileJunk:
		// The count takes the place of the name and the effect.
		band := r.face.bandEnd
		r.face.hideText()
		floor := p.h.faceFloor()
		r.big.TextSize = max(artClamp(fs.Width*0.24, 11, 28), floor)
		r.small.TextSize = max(artClamp(fs.Width*0.11, 7, 12), floor)
		var fits bool
		_, r.small.TextSize, fits = fitText(r.small.Text, fs.Width-8, r.small.TextSize, floor, 1, r.small.TextStyle)
		bs, ss := r.big.MinSize(), r.small.MinSize()
		// Left off (the tooltip says it) where it does not fit the
		// face's width, or its height under the count.
		r.small.Hidden = !fits || band+bs.Height+ss.Height > fs.Height-2
		if r.small.Hidden {
			ss.Height = 0
		}
		y := band + (fs.Height-band-bs.Height-ss.Height)/2
		artPlace(r.big, (fs.Width-bs.Width)/2, y, bs.Width, bs.Height)
		artPlace(r.small, (fs.Width-ss.Width)/2, y+bs.Height, ss.Width, ss.Height)
	case pileDiscard:
		ch := p.countHeight(size)
		r.small.TextSize = max(ch*0.62, p.h.faceFloor())
		ss := r.small.MinSize()
		pw, ph := ss.Width+ch*0.8, max(ch-2, ss.Height)
		r.medal.CornerRadius = ph / 2
		artPlace(r.medal, (fs.Width-pw)/2, size.Height-ph, pw, ph)
		artPlace(r.small, (fs.Width-ss.Width)/2, size.Height-ph+(ph-ss.Height)/2, ss.Width, ss.Height)
	}
}

// MinSize is the size the pile was made for.
func (r *pileRenderer) MinSize() fyne.Size { return r.p.size }

// Objects are the edges, the top and the counts.
func (r *pileRenderer) Objects() []fyne.CanvasObject { return r.objs }

// Refresh lays the pile out again.
func (r *pileRenderer) Refresh() {
	size := r.p.Size()
	if size.IsZero() {
		size = r.p.size // not laid out yet
	}
	r.Layout(size)
	for _, o := range r.objs {
		o.Refresh()
	}
}

// Destroy has nothing to release.
func (r *pileRenderer) Destroy() {}

// AllowsOverlap: a pile's edges, top card and count are drawn over one
// another (ui.OverlapAllowed).
func (p *pileView) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }
