package wonders

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// sharedMoves lists seat's BuildShared moves of card id with no god.
func (tb *table) sharedMoves(seat int, id string) []Move {
	var out []Move
	for _, m := range tb.moves(game.Seat(seat)) {
		if m.Action == BuildShared && m.Card == cid(id) && m.GodMode == NoGodMode {
			out = append(out, m)
		}
	}
	return out
}

func shared(seat int, id string, left, right int) Move {
	return Move{Action: BuildShared, Card: cid(id), City: seat, PayLeft: left, PayRight: right}
}

// Toinito lets seat 0, which already has a Tavern, build its second
// Tavern in its partner's city: the partner gets the card and its coins,
// seat 0 pays for it with its own resources, and the team may do it once.
func TestTeamToinitoBuildsInPartnersCity(t *testing.T) {
	tb := newTeamFaith(t, 1)
	tb.hand(0, "tavern")
	tb.hand(1, "lumber_yard")
	if len(tb.sharedMoves(0, "tavern")) != 0 {
		t.Fatal("no shared build without Toinito")
	}
	tb.invoked(1, "toinito") // the partner's god serves the whole team
	if ms := tb.sharedMoves(0, "tavern"); len(ms) != 1 {
		t.Fatalf("shared Tavern: %v", ms)
	}
	c0, c1 := tb.city(0).coins, tb.city(1).coins
	tb.turn(shared(0, "tavern", 0, 0), build(1, "lumber_yard", 0, 0))
	if !tb.city(1).owns(cid("tavern")) || tb.city(0).owns(cid("tavern")) {
		t.Fatal("the Tavern stands in the partner's city")
	}
	if tb.city(0).coins != c0 || tb.city(1).coins != c1+5 {
		t.Fatalf("coins %d and %d: the Tavern's 5 go to the city it joins", tb.city(0).coins, tb.city(1).coins)
	}
	logged := false
	for _, e := range tb.g.events {
		logged = logged || e.Kind == EventBuildShared && e.City == 1 && e.Against == 0 && e.Card == cid("tavern") && e.Coins == 5
	}
	if !logged {
		t.Fatal("the log says who built what where")
	}
	tb.hand(0, "ore_vein")
	tb.hand(1, "glassworks_1")
	if len(tb.sharedMoves(0, "ore_vein")) != 0 || len(tb.sharedMoves(1, "glassworks_1")) != 0 {
		t.Fatal("once per Age for the team")
	}
	tb.check()
}

// The builder pays with its own production, never its partner's: the
// Baths needs a stone, which seat 0 makes and seat 1 does not.
func TestTeamToinitoPaysWithOwnCity(t *testing.T) {
	tb := newTeamFaith(t, 1)
	tb.invoked(0, "toinito")
	tb.hand(0, "baths")
	tb.city(1).fixed = Resources{Stone: 1}
	tb.city(0).fixed = Resources{}
	tb.city(0).nchoice, tb.city(0).ntrade = 0, 0
	tb.coins(0, 0)
	if len(tb.sharedMoves(0, "baths")) != 0 {
		t.Fatal("seat 0, with no stone nor coins, cannot send the Baths to its partner's stone")
	}
	tb.city(0).fixed = Resources{Stone: 1}
	if ms := tb.sharedMoves(0, "baths"); len(ms) != 1 || ms[0].PayLeft+ms[0].PayRight != 0 {
		t.Fatalf("seat 0 sends the Baths with its own stone: %v", ms)
	}
}

// Chosen at once, the partners may both send a card, or the partner may
// build the same card at home: what is built at home comes first, the
// first shared build in seat order stands, and a card that cannot go to
// the partner is built at home, or discarded for 3 coins when home has one.
func TestTeamToinitoClashes(t *testing.T) {
	for _, tc := range []struct {
		name     string
		built1   string // a card city 1 has before the turn
		m0, m1   Move
		in0, in1 []string // cards in each city after the turn
		gain1    int      // seat 1's coins
	}{
		{
			name: "both send: seat 0's stands, seat 1 builds at home",
			m0:   shared(0, "altar", 0, 0), m1: shared(1, "theater", 0, 0),
			in1: []string{"altar", "theater"},
		},
		{
			name: "the partner builds the same card at home: seat 0 builds it at home",
			m0:   shared(0, "lumber_yard", 0, 0), m1: build(1, "lumber_yard", 0, 0),
			in0: []string{"lumber_yard"}, in1: []string{"lumber_yard"},
		},
		{
			name: "both send, seat 1's home has the card: discarded for 3 coins", built1: "lumber_yard",
			m0: shared(0, "altar", 0, 0), m1: shared(1, "lumber_yard", 0, 0),
			in1: []string{"lumber_yard", "altar"}, gain1: 3,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTeamFaith(t, 1)
			tb.invoked(0, "toinito")
			if tc.built1 != "" {
				tb.built(1, tc.built1)
			}
			tb.hand(0, tc.m0.Card.String())
			tb.hand(1, tc.m1.Card.String())
			c1 := tb.city(1).coins
			tb.turn(tc.m0, tc.m1)
			for c, want := range [2][]string{tc.in0, tc.in1} {
				for _, id := range want {
					if !tb.city(c).owns(cid(id)) {
						t.Errorf("city %d lacks %s", c, id)
					}
				}
				if int(tb.city(c).nbuilt) != len(want) {
					t.Errorf("city %d holds %d cards, want %v", c, tb.city(c).nbuilt, want)
				}
			}
			if got := int(tb.city(1).coins - c1); got != tc.gain1 {
				t.Errorf("seat 1 gains %d coins, want %d", got, tc.gain1)
			}
			tb.check()
		})
	}
}

// Toinito serves from the turn after his reveal (team ruling 11): he
// changes where a card goes, not what it costs, so even invoked first he
// sends the card played with him home.
func TestTeamToinitoFromNextTurn(t *testing.T) {
	tb := newTeamFaith(t, 1)
	tb.gods(0, "toinito")
	tb.gods(2, "ares")
	tb.gods(3, "zeus") // no Seth to cancel him
	tb.hand(0, "altar", "theater")
	for _, m := range tb.moves(0) {
		if m.Action == BuildShared {
			t.Fatalf("shared build offered with Toinito still in hand: %v", m)
		}
	}
	tb.turn(invoke(discard(0, "altar"), "toinito", InvokeAfter, 0, 0))
	if !tb.g.invokedNow(0, gid("toinito")) {
		t.Fatal("Toinito invoked")
	}
	tb.hand(0, "theater")
	if len(tb.sharedMoves(0, "theater")) != 1 {
		t.Fatal("the next turn, seat 0 may build in its partner's city")
	}
}

// Random team Faith games (4 and 6 players, with and without Commerce)
// reach Toinito's shared build, and stay within the contract.
func TestTeamToinitoInRandomGames(t *testing.T) {
	sharedBuilds := 0
	games := gametest.Size(24, 80)
	for seed := range uint64(games) {
		cfg := config(4+2*int(seed%2), seed, VariantSides, "A")
		cfg.Teams = true
		cfg.Expansions = []string{ExpansionFaith}
		if seed%4 >= 2 {
			cfg.Expansions = append(cfg.Expansions, ExpansionCommerce)
		}
		rng := game.NewRand(seed*31 + 7)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, e := range s.(*State).events {
			if e.Kind == EventBuildShared {
				sharedBuilds++
			}
		}
	}
	if sharedBuilds == 0 {
		t.Fatalf("no shared build in %d random team games", games)
	}
	t.Logf("%d shared builds", sharedBuilds)
}
