package bots

import (
	"context"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// depth is how many of the seat's decisions the deepest line below nd
// holds.
func depth(nd *node) int {
	deepest := 0
	for _, e := range nd.edges {
		if e.child != nil {
			deepest = max(deepest, 1+depth(e.child))
		}
	}
	return deepest
}

// Below the root the tree holds the same candidates as at the root: a
// decision the prior settles alone is taken by it, not grown as a node,
// and a node's options are distinct moves, not one card paid two ways.
func TestISMCTSTreeHoldsCandidatesOnly(t *testing.T) {
	cfg := game.Config{Game: "wonders", Expansions: []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}, Seats: make([]game.SeatConfig, 4), Seed: 5}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(2)
	for n := 0; n < 12; n++ { // some way into age I
		p := s.Pending()[0].Seat
		legal := s.Legal(p, nil)
		if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	seat, legal := mover(t, s)
	for _, tc := range []struct {
		name       string
		settled    func(game.View) bool
		deeper     bool
		iterations int // the prior settling every decision is slow
	}{
		{"the prior settles every later decision", func(game.View) bool { return true }, false, 40},
		{"search takes every decision", nil, true, 300},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := NewISMCTS(tc.iterations, 1)
			b.Search = search("wonders")
			b.Expand = 5
			v := s.View(seat)
			opts, values := b.narrowed(v, legal)
			b.Settled = tc.settled // after the root's narrowing, which would keep one option
			roots := b.trees(context.Background(), v, opts, values)
			for _, root := range roots {
				if got := depth(root) > 0; got != tc.deeper {
					t.Fatalf("tree %d levels deep below the root, want deeper: %v", depth(root), tc.deeper)
				}
				var check func(nd *node)
				check = func(nd *node) {
					for _, e := range nd.edges {
						if e.child == nil {
							continue
						}
						shapes := map[game.Option]int{}
						for _, f := range e.child.edges {
							shapes[wondersShape(f.opt)]++
						}
						// one world's candidates are distinct moves; two
						// worlds may pay the same move two ways, rarely
						if dups := len(e.child.edges) - len(shapes); 4*dups > len(e.child.edges) {
							t.Errorf("a node's %d options are only %d distinct moves", len(e.child.edges), len(shapes))
						}
						check(e.child)
					}
				}
				check(root)
			}
		})
	}
}
