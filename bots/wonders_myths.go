package bots

import (
	"agora/game"
	"agora/game/wonders"
)

// noutValues values Nout's gift: every way of handing out the city's debt
// tokens frees it of as many, so they differ only in who receives them;
// the bot sends them to the cities scoring most.
func noutValues(v *wonders.View, legal []game.Option) []float64 {
	values := make([]float64, len(legal))
	for i, o := range legal {
		m := wonders.MustDecode(o)
		for c := range v.Cities {
			if m.Targets&(1<<c) == 0 {
				continue
			}
			k := 1.0
			if m.Price&(1<<c) != 0 {
				k = 2
			}
			values[i] += k * (1 + 0.01*float64(v.Scores[c].Total()))
		}
	}
	return values
}
