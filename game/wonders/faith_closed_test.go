package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

// When a seat may invoke no more in an Age, its other gods go face down,
// and the log says so: one EventGodsClosed naming exactly the gods that
// went to the god discard with it (the god traded for coins and a god
// Seth cancelled aside: their own events tell them), seen by the seat
// alone, the others seeing how many. The digest leaves the event out.
func TestClosedGodsAreLogged(t *testing.T) {
	cases := []struct {
		players    int
		expansions []string
		teams      bool
	}{
		{3, []string{ExpansionFaith}, false},
		{5, []string{ExpansionFaith, ExpansionCommerce}, false},
		{7, []string{ExpansionFaith}, false},
		{4, []string{ExpansionFaith}, true},
		{6, []string{ExpansionFaith, ExpansionCommerce, ExpansionLeaders}, true},
	}
	logged := 0
	for i, tc := range cases {
		for seed := uint64(1); seed <= 3; seed++ {
			cfg := config(tc.players, seed+uint64(10*i), VariantSides, "A")
			cfg.Expansions, cfg.Teams = tc.expansions, tc.teams
			s := start(t, cfg)
			rng := game.NewRand(seed*17 + uint64(i))
			for n := 0; !s.Over(); n++ {
				if n > 3000 {
					t.Fatal("the game does not end")
				}
				seat := s.Pending()[0].Seat
				legal := s.Legal(seat, nil)
				discarded, events := s.fa.ndiscard, len(s.events)
				if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				if s.fa.ndiscard < discarded || len(s.events) < events {
					continue // the Age ended: the gods went back to the deck
				}
				logged += checkClosed(t, s, s.fa.discard[discarded:s.fa.ndiscard], s.events[events:])
			}
			if got, want := s.Digest(), withoutClosed(s).Digest(); got != want {
				t.Errorf("%d players %v seed %d: the closed gods' events change the digest", tc.players, tc.expansions, seed)
			}
		}
	}
	if logged == 0 {
		t.Fatal("no seat's gods were closed in these games")
	}
}

// checkClosed checks the events a move logged against the gods it put
// face down; it counts the EventGodsClosed.
func checkClosed(t *testing.T, s *State, discarded []placedGod, events []Event) int {
	t.Helper()
	want := map[int][]God{}
	for _, p := range discarded {
		want[int(p.by)] = append(want[int(p.by)], p.god)
	}
	for _, e := range events {
		switch {
		case e.Kind == EventGodCoins:
			want[e.City] = without(want[e.City], e.God)
		case e.Kind == EventGod && e.God == sethGod:
			for _, v := range targetList(e.Targets) {
				want[v] = without(want[v], e.Cancelled)
			}
		}
	}
	n := 0
	for _, e := range events {
		if e.Kind != EventGodsClosed {
			continue
		}
		n++
		got := e.Gods[:e.Points]
		if !slices.Equal(got, want[e.City]) {
			t.Fatalf("city %d's gods closed: logged %v, put face down %v", e.City, got, want[e.City])
		}
		if s.fa.closed&(1<<e.City) == 0 {
			t.Fatalf("city %d's gods logged closed, yet it may invoke", e.City)
		}
		delete(want, e.City)
		for seat := range s.players {
			seen := s.SeatView(game.Seat(seat)).Events
			i := slices.IndexFunc(seen, func(o Event) bool {
				return o.Kind == EventGodsClosed && o.City == e.City && o.Age == e.Age
			})
			if i < 0 || seen[i].Points != e.Points {
				t.Fatalf("seat %d does not see how many gods city %d closed", seat, e.City)
			}
			if hidden := seen[i].Gods == noGods; hidden == (int(seat) == e.City) {
				t.Fatalf("seat %d sees city %d's closed gods %v", seat, e.City, seen[i].Gods)
			}
		}
	}
	for c, gods := range want {
		if len(gods) > 0 {
			t.Fatalf("city %d put %v face down, and the log says nothing", c, gods)
		}
	}
	return n
}

func without(gods []God, gd God) []God {
	if i := slices.Index(gods, gd); i >= 0 {
		return slices.Delete(slices.Clone(gods), i, i+1)
	}
	return gods
}

// withoutClosed is the state with no EventGodsClosed: as the log was
// before it said so.
func withoutClosed(s *State) *State {
	c := s.clone()
	c.events = slices.DeleteFunc(slices.Clone(c.events), func(e Event) bool { return e.Kind == EventGodsClosed })
	return c
}
