// Command arena plays Agora's engines without a window: bot tournaments,
// engine speed measurements and save-file replay checks.
//
//	arena play --game wonders --players 4 --bots heuristic,random,random,random --games 1000 --seed 1 [--json]
//	arena bench --game wonders --players 4 --games 2000
//	arena merge PART.json PART.json...
//	arena report [--minutes 120] [--lines REGEXP]
//	arena replay FILE
//	arena gods --players 4 --games 2000 --bot heuristic
//
// Bad usage prints one line and exits 2; a match with errors or invariant
// violations, or a replay that does not match, exits 1. Ctrl-C stops a
// match: it prints the report of the games finished so far and exits 1.
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

// Exit codes.
const (
	exitOK      = 0
	exitFailed  = 1
	exitBadArgs = 2
)

const usage = "usage: arena play|report|merge|bench|replay|gods ... (see arena COMMAND --help)"

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
	case "gods":
		code, err = gods(args[1:], stdout)
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage)
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
