package ui

import (
	"fmt"
	"os"
	"time"
)

// traceStart is when the process started tracing; traceOn is whether the
// AGORA_TRACE variable asks for a trace. Both are set once, at start-up.
var (
	traceStart = time.Now()
	traceOn    = os.Getenv("AGORA_TRACE") != ""
)

// Trace writes one line to standard error, prefixed with the milliseconds
// since start-up, when the AGORA_TRACE environment variable is set: what
// a table did and when, to measure the waiting between a player's move
// and the next decision. It costs nothing otherwise.
func Trace(format string, args ...any) {
	if !traceOn {
		return
	}
	fmt.Fprintf(os.Stderr, "agora %7d ms  %s\n", time.Since(traceStart).Milliseconds(), fmt.Sprintf(format, args...))
}
