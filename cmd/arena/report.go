package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"agora/bots"
	"agora/game/games"
)

// reportFlags are the settings of arena report.
type reportFlags struct {
	games, searchGames, chunk int
	minutes                   float64
	lines                     string
	results, out              string
	seed                      uint64
	hard, expert              map[string]*string // per game: the search levels' specs
}

// report plays the lines of the bot report, each from where its last run
// stopped (its report is kept in --results), until every line has its
// games or --minutes are spent, and writes the Markdown report.
func report(ctx context.Context, args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	f := reportFlags{hard: map[string]*string{}, expert: map[string]*string{}}
	fs.IntVar(&f.games, "games", 1000, "games per line without a search bot")
	fs.IntVar(&f.searchGames, "search-games", 0, "games per line with a search bot (0: --games)")
	fs.IntVar(&f.chunk, "chunk", 10, "games a search line plays between two saves of its results")
	fs.Float64Var(&f.minutes, "minutes", 0, "stop playing after this many minutes and write what was measured (0: no limit)")
	fs.StringVar(&f.lines, "lines", "", "play only the lines whose title matches this regular expression")
	fs.StringVar(&f.results, "results", "docs/arena", "directory of each line's report so far")
	fs.StringVar(&f.out, "out", "docs/bots.md", "the Markdown report")
	fs.Uint64Var(&f.seed, "seed", 1, "match seed of every line")
	for _, g := range games.Names() {
		f.hard[g] = fs.String("hard-"+g, "mc", "Hard's spec in "+g)
		f.expert[g] = fs.String("expert-"+g, "ismcts", "Expert's spec in "+g)
	}
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	if f.searchGames == 0 {
		f.searchGames = f.games
	}
	for _, c := range []struct {
		name string
		v    int
	}{{"--games", f.games}, {"--search-games", f.searchGames}, {"--chunk", f.chunk}} {
		if err := checkInt(c.name, c.v, 1, bots.MaxGames); err != nil {
			return 0, err
		}
	}
	if err := checkRange("--minutes", f.minutes, 0, maxSoakMinutes); err != nil {
		return 0, err
	}
	for g, spec := range f.hard {
		if err := checkBots("--hard-"+g, g, []string{*spec}); err != nil {
			return 0, err
		}
	}
	for g, spec := range f.expert {
		if err := checkBots("--expert-"+g, g, []string{*spec}); err != nil {
			return 0, err
		}
	}
	only, err := regexp.Compile(f.lines)
	if err != nil {
		return 0, usageError{fmt.Sprintf("--lines: %v", err)}
	}
	if !slices.ContainsFunc(reportLines, func(l reportLine) bool { return only.MatchString(f.resolve(l).title) }) {
		return 0, usageError{fmt.Sprintf("--lines %q matches no line of the report; nothing played or written", f.lines)}
	}
	if err := os.MkdirAll(f.results, 0o755); err != nil {
		return 0, err
	}
	if f.minutes > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(f.minutes*float64(time.Minute)))
		defer cancel()
	}
	var rows []string
	for _, l := range reportLines {
		l = f.resolve(l)
		rep, err := loadLine(f.results, l)
		if err != nil {
			return 0, err
		}
		if only.MatchString(l.title) {
			if rep, err = f.play(ctx, l, rep, stderr); err != nil {
				return 0, err
			}
		}
		rows = append(rows, f.row(l, rep))
	}
	if err := writeReport(f, rows); err != nil {
		return 0, err
	}
	fmt.Fprintf(stderr, "arena report: wrote %s\n", f.out)
	return exitOK, nil
}

// play goes on with line l from rep (nil: from its first game) until it
// has its games or ctx is done, saving its results after every part.
func (f reportFlags) play(ctx context.Context, l reportLine, rep *bots.Report, stderr io.Writer) (*bots.Report, error) {
	r, ok := games.Lookup(l.game)
	if !ok {
		return rep, fmt.Errorf("report: no game %q in this build", l.game)
	}
	target := f.target(l)
	chunk, workers := target, 0
	if l.search() {
		chunk, workers = f.chunk, 1
	}
	for ctx.Err() == nil {
		next := 0
		if rep != nil {
			next = rep.Next
		}
		if next >= target {
			break
		}
		m := bots.Match{Rules: r, Players: len(l.bots), Expansions: l.expansions, Teams: l.teams, Bots: l.bots,
			Games: min(chunk, target-next), Seed: f.seed, From: next, Workers: workers}
		part, err := m.Run(ctx)
		if err != nil && ctx.Err() == nil {
			return rep, fmt.Errorf("%s: %w", l.title, err)
		}
		if part.Games == 0 {
			break
		}
		if rep != nil {
			if part, err = bots.Merge(*rep, part); err != nil {
				return rep, fmt.Errorf("%s: %w (delete %s to start the line afresh)", l.title, err, l.path(f.results))
			}
		}
		rep = &part
		if err := saveLine(f.results, l, part); err != nil {
			return rep, err
		}
		fmt.Fprintf(stderr, "arena report: %s: %d of %d games\n", l.title, part.Next, target)
	}
	return rep, nil
}

