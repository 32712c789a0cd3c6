package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
	"agora/ui/raster"
)

// cardView is one card drawn as its face (see cardface.go). It may be
// tapped when an option names it, and shows its large face on hover and
// on right-click.
type cardView struct {
	widget.BaseWidget
	h        cardHost
	card     eng.Card
	value    int
	size     fyne.Size
	onTap    func()
	selected bool   // the blue double ring
	dimmed   bool   // faded: cannot be chosen now
	badge    string // the pill on the bottom edge, "" for none
	badgeOK  bool   // a filled pill (it works), else outlined
	hovered  bool
	focused  bool // the keyboard's focus ring (keys.go)
	noTip    bool // a face inside a tooltip or dialog shows no tooltip of its own
	rend     *cardRenderer
}

// cardHost is what a card or a pile asks of the table it is drawn on:
// its face in the table's language, at the table's least text size, its
// whole text and its detail, the words of a pile's counts, the pile
// browser and the tooltip layer. The table is one; a card holds no more
// of it than this.
type cardHost interface {
	tipLayer
	newFace(c eng.Card, value int, level faceLevel) *face
	faceFloor() float32
	cardName(c eng.Card) string
	cardDetail(c eng.Card) string
	cardInfo(c eng.Card, value int) fyne.CanvasObject
	pileWords(kind pileKind, count int) (big, small string)
	showPile(title string, cards []eng.Card)
}

// newCard is card c worth value, drawn at size for h; onTap, when not
// nil, plays its option.
func newCard(h cardHost, c eng.Card, value int, size fyne.Size, onTap func()) *cardView {
	cv := &cardView{h: h, card: c, value: value, size: size, onTap: onTap}
	cv.ExtendBaseWidget(cv)
	return cv
}

// SetSelected draws or removes the selection ring.
func (cv *cardView) SetSelected(on bool) {
	cv.selected = on
	cv.Refresh()
}

// SetFocused draws or removes the keyboard's focus ring.
func (cv *cardView) SetFocused(on bool) {
	cv.focused = on
	cv.Refresh()
}

// SetDimmed fades the card, or shows it plainly again.
func (cv *cardView) SetDimmed(on bool) {
	cv.dimmed = on
	cv.Refresh()
}

// SetBadge puts a pill with text on the card's bottom edge: filled with a
// tick drawn before the text when ok, outlined otherwise; an empty text
// removes it.
func (cv *cardView) SetBadge(text string, ok bool) {
	cv.badge, cv.badgeOK = text, ok
	cv.Refresh()
}

// CreateRenderer draws the face with its ring, badge and veil.
func (cv *cardView) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{cv: cv, face: cv.h.newFace(cv.card, cv.value, levelFor(cv.size))}
	r.ring = canvas.NewRectangle(color.Transparent)
	r.veil = canvas.NewRectangle(color.NRGBA{R: cardPaper.R, G: cardPaper.G, B: cardPaper.B, A: 0xa0})
	r.pill = canvas.NewRectangle(colourSelect)
	r.pillText = canvas.NewText("", colourWhite)
	r.pillText.TextStyle = fyne.TextStyle{Bold: true}
	r.tick = raster.NewPicture(checkResource(12), canvas.ImageFillStretch)
	r.objs = append([]fyne.CanvasObject{r.ring}, r.face.objects()...)
	r.objs = append(r.objs, r.veil, r.pill, r.pillText, r.tick)
	r.apply()
	r.Layout(cv.size)
	cv.rend = r
	return r
}

// cardRenderer lays a cardView's face out at the widget's size.
type cardRenderer struct {
	cv       *cardView
	face     *face
	ring     *canvas.Rectangle
	veil     *canvas.Rectangle
	pill     *canvas.Rectangle
	pillText *canvas.Text
	tick     *raster.Picture // the badge's tick when it works
	objs     []fyne.CanvasObject
}

// apply sets the ring, veil and badge from the card's state.
func (r *cardRenderer) apply() {
	cv := r.cv
	r.ring.Hidden = !cv.selected && !cv.focused && cv.onTap == nil
	switch {
	case cv.focused:
		r.ring.StrokeColor, r.ring.StrokeWidth = colourFocus, 3
	case cv.selected:
		r.ring.StrokeColor, r.ring.StrokeWidth = colourSelect, 3
	case cv.hovered:
		r.ring.StrokeColor, r.ring.StrokeWidth = colourSelect, 2
	default:
		r.ring.StrokeColor, r.ring.StrokeWidth = colourLive, 2
	}
	r.veil.Hidden = !cv.dimmed
	r.pill.Hidden, r.pillText.Hidden = cv.badge == "", cv.badge == ""
	r.tick.Hidden = cv.badge == "" || !cv.badgeOK
	r.pillText.Text = cv.badge
	if cv.badgeOK {
		r.pill.FillColor, r.pill.StrokeColor, r.pillText.Color = colourSelect, colourSelect, colourWhite
	} else {
		r.pill.FillColor, r.pill.StrokeColor, r.pillText.Color = cardPaper, colourLive, colourSelect
	}
	r.pill.StrokeWidth = 1.5
}

