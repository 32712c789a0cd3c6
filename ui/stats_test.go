package ui

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
)

// finishedTally is a finished tally game of seats (a bot spec or "" for
// a human) played with options 1 or 2 from seed.
func finishedTally(t *testing.T, seed uint64, seats ...string) game.State {
	t.Helper()
	cfg := game.Config{Game: "tally", Seed: seed}
	for i, b := range seats {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: "P" + string(rune('1'+i)), Bot: b})
	}
	s, err := tallyRules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(seed)
	for !s.Over() {
		p := s.Pending()[0]
		legal := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// A finished game is counted once, however often it is autosaved; a game
// of bots only is not a player's; the statistics survive a restart of
// the app on the same data folder.
func TestStatsSurviveARestart(t *testing.T) {
	dir := t.TempDir()
	fa := test.NewTempApp(t)
	a := newTestAppOn(t, fa, Options{Lang: "en", Games: testGames, DataDir: dir})
	for _, s := range []game.State{finishedTally(t, 1, "", "heuristic"), finishedTally(t, 2, "", "mc"), finishedTally(t, 3, "random", "random")} {
		for range 2 {
			if err := a.autosave(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	again := newTestAppOn(t, fa, Options{Lang: "en", Games: testGames, DataDir: dir})
	f, err := loadStats(again.statsPath())
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Games) != 2 {
		t.Fatalf("%d games recorded, want 2 (the bots' game left out, each once)", len(f.Games))
	}
	sums := summarize(f, []string{"tally"})
	if len(sums) != 1 || sums[0].All.Played != 2 {
		t.Fatalf("summary %+v", sums)
	}
	if err := again.ShowScreen(ScreenStats); err != nil {
		t.Fatal(err)
	}
	if !again.showsPart("Games played: 2") {
		t.Errorf("the statistics screen shows %q", again.texts())
	}
}

// A statistics write that fails leaves the file as it was: the games
// counted before are kept whole.
func TestStatsWriteIsAtomic(t *testing.T) {
	a := newTestApp(t, "en")
	if err := a.recordGame(finishedTally(t, 1, "", "heuristic")); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(a.statsPath())
	if err != nil {
		t.Fatal(err)
	}
	full := errors.New("disk full")
	writeStatsFile = func(string, []byte) error { return full }
	defer func() { writeStatsFile = game.WriteFileAtomic }()
	if err := a.recordGame(finishedTally(t, 2, "", "heuristic")); !errors.Is(err, full) {
		t.Fatalf("a failed write reports %v", err)
	}
	after, err := os.ReadFile(a.statsPath())
	if err != nil || string(after) != string(before) {
		t.Fatalf("the file changed after a failed write: %v", err)
	}
}

// A statistics file that cannot be read is reported and left as it is:
// no game is counted over it and Reset stays off.
func TestStatsUnreadableFileIsKept(t *testing.T) {
	a := newTestApp(t, "fr")
	if err := os.WriteFile(a.statsPath(), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := a.recordGame(finishedTally(t, 1, "", "heuristic")); err == nil {
		t.Fatal("a game was counted over a corrupt file")
	}
	if data, _ := os.ReadFile(a.statsPath()); string(data) != "{not json" {
		t.Fatalf("the corrupt file was replaced by %q", data)
	}
	if err := a.ShowScreen(ScreenStats); err != nil {
		t.Fatal(err)
	}
	if !a.showsPart("illisible") || !a.button(t, "Remettre à zéro").Disabled() {
		t.Errorf("the screen shows %q", a.texts())
	}
}

// Reset forgets every game, after asking.
func TestStatsReset(t *testing.T) {
	a := newTestApp(t, "en")
	if err := a.recordGame(finishedTally(t, 1, "", "heuristic")); err != nil {
		t.Fatal(err)
	}
	if err := a.ShowScreen(ScreenStats); err != nil {
		t.Fatal(err)
	}
	test.Tap(a.button(t, "Reset statistics"))
	if f, _ := loadStats(a.statsPath()); len(f.Games) != 1 {
		t.Fatal("reset before the player agreed")
	}
	test.Tap(a.button(t, "Reset"))
	if f, _ := loadStats(a.statsPath()); len(f.Games) != 0 {
		t.Fatalf("%d games left after reset", len(f.Games))
	}
	if !a.showsPart("No finished game yet") {
		t.Errorf("after reset the screen shows %q", a.texts())
	}
}

// The summary counts games, wins, streaks, the strongest bot, the sides.
func TestSummarize(t *testing.T) {
	day := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	rec := func(key, mode string, rank int, side, bot string) gameRecord {
		return gameRecord{Key: key, When: day, Game: "wonders", Mode: mode, Seats: []seatRecord{
			{Name: "Ana", Side: side, Total: 50, Rank: rank, Categories: []game.Points{{Category: "military", Points: 6}, {Category: "treasury", Points: 4}}},
			{Name: "Bot", Bot: bot, Total: 40, Rank: 3 - rank},
		}}
	}
	f := statsFile{Version: statsVersion, Games: []gameRecord{
		rec("1", "", 1, "rhodes", "heuristic"),
		rec("2", "commerce", 1, "rhodes", "mc"),
		rec("3", "", 2, "gizah", "mc:3000"),
		rec("4", "", 1, "gizah", "easy"),
		rec("5", "", 1, "gizah", "ismcts"),
		rec("6", "", 1, "babylon", "heuristic"),
	}}
	s := summarize(f, []string{"wonders"})[0]
	checks := []struct {
		what      string
		got, want any
	}{
		{"played", s.All.Played, 6},
		{"won", s.All.Won, 5},
		{"streak", s.Streak, 3},
		{"best streak", s.BestStreak, 3},
		{"favourite", s.Favourite, "gizah"},
		{"best side", s.BestSide, "rhodes"},
		{"modes", len(s.ByMode), 2},
		{"levels in order", levelKeys(s.ByLevel), "easy,heuristic,mc,ismcts"},
		{"Hard's games", s.ByLevel[2].Played, 2},
		{"Hard's wins", s.ByLevel[2].Won, 1},
		{"categories in order", s.Categories[0].Key + "," + s.Categories[1].Key, "military,treasury"},
		{"military average", s.Categories[0].Average(), 6.0},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.what, c.got, c.want)
		}
	}
}

func levelKeys(ls []statsLine) string {
	var out []string
	for _, l := range ls {
		out = append(out, l.Key)
	}
	return strings.Join(out, ",")
}

// The settings reset the statistics too, after asking; with no game the
// button is off.
func TestStatsResetFromTheSettings(t *testing.T) {
	a := newTestApp(t, "en")
	if err := a.ShowScreen(ScreenSettings); err != nil {
		t.Fatal(err)
	}
	if !a.button(t, "Reset statistics").Disabled() {
		t.Error("Reset is on with no game counted")
	}
	if err := a.recordGame(finishedTally(t, 1, "", "heuristic")); err != nil {
		t.Fatal(err)
	}
	if err := a.ShowScreen(ScreenSettings); err != nil {
		t.Fatal(err)
	}
	test.Tap(a.button(t, "Reset statistics"))
	test.Tap(a.button(t, "Reset"))
	if f, _ := loadStats(a.statsPath()); len(f.Games) != 0 {
		t.Fatalf("%d games left after a reset from the settings", len(f.Games))
	}
}
