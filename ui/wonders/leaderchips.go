package wonders

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/measure"
	"agora/ui/raster"
)

// The recruited leaders by each city (Leaders): in your city a white
// stack after the seven colours; in a neighbour's panel white chips
// after its built cards, each its laurel and name, its power on hover,
// then how many leaders that seat still holds (neighbour_built.go); in
// the strip a count.

// showLeaders puts the city's recruited leaders in its white stack, shown
// only when Leaders is played.
func (c *cityWidget) showLeaders() {
	v := c.t.view
	objs := c.root.Objects[:0]
	c.lay.stacks = c.lay.stacks[:0]
	for _, s := range c.stacks {
		objs = append(objs, s)
		c.lay.stacks = append(c.lay.stacks, s)
	}
	if v.Leaders != nil && c.t.focus < len(v.Leaders.Recruited) {
		c.leaders.set(v.Leaders.Recruited[c.t.focus])
		objs = append(objs, c.leaders)
		c.lay.stacks = append(c.lay.stacks, c.leaders)
	}
	c.root.Objects = objs
}

// leaderChip is one recruited leader as a small white card: the laurel
// and the name, the power on hover. Its text follows the table's scale.
type leaderChip struct {
	widget.BaseWidget
	hover
	t     *Table
	card  wonders.Card
	bg    *canvas.Rectangle
	mark  *raster.Picture
	name  *canvas.Text
	full  string
	maxW  float32 // the widest the chip may be
	width float32 // the chip's width at its text's size
}

// The chips' sizes at scale 1: chipText grows with the table
// (Table.textAt), the others in proportion.
const (
	chipH    = 19
	chipText = 12
	chipMark = 12
)

// chipScale is how much the chips are grown: their text's size to its
// size at scale 1, from 1 up (they keep their size in a small window).
func chipScale(t *Table) float32 { return max(t.textAt(chipText)/chipText, 1) }

func newLeaderChip(t *Table) *leaderChip {
	c := &leaderChip{t: t, bg: canvas.NewRectangle(leaderPaper), mark: raster.NewPicture(sized(leaderMark, chipMark), canvas.ImageFillContain),
		name: canvas.NewText("", colorInk)}
	c.bg.CornerRadius, c.bg.StrokeWidth, c.bg.StrokeColor = 4, 1.2, leaderEdge
	c.name.TextSize = chipText
	c.hover = hover{tips: tipsOf(t), self: c, tip: func() string { return c.full }}
	c.ExtendBaseWidget(c)
	return c
}

// set shows leader card, its name shortened to at most maxW.
func (c *leaderChip) set(card wonders.Card, maxW float32) {
	w := c.t.words
	c.card, c.maxW = card, maxW
	c.full = w.card(card) + " · " + w.leaderPower(card)
	c.name.TextSize = 0 // fitted again at the table's scale
	c.refit()
	c.Refresh()
}

// refit sizes the chip for the table's scale: its name shortened to its
// widest, its width.
func (c *leaderChip) refit() {
	k := chipScale(c.t)
	size := chipText * k
	if c.name.TextSize == size && c.width > 0 {
		return
	}
	c.name.TextSize = size
	c.mark.Resource = sized(leaderMark, chipMark*k)
	c.name.Text = fit(c.t.words.card(c.card), c.maxW-(chipMark+10)*k, size, fyne.TextStyle{})
	c.width = measure.Text(c.name.Text, size, fyne.TextStyle{}).Width + (chipMark+10)*k
}

// FullText is the leader's name and power, what hovering shows.
func (c *leaderChip) FullText() string { return c.full }

func (c *leaderChip) MinSize() fyne.Size {
	c.refit()
	return fyne.NewSize(c.width, chipH*chipScale(c.t))
}

func (c *leaderChip) CreateRenderer() fyne.WidgetRenderer { return &chipRenderer{c: c} }

type chipRenderer struct{ c *leaderChip }

