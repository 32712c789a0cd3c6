//go:build !linux

package lan

import "testing"

// inNetns skips the calling test: network namespaces, which keep an
// announcement test's packets off every network, are Linux's.
func inNetns(t *testing.T) bool {
	t.Helper()
	t.Skip("announcing is tested in a network namespace, which only Linux has")
	return false
}
