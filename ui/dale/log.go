package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	eng "agora/game/dale"
	"agora/ui"
)

// The game log's measures: its width when the layout gives none, its
// text size and the most lines an entry takes.
const (
	logWidth    = 240
	logText     = 12
	logMaxLines = 5
)

// gameLog is the game log column: the app's ui.LogView, every event of
// the game newest last under one heading per turn ("Turn 14 · Bram"),
// the screen's own seat's events in bold, scrolled to the newest. It
// lives across redraws, so the list keeps its rows.
type gameLog struct {
	t     *Table
	title *canvas.Text
	view  *ui.LogView
	bg    *canvas.Rectangle
	root  *fyne.Container
	size  float32 // the text's size, the table's texts' (textAt)
	// wrapped remembers each text's lines, so a redraw measures only the
	// new events.
	wrapped map[wrapKey][]string
}

// wrapKey is a text wrapped at a width, bold or not.
type wrapKey struct {
	text  string
	width float32
	bold  bool
	lines int
}

// wrap is ui.WrapText, remembered.
func (l *gameLog) wrap(text string, width float32, bold bool, lines int) []string {
	k := wrapKey{text, width, bold, lines}
	if w, ok := l.wrapped[k]; ok {
		return w
	}
	w := ui.WrapText(text, width, l.size, bold, lines)
	l.wrapped[k] = w
	return w
}

func newGameLog(t *Table, size float32) *gameLog {
	l := &gameLog{t: t, title: canvas.NewText("", nil), view: ui.NewLogView(size, logMaxLines), bg: canvas.NewRectangle(nil),
		wrapped: map[wrapKey][]string{}, size: size}
	l.title.TextStyle.Bold, l.title.TextSize = true, size+2
	l.bg.CornerRadius = 6
	l.bg.StrokeWidth = 1
	body := container.NewBorder(container.NewPadded(l.title), nil, nil, nil, l.view.Root)
	l.root = container.NewStack(l.bg, body)
	return l
}

// logColumn is the game log column as v shows it, filling the zone the
// layout gives it.
func (t *Table) logColumn(v *eng.View) fyne.CanvasObject {
	// The log's text grows with the table's (never under its size at
	// scale 1): a new list at each new size.
	if size := max(t.textAt(logText), logText); size != t.mach.log.size {
		t.mach.log = newGameLog(t, size)
	}
	l := t.mach.log
	l.title.Text = t.T("dale.ui.log")
	l.title.Color = theme.Color(theme.ColorNameForeground)
	l.bg.FillColor, l.bg.StrokeColor = panelFill(), panelStroke()
	l.view.Set(t.logEntries(v.Events()))
	return l.root
}

// logEntries are the log's entries for events: a heading at each turn's
// start, then the turn's events in the order they happened.
func (t *Table) logEntries(events []eng.Event) []ui.LogEntry {
	width := float32(logWidth)
	if t.dims.logW > 0 {
		width = t.dims.logW
	}
	width -= 24 // the panel's padding and the list's scroll bar
	out := make([]ui.LogEntry, 0, len(events))
	for _, e := range events {
		if e.Kind == eng.EventTurn {
			text := t.T("dale.ui.turn", map[string]any{"Turn": e.Turn, "Name": t.name(e.Seat)})
			out = append(out, ui.LogEntry{Lines: t.mach.log.wrap(text, width, true, 1), Heading: true})
			continue
		}
		mine := e.Seat == t.viewer
		out = append(out, ui.LogEntry{Lines: t.mach.log.wrap(t.eventText(e), width, mine, logMaxLines), Mine: mine})
	}
	return out
}
