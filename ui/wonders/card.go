package wonders

import (
	"image/color"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// cardHeight is a hand card's preferred height (the god cards share it);
// the hand gives its cards whatever height the layout leaves it.
const cardHeight = 172

// Parts of a hand card around its face.
const (
	cardLift   = 8  // a selected card rises by this much
	badgeH     = 20 // the status badge's height
	badgeBelow = 14 // how much of the badge hangs below the face
)

// cardWidget is one card of the hand (or of the discard pile while
// Halikarnassus picks): its face as printed (see faceArt) and, over its
// foot, a badge saying whether it can be built now and for how much. When
// the next card of the hand overlaps it only its left strip (peek) shows,
// and the badge keeps to that strip, shrunk to its icons if need be.
type cardWidget struct {
	widget.BaseWidget
	t        *Table
	view     wonders.CardView
	selected bool
	dimmed   bool
	badge    string  // replaces the status badge when set (your choice)
	peek     float32 // the width left visible by the next card; 0 is all
	onTap    func()
	onBadge  func() // a tap on the badge, when set; otherwise it is a tap on the card
	r        *cardRenderer
	// minW, when set, is the card's least width (the leader draft's
	// narrower cards); noDrag keeps it from being dragged.
	minW   float32
	noDrag bool
	// copyOf is set on a greyed second copy of a card the hand holds
	// twice: the first copy is the one played.
	copyOf bool
}

func newCardWidget(t *Table, onTap func()) *cardWidget {
	c := &cardWidget{t: t, onTap: onTap}
	c.ExtendBaseWidget(c)
	return c
}

// show gives the widget a card to draw.
func (c *cardWidget) show(cv wonders.CardView, selected, dimmed bool, badge string) {
	c.view, c.selected, c.dimmed, c.badge = cv, selected, dimmed, badge
	c.Refresh()
}

// setPeek tells the card how much of it the next card leaves visible.
func (c *cardWidget) setPeek(w float32) {
	if w != c.peek {
		c.peek = w
		c.Refresh()
	}
}

// FullText is the card's full name, for a name plate that shows less.
func (c *cardWidget) FullText() string {
	if c.view.Card == wonders.NoCard {
		return ""
	}
	if isLeader(c.view.Card) {
		return c.t.words.card(c.view.Card) + "\n" + c.t.words.leaderPower(c.view.Card)
	}
	if isBlack(c.view.Card) {
		return c.t.words.card(c.view.Card) + "\n" + c.t.words.blackPower(c.view.Card)
	}
	return c.t.words.card(c.view.Card)
}

// AllowsOverlap lets the face's picture lie under its icons and the
// badge sit on the face's foot, as on the printed design.
func (c *cardWidget) AllowsOverlap(a, b fyne.CanvasObject) bool {
	r := c.r
	if r == nil {
		return false
	}
	return r.art.allowsOverlap(a, b) || a == r.pill || b == r.pill
}

func (c *cardWidget) Tapped(ev *fyne.PointEvent) {
	if c.onBadge != nil && c.r != nil && c.r.pill.Visible() && ev != nil {
		p, s := c.r.pill.Position(), c.r.pill.Size()
		if ev.Position.X >= p.X && ev.Position.X < p.X+s.Width && ev.Position.Y >= p.Y && ev.Position.Y < p.Y+s.Height {
			c.onBadge()
			return
		}
	}
	if c.onTap != nil {
		c.onTap()
	}
}

// TappedSecondary and MouseIn show the card's full detail; Fyne has no
// tooltips, so the detail is a panel above the hand.
// Dragged and DragEnd drag the card onto the city, the wonder or the
// Discard button (drag.go).
func (c *cardWidget) Dragged(ev *fyne.DragEvent) {
	if c.noDrag {
		return
	}
	c.t.detail.hide()
	c.t.drag.move(c.view, ev.AbsolutePosition)
}
func (c *cardWidget) DragEnd() {
	if !c.noDrag {
		c.t.drag.drop()
	}
}

func (c *cardWidget) TappedSecondary(*fyne.PointEvent) { c.t.detail.show(c.view.Card, &c.view, c) }
func (c *cardWidget) MouseIn(*desktop.MouseEvent)      { c.t.detail.show(c.view.Card, &c.view, c) }

// MouseMoved says in words what the badge under the pointer means.
func (c *cardWidget) MouseMoved(ev *desktop.MouseEvent) {
	if c.r == nil || c.t.tips == nil {
		return
	}
	p, s := c.r.pill.Position(), c.r.pill.Size()
	on := ev != nil && c.r.pill.Visible() && ev.Position.X >= p.X && ev.Position.X < p.X+s.Width &&
		ev.Position.Y >= p.Y && ev.Position.Y < p.Y+s.Height
	if tip := c.badgeTip(); on && tip != "" {
		c.t.tips.show(tip, c.r.pill)
	} else {
		c.t.tips.hide(c.r.pill)
	}
}

func (c *cardWidget) MouseOut() {
	c.t.detail.hide()
	if c.r != nil && c.t.tips != nil {
		c.t.tips.hide(c.r.pill)
	}
}

// badgeTip is what the card's badge means, in a sentence: your choice,
// why a greyed card cannot be played, how it would be paid.
func (c *cardWidget) badgeTip() string {
	w, cv := c.t.words, c.view
	switch {
	case c.badge != "":
		return c.badge
	case c.copyOf:
		return w.T("wonders.ui.badge_tip.copy", map[string]any{"Card": w.card(cv.Card)})
	case cv.Status == wonders.StatusOwned && (c.dimmed || c.t.view == nil || c.t.view.Prompt != wonders.KindDiscardPick):
		return w.T("wonders.ui.badge_tip.owned")
	case c.dimmed || isLeader(cv.Card):
		return ""
	}
	return w.status(cv.Status, cv.Plans)
}

func (c *cardWidget) CreateRenderer() fyne.WidgetRenderer {
	art := newFaceArt()
	art.footInset = badgeH - badgeBelow
	r := &cardRenderer{c: c, art: art,
		ring: canvas.NewRectangle(color.Transparent),
		veil: canvas.NewRectangle(color.NRGBA{0x20, 0x20, 0x20, 0x78}),
		pill: newPill(iconSmall, 12),
	}
	r.ring.StrokeWidth = 3
	c.r = r
	r.refresh()
	return r
}

type cardRenderer struct {
	c     *cardWidget
	art   *faceArt
	ring  *canvas.Rectangle
	veil  *canvas.Rectangle
	pill  *pill
	fill  color.Color
	items []glyph
	objs  []fyne.CanvasObject
	// short is whether the badge keeps a short word when cut down (an
	// already-built card: "built").
	short bool
}

func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *cardRenderer) Destroy()                     {}
func (r *cardRenderer) MinSize() fyne.Size {
	if r.c.minW > 0 {
		return fyne.NewSize(r.c.minW, miniMinHeight+cardLift+badgeBelow)
	}
	return fyne.NewSize(cardLeast, miniMinHeight+cardLift+badgeBelow)
}

