package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

func TestLogViewShowsEntriesNewestLast(t *testing.T) {
	test.NewTempApp(t)
	l := NewLogView(12, 3)
	w := test.NewTempWindow(t, l.List)
	w.Resize(fyne.NewSize(200, 120))
	entries := []LogEntry{{Lines: []string{"Age I · turn 1"}, Heading: true}}
	for range 30 {
		entries = append(entries, LogEntry{Lines: []string{"Bot 2 builds", "the Baths."}})
	}
	entries = append(entries, LogEntry{Lines: []string{"You build the Altar."}, Mine: true})
	l.Set(entries)
	if l.List.Length() != len(entries) || len(l.Entries()) != len(entries) {
		t.Fatalf("the list has %d rows for %d entries", l.List.Length(), len(entries))
	}
	var shown []*canvas.Text
	for _, o := range test.LaidOutObjects(l.List) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			shown = append(shown, tx)
		}
	}
	if len(shown) == 0 || shown[len(shown)-1].Text != "You build the Altar." || !shown[len(shown)-1].TextStyle.Bold {
		t.Errorf("the newest entry is not shown last in bold")
	}
	l.Set(entries[:1])
	for _, o := range test.LaidOutObjects(l.List) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text == "Age I · turn 1" && tx.Color != theme.Color(theme.ColorNamePrimary) {
			t.Error("a heading is not in the primary colour")
		}
	}
}

func TestWrapTextKeepsLinesWithinTheWidth(t *testing.T) {
	test.NewTempApp(t)
	width := fyne.MeasureText("Bram buys Cheer for", 12, fyne.TextStyle{}).Width
	for _, tt := range []struct {
		text  string
		lines int
		want  int // lines given back
		cut   bool
	}{
		{"Bram draws 2 cards", 3, 1, false},
		{"Bram buys Cheer for 3 and plays Swift Broker at once", 3, 3, false},
		{"Bram buys Cheer for 3 and plays Swift Broker at once then more and more words", 2, 2, true},
		{"", 3, 0, false},
	} {
		got := WrapText(tt.text, width, 12, false, tt.lines)
		if len(got) != tt.want {
			t.Errorf("%q in %d lines gave %q", tt.text, tt.lines, got)
			continue
		}
		for _, l := range got {
			if fyne.MeasureText(l, 12, fyne.TextStyle{}).Width > width {
				t.Errorf("%q: line %q is wider than the width", tt.text, l)
			}
		}
		if cut := len(got) > 0 && strings.HasSuffix(got[len(got)-1], "…"); cut != tt.cut {
			t.Errorf("%q: shortened %v, want %v (%q)", tt.text, cut, tt.cut, got)
		}
	}
}

// TestLogViewStaysAtTheNewestWhenResized fills the log while it is tall,
// then the table's layout shrinks it: the newest entry must still end
// the view, as it would after scrolling to the bottom again.
func TestLogViewStaysAtTheNewestWhenResized(t *testing.T) {
	test.NewTempApp(t)
	l := NewLogView(12, 3)
	w := test.NewTempWindow(t, l.Root)
	w.Resize(fyne.NewSize(200, 500))
	var entries []LogEntry
	for range 40 {
		entries = append(entries, LogEntry{Lines: []string{"Bot 2 buys Sofa for 5"}})
	}
	l.Set(entries)
	for _, h := range []float32{160, 90, 300} {
		w.Resize(fyne.NewSize(200, h))
		got := l.List.GetScrollOffset()
		l.List.ScrollToBottom()
		if want := l.List.GetScrollOffset(); got != want {
			t.Errorf("at height %v the log is scrolled to %v, its newest entry at %v", h, got, want)
		}
	}
}
