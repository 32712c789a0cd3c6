//go:build !unix

package game_test

import "errors"

// mkfifo: no named pipes on this system.
func mkfifo(string) error { return errors.ErrUnsupported }
