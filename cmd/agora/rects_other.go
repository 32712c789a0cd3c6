//go:build !unix

package main

import "os"

// rectsSignal is nil: this system has no SIGUSR1 for --rects.
var rectsSignal os.Signal
