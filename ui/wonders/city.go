package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// maxStackLines is how many card names a colour stack lists before it
// says how many more there are.
const maxStackLines = 6

// cityWidget is the city the seat decides for, one stack per card colour:
// the colour's band with its corner shape and count, then its cards, each
// showing its full detail on hover or right-click.
type cityWidget struct {
	t      *Table
	heads  [wonders.NumColors]*stackHead
	lines  [wonders.NumColors][]*cardLine
	stacks [wonders.NumColors]*fyne.Container
	root   *fyne.Container
}

func newCityWidget(t *Table) *cityWidget {
	c := &cityWidget{t: t}
	var cols []fyne.CanvasObject
	for col := range c.stacks {
		c.heads[col] = newStackHead(wonders.Color(col))
		c.stacks[col] = container.New(&rows{gap: 1}, c.heads[col])
		cols = append(cols, c.stacks[col])
	}
	c.root = container.New(&columns{gap: 4}, cols...)
	return c
}

func (c *cityWidget) update() {
	t, w := c.t, c.t.words
	city := t.view.Cities[t.focus]
	for col, cards := range city.Built {
		c.heads[col].set(w, len(cards))
		objs := []fyne.CanvasObject{c.heads[col]}
		for i, card := range cards {
			if i == maxStackLines && len(cards) > maxStackLines+1 {
				objs = append(objs, c.line(col, i, wonders.NoCard, w.N("wonders.ui.more", len(cards)-i, map[string]any{"N": len(cards) - i})))
				break
			}
			objs = append(objs, c.line(col, i, card, w.card(card)))
		}
		if len(cards) == 0 {
			objs = append(objs, c.line(col, 0, wonders.NoCard, w.T("wonders.ui.none_yet")))
		}
		c.stacks[col].Objects = objs
		c.stacks[col].Refresh()
	}
}

// line is the i-th line of a colour stack, reused from the pool.
func (c *cityWidget) line(col, i int, card wonders.Card, text string) *cardLine {
	for len(c.lines[col]) <= i {
		c.lines[col] = append(c.lines[col], newCardLine(c.t))
	}
	l := c.lines[col][i]
	l.set(card, text)
	return l
}

// stackHead is a colour stack's band: the colour with its shape, its
// name and how many cards it holds.
type stackHead struct {
	widget.BaseWidget
	col   wonders.Color
	bg    *canvas.Rectangle
	mark  *canvas.Image
	name  *canvas.Text
	count *canvas.Text
}

func newStackHead(col wonders.Color) *stackHead {
	h := &stackHead{col: col, bg: canvas.NewRectangle(cardColors[col]), mark: canvas.NewImageFromResource(sized(colorShapes[col], 14)),
		name: canvas.NewText("", colorWhite), count: canvas.NewText("", colorWhite)}
	h.bg.CornerRadius = 4
	h.name.TextSize, h.name.TextStyle.Bold = 12, true
	h.count.TextSize, h.count.TextStyle.Bold, h.count.Alignment = 12, true, fyne.TextAlignTrailing
	h.ExtendBaseWidget(h)
	return h
}

func (h *stackHead) set(w words, n int) {
	key := "wonders.ui.colour." + h.col.String()
	h.name.Text = w.T(key)
	h.count.Text = w.loc.Int(n)
	h.Refresh()
}

func (h *stackHead) CreateRenderer() fyne.WidgetRenderer { return &stackHeadRenderer{h: h} }

type stackHeadRenderer struct{ h *stackHead }

func (r *stackHeadRenderer) Destroy()           {}
func (r *stackHeadRenderer) MinSize() fyne.Size { return fyne.NewSize(60, 22) }
func (r *stackHeadRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.h.bg, r.h.mark, r.h.name, r.h.count}
}
func (r *stackHeadRenderer) Refresh() {
	r.h.name.Refresh()
	r.h.count.Refresh()
	r.Layout(r.h.Size())
}
func (r *stackHeadRenderer) Layout(size fyne.Size) {
	h := r.h
	h.bg.Resize(size)
	h.mark.Move(fyne.NewPos(4, (size.Height-14)/2))
	h.mark.Resize(fyne.NewSize(14, 14))
	h.name.Move(fyne.NewPos(22, 3))
	h.name.Resize(fyne.NewSize(size.Width-44, 16))
	h.count.Move(fyne.NewPos(size.Width-24, 3))
	h.count.Resize(fyne.NewSize(20, 16))
}

// cardLine is a built card's name; hovering or right-clicking it shows
// the card's detail.
type cardLine struct {
	widget.BaseWidget
	t    *Table
	card wonders.Card
	text *canvas.Text
	full string
}

func newCardLine(t *Table) *cardLine {
	l := &cardLine{t: t, text: canvas.NewText("", nil)}
	l.text.TextSize = 12
	l.ExtendBaseWidget(l)
	return l
}

func (l *cardLine) set(card wonders.Card, text string) {
	l.card, l.full = card, text
	l.text.Color = theme.Color(theme.ColorNameForeground)
	l.text.TextStyle.Italic = card == wonders.NoCard
	if card == wonders.NoCard {
		l.text.Color = theme.Color(theme.ColorNamePlaceHolder)
	}
	l.Refresh()
}

func (l *cardLine) TappedSecondary(*fyne.PointEvent) { l.showDetail() }
func (l *cardLine) MouseIn(*desktop.MouseEvent)      { l.showDetail() }
func (l *cardLine) MouseMoved(*desktop.MouseEvent)   {}
func (l *cardLine) MouseOut()                        { l.t.detail.hide() }

func (l *cardLine) showDetail() {
	if l.card != wonders.NoCard {
		l.t.detail.show(l.card, nil, l)
	}
}

func (l *cardLine) CreateRenderer() fyne.WidgetRenderer { return &cardLineRenderer{l: l} }

type cardLineRenderer struct{ l *cardLine }

func (r *cardLineRenderer) Destroy()                     {}
func (r *cardLineRenderer) MinSize() fyne.Size           { return fyne.NewSize(40, 17) }
func (r *cardLineRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.l.text} }
func (r *cardLineRenderer) Refresh() {
	r.Layout(r.l.Size())
	canvas.Refresh(r.l.text)
}
func (r *cardLineRenderer) Layout(size fyne.Size) {
	t := r.l.text
	t.Text = fit(r.l.full, size.Width-4, t.TextSize, t.TextStyle)
	t.Move(fyne.NewPos(4, 0))
	t.Resize(fyne.NewSize(size.Width-4, size.Height))
}
