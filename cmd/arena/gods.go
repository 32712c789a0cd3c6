package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"slices"

	"agora/bots"
	"agora/game"
	"agora/game/wonders"
)

// gods measures the Faith gods' balance: games between copies of one bot,
// and for each god how the seats that invoked it fared.
//
//	arena gods --players 4 --games 2000 --bot heuristic [--expansions commerce] [--json]
func gods(ctx context.Context, args []string, stdout io.Writer) (int, error) {
	fs := flag.NewFlagSet("gods", flag.ContinueOnError)
	players := fs.Int("players", 4, "number of seats")
	n := fs.Int("games", 1000, "number of games")
	spec := fs.String("bot", "heuristic", "the bot at every seat")
	seed := fs.Uint64("seed", 1, "match seed")
	exps := fs.String("expansions", "", "other expansions besides Faith, comma-separated")
	asJSON := fs.Bool("json", false, "print JSON")
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	if err := checkInt("--players", *players, wonders.MinPlayers, wonders.MaxPlayers); err != nil {
		return 0, err
	}
	if err := checkInt("--games", *n, 1, bots.MaxGames); err != nil {
		return 0, err
	}
	if err := checkBots("--bot", wonders.Rules.Game, []string{*spec}); err != nil {
		return 0, err
	}
	more, err := splitList("--expansions", *exps)
	if err != nil {
		return 0, err
	}
	if slices.Contains(more, wonders.ExpansionFaith) {
		return 0, usageError{"--expansions: Faith is always on in arena gods; name only the others"}
	}
	cfg := game.Config{Game: wonders.Rules.Game, Seats: make([]game.SeatConfig, *players), Expansions: append([]string{wonders.ExpansionFaith}, more...)}
	if err := cfg.Validate(wonders.Rules); err != nil {
		return 0, usageError{err.Error()}
	}
	stats, err := bots.FaithBalance(ctx, *spec, *players, *n, *seed, more)
	if err != nil {
		return exitFailed, err
	}
	if *asJSON {
		return exitOK, json.NewEncoder(stdout).Encode(stats)
	}
	fmt.Fprintf(stdout, "| god | invoked | win rate (95%% CI) | mean score |\n|---|---|---|---|\n")
	for _, s := range stats {
		fmt.Fprintf(stdout, "| %s | %d | %.1f%% ± %.1f | %.1f |\n", s.God, s.Invoked, 100*s.WinRate, 100*s.CI95, s.MeanScore)
	}
	return exitOK, nil
}
