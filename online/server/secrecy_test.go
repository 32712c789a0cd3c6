package server_test

import (
	"bytes"
	"slices"
	"strconv"
	"testing"

	"agora/game"
	"agora/online/proto"
)

// checkSecrecy reads every message seat received during a game whose
// whole log is known, and fails on anything outside that seat's view: the
// seed before the end, a view that is not exactly the engine's View of
// the seat at that point, options that are not the seat's own, a log
// before the game is over.
func checkSecrecy(t *testing.T, rules game.Rules, cfg game.Config, log []game.Decision, st game.Seat, msgs [][]byte) {
	t.Helper()
	seed := []byte(strconv.FormatUint(cfg.Seed, 10))
	byDecisions := map[int][]*proto.Update{}
	overSeen, endSeen := false, false
	for i, data := range msgs {
		m, err := proto.DecodeServer(data)
		if err != nil {
			t.Fatalf("%v, message %d: %v", st, i, err)
		}
		if m.Type != proto.TOver && bytes.Contains(data, seed) {
			t.Fatalf("%v, message %d (%s) holds the seed", st, i, m.Type)
		}
		if overSeen {
			t.Fatalf("%v, message %d (%s) after the game's log", st, i, m.Type)
		}
		switch m.Type {
		case proto.TWelcome, proto.TResult, proto.TPong:
		case proto.TJoined:
			want := cfg
			want.Seed = 0
			if m.Joined.Seat != st || !sameConfig(m.Joined.Config, want) {
				t.Fatalf("%v joined as %v with %+v", st, m.Joined.Seat, m.Joined.Config)
			}
		case proto.TUpdate:
			u := m.Update
			if u.Version != u.Decisions {
				t.Fatalf("%v: version %d with %d decisions and no undo", st, u.Version, u.Decisions)
			}
			byDecisions[u.Decisions] = append(byDecisions[u.Decisions], u)
			endSeen = endSeen || u.Over
		case proto.TOver:
			if !endSeen {
				t.Fatalf("%v: the log before an update saying the game is over", st)
			}
			overSeen = true
		default:
			t.Fatalf("%v, message %d: unexpected %s", st, i, m.Type)
		}
	}
	if !overSeen {
		t.Fatalf("%v never got the log", st)
	}
	s, err := rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for n := 0; n <= len(log); n++ {
		for _, u := range byDecisions[n] {
			view, err := proto.EncodeView(cfg.Game, s.View(st))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(view, u.View) {
				t.Fatalf("%v at decision %d: the view sent is not the seat's:\n%s\n%s", st, n, u.View, view)
			}
			if legal := s.Legal(st, nil); !slices.Equal(legal, u.Legal) {
				t.Fatalf("%v at decision %d: options %v, the seat's %v", st, n, u.Legal, legal)
			}
			pending := s.Pending()
			if len(pending) != len(u.Pending) {
				t.Fatalf("%v at decision %d: pending %v, %v", st, n, u.Pending, pending)
			}
			for i, p := range pending {
				if u.Pending[i].Seat != p.Seat || u.Pending[i].Kind != p.Kind {
					t.Fatalf("%v at decision %d: pending %v, %v", st, n, u.Pending, pending)
				}
			}
			if u.Over != s.Over() {
				t.Fatalf("%v at decision %d: over %v", st, n, u.Over)
			}
			checked++
		}
		if n < len(log) {
			if err := s.Apply(log[n].Seat, log[n].Option); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatalf("%v: no update checked", st)
	}
}

func sameConfig(a, b game.Config) bool {
	if a.Game != b.Game || a.Teams != b.Teams || a.Seed != b.Seed || a.Ruleset != b.Ruleset ||
		!slices.Equal(a.Seats, b.Seats) || !slices.Equal(a.Expansions, b.Expansions) || len(a.Variants) != len(b.Variants) {
		return false
	}
	for k, v := range a.Variants {
		if b.Variants[k] != v {
			return false
		}
	}
	return true
}