// faceBox is where the face goes in a card widget of size.
func (c *cardWidget) faceBox(size fyne.Size) (fyne.Position, fyne.Size) {
	y := float32(cardLift)
	if c.selected {
		y = 0
	}
	return fyne.NewPos(0, y), fyne.NewSize(size.Width, size.Height-cardLift-badgeBelow)
}

func (r *cardRenderer) Layout(size fyne.Size) {
	c := r.c
	pos, fs := c.faceBox(size)
	// The badge grows with the table in a large window, as the faces
	// do; the name plate keeps clear of it.
	g := max(c.t.scaleOr1(), 1)
	bh := badgeH * g
	r.art.footInset = bh - badgeBelow
	r.art.peek, r.art.floor = c.peek, c.t.faceText()
	r.art.layout(pos, fs, 0)
	rad := within(fs.Width*0.07, 5, 10)
	r.ring.CornerRadius = rad + 2
	setBox(r.ring, pos.X-1, pos.Y-1, fs.Width+2, fs.Height+2)
	r.veil.CornerRadius = rad
	setBox(r.veil, pos.X, pos.Y, fs.Width, fs.Height)

	// The badge keeps to the visible strip, as icons only if it must.
	room := size.Width - 6
	if c.peek > 0 && c.peek < size.Width {
		room = c.peek - 6
	}
	r.pill.bg.CornerRadius = 9 * g
	r.pill.row.px, r.pill.row.size = iconSmall*g, 12*g
	r.pill.set(r.fill, r.items...)
	if r.pill.MinSize().Width > room {
		least := c.t.faceText()
		r.pill.row.px, r.pill.row.size = 13*g, max(11, least)*g
		items := compactGlyphs(r.items, least)
		if r.short && len(items) > 0 {
			items[0].text = c.t.words.T("wonders.ui.pill.owned_short")
			if c.copyOf {
				items[0].text = c.t.words.T("wonders.ui.pill.copy")
			}
		}
		r.pill.set(r.fill, items...)
		// Still too wide: the words go, the icons and numbers stay
		// (the badge's colour and its tip say the rest).
		if kept := iconsOnly(items); r.pill.MinSize().Width > room && !r.short && len(kept) > 0 {
			r.pill.set(r.fill, kept...)
		}
	}
	pw := min(max(r.pill.MinSize().Width, min(size.Width*0.62, room)), room)
	x := (size.Width - pw) / 2
	if c.peek > 0 && c.peek < size.Width {
		x = 3
	}
	setBox(r.pill, x, size.Height-bh, pw, bh)
	r.ring.Refresh()
	r.veil.Refresh()
}

