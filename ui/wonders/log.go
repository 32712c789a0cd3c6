package wonders

import (
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// logWidth is the width of the game log column.
const logWidth = 200

// logText is the game log's text size.
const logText = 12

// gameLog is the narrow right column: every play of the game, newest
// last, then everyone's points now. The list reuses its rows.
//
// Its texts grow with the table's scale: the title, the points and the
// scores through rescale, the list's lines in the view's own size, which
// the log's layout remakes for a new scale (the lines wrapped again to
// the column's width).
type gameLog struct {
	t      *Table
	title  *canvas.Text
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

// logMaxLines is the most lines an entry of the log takes: a build paid
// to both neighbours takes four in French in the narrow column.
const logMaxLines = 4

func newGameLog(t *Table) *gameLog {
	l := &gameLog{t: t, title: canvas.NewText("", nil), points: canvas.NewText("", nil), size: logText}
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
	return l
}

// logLayout fills the log's column with its background and body, and
// remakes the list's lines when the table's scale or the column's width
// changed since they were made.
type logLayout struct{ l *gameLog }

func (ll *logLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l := ll.l
	if want := l.t.textAt(logText); want != l.size {
		l.size = want
		l.view = ui.NewLogView(want, logMaxLines)
		l.list.Objects = []fyne.CanvasObject{l.view.Root}
		l.width = 0
	}
	if size.Width != l.width && l.t.view != nil {
		l.width = size.Width
		l.update()
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

func (l *gameLog) update() {
	t, w, v := l.t, l.t.words, l.t.view
	l.title.Text = w.T("wonders.ui.log")
	l.title.Color = theme.Color(theme.ColorNameForeground)
	l.title.Refresh()
	l.items = append(l.items[:0], t.draftLog()...)
	width := l.lineWidth()
	for i, e := range l.items {
		if !e.Heading { // the draft's lines, wrapped again to this log's size
			l.items[i].Lines = wrap(strings.Join(e.Lines, " "), width, l.size, logMaxLines)
		}
	}
	own, _ := t.src.Own(game.Seat(t.seat))
	prayers := wonders.Prayers(ownDecisions(game.Seat(t.seat), own), game.Seat(t.seat))
	last := logSection{}
	for _, e := range sortedEvents(v.Events) {
		sec := sectionOf(e)
		// The recruitment (Leaders: turn 0) comes before the Age's Prayer.
		for len(prayers) > 0 && (prayers[0].Age < sec.age || prayers[0].Age == sec.age && (sec.turn > 0 || v.Leaders == nil)) {
			l.addPrayer(prayers[0], width)
			last = logSection{age: prayers[0].Age}
			prayers = prayers[1:]
		}
		if sec != last {
			last = sec
			head := sec.heading(w)
			if sec.turn == 0 && !sec.end && v.Leaders != nil {
				head = w.T("wonders.ui.log_recruit", map[string]any{"Age": romanAge(sec.age)})
			}
			l.items = append(l.items, ui.LogEntry{Lines: []string{head}, Heading: true})
		}
		l.items = append(l.items, ui.LogEntry{Lines: wrap(w.logEvent(v, e), width, l.size, logMaxLines), Mine: e.City == t.seat})
	}
	for _, p := range prayers {
		l.addPrayer(p, width)
	}
	l.view.Set(l.items)
	l.points.Text = w.T("wonders.ui.points_now")
	l.points.Color = theme.Color(theme.ColorNameForeground)
	l.points.Refresh()
	for i, row := range l.scores {
		row.Hidden = i >= v.NumCities
		if i < v.NumCities {
			row.set(glyph{icon: pointsIcon, text: w.loc.Int(v.Scores[i].Total()), bold: true},
				glyph{text: fit(w.city(v, i), width-10-row.px-row.size*2, row.size, fyne.TextStyle{Bold: i == t.seat}), bold: i == t.seat, space: true})
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

// addPrayer lists the gods the seat at the screen picked in an Age's
// Prayer, under that Prayer's heading.
func (l *gameLog) addPrayer(p wonders.Prayer, width float32) {
	w := l.t.words
	l.items = append(l.items, ui.LogEntry{Lines: []string{w.T("wonders.ui.log_prayer", map[string]any{"Age": romanAge(p.Age)})}, Heading: true})
	if len(p.Picks) == 0 {
		return
	}
	names := make([]string, len(p.Picks))
	for i, gd := range p.Picks {
		names[i] = w.god(gd)
	}
	text := w.T("wonders.ui.log_prayed", map[string]any{"Name": w.names[l.t.seat], "Gods": strings.Join(names, ", ")})
	l.items = append(l.items, ui.LogEntry{Lines: wrap(text, width, l.size, logMaxLines), Mine: true})
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
