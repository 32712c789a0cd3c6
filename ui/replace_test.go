package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game"
)

// unreadableSaves are autosaves the app cannot open: each must survive
// whatever replaces the game in progress.
func unreadableSaves(t *testing.T) map[string][]byte {
	t.Helper()
	newer, err := game.EncodeSave(playedTally(t, "tally"))
	if err != nil {
		t.Fatal(err)
	}
	newer = bytes.Replace(newer, []byte(`"version": 2`), []byte(`"version": 99`), 1)
	return map[string][]byte{
		"newer version": newer,
		"damaged":       []byte("{{{ not a save"),
		"truncated":     newer[:len(newer)/2],
	}
}

// asideFiles lists the files an unreadable autosave was kept under.
func asideFiles(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "autosave.unreadable-*.json"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestNewGameKeepsAnUnreadableAutosaveAside(t *testing.T) {
	for name, data := range unreadableSaves(t) {
		t.Run(name, func(t *testing.T) {
			a := newTestApp(t, "en")
			if err := os.WriteFile(a.autosavePath(), data, 0o644); err != nil {
				t.Fatal(err)
			}
			a.showNewGame()
			test.Tap(a.button(t, "Start"))
			if a.dialogs() != 1 || a.cur.name != ScreenNewGame || !a.shows("The saved game in progress cannot be opened") {
				t.Fatalf("no question before a new game takes an unreadable autosave's place (%d dialogs, %q)", a.dialogs(), a.texts())
			}
			test.Tap(a.button(t, "Cancel"))
			if got, _ := os.ReadFile(a.autosavePath()); !bytes.Equal(got, data) {
				t.Fatal("cancelling changed the autosave")
			}
			test.Tap(a.button(t, "Start"))
			test.Tap(a.button(t, "Keep it aside and start"))
			aside := asideFiles(t, a.dataDir)
			if len(aside) != 1 {
				t.Fatalf("kept as %v, want one file", aside)
			}
			if got, _ := os.ReadFile(aside[0]); !bytes.Equal(got, data) {
				t.Error("the file kept aside is not the unreadable autosave")
			}
			if s, err := game.LoadSave(a.autosavePath(), a.lookup); err != nil || len(s.Log()) != 0 {
				t.Errorf("the new game was not autosaved (%v)", err)
			}
		})
	}
}

func TestLoadingAnotherGameKeepsAnUnreadableAutosaveAside(t *testing.T) {
	for name, data := range unreadableSaves(t) {
		t.Run(name, func(t *testing.T) {
			a := newTestApp(t, "fr")
			if err := os.WriteFile(a.autosavePath(), data, 0o644); err != nil {
				t.Fatal(err)
			}
			other := filepath.Join(t.TempDir(), "other.json")
			if err := game.WriteSave(other, playedTally(t, "tally")); err != nil {
				t.Fatal(err)
			}
			a.loadFile(other, "error.load_title")
			var kept string
			for _, f := range asideFiles(t, a.dataDir) {
				if got, _ := os.ReadFile(f); bytes.Equal(got, data) {
					kept = f
				}
			}
			if kept == "" {
				t.Fatalf("the unreadable autosave was not kept (%v)", asideFiles(t, a.dataDir))
			}
			if !a.shows("Une partie enregistrée a été mise de côté") || !a.showsPart(filepath.Base(kept)) {
				t.Errorf("the player is not told where the file went: %q", a.texts())
			}
			if s, err := game.LoadSave(a.autosavePath(), a.lookup); err != nil || len(s.Log()) != 3 {
				t.Errorf("the loaded game was not autosaved (%v)", err)
			}
		})
	}
}

func TestTheGameGoingOnIsSavedWithoutAsking(t *testing.T) {
	a := newTestApp(t, "en")
	s := playedTally(t, "tally")
	if err := a.autosave(s); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(s.Pending()[0].Seat, 1); err != nil {
		t.Fatal(err)
	}
	if err := a.autosave(s); err != nil {
		t.Fatal(err)
	}
	if aside := asideFiles(t, a.dataDir); len(aside) != 0 || a.dialogs() != 0 {
		t.Errorf("a readable autosave was kept aside (%v, %d dialogs)", aside, a.dialogs())
	}
}

func TestSetAsideNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	aside := filepath.Join(dir, "autosave.unreadable-x.json")
	for i, want := range []string{"autosave.unreadable-x.json", "autosave.unreadable-x-2.json", "autosave.unreadable-x-3.json"} {
		os.WriteFile(path, []byte{byte('a' + i)}, 0o644)
		got, err := setAside(path, aside)
		if err != nil || filepath.Base(got) != want {
			t.Fatalf("set aside as %q (%v), want %q", got, err, want)
		}
	}
	for i, name := range []string{"autosave.unreadable-x.json", "autosave.unreadable-x-2.json", "autosave.unreadable-x-3.json"} {
		if got, _ := os.ReadFile(filepath.Join(dir, name)); !strings.EqualFold(string(got), string(rune('a'+i))) {
			t.Errorf("%s holds %q", name, got)
		}
	}
}

// A finished game's autosave is nothing to resume: Resume is off, in the
// menu and in the menu bar; a game in progress, or a file that cannot be
// read (Resume says why), leaves it on.
func TestResumeIsOffAfterAFinishedGame(t *testing.T) {
	finished := finishedTally(t, 3, "", "random")
	tests := []struct {
		name  string
		write func(path string) error
		off   bool
	}{
		{"finished", func(p string) error { return game.WriteSave(p, finished) }, true},
		{"in progress", func(p string) error { return game.WriteSave(p, playedTally(t, "tally")) }, false},
		{"unreadable", func(p string) error { return os.WriteFile(p, []byte("{"), 0o644) }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := newTestApp(t, "en")
			if err := tt.write(a.autosavePath()); err != nil {
				t.Fatal(err)
			}
			a.showMenu()
			if got := a.button(t, "Resume").Disabled(); got != tt.off {
				t.Errorf("Resume disabled %v, want %v", got, tt.off)
			}
			if item := a.win.MainMenu().Items[0].Items[1]; item.Disabled != tt.off {
				t.Errorf("menu bar %q disabled %v, want %v", item.Label, item.Disabled, tt.off)
			}
		})
	}
}
