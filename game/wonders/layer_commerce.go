package wonders

import (
	"fmt"

	"agora/game"
)

// Commerce's layer: the market's first merchant, the card choice that only
// picks a card, the seats resolving their picks one by one in market order
// (resolve.go), Market Day (marketday.go), and the market in the views.
func init() {
	addLayer(&layer{
		name:  ExpansionCommerce,
		order: 10,
		kinds: []string{KindResolve, KindPropose, KindBid, KindSellKeep, KindMarketPlay},
		deal:  func(g *State) { g.mk.first = int8(g.rng.IntN(int(g.players))) },
		pending: func(g *State) bool {
			switch g.phase {
			case phaseResolve:
				g.addPending(game.Seat(g.resolving), KindResolve)
				return true
			case phaseMarketDay:
				if s, kind := g.md.prompt(); kind != "" {
					g.addPending(s, kind)
				}
				return true
			}
			return false
		},
		resolve: func(g *State) bool { g.startResolve(); return true },
		choose:  commerceChoose,
		options: commerceOptions,
		apply:   commerceApply,
		view: func(g *State, v *View, seat game.Seat) {
			v.Market, v.MarketDay = g.marketView(), g.marketDayView()
		},
		check: func(g *State) error {
			if g.phase != phaseMarketDay {
				return nil
			}
			for s := range int(g.players) {
				if n := g.hands[s].n; n > 2 || g.md.status[s]&mdLeft != 0 && n > 0 && !g.playsLast(s) {
					return fmt.Errorf("market day: seat %d holds %d cards (status %b)", s, n, g.md.status[s])
				}
			}
			return nil
		},
	})
}

// commerceChoose lists a card choice with Commerce: the turn's choice only
// picks a card (the Free City, which never uses the market, chooses its
// whole move as in the base game); Babylon B's 7th card is played at once.
func commerceChoose(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) ([]game.Option, bool) {
	if c == int(g.freeCity) {
		return buf, false
	}
	h := g.available(seat)
	if kind == KindCard {
		return g.pickCardOptions(c, h.cards(), only, buf), true
	}
	for i, card := range h.cards() {
		if (only == NoCard || card == only) && !seenBefore(h.cards(), i) {
			buf = g.playOptions(c, card, buf)
		}
	}
	return buf, true
}

// commerceOptions lists the options of Commerce's decisions: a pick's
// use, with what other layers add to it (Faith: a god), and Market Day's.
func commerceOptions(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option {
	if kind != KindResolve {
		return g.marketDayOptions(c, kind, only, buf)
	}
	card := g.moves[c].Card
	if only != NoCard && only != card {
		return buf
	}
	start := len(buf)
	buf = g.playOptions(c, card, buf)
	ext := g.extension(c, kind)
	return ext.extend(card, start, buf, func(b []game.Option) []game.Option { return g.playOptions(c, card, b) })
}

// commerceApply carries Commerce's decisions out.
func commerceApply(g *State, kind string, m Move) {
	g.settled = len(g.log)
	if kind != KindResolve {
		g.marketDayApply(m)
		return
	}
	if g.revealFirst(m) {
		return
	}
	g.resolveNext(m)
}
