package server_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"agora/game"
	"agora/game/dale"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// rawConn is a client that sends whatever a test writes.
type rawConn struct {
	t  *testing.T
	ws *websocket.Conn
	// skipped are the lobbies read while waiting for an answer, kept
	// for lobbyWhere: the news of a start may come before its answer.
	skipped []*proto.Lobby
}

func dialRaw(t *testing.T, url string) *rawConn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(proto.MaxServerMessage)
	t.Cleanup(func() { ws.CloseNow() })
	return &rawConn{t: t, ws: ws}
}

func (c *rawConn) send(s string) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
		c.t.Fatal(err)
	}
}

// next reads the next message; nil when the connection closed.
func (c *rawConn) next() *proto.Message {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, data, err := c.ws.Read(ctx)
	if err != nil {
		return nil
	}
	m, err := proto.DecodeServer(data)
	if err != nil {
		c.t.Fatalf("server sent %s: %v", data, err)
	}
	return m
}

// expectError reads messages up to an error of code.
func (c *rawConn) expectError(code proto.Code) *proto.Error {
	c.t.Helper()
	for m := c.next(); m != nil; m = c.next() {
		if m.Type == proto.TError {
			if m.Error.Code != code {
				c.t.Fatalf("error %v, want %s", m.Error, code)
			}
			return m.Error
		}
	}
	c.t.Fatalf("connection closed without the error %s", code)
	return nil
}

func (c *rawConn) expectClosed() {
	c.t.Helper()
	for m := c.next(); m != nil; m = c.next() {
	}
}

// hello is a client's hello at the protocol this build speaks.
var hello = `{"type":"hello","id":1,"hello":{"protocol":` + strconv.Itoa(proto.Version) + `,"client":"test","name":"Ada"}}`

func TestVersionRefused(t *testing.T) {
	_, url := loopback(t, server.Options{})
	for _, c := range []struct {
		in   string
		want string
	}{
		{`{"type":"hello","hello":{"protocol":` + strconv.Itoa(proto.Version+1) + `,"client":"9.0","name":"Ada","colour":"red"}}`, "the server must be updated"},
		{`{"type":"hello","hello":{"protocol":` + strconv.Itoa(proto.Version-1) + `,"client":"0.2","name":"Ada"}}`, "update the app"},
		{`{"type":"hello","hello":{"protocol":1,"client":"0.1","name":"Ada"}}`, "update the app"},
		{`{"type":"hello","hello":{"protocol":0,"client":"0.1","name":"Ada"}}`, "update the app"},
	} {
		conn := dialRaw(t, url)
		conn.send(c.in)
		e := conn.expectError(proto.CodeVersion)
		if !strings.Contains(e.Message, c.want) {
			t.Errorf("%q, want %q", e.Message, c.want)
		}
		conn.expectClosed()
	}
}

func TestSequence(t *testing.T) {
	srv, url := loopback(t, server.Options{HelloTimeout: 200 * time.Millisecond})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	join := `{"type":"join","id":2,"join":{"room":"` + info.Code + `","token":"` + info.Tokens[0] + `"}}`

	conn := dialRaw(t, url) // a join before hello
	conn.send(join)
	conn.expectError(proto.CodeSequence)
	conn.expectClosed()

	conn = dialRaw(t, url) // silence
	conn.expectError(proto.CodeSequence)
	conn.expectClosed()

	conn = dialRaw(t, url) // a room that does not exist, then a token that does not
	conn.send(hello)
	if m := conn.next(); m == nil || m.Type != proto.TWelcome || m.ID != 1 {
		t.Fatalf("hello answered %v", m)
	}
	conn.send(`{"type":"join","id":2,"join":{"room":"` + proto.NewRoomCode() + `","token":"` + info.Tokens[0] + `"}}`)
	conn.expectError(proto.CodeNoRoom)
	conn.expectClosed()
	conn = dialRaw(t, url)
	conn.send(hello)
	conn.next()
	conn.send(`{"type":"join","id":2,"join":{"room":"` + info.Code + `","token":"` + proto.NewToken() + `"}}`)
	conn.expectError(proto.CodeNoRoom)
	conn.expectClosed()

	conn = dialRaw(t, url) // a move before joining, a malformed message, a second join
	conn.send(hello)
	conn.next()
	conn.send(`{"type":"move","id":3,"move":{"version":0,"option":1}}`)
	conn.expectError(proto.CodeSequence)
	conn.send(join)
	if m := conn.next(); m == nil || m.Type != proto.TJoined || m.Joined.Seat != 0 || m.Joined.Config.Seed != 0 {
		t.Fatalf("join answered %v", m)
	}
	conn.send(`{"type":"move","id":4,"move":{"version":0,"option":1,"seat":1}}`)
	conn.expectError(proto.CodeMalformed)
	conn.send(`{"type":"ping","id":5}`)
	for m := conn.next(); m == nil || m.Type != proto.TPong; m = conn.next() {
		if m == nil {
			t.Fatal("no pong after a malformed message")
		}
	}
	conn.send(join)
	conn.expectError(proto.CodeSequence)
	conn.expectClosed()

	conn = dialRaw(t, url) // over the size limit
	conn.send(hello)
	conn.next()
	conn.send(`{"type":"ping","id":1,"pad":"` + strings.Repeat("x", proto.MaxClientMessage) + `"}`)
	conn.expectClosed()
}

