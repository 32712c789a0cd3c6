package ui

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// fakeTable records what the app asks of a table.
type fakeTable struct {
	content      *widget.Label
	retranslated int
	closed       bool
}

func (f *fakeTable) Content() fyne.CanvasObject {
	if f.content == nil {
		f.content = widget.NewLabel("")
	}
	return f.content
}
func (f *fakeTable) Retranslate() { f.retranslated++ }
func (f *fakeTable) Close()       { f.closed = true }

func TestTableLifecycle(t *testing.T) {
	a := newTestApp(t, "en")
	table := &fakeTable{}
	var ctx TableContext
	a.RegisterTable("tally", func(c TableContext) Table { ctx = c; return table })

	test.Tap(a.button(t, "New game"))
	test.Tap(a.button(t, "Start"))
	if ctx.State == nil || ctx.Rules.Game != "tally" || ctx.Localizer != a.loc || ctx.Window != a.win {
		t.Fatalf("incomplete context %+v", ctx)
	}
	if a.win.Content().(*fyne.Container).Objects[0] != table.Content() {
		t.Fatal("the window does not show the table")
	}

	// A resolved turn is autosaved through the context.
	s := ctx.State
	s.Apply(s.Pending()[0].Seat, 2)
	os.Remove(a.autosavePath())
	if err := ctx.Autosave(s); err != nil || !a.hasAutosave() {
		t.Fatalf("Autosave: %v", err)
	}
	if ctx.BotPace() != a.BotPace() {
		t.Error("BotPace does not read the setting")
	}

	// Settings and a language switch keep the table and retranslate it.
	ctx.ShowSettings()
	a.setLanguage("fr")
	if table.retranslated != 1 || table.closed {
		t.Fatalf("after a language switch: %d retranslations, closed %v", table.retranslated, table.closed)
	}
	test.Tap(a.button(t, "Retour"))
	if a.cur.name != "table" {
		t.Fatalf("settings returned to %q, want the table", a.cur.name)
	}

	ctx.BackToMenu()
	if !table.closed || a.table != nil || a.cur.name != ScreenMenu {
		t.Fatal("BackToMenu did not close the table and show the menu")
	}
}

func TestSettingsAfterTheTableClosedGoToTheMenu(t *testing.T) {
	a := newTestApp(t, "en")
	a.RegisterTable("tally", func(TableContext) Table { return &fakeTable{} })
	test.Tap(a.button(t, "New game"))
	test.Tap(a.button(t, "Start"))
	a.showSettings()
	a.closeTable()
	test.Tap(a.button(t, "Back"))
	if a.cur.name != ScreenMenu {
		t.Fatalf("showing %q, want the menu", a.cur.name)
	}
}
