package coach

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Coach is the overlay a table lays over its whole area during a lesson:
// the outline around the step's target and the bubble with its sentence.
// It takes no tap itself (only its buttons do), so the table beneath stays
// playable.
type Coach struct {
	widget.BaseWidget

	target   Rect
	avoid    []Rect
	sentence string
	step     string
	next     *widget.Button
	leave    *widget.Button
	r        *renderer
}

// New makes a coach with its buttons' words (the table's translations of
// learn.coach.next and learn.coach.leave) and what they do.
func New(nextWord, leaveWord string, onNext, onLeave func()) *Coach {
	c := &Coach{next: widget.NewButton(nextWord, onNext), leave: widget.NewButton(leaveWord, onLeave)}
	c.next.Importance = widget.HighImportance
	c.ExtendBaseWidget(c)
	return c
}

// Point points at target (in the coach's own coordinates, which are the
// window's when the coach covers it) and says sentence. An empty target
// outlines nothing and centres the bubble. The bubble keeps off the
// rectangles of avoid where it can (the table's hand, when the step is
// about something else), and off the target always.
func (c *Coach) Point(target Rect, sentence string, avoid ...Rect) {
	c.target, c.sentence, c.avoid = target, sentence, avoid
	c.Refresh()
}

// SetStep sets the words of where the lesson is ("Step 3 of 12", the
// table's translation of learn.coach.step), shown beside the buttons;
// empty shows none.
func (c *Coach) SetStep(words string) {
	c.step = words
	c.Refresh()
}

// SetWords changes the buttons' words (the language changed).
func (c *Coach) SetWords(nextWord, leaveWord string) {
	c.next.SetText(nextWord)
	c.leave.SetText(leaveWord)
	c.Refresh()
}

// HandleKey does what a key does to the coach: Escape leaves the lesson.
// A table calls it first from its key handler; it reports whether the key
// was used.
func (c *Coach) HandleKey(ev *fyne.KeyEvent) bool {
	if ev.Name == fyne.KeyEscape && c.leave.OnTapped != nil {
		c.leave.OnTapped()
		return true
	}
	return false
}

// Bubble is where the bubble lies, in the coach's coordinates, after the
// last layout; Fits says whether it found room beside the target.
func (c *Coach) Bubble() Rect {
	if c.r == nil {
		return Rect{}
	}
	return Rect{c.r.bg.Position(), c.r.bg.Size()}
}

// Fits reports whether the last layout placed the bubble beside the
// target, off it and inside the coach.
func (c *Coach) Fits() bool { return c.r != nil && c.r.fits }

// Buttons are the bubble's buttons, Next and Leave lesson.
func (c *Coach) Buttons() (next, leave *widget.Button) { return c.next, c.leave }

func (c *Coach) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{c: c, ring: canvas.NewRectangle(color.Transparent), bg: canvas.NewRectangle(color.Transparent),
		count: canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))}
	r.ring.StrokeWidth = 3
	r.bg.StrokeWidth = 2
	r.bg.CornerRadius = theme.InputRadiusSize()
	c.r = r
	r.Refresh()
	return r
}

type renderer struct {
	c     *Coach
	ring  *canvas.Rectangle
	bg    *canvas.Rectangle
	count *canvas.Text
	lines []*canvas.Text
	objs  []fyne.CanvasObject
	fits  bool
}

// Bubble widths tried, widest first: a narrower bubble is taller, and may
// fit where a wide one does not.
var widths = []float32{440, 360, 290, 240}

const pad = 12

// scale grows the sentence with the window, as the tables grow their
// texts: 1 up to 1280 pixels wide, at most 1.3 on a large screen.
func scale(win fyne.Size) float32 { return max(1, min(win.Width/1280, 1.3)) }

func (r *renderer) textStyle() (float32, fyne.TextStyle) {
	return (theme.TextSize() + 1) * scale(r.c.Size()), fyne.TextStyle{}
}

