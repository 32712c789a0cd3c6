package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"agora/bots"
)

// play runs a match; when ctx is done (Ctrl-C) it still prints the
// report of the games finished by then, and exits 1.
func play(ctx context.Context, args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	var t tableFlags
	t.register(fs)
	botList := fs.String("bots", "", "one bot per seat, by level (easy, medium, hard, expert) or by name, with an optional budget, e.g. hard,medium,random,mc:2000")
	n := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "match seed")
	from := fs.Int("from", 0, "number of the first game: goes on with a match of the same seed that stopped there (its report's \"next\")")
	asJSON := fs.Bool("json", false, "print one JSON object")
	workers := fs.Int("workers", 0, "games played at once (0: one per CPU)")
	maxDecisions := fs.Int("max-decisions", 0, "end a game after this many decisions, counted as an error (0: 100000)")
	progress := fs.Bool("progress", false, "print a line per finished game on stderr, with the wins so far")
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	r, exps, err := t.rules()
	if err != nil {
		return 0, err
	}
	specs := strings.Split(*botList, ",")
	if *botList == "" || len(specs) != t.players {
		return 0, usageError{fmt.Sprintf("--bots needs %d specs, one per seat", t.players)}
	}
	if err := checkBots("--bots", r.Game, specs); err != nil {
		return 0, err
	}
	if err := checkInt("--games", *n, 1, bots.MaxGames); err != nil {
		return 0, err
	}
	if err := checkInt("--from", *from, 0, bots.MaxGames-*n); err != nil {
		return 0, err
	}
	if err := checkWorkers(*workers); err != nil {
		return 0, err
	}
	if err := checkInt("--max-decisions", *maxDecisions, 0, maxDecisionCap); err != nil {
		return 0, err
	}
	variants, _ := t.variantMap() // checked by rules
	m := bots.Match{Rules: r, Players: t.players, Expansions: exps, Teams: t.teams, Variants: variants, Bots: specs, Games: *n, Seed: *seed, From: *from, Workers: *workers, MaxDecisions: *maxDecisions}
	if *progress {
		m.Progress = stderr
	}
	rep, err := m.Run(ctx)
	if err != nil && ctx.Err() == nil {
		return 0, usageError{err.Error()}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		if err := enc.Encode(rep); err != nil {
			return 0, err
		}
	} else {
		printReport(stdout, rep)
	}
	if rep.Interrupted {
		fmt.Fprintf(stderr, "arena: interrupted; the report covers the %d games finished\n", rep.Games)
		return exitFailed, nil
	}
	if rep.Errors > 0 || rep.InvariantViolations > 0 {
		return exitFailed, nil
	}
	return exitOK, nil
}

// maxDecisionCap bounds --max-decisions: far above any real game.
const maxDecisionCap = 100_000_000

func printReport(w io.Writer, r bots.Report) {
	fmt.Fprintf(w, "%s, %d players, %d games: %d errors, %d invariant violations, %.1f games/s\n",
		r.Game, r.Players, r.Games, r.Errors, r.InvariantViolations, r.GamesPerSec)
	for _, s := range r.Seats {
		fmt.Fprintf(w, "  %-14s wins %7.1f (%5.1f%% ±%4.1f)  ties %4d  mean score %6.2f  %8.3f ms/move\n",
			s.Bot, s.Wins, 100*s.WinRate, 100*s.CI95, s.Ties, s.MeanScore, s.MsPerMove)
	}
	if r.FirstProblem != "" {
		fmt.Fprintln(w, "first problem:", r.FirstProblem)
	}
}
