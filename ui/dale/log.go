package dale

import (
	"fyne.io/fyne/v2"

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

// logWrap remembers the log's texts wrapped to its column, so a redraw
// measures only the new events; anew at each text size.
type logWrap struct {
	size    float32
	wrapped map[wrapKey][]string
}

// wrapKey is a text wrapped at a width, bold or not.
type wrapKey struct {
	text  string
	width float32
	bold  bool
	lines int
}

// wrap is ui.WrapText at size, remembered.
func (l *logWrap) wrap(text string, width, size float32, bold bool, lines int) []string {
	if l.wrapped == nil || l.size != size {
		l.size, l.wrapped = size, map[wrapKey][]string{}
	}
	k := wrapKey{text, width, bold, lines}
	if w, ok := l.wrapped[k]; ok {
		return w
	}
	w := ui.WrapText(text, width, size, bold, lines)
	l.wrapped[k] = w
	return w
}

// logColumn fills the game log zone from v: its text grows with the
// table's (never under its size at scale 1).
func (t *Table) logColumn(v *eng.View) fyne.CanvasObject {
	size := max(t.textAt(logText), logText)
	t.mach.log.Set(logState{title: t.T("dale.ui.log"), entries: t.logEntries(v.Events(), size), size: size})
	return t.mach.log
}

// logEntries are the log's entries for events at text size: a heading
// at each turn's start, then the turn's events in the order they
// happened.
func (t *Table) logEntries(events []eng.Event, size float32) []ui.LogEntry {
	width := float32(logWidth)
	if t.dims.logW > 0 {
		width = t.dims.logW
	}
	width -= 24 // the panel's padding and the list's scroll bar
	w := &t.mach.wrap
	out := make([]ui.LogEntry, 0, len(events))
	for _, e := range events {
		if e.Kind == eng.EventTurn {
			text := t.T("dale.ui.turn", map[string]any{"Turn": e.Turn, "Name": t.name(e.Seat)})
			out = append(out, ui.LogEntry{Lines: w.wrap(text, width, size, true, 1), Heading: true})
			continue
		}
		mine := e.Seat == t.viewer
		out = append(out, ui.LogEntry{Lines: w.wrap(t.eventText(e), width, size, mine, logMaxLines), Mine: mine})
	}
	return out
}
