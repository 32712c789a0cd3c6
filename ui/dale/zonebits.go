package dale

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
	"agora/ui/measure"
)

// Small pieces the zones share: a text that may be shortened (its whole
// text on hover), a tappable area, a card chip, a badge.

// zoneTap wraps content: hovering it shows info (or the full text) in the
// table's tooltip, a right-click shows it in a dialog, and a tap calls
// onTap when set. Its FullText tells the layout audit that a shortened
// text inside can be read whole.
type zoneTap struct {
	widget.BaseWidget
	tips    tipLayer
	content fyne.CanvasObject
	full    string
	info    func() fyne.CanvasObject
	onTap   func()
}

// newTapArea wraps content, its tooltips shown on tips; full is its
// whole text, info its detail (nil: the full text).
func newTapArea(tips tipLayer, content fyne.CanvasObject, full string, info func() fyne.CanvasObject, onTap func()) *zoneTap {
	z := &zoneTap{tips: tips, content: content, full: full, info: info, onTap: onTap}
	z.ExtendBaseWidget(z)
	return z
}

// CreateRenderer draws the content.
func (z *zoneTap) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(z.content) }

// FullText is the whole text the area may shorten.
func (z *zoneTap) FullText() string { return z.full }

// detail is what hovering or a right-click shows.
func (z *zoneTap) detail() fyne.CanvasObject {
	if z.info != nil {
		return z.info()
	}
	l := widget.NewLabel(z.full)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Tapped calls onTap.
func (z *zoneTap) Tapped(*fyne.PointEvent) {
	if z.onTap != nil {
		z.onTap()
	}
}

// TappedSecondary opens the detail in a dialog.
func (z *zoneTap) TappedSecondary(*fyne.PointEvent) {
	if z.full != "" || z.info != nil {
		z.tips.showDetail(z.full, z.detail())
	}
}

// MouseIn shows the detail beside the pointer.
func (z *zoneTap) MouseIn(e *desktop.MouseEvent) {
	if z.full != "" || z.info != nil {
		z.tips.showTip(z.detail(), e.AbsolutePosition)
	}
}

// MouseMoved moves the tooltip with the pointer.
func (z *zoneTap) MouseMoved(e *desktop.MouseEvent) { z.tips.moveTip(e.AbsolutePosition) }

// MouseOut hides the tooltip.
func (z *zoneTap) MouseOut() { z.tips.hideTip() }

// plainText is a canvas text in the table's ink, at size px.
func plainText(s string, size float32, bold bool, col color.Color) *canvas.Text {
	x := canvas.NewText(s, col)
	x.TextSize, x.TextStyle = size, fyne.TextStyle{Bold: bold}
	return x
}

// inkDark is the zones' main text colour; inkMuted, inkFaint, inkBlue and
// inkGreen the others, in the current variant.
func inkDark() color.NRGBA  { return currentPalette().dark }
func inkMuted() color.NRGBA { return currentPalette().muted }
func inkFaint() color.NRGBA { return currentPalette().faint }
func inkBlue() color.NRGBA  { return currentPalette().blue }
func inkGreen() color.NRGBA { return currentPalette().green }

// badge is a short word in a rounded pill, its text size px.
func badge(size float32, text string, fill, ink color.Color) fyne.CanvasObject {
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 8
	l := plainText(text, size, true, ink)
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(1, 1, 7, 7), container.NewCenter(l)))
}

// tint is an animalfolk's colour washed into the panels' colour, for
// chips and built stacks.
func tint(c color.NRGBA) color.NRGBA {
	p := currentPalette().panel
	mix := func(v, w uint8) uint8 { return uint8((int(v)*2 + int(w)*8) / 10) }
	return color.NRGBA{R: mix(c.R, p.R), G: mix(c.G, p.G), B: mix(c.B, p.B), A: 0xff}
}

// chipState is a card named on a small chip.
type chipState struct {
	text string
	card eng.Card
}

