package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"agora/bots"
	"agora/game"
)

// think times a table of bots as the app plays them: every bot that owes a
// decision thinks at once within the table's limit, all sharing the cores.
// It prints, per game and over all, the decisions' mean, 95th percentile
// and longest time, how many passed the limit, and the game's length.
func think(ctx context.Context, args []string, stdout io.Writer) (int, error) {
	fs := flag.NewFlagSet("think", flag.ContinueOnError)
	var t tableFlags
	t.register(fs)
	botList := fs.String("bots", "", "one bot per seat, or one for every seat, by level or name (e.g. expert)")
	n := fs.Int("games", 1, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game; the next ones count up")
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	r, exps, err := t.rules()
	if err != nil {
		return 0, err
	}
	specs := strings.Split(*botList, ",")
	if len(specs) == 1 && *botList != "" {
		specs = strings.Split(strings.Repeat(*botList+",", t.players-1)+*botList, ",")
	}
	if *botList == "" || len(specs) != t.players {
		return 0, usageError{fmt.Sprintf("--bots needs one spec, or %d, one per seat", t.players)}
	}
	if err := checkBots("--bots", r.Game, specs); err != nil {
		return 0, err
	}
	if err := checkInt("--games", *n, 1, maxThinkGames); err != nil {
		return 0, err
	}
	variants, _ := t.variantMap() // checked by rules
	var all bots.TableTiming
	for g := range *n {
		cfg := game.Config{Game: r.Game, Expansions: exps, Teams: t.teams, Variants: variants, Seed: *seed + uint64(g)}
		for i, spec := range specs {
			cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprintf("bot %d", i+1), Bot: spec})
		}
		tt, err := bots.TimeTable(ctx, r, cfg, bots.ThinkLimit)
		if err != nil {
			return exitFailed, err
		}
		printTiming(stdout, fmt.Sprintf("game %d", g+1), tt)
		all.Decisions = append(all.Decisions, tt.Decisions...)
		all.Turns += tt.Turns
		all.Game += tt.Game
		if !tt.Finished {
			fmt.Fprintln(stdout, "interrupted")
			return exitFailed, nil
		}
	}
	if *n > 1 {
		printTiming(stdout, "all", all)
	}
	return exitOK, nil
}

// maxThinkGames bounds --games: each game of Expert bots takes minutes.
const maxThinkGames = 1000

func printTiming(w io.Writer, name string, t bots.TableTiming) {
	mean, p95, longest := t.Stats()
	ms := func(d time.Duration) string { return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond)) }
	fmt.Fprintf(w, "%s: %d decisions in %d turns, mean %s, p95 %s, longest %s, %d over the %v limit; %s in all\n",
		name, len(t.Decisions), t.Turns, ms(mean), ms(p95), ms(longest), t.Over(bots.ThinkLimit), bots.ThinkLimit, t.Game.Round(time.Second))
}
