package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game"
)

// playedTally is a tally game a few moves in.
func playedTally(t *testing.T, gameName string) game.State {
	t.Helper()
	r := tallyRules
	r.Game = gameName
	s, err := r.Start(game.Config{Game: gameName, Seed: 9, Seats: []game.SeatConfig{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []game.Option{2, 1, 1} {
		if err := s.Apply(s.Pending()[0].Seat, opt); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestResumeDisabledWithoutAutosave(t *testing.T) {
	a := newTestApp(t, "en")
	if !a.button(t, "Resume").Disabled() {
		t.Error("Resume is enabled with no autosave")
	}
	if item := a.win.MainMenu().Items[0].Items[1]; !item.Disabled {
		t.Errorf("menu bar item %q is enabled with no autosave", item.Label)
	}
}

func TestResumeReopensTheAutosave(t *testing.T) {
	a := newTestApp(t, "en")
	want := playedTally(t, "tally")
	if err := game.WriteSave(a.autosavePath(), want); err != nil {
		t.Fatal(err)
	}
	var got TableContext
	a.RegisterTable("tally", func(ctx TableContext) Table {
		got = ctx
		return &fakeTable{}
	})
	a.showMenu()
	resume := a.button(t, "Resume")
	if resume.Disabled() {
		t.Fatal("Resume is disabled with an autosave")
	}
	test.Tap(resume)
	if got.State == nil || got.State.Digest() != want.Digest() {
		t.Fatal("the table did not get the autosaved position")
	}
	if a.cur.name != "table" {
		t.Errorf("showing %q, want the table", a.cur.name)
	}
}

func TestBadAutosaveIsReportedAndKept(t *testing.T) {
	foreign := func(t *testing.T) []byte {
		path := filepath.Join(t.TempDir(), "x.json")
		if err := game.WriteSave(path, playedTally(t, "chess")); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(path)
		return data
	}
	tests := []struct {
		name    string
		content func(*testing.T) []byte
		message string
	}{
		{"not json", func(*testing.T) []byte { return []byte("{{{ definitely not a save") }, "damaged"},
		{"empty", func(*testing.T) []byte { return nil }, "damaged"},
		{"other format", func(*testing.T) []byte { return []byte(`{"format":"zip"}`) }, "damaged"},
		{"unknown game", foreign, "does not have"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := newTestApp(t, "en")
			data := tt.content(t)
			if err := os.WriteFile(a.autosavePath(), data, 0o644); err != nil {
				t.Fatal(err)
			}
			a.showMenu()
			test.Tap(a.button(t, "Resume"))
			if a.dialogs() != 1 {
				t.Fatalf("%d dialogs, want an error dialog", a.dialogs())
			}
			if !a.shows("The last game cannot be resumed") || !a.showsPart(tt.message) {
				t.Errorf("the dialog does not explain: %q", a.texts())
			}
			if a.cur.name != ScreenMenu {
				t.Errorf("showing %q after a failed resume", a.cur.name)
			}
			after, err := os.ReadFile(a.autosavePath())
			if err != nil || !bytes.Equal(after, data) {
				t.Error("the autosave was changed or removed")
			}
		})
	}
}

func TestErrorDialogIsLocalized(t *testing.T) {
	a := newTestApp(t, "fr")
	os.WriteFile(a.autosavePath(), []byte("nope"), 0o644)
	a.showMenu()
	test.Tap(a.button(t, "Reprendre"))
	if !a.shows("La dernière partie ne peut pas être reprise") || !a.showsPart("endommagé") {
		t.Errorf("French error dialog: %q", a.texts())
	}
	a.button(t, "Fermer")
}

func TestAutosaveFailureIsReported(t *testing.T) {
	a := newTestApp(t, "en")
	a.dataDir = filepath.Join(a.dataDir, "file")
	os.WriteFile(a.dataDir, nil, 0o644) // a file where the folder should be
	if err := a.autosave(playedTally(t, "tally")); err == nil {
		t.Fatal("autosave into a file succeeded")
	}
	if a.dialogs() != 1 || !a.shows("The game could not be saved") {
		t.Errorf("failure not reported: %q", a.texts())
	}
}

func TestErrorKeys(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{game.ErrSaveCorrupt, "error.save_corrupt"},
		{game.ErrSaveVersion, "error.save_version"},
		{game.ErrSaveGame, "error.save_game"},
		{game.ErrSaveMismatch, "error.save_mismatch"},
		{game.ErrSaveTooLarge, "error.save_too_large"},
		{game.ErrConfig, "error.config"},
		{os.ErrNotExist, "error.file_missing"},
		{os.ErrPermission, "error.file_permission"},
		{os.ErrClosed, "error.unexpected"},
	}
	a := newTestApp(t, "en")
	for _, tt := range tests {
		if got := errorKey(tt.err); got != tt.want {
			t.Errorf("errorKey(%v) = %q, want %q", tt.err, got, tt.want)
		}
		if !a.loc.Has(tt.want) {
			t.Errorf("key %q missing from the catalog", tt.want)
		}
	}
}

func TestLoadFileOpensTheGameAndMakesItResumable(t *testing.T) {
	a := newTestApp(t, "en")
	want := playedTally(t, "tally")
	path := filepath.Join(t.TempDir(), "mine.json")
	if err := game.WriteSave(path, want); err != nil {
		t.Fatal(err)
	}
	a.loadFile(path, "error.load_title")
	if a.cur.name != "unavailable" || !a.showsPart("tally") {
		t.Fatalf("showing %q: %q", a.cur.name, a.texts())
	}
	got, err := game.LoadSave(a.autosavePath(), a.lookup)
	if err != nil || got.Digest() != want.Digest() {
		t.Fatalf("the loaded game is not the one to resume: %v", err)
	}

	a.loadFile(filepath.Join(t.TempDir(), "gone.json"), "error.load_title")
	if !a.shows("This save cannot be loaded") || !a.showsPart("does not exist") {
		t.Errorf("missing file not explained: %q", a.texts())
	}
}
