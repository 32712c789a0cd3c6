package bots

import (
	"agora/game"
	"agora/game/wonders"
)

// coinPoints is what the heuristic takes one coin to be worth in victory
// points when it trades coins for cards on Market Day.
const coinPoints = 1.0 / 3

// commerceValues values the Commerce decisions the base estimator cannot
// preview: a pick (worth the best way to play the card now, market
// included), and Market Day's offers, bids and sell-or-keep choice (what
// the card would bring against the card the seat would play otherwise,
// less the coins). ok is false for every other decision.
func commerceValues(v *wonders.View, legal []game.Option) (values []float64, ok bool) {
	if v.Market == nil {
		return nil, false
	}
	switch v.Prompt {
	case wonders.KindCard, wonders.KindPropose, wonders.KindBid, wonders.KindSellKeep:
	default:
		return nil, false
	}
	worth := map[wonders.Card]float64{}
	var e *estimator // made once, for the first card valued
	cardWorth := func(c wonders.Card) float64 {
		if w, ok := worth[c]; ok {
			return w
		}
		if e == nil {
			e = newEstimator(v)
		}
		best := 0.0
		opts := v.PlayOptions(c)
		for i, val := range e.playValues(opts) {
			if i == 0 || val > best {
				best = val
			}
		}
		worth[c] = best
		return best
	}
	ownBest := 0.0
	if v.MarketDay != nil {
		for i, c := range v.MarketDay.Hands[v.Seat()] {
			if w := cardWorth(c); i == 0 || w > ownBest {
				ownBest = w
			}
		}
	}
	values = make([]float64, len(legal))
	for i, o := range legal {
		m := wonders.MustDecode(o)
		switch m.Action {
		case wonders.Pick:
			values[i] = cardWorth(m.Card)
		case wonders.Propose:
			values[i] = cardWorth(m.Card) - ownBest - coinPoints*float64(m.Price)
		case wonders.Bid:
			values[i] = cardWorth(v.MarketDay.Card) - ownBest - coinPoints*float64(m.Price)
		case wonders.KeepCard:
			values[i] = cardWorth(m.Card) - 2*coinPoints*float64(m.Price)
		case wonders.SellCard, wonders.Pass:
			values[i] = 0
		}
	}
	return values, true
}