func (r *chipRenderer) Destroy() {}
func (r *chipRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.c.bg, r.c.mark, r.c.name}
}
func (r *chipRenderer) MinSize() fyne.Size { return r.c.MinSize() }
func (r *chipRenderer) Refresh() {
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}
func (r *chipRenderer) Layout(size fyne.Size) {
	c := r.c
	c.refit()
	k := chipScale(c.t)
	setBox(c.bg, 0, 0, size.Width, size.Height)
	setBox(c.mark, 3*k, (size.Height-chipMark*k)/2, chipMark*k, chipMark*k)
	ts := measure.Text(c.name.Text, c.name.TextSize, fyne.TextStyle{})
	setBox(c.name, (chipMark+6)*k, (size.Height-ts.Height)/2, size.Width-(chipMark+8)*k, ts.Height)
	c.bg.Refresh()
	c.mark.Refresh()
}

// leaderChips is leaders as chips, wrapped to its width: a city's
// recruited leaders, then the count of leaders its seat holds; or the
// leaders you hold, after a word saying so.
type leaderChips struct {
	widget.BaseWidget
	t     *Table
	head  *canvas.Text // what the chips are, when it needs saying
	chips []*leaderChip
	count *canvas.Text
	n     int     // chips shown
	width float32 // the width the chips wrap at
	lines int
	full  string // the leaders in words, when the chips are left out
}

func newLeaderChips(t *Table) *leaderChips {
	l := &leaderChips{t: t, count: canvas.NewText("", nil), head: canvas.NewText("", nil)}
	l.count.TextSize, l.head.TextSize = chipText, chipText
	l.head.TextStyle.Bold = true
	l.ExtendBaseWidget(l)
	return l
}

// set shows city's recruited leaders at width, and how many its seat
// holds.
func (l *leaderChips) set(city int, width float32) {
	w, v := l.t.words, l.t.view
	lv := v.Leaders
	if lv == nil || city >= len(lv.Recruited) {
		l.Hide()
		return
	}
	count := ""
	if city < len(lv.Hands) && lv.Hands[city] > 0 {
		count = w.N("wonders.ui.leaders.in_hand", lv.Hands[city], map[string]any{"N": lv.Hands[city]})
	}
	l.setCards(lv.Recruited[city], "", count, width)
}

// setCards shows cards as chips after head, then count, at width.
func (l *leaderChips) setCards(cards []wonders.Card, head, count string, width float32) {
	l.width, l.full = width, ""
	for len(l.chips) < len(cards) {
		l.chips = append(l.chips, newLeaderChip(l.t))
	}
	for i, card := range cards {
		l.chips[i].set(card, width)
	}
	l.n = len(cards)
	l.head.Text, l.head.Color = head, theme.Color(theme.ColorNameForeground)
	l.count.Text, l.count.Color = count, theme.Color(theme.ColorNamePlaceHolder)
	l.lines = len(l.rows())
	l.Show()
	l.Refresh()
}

// rows places the chips and the count in lines of the width: each
// line's objects with their x.
func (l *leaderChips) rows() [][]placed {
	var out [][]placed
	var line []placed
	x := float32(0)
	size := chipText * chipScale(l.t)
	add := func(o fyne.CanvasObject, w float32) {
		if len(line) > 0 && x+w > l.width {
			out, line, x = append(out, line), nil, 0
		}
		line = append(line, placed{o, x, w})
		x += w + 4
	}
	if l.head.Text != "" {
		l.head.TextSize = size
		add(l.head, measure.Text(l.head.Text, size, l.head.TextStyle).Width)
	}
	for _, c := range l.chips[:l.n] {
		add(c, c.MinSize().Width)
	}
	if l.count.Text != "" {
		l.count.TextSize = size
		add(l.count, measure.Text(l.count.Text, size, fyne.TextStyle{}).Width)
	}
	if len(line) > 0 {
		out = append(out, line)
	}
	return out
}

type placed struct {
	o    fyne.CanvasObject
	x, w float32
}

func (l *leaderChips) MinSize() fyne.Size {
	l.lines = len(l.rows())
	if l.lines == 0 {
		return fyne.Size{}
	}
	k := chipScale(l.t)
	return fyne.NewSize(min(l.width, (chipMark+10)*k), float32(l.lines)*(chipH+3)*k-3*k)
}

