package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agora/bots"
)

// reportArgs runs arena report on two quick Dale lines into dir.
func reportArgs(dir string, more ...string) []string {
	return append([]string{"report", "--lines", "^Dale 2p: (Medium vs Random|Hard vs Medium)$",
		"--hard-dale", "mc:10", "--results", dir, "--out", filepath.Join(dir, "bots.md")}, more...)
}

// rowOf is the report's table row for a line title.
func rowOf(t *testing.T, dir, title string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "bots.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "| "+title+" |") {
			return l
		}
	}
	t.Fatalf("no row %q in the report", title)
	return ""
}

// A line is played to its games, then taken up again where it stopped by a
// later run with more games; lines not asked for stay unplayed.
func TestReportGoesOnFromTheLastRun(t *testing.T) {
	dir := t.TempDir()
	if code, _, stderr := runArena(reportArgs(dir, "--games", "4", "--search-games", "2", "--chunk", "1")...); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if row := rowOf(t, dir, "Dale 2p: Medium vs Random"); !strings.Contains(row, "| 4 |") || !strings.Contains(row, "--games 4 --seed 1 --json") {
		t.Errorf("Medium vs Random after 4 games: %s", row)
	}
	if row := rowOf(t, dir, "Dale 2p: Hard vs Medium"); !strings.Contains(row, "| 2 |") || !strings.Contains(row, "--bots mc:10,heuristic") || !strings.Contains(row, "--workers 1") {
		t.Errorf("Hard vs Medium after 2 games: %s", row)
	}
	if row := rowOf(t, dir, "Dale 2p: Easy vs Medium"); !strings.Contains(row, "not run yet") {
		t.Errorf("a line not asked for: %s", row)
	}

	if code, _, stderr := runArena(reportArgs(dir, "--games", "7", "--search-games", "3")...); code != exitOK {
		t.Fatalf("second run: exit %d: %s", code, stderr)
	}
	if row := rowOf(t, dir, "Dale 2p: Hard vs Medium"); !strings.Contains(row, "| 3 |") {
		t.Errorf("Hard vs Medium after 3 games: %s", row)
	}
	data, err := os.ReadFile(filepath.Join(dir, "dale-2p-heuristic-random.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got bots.Report
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runArena("play", "--game", "dale", "--players", "2", "--bots", "heuristic,random", "--games", "7", "--seed", "1", "--json")
	var want bots.Report
	if err := json.Unmarshal([]byte(out), &want); code != exitOK || err != nil {
		t.Fatalf("play: exit %d, %v", code, err)
	}
	if got.Games != 7 || got.Next != 7 || got.Seats[0].MeanScore != want.Seats[0].MeanScore || got.Seats[1].Wins != want.Seats[1].Wins {
		t.Errorf("4 then 3 games: %+v; the 7 games at once: %+v", got, want)
	}
}

// Notes below the marker survive a new report; a stopped run (Ctrl-C,
// --minutes) still writes what was measured.
func TestReportKeepsNotesAndWritesWhenStopped(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "bots.md")
	if err := os.WriteFile(out, []byte("old text\n"+keepMarker+"\n\nOur notes on the figures.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr strings.Builder
	if code := runCtx(ctx, reportArgs(dir, "--games", "5"), &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if strings.Contains(text, "old text") || !strings.HasSuffix(text, keepMarker+"\n\nOur notes on the figures.\n") {
		t.Errorf("report did not keep the notes alone:\n%s", text)
	}
	if row := rowOf(t, dir, "Dale 2p: Medium vs Random"); !strings.Contains(row, "not run yet") {
		t.Errorf("a run stopped before its first game: %s", row)
	}
}

// A results file that is not the line's report stops the run with its
// name and is left as it was.
func TestReportRefusesAForeignResultsFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "dale-2p-heuristic-random.json")
	if err := os.WriteFile(path, []byte(`{"format":"agora-save"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runArena(reportArgs(dir, "--games", "3")...)
	if code != exitFailed || !strings.Contains(stderr, path) {
		t.Errorf("exit %d, %q; want exit %d naming %s", code, stderr, exitFailed, path)
	}
	if data, _ := os.ReadFile(path); string(data) != `{"format":"agora-save"}` {
		t.Errorf("the file was changed: %s", data)
	}
	for _, args := range [][]string{{"report", "--games", "0"}, {"report", "--lines", "("}, {"report", "--minutes", "-1"}} {
		if code, _, _ := runArena(args...); code != exitBadArgs {
			t.Errorf("%v: exit %d, want %d", args, code, exitBadArgs)
		}
	}
}

// A --lines that matches no line is refused: nothing is played and the
// report is not rewritten.
func TestReportRefusesLinesMatchingNothing(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "bots.md")
	if err := os.WriteFile(out, []byte("the report"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runArena("report", "--lines", "NOMATCH", "--results", filepath.Join(dir, "results"), "--out", out)
	if code != exitBadArgs || !strings.Contains(stderr, `--lines "NOMATCH" matches no line`) {
		t.Errorf("exit %d, %q", code, stderr)
	}
	if data, _ := os.ReadFile(out); string(data) != "the report" {
		t.Errorf("the report was rewritten: %.80q", data)
	}
	if _, err := os.Stat(filepath.Join(dir, "results")); !os.IsNotExist(err) {
		t.Errorf("the results folder was made: %v", err)
	}
}