// drawChip mentions a card on one line: its emblem and a text in a box
// of its animalfolk's tint; hover shows the card, the text may shorten.
func drawChip(lk zoneLook, text string, c eng.Card) fyne.CanvasObject {
	col := deckColour(c)
	bg := canvas.NewRectangle(tint(col))
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = col, 1, 4
	l := newLineAt(lk.tips, text, lk.px(11), false, inkDark())
	line := row(true, container.NewCenter(emblem(c, lk.px(12))), l)
	return newTapArea(lk.tips, container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(2, 2, 4, 4), line)), text,
		func() fyne.CanvasObject { return lk.cardInfo(c) }, nil)
}

// framed is content on a panel background with a title line.
func framed(title fyne.CanvasObject, content fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(panelFill())
	bg.StrokeColor = panelStroke()
	bg.StrokeWidth, bg.CornerRadius = 1, 6
	inner := content
	if title != nil {
		inner = container.NewBorder(title, nil, nil, nil, content)
	}
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(4, 4, 8, 8), inner))
}

// lineText is a text of one or a few lines at a fixed size, cut with "…"
// when its room is too small; hovering it then shows the whole text. With
// shrink it asks for little width (it sits where the layout stretches
// it); without, for its whole width.
type lineText struct {
	widget.BaseWidget
	tips   tipLayer
	full   string
	size   float32
	style  fyne.TextStyle
	col    color.Color
	align  fyne.TextAlign
	lines  int
	shrink bool
	cut    bool
}

// newLineAt is a one-line text at px pixels that shortens to fit, its
// whole text shown on tips when it is cut.
func newLineAt(tips tipLayer, s string, px float32, bold bool, col color.Color) *lineText {
	l := &lineText{tips: tips, full: s, size: px, style: fyne.TextStyle{Bold: bold}, col: col, lines: 1, shrink: true}
	l.ExtendBaseWidget(l)
	return l
}

// tipLayer shows a tooltip beside the pointer and a detail in a dialog,
// above the table: the table's, which the zones' parts are given.
type tipLayer interface {
	showTip(info fyne.CanvasObject, at fyne.Position)
	moveTip(at fyne.Position)
	hideTip()
	showDetail(title string, info fyne.CanvasObject)
}

// FullText is the whole text.
func (l *lineText) FullText() string { return l.full }

// CreateRenderer makes the text's lines.
func (l *lineText) CreateRenderer() fyne.WidgetRenderer {
	r := &lineRenderer{l: l}
	for i := range l.lines {
		// Until it is laid out, the first line holds the whole text.
		x := canvas.NewText("", l.col)
		if i == 0 {
			x.Text = l.full
		}
		x.TextSize, x.TextStyle, x.Alignment = l.size, l.style, l.align
		r.texts = append(r.texts, x)
	}
	return r
}

// MouseIn shows the whole text when it is cut.
func (l *lineText) MouseIn(e *desktop.MouseEvent) {
	if l.cut {
		w := widget.NewLabel(l.full)
		w.Wrapping = fyne.TextWrapWord
		l.tips.showTip(w, e.AbsolutePosition)
	}
}

// MouseMoved moves the tooltip with the pointer.
func (l *lineText) MouseMoved(e *desktop.MouseEvent) {
	if l.cut {
		l.tips.moveTip(e.AbsolutePosition)
	}
}

// MouseOut hides the tooltip.
func (l *lineText) MouseOut() {
	if l.cut {
		l.tips.hideTip()
	}
}

// lineRenderer lays the text's lines out.
type lineRenderer struct {
	l     *lineText
	texts []*canvas.Text
}

// lineH is one line's height.
func (r *lineRenderer) lineH() float32 { return measure.Text("Ag", r.l.size, r.l.style).Height }

// MinSize is the lines' height, and their width unless the text shrinks.
func (r *lineRenderer) MinSize() fyne.Size {
	w := float32(24)
	if !r.l.shrink {
		w = measure.Text(r.l.full, r.l.size, r.l.style).Width
		if r.l.lines > 1 {
			w = w/float32(r.l.lines) + 12
		}
	}
	return fyne.NewSize(w, r.lineH()*float32(r.l.lines))
}

