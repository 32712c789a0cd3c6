package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"agora/bots"
)

// arena review judges every decision of the seat, in words or in JSON,
// the file before or after its flags.
func TestReviewASave(t *testing.T) {
	save := filepath.Join(t.TempDir(), "save.json")
	writeFinishedSave(t, save)
	code, out, stderr := runArena("review", save, "--seat", "1", "--playouts", "20", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var r bots.Review
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	// A 3-player base game: 3 Ages of 6 cards, each played or discarded.
	if r.Game != "wonders" || r.Seat != 1 || r.Playouts != 20 || len(r.Decisions) < 18 {
		t.Fatalf("review of seat %d in %s with %d playouts: %d decisions", r.Seat, r.Game, r.Playouts, len(r.Decisions))
	}
	code, out, stderr = runArena("review", "--playouts", "20", save)
	if code != exitOK || !strings.Contains(out, "seat 0 (Ada)") || strings.Count(out, "\n") < 19 {
		t.Fatalf("exit %d, %s\n%s", code, stderr, out)
	}
}
