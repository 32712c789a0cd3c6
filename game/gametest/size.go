package gametest

import "os"

// LongEnv is the environment variable that asks the long runs for their
// full size: `make long` sets it, `make test` and a plain `go test` leave
// it out.
const LongEnv = "AGORA_LONG"

// Long reports whether the long runs (the random games, the matrices of
// bots and sizes) play at their full size.
func Long() bool { return os.Getenv(LongEnv) != "" }

// Size is a long run's size: full under `make long`, else normal, a size
// that still reaches every mode the run covers and still fails on a
// broken rule.
func Size(normal, full int) int {
	if Long() {
		return full
	}
	return normal
}
