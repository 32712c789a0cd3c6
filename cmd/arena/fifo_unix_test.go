//go:build unix

package main

import "syscall"

// mkfifo makes a named pipe, for the tests that a reader never opens one.
func mkfifo(path string) error { return syscall.Mkfifo(path, 0o600) }
