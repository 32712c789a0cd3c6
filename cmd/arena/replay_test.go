package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"agora/game"
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

// arena replay refuses, as the app does, a save whose seats carry a name
// no screen could hold or a bot this build cannot make, quickly and
// saying which seat.
func TestReplayRefusesUnboundedNamesAndBadBots(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "game", "testdata", "saves", "v1", "*wonders*.json"))
	if len(files) == 0 {
		t.Fatal("no fixture")
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		seat game.SeatConfig
		msg  string
	}{
		{"20,000-character name", game.SeatConfig{Name: strings.Repeat("N", 20_000)}, "seat 1's name is 20000 characters long, at most 200"},
		{"2 MB name", game.SeatConfig{Name: strings.Repeat("N", 2<<20)}, "seat 1's name is 2097152 characters long"},
		{"unknown bot", game.SeatConfig{Name: "A", Bot: "nosuchbot"}, `seat 1: unknown bot "nosuchbot"`},
		{"huge budget", game.SeatConfig{Name: "A", Bot: "mc:999999999999"}, `unknown bot "mc:999999999999"`},
		{"negative budget", game.SeatConfig{Name: "A", Bot: "ismcts:-5"}, `unknown bot "ismcts:-5"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var sv map[string]any
			if err := json.Unmarshal(data, &sv); err != nil {
				t.Fatal(err)
			}
			seats := sv["config"].(map[string]any)["seats"].([]any)
			seats[0] = map[string]any{"name": tt.seat.Name, "bot": tt.seat.Bot}
			out, _ := json.Marshal(sv)
			path := filepath.Join(t.TempDir(), "s.json")
			if err := os.WriteFile(path, out, 0o644); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			code, stdout, stderr := runArena("replay", path)
			if code == exitOK || !strings.Contains(stderr, tt.msg) {
				t.Fatalf("exit %d, stderr %.300q, want %q", code, stderr, tt.msg)
			}
			if len(stdout)+len(stderr) > 1000 || time.Since(start) > 2*time.Second {
				t.Errorf("%d bytes said in %v", len(stdout)+len(stderr), time.Since(start))
			}
		})
	}
}
