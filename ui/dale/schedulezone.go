package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	eng "agora/game/dale"
)

// scheduleState is the viewer's schedule as its zone draws it: the
// title, the line said when it is empty, a row per delayed or lasting
// technique, the text sizes and what a row's tooltip shows.
type scheduleState struct {
	title, empty           string
	rows                   []scheduleRow
	titlePx, rowPx, markPx float32 // the title's and the rows' text sizes, the emblems' side
	info                   func(eng.Card) fyne.CanvasObject
	tips                   tipLayer
	cards                  cardHost // the techniques' faces, where the band is high enough for them
}

// scheduleRow is one technique of the schedule: its card, its line
// (name, value and state), and its name and state apart, which a token
// writes beside its card.
type scheduleRow struct {
	card              eng.Card
	text, name, state string
}

// scheduleZone is the viewer's schedule: each delayed or lasting
// technique with its state, its card's detail on hover. Where the band
// is high enough (a large window), each technique is a token, its card's
// face with its name and state beside it, as large as the band allows;
// else a line each.
type scheduleZone struct {
	zoneBase
	state scheduleState
}

func newScheduleZone() *scheduleZone {
	z := &scheduleZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *scheduleZone) Set(s scheduleState) {
	if !z.changed(stateKey(s.title, s.empty, s.rows, s.titlePx, s.rowPx, s.markPx)) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *scheduleZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneCore, func() fyne.CanvasObject { return drawSchedule(z.state) })
}

// drawSchedule draws the schedule zone's state: the lines, and the
// tokens that take their place where the band is high enough.
func drawSchedule(s scheduleState) fyne.CanvasObject {
	title := plainText(s.title, s.titlePx, true, inkDark())
	lines := container.NewVBox()
	if len(s.rows) == 0 {
		lines.Add(plainText(s.empty, s.rowPx, false, inkFaint()))
	}
	var tokens []fyne.CanvasObject
	for _, r := range s.rows {
		c := r.card
		info := func() fyne.CanvasObject { return s.info(c) }
		l := newLineAt(s.tips, r.text, s.rowPx, false, inkDark())
		lines.Add(newTapArea(s.tips, row(true, container.NewCenter(emblem(c, s.markPx)), l), r.text, info, nil))
		if s.cards != nil {
			face := newCard(s.cards, c, c.Value(), tokenLeast, nil)
			tokens = append(tokens, container.New(tokenLayout{most: s.rowPx * 12}, face,
				newTapArea(s.tips, scheduleWords(s, r.name, r.state, inkDark()), r.text, info, nil)))
		}
	}
	if s.cards != nil && len(s.rows) == 0 {
		// An empty place the shape of a card, the empty line beside it.
		place := canvas.NewRectangle(color.Transparent)
		place.StrokeColor, place.StrokeWidth, place.CornerRadius = inkFaint(), 1, 6
		place.SetMinSize(tokenLeast)
		tokens = append(tokens, container.New(tokenLayout{most: s.rowPx * 12}, place, scheduleWords(s, s.empty, "", inkFaint())))
	}
	body := container.New(&scheduleBody{}, container.NewVScroll(lines), container.New(&tokenRow{}, tokens...))
	return framed(container.NewHBox(title), body)
}

// scheduleWords is a token's name and state, one under the other, each
// on two lines at most, at the rows' text size and a little larger.
func scheduleWords(s scheduleState, name, state string, ink color.Color) fyne.CanvasObject {
	l := newLineAt(s.tips, name, s.rowPx*1.15, true, ink)
	l.lines = 2
	if state == "" {
		return container.New(&rowsLayout{centred: true}, l)
	}
	st := newLineAt(s.tips, state, s.rowPx, false, inkMuted())
	st.lines = 2
	return container.New(&rowsLayout{centred: true}, l, st)
}

// tokenLeast is a token's least card, and tokenCardH the least height of
// a card the tokens are drawn with (a small face's, cardSmall): under
// it the lines take their place.
var tokenLeast = fyne.NewSize(44, 60)

const tokenCardH = 84

// scheduleBody shows the schedule's tokens where its height gives their
// cards tokenCardH px and more and their words their room, else its
// lines.
type scheduleBody struct{}

// MinSize is the lines', which scroll.
func (scheduleBody) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// Layout gives the whole body to the tokens or to the lines.
func (scheduleBody) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	lines, tokens := objs[0], objs[1]
	show, hide := lines, tokens
	if m := tokens.MinSize(); size.Height >= max(tokenCardH, m.Height) && size.Width >= m.Width && len(tokens.(*fyne.Container).Objects) > 0 {
		show, hide = tokens, lines
	}
	hide.Hide()
	show.Show()
	show.Move(fyne.Position{})
	show.Resize(size)
}

// tokenRow lays the tokens side by side, each its share of the width.
type tokenRow struct{}

// tokenGap is the room between two tokens.
const tokenGap = 10

// MinSize is the tokens at their least, side by side.
func (tokenRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objs {
		m := o.MinSize()
		if i > 0 {
			s.Width += tokenGap
		}
		s = fyne.NewSize(s.Width+m.Width, max(s.Height, m.Height))
	}
	return s
}

// Layout gives each token its share of the width, all the height.
func (tokenRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := float32(len(objs))
	if n == 0 {
		return
	}
	w := (size.Width - (n-1)*tokenGap) / n
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*(w+tokenGap), 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

// tokenLayout is a card (or its empty place) as high as the token and
// no higher than most, in a card's proportions and no wider than half
// the token, and its words beside it.
type tokenLayout struct{ most float32 }

// MinSize is the least card and the words' least width beside it.
func (l tokenLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	c, w := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(c.Width+6+w.Width, max(c.Height, w.Height))
}

// Layout places the card on the left, the words in the rest.
func (l tokenLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := min(size.Height, l.most)
	w := min(snap(h*0.72), snap(size.Width/2))
	h = min(h, snap(w/0.72))
	objs[0].Move(fyne.NewPos(0, (size.Height-h)/2))
	objs[0].Resize(fyne.NewSize(w, h))
	objs[1].Move(fyne.NewPos(w+6, 0))
	objs[1].Resize(fyne.NewSize(max(size.Width-w-6, 0), size.Height))
}
