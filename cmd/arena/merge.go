package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"agora/bots"
	"agora/game"
)

// maxReportSize bounds a report merge reads: one is a kilobyte or two.
const maxReportSize = 1 << 20

// merge joins the JSON reports of a match played in parts (each part
// --from where the last stopped, the "next" of its report) and prints the
// report of the whole, as JSON.
func merge(args []string, stdout io.Writer) (int, error) {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	if fs.NArg() < 1 {
		return 0, usageError{"merge takes the JSON reports of a match's parts, in order"}
	}
	var all bots.Report
	for i, path := range fs.Args() {
		data, err := game.ReadRegularFile(path, maxReportSize)
		if err != nil {
			return 0, err
		}
		if len(data) > maxReportSize {
			return 0, fmt.Errorf("%s: more than %d bytes, not an arena report", path, maxReportSize)
		}
		var r bots.Report
		if err := json.Unmarshal(data, &r); err != nil || len(r.Seats) == 0 {
			return 0, fmt.Errorf("%s: not an arena report (arena play --json)", path)
		}
		if i == 0 {
			all = r
			continue
		}
		if all, err = bots.Merge(all, r); err != nil {
			return 0, fmt.Errorf("%s: %w", path, err)
		}
	}
	return exitOK, json.NewEncoder(stdout).Encode(all)
}