// TestMoveRefusals: a seat acts only for itself, and only with a legal
// option of the position it saw.
func TestMoveRefusals(t *testing.T) {
	srv, url := loopback(t, server.Options{})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var seats [2]*remote.Seat
	for i := range seats {
		if seats[i], err = remote.Dial(ctx, url, info.Code, info.Tokens[i], remote.Options{Name: "p", Client: "test"}); err != nil {
			t.Fatal(err)
		}
		defer seats[i].Close()
	}
	snap, err := seats[0].Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	owner := snap.Pending[0].Seat
	me, other := seats[owner], seats[1-owner]
	mine, _ := me.Snapshot(ctx)
	host, _ := srv.Host(info.Code)
	before := host.State().Digest()
	if err := other.Apply(ctx, mine.Version, mine.Legal[0]); !errors.Is(err, game.ErrNotPending) {
		t.Errorf("a move out of turn: %v", err)
	}
	if err := me.Apply(ctx, mine.Version, 1<<62); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("an illegal move: %v", err)
	}
	if err := me.Undo(ctx); !errors.Is(err, game.ErrSettled) {
		t.Errorf("an undo with nothing to undo: %v", err)
	}
	if _, _, err := me.Log(ctx); !errors.Is(err, seat.ErrNotOver) {
		t.Errorf("the log before the end: %v", err)
	}
	if after := host.State().Digest(); after != before {
		t.Fatal("a refused move changed the game")
	}
	if err := me.Apply(ctx, mine.Version, mine.Legal[0]); err != nil {
		t.Fatal(err)
	}
	if err := me.Apply(ctx, mine.Version, 1<<62); !errors.Is(err, seat.ErrStale) {
		t.Errorf("a stale move: %v", err)
	}
	now, _ := me.Snapshot(ctx)
	if now.Version != mine.Version+1 || now.Decisions != 1 {
		t.Errorf("after the move: version %d, %d decisions", now.Version, now.Decisions)
	}
	if err := me.Ping(ctx); err != nil {
		t.Error(err)
	}
}

func TestRate(t *testing.T) {
	_, url := loopback(t, server.Options{Rate: 1, Burst: 3})
	conn := dialRaw(t, url)
	conn.send(hello)
	conn.next()
	for range 10 {
		conn.send(`{"type":"ping"}`)
	}
	pongs, limited := 0, 0
	for range 10 {
		switch m := conn.next(); {
		case m == nil:
			t.Fatal("closed")
		case m.Type == proto.TPong:
			pongs++
		case m.Type == proto.TError && m.Error.Code == proto.CodeRate:
			limited++
		}
	}
	if pongs > 3 || limited < 7 {
		t.Errorf("%d pongs, %d refused for their rate", pongs, limited)
	}
	for range 200 {
		conn.send(`{"type":"ping"}`)
	}
	conn.expectClosed()
}