// reportLine is one line of the report: a match whose first bot is the one
// measured. In bots, "hard" and "expert" stand for the search levels'
// specs (see reportFlags).
type reportLine struct {
	title      string
	game       string
	bots       []string
	expansions []string
	teams      bool
}

// Bot lists of the lines.
func seats(first string, others ...string) []string { return append([]string{first}, others...) }

var (
	medium3       = []string{"heuristic", "heuristic", "heuristic"}
	medium6       = []string{"heuristic", "heuristic", "heuristic", "heuristic", "heuristic", "heuristic"}
	random3       = []string{"random", "random", "random"}
	commerceFaith = []string{"commerce", "faith"}
	leadersCities = []string{"leaders", "cities"}
	allFour       = []string{"leaders", "cities", "commerce", "faith"}
)

// reportLines are the report's lines, in its order.
var reportLines = []reportLine{
	{title: "7 Wonders 4p: Easy vs 3 Medium", game: "wonders", bots: seats("easy", medium3...)},
	{title: "7 Wonders 4p: Medium vs 3 Random", game: "wonders", bots: seats("heuristic", random3...)},
	{title: "7 Wonders 4p: Hard vs 3 Medium", game: "wonders", bots: seats("hard", medium3...)},
	{title: "7 Wonders 4p: Expert vs 3 Medium", game: "wonders", bots: seats("expert", medium3...)},
	{title: "7 Wonders 4p: Expert vs Hard vs 2 Medium", game: "wonders", bots: seats("expert", "hard", "heuristic", "heuristic")},
	{title: "7 Wonders 7p: Hard vs 6 Medium", game: "wonders", bots: seats("hard", medium6...)},
	{title: "7 Wonders 4p Commerce+Faith: Easy vs 3 Medium", game: "wonders", bots: seats("easy", medium3...), expansions: commerceFaith},
	{title: "7 Wonders 4p Commerce+Faith: Medium vs 3 Random", game: "wonders", bots: seats("heuristic", random3...), expansions: commerceFaith},
	{title: "7 Wonders 4p Commerce+Faith: Hard vs 3 Medium", game: "wonders", bots: seats("hard", medium3...), expansions: commerceFaith},
	{title: "7 Wonders 4p Commerce+Faith: Expert vs Hard vs 2 Medium", game: "wonders", bots: seats("expert", "hard", "heuristic", "heuristic"), expansions: commerceFaith},
	{title: "7 Wonders 7p Commerce+Faith: Hard vs 6 Medium", game: "wonders", bots: seats("hard", medium6...), expansions: commerceFaith},
	{title: "7 Wonders 7p Commerce+Faith: Expert vs Hard vs 5 Medium", game: "wonders", bots: append([]string{"expert", "hard"}, medium6[:5]...), expansions: commerceFaith},
	{title: "7 Wonders 4p teams, Commerce+Faith: Hard and Medium vs 2 Medium", game: "wonders", bots: seats("hard", medium3...), expansions: commerceFaith, teams: true},
	{title: "7 Wonders 4p Leaders+Cities: Medium vs 3 Random", game: "wonders", bots: seats("heuristic", random3...), expansions: leadersCities},
	{title: "7 Wonders 4p Leaders+Cities: Hard vs 3 Medium", game: "wonders", bots: seats("hard", medium3...), expansions: leadersCities},
	{title: "7 Wonders 7p Leaders+Cities: Hard vs 6 Medium", game: "wonders", bots: seats("hard", medium6...), expansions: leadersCities},
	{title: "7 Wonders 4p Leaders+Cities+Commerce+Faith: Hard vs 3 Medium", game: "wonders", bots: seats("hard", medium3...), expansions: allFour},
	{title: "7 Wonders 7p Leaders+Cities+Commerce+Faith: Hard vs 6 Medium", game: "wonders", bots: seats("hard", medium6...), expansions: allFour},
	{title: "Dale 2p: Easy vs Medium", game: "dale", bots: seats("easy", "heuristic")},
	{title: "Dale 2p: Medium vs Random", game: "dale", bots: seats("heuristic", "random")},
	{title: "Dale 2p: Hard vs Medium", game: "dale", bots: seats("hard", "heuristic")},
	{title: "Dale 2p: Expert vs Medium", game: "dale", bots: seats("expert", "heuristic")},
	{title: "Dale 2p: Expert vs Hard", game: "dale", bots: seats("expert", "hard")},
	{title: "Dale 4p: Hard vs 3 Medium", game: "dale", bots: seats("hard", medium3...)},
	{title: "Dale 2 vs 2: Hard and Medium vs 2 Medium", game: "dale", bots: seats("hard", medium3...), teams: true},
}

