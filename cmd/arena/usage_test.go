package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// runCaught is runArena that turns a panic into a test failure with the
// command line, so the table below shows every input that crashes.
func runCaught(t *testing.T, ctx context.Context, args []string) (code int, stdout, stderr string) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("arena %s panicked: %v", strings.Join(args, " "), p)
		}
	}()
	var out, errOut strings.Builder
	code = runCtx(ctx, args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// Every subcommand refuses every bad value with one line naming the
// problem and the usage exit code, before playing anything.
func TestBadValuesOfEverySubcommand(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := mkfifo(fifo); err != nil {
		fifo = dir // no named pipes here: a folder is refused the same way
	}
	wonders3 := []string{"play", "--game", "wonders", "--players", "3", "--bots", "random,random,random"}
	dale2 := []string{"play", "--game", "dale", "--players", "2", "--bots", "random,random"}
	with := func(base []string, more ...string) []string { return append(append([]string{}, base...), more...) }
	save := filepath.Join(dir, "save.json")
	writeFinishedSave(t, save)
	tests := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"play negative players", []string{"play", "--game", "wonders", "--players", "-1", "--bots", "random"}, exitBadArgs, "--players: wonders takes 2 to 7 players, not -1"},
		{"play dale negative players", []string{"play", "--game", "dale", "--players", "-1", "--bots", "random"}, exitBadArgs, "--players: dale takes 2 to 4 players, not -1"},
		{"play zero players", []string{"play", "--game", "dale", "--bots", "random"}, exitBadArgs, "not 0"},
		{"play huge players", []string{"play", "--game", "wonders", "--players", "9223372036854775807", "--bots", "random"}, exitBadArgs, "not 9223372036854775807"},
		{"play players beyond int", []string{"play", "--game", "wonders", "--players", "99999999999999999999", "--bots", "random"}, exitBadArgs, "value out of range"},
		{"play huge first game", with(wonders3, "--from", "9223372036854775807"), exitBadArgs, "--from takes 0 to"},
		{"play huge games", with(wonders3, "--games", "9223372036854775807"), exitBadArgs, "--games takes 1 to"},
		{"play huge games and first game", with(wonders3, "--games", "9223372036854775807", "--from", "9223372036854775807"), exitBadArgs, "--games takes 1 to"},
		{"play games and first game past the last number", with(wonders3, "--games", "1099511627776", "--from", "1"), exitBadArgs, "--from takes 0 to 0, not 1"},
		{"play negative games", with(wonders3, "--games", "-5"), exitBadArgs, "--games takes 1 to"},
		{"play negative workers", with(wonders3, "--workers", "-3"), exitBadArgs, "--workers takes 0 to 1024, not -3"},
		{"play huge workers", with(wonders3, "--workers", "100000"), exitBadArgs, "--workers takes 0 to 1024"},
		{"play huge decision cap", with(dale2, "--max-decisions", "9223372036854775807"), exitBadArgs, "--max-decisions takes 0 to"},
		{"play expansion twice", with(wonders3, "--expansions", "commerce,commerce"), exitBadArgs, `--expansions names "commerce" twice`},
		{"play empty expansion", with(wonders3, "--expansions", "commerce,"), exitBadArgs, "--expansions has an empty item"},
		{"play switch without its expansion", with(wonders3, "--variants", "market-day=off"), exitBadArgs, "--variants market-day belongs to commerce"},
		{"play variant twice", with(wonders3, "--expansions", "commerce", "--variants", "market-day=on,market-day=off"), exitBadArgs, `--variants sets "market-day" twice`},
		{"play unknown bot", []string{"play", "--game", "dale", "--players", "2", "--bots", "random,wizard"}, exitBadArgs, `--bots: unknown bot "wizard"`},
		{"play empty bot", []string{"play", "--game", "dale", "--players", "2", "--bots", "random,"}, exitBadArgs, "--bots: unknown bot"},
		{"play budget out of range", []string{"play", "--game", "dale", "--players", "2", "--bots", "random,mc:0"}, exitBadArgs, "budget must be"},
		{"play teams where there are none", with(wonders3, "--teams"), exitBadArgs, "no team game at 3 players"},
		{"play stray argument", with(wonders3, "now"), exitBadArgs, `unexpected argument "now"`},
		{"bench negative players", []string{"bench", "--game", "wonders", "--players", "-2"}, exitBadArgs, "--players: wonders takes 2 to 7 players, not -2"},
		{"bench huge games", []string{"bench", "--game", "wonders", "--players", "3", "--games", "9223372036854775807"}, exitBadArgs, "--games takes 1 to"},
		{"bench expansion twice", []string{"bench", "--game", "wonders", "--players", "3", "--expansions", "faith,faith"}, exitBadArgs, `--expansions names "faith" twice`},
		{"gods negative players", []string{"gods", "--players", "-1"}, exitBadArgs, "--players takes 2 to 7, not -1"},
		{"gods huge games", []string{"gods", "--games", "9223372036854775807"}, exitBadArgs, "--games takes 1 to"},
		{"gods faith twice", []string{"gods", "--expansions", "faith"}, exitBadArgs, "Faith is always on"},
		{"gods commerce twice", []string{"gods", "--expansions", "commerce,commerce"}, exitBadArgs, `--expansions names "commerce" twice`},
		{"gods unknown expansion", []string{"gods", "--expansions", "dragons"}, exitBadArgs, `no expansion "dragons"`},
		{"gods unknown bot", []string{"gods", "--bot", "wizard"}, exitBadArgs, `--bot: unknown bot "wizard"`},
		{"report negative minutes", []string{"report", "--minutes", "-1", "--results", dir}, exitBadArgs, "--minutes takes 0 to"},
		{"report NaN minutes", []string{"report", "--minutes", "NaN", "--results", dir}, exitBadArgs, "--minutes takes 0 to"},
		{"report huge minutes", []string{"report", "--minutes", "1e300", "--results", dir}, exitBadArgs, "--minutes takes 0 to"},
		{"report huge games", []string{"report", "--games", "9223372036854775807", "--results", dir}, exitBadArgs, "--games takes 1 to"},
		{"report zero chunk", []string{"report", "--chunk", "0", "--results", dir}, exitBadArgs, "--chunk takes 1 to"},
		{"report bad lines", []string{"report", "--lines", "(", "--results", dir}, exitBadArgs, "--lines"},
		{"report unknown hard bot", []string{"report", "--hard-dale", "wizard", "--results", dir}, exitBadArgs, `--hard-dale: unknown bot "wizard"`},
		{"soak zero minutes", []string{"soak", "--minutes", "0"}, exitBadArgs, "--minutes takes"},
		{"soak infinite minutes", []string{"soak", "--minutes", "+Inf"}, exitBadArgs, "--minutes takes"},
		{"soak NaN slice", []string{"soak", "--slice", "NaN"}, exitBadArgs, "--slice takes"},
		{"soak negative workers", []string{"soak", "--workers", "-3"}, exitBadArgs, "--workers takes 0 to 1024, not -3"},
		{"soak no mode", []string{"soak", "--modes", "chess"}, exitBadArgs, "matches no mode"},
		{"soak bad modes", []string{"soak", "--modes", "["}, exitBadArgs, "not a regular expression"},
		{"soak too short for its modes", []string{"soak", "--modes", "dale", "--minutes", "0.1"}, exitBadArgs, "gives each of the 8 modes and line-ups 750ms, less than the 1s a game needs: give at least 0.14 minutes"},
		{"soak too short for every mode", []string{"soak", "--minutes", "5"}, exitBadArgs, "gives each of the 356 modes"},
		{"replay two files", []string{"replay", fifo, fifo}, exitBadArgs, "replay takes one save file"},
		{"replay a folder", []string{"replay", dir}, exitFailed, "not a regular file"},
		{"replay a named pipe", []string{"replay", fifo}, exitFailed, "not a regular file"},
		{"review no file", []string{"review", "--seat", "0"}, exitBadArgs, "review takes one save file"},
		{"review two files", []string{"review", save, save}, exitBadArgs, "review takes one save file"},
		{"review zero playouts", []string{"review", save, "--playouts", "0"}, exitBadArgs, "--playouts takes 1 to"},
		{"review huge playouts", []string{"review", "--playouts", "9223372036854775807", save}, exitBadArgs, "--playouts takes 1 to"},
		{"review a seat the game lacks", []string{"review", save, "--seat", "9"}, exitBadArgs, "--seat takes 0 to 2, not 9"},
		{"review a named pipe", []string{"review", fifo}, exitFailed, "not a regular file"},
		{"merge a named pipe", []string{"merge", fifo}, exitFailed, "not a regular file"},
		{"merge a folder", []string{"merge", dir}, exitFailed, "not a regular file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20e9)
			defer cancel()
			code, _, stderr := runCaught(t, ctx, tt.args)
			if code != tt.code {
				t.Fatalf("exit %d, want %d (%s)", code, tt.code, stderr)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "arena: ") || !strings.Contains(stderr, tt.msg) {
				t.Fatalf("want one line with %q, got %q", tt.msg, stderr)
			}
		})
	}
}

