//go:build unix

package main

import (
	"os"
	"syscall"
)

// rectsSignal asks a --rects run to write the window's objects.
var rectsSignal os.Signal = syscall.SIGUSR1
