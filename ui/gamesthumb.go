package ui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// gameThumb is a game's small picture in the Games screen's list, on a
// tile of its game's colour: a finished game's final scores as bars in
// rank order, the winner's in gold under a medal and the player's in
// the app's colour; a game in progress its round (7 Wonders' Age) and the
// points each seat has so far as bars in seat order, a dot under each,
// filled for the seats to play (an engine that cannot say the standing:
// the round in large and the dots); a file that cannot be read a warning. The row's text says the same in words. It is
// drawn for thumbWidth×thumbHeight and scaled to the room it is given
// (a wide list gives it more: gameRowLayout).
type gameThumb struct {
	widget.BaseWidget
	box *fyne.Container
	// base is each part's place and text size at scale 1.
	base []thumbPart
}

// thumbPart is a part's place at scale 1, and its text size if a text.
type thumbPart struct {
	pos  fyne.Position
	size fyne.Size
	text float32
}

// Geometry of a thumbnail.
const (
	thumbWidth  = 92
	thumbHeight = 60
	thumbPad    = 8
	thumbBar    = 12 // the widest a bar grows
	thumbDot    = 8
)

// Colours of the tiles and of the winner.
var (
	thumbTints = map[string]color.NRGBA{
		"wonders": {R: 201, G: 150, B: 62, A: 255},
		"dale":    {R: 70, G: 150, B: 96, A: 255},
	}
	thumbNeutral = color.NRGBA{R: 128, G: 128, B: 128, A: 255}
	thumbGold    = color.NRGBA{R: 226, G: 176, B: 40, A: 255}
)

func newGameThumb() *gameThumb {
	t := &gameThumb{}
	t.box = container.New(thumbLayout{t})
	t.ExtendBaseWidget(t)
	return t
}

func (t *gameThumb) MinSize() fyne.Size { return fyne.NewSize(thumbWidth, thumbHeight) }

func (t *gameThumb) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.box) }

// AllowsOverlap lets the drawing's parts lie on the tile (ui.OverlapAllowed).
func (t *gameThumb) AllowsOverlap(a, b fyne.CanvasObject) bool { return true }

// show draws e.
func (t *gameThumb) show(a *App, e *gameEntry) {
	tint, ok := thumbTints[e.cfg.Game]
	if !ok {
		tint = thumbNeutral
	}
	bg := canvas.NewRectangle(withAlpha(tint, 56))
	bg.StrokeColor = withAlpha(tint, 150)
	bg.StrokeWidth = 1
	bg.CornerRadius = theme.InputRadiusSize()
	objs := []fyne.CanvasObject{place(bg, 0, 0, thumbWidth, thumbHeight)}
	switch {
	case !e.read:
	case e.err != nil:
		icon := canvas.NewImageFromResource(theme.NewErrorThemedResource(theme.WarningIcon()))
		icon.FillMode = canvas.ImageFillContain
		objs = append(objs, place(icon, (thumbWidth-28)/2, (thumbHeight-28)/2, 28, 28))
	case e.over:
		objs = append(objs, scoreBars(e)...)
	case len(e.standing) == len(e.cfg.Seats) && len(e.standing) > 0:
		objs = append(objs, a.standingBars(e)...)
	default:
		objs = append(objs, a.roundMark(e)...)
	}
	t.base = t.base[:0]
	for _, o := range objs {
		p := thumbPart{pos: o.Position(), size: o.Size()}
		if text, ok := o.(*canvas.Text); ok {
			p.text = text.TextSize
		}
		t.base = append(t.base, p)
	}
	t.box.Objects = objs
	t.box.Refresh()
}

// thumbLayout scales a thumbnail's parts to its size, centred.
type thumbLayout struct{ t *gameThumb }

func (l thumbLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	k := min(size.Width/thumbWidth, size.Height/thumbHeight)
	dx, dy := (size.Width-thumbWidth*k)/2, (size.Height-thumbHeight*k)/2
	for i, o := range objs {
		if i >= len(l.t.base) {
			break
		}
		p := l.t.base[i]
		o.Move(fyne.NewPos(dx+p.pos.X*k, dy+p.pos.Y*k))
		o.Resize(fyne.NewSize(p.size.Width*k, p.size.Height*k))
		if text, ok := o.(*canvas.Text); ok && text.TextSize != p.text*k {
			text.TextSize = p.text * k
			text.Refresh()
		}
	}
}

func (l thumbLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(thumbWidth, thumbHeight)
}

// scoreBars are a finished game's scores, best first.
func scoreBars(e *gameEntry) []fyne.CanvasObject {
	type bar struct{ seat, rank, total int }
	var bars []bar
	best := 1
	for i, sc := range e.out.Scores {
		bars = append(bars, bar{i, sc.Rank, sc.Total})
		best = max(best, sc.Total)
	}
	slices.SortStableFunc(bars, func(x, y bar) int { return x.rank - y.rank })
	n := len(bars)
	if n == 0 {
		return nil
	}
	gap := float32(4)
	w := min(thumbBar, (thumbWidth-2*thumbPad-gap*float32(n-1))/float32(n))
	x := (thumbWidth - w*float32(n) - gap*float32(n-1)) / 2
	floor := float32(thumbHeight - thumbPad)
	tallest := floor - thumbPad - thumbDot - 4 // room for the medal
	me := firstHuman(e)
	var out []fyne.CanvasObject
	for _, b := range bars {
		h := max(3, tallest*float32(max(b.total, 0))/float32(best))
		fill := withAlpha(thumbNeutral, 170)
		switch {
		case b.rank == 1:
			fill = thumbGold
		case b.seat == me:
			fill = toNRGBA(theme.Color(theme.ColorNamePrimary))
		}
		r := canvas.NewRectangle(fill)
		r.CornerRadius = 2
		out = append(out, place(r, x, floor-h, w, h))
		if b.rank == 1 {
			medal := canvas.NewCircle(thumbGold)
			out = append(out, place(medal, x+(w-thumbDot)/2, floor-h-thumbDot-3, thumbDot, thumbDot))
		}
		x += w + gap
	}
	return out
}