// resolve puts the search levels' specs in place of "hard" and "expert".
func (f reportFlags) resolve(l reportLine) reportLine {
	out := make([]string, len(l.bots))
	for i, b := range l.bots {
		switch b {
		case "hard":
			b = *f.hard[l.game]
		case "expert":
			b = *f.expert[l.game]
		}
		out[i] = b
	}
	l.bots = out
	return l
}

// search reports whether a search bot plays in the line: such lines play
// one game at a time (each search uses every core) and save every chunk.
func (l reportLine) search() bool {
	for _, b := range l.bots {
		if name, _, _ := strings.Cut(b, ":"); name == "mc" || name == "ismcts" {
			return true
		}
	}
	return false
}

// path is where the line's results are kept: one file per table and bots,
// so that another budget starts a line of its own.
func (l reportLine) path(dir string) string {
	name := fmt.Sprintf("%s-%dp", l.game, len(l.bots))
	for _, e := range l.expansions {
		name += "-" + e
	}
	if l.teams {
		name += "-teams"
	}
	name += "-" + strings.Join(l.bots, "-")
	return filepath.Join(dir, strings.NewReplacer(":", "", ",", "-").Replace(name)+".json")
}

// loadLine reads a line's results so far; nil when it has none.
func loadLine(dir string, l reportLine) (*bots.Report, error) {
	data, err := os.ReadFile(l.path(dir))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var r bots.Report
	if err := json.Unmarshal(data, &r); err != nil || len(r.Seats) != len(l.bots) {
		return nil, fmt.Errorf("%s: not this line's arena report; move it away to start the line afresh", l.path(dir))
	}
	return &r, nil
}

// saveLine writes a line's results, whole or not at all.
func saveLine(dir string, l reportLine, r bots.Report) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	tmp := l.path(dir) + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, l.path(dir))
}

// command is the arena command that plays the line's games so far at once.
func (f reportFlags) command(l reportLine, games int) string {
	cmd := fmt.Sprintf("go run ./cmd/arena play --game %s --players %d --bots %s", l.game, len(l.bots), strings.Join(l.bots, ","))
	if len(l.expansions) > 0 {
		cmd += " --expansions " + strings.Join(l.expansions, ",")
	}
	if l.teams {
		cmd += " --teams"
	}
	cmd += fmt.Sprintf(" --games %d --seed %d", games, f.seed)
	if l.search() {
		cmd += " --workers 1"
	}
	return cmd + " --json"
}

// row is the line's row of the table.
func (f reportFlags) row(l reportLine, r *bots.Report) string {
	if r == nil {
		return fmt.Sprintf("| %s | not run yet | | | | | | `%s` |", l.title, f.command(l, f.target(l)))
	}
	s := r.Seats[0]
	var others []string
	for _, o := range r.Seats[1:] {
		others = append(others, fmt.Sprintf("%s %s%%", o.Bot, pct(o.WinRate)))
	}
	return fmt.Sprintf("| %s | %d | %s%% ± %s | %.2f | %.2f | %s | %d | `%s` |", l.title,
		r.Games-r.Errors-r.InvariantViolations, pct(s.WinRate), pct(s.CI95), s.MeanScore, s.MsPerMove,
		strings.Join(others, ", "), r.Errors+r.InvariantViolations, f.command(l, r.Next))
}

func (f reportFlags) target(l reportLine) int {
	if l.search() {
		return f.searchGames
	}
	return f.games
}

// pct writes a rate as a percentage with one decimal at most.
func pct(x float64) string {
	return strings.TrimSuffix(fmt.Sprintf("%.1f", 100*x), ".0")
}