// The usage exit code differs from a failed run's and from a panic's.
func TestUsageExitCodeIsItsOwn(t *testing.T) {
	if exitBadArgs == exitFailed || exitBadArgs == 2 || exitBadArgs == exitOK {
		t.Fatalf("usage errors exit %d", exitBadArgs)
	}
}

// Every example the help shows is accepted: each is run with its counts
// cut down, file names replaced by real files and its context stopped,
// and none is a usage error.
func TestHelpExamplesAreAccepted(t *testing.T) {
	dir := t.TempDir()
	part := filepath.Join(dir, "part.json")
	if code, out, stderr := runArena("play", "--game", "dale", "--players", "2", "--bots", "random,random", "--games", "2", "--json"); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	} else if err := os.WriteFile(part, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	save := filepath.Join(dir, "save.json")
	writeFinishedSave(t, save)
	short := map[string]string{"--games": "2", "--minutes": "0.001", "PART.json": part, "PART.json...": part, "FILE": save}
	code, help, _ := runArena("--help")
	if code != exitOK {
		t.Fatalf("--help exits %d", code)
	}
	for _, e := range examples {
		if !strings.Contains(help, "arena "+e) {
			t.Errorf("--help does not show %q", e)
		}
		args := strings.Fields(e)
		for i := range args {
			if v, ok := short[args[i]]; ok && !strings.HasPrefix(args[i], "--") {
				args[i] = v
			}
			// A soak refuses a budget too short for its modes; the
			// stopped context ends it at once anyway.
			if args[0] == "soak" && args[i] == "--minutes" {
				continue
			}
			if v, ok := short[args[i]]; ok && strings.HasPrefix(args[i], "--") && i+1 < len(args) {
				args[i+1] = v
			}
		}
		if args[0] == "report" {
			args = append(args, "--results", dir, "--out", filepath.Join(dir, "bots.md"))
		}
		t.Run(e, func(t *testing.T) {
			// Every value is checked before anything runs: a stopped
			// context then ends the long runs at once.
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			if code, _, stderr := runCaught(t, ctx, args); code == exitBadArgs {
				t.Fatalf("the help's example is refused: %s", stderr)
			}
		})
	}
	// play --help's example of --bots, whole.
	_, out, _ := runArena("play", "--help")
	i := strings.Index(out, "e.g. ")
	if i < 0 {
		t.Fatalf("play --help gives no example of --bots: %s", out)
	}
	specs := strings.Fields(out[i+len("e.g. "):])[0]
	if err := checkBots("--bots", "wonders", strings.Split(specs, ",")); err != nil {
		t.Errorf("play --help's example %q: %v", specs, err)
	}
}

