package ui

import (
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