// Layout wraps and cuts the text to size.
func (r *lineRenderer) Layout(size fyne.Size) {
	lines := wrapTo(r.l.full, size.Width, r.l.size, r.l.style, r.l.lines)
	r.l.cut = strings.HasSuffix(strings.Join(lines, " "), "…") && !strings.HasSuffix(r.l.full, "…")
	h := r.lineH()
	for i, x := range r.texts {
		x.Text = ""
		if i < len(lines) {
			x.Text = lines[i]
		}
		x.Move(fyne.NewPos(0, float32(i)*h))
		x.Resize(fyne.NewSize(size.Width, h))
		x.Refresh()
	}
}

// Objects are the lines.
func (r *lineRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(r.texts))
	for i, x := range r.texts {
		out[i] = x
	}
	return out
}

// Refresh lays the text out again.
func (r *lineRenderer) Refresh() { r.Layout(r.l.Size()) }

// Destroy has nothing to release.
func (r *lineRenderer) Destroy() {}

// wrapTo breaks s into at most n lines no wider than width, the last one
// cut with "…" when the text does not fit.
func wrapTo(s string, width, size float32, style fyne.TextStyle, n int) []string {
	// Only plain spaces break a line: a no-break space (French
	// typography) keeps its neighbours together.
	var words []string
	for _, w := range strings.Split(s, " ") {
		if w != "" {
			words = append(words, w)
		}
	}
	var lines []string
	line := ""
	for i, w := range words {
		next := w
		if line != "" {
			next = line + " " + w
		}
		if line == "" || measure.Text(next, size, style).Width <= width {
			line = next
			continue
		}
		if len(lines) == n-1 {
			return append(lines, fitLine(line+" "+strings.Join(words[i:], " "), width, size, style.Bold))
		}
		lines = append(lines, line)
		line = w
	}
	if line != "" {
		lines = append(lines, fitLine(line, width, size, style.Bold))
	}
	return lines
}

// hRow lays its children in a row with a fixed gap (not the theme's
// padding, so it measures the same inside a widget as the layout placed
// it), each at its least width, the child at stretch (-1: none) taking
// what is left; all as high as the row.
type hRow struct {
	gap     float32
	stretch int
	drop    bool // hide the stretched child when it gets less than its least width
}

// MinSize is the children's widths and gaps, the highest child's height.
func (l *hRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objs {
		m := o.MinSize()
		if i > 0 {
			s.Width += l.gap
		}
		s = fyne.NewSize(s.Width+m.Width, max(s.Height, m.Height))
	}
	return s
}

// Layout places the children left to right.
func (l *hRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	need := l.MinSize(objs).Width
	x := float32(0)
	for i, o := range objs {
		w := o.MinSize().Width
		if i == l.stretch {
			w += size.Width - need
			if l.drop && w < o.MinSize().Width {
				o.Hide()
				continue
			}
			o.Show()
			w = max(w, o.MinSize().Width)
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + l.gap
	}
}

// row is an hRow of objs with a 4 px gap, the last one stretched when
// stretchLast.
func row(stretchLast bool, objs ...fyne.CanvasObject) *fyne.Container {
	st := -1
	if stretchLast {
		st = len(objs) - 1
	}
	return container.New(&hRow{gap: 4, stretch: st}, objs...)
}

// detailArea wraps a piece of the table (a stack, a one-line mention of a
// card) so hovering it shows info in the tooltip and right-clicking it in
// a dialog.
type detailArea struct {
	widget.BaseWidget
	tips    tipLayer
	content fyne.CanvasObject
	title   string
	info    func() fyne.CanvasObject
}

// newDetailArea is withDetail with its tooltip and dialog shown on tips.
func newDetailArea(tips tipLayer, content fyne.CanvasObject, title string, info func() fyne.CanvasObject) *detailArea {
	d := &detailArea{tips: tips, content: content, title: title, info: info}
	d.ExtendBaseWidget(d)
	return d
}

func (d *detailArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(d.content) }

// MouseIn shows the tooltip.
func (d *detailArea) MouseIn(e *desktop.MouseEvent) { d.tips.showTip(d.info(), e.AbsolutePosition) }

// MouseMoved moves the tooltip with the pointer.
func (d *detailArea) MouseMoved(e *desktop.MouseEvent) { d.tips.moveTip(e.AbsolutePosition) }

// MouseOut hides the tooltip.
func (d *detailArea) MouseOut() { d.tips.hideTip() }

// TappedSecondary opens the detail dialog.
func (d *detailArea) TappedSecondary(*fyne.PointEvent) { d.tips.showDetail(d.title, d.info()) }

// framedWith is a panel, outlined when its seat is playing.
func framedWith(active bool, content fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(panelFill())
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = panelStroke(), 1, 6
	if active {
		bg.StrokeColor, bg.StrokeWidth = inkBlue(), 2
	}
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(3, 3, 8, 8), content))
}

// rowsLayout spreads rows down its height, each at its least height, the
// spare room shared between them, or with centred around them.
type rowsLayout struct{ centred bool }

// Layout places the rows top to bottom, the spare height between them.
func (l rowsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	need, n := float32(0), 0
	for _, o := range objs {
		if o.Visible() {
			need += o.MinSize().Height
			n++
		}
	}
	gap, y := float32(0), float32(0)
	switch {
	case l.centred:
		y = max(size.Height-need, 0) / 2
	case n > 1:
		gap = max(size.Height-need, 0) / float32(n-1)
	}
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + gap
	}
}

// fill lays its objects over its whole area and asks for no size of its
// own: what it wraps takes the room its holder gives.
type fill struct{}

// MinSize is the rows' heights and the widest row.
func (rowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			m := o.MinSize()
			s = fyne.NewSize(max(s.Width, m.Width), s.Height+m.Height)
		}
	}
	return s
}

// MinSize is nothing: the holder decides.
func (fill) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// Layout gives each object the whole area.
func (fill) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// captioned puts a short caption under a pile, no wider than the pile
// and a little room beside it: a caption that does not fit goes on two
// lines (cut with "…" past them, whole on hover), so that two piles'
// captions never run into one another.
func captioned(lk zoneLook, o fyne.CanvasObject, caption string) fyne.CanvasObject {
	// A count stays on the line of the word before it ("discard · 4").
	caption = strings.ReplaceAll(caption, " · ", " ·\u00a0")
	l := newLineAt(lk.tips, caption, lk.px(11), false, inkMuted())
	l.align = fyne.TextAlignCenter
	w := o.MinSize().Width + 8
	if fyne.MeasureText(caption, l.size, l.style).Width > w {
		l.lines = 2
	}
	h := fyne.MeasureText("Ag", l.size, l.style).Height * float32(l.lines)
	return container.NewVBox(container.NewCenter(o), container.NewCenter(container.NewGridWrap(fyne.NewSize(w, h), l)))
}

// columnCaptioned is captioned for the hand's piles standing one above
// the other: the caption keeps to the piles' column, width px wide, on
// two lines where it needs them.
func columnCaptioned(lk zoneLook, o fyne.CanvasObject, caption string, width float32) fyne.CanvasObject {
	caption = strings.ReplaceAll(caption, " · ", " ·\u00a0")
	l := newLineAt(lk.tips, caption, lk.px(11), false, inkMuted())
	l.align = fyne.TextAlignCenter
	if fyne.MeasureText(caption, l.size, l.style).Width > width {
		l.lines = 2
	}
	h := fyne.MeasureText("Ag", l.size, l.style).Height * float32(l.lines)
	return container.NewVBox(container.NewCenter(o), container.NewGridWrap(fyne.NewSize(width, h), l))
}
