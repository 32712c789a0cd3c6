package wonders

import "agora/game"

// The 2-player Free City is a third city without a player. Each turn the
// holder of the Free City card (the seats take turns) first chooses, from
// their own hand, the Free City's card (KindFreeCity), then their own. The
// Free City trades like any city, its controller choosing the plan, but
// must build for free by chain when some card of the hand allows it, and
// may discard only a card it can neither build nor use for a stage.

// freeCityOptions lists the Free City's options among cards.
func (g *State) freeCityOptions(c int, cards []Card, only Card, st *stagePlans, buf []game.Option) []game.Option {
	ct := &g.cities[c]
	mustChain := false
	for _, card := range cards {
		if !ct.owns(card) && ct.chained(card) {
			mustChain = true
			break
		}
	}
	for i, card := range cards {
		if (only != NoCard && card != only) || seenBefore(cards, i) {
			continue
		}
		if mustChain {
			if !ct.owns(card) && ct.chained(card) {
				buf = append(buf, Move{Action: Build, Card: card, City: c}.Option())
			}
			continue
		}
		start := len(buf)
		buf = g.buildOptions(c, card, buf)
		buf = st.options(g, c, card, buf)
		if len(buf) == start {
			buf = append(buf, Move{Action: Discard, Card: card, City: c}.Option())
		}
	}
	return buf
}
