package wonders

import (
	"testing"

	"agora/game"
)

// A Faith game played to its end with each seat's last legal option:
// every seat picked two gods in each of the three Prayers, and the picks
// read from the log are the Pray moves it made, in order.
func TestPrayersReadsEachSeatsPicks(t *testing.T) {
	for _, players := range []int{3, 7} {
		cfg := config(players, 5, VariantSides, "A")
		cfg.Expansions = []string{ExpansionFaith}
		g := start(t, cfg)
		want := make([][]God, players)
		for steps := 0; !g.Over(); steps++ {
			if steps > 5000 {
				t.Fatal("the game did not end")
			}
			p := g.Pending()[0]
			opts := g.Legal(p.Seat, nil)
			o := opts[len(opts)-1]
			if m := MustDecode(o); m.Action == Pray {
				want[p.Seat] = append(want[p.Seat], m.God)
			}
			if err := g.Apply(p.Seat, o); err != nil {
				t.Fatal(err)
			}
		}
		for s := range players {
			got := Prayers(g.Log(), game.Seat(s))
			if len(got) != 3 {
				t.Fatalf("%dp seat %d: %d Prayers, want %d", players, s, len(got), 3)
			}
			var all []God
			for i, p := range got {
				if p.Age != i+1 || len(p.Picks) != 2 {
					t.Errorf("%dp seat %d: Prayer %d is %+v, want Age %d with 2 picks", players, s, i, p, i+1)
				}
				all = append(all, p.Picks...)
			}
			if len(all) != len(want[s]) {
				t.Fatalf("%dp seat %d: picks %v, want %v", players, s, all, want[s])
			}
			for i := range all {
				if all[i] != want[s][i] {
					t.Errorf("%dp seat %d: picks %v, want %v", players, s, all, want[s])
					break
				}
			}
		}
	}
	if got := Prayers(nil, 0); len(got) != 0 {
		t.Errorf("an empty log has Prayers %v", got)
	}
}
