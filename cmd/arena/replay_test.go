package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// arena replay verifies the saves of the first save format
// (game/testdata/saves/v1): the 7 Wonders ones upgraded from encoding 1 and
// checked against the digest they recorded, the Dale ones as they are.
func TestReplayVerifiesFirstFormatSaves(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "game", "testdata", "saves", "v1", "*.json"))
	if len(files) < 10 {
		t.Fatalf("%d fixtures", len(files))
	}
	for _, f := range files {
		code, out, stderr := runArena("replay", f)
		if code != exitOK || !strings.Contains(out, "verified") || !strings.Contains(out, "ruleset 1") {
			t.Fatalf("%s: exit %d\n%s%s", f, code, out, stderr)
		}
		upgraded := strings.Contains(out, "encoding 1 save upgraded to encoding 2")
		if wonders := strings.Contains(filepath.Base(f), "wonders"); upgraded != wonders {
			t.Errorf("%s: upgraded %v, want %v:\n%s", f, upgraded, wonders, out)
		}
		if end := strings.HasSuffix(f, "-end.json"); strings.Contains(out, "rank 1") != end {
			t.Errorf("%s: scores shown %v, want %v:\n%s", f, !end, end, out)
		}
	}
}
