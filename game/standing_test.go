package game_test

import (
	"testing"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
)

// Both engines say how a game stands at every move: a score per seat,
// ranked from 1, the same as the outcome once the game is over.
func TestEnginesSayHowAGameStands(t *testing.T) {
	for _, c := range []struct {
		rules game.Rules
		exp   []string
		seats int
	}{{wonders.Rules, nil, 3}, {wonders.Rules, []string{"commerce", "faith"}, 4}, {dale.Rules, nil, 2}} {
		var seats []game.SeatConfig
		for range c.seats {
			seats = append(seats, game.SeatConfig{Name: "P"})
		}
		cfg := game.Config{Game: c.rules.Game, Expansions: c.exp, Seed: 9, Seats: seats}
		s, err := c.rules.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		st, ok := s.(game.Stander)
		if !ok {
			t.Fatalf("%s: no standing", c.rules.Game)
		}
		rng := game.NewRand(4)
		grew := false
		for moves := 0; !s.Over() && moves < 2000; moves++ {
			o := st.Standing()
			if len(o.Scores) != c.seats {
				t.Fatalf("%s move %d: %d scores for %d seats", c.rules.Game, moves, len(o.Scores), c.seats)
			}
			for i, sc := range o.Scores {
				if sc.Rank < 1 || sc.Rank > c.seats {
					t.Fatalf("%s move %d: seat %d ranked %d", c.rules.Game, moves, i, sc.Rank)
				}
				grew = grew || sc.Total > 0
			}
			p := s.Pending()[0]
			legal := s.Legal(p.Seat, nil)
			if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if !grew {
			t.Errorf("%s: no seat ever stood above 0 points", c.rules.Game)
		}
		if s.Over() {
			if got, want := st.Standing(), s.Outcome(); len(got.Scores) != len(want.Scores) || got.Scores[0].Total != want.Scores[0].Total {
				t.Errorf("%s: over, standing %+v, outcome %+v", c.rules.Game, got, want)
			}
		}
	}
}
