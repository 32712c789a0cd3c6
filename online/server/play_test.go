package server_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
	"agora/online/server"
)

var (
	commerceFaith = []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}
	allFour       = []string{wonders.ExpansionCommerce, wonders.ExpansionFaith, wonders.ExpansionLeaders, wonders.ExpansionCities}
)

// games are the tables played whole through the server: every seat a
// client over the network, or some seats the server's bots. -short plays
// three; the default adds the rest of the modes at small sizes;
// AGORA_ONLINE_ALL=1 plays them at full size too (about a minute).
func games(short, all bool) []game.Config {
	out := []game.Config{
		table(wonders.Rules.Game, 7, false, nil),
		table(dale.Rules.Game, 2, false, nil),
		table(wonders.Rules.Game, 4, false, commerceFaith, "random", "easy"),
	}
	if short {
		return out
	}
	out = append(out,
		table(wonders.Rules.Game, 7, false, commerceFaith),
		table(wonders.Rules.Game, 3, false, allFour),
		table(wonders.Rules.Game, 4, true, commerceFaith),
		table(dale.Rules.Game, 4, false, nil),
	)
	if all {
		out = append(out,
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
// client over loopback driven by a random player, and checks that every
// client got the same log, that it replays locally to the digest of the
// server's game, and that nothing a seat received lies outside its view
// (secrecy_test.go).
func TestWholeGames(t *testing.T) {
	srv, url := loopback(t, server.Options{Rate: 1e6, Burst: 1e6, ThinkLimit: time.Second})
	for i, cfg := range games(testing.Short(), os.Getenv("AGORA_ONLINE_ALL") != "") {
		t.Run(name(cfg), func(t *testing.T) {
			start := time.Now()
			p := playRemote(t, srv, url, cfg, uint64(100*i))
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