// TestReconnect: a player whose connection is cut mid-game comes back
// with the seat's token on a new connection and plays on from where the
// game is; and a second connection with the token takes the seat from the
// first, which is closed.
func TestReconnect(t *testing.T) {
	srv, url := loopback(t, server.Options{Rate: 1e6, Burst: 1e6})
	info, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil, "random"))
	if err != nil {
		t.Fatal(err)
	}
	// A whole Dale game, the easy bot against a random bot: a second
	// alone, more on a loaded machine.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dial := func() *remote.Seat {
		s, err := remote.Dial(ctx, url, info.Code, info.Tokens[1], remote.Options{Name: "p", Client: "test"})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	first := dial()
	cut := errors.New("cable pulled")
	moves, choose := 0, easyChooser(t, dale.Rules.Game, 3)
	err = seat.Play(ctx, first, func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
		if moves++; moves > 10 {
			return 0, cut
		}
		return choose(ctx, v, legal)
	})
	if !errors.Is(err, cut) {
		t.Fatalf("first connection: %v", err)
	}
	before, _ := first.Snapshot(ctx)
	first.Close()
	if _, err := first.Snapshot(ctx); !errors.Is(err, seat.ErrClosed) {
		t.Fatalf("a closed seat's snapshot: %v", err)
	}

	second := dial()
	after, err := second.Snapshot(ctx)
	if err != nil || after.Decisions < before.Decisions || len(after.Legal) == 0 {
		t.Fatalf("back at %d decisions (left at %d), %d options, %v", after.Decisions, before.Decisions, len(after.Legal), err)
	}
	third := dial()
	defer third.Close()
	if _, err := second.Wait(ctx, 1<<30); !errors.Is(err, seat.ErrClosed) {
		t.Errorf("the replaced connection: %v", err)
	}
	if err := seat.Play(ctx, third, choose); err != nil {
		t.Fatal(err)
	}
	cfg, log, err := third.Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	host, _ := srv.Host(info.Code)
	replayed, err := game.Replay(dale.Rules, cfg, log)
	if err != nil || replayed.Digest() != host.State().Digest() {
		t.Fatalf("replay: %v", err)
	}
}

// TestSweep: a room nobody is connected to is dropped once idle and can
// no longer be joined; a room with a player connected stays.
func TestSweep(t *testing.T) {
	srv, url := loopback(t, server.Options{Idle: time.Hour})
	empty, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil, "random"))
	if err != nil {
		t.Fatal(err)
	}
	played, err := srv.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := remote.Dial(ctx, url, played.Code, played.Tokens[0], remote.Options{Name: "p", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n := srv.Sweep(time.Now()); n != 0 {
		t.Fatalf("%d rooms dropped before they were idle", n)
	}
	if n := srv.Sweep(time.Now().Add(2 * time.Hour)); n != 1 {
		t.Fatalf("%d rooms dropped, want the empty one", n)
	}
	if _, ok := srv.Host(empty.Code); ok {
		t.Error("the idle room is still there")
	}
	if _, ok := srv.Host(played.Code); !ok {
		t.Error("the room in play was dropped")
	}
	conn := dialRaw(t, url)
	conn.send(hello)
	conn.next()
	conn.send(`{"type":"join","id":2,"join":{"room":"` + empty.Code + `","token":"` + empty.Tokens[1] + `"}}`)
	conn.expectError(proto.CodeNoRoom)
}

// TestResume: a server keeping its rooms in a folder stops mid-game; a new
// one resumes every room at its last move, with its tokens and bots, and
// the game is played to the end. A closed room's files go.
func TestResume(t *testing.T) {
	t.Parallel() // waiting on the disk (a save written at every move)
	dir := t.TempDir()
	opts := server.Options{Dir: dir, Rate: 1e6, Burst: 1e6}
	first, url := loopback(t, opts)
	info, err := first.CreateRoom(table(dale.Rules.Game, 2, false, nil, "random"))
	if err != nil {
		t.Fatal(err)
	}
	gone, err := first.CreateRoom(table(dale.Rules.Game, 2, false, nil))
	if err != nil {
		t.Fatal(err)
	}
	first.CloseRoom(gone.Code)
	// A whole Dale game, the easy bot against a random bot: a second
	// alone, more on a loaded machine.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := remote.Dial(ctx, url, info.Code, info.Tokens[1], remote.Options{Name: "p", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	moves, choose := 0, easyChooser(t, dale.Rules.Game, 5)
	stop := errors.New("server stopped")
	seat.Play(ctx, s, func(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
		if moves++; moves > 8 {
			return 0, stop
		}
		return choose(ctx, v, legal)
	})
	s.Close()
	h, _ := first.Host(info.Code)
	first.Close()
	was := h.State()

	second, url := loopback(t, opts)
	if n, err := second.Resume(); n != 1 || err != nil {
		t.Fatalf("resumed %d rooms, %v", n, err)
	}
	h, ok := second.Host(info.Code)
	if !ok || h.State().Digest() != was.Digest() || len(was.Log()) < 8 {
		t.Fatalf("room %v back at %d decisions, was at %d", ok, len(h.State().Log()), len(was.Log()))
	}
	if _, ok := second.Host(gone.Code); ok {
		t.Error("a closed room came back")
	}
	s, err = remote.Dial(ctx, url, info.Code, info.Tokens[1], remote.Options{Name: "p", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := seat.Play(ctx, s, choose); err != nil {
		t.Fatal(err)
	}
	cfg, log, err := s.Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := game.Replay(dale.Rules, cfg, log)
	if err != nil || replayed.Digest() != h.State().Digest() {
		t.Fatalf("replay: %v", err)
	}
}
