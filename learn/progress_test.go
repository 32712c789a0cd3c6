package learn

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestProgress checks the progress file: a missing one is nothing
// finished, a finished lesson is kept, a second finish writes nothing, a
// file that is not progress is set aside and never written over.
func TestProgress(t *testing.T) {
	dir := t.TempDir()
	p, err := LoadProgress(dir)
	if err != nil || p.Done("wonders-basics") {
		t.Fatalf("no file: %v, %v", p, err)
	}
	if err := p.Finish("wonders-basics"); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, ProgressFile)
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	again, err := LoadProgress(dir)
	if err != nil || !again.Done("wonders-basics") || again.Done("dale-basics") {
		t.Fatalf("reloaded: %v, %v", again.done, err)
	}

	// A second finish of the same lesson leaves the file alone.
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
	if err := again.Finish("wonders-basics"); err != nil {
		t.Fatal(err)
	}
	if info2, _ := os.Stat(path); !info2.ModTime().Equal(old) || info2.Size() != info.Size() {
		t.Error("finishing a finished lesson wrote the file")
	}

	// Another window's progress is kept.
	if err := p.Finish("dale-basics"); err != nil {
		t.Fatal(err)
	}
	if err := again.Finish("wonders-trade"); err != nil {
		t.Fatal(err)
	}
	last, _ := LoadProgress(dir)
	all, _ := All()
	for _, id := range []string{"wonders-basics", "dale-basics", "wonders-trade"} {
		if !last.Done(id) {
			t.Errorf("%s lost", id)
		}
	}
	if n := last.Count(all); n != 3 {
		t.Errorf("count %d, want 3", n)
	}

	// A file that is not progress: an error on load, set aside on finish.
	bad := []byte("not json")
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadProgress(dir); err == nil {
		t.Error("a broken file loads")
	}
	if err := last.Finish("wonders-science"); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	aside := false
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ProgressFile+".bad-") {
			data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			aside = string(data) == string(bad)
		}
	}
	if !aside {
		t.Error("the broken file was not set aside whole")
	}
	if fixed, err := LoadProgress(dir); err != nil || !fixed.Done("wonders-science") {
		t.Errorf("after setting aside: %v", err)
	}
}
