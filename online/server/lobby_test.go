package server_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"agora/game"
	gamereg "agora/game/games"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// msg sends m as a client would.
func (c *rawConn) msg(m *proto.Message) {
	c.t.Helper()
	data, err := proto.Encode(m)
	if err != nil {
		c.t.Fatal(err)
	}
	c.send(string(data))
}

// greeted is a connection that said hello.
func greeted(t *testing.T, url, name string) *rawConn {
	t.Helper()
	c := dialRaw(t, url)
	c.msg(&proto.Message{Type: proto.THello, ID: 1, Hello: &proto.Hello{Protocol: proto.Version, Client: "test", Name: name}})
	if m := c.next(); m == nil || m.Type != proto.TWelcome {
		t.Fatalf("hello answered %v", m)
	}
	return c
}

// answer reads up to the answer of request id (a lobby's news skipped).
func (c *rawConn) answer(id uint32) *proto.Message {
	c.t.Helper()
	for m := c.next(); m != nil; m = c.next() {
		switch {
		case m.Type == proto.TLobby:
			c.skipped = append(c.skipped, m.Lobby)
		case m.ID == id:
			return m
		}
	}
	c.t.Fatalf("connection closed before the answer to %d", id)
	return nil
}

// lobbyWhere reads lobbies up to one that ok accepts, first among those
// an answer's wait skipped.
func (c *rawConn) lobbyWhere(ok func(*proto.Lobby) bool) *proto.Lobby {
	c.t.Helper()
	for i, l := range c.skipped {
		if ok(l) {
			c.skipped = c.skipped[i+1:]
			return l
		}
	}
	c.skipped = nil
	for m := c.next(); m != nil; m = c.next() {
		if m.Type == proto.TLobby && ok(m.Lobby) {
			return m.Lobby
		}
	}
	c.t.Fatal("connection closed before the lobby expected")
	return nil
}

func create(c *rawConn, id uint32, cfg game.Config, key string) *proto.Message {
	c.msg(&proto.Message{Type: proto.TCreate, ID: id, Create: &proto.Create{Config: cfg, Key: key}})
	return c.answer(id)
}

func claim(c *rawConn, id uint32, cl proto.Claim) *proto.Message {
	c.msg(&proto.Message{Type: proto.TClaim, ID: id, Claim: &cl})
	return c.answer(id)
}

func start(c *rawConn, id uint32, room, owner string) *proto.Message {
	c.msg(&proto.Message{Type: proto.TStart, ID: id, Start: &proto.Start{Room: room, Owner: owner}})
	return c.answer(id)
}

func wantCode(t *testing.T, what string, m *proto.Message, code proto.Code) {
	t.Helper()
	if m.Type != proto.TError || m.Error.Code != code {
		t.Errorf("%s: %v %+v, want error %s", what, m.Type, m.Error, code)
	}
}

// lobbyTable is Dale at 3 with a bot; no names for the players' seats.
func lobbyTable() game.Config {
	return game.Config{Game: "dale", Seats: []game.SeatConfig{{}, {}, {Name: "Robot", Bot: "random"}}}
}

