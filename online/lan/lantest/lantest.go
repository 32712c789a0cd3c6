// Package lantest starts hosted games for tests: a joiner that takes its
// seat, is ready, and sees the host start.
package lantest

import (
	"context"
	"testing"

	"agora/online/lan"
)

// Started joins h's table as name in colour (tokens may be nil), says it
// is ready, starts the game and waits until the joiner sees it started.
// The joiner is closed when the test ends.
func Started(t testing.TB, ctx context.Context, h *lan.Host, name, colour string, tokens *lan.Tokens) *lan.Joiner {
	t.Helper()
	j, err := lan.Join(ctx, h.Invite(), name, colour, tokens)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	if err := j.Ready(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := j.Wait(ctx, j.Lobby().Version); err != nil {
		t.Fatal(err)
	}
	return j
}
