package ui

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/games"
)

// gamesApp is a test app whose Games screen reads its files at once.
func gamesApp(t *testing.T, lang string) *App {
	t.Helper()
	return newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: testGames, DataDir: t.TempDir(), GamesInline: true})
}

// writeSaveFile writes s's save at dir/rel, dated when.
func writeSaveFile(t *testing.T, dir, rel string, s game.State, when time.Time) string {
	t.Helper()
	data, err := game.EncodeSave(s)
	if err != nil {
		t.Fatal(err)
	}
	return writeRaw(t, dir, rel, data, when)
}

func writeRaw(t *testing.T, dir, rel string, data []byte, when time.Time) string {
	t.Helper()
	path := filepath.Join(dir, rel)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, when, when); err != nil {
		t.Fatal(err)
	}
	return path
}

// entryNamed is the listed entry with that title.
func (a *App) entryNamed(t *testing.T, title string) (int, *gameEntry) {
	t.Helper()
	for i, e := range a.gamesView.entries {
		if a.entryTitle(e) == title {
			return i, e
		}
	}
	var got []string
	for _, e := range a.gamesView.entries {
		got = append(got, a.entryTitle(e))
	}
	t.Fatalf("no game %q listed; listed: %q", title, got)
	return 0, nil
}

// selectGame selects a listed game, as a click in the list does.
func (a *App) selectGame(t *testing.T, title string) *gameEntry {
	t.Helper()
	i, e := a.entryNamed(t, title)
	a.selectEntry(a.gamesView, i)
	return e
}

// The Games screen lists the autosave, the saves of the games folder and
// those an earlier version wrote beside the autosave, each with its game,
// its players and where it stands; a damaged or oversized file is listed
// as unreadable and left as it was; the app's own files are not games.
func TestGamesScreenListsTheGames(t *testing.T) {
	a := gamesApp(t, "en")
	dir := a.dataDir
	day := time.Date(2026, 11, 20, 15, 4, 0, 0, time.Local)
	writeSaveFile(t, dir, "autosave.json", playedTally(t, "tally"), day.Add(5*time.Hour))
	writeSaveFile(t, dir, "games/Tuesday.json", playedTally(t, "tally"), day)
	writeSaveFile(t, dir, "games/Final.json", finishedTally(t, 4, "", "heuristic"), day.Add(time.Hour))
	writeSaveFile(t, dir, "old-save.json", finishedTally(t, 5, "", "heuristic"), day.Add(-time.Hour))
	broken := []byte(`{"format": "agora-save", "version": 2, "game": "tal`)
	brokenPath := writeRaw(t, dir, "games/Broken.json", broken, day.Add(2*time.Hour))
	huge := filepath.Join(dir, gamesDir, "Huge.json")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(game.MaxSaveSize + 100) // sparse: cheap to make, too large to read
	f.Close()
	writeRaw(t, dir, "preferences.json", []byte(`{"language": "en"}`), day)
	writeRaw(t, dir, "stats.json", []byte(`{"version": 1, "games": []}`), day)
	writeRaw(t, dir, "notes.json", []byte(`{"not": "a save"}`), day)
	brokenInfo, _ := os.Stat(brokenPath)

	test.Tap(a.button(t, "Your games"))
	if a.cur.name != ScreenGames {
		t.Fatalf("the start screen's Your games shows %q", a.cur.name)
	}
	tests := []struct {
		title, result string
		place         gamePlace
	}{
		{"Last game", "In progress, 3 moves played", placeAutosave},
		{"Tuesday", "In progress, 3 moves played", placeGames},
		{"Final", "Won by ", placeGames},
		{"old-save", "Won by ", placeData},
		{"Broken", "Cannot be read: damaged, or not an Agora save", placeGames},
		{"Huge", "Cannot be read: far too large for a save", placeGames},
	}
	for _, tt := range tests {
		_, e := a.entryNamed(t, tt.title)
		if got := a.entryResult(e); !strings.HasPrefix(got, tt.result) || e.place != tt.place {
			t.Errorf("%s: %q in place %d, want %q in %d", tt.title, got, e.place, tt.result, tt.place)
		}
	}
	if n := len(a.gamesView.entries); n != len(tests) {
		t.Errorf("%d games listed, want %d (preferences, statistics and other files are no games)", n, len(tests))
	}
	if a.entryTitle(a.gamesView.entries[0]) != "Last game" {
		t.Errorf("the autosave is not first")
	}
	if !a.showsPart("Tuesday") || !a.showsPart("6 games") {
		t.Errorf("the screen shows %q", a.texts())
	}
	// The finished game's page: its ranking and its actions.
	a.selectGame(t, "Final")
	for _, want := range []string{"Final ranking", "Review", "Replay", "Rename…", "Export…", "Delete…", "P1, P2 (Medium)"} {
		if !a.showsPart(want) {
			t.Errorf("the finished game's page lacks %q: %q", want, a.texts())
		}
	}
	a.selectGame(t, "Broken")
	if a.showsPart("Resume") && slices.ContainsFunc(find[*widget.Button](a), func(b *widget.Button) bool { return b.Text == "Resume" }) {
		t.Error("an unreadable file offers Resume")
	}
	// Listing changed nothing.
	if got, _ := os.ReadFile(brokenPath); !bytes.Equal(got, broken) {
		t.Error("listing changed the damaged file")
	}
	if info, _ := os.Stat(brokenPath); !info.ModTime().Equal(brokenInfo.ModTime()) {
		t.Error("listing touched the damaged file")
	}
}

