// Command arena plays Agora's engines without a window: bot tournaments,
// engine speed measurements, long soak runs and save-file replay checks.
// The examples (arena --help prints them):
//
//	arena play --game wonders --players 4 --bots heuristic,random,random,random --games 1000 --seed 1 [--json]
//	arena play --game wonders --players 4 --expansions commerce,faith --variants market-day=off --bots mc:2000,heuristic,random,random --games 100
//	arena bench --game wonders --players 4 --games 2000
//	arena soak --minutes 60
//	arena merge PART.json PART.json...
//	arena report [--minutes 120] [--lines REGEXP]
//	arena replay FILE
//	arena review FILE [--seat N] [--playouts 1000] [--json]
//	arena gods --players 4 --games 2000 --bot heuristic
//	arena think --game wonders --players 7 --expansions leaders,cities,commerce,faith --bots expert
//	arena load --game dale --players 2 --rooms 100 --seconds 60
//
// Every value of the command line is checked before anything runs: bad
// usage prints one line and exits 64 (a panic would exit 2); a match or
// soak with errors, invariant violations or replay mismatches, a replay
// that does not match, or a file that cannot be read exits 1. Ctrl-C
// stops a match: it prints the report of the games finished so far and
// exits 1.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	tuneGC(os.Getenv)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// Exit codes. A usage error has its own code, 64 (EX_USAGE in BSD's
// sysexits.h), distinct from a failed run and from a Go panic's 2.
const (
	exitOK      = 0
	exitFailed  = 1
	exitBadArgs = 64
)

const usage = "usage: arena play|report|merge|bench|soak|think|replay|review|gods|load ... (see arena COMMAND --help)"

// examples are the command lines the help shows; a test runs each.
var examples = []string{
	"play --game wonders --players 4 --bots heuristic,random,random,random --games 1000 --seed 1 --json",
	"play --game wonders --players 4 --expansions commerce,faith --variants market-day=off --bots mc:2000,heuristic,random,random --games 100",
	"play --game dale --players 4 --teams --bots heuristic,random,heuristic,random --games 100",
	"bench --game wonders --players 4 --games 2000",
	"soak --minutes 60",
	"merge PART.json PART.json...",
	"report --minutes 120 --lines Dale",
	"replay FILE",
	"review FILE --seat 0 --playouts 1000 --json",
	"gods --players 4 --games 2000 --bot heuristic",
	"think --game wonders --players 7 --expansions leaders,cities,commerce,faith --bots expert",
	"load --game dale --players 2 --rooms 100 --seconds 60",
}

func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return runCtx(ctx, args, stdout, stderr)
}

// runCtx is run stopped by ctx instead of a signal.
func runCtx(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return exitBadArgs
	}
	var code int
	var err error
	switch args[0] {
	case "play":
		code, err = play(ctx, args[1:], stdout, stderr)
	case "bench":
		code, err = bench(args[1:], stdout)
	case "report":
		code, err = report(ctx, args[1:], stdout, stderr)
	case "merge":
		code, err = merge(args[1:], stdout)
	case "replay":
		code, err = replay(args[1:], stdout)
	case "review":
		code, err = review(ctx, args[1:], stdout, stderr)
	case "gods":
		code, err = gods(ctx, args[1:], stdout)
	case "think":
		code, err = think(ctx, args[1:], stdout)
	case "soak":
		code, err = soak(ctx, args[1:], stdout, stderr)
	case "load":
		code, err = load(ctx, args[1:], stdout, stderr)
	case "load-server": // the server a load run spawns
		code, err = loadServe(ctx, stdout)
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage)
		for _, e := range examples {
			fmt.Fprintln(stdout, "  arena", e)
		}
		return exitOK
	default:
		err = usageError{fmt.Sprintf("unknown command %q; %s", args[0], usage)}
	}
	if err != nil {
		fmt.Fprintln(stderr, "arena:", err)
		if _, ok := err.(usageError); ok {
			return exitBadArgs
		}
		return exitFailed
	}
	return code
}

// usageError is a mistake in the command line (exit 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }
