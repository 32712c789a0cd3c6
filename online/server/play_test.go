package server_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/game/gametest"
	"agora/game/wonders"
	"agora/online/seat"
	"agora/online/server"
)

var (
	commerceFaith = []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}
	allFour       = []string{wonders.ExpansionCommerce, wonders.ExpansionFaith, wonders.ExpansionLeaders, wonders.ExpansionCities}
)

// games are the tables played whole through the server: every seat a
// client over the network, or some seats the server's bots. -short plays
// three; make test adds every expansion and the team game at small
// sizes; make long (long, gametest.Long) adds the full sizes: 7 players,
// Dale at 3 and 4.
func games(short, long bool) []game.Config {
	out := []game.Config{
		table(wonders.Rules.Game, 7, false, nil),
		table(dale.Rules.Game, 2, false, nil),
		table(wonders.Rules.Game, 4, false, commerceFaith, "random", "easy"),
	}
	if short {
		return out
	}
	out = append(out,
		table(wonders.Rules.Game, 3, false, allFour),
		table(wonders.Rules.Game, 4, true, commerceFaith),
	)
	if long {
		out = append(out,
			table(wonders.Rules.Game, 7, false, commerceFaith),
			table(dale.Rules.Game, 4, false, nil),
			table(dale.Rules.Game, 4, true, nil, "random"),
			table(wonders.Rules.Game, 7, false, allFour),
			table(wonders.Rules.Game, 6, true, commerceFaith),
			table(dale.Rules.Game, 3, false, nil),
		)
	}
	return out
}

func name(cfg game.Config) string {
	n := fmt.Sprintf("%s-%d", cfg.Game, len(cfg.Seats))
	for _, e := range cfg.Expansions {
		n += "-" + e
	}
	if cfg.Teams {
		n += "-teams"
	}
	for _, s := range cfg.Seats {
		if s.Bot != "" {
			return n + "-bots"
		}
	}
	return n
}

// TestWholeGames plays whole games through the server, each human seat a
// client over loopback, and checks that every client got the same log,
// that it replays locally to the digest of the server's game, and that
// nothing a seat received lies outside its view (secrecy_test.go). Under
// make long every client plays at random; otherwise the even seats of a
// Dale table play as the easy bot, which ends the game in hundreds of
// decisions, not thousands (easyChooser), the odd seats at random.
func TestWholeGames(t *testing.T) {
	long := gametest.Long()
	srv, url := loopback(t, server.Options{Rate: 1e6, Burst: 1e6, ThinkLimit: time.Second})
	for i, cfg := range games(testing.Short(), long) {
		t.Run(name(cfg), func(t *testing.T) {
			start := time.Now()
			seed := uint64(100 * i)
			limit := 2 * time.Minute
			if long {
				// Four random players of Dale: some 2,000 decisions,
				// eight minutes and more on a loaded machine.
				limit = 30 * time.Minute
			}
			p := playRemoteWith(t, srv, url, cfg, limit, func(st game.Seat) seat.Chooser {
				if !long && cfg.Game == dale.Rules.Game && st%2 == 0 {
					return easyChooser(t, cfg.Game, seed+uint64(st))
				}
				return randomChooser(seed + uint64(st))
			})
			host, ok := srv.Host(p.info.Code)
			if !ok {
				t.Fatal("room gone")
			}
			want := host.State()
			if !want.Over() {
				t.Fatal("the server's game is not over")
			}
			for st, s := range p.seats {
				c, log, err := s.Log(context.Background())
				if err != nil {
					t.Fatalf("%v: %v", st, err)
				}
				if c.Seed != want.Config().Seed || len(log) != len(want.Log()) {
					t.Fatalf("%v: seed %d, %d decisions; the server's %d, %d", st, c.Seed, len(log), want.Config().Seed, len(want.Log()))
				}
				rules, _ := lookup(c.Game)
				got, err := game.Replay(rules, c, log)
				if err != nil {
					t.Fatalf("%v: replay: %v", st, err)
				}
				if got.Digest() != want.Digest() {
					t.Fatalf("%v: replayed digest %x, the server's %x", st, got.Digest(), want.Digest())
				}
				checkSecrecy(t, rules, c, log, st, p.recv[st].all())
			}
			largest, count := 0, 0
			for _, r := range p.recv {
				for _, m := range r.all() {
					largest = max(largest, len(m))
					count++
				}
			}
			t.Logf("%d decisions, %d clients, %d messages received, the largest %d bytes, %v",
				len(want.Log()), len(p.seats), count, largest, time.Since(start).Round(time.Millisecond))
		})
	}
}

func lookup(name string) (game.Rules, bool) {
	switch name {
	case wonders.Rules.Game:
		return wonders.Rules, true
	case dale.Rules.Game:
		return dale.Rules, true
	}
	return game.Rules{}, false
}