// TestClientRoom: a client creates a room, two players claim seats (one
// renames hers), the owner starts it, the seed drawn by the server, and
// the players join with their claims' tokens and play it to the end (one
// as the easy bot, one at random, against the random bot); the log
// replays to the server's digest.
func TestClientRoom(t *testing.T) {
	srv, url := loopback(t, server.Options{CreateKey: "club night", Rate: 1000, Burst: 1000})
	ada := greeted(t, url, "Ada")
	m := create(ada, 2, lobbyTable(), "club night")
	if m.Type != proto.TCreated {
		t.Fatalf("create answered %v %+v", m.Type, m.Error)
	}
	room, owner := m.Created.Room, m.Created.Owner
	l := ada.lobbyWhere(func(*proto.Lobby) bool { return true })
	if l.Room != room || len(l.Seats) != 3 || l.Seats[2].Bot != "random" || l.Seats[0].Claimed || l.Config.Seed != 0 {
		t.Fatalf("first lobby %+v", l)
	}
	m = claim(ada, 3, proto.Claim{Room: room, Seat: 0, Name: "Ada", Colour: "blue"})
	if m.Type != proto.TClaimed || m.Claimed.Seat != 0 {
		t.Fatalf("claim answered %v %+v", m.Type, m.Error)
	}
	adaToken := m.Claimed.Token
	bea := greeted(t, url, "Bea")
	m = claim(bea, 2, proto.Claim{Room: room, Seat: 1, Name: "Bee", Colour: "red"})
	if m.Type != proto.TClaimed {
		t.Fatalf("Bea's claim: %v %+v", m.Type, m.Error)
	}
	beaToken := m.Claimed.Token
	// Renamed, with her token: the same seat and token.
	m = claim(bea, 3, proto.Claim{Room: room, Seat: 1, Name: "Bea", Colour: "green", Token: beaToken})
	if m.Type != proto.TClaimed || m.Claimed.Token != beaToken {
		t.Fatalf("rename: %v %+v", m.Type, m.Error)
	}
	ada.lobbyWhere(func(l *proto.Lobby) bool { return l.Seats[1].Name == "Bea" && l.Seats[1].Colour == "green" })
	if m := start(ada, 4, room, owner); m.Type != proto.TResult {
		t.Fatalf("start answered %v %+v", m.Type, m.Error)
	}
	for _, c := range []*rawConn{ada, bea} {
		c.lobbyWhere(func(l *proto.Lobby) bool { return l.Started })
	}
	// Joined on the connection that claimed.
	ada.msg(&proto.Message{Type: proto.TJoin, ID: 5, Join: &proto.Join{Room: room, Token: adaToken}})
	if m := ada.answer(5); m.Type != proto.TJoined || m.Joined.Seat != 0 || m.Joined.Config.Seats[0].Name != "Ada" || m.Joined.Config.Seed != 0 {
		t.Fatalf("join after the start: %v %+v", m.Type, m.Joined)
	}
	ada.ws.CloseNow()
	bea.ws.CloseNow()
	h, ok := srv.Host(room)
	if !ok {
		t.Fatal("no game in the room")
	}
	cfg := h.State().Config()
	if cfg.Seed == 0 || cfg.Seats[0].Name != "Ada" || cfg.Seats[1].Name != "Bea" || cfg.Seats[2].Bot != "random" {
		t.Fatalf("the game started: %+v", cfg)
	}

	// Played to the end by the claims' tokens.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var seats []*remote.Seat
	for i, tok := range []string{adaToken, beaToken} {
		s, err := remote.Dial(ctx, url, room, tok, remote.Options{Name: fmt.Sprint(i), Client: "test"})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		seats = append(seats, s)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for i, s := range seats {
		choose := randomChooser(uint64(i + 1))
		if i == 0 {
			choose = easyChooser(t, "dale", uint64(i+1))
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := seat.Play(ctx, s, choose); err != nil {
				errs <- err
				cancel()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	gcfg, log, err := seats[1].Log(ctx)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := gamereg.Get("dale")
	replayed, err := game.Replay(g.Rules, gcfg, log)
	if err != nil || replayed.Digest() != h.State().Digest() || gcfg.Seed != cfg.Seed {
		t.Fatalf("the log of %d decisions does not replay to the server's game: %v", len(log), err)
	}
	t.Logf("a room created by a client: Dale at 3, %d decisions", len(log))
}

// TestClientRoomRefusals: each refusal of creating, claiming and starting,
// with its code; nothing changes after one.
func TestClientRoomRefusals(t *testing.T) {
	t.Run("permission", func(t *testing.T) {
		_, url := loopback(t, server.Options{})
		c := greeted(t, url, "Ada")
		wantCode(t, "no creation on this server", create(c, 2, lobbyTable(), ""), proto.CodeForbidden)
		_, url = loopback(t, server.Options{CreateKey: "sesame"})
		c = greeted(t, url, "Ada")
		wantCode(t, "no key", create(c, 2, lobbyTable(), ""), proto.CodeForbidden)
		wantCode(t, "wrong key", create(c, 3, lobbyTable(), "sesamE"), proto.CodeForbidden)
		if m := create(c, 4, lobbyTable(), "sesame"); m.Type != proto.TCreated {
			t.Errorf("the right key: %v %+v", m.Type, m.Error)
		}
		_, url = loopback(t, server.Options{CreateOpen: true})
		c = greeted(t, url, "Ada")
		if m := create(c, 2, lobbyTable(), ""); m.Type != proto.TCreated {
			t.Errorf("open to all: %v %+v", m.Type, m.Error)
		}
	})
	t.Run("config", func(t *testing.T) {
		srv, url := loopback(t, server.Options{CreateOpen: true})
		c := greeted(t, url, "Ada")
		bad := map[string]game.Config{
			"unknown game":      {Game: "chess", Seats: []game.SeatConfig{{}, {}}},
			"too many seats":    {Game: "dale", Seats: make([]game.SeatConfig, 9)},
			"one seat":          {Game: "dale", Seats: make([]game.SeatConfig, 1)},
			"unknown expansion": {Game: "wonders", Seats: make([]game.SeatConfig, 3), Expansions: []string{"atlantis"}},
			"unknown bot":       {Game: "dale", Seats: []game.SeatConfig{{}, {Name: "R", Bot: "oracle"}}},
			"ruleset to come":   {Game: "dale", Seats: make([]game.SeatConfig, 2), Ruleset: 999},
		}
		id := uint32(2)
		for what, cfg := range bad {
			wantCode(t, what, create(c, id, cfg, ""), proto.CodeConfig)
			id++
		}
		// A seed in the message is refused: the server draws it.
		raw, _ := proto.Encode(&proto.Message{Type: proto.TCreate, ID: id, Create: &proto.Create{Config: lobbyTable()}})
		c.send(strings.Replace(string(raw), `"seed":0`, `"seed":42`, 1))
		wantCode(t, "a seed", c.answer(0), proto.CodeMalformed)
		if n := srv.Sweep(time.Now().Add(24 * time.Hour)); n != 0 {
			t.Errorf("swept %d lobbies watched", n)
		}
	})
	t.Run("rooms and rate", func(t *testing.T) {
		srv, url := loopback(t, server.Options{CreateOpen: true, MaxRooms: 2})
		if _, err := srv.CreateRoom(lobbyTable()); err != nil {
			t.Fatal(err)
		}
		c := greeted(t, url, "Ada")
		if m := create(c, 2, lobbyTable(), ""); m.Type != proto.TCreated {
			t.Fatalf("second room: %v %+v", m.Type, m.Error)
		}
		wantCode(t, "a third room", create(c, 3, lobbyTable(), ""), proto.CodeFull)
		_, url = loopback(t, server.Options{CreateOpen: true, CreateRate: 0.001, CreateBurst: 2})
		c = greeted(t, url, "Ada")
		for id := uint32(2); id < 4; id++ {
			if m := create(c, id, lobbyTable(), ""); m.Type != proto.TCreated {
				t.Fatalf("room %d: %v %+v", id, m.Type, m.Error)
			}
		}
		wantCode(t, "past the creation rate", create(c, 4, lobbyTable(), ""), proto.CodeRate)
		// The connection goes on.
		c.msg(&proto.Message{Type: proto.TPing, ID: 5})
		if m := c.answer(5); m.Type != proto.TPong {
			t.Errorf("after the rate: %v", m.Type)
		}
	})
	t.Run("claims and start", func(t *testing.T) {
		_, url := loopback(t, server.Options{CreateOpen: true})
		ada := greeted(t, url, "Ada")
		m := create(ada, 2, lobbyTable(), "")
		room, owner := m.Created.Room, m.Created.Owner
		m = claim(ada, 3, proto.Claim{Room: room, Seat: 0, Name: "Ada"})
		if m.Type != proto.TClaimed {
			t.Fatalf("claim: %v %+v", m.Type, m.Error)
		}
		adaToken := m.Claimed.Token
		bea := greeted(t, url, "Bea")
		wantCode(t, "a taken seat", claim(bea, 2, proto.Claim{Room: room, Seat: 0, Name: "Bea"}), proto.CodeTaken)
		wantCode(t, "a bot's seat", claim(bea, 3, proto.Claim{Room: room, Seat: 2, Name: "Bea"}), proto.CodeTaken)
		wantCode(t, "another's name", claim(bea, 4, proto.Claim{Room: room, Seat: 1, Name: " ADA"}), proto.CodeTaken)
		wantCode(t, "the bot's name", claim(bea, 5, proto.Claim{Room: room, Seat: 1, Name: "robot"}), proto.CodeTaken)
		wantCode(t, "a seat beyond the table", claim(bea, 6, proto.Claim{Room: room, Seat: 5, Name: "Bea"}), proto.CodeMalformed)
		wantCode(t, "another seat's token", claim(bea, 7, proto.Claim{Room: room, Seat: 1, Name: "Bea", Token: adaToken}), proto.CodeNoRoom)
		wantCode(t, "renaming another's seat", claim(bea, 8, proto.Claim{Room: room, Seat: 0, Name: "Bea", Token: proto.NewToken()}), proto.CodeTaken)
		wantCode(t, "an unknown room", claim(bea, 9, proto.Claim{Room: proto.NewRoomCode(), Seat: 1, Name: "Bea"}), proto.CodeNoRoom)
		wantCode(t, "a start before every seat is taken", start(ada, 4, room, owner), proto.CodeNotReady)
		wantCode(t, "a start by another", start(bea, 10, room, proto.NewToken()), proto.CodeNotOwner)
		// A claimed token opens nothing before the start.
		early := greeted(t, url, "Ada")
		early.msg(&proto.Message{Type: proto.TJoin, ID: 2, Join: &proto.Join{Room: room, Token: adaToken}})
		early.expectError(proto.CodeNoRoom)
		if m := claim(bea, 11, proto.Claim{Room: room, Seat: 1, Name: "Bea"}); m.Type != proto.TClaimed {
			t.Fatalf("Bea's claim: %v %+v", m.Type, m.Error)
		}
		if m := start(ada, 5, room, owner); m.Type != proto.TResult {
			t.Fatalf("start: %v %+v", m.Type, m.Error)
		}
		cy := greeted(t, url, "Cy")
		wantCode(t, "a claim after the start", claim(cy, 2, proto.Claim{Room: room, Seat: 1, Name: "Cy"}), proto.CodeNoRoom)
		wantCode(t, "a second start", start(ada, 6, room, owner), proto.CodeNoRoom)
	})
}
