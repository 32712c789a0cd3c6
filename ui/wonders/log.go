package wonders

import (
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui"
)

// logWidth is the width of the game log column.
const logWidth = 200

// logText is the game log's text size.
const logText = 12

// gameLog is the narrow right column: every play of the game, newest
// last, then everyone's points now. It is a widget that draws what it is
// given (logState, filled by the table in log_state.go); the list reuses
// its rows.
//
// Its texts grow with the table's scale: the title, the points and the
// scores through rescale, the list's lines in the view's own size, which
// the log's layout remakes for a new scale (the lines wrapped again to
// the column's width).
type gameLog struct {
	widget.BaseWidget
	shows logState
	// scale is the table's scale, asked at each layout.
	scale func() float32
	title *canvas.Text
	// items are the list's entries as drawn: the state's, wrapped to the
	// column.
	items  []ui.LogEntry
	view   *ui.LogView
	points *canvas.Text
	scores [8]*glyphRow
	// list holds the view's root; size and width are the text size and
	// the column's width the lines were made for.
	list        *fyne.Container
	size, width float32
	root        *fyne.Container
}

// logState is what the log shows.
type logState struct {
	title, points string
	entries       []logLine
	scores        []logScore
}

// logLine is an entry of the log: a heading's lines as they are, or a
// text wrapped to the column.
type logLine struct {
	entry ui.LogEntry
	text  string // wrapped to the column when set
}

// logScore is a city's points now.
type logScore struct {
	total, city string
	mine        bool // the seat at the screen's, in bold
}

// logMaxLines is the most lines an entry of the log takes: a build paid
// to both neighbours takes four in French in the narrow column.
const logMaxLines = 4

func newGameLog(scale func() float32) *gameLog {
	l := &gameLog{scale: scale, title: canvas.NewText("", nil), points: canvas.NewText("", nil), size: logText}
	l.title.TextStyle.Bold, l.title.TextSize = true, 14
	l.points.TextStyle.Bold, l.points.TextSize = true, 13
	l.view = ui.NewLogView(logText, logMaxLines)
	bottom := []fyne.CanvasObject{l.points}
	for i := range l.scores {
		l.scores[i] = newGlyphRow(iconSmall, 12)
		bottom = append(bottom, l.scores[i])
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 8
	l.list = container.NewStack(l.view.Root)
	body := container.NewBorder(container.NewPadded(l.title), container.NewPadded(container.New(&rows{gap: 2}, bottom...)), nil, nil, l.list)
	l.root = container.New(&logLayout{l: l}, bg, body)
	l.ExtendBaseWidget(l)
	return l
}

// set shows s.
func (l *gameLog) set(s logState) {
	l.shows = s
	l.Refresh()
}

// scaledParts: the log's title, points and scores follow the table's
// scale.
func (l *gameLog) scaledParts() []fyne.CanvasObject { return []fyne.CanvasObject{l.root} }

func (l *gameLog) CreateRenderer() fyne.WidgetRenderer { return &logRenderer{l: l} }

// logRenderer draws the log's state into its column.
type logRenderer struct{ l *gameLog }

func (r *logRenderer) Refresh() { r.l.draw() }

func (r *logRenderer) Layout(size fyne.Size) {
	r.l.root.Move(fyne.NewPos(0, 0))
	r.l.root.Resize(size)
}

func (r *logRenderer) MinSize() fyne.Size           { return r.l.root.MinSize() }
func (r *logRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.l.root} }
func (r *logRenderer) Destroy()                     {}

// logLayout fills the log's column with its background and body, and
// remakes the list's lines when the table's scale or the column's width
// changed since they were made.
type logLayout struct{ l *gameLog }

