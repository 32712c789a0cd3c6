package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// pickFixture writes a game in progress, two finished games and a damaged
// file into a's data folder.
func pickFixture(t *testing.T, a *App) {
	t.Helper()
	now := time.Now()
	writeSaveFile(t, a.dataDir, "autosave.json", playedTally(t, "tally"), now)
	writeSaveFile(t, a.dataDir, "games/Tuesday.json", playedTally(t, "tally"), now.Add(-time.Hour))
	writeSaveFile(t, a.dataDir, "games/Final.json", finishedTally(t, 4, "", "heuristic"), now.Add(-2*time.Hour))
	writeSaveFile(t, a.dataDir, "games/Older.json", finishedTally(t, 5, "", "heuristic"), now.Add(-3*time.Hour))
	writeRaw(t, a.dataDir, "games/Broken.json", []byte(`{"format": "agora-save"`), now.Add(-4*time.Hour))
}

// shownTitles are the titles of the rows the list shows.
func (a *App) shownTitles() []string {
	var out []string
	for i, e := range a.gamesView.entries {
		if a.gamesView.rows[i].Visible() {
			out = append(out, a.entryTitle(e))
		}
	}
	return out
}

// --screen review and --screen replay, and any pick of one of the
// player's games, open the Games screen on the finished games, in the
// app's language, with no file dialog; its one button opens the picked
// game on the review or the replay.
func TestPickingAGameListsTheFinishedOnes(t *testing.T) {
	for _, tt := range []struct {
		screen, lang, title, button string
	}{
		{ScreenReview, "en", "Review a game", "Review"},
		{ScreenReplay, "en", "Replay a game", "Replay"},
		{ScreenReview, "fr", "Revoir une partie", "Revoir"},
		{ScreenReplay, "fr", "Rejouer une partie", "Rejouer"},
	} {
		t.Run(tt.screen+"-"+tt.lang, func(t *testing.T) {
			a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: tt.lang, Games: testGames, DataDir: t.TempDir(),
				GamesInline: true, ReviewPlayouts: 10, ReviewInline: true})
			pickFixture(t, a)
			if err := a.ShowScreen(tt.screen); err != nil {
				t.Fatal(err)
			}
			if a.cur.name != ScreenGames || a.dialogs() != 0 {
				t.Fatalf("--screen %s shows %q with %d dialogs", tt.screen, a.cur.name, a.dialogs())
			}
			if !a.shows(tt.title) || !a.showsPart("2 ") {
				t.Errorf("the picker shows %q", a.texts())
			}
			if got := a.shownTitles(); !slices.Equal(got, []string{"Final", "Older"}) {
				t.Errorf("the picker lists %q, want the finished games", got)
			}
			if e := a.gamesView.entries[a.gamesView.selected]; a.entryTitle(e) != "Final" {
				t.Errorf("%q is selected, want the newest finished game", a.entryTitle(e))
			}
			for _, hidden := range []string{"Resume", "Delete…", "Supprimer…", "Reprendre"} {
				if a.shows(hidden) {
					t.Errorf("the picker offers %q", hidden)
				}
			}
			test.Tap(a.button(t, tt.button))
			if a.cur.name != tt.screen {
				t.Errorf("%s opened %q", tt.button, a.cur.name)
			}
		})
	}
}

// With no finished game, the picker says so rather than showing an empty
// list.
func TestPickingWithNoFinishedGame(t *testing.T) {
	a := gamesApp(t, "en")
	writeSaveFile(t, a.dataDir, "games/Tuesday.json", playedTally(t, "tally"), time.Now())
	a.pickToReplay()
	if !a.showsPart("No finished game to replay yet") || a.gamesView.selected != -1 {
		t.Errorf("the empty picker shows %q (selected %d)", a.texts(), a.gamesView.selected)
	}
}

// No file dialog of Fyne opens on the app's own saves: the only ones left
// are Import and Export, of an outside file.
func TestNoFileDialogForTheAppsSaves(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{"gamesdialogs.go": true} // Import…, Export…
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, call := range []string{"NewFileOpen", "ShowFileOpen", "NewFileSave", "ShowFileSave", "NewFolderOpen", "ShowFolderOpen"} {
			if bytes.Contains(data, []byte("dialog."+call+"(")) && !allowed[f] && !strings.HasSuffix(f, "_test.go") {
				t.Errorf("%s opens a file dialog (%s)", f, call)
			}
		}
	}
}

// closeDialogs closes what is open over the window.
func (a *App) closeDialogs() {
	for _, o := range a.win.Canvas().Overlays().List() {
		a.win.Canvas().Overlays().Remove(o)
	}
}

// typeKey types k in the app's window.
func (a *App) typeKey(k fyne.KeyName) { a.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }

// The Games screen runs from the keyboard: the arrows move the selection
// (skipping no game, stopping at the ends), Enter resumes or reviews the
// selected game, Delete asks before moving it to the trash, F2 renames
// it, Escape goes back; no key acts while a question is open.
func TestGamesScreenKeyboard(t *testing.T) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", Games: testGames, DataDir: t.TempDir(),
		GamesInline: true, ReviewPlayouts: 10, ReviewInline: true})
	a.RegisterTable("tally", func(TableContext) Table { return &fakeTable{} })
	pickFixture(t, a)
	a.showGames()
	selected := func() string { return a.entryTitle(a.gamesView.entries[a.gamesView.selected]) }
	steps := []struct {
		key  fyne.KeyName
		want string
	}{
		{fyne.KeyUp, "Last game"}, // at the top already
		{fyne.KeyDown, "Tuesday"},
		{fyne.KeyDown, "Final"},
		{fyne.KeyEnd, "Broken"},
		{fyne.KeyDown, "Broken"},
		{fyne.KeyPageUp, "Last game"},
		{fyne.KeyPageDown, "Broken"},
		{fyne.KeyHome, "Last game"},
	}
	for _, st := range steps {
		a.typeKey(st.key)
		if got := selected(); got != st.want {
			t.Fatalf("after %s: %q selected, want %q", st.key, got, st.want)
		}
		if !a.gamesView.rows[a.gamesView.selected].Visible() || !a.showsPart(st.want) {
			t.Fatalf("after %s the page does not show %q", st.key, st.want)
		}
	}

	// F2 asks for a new name; Escape then belongs to the question.
	a.typeKey(fyne.KeyDown) // Tuesday
	a.typeKey(fyne.KeyF2)
	if a.dialogs() != 1 || !a.shows("Rename the game") {
		t.Fatalf("F2 opened %d dialogs: %q", a.dialogs(), a.texts())
	}
	a.typeKey(fyne.KeyDown)
	if selected() != "Tuesday" || a.cur.name != ScreenGames {
		t.Fatal("a key acted behind the question")
	}
	a.closeDialogs()

	// Delete asks first.
	a.typeKey(fyne.KeyDelete)
	if a.dialogs() != 1 || !a.shows("Delete this game?") {
		t.Fatalf("Delete opened %d dialogs: %q", a.dialogs(), a.texts())
	}
	if _, err := os.Stat(filepath.Join(a.dataDir, gamesDir, "Tuesday.json")); err != nil {
		t.Fatal("Delete did not ask before moving the file")
	}
	a.closeDialogs()
	// The autosave cannot be renamed.
	a.typeKey(fyne.KeyHome)
	a.typeKey(fyne.KeyF2)
	if a.dialogs() != 0 {
		t.Error("F2 offers to rename the last game")
	}

	// Enter on a finished game reviews it; on one in progress resumes it.
	a.typeKey(fyne.KeyDown)
	a.typeKey(fyne.KeyDown) // Final
	a.typeKey(fyne.KeyReturn)
	if a.cur.name != ScreenReview {
		t.Fatalf("Enter on a finished game shows %q", a.cur.name)
	}
	a.showGames()
	a.selectGame(t, "Tuesday")
	a.typeKey(fyne.KeyReturn)
	if a.cur.name != "table" {
		t.Fatalf("Enter on a game in progress shows %q", a.cur.name)
	}

	// Escape goes back: from the trash to the games, from the games to
	// the start screen.
	a.openGames(true)
	a.typeKey(fyne.KeyEscape)
	if a.cur.name != ScreenGames || a.gamesView.trash {
		t.Fatalf("Escape in the trash shows %q", a.cur.name)
	}
	a.typeKey(fyne.KeyEscape)
	if a.cur.name != ScreenMenu {
		t.Fatalf("Escape on the games shows %q", a.cur.name)
	}
}

// The picker's keys: the arrows skip the games it hides, Enter opens the
// picked one, Delete and F2 do nothing.
func TestPickerKeyboard(t *testing.T) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", Games: testGames, DataDir: t.TempDir(),
		GamesInline: true})
	pickFixture(t, a)
	a.pickToReplay()
	a.typeKey(fyne.KeyDown)
	if got := a.entryTitle(a.gamesView.entries[a.gamesView.selected]); got != "Older" {
		t.Fatalf("Down selected %q, want the next finished game", got)
	}
	a.typeKey(fyne.KeyDown)
	a.typeKey(fyne.KeyF2)
	a.typeKey(fyne.KeyDelete)
	if a.dialogs() != 0 {
		t.Fatal("F2 or Delete acted in the picker")
	}
	a.typeKey(fyne.KeyReturn)
	if a.cur.name != ScreenReplay {
		t.Fatalf("Enter in the picker shows %q", a.cur.name)
	}
}