func (r *cardRenderer) Refresh() {
	r.refresh()
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

func (r *cardRenderer) refresh() {
	c, w := r.c, r.c.t.words
	cv := c.view
	if cv.Card == wonders.NoCard {
		r.objs = nil
		return
	}
	info := cv.Card.Info()
	r.art.set(w, cv.Card)
	r.ring.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.ring.Hidden = !c.selected
	r.veil.Hidden = !c.dimmed
	switch {
	case c.badge != "":
		r.fill, r.items = theme.Color(theme.ColorNamePrimary), []glyph{{text: c.badge, color: colorWhite, bold: true}}
		r.pill.Show()
	case c.dimmed && c.copyOf:
		// a second copy: greyed, and the badge says why
		r.fill, r.items = colorOwned, []glyph{{text: w.T("wonders.ui.pill.copy"), color: colorWhite, bold: true}}
		r.pill.Show()
	case c.dimmed && cv.Status == wonders.StatusOwned:
		// a duplicate: greyed, and the badge says why
		r.fill, r.items = statusPill(w, cv.Status, cv.Plans, cv.BankCoins, info.Cost)
		r.pill.Show()
	case c.dimmed:
		r.fill, r.items = color.Transparent, nil
		r.pill.Hide()
	default:
		cost := info.Cost
		if c.t.view != nil && c.t.view.Prompt == wonders.KindDiscardPick {
			cost = wonders.Cost{} // a card of the discard pile is built for nothing
		}
		r.fill, r.items = statusPill(w, cv.Status, cv.Plans, cv.BankCoins, cost)
		if fill, items, ok := c.t.marketPill(cv); ok {
			r.fill, r.items = fill, items
		}
		if isLeader(cv.Card) {
			r.fill, r.items = leaderPill(w, cv)
		}
		r.pill.Show()
	}
	r.objs = append(append(r.objs[:0], r.art.objects()...), r.veil, r.ring, r.pill)
	r.short = c.badge == "" && (cv.Status == wonders.StatusOwned || c.copyOf)
}

// compactGlyphs is a badge cut down to its icons and numbers, for a card
// that only shows a narrow strip: the check, chain or cross says what the
// words said, and a trade keeps its arrows and amounts.
func compactGlyphs(items []glyph, size float32) []glyph {
	var out []glyph
	for i, it := range items {
		if it.icon == coinIcon && it.text == "" && i+1 < len(items) && items[i+1].icon == leftIcon {
			continue // the trade's coin: the amounts say it
		}
		if it.text != "" && !numeric(it.text) {
			if it.icon == nil {
				out = append(out, glyph{text: fit(it.text, 40, size, fyne.TextStyle{Bold: true}), color: it.color, bold: true})
				continue
			}
			it.text = ""
		}
		it.space = false
		out = append(out, it)
	}
	return out
}

// iconsOnly is items without their words: icons, and texts that are
// numbers.
func iconsOnly(items []glyph) []glyph {
	var out []glyph
	for _, it := range items {
		if it.icon == nil && !numeric(it.text) {
			continue
		}
		if !numeric(it.text) {
			it.text = ""
		}
		out = append(out, it)
	}
	return out
}

// numeric reports whether s is a number, in any script's digits.
func numeric(s string) bool {
	for _, r := range s {
		if !unicode.IsDigit(r) && r != '+' && r != '-' && r != '−' {
			return false
		}
	}
	return s != ""
}