// wrap cuts the sentence into lines no wider than w (a word longer than w
// stands alone on its line) and returns them with the widest line's width.
// A newline starts a line: the sentence's paragraphs (what the last move
// did, then the step's own sentence).
func wrap(s string, w, size float32, style fyne.TextStyle) ([]string, float32) {
	var lines []string
	widest := float32(0)
	line := ""
	flush := func() {
		if line != "" {
			lines = append(lines, line)
			widest = max(widest, fyne.MeasureText(line, size, style).Width)
		}
		line = ""
	}
	for _, para := range strings.Split(s, "\n") {
		// Only plain spaces break a line: the no-break spaces French sets
		// before « : » and inside « » keep their words together.
		words := strings.FieldsFunc(para, func(r rune) bool { return r == ' ' || r == '\t' })
		for _, word := range words {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && fyne.MeasureText(try, size, style).Width > w {
				flush()
				line = word
				continue
			}
			line = try
		}
		flush()
	}
	return lines, widest
}

// bubble is the bubble's size and lines at text width w.
func (r *renderer) bubble(w float32) (fyne.Size, []string) {
	size, style := r.textStyle()
	lines, widest := wrap(r.c.sentence, w, size, style)
	lineH := fyne.MeasureText("Ag", size, style).Height
	nb, lb := r.c.next.MinSize(), r.c.leave.MinSize()
	buttonsW := nb.Width + theme.Padding() + lb.Width
	if r.c.step != "" {
		buttonsW += fyne.MeasureText(r.c.step, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.Padding()
	}
	width := max(widest, buttonsW) + 2*pad
	height := pad + float32(len(lines))*lineH + pad + max(nb.Height, lb.Height) + pad
	return fyne.NewSize(width, height), lines
}

func (r *renderer) Layout(size fyne.Size) {
	var b fyne.Size
	var lines []string
	var pos fyne.Position
	r.fits = false
	for _, w := range widths {
		b, lines = r.bubble(min(w*scale(size), size.Width*0.45))
		if pos, r.fits = Place(size, r.c.target, b, r.c.avoid...); r.fits {
			break
		}
	}
	ring := r.c.target.Grow(Ring)
	r.ring.Move(ring.Pos)
	r.ring.Resize(ring.Size)
	r.ring.Hidden = r.c.target.Empty()
	r.bg.Move(pos)
	r.bg.Resize(b)

	ts, style := r.textStyle()
	lineH := fyne.MeasureText("Ag", ts, style).Height
	for len(r.lines) < len(lines) {
		r.lines = append(r.lines, canvas.NewText("", theme.Color(theme.ColorNameForeground)))
	}
	for i, t := range r.lines {
		t.Hidden = i >= len(lines)
		if t.Hidden {
			continue
		}
		t.Text, t.TextSize, t.TextStyle = lines[i], ts, style
		t.Color = theme.Color(theme.ColorNameForeground)
		t.Move(fyne.NewPos(pos.X+pad, pos.Y+pad+float32(i)*lineH))
		t.Resize(fyne.NewSize(b.Width-2*pad, lineH))
	}
	nb, lb := r.c.next.MinSize(), r.c.leave.MinSize()
	y := pos.Y + b.Height - pad - max(nb.Height, lb.Height)
	r.c.leave.Resize(lb)
	r.c.leave.Move(fyne.NewPos(pos.X+b.Width-pad-lb.Width, y))
	r.c.next.Resize(nb)
	r.c.next.Move(fyne.NewPos(pos.X+b.Width-pad-lb.Width-theme.Padding()-nb.Width, y))
	r.count.Text, r.count.TextSize = r.c.step, theme.TextSize()
	r.count.Hidden = r.c.step == ""
	cs := fyne.MeasureText(r.c.step, r.count.TextSize, fyne.TextStyle{})
	r.count.Move(fyne.NewPos(pos.X+pad, y+(max(nb.Height, lb.Height)-cs.Height)/2))
	r.count.Resize(cs)
	r.objs = r.objs[:0]
	r.objs = append(r.objs, r.ring, r.bg, r.count)
	for _, t := range r.lines {
		r.objs = append(r.objs, t)
	}
	r.objs = append(r.objs, r.c.next, r.c.leave)
}

func (r *renderer) MinSize() fyne.Size { return fyne.NewSize(0, 0) }

func (r *renderer) Refresh() {
	r.ring.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	r.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.count.Color = theme.Color(theme.ColorNamePlaceHolder)
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

func (r *renderer) Objects() []fyne.CanvasObject {
	if len(r.objs) == 0 {
		r.Layout(r.c.Size())
	}
	return r.objs
}

func (r *renderer) Destroy() {}
