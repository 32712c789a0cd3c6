package online

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The presence bar under a table: one slim row, so that the table keeps
// its room in a small window. Each seat is a dot of its presence's
// colour and its name; the chat is an icon and its latest line; the
// words (the seat's presence, a name cut short, the whole line) show in
// a tip on hover.

// Sizes at scale 1: the row's height, its text, a seat's dot, the chat's
// icon, the widest a name is drawn before it is cut short, and the gaps.
const (
	barHeight  = 22
	barText    = 12
	barDot     = 8
	barIcon    = 16
	barNameMax = 120
	barGap     = 4
	barSpace   = 12
)

// barLayout puts the table above the bar, the bar barHeight×scale high,
// and follows the window's scale (kit.Scale) for the bar.
type barLayout struct{ f *TableFrame }

func (l barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	content, bar := objs[0], objs[1]
	l.f.setScale(frameScale(size))
	h := barHeight * l.f.scale
	content.Move(fyne.NewPos(0, 0))
	content.Resize(fyne.NewSize(size.Width, size.Height-h))
	bar.Move(fyne.NewPos(0, size.Height-h))
	bar.Resize(fyne.NewSize(size.Width, h))
}

func (l barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(m.Width, m.Height+barHeight*l.f.scale)
}

// barRow lays out the bar's row: a rule along its top, the seats from
// the left, the chat's icon at the right and its latest line between,
// in the room left.
type barRow struct{ f *TableFrame }

func (l barRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	s := l.f.scale
	rule, icon, line, seats := objs[0], objs[1], objs[2], objs[3:]
	rule.Move(fyne.NewPos(0, 0))
	rule.Resize(fyne.NewSize(size.Width, 1))
	pad := barGap * 2 * s
	x := pad
	for _, o := range seats {
		m := o.MinSize()
		o.Move(fyne.NewPos(x, (size.Height-m.Height)/2))
		o.Resize(m)
		x += m.Width + barSpace*s
	}
	m := icon.MinSize()
	ix := size.Width - pad - m.Width
	icon.Move(fyne.NewPos(ix, (size.Height-m.Height)/2))
	icon.Resize(m)
	lx := x + barSpace*s
	lh := line.MinSize().Height
	line.Move(fyne.NewPos(lx, (size.Height-lh)/2))
	line.Resize(fyne.NewSize(max(ix-barGap*2*s-lx, 0), lh))
}

func (l barRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, barHeight*l.f.scale)
}

// fitText is text cut short with "…" to fit width at size, and whether
// it was.
func fitText(text string, size, width float32, style fyne.TextStyle) (string, bool) {
	if fyne.MeasureText(text, size, style).Width <= width {
		return text, false
	}
	r := []rune(text)
	for n := len(r) - 1; n > 0; n-- {
		s := string(r[:n]) + "…"
		if fyne.MeasureText(s, size, style).Width <= width {
			return s, true
		}
	}
	return "…", true
}

// chip is a mark and a few words in the bar (cut short past barNameMax),
// more words on hover: a seat, its dot of its presence's colour, its
// name and its presence; or the watching, an eye and its words.
type chip struct {
	widget.BaseWidget
	f        *TableFrame
	mark     fyne.CanvasObject
	markSize float32 // at scale 1
	name     *canvas.Text
	words    string // "Ada (you): thinking"
}

// seatChip is a seat in the bar.
type seatChip = chip

func newSeatChip(f *TableFrame, col color.Color, name, words string, bold bool) *seatChip {
	return newChip(f, canvas.NewCircle(col), barDot, name, words, bold)
}

func newChip(f *TableFrame, mark fyne.CanvasObject, markSize float32, name, words string, bold bool) *chip {
	s := f.scale
	c := &chip{f: f, mark: mark, markSize: markSize, words: words}
	style := fyne.TextStyle{Bold: bold}
	shown, _ := fitText(name, barText*s, barNameMax*s, style)
	c.name = canvas.NewText(shown, theme.Color(theme.ColorNameForeground))
	c.name.TextSize, c.name.TextStyle = barText*s, style
	c.ExtendBaseWidget(c)
	return c
}

// FullText is the chip's words, shown on hover (the layout audit reads
// it: a name cut short is offered whole).
func (c *chip) FullText() string { return c.words }

func (c *chip) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.New(chipLayout{c.f, c.markSize}, c.mark, c.name))
}

func (c *chip) MouseIn(*desktop.MouseEvent)    { c.f.tips.show(c.words, c) }
func (c *chip) MouseMoved(*desktop.MouseEvent) {}
func (c *chip) MouseOut()                      { c.f.tips.hide(c) }

// chipLayout: the mark, of its size at the bar's scale, then the words,
// both centred on the row.
type chipLayout struct {
	f    *TableFrame
	mark float32
}

func (l chipLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	s := l.f.scale
	d := l.mark * s
	objs[0].Move(fyne.NewPos(0, (size.Height-d)/2))
	objs[0].Resize(fyne.NewSize(d, d))
	m := objs[1].MinSize()
	objs[1].Move(fyne.NewPos(d+barGap*s, (size.Height-m.Height)/2))
	objs[1].Resize(m)
}

func (l chipLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := l.f.scale
	m := objs[1].MinSize()
	return fyne.NewSize(l.mark*s+barGap*s+m.Width, max(m.Height, l.mark*s))
}

// chatLine is the chat's latest line in the bar, cut short to its room,
// whole on hover; a tap opens the chat.
type chatLine struct {
	widget.BaseWidget
	f    *TableFrame
	full string
	text *canvas.Text
}

