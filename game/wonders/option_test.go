package wonders

import (
	"testing"

	"agora/game"
)

// Every option the engine lists decodes (DecodeOption's checks pass),
// MustDecode reads the same move, and Peek its action, card and god mode,
// in games with every expansion.
func TestListedOptionsDecode(t *testing.T) {
	for _, tc := range []struct {
		players    int
		expansions []string
	}{{3, nil}, {7, []string{ExpansionCommerce}}, {4, []string{ExpansionFaith}}, {7, []string{ExpansionCommerce, ExpansionFaith}}} {
		cfg := config(tc.players, 11)
		cfg.Expansions = tc.expansions
		s := start(t, cfg)
		rng := game.NewRand(5)
		var legal []game.Option
		for !s.Over() {
			seat := s.Pending()[0].Seat
			legal = s.Legal(seat, legal[:0])
			for _, o := range legal {
				m, ok := DecodeOption(o)
				if !ok {
					t.Fatalf("%d players %v: listed option %d does not decode", tc.players, tc.expansions, o)
				}
				if MustDecode(o) != m {
					t.Fatalf("MustDecode(%d) = %+v, DecodeOption %+v", o, MustDecode(o), m)
				}
				if a, c, mode := Peek(o); a != m.Action || c != m.Card || mode != m.GodMode {
					t.Fatalf("Peek(%d) = %v %v %v, move %+v", o, a, c, mode, m)
				}
			}
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
