package server_test

import (
	"bytes"
	"encoding/json"
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
// before the game is over. And it checks that what the seat received does
// not depend on what it may not see: the view of a game whose hidden part
// (other hands, decks, gods) is drawn again from the seat's own view
// (View.Determinize) is the same, but for what forgotten masks. A
// spectator (proto.Spectator) sees the engines' view of no seat: the
// public one, which stays the same when the hidden part is drawn again
// from any player's view.
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
		table := m.Type == proto.TPresence || m.Type == proto.TChat || m.Type == proto.TAbsent
		if overSeen && m.Type != proto.TResult && m.Type != proto.TError && m.Type != proto.TPong && !table {
			// The answer to the last move may come after the log, and the
			// table's news (public) goes on.
			t.Fatalf("%v, message %d (%s) after the game's log", st, i, m.Type)
		}
		switch m.Type {
		case proto.TWelcome, proto.TResult, proto.TPong, proto.TPresence, proto.TChat:
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
	checked, resampled := 0, 0
	rng := game.NewRand(cfg.Seed ^ uint64(st))
	for n := 0; n <= len(log); n++ {
		for _, u := range byDecisions[n] {
			v := s.View(st)
			view, err := proto.EncodeView(cfg.Game, v)
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
			// Of the log, only the seat's own decisions, and how many are
			// final.
			var own []game.Option
			open := 0
			for i, d := range log[:n] {
				if d.Seat == st {
					own = append(own, d.Option)
					if i >= s.Settled() {
						open++
					}
				}
			}
			if u.Settled != s.Settled() || !slices.Equal(u.Own, own) || u.Open != open {
				t.Fatalf("%v at decision %d: settled %d, own %v, open %d; want %d, %v, %d", st, n, u.Settled, u.Own, u.Open, s.Settled(), own, open)
			}
			checked++
			if checked%3 == 1 { // the hidden part drawn again at one update in three, for time
				from := v
				if st == proto.Spectator {
					// The public view holds nothing any player does not
					// see: drawn again from each player's view in turn,
					// the spectator's view stays the same.
					from = s.View(game.Seat(checked / 3 % cfg.Players()))
				}
				other := from.Determinize(&rng)
				if other.Digest() != s.Digest() {
					resampled++
				}
				again, err := proto.EncodeView(cfg.Game, other.View(st))
				if err != nil {
					t.Fatal(err)
				}
				if a, b := forgotten(cfg.Game, u.View), forgotten(cfg.Game, again); !bytes.Equal(a, b) {
					t.Fatalf("%v at decision %d: the view depends on hidden cards:\n%s\n%s", st, n, a, b)
				}
			}
		}
		if n < len(log) {
			if err := s.Apply(log[n].Seat, log[n].Option); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 || resampled == 0 {
		t.Fatalf("%v: %d updates checked, %d with their hidden part drawn again", st, checked, resampled)
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

// forgotten masks the fields of a view that a determinization does not
// keep although the seat saw them: public facts a search samples again or
// does without. 7 Wonders: the event log, and which cities have chosen
// their card this turn (the sampled state lets them choose again). Dale:
// the decision under way (the cards a technique looks at are drawn
// again, its options listed in another order). Everything else (hands,
// decks, stalls, cities, coins, gods...) must come out the same whatever
// the hidden cards are.
func forgotten(gameName string, view []byte) []byte {
	var w struct {
		Seat int                        `json:"seat"`
		View map[string]json.RawMessage `json:"view"`
	}
	if err := json.Unmarshal(view, &w); err != nil {
		return view
	}
	switch gameName {
	case "wonders":
		delete(w.View, "Events")
		var cities []map[string]json.RawMessage
		if json.Unmarshal(w.View["Cities"], &cities) == nil {
			for _, c := range cities {
				delete(c, "Chosen")
			}
			w.View["Cities"], _ = json.Marshal(cities)
		}
	case "dale":
		delete(w.View, "Prompt")
		delete(w.View, "Options")
	}
	out, _ := json.Marshal(w)
	return out
}