func (ll *logLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l := ll.l
	scale := float32(1)
	if l.scale != nil {
		scale = l.scale()
	}
	if want := textAtScale(logText, scale); want != l.size {
		l.size = want
		l.view = ui.NewLogView(want, logMaxLines)
		l.list.Objects = []fyne.CanvasObject{l.view.Root}
		l.width = 0
	}
	if size.Width != l.width && l.shows.title != "" {
		l.width = size.Width
		l.draw()
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	l.list.Refresh()
}

func (ll *logLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var out fyne.Size
	for _, o := range objs {
		out = out.Max(o.MinSize())
	}
	return out
}

// lineWidth is the width the log's lines wrap to: the column's, less the
// list's padding and scroll bar.
func (l *gameLog) lineWidth() float32 {
	w := l.root.Size().Width
	if w <= 0 {
		w = logWidth
	}
	return w - 30
}

// draw draws the state: the entries wrapped to the column, the points.
func (l *gameLog) draw() {
	s := l.shows
	l.title.Text = s.title
	l.title.Color = theme.Color(theme.ColorNameForeground)
	l.title.Refresh()
	width := l.lineWidth()
	l.items = l.items[:0]
	for _, e := range s.entries {
		if e.text != "" {
			e.entry.Lines = wrap(e.text, width, l.size, logMaxLines)
		}
		l.items = append(l.items, e.entry)
	}
	l.view.Set(l.items)
	l.points.Text = s.points
	l.points.Color = theme.Color(theme.ColorNameForeground)
	l.points.Refresh()
	for i, row := range l.scores {
		row.Hidden = i >= len(s.scores)
		if i < len(s.scores) {
			sc := s.scores[i]
			row.set(glyph{icon: pointsIcon, text: sc.total, bold: true},
				glyph{text: fit(sc.city, width-10-row.px-row.size*2, row.size, fyne.TextStyle{Bold: sc.mine}), bold: sc.mine, space: true})
		}
	}
}

// logSection is a heading of the log: an Age's Prayer (turn 0), one of
// its turns, or its end (the conflicts and the cards left over).
type logSection struct {
	age, turn int
	end       bool
}

// sectionOf is the section an event is listed under.
func sectionOf(e wonders.Event) logSection {
	if e.Kind == wonders.EventBattle || e.Kind == wonders.EventLeftover {
		return logSection{age: e.Age, end: true}
	}
	return logSection{age: e.Age, turn: e.Turn}
}

// before orders sections: by Age, then turn, the Age's end last.
func (s logSection) before(o logSection) bool {
	if s.age != o.age {
		return s.age < o.age
	}
	if s.end != o.end {
		return o.end
	}
	return s.turn < o.turn
}

func (s logSection) heading(w words) string {
	if s.end {
		return w.T("wonders.ui.log_end", map[string]any{"Age": romanAge(s.age)})
	}
	return w.T("wonders.ui.log_turn", map[string]any{"Age": romanAge(s.age), "Turn": s.turn})
}

// sortedEvents lists the events section by section, each section's in
// the order they happened: the end of an Age's events (the last turn's
// gods and sales, the cards left over, the conflicts) come interleaved,
// and each section gets one heading.
func sortedEvents(events []wonders.Event) []wonders.Event {
	out := slices.Clone(events)
	slices.SortStableFunc(out, func(a, b wonders.Event) int {
		sa, sb := sectionOf(a), sectionOf(b)
		switch {
		case sa.before(sb):
			return -1
		case sb.before(sa):
			return 1
		}
		return 0
	})
	return out
}

// logEvent is an event's line in the log: the event's words, with the
// coins a build paid its neighbours ("…, paying 2 coins to Bo and 1 to
// Cy"), a defeat Tomyris sent back naming who took the token, and a coin
// loss answered with debt by choice.
func (w words) logEvent(v *wonders.View, e wonders.Event) string {
	if e.Kind == wonders.EventBattle && e.Points < 0 && e.Taker != e.City {
		return w.T("wonders.ui.battle.lose_sent", map[string]any{"City": w.city(v, e.City), "Against": w.city(v, e.Taker)})
	}
	if e.Kind == wonders.EventLoss && e.Answered && e.Points > 0 {
		// The city chose its debt (Cities, ruleset 5): not "the coins it lacks".
		data := map[string]any{"City": w.city(v, e.City), "Coins": w.coins(e.Coins), "Count": e.Points}
		if e.Coins == 0 {
			return w.loc.N("wonders.cities.log.chose_debt", e.Points, data)
		}
		return w.loc.N("wonders.cities.log.chose_both", e.Points, data)
	}
	text := w.event(v, e)
	switch e.Kind {
	case wonders.EventBuild, wonders.EventStage, wonders.EventBuildShared:
	default:
		return text
	}
	payer := e.City
	if e.Kind == wonders.EventBuildShared {
		payer = e.Against // Toinito: the builder pays, the card joins the partner's city
	}
	left, right := v.Neighbours(payer)
	type paid struct{ coins, to int }
	var to []paid
	for _, p := range []paid{{e.PayLeft, left}, {e.PayRight, right}} {
		if p.coins > 0 {
			to = append(to, p)
		}
	}
	if len(to) == 0 {
		return text
	}
	data := map[string]any{"Event": strings.TrimSuffix(text, "."), "Coins": w.coins(to[0].coins), "To": w.city(v, to[0].to)}
	if len(to) == 1 {
		return w.T("wonders.ui.log_paying_one", data)
	}
	maps.Copy(data, map[string]any{"More": w.loc.Int(to[1].coins), "Other": w.city(v, to[1].to)})
	return w.T("wonders.ui.log_paying_two", data)
}