// roundMark is a game in progress: its round in large (a play mark for a
// game without rounds), and a dot per seat, the seats to play filled.
func (a *App) roundMark(e *gameEntry) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	fg := theme.Color(theme.ColorNameForeground)
	top := float32(thumbHeight - thumbPad - thumbDot - 4)
	if e.round > 0 {
		word, size := roman(e.round), float32(1.6)
		if name := a.roundName(e.cfg.Game); name != nil {
			word, size = name(e.round), 1.2 // "Age II"
		}
		text := canvas.NewText(word, fg)
		text.TextStyle = fyne.TextStyle{Bold: true}
		text.TextSize = theme.TextSize() * size
		text.Alignment = fyne.TextAlignCenter
		out = append(out, place(text, 0, 2, thumbWidth, top-2))
	} else {
		play := canvas.NewPolygon(3, theme.Color(theme.ColorNamePrimary))
		play.Angle = 90
		out = append(out, place(play, (thumbWidth-24)/2, (top-24)/2+2, 24, 24))
	}
	n := len(e.cfg.Seats)
	gap := float32(4)
	x := (thumbWidth - thumbDot*float32(n) - gap*float32(max(n-1, 0))) / 2
	for i := range n {
		dot := canvas.NewCircle(color.Transparent)
		dot.StrokeColor = withAlpha(toNRGBA(fg), 150)
		dot.StrokeWidth = 1.5
		if slices.ContainsFunc(e.waiting, func(s game.Seat) bool { return int(s) == i }) {
			dot.FillColor = theme.Color(theme.ColorNamePrimary)
			dot.StrokeColor = dot.FillColor
		}
		out = append(out, place(dot, x, top+4, thumbDot, thumbDot))
		x += thumbDot + gap
	}
	return out
}

// standingBars are a game in progress as it stands: its round in small
// at the top (7 Wonders' Age), the seats' points so far as bars in seat
// order, the leaders' in the winners' gold without a medal (nothing is
// won yet) and the player's in the app's colour, and under each bar a dot,
// filled for the seats to play.
func (a *App) standingBars(e *gameEntry) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	fg := theme.Color(theme.ColorNameForeground)
	top := float32(3)
	if e.round > 0 {
		word := roman(e.round)
		if name := a.roundName(e.cfg.Game); name != nil {
			word = name(e.round)
		}
		text := canvas.NewText(word, fg)
		text.TextStyle = fyne.TextStyle{Bold: true}
		text.TextSize = theme.TextSize() * 0.85
		text.Alignment = fyne.TextAlignCenter
		out = append(out, place(text, 0, 1, thumbWidth, 15))
		top = 18
	}
	n := len(e.standing)
	best := 1
	for _, sc := range e.standing {
		best = max(best, sc.Total)
	}
	gap := float32(4)
	w := min(thumbBar, (thumbWidth-2*thumbPad-gap*float32(n-1))/float32(n))
	dot := min(thumbDot, w)
	x := (thumbWidth - w*float32(n) - gap*float32(n-1)) / 2
	floor := float32(thumbHeight - thumbPad/2 - dot - 3)
	tallest := floor - top
	me := firstHuman(e)
	for i, sc := range e.standing {
		h := max(3, tallest*float32(max(sc.Total, 0))/float32(best))
		fill := withAlpha(thumbNeutral, 170)
		switch {
		case sc.Rank == 1 && sc.Total > 0:
			fill = thumbGold
		case i == me:
			fill = toNRGBA(theme.Color(theme.ColorNamePrimary))
		}
		r := canvas.NewRectangle(fill)
		r.CornerRadius = 2
		out = append(out, place(r, x, floor-h, w, h))
		d := canvas.NewCircle(color.Transparent)
		d.StrokeColor = withAlpha(toNRGBA(fg), 150)
		d.StrokeWidth = 1.5
		if slices.Contains(e.waiting, game.Seat(i)) {
			d.FillColor = theme.Color(theme.ColorNamePrimary)
			d.StrokeColor = d.FillColor
		}
		out = append(out, place(d, x+(w-dot)/2, floor+3, dot, dot))
		x += w + gap
	}
	return out
}

// firstHuman is the seat of the game's first person, -1 for none.
func firstHuman(e *gameEntry) int {
	for i, s := range e.cfg.Seats {
		if s.Human() {
			return i
		}
	}
	return -1
}

// place puts o at x, y with the size w×h.
func place(o fyne.CanvasObject, x, y, w, h float32) fyne.CanvasObject {
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(w, h))
	return o
}

func withAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

func toNRGBA(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }
