package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/bits"
	"regexp"
	"slices"
	"time"

	"agora/bots"
	"agora/game"
	"agora/game/games"
)

// soak plays random and heuristic bots over every mode of every game for
// a given time: each decision goes through the invariant checks
// (gametest.Step) and each finished game is replayed from its log and
// must reach the same digest.
//
//	arena soak --minutes 60 [--modes REGEXP] [--seed 1] [--workers 0] [--json]
func soak(ctx context.Context, args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("soak", flag.ContinueOnError)
	minutes := fs.Float64("minutes", 10, "how long to play, in minutes (a mode that finished no game by then plays one to its end)")
	filter := fs.String("modes", "", "regular expression: only the modes whose name matches (e.g. 'dale|teams')")
	seed := fs.Uint64("seed", 1, "soak seed")
	workers := fs.Int("workers", 0, "games played at once (0: one per CPU)")
	slice := fs.Float64("slice", 2, "seconds each mode and line-up plays before the next one's turn (less when the time is short: every one has a turn)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	progress := fs.Bool("progress", false, "print a line per round of every mode on stderr")
	list := fs.Bool("list", false, "list the modes and stop")
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	if err := checkRange("--minutes", *minutes, 0.001, maxSoakMinutes); err != nil {
		return 0, err
	}
	if err := checkRange("--slice", *slice, 0.01, 3600); err != nil {
		return 0, err
	}
	if err := checkWorkers(*workers); err != nil {
		return 0, err
	}
	re, err := regexp.Compile(*filter)
	if err != nil {
		return 0, usageError{fmt.Sprintf("--modes is not a regular expression: %v", err)}
	}
	var cells []*soakCell
	for _, m := range soakModes() {
		if re.MatchString(m.name) {
			for _, l := range lineups(m.players) {
				cells = append(cells, &soakCell{mode: m, lineup: l, SoakLine: SoakLine{Mode: m.name, Bots: l.name}})
			}
		}
	}
	if len(cells) == 0 {
		return 0, usageError{fmt.Sprintf("--modes %q matches no mode (arena soak --list)", *filter)}
	}
	if *list {
		for _, c := range cells {
			fmt.Fprintln(stdout, c.Mode, c.Bots)
		}
		return exitOK, nil
	}
	budget := time.Duration(*minutes * float64(time.Minute))
	if share := budget / time.Duration(len(cells)); share < minSoakShare {
		return 0, usageError{fmt.Sprintf("--minutes %g gives each of the %d modes and line-ups %v, less than the %v a game needs: give at least %.2f minutes or fewer --modes",
			*minutes, len(cells), share.Round(time.Millisecond), minSoakShare, math.Ceil((minSoakShare*time.Duration(len(cells))).Minutes()*100)/100)}
	}
	end := time.Now().Add(budget)
	outer := ctx
	ctx, cancel := context.WithDeadline(ctx, end)
	defer cancel()
	began := time.Now()
	for round := 1; ctx.Err() == nil; round++ {
		for i, c := range cells {
			if ctx.Err() != nil {
				break
			}
			// Every cell gets its turn within the budget: a slice is at
			// most an even share of the time left among the cells still
			// waiting for their first turn.
			sl := time.Duration(*slice * float64(time.Second))
			if round == 1 {
				sl = min(sl, time.Until(end)/time.Duration(len(cells)-i))
			}
			if err := c.play(ctx, mix(*seed, uint64(i)), *workers, sl); err != nil {
				return 0, err
			}
		}
		if *progress {
			sum := total(cells)
			fmt.Fprintf(stderr, "round %d (%.0f s): %d games, %d errors, %d violations, %d replay mismatches\n",
				round, time.Since(began).Seconds(), sum.Games, sum.Errors, sum.Violations, sum.ReplayMismatches)
		}
	}
	// A mode and line-up that finished no game in its slices (a busy
	// machine, a short --minutes) plays one game to its end: the soak
	// goes past its time by that game rather than leave a mode untried.
	for i, c := range cells {
		if c.Games == 0 && outer.Err() == nil {
			if err := c.playOne(outer, mix(*seed, uint64(i))); err != nil {
				return 0, err
			}
		}
	}
	rep := SoakReport{Minutes: time.Since(began).Minutes(), Total: total(cells)}
	for _, c := range cells {
		rep.Lines = append(rep.Lines, c.SoakLine)
	}
	rep.Total.Mode, rep.Total.Bots = "all", fmt.Sprintf("%d modes and line-ups", len(cells))
	if *asJSON {
		if err := json.NewEncoder(stdout).Encode(rep); err != nil {
			return 0, err
		}
	} else {
		printSoak(stdout, rep)
	}
	if errors.Is(context.Cause(ctx), context.Canceled) {
		fmt.Fprintln(stderr, "arena: interrupted; the report covers the games finished")
		return exitFailed, nil
	}
	if t := rep.Total; t.Errors > 0 || t.Violations > 0 || t.ReplayMismatches > 0 {
		return exitFailed, nil
	}
	if idle := unplayed(rep.Lines); len(idle) > 0 {
		fmt.Fprintf(stderr, "arena: %d of %d modes and line-ups finished no game (first: %s); give more --minutes or fewer --modes\n",
			len(idle), len(rep.Lines), idle[0])
		return exitFailed, nil
	}
	return exitOK, nil
}

// minSoakShare is the least time a soak gives each mode and line-up: a
// game of the longest mode (7 players, every expansion, heuristic bots)
// takes about half a second on a busy core.
const minSoakShare = time.Second

// unplayed names the lines that finished no game: a soak that leaves one
// has not tried that mode, and must not report success.
func unplayed(lines []SoakLine) []string {
	var out []string
	for _, l := range lines {
		if l.Games == 0 {
			out = append(out, l.Mode+" "+l.Bots)
		}
	}
	return out
}

// maxSoakMinutes is a week.
const maxSoakMinutes = 7 * 24 * 60

// SoakReport is what a soak run measured, per mode and line-up.
type SoakReport struct {
	Minutes float64    `json:"minutes"`
	Total   SoakLine   `json:"total"`
	Lines   []SoakLine `json:"lines"`
}

// SoakLine counts the games of one mode and line-up.
type SoakLine struct {
	Mode             string `json:"mode"`
	Bots             string `json:"bots"`
	Games            int    `json:"games"`
	Errors           int    `json:"errors"`
	Violations       int    `json:"invariant_violations"`
	ReplayMismatches int    `json:"replay_mismatches"`
	FirstProblem     string `json:"first_problem,omitempty"`
}

func (l *SoakLine) add(r bots.Report) {
	l.Games += r.Games
	l.Errors += r.Errors
	l.Violations += r.InvariantViolations
	l.ReplayMismatches += r.ReplayMismatches
	if l.FirstProblem == "" {
		l.FirstProblem = r.FirstProblem
	}
}

func total(cells []*soakCell) SoakLine {
	var t SoakLine
	for _, c := range cells {
		t.Games += c.Games
		t.Errors += c.Errors
		t.Violations += c.Violations
		t.ReplayMismatches += c.ReplayMismatches
		if t.FirstProblem == "" && c.FirstProblem != "" {
			t.FirstProblem = c.Mode + " " + c.Bots + ": " + c.FirstProblem
		}
	}
	return t
}

func printSoak(w io.Writer, r SoakReport) {
	fmt.Fprintf(w, "soak, %.1f minutes: %d games, %d errors, %d invariant violations, %d replay mismatches\n",
		r.Minutes, r.Total.Games, r.Total.Errors, r.Total.Violations, r.Total.ReplayMismatches)
	fmt.Fprintf(w, "  %-48s %-16s %15s %4s %4s %4s\n", "mode", "bots", "", "err", "inv", "rep")
	for _, l := range r.Lines {
		fmt.Fprintf(w, "  %-48s %-16s %9d games %4d %4d %4d\n", l.Mode, l.Bots, l.Games, l.Errors, l.Violations, l.ReplayMismatches)
	}
	if r.Total.FirstProblem != "" {
		fmt.Fprintln(w, "first problem:", r.Total.FirstProblem)
	}
}

// soakMode is one kind of table: a game, its seats, expansions, switches
// and teams.
type soakMode struct {
	name       string
	rules      game.Rules
	players    int
	expansions []string
	variants   map[string]string
	teams      bool
}

// soakModes lists every table the engines play: each player count, with
// and without teams, each set of expansions (those the engines preview
// included), and each value of the switches that belong to an expansion
// (Market Day on and off); a table an engine refuses (Leaders at 2
// players) is left out.
func soakModes() []soakMode {
	var modes []soakMode
	for _, r := range games.All() {
		all := append(slices.Clip(r.Expansions), r.Preview...)
		for set := range uint(1) << len(all) {
			var exps []string
			for i, e := range all {
				if set&(1<<i) != 0 {
					exps = append(exps, e)
				}
			}
			for _, variants := range switchValues(r, exps) {
				for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
					for _, teams := range []bool{false, true} {
						if teams && !r.Teams(n) || !plays(r, n, teams, exps, variants) {
							continue
						}
						modes = append(modes, soakMode{name: modeName(r.Game, n, teams, exps, variants),
							rules: r, players: n, expansions: exps, variants: variants, teams: teams})
					}
				}
			}
		}
	}
	return modes
}

// plays reports whether the engine starts a game of that table.
func plays(r game.Rules, n int, teams bool, exps []string, variants map[string]string) bool {
	cfg := game.Config{Game: r.Game, Seats: make([]game.SeatConfig, n), Teams: teams, Expansions: exps, Variants: variants}
	_, err := r.Start(cfg)
	return err == nil
}

// switchValues lists every combination of the values of the switches that
// belong to one of exps.
func switchValues(r game.Rules, exps []string) []map[string]string {
	out := []map[string]string{nil}
	for _, v := range r.Variants {
		if v.Requires == "" || !v.Applies(exps) {
			continue
		}
		var next []map[string]string
		for _, m := range out {
			for _, value := range v.Values {
				c := map[string]string{v.Name: value}
				for k, x := range m {
					c[k] = x
				}
				next = append(next, c)
			}
		}
		out = next
	}
	return out
}

func modeName(g string, n int, teams bool, exps []string, variants map[string]string) string {
	name := fmt.Sprintf("%s %dp", g, n)
	if teams {
		name += " teams"
	}
	for _, e := range exps {
		name += " " + e
	}
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range variants {
			if !yield(k) {
				return
			}
		}
	}) {
		name += " " + k + "=" + variants[k]
	}
	return name
}

// lineup is the bots of a table: all random, or heuristic bots at every
// other seat (seats rotate every game).
type lineup struct {
	name string
	bots []string
}

func lineups(players int) []lineup {
	random := slices.Repeat([]string{"random"}, players)
	mixed := slices.Clone(random)
	for i := 0; i < players; i += 2 {
		mixed[i] = "heuristic"
	}
	return []lineup{{"random", random}, {"heuristic+random", mixed}}
}

// soakCell is a mode and line-up with its running counts; each turn goes
// on from the game where the last one stopped.
type soakCell struct {
	mode   soakMode
	lineup lineup
	next   int
	SoakLine
}

// play runs the cell for at most one slice of time.
func (c *soakCell) play(ctx context.Context, seed uint64, workers int, slice time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, slice)
	defer cancel()
	return c.run(ctx, seed, bots.MaxGames-c.next, workers)
}

// playOne plays the cell's next game to its end, however long it takes
// (MaxDecisions bounds a game that runs away).
func (c *soakCell) playOne(ctx context.Context, seed uint64) error {
	return c.run(ctx, seed, 1, 1)
}

// run plays up to games of the cell from its next one, until ctx ends,
// and adds them to its line.
func (c *soakCell) run(ctx context.Context, seed uint64, games, workers int) error {
	m := bots.Match{Rules: c.mode.rules, Players: c.mode.players, Expansions: c.mode.expansions,
		Teams: c.mode.teams, Variants: c.mode.variants, Bots: c.lineup.bots, Seed: seed,
		From: c.next, Games: games, Workers: workers, MaxDecisions: 200000, Replay: true}
	rep, err := m.Run(ctx)
	if err != nil && ctx.Err() == nil {
		return fmt.Errorf("%s, %s: %w", c.Mode, c.Bots, err)
	}
	c.next = rep.Next
	c.add(rep)
	return nil
}

// mix derives a seed per cell.
func mix(seed, n uint64) uint64 {
	hi, lo := bits.Mul64(seed^0x9e3779b97f4a7c15, n+0xbf58476d1ce4e5b9)
	return hi ^ lo
}