func newChatLine(f *TableFrame) *chatLine {
	l := &chatLine{f: f, text: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	l.ExtendBaseWidget(l)
	return l
}

// SetText shows text, cut to the line's width.
func (l *chatLine) SetText(text string) {
	l.full = text
	l.Refresh()
}

// FullText is the whole line (the audit reads it).
func (l *chatLine) FullText() string { return l.full }

func (l *chatLine) CreateRenderer() fyne.WidgetRenderer { return &chatLineRenderer{l} }

func (l *chatLine) Tapped(*fyne.PointEvent) { l.f.openChat() }

func (l *chatLine) MouseIn(*desktop.MouseEvent) {
	if l.text.Text != l.full {
		l.f.tips.show(l.full, l)
	}
}
func (l *chatLine) MouseMoved(*desktop.MouseEvent) {}
func (l *chatLine) MouseOut()                      { l.f.tips.hide(l) }

type chatLineRenderer struct{ l *chatLine }

func (r *chatLineRenderer) Layout(size fyne.Size) {
	t := r.l.text
	t.TextSize = barText * r.l.f.scale
	t.Text, _ = fitText(r.l.full, t.TextSize, size.Width, t.TextStyle)
	t.Color = theme.Color(theme.ColorNameForeground)
	m := t.MinSize()
	t.Move(fyne.NewPos(0, (size.Height-m.Height)/2))
	t.Resize(fyne.NewSize(min(m.Width, size.Width), m.Height))
}

func (r *chatLineRenderer) MinSize() fyne.Size {
	return fyne.NewSize(0, fyne.MeasureText("Ag", barText*r.l.f.scale, fyne.TextStyle{}).Height)
}

func (r *chatLineRenderer) Refresh() {
	r.Layout(r.l.Size())
	r.l.text.Refresh()
}

func (r *chatLineRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.l.text} }
func (r *chatLineRenderer) Destroy()                     {}

// iconButton is a small icon that acts on a tap and names its action in
// a tip: the bar's way to the chat.
type iconButton struct {
	widget.BaseWidget
	f    *TableFrame
	icon *canvas.Image
	tip  string
	tap  func()
}

func newIconButton(f *TableFrame, res fyne.Resource, tap func()) *iconButton {
	b := &iconButton{f: f, icon: canvas.NewImageFromResource(theme.NewThemedResource(res)), tap: tap}
	b.icon.FillMode = canvas.ImageFillContain
	b.ExtendBaseWidget(b)
	return b
}

// FullText is the button's action, shown on hover.
func (b *iconButton) FullText() string { return b.tip }

func (b *iconButton) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.icon)
}

func (b *iconButton) MinSize() fyne.Size {
	s := barIcon * b.f.scale
	return fyne.NewSize(s, s)
}

func (b *iconButton) Tapped(*fyne.PointEvent)        { b.f.tips.hide(nil); b.tap() }
func (b *iconButton) Cursor() desktop.Cursor         { return desktop.PointerCursor }
func (b *iconButton) MouseIn(*desktop.MouseEvent)    { b.f.tips.show(b.tip, b) }
func (b *iconButton) MouseMoved(*desktop.MouseEvent) {}
func (b *iconButton) MouseOut()                      { b.f.tips.hide(b) }

// tips shows a few words above the bar's object under the pointer. Fyne
// has no tooltips: the tip is a panel in a layer over the frame, a plain
// container that takes no input, shown and hidden.
type tips struct {
	f     *TableFrame
	bg    *canvas.Rectangle
	text  *canvas.Text
	panel *fyne.Container
	layer *fyne.Container
	owner fyne.CanvasObject
}

func newTips(f *TableFrame) *tips {
	t := &tips{f: f, bg: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)), text: canvas.NewText("", nil)}
	t.bg.CornerRadius, t.bg.StrokeWidth = 6, 1
	t.panel = container.NewWithoutLayout(t.bg, t.text)
	t.layer = container.NewWithoutLayout(t.panel)
	t.panel.Hide()
	return t
}

// show puts text over the bar above owner, within the layer.
func (t *tips) show(text string, owner fyne.CanvasObject) {
	if text == "" || owner == nil {
		return
	}
	s := t.f.scale
	t.bg.FillColor, t.bg.StrokeColor = theme.Color(theme.ColorNameOverlayBackground), theme.Color(theme.ColorNameInputBorder)
	t.text.Text, t.text.TextSize, t.text.Color = text, barText*s, theme.Color(theme.ColorNameForeground)
	m := t.text.MinSize()
	pad := 6 * s
	size := fyne.NewSize(m.Width+2*pad, m.Height+pad)
	t.text.Move(fyne.NewPos(pad, pad/2))
	t.text.Resize(m)
	t.bg.Resize(size)
	t.panel.Resize(size)
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(t.layer)
	at := d.AbsolutePositionForObject(owner).Subtract(origin)
	top := d.AbsolutePositionForObject(t.f.bar).Subtract(origin).Y
	x := min(max(at.X, 2), t.layer.Size().Width-size.Width-2)
	t.panel.Move(fyne.NewPos(x, max(top-size.Height-4*s, 2)))
	t.owner = owner
	t.panel.Show()
	t.bg.Refresh()
	t.text.Refresh()
	t.layer.Refresh()
}

// hide removes the tip, if owner (nil: any) put it there.
func (t *tips) hide(owner fyne.CanvasObject) {
	if owner != nil && t.owner != owner {
		return
	}
	t.owner = nil
	t.panel.Hide()
	t.layer.Refresh()
}
