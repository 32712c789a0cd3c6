package games

import (
	"go/build"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// Dependencies point one way (docs/architecture.md): no package under
// game/, this registry included, imports the bots, the UI, the app's
// commands, the online play or Fyne. The arena builds without cgo, and
// the bots and tables stand above the engines.
func TestGameImportsNothingAbove(t *testing.T) {
	above := []string{"agora/bots", "agora/ui", "agora/cmd", "agora/online", "agora/learn", "fyne.io/"}
	n := 0
	err := filepath.WalkDir("..", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if d.Name() == "testdata" {
			return filepath.SkipDir
		}
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			return nil // no Go files here
		}
		n++
		for _, imp := range pkg.Imports {
			for _, a := range above {
				if strings.HasPrefix(imp, a) {
					t.Errorf("%s imports %s", dir, imp)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 5 {
		t.Fatalf("only %d packages found under game/", n)
	}
}
