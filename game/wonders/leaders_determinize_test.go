package wonders

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// Every seat's view determinizes at every decision of random Leaders games
// (alone and with Commerce and Faith), the Courtesans' copy and Rome's
// recruitment after a turn included: the bots' search never meets a
// position it cannot deal again.
func TestLeadersDeterminizeEverywhere(t *testing.T) {
	modes := [][]string{{ExpansionLeaders}, {ExpansionLeaders, ExpansionCommerce}, {ExpansionLeaders, ExpansionFaith},
		{ExpansionLeaders, ExpansionCommerce, ExpansionFaith}}
	copies := 0
	for seed := range uint64(gametest.Size(20, 60)) {
		cfg := config(4, seed, VariantSides, "A")
		cfg.Expansions = modes[seed%4]
		g := start(t, cfg)
		rng := game.NewRand(seed)
		for !g.Over() {
			if g.phase == phaseLeaderCopy || g.phase == phaseRecruitNow {
				copies++
			}
			for s := range 4 {
				r := game.NewRand(seed + uint64(s))
				d := g.SeatView(game.Seat(s)).Determinize(&r)
				if err := d.(*State).Check(); err != nil {
					t.Fatalf("seed %d, phase %d, seat %d: %v", seed, g.phase, s, err)
				}
			}
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			opts := g.Legal(p.Seat, nil)
			if err := g.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if copies == 0 {
		t.Error("no game reached the Courtesans' copy or Rome's recruitment")
	}
}
