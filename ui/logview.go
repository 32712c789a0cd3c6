package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui/measure"
)

// LogEntry is one entry of a game's log, already wrapped into lines: a
// heading (an Age, a turn, a round) or an event, the seat at the screen's
// own events in bold.
type LogEntry struct {
	Lines   []string
	Heading bool
	Mine    bool
}

// LogView is a table's game log: its entries newest last, scrolled to the
// newest when they change, headings in the theme's primary colour. The
// list reuses its rows, so a long game costs no more to draw than a short
// one. Every table uses this one view.
//
// Root holds the List and keeps it at its newest entry when the table's
// layout gives the log another size after Set (a list scrolled while
// smaller would otherwise show its newest entry cut); a table puts Root,
// or the bare List, in its layout.
type LogView struct {
	List    *widget.List
	Root    *fyne.Container
	entries []LogEntry
	size    float32
}

// NewLogView makes a log whose entries take at most maxLines lines of
// text of size textSize.
func NewLogView(textSize float32, maxLines int) *LogView {
	l := &LogView{size: textSize}
	l.List = widget.NewList(func() int { return len(l.entries) }, func() fyne.CanvasObject {
		objs := make([]fyne.CanvasObject, maxLines)
		for i := range objs {
			tx := canvas.NewText("", nil)
			tx.TextSize = textSize
			objs[i] = tx
		}
		return container.New(layout.NewCustomPaddedVBoxLayout(0), objs...)
	}, func(id widget.ListItemID, o fyne.CanvasObject) {
		if id >= len(l.entries) {
			return
		}
		e := l.entries[id]
		for i, obj := range o.(*fyne.Container).Objects {
			tx := obj.(*canvas.Text)
			tx.Hidden = i >= len(e.Lines)
			if i < len(e.Lines) {
				tx.Text = e.Lines[i]
			}
			tx.TextStyle.Bold = e.Heading || e.Mine
			tx.Color = theme.Color(theme.ColorNameForeground)
			if e.Heading {
				tx.Color = theme.Color(theme.ColorNamePrimary)
			}
			tx.Refresh()
		}
	})
	l.Root = container.New(&newestLayout{l: l}, l.List)
	return l
}

// newestLayout fills its size with the log's list and scrolls the list
// to its newest entry again whenever that size changes.
type newestLayout struct {
	l    *LogView
	last fyne.Size
}

func (n *newestLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (n *newestLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
	if size != n.last {
		n.last = size
		if len(n.l.entries) > 0 {
			n.l.List.ScrollToBottom()
		}
	}
}

// Entries are the entries shown.
func (l *LogView) Entries() []LogEntry { return l.entries }

// Set shows entries (the view keeps the slice) and scrolls to the newest.
func (l *LogView) Set(entries []LogEntry) {
	l.entries = entries
	line := measure.Text("Ag", l.size, fyne.TextStyle{}).Height
	for i, e := range entries {
		l.List.SetItemHeight(i, float32(len(e.Lines))*line+4)
	}
	l.List.Refresh()
	if len(entries) > 0 {
		l.List.ScrollToBottom()
	}
}

// WrapText breaks s into at most lines lines no wider than width at size
// (bold when bold), for a LogEntry: the last line is shortened with an
// ellipsis when the text does not fit; a word longer than the width has a
// line of its own, shortened the same way.
func WrapText(s string, width, size float32, bold bool, lines int) []string {
	style := fyne.TextStyle{Bold: bold}
	fits := func(t string) bool { return measure.Text(t, size, style).Width <= width }
	var out []string
	cur := ""
	words := strings.Fields(s)
	for i, w := range words {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if cur == "" || fits(try) {
			cur = try
			continue
		}
		if len(out) == lines-1 {
			return append(out, shorten(strings.Join(append([]string{cur}, words[i:]...), " "), fits))
		}
		out = append(out, shorten(cur, fits))
		cur = w
	}
	if cur != "" && len(out) < max(lines, 1) {
		out = append(out, shorten(cur, fits))
	}
	return out
}

// shorten cuts s with an ellipsis until it fits.
func shorten(s string, fits func(string) bool) string {
	if fits(s) {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := strings.TrimRight(string(r), " ,·") + "…"; fits(t) {
			return t
		}
	}
	return "…"
}
