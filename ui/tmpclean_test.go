package ui

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
)

// Start-up removes the temporary files of cut autosaves, and only those:
// not a fresh one (a write under way), not another name, not a folder or
// a link, not a file outside the data folder.
func TestCleanTempSavesRemovesOnlyLeftovers(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "data")
	outside := filepath.Join(root, ".autosave.json.123.tmp")
	files := map[string]bool{ // name: removed
		".autosave.json.123.tmp":        true,
		".autosave.json.4294967295.tmp": true,
		"autosave.json":                 false,
		".autosave.json.tmp":            false,
		".autosave.json..tmp":           false,
		".autosave.json.12a.tmp":        false,
		".autosave.json.123.tmp.bak":    false,
		"autosave.json.123.tmp":         false,
		".mygame.json.123.tmp":          false,
		"notes.txt":                     false,
	}
	if err := os.MkdirAll(filepath.Join(dir, ".autosave.json.77.tmp"), 0o755); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	for name := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(outside, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(outside, old, old)
	if err := os.Symlink(outside, filepath.Join(dir, ".autosave.json.55.tmp")); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(dir, ".autosave.json.999.tmp")
	if err := os.WriteFile(fresh, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}

	if n := cleanTempSaves(dir); n != 2 {
		t.Errorf("removed %d files, want 2", n)
	}
	for name, gone := range files {
		if _, err := os.Lstat(filepath.Join(dir, name)); os.IsNotExist(err) != gone {
			t.Errorf("%s: removed %v, want %v", name, !gone, gone)
		}
	}
	for _, kept := range []string{fresh, outside, filepath.Join(dir, ".autosave.json.77.tmp"), filepath.Join(dir, ".autosave.json.55.tmp")} {
		if _, err := os.Lstat(kept); err != nil {
			t.Errorf("%s should stay: %v", kept, err)
		}
	}
	if n := cleanTempSaves(filepath.Join(root, "none")); n != 0 {
		t.Errorf("a missing folder: removed %d", n)
	}
}

// The names cleaned are exactly those WriteFileAtomic leaves behind when
// it is cut before its rename.
func TestCleanTempSavesMatchesTheWritersNames(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for range 5 {
		f, err := os.CreateTemp(dir, game.TempPattern(autosaveName))
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		names = append(names, filepath.Base(f.Name()))
	}
	if n := cleanTempSavesAt(dir, time.Now().Add(2*tempGrace)); n != len(names) {
		t.Fatalf("removed %d of %v", n, names)
	}
	left, _ := os.ReadDir(dir)
	if len(left) != 0 {
		t.Fatalf("left %v", slices.Collect(func(yield func(string) bool) {
			for _, e := range left {
				yield(e.Name())
			}
		}))
	}
}

// New cleans the data folder it is given.
func TestNewCleansTempSaves(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, ".autosave.json.31337.tmp")
	if err := os.WriteFile(p, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	os.Chtimes(p, old, old)
	newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", Games: testGames, DataDir: dir})
	if _, err := os.Stat(p); !os.IsNotExist(err) {
		t.Fatalf("leftover still there: %v", err)
	}
}