// Resume opens the game in progress on its table; Review and Replay open
// a finished one on their screens.
func TestGamesScreenOpensTheGames(t *testing.T) {
	tests := []struct {
		title, button, screen string
	}{
		{"Tuesday", "Resume", "table"},
		{"Final", "Replay", ScreenReplay},
	}
	for _, tt := range tests {
		t.Run(tt.button, func(t *testing.T) {
			a := gamesApp(t, "en")
			a.RegisterTable("tally", func(TableContext) Table { return &fakeTable{} })
			writeSaveFile(t, a.dataDir, "games/Tuesday.json", playedTally(t, "tally"), time.Now())
			writeSaveFile(t, a.dataDir, "games/Final.json", finishedTally(t, 4, "", "heuristic"), time.Now())
			a.showGames()
			a.selectGame(t, tt.title)
			test.Tap(a.button(t, tt.button))
			if a.cur.name != tt.screen {
				t.Errorf("%s shows %q, want %q", tt.button, a.cur.name, tt.screen)
			}
		})
	}
}

// Delete asks first, then moves the file to the trash, where it stays
// until the trash is emptied, which asks too; Restore brings it back.
func TestGamesDeleteGoesToTheTrash(t *testing.T) {
	a := gamesApp(t, "en")
	path := writeSaveFile(t, a.dataDir, "games/Tuesday.json", playedTally(t, "tally"), time.Now())
	data, _ := os.ReadFile(path)
	a.showGames()
	a.selectGame(t, "Tuesday")
	test.Tap(a.button(t, "Delete…"))
	if _, err := os.Stat(path); err != nil {
		t.Fatal("the file went before the player confirmed")
	}
	test.Tap(a.button(t, "Move to the trash"))
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("the deleted game is still in the games folder")
	}
	trashed := filepath.Join(a.dataDir, trashDir, "Tuesday.json")
	if got, err := os.ReadFile(trashed); err != nil || !bytes.Equal(got, data) {
		t.Fatalf("the trash does not hold the game whole: %v", err)
	}
	if len(a.gamesView.entries) != 0 {
		t.Errorf("the deleted game is still listed")
	}

	// Restore, delete again, then empty the trash.
	test.Tap(a.button(t, "Trash"))
	a.selectGame(t, "Tuesday")
	test.Tap(a.button(t, "Restore"))
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("Restore did not bring the game back: %v", err)
	}
	if _, err := trashGame(a.dataDir, path); err != nil {
		t.Fatal(err)
	}
	a.reloadGames("")
	test.Tap(a.button(t, "Empty the trash…"))
	if _, err := os.Stat(trashed); err != nil {
		t.Fatal("the trash was emptied before the player confirmed")
	}
	test.Tap(a.button(t, "Cancel"))
	if _, err := os.Stat(trashed); err != nil {
		t.Fatal("Cancel emptied the trash")
	}
	test.Tap(a.button(t, "Empty the trash…"))
	test.Tap(a.button(t, "Delete for good"))
	if _, err := os.Stat(trashed); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("the trash still holds the game")
	}
}

