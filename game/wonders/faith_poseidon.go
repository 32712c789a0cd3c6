package wonders

import (
	"fmt"

	"agora/game"
)

// Poseidon: from his reveal to the end of the Age (Age III: the end of the
// game) his city may also buy from every city that is not its neighbour,
// 1 coin a unit paid to that city, whatever the trading posts and the
// marketplace say (they only ever apply to the neighbours). What such a
// city sells is what it could sell its own neighbours: its fixed
// production and its brown and grey one-of-several cards. The search
// pools those cities as a third side (see othersPool) and a move carries
// only the total, Move.PayOthers; who gets each coin is decided by the
// engine when the move is validated, the first plan it lists for the
// option telling (othersPool.alloc), and kept in faith.alloc until the
// move is paid.

// From ruleset 2, as the seed says ("toutes les ressources ainsi achetées
// coûtent 1 pièce"), his city also buys from its neighbours at 1 coin a
// unit, whatever their usual price; games begun under ruleset 1 keep the
// neighbours' usual prices (payments).

// rulesetPoseidonAll is the first ruleset where Poseidon's coin serves
// the neighbours too.
const rulesetPoseidonAll = 2

// maxPayOthers is the most a move may pay other cities (4 bits).
const maxPayOthers = 15

// poseidonGod is Poseidon's index, NoGod when the data lacks him.
var poseidonGod = godNamed("poseidon")

func init() {
	if poseidonGod != NoGod {
		addPower("poseidon", power{costs: true}) // see paymentsOwn and fillPool
	}
}

// poseidonNow reports whether city c invoked Poseidon this Age, before
// the move being worked out (his power serves from his reveal on).
func (g *State) poseidonNow(c int) bool {
	return g.fa.on && poseidonGod != NoGod && g.invokedNow(c, poseidonGod)
}

// emit appends m's option. While validate records allocations (recordAlloc)
// it notes, the first time an option paying other cities is listed, who
// its plan pays.
func (g *State) emit(buf []game.Option, m Move, to uint32) []game.Option {
	return g.emitOption(buf, m.Option(), to)
}

// emitOption is emit for a move already encoded.
func (g *State) emitOption(buf []game.Option, o game.Option, to uint32) []game.Option {
	if g.fa.rec != nil && o&othersBits != 0 {
		if _, ok := g.fa.rec[o]; !ok {
			g.fa.rec[o] = to
		}
	}
	return append(buf, o)
}

// recordAlloc runs list, which lists options the way Legal does, and
// returns who opt's coins to other cities go to; ok is false when list
// does not list opt.
func (g *State) recordAlloc(opt game.Option, list func()) (to uint32, ok bool) {
	g.fa.rec = map[game.Option]uint32{}
	defer func() { g.fa.rec = nil }()
	list()
	to, ok = g.fa.rec[opt]
	return to, ok
}

// payOthers gives the cities that are not city c's neighbours the coins
// its move pays them.
func (g *State) payOthers(c int) {
	to := g.fa.alloc[c]
	for o := range int(g.ncities) {
		g.cities[o].coins += int32(to >> (4 * o) & 0xf)
	}
}

// tradeEvents logs, after city c's move, the coins it paid each city that
// is not its neighbour (EventTrade), and uses the allocation up.
func (g *State) tradeEvents(c int) {
	to := g.fa.alloc[c]
	g.fa.alloc[c] = 0
	for o := range int(g.ncities) {
		if k := int(to >> (4 * o) & 0xf); k > 0 {
			g.events = append(g.events, Event{Kind: EventTrade, Age: int(g.age), Turn: int(g.turn) + 1, City: c,
				Card: NoCard, Against: o, Coins: k, by: int8(g.controller(c))})
		}
	}
}

// checkAlloc verifies that the allocation kept for city c's move m pays
// exactly m.PayOthers, only to cities that are not c's neighbours, and
// that c may trade with them.
func (g *State) checkAlloc(c int, m Move) error {
	if m.PayOthers == 0 {
		return nil
	}
	sv := g.serve(c, g.firstGod(m)) // ruling 8: Poseidon revealed first serves the card
	defer g.unserve(sv)
	if !g.poseidonNow(c) {
		return fmt.Errorf("city %d pays %d coins to other cities without Poseidon", c, m.PayOthers)
	}
	to, sum := g.fa.alloc[c], 0
	for o := range maxCities {
		k := int(to >> (4 * o) & 0xf)
		if k > 0 && (o == c || o == g.left(c) || o == g.right(c) || o >= int(g.ncities)) {
			return fmt.Errorf("city %d pays %d coins to city %d, not one of its other cities", c, k, o)
		}
		sum += k
	}
	if sum != m.PayOthers {
		return fmt.Errorf("city %d pays %d coins to other cities, %d allocated", c, m.PayOthers, sum)
	}
	return nil
}

// allocOf is who option o (move m) pays among the cities that are not
// its city's neighbours, if it is an option of the seat deciding for that
// city now; ok is false otherwise.
func (g *State) allocOf(m Move, o game.Option) (to uint32, ok bool) {
	for _, p := range g.Pending() {
		c, kind := g.acting(p.Seat)
		if c != m.City {
			continue
		}
		return g.recordAlloc(o, func() { g.options(p.Seat, c, kind, m.Card, nil) })
	}
	return 0, false
}