// badgeHeight is the height of the pill on a card of height h.
func badgeHeight(h float32) float32 { return artClamp(h*0.12, 14, 22) }

// Layout draws the face at size, the badge on its bottom edge.
func (r *cardRenderer) Layout(size fyne.Size) {
	var reserve float32
	if r.cv.badge != "" {
		reserve = max(badgeHeight(size.Height), snap(artLineHeight(r.cv.h.faceFloor(), r.pillText.TextStyle)+2)) + 2
	}
	r.face.layout(fyne.Position{}, size, reserve)
	gap := float32(3)
	if r.cv.selected || r.cv.focused {
		gap = 4
	}
	r.ring.CornerRadius = r.face.paper.CornerRadius + gap
	artPlace(r.ring, -gap, -gap, size.Width+2*gap, size.Height+2*gap)
	r.veil.CornerRadius = r.face.paper.CornerRadius
	artPlace(r.veil, 0, 0, size.Width, size.Height)
	if r.cv.badge != "" {
		floor := r.face.floor
		ph := max(badgeHeight(size.Height), snap(artLineHeight(floor, r.pillText.TextStyle)+2))
		px := max(ph*0.62, floor)
		_, px, _ = fitText(r.cv.badge, size.Width-16, px, floor, 1, r.pillText.TextStyle)
		r.pillText.TextSize = px
		ts := r.pillText.MinSize()
		var tw float32 // the tick and its gap
		if r.cv.badgeOK {
			tw = px + 3
		}
		pw := min(size.Width-4, ts.Width+tw+ph)
		y := size.Height - ph - 3
		r.pill.CornerRadius = ph / 2
		artPlace(r.pill, (size.Width-pw)/2, y, pw, ph)
		tx := (size.Width - ts.Width - tw) / 2
		r.tick.Resource = checkResource(px)
		artPlace(r.tick, tx, y+(ph-px)/2, px, px)
		r.tick.Refresh()
		artPlace(r.pillText, tx+tw, y+(ph-ts.Height)/2, ts.Width, ts.Height)
	}
}

// MinSize is the size the card was made for.
func (r *cardRenderer) MinSize() fyne.Size { return r.cv.size }

// Objects are the ring, the face, the veil and the badge.
func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objs }

// Refresh redraws after a change of state.
func (r *cardRenderer) Refresh() {
	r.apply()
	size := r.cv.Size()
	if size.IsZero() {
		size = r.cv.size // not laid out yet
	}
	r.Layout(size)
	for _, o := range r.objs {
		o.Refresh()
	}
}

// Destroy has nothing to release.
func (r *cardRenderer) Destroy() {}

// MinSize is the size the card was made for.
func (cv *cardView) MinSize() fyne.Size { return cv.size }

// FullText is the card's whole text, which its tooltip and detail give
// when the face has to shorten its name or effect line (ui.FullTexter).
// A large face, which shortens nothing, offers none.
func (cv *cardView) FullText() string {
	if cv.card == eng.NoCard || cv.noTip {
		return ""
	}
	return cv.h.cardDetail(cv.card)
}

// Tapped plays the card's option.
func (cv *cardView) Tapped(*fyne.PointEvent) {
	if cv.onTap != nil {
		cv.onTap()
	}
}

// Cursor is a pointing hand on a live card.
func (cv *cardView) Cursor() desktop.Cursor {
	if cv.onTap != nil {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// TappedSecondary shows the card's large face in a dialog.
func (cv *cardView) TappedSecondary(*fyne.PointEvent) {
	if cv.card == eng.NoCard || cv.noTip {
		return
	}
	cv.h.showDetail(cv.h.cardName(cv.card), cv.h.cardInfo(cv.card, cv.value))
}

// MouseIn shows the card's large face in a tooltip beside the pointer.
func (cv *cardView) MouseIn(e *desktop.MouseEvent) {
	if cv.onTap != nil {
		cv.hovered = true
		cv.Refresh()
	}
	if cv.card != eng.NoCard && !cv.noTip {
		cv.h.showTip(cv.h.cardInfo(cv.card, cv.value), e.AbsolutePosition)
	}
}

// MouseMoved moves the tooltip with the pointer.
func (cv *cardView) MouseMoved(e *desktop.MouseEvent) {
	if !cv.noTip {
		cv.h.moveTip(e.AbsolutePosition)
	}
}

// MouseOut hides the tooltip.
func (cv *cardView) MouseOut() {
	if cv.hovered {
		cv.hovered = false
		cv.Refresh()
	}
	if !cv.noTip {
		cv.h.hideTip()
	}
}