// Rename refuses a name another game has, and names no file can take;
// the file keeps its name and content.
func TestGamesRenameRefusesATakenName(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"Wednesday", true},
		{"Tuesday", true}, // its own name
		{"Friday", false}, // another game's
		{"friday.json", runtimeCaseSensitive()},
		{"", false},
		{"a/b", false},
		{".hidden", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := gamesApp(t, "en")
			path := writeSaveFile(t, a.dataDir, "games/Tuesday.json", playedTally(t, "tally"), time.Now())
			other := writeSaveFile(t, a.dataDir, "games/Friday.json", finishedTally(t, 4, "", "heuristic"), time.Now())
			otherData, _ := os.ReadFile(other)
			a.showGames()
			a.selectGame(t, "Tuesday")
			test.Tap(a.button(t, "Rename…"))
			find[*widget.Entry](a)[0].SetText(tt.name)
			if ok := a.button(t, "Rename"); !ok.Disabled() {
				test.Tap(ok)
			} else if tt.ok {
				t.Errorf("Rename is disabled for %q", tt.name)
			}
			if got, _ := os.ReadFile(other); !bytes.Equal(got, otherData) {
				t.Error("the other game's file changed")
			}
			name, _ := cleanName(tt.name)
			_, err := os.Stat(filepath.Join(a.gamesPath(), name+".json"))
			if _, old := os.Stat(path); tt.ok && (err != nil || name != "Tuesday" && old == nil) || !tt.ok && old != nil {
				t.Errorf("rename to %q: new name %v, old name %v", tt.name, err, old)
			}
		})
	}
	// Underneath the dialog, a taken name is refused.
	dir := t.TempDir()
	a := writeSaveFile(t, dir, "a.json", playedTally(t, "tally"), time.Now())
	writeSaveFile(t, dir, "b.json", playedTally(t, "tally"), time.Now())
	if _, err := renameGame(a, "b"); !errors.Is(err, errNameTaken) {
		t.Errorf("renaming over another game: %v", err)
	}
}

// runtimeCaseSensitive reports whether the temporary folder tells names
// apart by case.
func runtimeCaseSensitive() bool {
	dir, err := os.MkdirTemp("", "case")
	if err != nil {
		return true
	}
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "a"), nil, 0o644)
	_, err = os.Stat(filepath.Join(dir, "A"))
	return err != nil
}

// Import copies a file into the games folder and never replaces one: a
// taken name becomes "name (2)", "name (3)".
func TestGamesImportNeverOverwrites(t *testing.T) {
	a := gamesApp(t, "en")
	mine := writeSaveFile(t, a.dataDir, "games/Match.json", playedTally(t, "tally"), time.Now())
	mineData, _ := os.ReadFile(mine)
	outside := writeSaveFile(t, t.TempDir(), "Match.json", finishedTally(t, 4, "", "heuristic"), time.Now())
	outsideData, _ := os.ReadFile(outside)
	a.showGames()
	for _, want := range []string{"Match (2).json", "Match (3).json"} {
		a.importFile(outside)
		got, err := os.ReadFile(filepath.Join(a.gamesPath(), want))
		if err != nil || !bytes.Equal(got, outsideData) {
			t.Fatalf("no whole import as %s: %v", want, err)
		}
	}
	if got, _ := os.ReadFile(mine); !bytes.Equal(got, mineData) {
		t.Error("an import replaced a game")
	}
	if got, _ := os.ReadFile(outside); !bytes.Equal(got, outsideData) {
		t.Error("an import changed the imported file")
	}
	if n := len(a.gamesView.entries); n != 3 {
		t.Errorf("%d games listed after two imports, want 3", n)
	}
	// A file far too large is refused before it is read whole.
	huge := filepath.Join(t.TempDir(), "huge.json")
	f, _ := os.Create(huge)
	f.Truncate(game.MaxSaveSize + 1)
	f.Close()
	if _, err := importGame(a.dataDir, huge); !errors.Is(err, game.ErrSaveTooLarge) {
		t.Errorf("importing a huge file: %v", err)
	}
}

// Saving from the table writes into the games folder without a file
// dialog; a taken name is replaced only once the player said so.
func TestSaveAsWritesIntoTheGamesFolder(t *testing.T) {
	a := gamesApp(t, "fr")
	s := playedTally(t, "tally")
	a.saveAs(s)
	entry := find[*widget.Entry](a)[0]
	if !strings.HasPrefix(entry.Text, "tally ") && !strings.HasPrefix(entry.Text, a.gameName("tally")+" ") {
		t.Errorf("default name %q", entry.Text)
	}
	entry.SetText("Ma partie")
	test.Tap(a.button(t, "Enregistrer"))
	path := filepath.Join(a.gamesPath(), "Ma partie.json")
	if _, err := game.LoadSave(path, a.lookup); err != nil {
		t.Fatalf("the save does not open: %v", err)
	}
	old, _ := os.ReadFile(path)
	a.saveAs(finishedTally(t, 4, "", "heuristic"))
	entries := find[*widget.Entry](a)
	entries[len(entries)-1].SetText("Ma partie")
	saves := a.buttons(t, "Enregistrer")
	test.Tap(saves[len(saves)-1])
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Fatal("the save was replaced before the player said so")
	}
	test.Tap(a.button(t, "Remplacer"))
	if got, _ := os.ReadFile(path); bytes.Equal(got, old) {
		t.Fatal("Replace did not replace the save")
	}
}

