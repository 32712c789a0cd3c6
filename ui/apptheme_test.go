package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// TestThemeSettingAppliesAndPersists picks each theme in Settings: the
// app draws in that variant at once, and again after a restart.
func TestThemeSettingAppliesAndPersists(t *testing.T) {
	fa := test.NewTempApp(t)
	a := newTestAppOn(t, fa, Options{Lang: "en", Games: testGames, DataDir: t.TempDir()})
	a.showSettings()
	if !a.shows("Theme") {
		t.Fatalf("the settings offer no theme: %q", a.texts())
	}
	pick := func() *widget.Select {
		for _, s := range find[*widget.Select](a) {
			if len(s.Options) == 3 && s.Options[0] == "System" {
				return s
			}
		}
		t.Fatal("no System / Light / Dark list")
		return nil
	}
	if got := pick().Selected; got != "System" {
		t.Errorf("the theme list starts on %q, want System", got)
	}
	for _, tt := range []struct {
		name   string
		choice ThemeChoice
		dark   bool
	}{{"Dark", ThemeDark, true}, {"Light", ThemeLight, false}, {"Dark", ThemeDark, true}} {
		pick().SetSelected(tt.name)
		if a.ThemeSetting() != tt.choice || DarkTheme() != tt.dark {
			t.Errorf("after %s: setting %q, dark %v", tt.name, a.ThemeSetting(), DarkTheme())
		}
		if pick().Selected != tt.name {
			t.Errorf("after %s the list shows %q", tt.name, pick().Selected)
		}
	}
	fa.Settings().SetTheme(themeFor(ThemeLight)) // as if the app started anew
	if _, err := New(fa, Options{Games: testGames, DataDir: t.TempDir(), Getenv: func(string) string { return "" }}); err != nil {
		t.Fatal(err)
	}
	if !DarkTheme() {
		t.Error("the dark theme chosen is not applied at start")
	}
}

// TestThemeChoiceFallsBackToSystem reads an unknown stored value as
// System.
func TestThemeChoiceFallsBackToSystem(t *testing.T) {
	fa := test.NewTempApp(t)
	fa.Preferences().SetString(prefTheme, "sepia")
	if got := themeSetting(fa.Preferences()); got != ThemeSystem {
		t.Errorf("an unknown theme reads as %q", got)
	}
}

// stateTable is a fake table that can say its position.
type stateTable struct {
	fakeTable
	state game.State
}

func (s *stateTable) State() game.State { return s.state }

// TestThemeChangeRebuildsTheTable changes the theme from Settings opened
// over a table: a table that says its position is built anew on it (the
// old one closed), Back shows the new one; another is redrawn.
func TestThemeChangeRebuildsTheTable(t *testing.T) {
	a := newTestApp(t, "en")
	var built []*stateTable
	a.RegisterTable("tally", func(c TableContext) Table {
		st := &stateTable{state: c.State}
		built = append(built, st)
		return st
	})
	test.Tap(a.button(t, "New game"))
	test.Tap(a.button(t, "Start"))
	a.showSettings()
	a.setTheme(ThemeLight)
	if len(built) != 2 || !built[0].closed || built[1].state != built[0].state {
		t.Fatalf("the theme change built %d tables (first closed %v), want a second on the same game", len(built), built[0].closed)
	}
	test.Tap(a.button(t, "Back"))
	if a.cur.name != "table" || a.win.Content().(*fyne.Container).Objects[0] != built[1].Content() {
		t.Fatal("Back does not show the rebuilt table")
	}

	b := newTestApp(t, "en")
	plain := &fakeTable{}
	b.RegisterTable("tally", func(TableContext) Table { return plain })
	test.Tap(b.button(t, "New game"))
	test.Tap(b.button(t, "Start"))
	b.setTheme(ThemeDark)
	if plain.retranslated != 1 || plain.closed {
		t.Errorf("a table without a position: %d redraws, closed %v", plain.retranslated, plain.closed)
	}
}
