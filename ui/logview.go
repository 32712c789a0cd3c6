package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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
type LogView struct {
	List    *widget.List
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
	return l
}

// Entries are the entries shown.
func (l *LogView) Entries() []LogEntry { return l.entries }

// Set shows entries (the view keeps the slice) and scrolls to the newest.
func (l *LogView) Set(entries []LogEntry) {
	l.entries = entries
	line := fyne.MeasureText("Ag", l.size, fyne.TextStyle{}).Height
	for i, e := range entries {
		l.List.SetItemHeight(i, float32(len(e.Lines))*line+4)
	}
	l.List.Refresh()
	if len(entries) > 0 {
		l.List.ScrollToBottom()
	}
}
