package dale

import (
	"testing"

	"agora/game"
)

// validate narrows the listing to the option's type and card; it must
// accept exactly the options Legal lists. This plays random games and, at
// every decision, checks the listed options and a spread of unlisted ones
// (every move type with every card in sight, every slot, Glue's variant).
func TestValidateAcceptsExactlyLegal(t *testing.T) {
	cfgs := []game.Config{config(2, 0), config(3, 0), config(4, 0), teamConfig(0)}
	for k, cfg := range cfgs {
		for seed := uint64(0); seed < 4; seed++ {
			cfg.Seed = seed + 100*uint64(k)
			g := start(t, cfg)
			rng := game.NewRand(cfg.Seed)
			for step := 0; !g.Over(); step++ {
				seat := g.Pending()[0].Seat
				legal := g.Legal(seat, nil)
				cards := append([]Card{NoCard, Junk}, g.p[seat].hand.cards()...)
				cards = append(cards, g.market[:]...)
				var cands []game.Option
				cands = append(cands, legal...)
				for typ := MoveType(1); typ < numMoveTypes; typ++ {
					cands = append(cands, mv(typ).Option())
					for i := range 8 {
						cands = append(cands, slotMove(typ, i).Option())
					}
					for _, c := range cards {
						cands = append(cands, cardMove(typ, c).Option(), Move{Type: typ, Card: c, Value: 1}.Option())
					}
				}
				for _, o := range cands {
					_, err := g.validate(seat, o)
					if want := game.Contains(legal, o); (err == nil) != want {
						t.Fatalf("%v seed %d step %d, prompt %v: validate(%s) = %v, listed %v",
							cfg.Players(), cfg.Seed, step, g.top().ask, g.Describe(o), err, want)
					}
				}
				if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
