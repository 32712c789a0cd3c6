package dale

import (
	"slices"

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

// logState is the game log as its zone shows it: the title, the
// entries (already wrapped to the column) and their text size.
type logState struct {
	title   string
	entries []ui.LogEntry
	size    float32
}

// logZone is the game log column: the app's ui.LogView, every event of
// the game newest last under one heading per turn ("Turn 14 · Bram"),
// the screen's own seat's events in bold, scrolled to the newest. It
// lives across redraws, so the list keeps its rows; a new list at each
// new text size.
type logZone struct {
	zoneBase
	state logState
	title *canvas.Text
	view  *ui.LogView
	bg    *canvas.Rectangle
	root  *fyne.Container
}

func newLogZone() *logZone {
	z := &logZone{title: canvas.NewText("", nil), bg: canvas.NewRectangle(nil)}
	z.title.TextStyle.Bold = true
	z.bg.CornerRadius, z.bg.StrokeWidth = 6, 1
	z.root = container.NewStack(z.bg)
	z.ExtendBaseWidget(z)
	return z
}

// Set shows s: a new list for a new text size, the entries set when
// they are not those shown.
func (z *logZone) Set(s logState) {
	if z.view == nil || s.size != z.state.size {
		z.view = ui.NewLogView(s.size, logMaxLines)
		z.root.Objects = []fyne.CanvasObject{z.bg, container.NewBorder(container.NewPadded(z.title), nil, nil, nil, z.view.Root)}
	}
	changed := !slices.EqualFunc(s.entries, z.view.Entries(), func(a, b ui.LogEntry) bool {
		return a.Heading == b.Heading && a.Mine == b.Mine && slices.Equal(a.Lines, b.Lines)
	})
	z.state = s
	if changed || len(s.entries) == 0 {
		z.view.Set(s.entries)
	}
	z.Refresh()
}

func (z *logZone) CreateRenderer() fyne.WidgetRenderer {
	return &logRenderer{z: z, objs: []fyne.CanvasObject{z.root}}
}

// logRenderer draws the log zone's title and colours from its state;
// the list draws the entries.
type logRenderer struct {
	z    *logZone
	objs []fyne.CanvasObject
}

func (r *logRenderer) Destroy()                     {}
func (r *logRenderer) Layout(size fyne.Size)        { r.z.root.Resize(size) }
func (r *logRenderer) MinSize() fyne.Size           { return r.z.root.MinSize() }
func (r *logRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *logRenderer) Refresh() {
	z := r.z
	z.title.Text, z.title.TextSize = z.state.title, z.state.size+2
	z.title.Color = theme.Color(theme.ColorNameForeground)
	z.bg.FillColor, z.bg.StrokeColor = panelFill(), panelStroke()
	z.root.Refresh()
}

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
