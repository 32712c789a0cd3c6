package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"agora/bots"
	"agora/game"
	"agora/game/games"
)

// maxReviewPlayouts bounds --playouts: a hundred times the default is
// already hours for a game.
const maxReviewPlayouts = 100 * bots.ReviewPlayouts

// review judges every decision of one seat of a saved game, as the
// post-game review does: its chance of winning with the best option and
// with the one it played, and the turning points.
//
//	arena review FILE [--seat N] [--playouts 1000] [--seed 1] [--json] [--progress]
func review(ctx context.Context, args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("review", flag.ContinueOnError)
	seat := fs.Int("seat", -1, "seat to review, from 0 (default: the first human seat)")
	playouts := fs.Int("playouts", bots.ReviewPlayouts, "search budget per decision")
	seed := fs.Uint64("seed", 1, "review seed")
	asJSON := fs.Bool("json", false, "print one JSON object")
	progress := fs.Bool("progress", false, "print the decisions done on stderr")
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	// The file may come before the flags as well as after them.
	var path string
	if fs.NArg() > 0 {
		path = fs.Arg(0)
		if help, err := parse(fs, fs.Args()[1:], stdout); help || err != nil {
			return exitOK, err
		}
	}
	if path == "" || fs.NArg() != 0 {
		return 0, usageError{"review takes one save file"}
	}
	if err := checkInt("--playouts", *playouts, 1, maxReviewPlayouts); err != nil {
		return 0, err
	}
	s, err := game.LoadSave(path, games.Lookup)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	cfg := s.Config()
	if *seat == -1 {
		*seat = 0
		for i, sc := range cfg.Seats {
			if sc.Human() {
				*seat = i
				break
			}
		}
	}
	if err := checkInt("--seat", *seat, 0, len(cfg.Seats)-1); err != nil {
		return 0, err
	}
	rules, _ := games.Lookup(s.Game())
	opts := bots.ReviewOptions{Playouts: *playouts, Seed: *seed}
	if *progress {
		opts.Progress = func(done, total int) { fmt.Fprintf(stderr, "\r%d/%d decisions", done, total) }
	}
	r, err := bots.ReviewGame(ctx, rules, cfg, s.Log(), game.Seat(*seat), opts)
	if *progress {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return exitOK, enc.Encode(r)
	}
	fmt.Fprintf(stdout, "%s: %s, seat %d (%s), %d decisions, %d playouts each\n", path, r.Game, r.Seat, cfg.Seats[r.Seat].Name, len(r.Decisions), r.Playouts)
	for _, d := range r.Decisions {
		if d.Forced {
			fmt.Fprintf(stdout, "  #%-4d %-22s %s (forced)\n", d.Index, d.Kind, d.ChosenText)
			continue
		}
		mark := ""
		if d.TurningPoint {
			mark = "  ← turning point"
		}
		fmt.Fprintf(stdout, "  #%-4d %-22s %s: %3.0f%%", d.Index, d.Kind, d.ChosenText, 100*d.After)
		if d.Loss > 0 {
			fmt.Fprintf(stdout, "; best %s: %3.0f%%", d.BestText, 100*d.Before)
		}
		fmt.Fprintln(stdout, mark)
	}
	return exitOK, nil
}
