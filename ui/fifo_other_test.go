//go:build !unix

package ui

import "errors"

// mkfifo: no named pipes on this system.
func mkfifo(string) error { return errors.ErrUnsupported }