func TestSoakPlaysEveryModeItLists(t *testing.T) {
	code, out, stderr := runArena("soak", "--modes", "^(dale 2p|wonders 3p commerce faith market-day=off)$", "--minutes", "0.08", "--slice", "0.5")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
	for _, want := range []string{"0 errors, 0 invariant violations, 0 replay mismatches", "dale 2p", "heuristic+random", "wonders 3p commerce faith market-day=off"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in %s", want, out)
		}
	}
	var games int
	if _, err := fmt.Sscanf(out[strings.Index(out, "minutes: ")+len("minutes: "):], "%d games", &games); err != nil || games == 0 {
		t.Errorf("no games played: %v\n%s", err, out)
	}
	_, list, _ := runArena("soak", "--list")
	for _, mode := range []string{"wonders 7p commerce faith market-day=on random", "wonders 6p teams faith heuristic+random",
		"wonders 4p teams commerce market-day=off random", "dale 4p teams heuristic+random", "dale 3p random", "wonders 2p random"} {
		if !strings.Contains(list, mode+"\n") {
			t.Errorf("soak --list lacks %q", mode)
		}
	}
}

// writeFinishedSave plays a 3-player 7 Wonders game with random bots and
// saves it at path.
func writeFinishedSave(t *testing.T, path string) {
	t.Helper()
	cfg := game.Config{Game: "wonders", Seed: 5, Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bo"}, {Name: "Cy"}}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(2)
	for !s.Over() {
		seat := s.Pending()[0].Seat
		legal := s.Legal(seat, nil)
		if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if err := game.WriteSave(path, s); err != nil {
		t.Fatal(err)
	}
}

// A soak spreads its time over every mode: with a slice longer than the
// whole budget, the last mode still plays.
func TestSoakGivesEveryModeATurn(t *testing.T) {
	code, out, stderr := runArena("soak", "--modes", "^(dale 2p|wonders 3p)$", "--minutes", "0.08", "--slice", "600", "--workers", "1")
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, " 0 games") {
			t.Errorf("a mode played nothing: %s", line)
		}
	}
}

func TestSoakFailsAModeUnplayed(t *testing.T) {
	lines := []SoakLine{{Mode: "dale 2p", Bots: "random", Games: 3}, {Mode: "dale 3p", Bots: "random"}}
	if got := unplayed(lines); len(got) != 1 || got[0] != "dale 3p random" {
		t.Errorf("unplayed = %v", got)
	}
	if got := unplayed(lines[:1]); len(got) != 0 {
		t.Errorf("unplayed = %v", got)
	}
}
