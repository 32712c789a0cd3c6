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

// duesValues values a city's answer to a coin loss (KindDues: black
// cards, Hécate, Héra): each debt token costs a point; each coin paid is
// worth what a coin is to the city (coinWorth), and more, while Ages
// remain, for the coins it keeps to buy what its hand and wonder lack (2
// coins a unit short). So the city pays the coins it can spare, a coin
// being worth less than a point, and takes debt rather than give up the
// coins it needs early in the game.
func duesValues(v *wonders.View, legal []game.Option) []float64 {
	e := newEstimator(v)
	need := 0
	for _, n := range e.short {
		need += 2 * n
	}
	coins := max(e.before.Coins, 0)
	worth := func(k int) float64 { // the coin k-th from the bottom of the treasury
		w := e.coinWorth()
		if k < need {
			w += duesScarcity * e.ageLeft
		}
		return w
	}
	values := make([]float64, len(legal))
	for i, o := range legal {
		m := wonders.MustDecode(o)
		values[i] = -float64(max(v.Dues, m.Price) - m.Price)
		for k := coins - m.Price; k < coins; k++ {
			values[i] -= worth(k)
		}
	}
	return values
}

// duesScarcity is what a coin the city needs for its trade is worth beyond
// coinWorth, in points, at the start of the game.
const duesScarcity = 0.6