// FullText names every leader, for a line too short for them.
func (l *leaderChips) FullText() string {
	if l.full != "" {
		return l.full
	}
	var names []string
	for _, c := range l.chips[:l.n] {
		names = append(names, c.full)
	}
	return strings.Join(names, "\n")
}

func (l *leaderChips) CreateRenderer() fyne.WidgetRenderer { return &chipsRenderer{l: l} }

type chipsRenderer struct{ l *leaderChips }

func (r *chipsRenderer) Destroy()           {}
func (r *chipsRenderer) MinSize() fyne.Size { return r.l.MinSize() }
func (r *chipsRenderer) Objects() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, c := range r.l.chips[:r.l.n] {
		out = append(out, c)
	}
	return append(out, r.l.head, r.l.count)
}
func (r *chipsRenderer) Refresh() {
	r.Layout(r.l.Size())
	canvas.Refresh(r.l)
}
func (r *chipsRenderer) Layout(size fyne.Size) {
	l := r.l
	k := chipScale(l.t)
	for i, line := range l.rows() {
		y := float32(i) * (chipH + 3) * k
		for _, p := range line {
			h := chipH * k
			if txt, ok := p.o.(*canvas.Text); ok {
				h = measure.Text(txt.Text, txt.TextSize, txt.TextStyle).Height
				p.o.Move(fyne.NewPos(p.x, y+(chipH*k-h)/2))
				p.o.Resize(fyne.NewSize(p.w, h))
				txt.Refresh()
				continue
			}
			p.o.Move(fyne.NewPos(p.x, y))
			p.o.Resize(fyne.NewSize(p.w, h))
		}
	}
}

// leaderCountGlyphs is a strip seat's leaders: a white card and how many
// it recruited, two cards fanned and how many it holds (Leaders); nil
// without Leaders.
func leaderCountGlyphs(t *Table, city int) []glyph {
	lv := t.view.Leaders
	if lv == nil || city >= len(lv.Recruited) {
		return nil
	}
	out := []glyph{{icon: leaderIcon, text: t.words.loc.Int(len(lv.Recruited[city])), bold: true, space: true}}
	if city < len(lv.Hands) && lv.Hands[city] > 0 {
		out = append(out, glyph{icon: leaderHeldIcon, text: t.words.loc.Int(lv.Hands[city]), color: theme.Color(theme.ColorNamePlaceHolder)})
	}
	return out
}

// heldLeaders shows, in the hand row's title line during the Age's
// turns, the leaders the seat holds for the next recruitments: as chips
// when they fit the line, else their count with the names on hover.
func (h *handRow) heldLeaders() {
	t, w, v := h.t, h.t.words, h.t.view
	lv := v.Leaders
	h.heldW = h.root.Size().Width
	width := h.heldW - h.title.MinSize().Width - 24
	if lv == nil || len(lv.Hand) == 0 || len(v.Hand) == 0 || t.leaderStep() != "" || v.Over || width < 120 {
		h.held.Hide()
		return
	}
	head := w.T("wonders.leaders.hand")
	h.held.setCards(lv.Hand, head, "", width)
	if h.held.lines > 1 {
		var names []string
		for _, c := range lv.Hand {
			names = append(names, w.card(c)+" · "+w.leaderPower(c))
		}
		h.held.setCards(nil, head, w.N("wonders.ui.leaders.in_hand", len(lv.Hand), map[string]any{"N": len(lv.Hand)}), width)
		h.held.full = strings.Join(names, "\n")
	}
}

// stackOf is the stack of the city a card joins: its colour's, the
// black one for a Cities card, or the white one for a leader.
func (c *cityWidget) stackOf(card wonders.Card) *cardStack {
	if col := card.Info().Color; col < wonders.NumColors {
		return c.stacks[col]
	} else if col == wonders.Black {
		return c.blacks // Cities
	}
	return c.leaders
}
