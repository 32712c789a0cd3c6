// Package servertest starts a game server for tests on loopback, with a
// room and a seat of it dialed.
package servertest

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	"agora/game"
	"agora/online/remote"
	"agora/online/server"
)

// Seated starts a server on 127.0.0.1 holding a room of cfg and dials the
// room's first seat as name, within ctx. It returns the server, the
// room's code and the seat; all are closed when the test ends.
func Seated(t testing.TB, ctx context.Context, cfg game.Config, name string) (*server.Server, string, *remote.Seat) {
	t.Helper()
	srv := server.New(server.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); ts.Close() })
	if !strings.HasPrefix(ts.URL, "http://127.0.0.1:") {
		t.Fatalf("test server at %s, not on loopback", ts.URL)
	}
	info, err := srv.CreateRoom(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s, err := remote.Dial(ctx, "ws"+strings.TrimPrefix(ts.URL, "http"), info.Code, info.Tokens[0], remote.Options{Name: name, Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return srv, info.Code, s
}
