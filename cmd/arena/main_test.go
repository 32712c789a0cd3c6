package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runArena(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestBadCommandLines(t *testing.T) {
	corrupt := filepath.Join(t.TempDir(), "corrupt.json")
	if err := os.WriteFile(corrupt, []byte(`{"format":"agora-save"`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"nothing", nil, exitBadArgs},
		{"unknown command", []string{"dance"}, exitBadArgs},
		{"unknown flag", []string{"play", "--speed", "3"}, exitBadArgs},
		{"no game", []string{"play", "--players", "3"}, exitBadArgs},
		{"unknown game", []string{"play", "--game", "chess", "--players", "2", "--bots", "random,random"}, exitBadArgs},
		{"stray argument", []string{"bench", "extra"}, exitBadArgs},
		{"gods with too many players", []string{"gods", "--players", "9"}, exitBadArgs},
		{"variant without value", []string{"play", "--game", "wonders", "--players", "3", "--bots", "random,random,random", "--variants", "market-day"}, exitBadArgs},
		{"unknown variant value", []string{"play", "--game", "wonders", "--players", "3", "--bots", "random,random,random", "--variants", "market-day=maybe"}, exitBadArgs},
		{"negative decision cap", []string{"play", "--game", "dale", "--players", "2", "--bots", "random,random", "--max-decisions", "-1"}, exitBadArgs},
		{"replay without file", []string{"replay"}, exitBadArgs},
		{"replay missing file", []string{"replay", filepath.Join(t.TempDir(), "none.json")}, exitFailed},
		{"replay corrupt file", []string{"replay", corrupt}, exitFailed},
		{"negative first game", []string{"play", "--game", "dale", "--players", "2", "--bots", "random,random", "--from", "-3"}, exitBadArgs},
		{"merge without reports", []string{"merge"}, exitBadArgs},
		{"merge a save file", []string{"merge", corrupt}, exitFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runArena(tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d (%s)", code, tt.code, stderr)
			}
			if lines := strings.Count(strings.TrimSpace(stderr), "\n"); stderr == "" || lines > 0 {
				t.Fatalf("want a one-line error, got %q", stderr)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	if code, out, _ := runArena("play", "--help"); code != exitOK || !strings.Contains(out, "-bots") {
		t.Fatalf("help: exit %d, %q", code, out)
	}
}

func TestGodsReportsEveryInvokedGod(t *testing.T) {
	code, out, stderr := runArena("gods", "--players", "3", "--games", "3")
	if code != exitOK || !strings.Contains(out, "| god | invoked |") || strings.Count(out, "\n") < 4 {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
}

func TestProgressPrintsALinePerGame(t *testing.T) {
	code, _, stderr := runArena("play", "--game", "dale", "--players", "2", "--bots", "heuristic,random", "--games", "4", "--progress")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[3], "game 4/4") || !strings.Contains(lines[3], "heuristic 4.0") {
		t.Fatalf("want 4 progress lines ending with heuristic's 4 wins, got %q", stderr)
	}
}

func TestMaxDecisionsEndsLongGamesAsErrors(t *testing.T) {
	code, out, _ := runArena("play", "--game", "dale", "--players", "2", "--bots", "random,random", "--games", "2", "--max-decisions", "20")
	if code != exitFailed || !strings.Contains(out, "2 errors") {
		t.Fatalf("exit %d, %q; want both games cut as errors", code, out)
	}
}
