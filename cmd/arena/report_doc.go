package main

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"
)

// keepMarker ends the written part of the report: what follows it in the
// file (notes on the figures) is kept when the report is written again.
const keepMarker = "<!-- Notes below this line are kept when `make arena-report` writes this file again. -->"

// writeReport writes the report's Markdown: the text, the table of rows,
// and the notes the file already had below keepMarker.
func writeReport(f reportFlags, rows []string) error {
	notes := ""
	if old, err := os.ReadFile(f.out); err == nil {
		if _, after, ok := strings.Cut(string(old), keepMarker); ok {
			notes = after
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, reportHead, time.Now().UTC().Format("2006-01-02"), runtime.NumCPU(),
		*f.hard["wonders"], *f.hard["dale"], *f.expert["wonders"], *f.expert["dale"],
		f.games, f.searchGames, f.chunk)
	b.WriteString("| Line | Games | Win rate | Mean score | ms/decision | Others | Errors | Command |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	b.WriteString("\n" + keepMarker)
	if notes == "" {
		notes = "\n\nLonger runs of single lines, made by hand with `cmd/arena`, are kept in\ndocs/bots-runs.md with their commands.\n"
	}
	b.WriteString(notes)
	tmp := f.out + ".tmp"
	if err := os.WriteFile(tmp, []byte(b.String()), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, f.out)
}

// reportHead is the report's text above the table.
const reportHead = `# Bot strength

Written by ` + "`make arena-report`" + ` (` + "`arena report`" + `, cmd/arena) on %s, %d cores.
Every line is a match in the arena with seats rotated every game; the
first bot named is the one measured. Win rate counts a shared first place
as a share of a win; ± is the half-width of the 95%% confidence interval
(normal approximation). Mean score is that bot's mean final score (7
Wonders: points; Dale: stacks in its stall). ms/decision is its mean
thinking time per decision: lines with a search bot play one game at a
time, each search on every core; the others a game per core. A line
played over several runs averages their times; runs made before the
arena's collector setting (cmd/arena/gc.go) searched up to five times
slower (docs/bots-runs.md). "Others"
are the other seats' win rates. An equal bot wins 1/n.

Levels: Easy is the heuristic with noise, Medium the heuristic, Hard flat
Monte Carlo with determinization, Expert information-set MCTS. Measured
here: Hard as %s in 7 Wonders and %s in Dale, Expert as %s and %s. A
spec's number is its playouts per decision; without one, the bot searches
the menu's budget (1,000 playouts for Hard, 3,000 for Expert).

How the search bots work (bots/montecarlo.go, bots/ismcts.go): Hard
ranks the options with the heuristic, keeps the best 5 distinct moves (7
Wonders: one payment of each, the heuristic's), and spreads its playouts
over them, each playout on a fresh determinization of the hidden cards
(what the seat saw is kept): the seat's next decision by the heuristic
(7 Wonders), then a cheap playout policy (7 Wonders: build when
possible, mostly with a god when one can come; Dale: the heuristic with
noise, cut after 60 moves, Expert's after 120, and judged by stall
progress). In 7 Wonders it
plays the heuristic's choice unless another option beats it by a
standard error, and leaves the Prayer to the heuristic (the playouts,
invoking gods at random, cannot tell them apart). In Dale it leaves the
market arrangement (Calculations) to the heuristic, and the action too
once three whole rounds passed without a purchase or a stack (playouts can
rate an inventory above a purchase, and two search bots would take
inventory for ever). Expert searches the same 5 options but spends its
budget by UCB, and grows one tree of its own later decisions over
determinizations (availability counts, the heuristic's rank as
progressive bias and widening) below the options that have had a tenth
of its budget (7 Wonders: a third); until then their iterations play
out at once. Both split the work over every core and stop at once when
cancelled; at the table a decision takes at most 5 seconds (the search
then plays what it found by then).

Games per line: %d without search, %d with a search bot. A line goes on
from where its last run stopped: each line's report so far is kept in
docs/arena/ (one file per line and bots), a run plays the games a line
lacks and saves a search line's results every %d games, and
` + "`--minutes`" + ` bounds a run:
` + "`make arena-report ARGS=\"--minutes 120 --lines Dale\"`" + `. A line's
games are those its command plays at once, with the same seed (a run
stopped by its minutes may skip the games it was playing). Delete a
line's file to measure it afresh after changing its bots.

`