// buttons are the buttons with that text, in drawing order.
func (a *App) buttons(t *testing.T, text string) []*widget.Button {
	t.Helper()
	var out []*widget.Button
	for _, b := range find[*widget.Button](a) {
		if b.Text == text {
			out = append(out, b)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no button %q; texts: %q", text, a.texts())
	}
	return out
}

// A finished game is kept in the games folder once, however often its
// table autosaves it.
func TestFinishedGamesAreKept(t *testing.T) {
	a := gamesApp(t, "en")
	if err := a.autosaveTable(playedTally(t, "tally")); err != nil {
		t.Fatal(err)
	}
	if n := len(listFolder(a.gamesPath(), placeGames, nil)); n != 0 {
		t.Fatalf("a game in progress was kept: %d files", n)
	}
	done := finishedTally(t, 4, "", "heuristic")
	for range 2 {
		if err := a.autosaveTable(done); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(listFolder(a.gamesPath(), placeGames, nil)); n != 1 {
		t.Fatalf("%d kept files, want 1", n)
	}
}

// The start screen and the menu bar reach the Games screen in the app's
// language.
func TestGamesReachedFromTheMenus(t *testing.T) {
	for _, tt := range []struct{ lang, label, title string }{{"en", "Your games", "Your games"}, {"fr", "Vos parties", "Vos parties"}} {
		a := gamesApp(t, tt.lang)
		var item *fyne.MenuItem
		for _, it := range a.win.MainMenu().Items[0].Items {
			if it.Label == tt.label {
				item = it
			}
		}
		if item == nil {
			t.Fatalf("%s: no %q in the Game menu", tt.lang, tt.label)
		}
		item.Action()
		if a.cur.name != ScreenGames || !a.showsPart(tt.title) {
			t.Errorf("%s: the menu bar's item shows %q", tt.lang, a.cur.name)
		}
	}
}

// Resuming a game of the list keeps the autosave's game, which the table
// will replace, in the games folder first (once).
func TestResumeKeepsTheAutosavesGame(t *testing.T) {
	a := gamesApp(t, "en")
	a.RegisterTable("tally", func(TableContext) Table { return &fakeTable{} })
	last := finishedTally(t, 8, "", "heuristic")
	writeSaveFile(t, a.dataDir, autosaveName, last, time.Now())
	writeSaveFile(t, a.dataDir, "games/Tuesday.json", playedTally(t, "tally"), time.Now().Add(-time.Hour))
	for range 2 {
		a.showGames()
		a.selectGame(t, "Tuesday")
		test.Tap(a.button(t, "Resume"))
		if a.cur.name != "table" {
			t.Fatalf("Resume shows %q", a.cur.name)
		}
	}
	if !keptAlready(a.dataDir, last) {
		t.Error("the autosave's game was not kept before it was replaced")
	}
	if n := len(listFolder(a.gamesPath(), placeGames, nil)); n != 2 {
		t.Errorf("%d files in the games folder, want Tuesday and the kept game", n)
	}
}

// A 7 Wonders game in progress says its Age.
func TestGamesScreenSaysTheAge(t *testing.T) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "fr", Games: games.All(), DataDir: t.TempDir(), GamesInline: true})
	rules, _ := games.Lookup("wonders")
	s, err := rules.Start(game.Config{Game: "wonders", Seed: 3, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}, {Name: "Bot 3", Bot: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(3)
	for range 30 {
		p := s.Pending()[0]
		legal := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	writeSaveFile(t, a.dataDir, "games/Mardi.json", s, time.Now())
	a.showGames()
	a.selectGame(t, "Mardi")
	if !a.showsPart("Âge ") || !a.showsPart("30 coups joués") {
		t.Errorf("the game in progress does not say its Age: %q", a.texts())
	}
}
