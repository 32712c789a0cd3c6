package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agora/bots"
	"agora/game"
	"agora/game/wonders"
)

func TestPlayJSON(t *testing.T) {
	code, out, stderr := runArena("play", "--game", "wonders", "--players", "3",
		"--bots", "heuristic,random,random", "--games", "6", "--seed", "4", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Game       string  `json:"game"`
		Players    int     `json:"players"`
		Games      int     `json:"games"`
		Errors     int     `json:"errors"`
		Violations int     `json:"invariant_violations"`
		Speed      float64 `json:"games_per_sec"`
		Seats      []struct {
			Bot       string  `json:"bot"`
			Wins      float64 `json:"wins"`
			Ties      int     `json:"ties"`
			MeanScore float64 `json:"mean_score"`
			MsPerMove float64 `json:"ms_per_move"`
		} `json:"seats"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	wins := 0.0
	for _, s := range rep.Seats {
		wins += s.Wins
	}
	if rep.Game != "wonders" || rep.Players != 3 || rep.Games != 6 || len(rep.Seats) != 3 ||
		rep.Seats[0].Bot != "heuristic" || wins != 6 || rep.Speed <= 0 {
		t.Fatalf("unexpected report %+v", rep)
	}
}

// A match stopped (Ctrl-C) still prints its report, says it was
// interrupted and exits 1.
func TestPlayInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut strings.Builder
	code := runCtx(ctx, []string{"play", "--game", "wonders", "--players", "3",
		"--bots", "heuristic,random,random", "--games", "6", "--json"}, &out, &errOut)
	var rep bots.Report
	if err := json.Unmarshal([]byte(out.String()), &rep); err != nil {
		t.Fatalf("no report: %v\n%s", err, out.String())
	}
	if code != exitFailed || !rep.Interrupted || rep.Games != 0 || !strings.Contains(errOut.String(), "interrupted") {
		t.Errorf("exit %d, interrupted %v, %d games, stderr %q", code, rep.Interrupted, rep.Games, errOut.String())
	}
}

func TestPlayRefusesBadTables(t *testing.T) {
	tests := [][]string{
		{"play", "--game", "wonders", "--players", "4", "--bots", "random,wizard,random,random"},
		{"play", "--game", "wonders", "--players", "4", "--bots", "random,random"},
		{"play", "--game", "wonders", "--players", "9", "--bots", "random"},
		{"play", "--game", "wonders", "--players", "3", "--bots", "random,random,random", "--expansions", "dragons"},
		{"play", "--game", "wonders", "--players", "3", "--bots", "random,random,random", "--games", "0"},
		{"bench", "--game", "wonders", "--players", "1"},
	}
	for _, args := range tests {
		if code, _, stderr := runArena(args...); code != exitBadArgs || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, code, stderr)
		}
	}
}

func TestBench(t *testing.T) {
	code, out, stderr := runArena("bench", "--game", "wonders", "--players", "4", "--games", "5")
	if code != exitOK || !strings.Contains(out, "games/s") {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
}

func TestReplay(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seed: 3, Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bo"}, {Name: "Cy"}}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b := bots.NewRandom(1)
	for !s.Over() {
		seat := s.Pending()[0].Seat
		opt, _ := b.Choose(context.Background(), nil, s.Legal(seat, nil))
		if err := s.Apply(seat, opt); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "game.json")
	if err := game.WriteSave(path, s); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runArena("replay", path)
	if code != exitOK || !strings.Contains(out, "verified") || !strings.Contains(out, "Ada") {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
}

// A match played in two parts (--from the first part's "next") and merged
// reports the same games as the match played at once.
func TestPlayInPartsAndMerge(t *testing.T) {
	dir := t.TempDir()
	play := func(name string, args ...string) string {
		t.Helper()
		code, out, stderr := runArena(append([]string{"play", "--game", "wonders", "--players", "3",
			"--bots", "heuristic,random,random", "--seed", "8", "--json"}, args...)...)
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	read := func(path string) bots.Report {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var r bots.Report
		if err := json.Unmarshal(data, &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	whole := read(play("whole.json", "--games", "9"))
	first := play("first.json", "--games", "4")
	if next := read(first).Next; next != 4 {
		t.Fatalf("first part's next is %d, want 4", next)
	}
	second := play("second.json", "--games", "5", "--from", "4")
	code, out, stderr := runArena("merge", first, second)
	if code != exitOK {
		t.Fatalf("merge: exit %d: %s", code, stderr)
	}
	var merged bots.Report
	if err := json.Unmarshal([]byte(out), &merged); err != nil {
		t.Fatal(err)
	}
	if merged.Games != 9 || merged.Next != 9 {
		t.Fatalf("merged %d games up to %d, want 9", merged.Games, merged.Next)
	}
	for i, w := range whole.Seats {
		if g := merged.Seats[i]; g.Wins != w.Wins || g.MeanScore != w.MeanScore || g.Decisions != w.Decisions {
			t.Errorf("seat %d: merged %+v, whole %+v", i, g, w)
		}
	}
	if code, _, _ := runArena("merge", second, first); code != exitFailed {
		t.Errorf("parts out of order: exit %d, want %d", code, exitFailed)
	}
}
