package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"agora/game"
)

// Start-up also removes the leftovers of cut writes of the statistics and
// of kept reviews, and only those of the app's own names.
func TestCleanTempSavesRemovesStatsAndReviewLeftovers(t *testing.T) {
	dir := t.TempDir()
	review := "wonders-42-00000000deadbeef-seat0-3000.json"
	files := map[string]bool{ // path in dir: removed
		".stats.json.123.tmp":               true,
		".stats.json.x.tmp":                 false,
		"stats.json":                        false,
		".stats.json.123.tmp.keep":          false,
		".preferences.json.12.tmp":          false,
		"reviews/." + review + ".98765.tmp": true,
		"reviews/" + review:                 false,
		"reviews/.notes.txt.123.tmp":        false,
		"reviews/.wonders-42-00000000deadbeef-seat0.json.123.tmp": false,
		"reviews/." + review + ".12a.tmp":                         false,
		"reviews/.stats.json.55.tmp":                              false,
		"reviews/.autosave.json.55.tmp":                           false,
		"other/." + review + ".98765.tmp":                         false,
	}
	old := time.Now().Add(-time.Hour)
	for name := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, old, old)
	}
	fresh := filepath.Join(dir, "reviews", "."+review+".5.tmp")
	os.WriteFile(fresh, []byte("x"), 0o644)
	if n := cleanTempSaves(dir); n != 2 {
		t.Errorf("removed %d files, want 2", n)
	}
	for name, gone := range files {
		if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(name))); os.IsNotExist(err) != gone {
			t.Errorf("%s: removed %v, want %v", name, !gone, gone)
		}
	}
	if _, err := os.Lstat(fresh); err != nil {
		t.Error("a review being written was removed")
	}
}

// The review names matched are those reviewPath makes, and the
// temporary files those the writer leaves.
func TestReviewTempNamesAreTheWritersNames(t *testing.T) {
	a := newTestApp(t, "en")
	path := a.reviewPath(playedTally(t, "tally"), 1, 3000)
	if !isReviewName(filepath.Base(path)) {
		t.Fatalf("%s is not a review name", filepath.Base(path))
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), game.TempPattern(filepath.Base(path)))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if n := cleanTempSavesAt(a.dataDir, time.Now().Add(2*tempGrace)); n != 1 {
		t.Errorf("removed %d, want the review's leftover", n)
	}
	f, _ = os.CreateTemp(a.dataDir, game.TempPattern(statsName))
	f.Close()
	if n := cleanTempSavesAt(a.dataDir, time.Now().Add(2*tempGrace)); n != 1 {
		t.Errorf("removed %d, want the statistics' leftover", n)
	}
}
