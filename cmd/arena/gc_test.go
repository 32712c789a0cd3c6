package main

import (
	"runtime/debug"
	"testing"
)

// tuneGC raises the collector's percentage and sets a memory limit, each
// only when the environment does not set it.
func TestTuneGC(t *testing.T) {
	percent := debug.SetGCPercent(100)
	limit := debug.SetMemoryLimit(-1)
	defer func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}()
	for _, tc := range []struct {
		env         map[string]string
		wantPercent int
		wantLimit   int64
	}{
		{nil, arenaGCPercent, arenaMemoryLimit},
		{map[string]string{"GOGC": "200"}, 100, arenaMemoryLimit},
		{map[string]string{"GOMEMLIMIT": "2GiB"}, arenaGCPercent, 1 << 40},
		{map[string]string{"GOGC": "off", "GOMEMLIMIT": "2GiB"}, 100, 1 << 40},
	} {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(1 << 40)
		tuneGC(func(k string) string { return tc.env[k] })
		if got := debug.SetGCPercent(100); got != tc.wantPercent {
			t.Errorf("%v: GC percent %d, want %d", tc.env, got, tc.wantPercent)
		}
		if got := debug.SetMemoryLimit(-1); got != tc.wantLimit {
			t.Errorf("%v: memory limit %d, want %d", tc.env, got, tc.wantLimit)
		}
	}
}
