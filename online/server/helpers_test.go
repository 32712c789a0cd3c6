package server_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"agora/bots"
	"agora/game"
	"agora/online/proto"
	"agora/online/remote"
	"agora/online/seat"
	"agora/online/server"
)

// loopback serves a new server over plain WebSocket on 127.0.0.1, for
// tests only.
func loopback(t *testing.T, opts server.Options) (*server.Server, string) {
	t.Helper()
	srv := server.New(opts)
	return srv, newLoopback(t, srv)
}

// newLoopback serves srv on 127.0.0.1 until the test ends and returns its
// WebSocket address.
func newLoopback(tb testing.TB, srv *server.Server) string {
	tb.Helper()
	ts := httptest.NewServer(srv)
	if !strings.HasPrefix(ts.URL, "http://127.0.0.1:") {
		tb.Fatalf("test server at %s, not on loopback", ts.URL)
	}
	tb.Cleanup(func() {
		srv.Close()
		ts.Close()
	})
	return "ws" + strings.TrimPrefix(ts.URL, "http")
}

// table is a configuration to play, its seats named, bots where spec is
// set.
func table(gameName string, players int, teams bool, expansions []string, botSpecs ...string) game.Config {
	cfg := game.Config{Game: gameName, Teams: teams, Expansions: expansions}
	for p := range players {
		sc := game.SeatConfig{Name: fmt.Sprintf("Player %d", p+1)}
		if p < len(botSpecs) {
			sc.Bot = botSpecs[p]
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	return cfg
}

// recorder keeps every message a client received, in order.
type recorder struct {
	mu   sync.Mutex
	msgs [][]byte
}

func (r *recorder) add(data []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs = append(r.msgs, append([]byte(nil), data...))
}

func (r *recorder) all() [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]byte(nil), r.msgs...)
}

// randomChooser picks uniformly, seeded.
func randomChooser(seed uint64) seat.Chooser {
	rng := game.NewRand(seed)
	return func(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
		return legal[rng.IntN(len(legal))], nil
	}
}

// easyChooser plays as the easy bot (the heuristic with some noise),
// seeded. Random players seldom build a stack of Dale: two of them take
// some 1,600 decisions to end a game, four of them 3,000; one easy player
// at the table ends it in a few hundred. The tests that play Dale to the
// end for another purpose (a lobby, a resumption, a reconnection) give it
// a seat or more, random players or bots in the others.
func easyChooser(t testing.TB, gameName string, seed uint64) seat.Chooser {
	t.Helper()
	b, err := bots.New("easy", gameName, seed)
	if err != nil {
		t.Fatal(err)
	}
	return b.Choose
}

// played is a game played through the server by remote clients.
type played struct {
	info  server.RoomInfo
	seats map[game.Seat]*remote.Seat // the players' and the spectator's
	recv  map[game.Seat]*recorder
}

// playRemote creates a room of cfg and plays each human seat with a
// random client over the network until the game is over, a spectator
// (seat proto.Spectator) watching.
func playRemote(t *testing.T, srv *server.Server, url string, cfg game.Config, seed uint64) played {
	t.Helper()
	return playRemoteWith(t, srv, url, cfg, 2*time.Minute, func(st game.Seat) seat.Chooser { return randomChooser(seed + uint64(st)) })
}

// playRemoteWith is playRemote with each seat's chooser given, the game
// bounded by limit.
func playRemoteWith(t *testing.T, srv *server.Server, url string, cfg game.Config, limit time.Duration, chooser func(game.Seat) seat.Chooser) played {
	t.Helper()
	info, err := srv.CreateRoom(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	p := played{info: info, seats: map[game.Seat]*remote.Seat{}, recv: map[game.Seat]*recorder{}}
	for i, tok := range info.Tokens {
		if tok == "" {
			continue
		}
		rec := &recorder{}
		s, err := remote.Dial(ctx, url, info.Code, tok, remote.Options{Name: cfg.Seats[i].Name, Client: "test", Received: rec.add})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		if s.Seat() != game.Seat(i) {
			t.Fatalf("token of seat %d joined seat %d", i, s.Seat())
		}
		p.seats[s.Seat()], p.recv[s.Seat()] = s, rec
	}
	rec := &recorder{}
	watcher, err := remote.Dial(ctx, url, info.Code, info.Spectator, remote.Options{Name: "Zoé", Client: "test", Received: rec.add})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { watcher.Close() })
	if watcher.Seat() != proto.Spectator || !watcher.Spectator() {
		t.Fatalf("the spectators' token joined seat %d", watcher.Seat())
	}
	p.seats[proto.Spectator], p.recv[proto.Spectator] = watcher, rec
	var wg sync.WaitGroup
	errs := make(chan error, len(p.seats))
	for st, s := range p.seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := seat.Play(ctx, s, chooser(st)); err != nil {
				errs <- fmt.Errorf("%v: %w", st, err)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	return p
}
