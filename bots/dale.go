package bots

import (
	"context"
	"fmt"
	"math"

	"agora/game"
	"agora/game/dale"
)

// DaleHeuristic plays Dale of Merchants 2 by rules of thumb: build the next
// stack whenever the hand allows it; otherwise buy the market card that
// best completes the next stacks with the cards of its animalfolk already
// held; play the techniques that help the player or hurt the leader; keep
// payments and discards to Junk and low cards; use its owls' reactions to
// clear Junk and keep good cards. Every answer is one of the legal
// options, read from the view.
type DaleHeuristic struct {
	// Noise adds a random error of up to this much to each option's value.
	Noise float64
	rng   game.Rand
	// asked is the last turn the bot handed a stack to its partner: it
	// tries once a turn, so a declining partner cannot make it loop.
	asked int
}

// NewDaleHeuristic returns the heuristic Dale bot.
func NewDaleHeuristic(noise float64, seed uint64) *DaleHeuristic {
	return &DaleHeuristic{Noise: noise, rng: game.NewRand(seed), asked: -1}
}

func (b *DaleHeuristic) Name() string { return "heuristic" }

func (b *DaleHeuristic) Choose(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if len(legal) == 0 {
		return 0, ErrNoOption
	}
	dv, ok := v.(*dale.View)
	if !ok {
		return 0, fmt.Errorf("heuristic: not a Dale view (%T)", v)
	}
	e := daleEstimator{v: dv, me: int(dv.Seat()), mayAsk: dv.Teams && b.asked != dv.Turn}
	best := e.best(legal, b.Noise, &b.rng)
	if m := dale.MustDecode(legal[best]); m.Type == dale.MoveAsk {
		b.asked = dv.Turn
	}
	return legal[best], nil
}

// DaleValues is the heuristic's valuation of each option for the view's
// seat, higher is better (search's prior). It never counts on asking a
// partner for help, which the bot itself tries once a turn.
func DaleValues(v *dale.View, legal []game.Option) []float64 {
	e := daleEstimator{v: v, me: int(v.Seat())}
	values := make([]float64, len(legal))
	for i, o := range legal {
		values[i] = e.value(dale.MustDecode(o))
	}
	return values
}

// best is the index of the option the estimator values most, each value
// shaken by up to noise.
func (e *daleEstimator) best(legal []game.Option, noise float64, rng *game.Rand) int {
	best, bestValue := 0, -1e9
	for i, o := range legal {
		val := e.value(dale.MustDecode(o))
		if noise > 0 {
			val += noise * (2*float64(rng.IntN(1001))/1000 - 1)
		}
		if val > bestValue {
			best, bestValue = i, val
		}
	}
	return best
}

// daleRolloutNoise shakes the heuristic's values in search playouts, so
// that playouts explore the moves a player might make.
const daleRolloutNoise = 2

// daleRollout is the search's playout policy for Dale: the heuristic with
// a little noise, reading the moving seat's own view. Heuristic games are
// ten times shorter than random ones, so it costs less than uniform play
// and gives playouts that look like real games.
func daleRollout(s game.State, seat game.Seat, legal []game.Option, rng *game.Rand) game.Option {
	if len(legal) == 1 {
		return legal[0]
	}
	dv := daleView(s, seat)
	if dv == nil {
		return legal[rng.IntN(len(legal))]
	}
	e := daleEstimator{v: dv, me: int(seat)}
	return legal[e.best(legal, daleRolloutNoise, rng)]
}

// daleRolloutDepth is how many moves a Dale playout plays before it is
// judged by daleLeaf: a few turns each, a quarter of a game.
const daleRolloutDepth = 60

// expertDaleDepth is how far Expert's Dale playouts go: twice Hard's, half
// a game.
const expertDaleDepth = 2 * daleRolloutDepth

// daleMargin: search leaves out the options the heuristic values this far
// below its best (cancelling a stack next to confirming it).
const daleMargin = 40

// daleLeaf judges an unfinished Dale game for seat me by stall progress:
// each stack ahead of the best rival stall is worth a lot, as the first
// stall to be complete wins.
func daleLeaf(s game.State, me game.Seat) (reward, win float64) {
	dv := daleView(s, me)
	if dv == nil {
		return 0.5, 0.5
	}
	mine := len(dv.Stall(int(me)).Stacks)
	mySt := dv.Seats[me].Stall
	best := -1
	for i := range dv.Seats {
		if dv.Seats[i].Stall != mySt {
			best = max(best, len(dv.Stall(i).Stacks))
		}
	}
	p := 1 / (1 + math.Exp(-0.9*float64(mine-best)))
	return 0.05 + 0.9*p, p
}

type daleEstimator struct {
	v      *dale.View
	me     int
	mayAsk bool // the team game: the partner may be asked once this turn
}

// keep is how much the player wants to keep a card: Junk least, then by
// value.
func keep(c dale.Card) float64 {
	if !c.Animalfolk() {
		return 0
	}
	return float64(c.Value())
}

// reachable are the totals the cards of deck d in hand (plus extra) can
// make exactly.
func (e *daleEstimator) reachable(d dale.Deck, extra []int) uint64 {
	reach := uint64(1)
	for i, c := range e.v.Hand {
		if c.Animalfolk() && c.Deck() == d && e.v.HandValues[i] < 64 {
			reach |= reach << e.v.HandValues[i]
		}
	}
	for _, x := range extra {
		reach |= reach << x
	}
	return reach
}

// worth is what a card brings to the next stacks: completing the next one
// with the hand's cards of its animalfolk is best, the one after next
// helps too, and higher values serve the later stacks.
func (e *daleEstimator) worth(c dale.Card) float64 {
	if !c.Animalfolk() {
		return -1
	}
	next := e.v.Seats[e.me].NextStack
	before := e.reachable(c.Deck(), nil)
	after := e.reachable(c.Deck(), []int{c.Value()})
	w := 0.5 * float64(c.Value())
	for k, weight := range []float64{8, 3, 1.5} {
		t := next + k
		if t < 64 && after&(1<<t) != 0 && before&(1<<t) == 0 {
			w += weight
		}
	}
	switch c.Kind() {
	case dale.Sofa, dale.Glue, dale.Magnet, dale.LunchBreak, dale.Ironing, dale.NastyThreat, dale.ScaryGunfight:
		w += 1
	}
	return w
}

// daleSettled: the heuristic alone arranges the market for Calculations.
// Swaps are free and repeatable: chosen by noisy playouts they could go on
// for ever, and the search's few candidates would all be swaps, never the
// confirmation. It also picks the action when the game stalls.
func daleSettled(v game.View) bool {
	dv, ok := v.(*dale.View)
	if !ok {
		return false
	}
	return dv.Prompt.Kind == dale.KindArrange || dv.Prompt.Kind == dale.KindAction && daleStalling(dv)
}

// daleStallRounds is how many whole rounds of nothing but inventories make
// a stalled game.
const daleStallRounds = 3

// daleStalling reports whether the last daleStallRounds whole rounds, and
// this one so far, passed without a purchase or a stack. Playouts cut at
// daleRolloutDepth can rate taking inventory above buying while stacks are
// even (buying refreshes the market for the next player first); two search
// bots then take inventory for ever, or play the same technique each turn
// between inventories (Tireless Tinkerer in decks gone to junk). The
// heuristic, which buys, moves such a game on.
func daleStalling(dv *dale.View) bool { return stalled(dv.Events(), dv.Players) }

// stalled says whether the log ev of a game of players seats ends with
// daleStallRounds whole rounds without a purchase or a stack.
func stalled(ev []dale.Event, players int) bool {
	turns := 0
	for i := len(ev) - 1; i >= 0; i-- {
		switch ev[i].Kind {
		case dale.EventBuy, dale.EventStack:
			return false
		case dale.EventTurn:
			turns++
			if turns > daleStallRounds*players {
				return true
			}
		}
	}
	return false
}

// swapGain is what swapping market slots i and j brings (Calculations):
// the card the seat wants more moves to the slot with the lower surcharge.
func (e *daleEstimator) swapGain(i, j int) float64 {
	a, b := e.v.Market[i], e.v.Market[j]
	return (e.worth(b.Card) - e.worth(a.Card)) * float64(b.Surcharge-a.Surcharge)
}

// leader is the opponent with the most stacks.
func (e *daleEstimator) leader(s int) float64 {
	return float64(len(e.v.Stall(s).Stacks))
}

// goodTechnique says whether playing a technique now is worth it.
func goodTechnique(c dale.Card) float64 {
	switch c.Kind() {
	case dale.LunchBreak, dale.SteadyAchiever, dale.Magnet, dale.Ironing, dale.Siesta, dale.ScaryGunfight,
		dale.NastyThreat, dale.LostShipments, dale.LittleVillain, dale.DangerousTest, dale.Swank:
		return 2
	case dale.ShoppingJourney:
		return 0.5 // no +: it ends the turn's actions
	case dale.RiskyBusiness, dale.CunningNeighbour, dale.TirelessTinkerer, dale.Housecleaning:
		return 0.2
	}
	return -1
}

func (e *daleEstimator) value(m dale.Move) float64 {
	v := e.v
	p := v.Prompt
	switch m.Type {
	case dale.MoveBuild:
		if !e.buildable(m.Card) {
			// the team game offers stacks the hand alone cannot finish:
			// worth trying with the partner once a turn
			if e.mayAsk {
				return 1 + float64(m.Card.Value())
			}
			return -20
		}
		return 100 + float64(m.Card.Value())
	case dale.MoveBuy:
		slot := v.Market[m.Slot]
		if p.Kind == dale.KindArrange {
			return e.worth(slot.Card)
		}
		return 10 + 3*e.worth(slot.Card) - 0.6*float64(slot.Price)
	case dale.MovePlay:
		if goodTechnique(m.Card) < 0 {
			return 0
		}
		return 12 + 4*goodTechnique(m.Card) - keep(m.Card)
	case dale.MoveInventory:
		junk := 0
		for _, c := range v.Hand {
			if !c.Animalfolk() || e.reachable(c.Deck(), nil)&(1<<min(63, v.Seats[e.me].NextStack)) == 0 {
				junk++
			}
		}
		return 5 + float64(junk)
	case dale.MoveSpy, dale.MoveArrange:
		return -5
	case dale.MoveSwap:
		// worth more than confirming only when it clearly helps, so the
		// swaps end: each one taken raises the market's worth to the
		// seat by more than 1 point
		return -6 + e.swapGain(m.Slot, m.Value)
	case dale.MoveAsk:
		if e.mayAsk {
			return 30
		}
		return -70
	case dale.MoveConfirm:
		if p.Kind == dale.KindArrange {
			return -5
		}
		return 50
	case dale.MoveCancel:
		return -50
	case dale.MoveAdd:
		switch p.Kind {
		case dale.KindPay:
			bonus := 0.0
			if m.Value == 1 {
				bonus = 20 // a Glue kept in hand
			}
			return 10 - keep(m.Card) + bonus
		case dale.KindInventory:
			if !m.Card.Animalfolk() {
				return 60
			}
			// keep the animalfolk that can make the next stack; cycle
			// the low cards of the others
			if e.reachable(m.Card.Deck(), nil)&(1<<min(63, e.v.Seats[e.me].NextStack)) != 0 {
				return -10
			}
			return 55 - keep(m.Card)
		case dale.KindStack, dale.KindHelp:
			if e.completes(m.Card) {
				return 20 + float64(m.Card.Value())
			}
			if p.Kind == dale.KindStack && e.mayAsk {
				return 10 + float64(m.Card.Value()) // the partner will finish it
			}
			return -60
		}
	case dale.MoveReact:
		return 10
	case dale.MovePass:
		if p.Kind == dale.KindCard && p.Card == dale.AncientKnowledge {
			return 0.5
		}
		return 0
	case dale.MoveCard:
		return e.cardChoice(m.Card)
	case dale.MoveSlot:
		if p.Card == dale.DaringAdventurer {
			return float64(v.Market[m.Slot].Price)
		}
		return e.worth(v.Market[m.Slot].Card)
	case dale.MoveSeat:
		return e.leader(m.Seat) + 0.1*float64(v.Seats[m.Seat].HandSize)
	case dale.MoveNumber:
		switch p.Card {
		case dale.RiskyBusiness:
			return -abs(float64(m.Value) - 3)
		default:
			return -float64(m.Value)
		}
	case dale.MoveStall:
		return -float64(m.Value)
	}
	return 0
}

// cardChoice values choosing card c in a KindCard prompt.
func (e *daleEstimator) cardChoice(c dale.Card) float64 {
	p := e.v.Prompt
	switch {
	case p.Source == dale.SourcePool && (p.Card == dale.NightShift || p.Card == dale.Charity):
		if p.Target >= 0 && e.friend(p.Target) {
			return keep(c)
		}
		return -keep(c)
	case p.Source == dale.SourcePool:
		return keep(c)
	case p.Card == dale.AncientKnowledge:
		return 1 - keep(c) // move Junk out of the deck
	case p.Source == dale.SourceHand:
		switch p.Card {
		case dale.RareArtefact:
			return keep(c)
		case dale.RuthlessCompetition, dale.NaturalSurvivor, dale.DangerousTest, dale.Housecleaning,
			dale.Swank, dale.QualityInspection, dale.Binoculars, dale.Balancing:
			return -keep(c)
		}
		return -keep(c)
	case p.Card == dale.NaturalSurvivor && p.Source == dale.SourceDeck:
		return e.worth(c)
	case p.Source == dale.SourceDeck, p.Source == dale.SourceDiscard:
		return e.worth(c)
	}
	return 0
}

func (e *daleEstimator) friend(s int) bool {
	return s == e.me || e.v.Teams && s%2 == e.me%2
}

// completes reports whether adding c to the stack in progress leaves an
// exact completion from the hand (the engine already checks this outside
// the team game).
func (e *daleEstimator) completes(c dale.Card) bool {
	p := e.v.Prompt
	want := p.Goal - p.Sum - c.Value()
	if e.v.Ironing {
		want--
	}
	if want < 0 {
		return false
	}
	var vals []int
	skipped := false
	used := append([]dale.Card(nil), p.Selected...)
	for i, h := range e.v.Hand {
		if !skipped && h == c {
			skipped = true
			continue
		}
		if j := indexCard(used, h); j >= 0 {
			used = append(used[:j], used[j+1:]...)
			continue
		}
		if h.Animalfolk() && h.Deck() == c.Deck() {
			vals = append(vals, e.v.HandValues[i])
		}
	}
	reach := uint64(1)
	for _, x := range vals {
		if x < 64 {
			reach |= reach << x
		}
	}
	return want < 64 && reach&(1<<want) != 0
}

// buildable reports whether the hand alone can build the next stack with
// card c in it.
func (e *daleEstimator) buildable(c dale.Card) bool {
	want := e.v.Seats[e.me].NextStack
	reach := uint64(1)
	skipped := false
	cv := 0
	for i, h := range e.v.Hand {
		if !skipped && h == c {
			skipped, cv = true, e.v.HandValues[i]
			continue
		}
		if h.Animalfolk() && h.Deck() == c.Deck() && e.v.HandValues[i] < 64 {
			reach |= reach << e.v.HandValues[i]
		}
	}
	want -= cv
	return want >= 0 && want < 64 && reach&(1<<want) != 0
}

func indexCard(cs []dale.Card, c dale.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// daleView is seat's view of a Dale state for a playout, read at once:
// transient, without a copy of the state; nil for another game.
func daleView(s game.State, seat game.Seat) *dale.View {
	if g, ok := s.(*dale.State); ok {
		return g.TransientView(seat)
	}
	v, _ := s.View(seat).(*dale.View)
	return v
}

// Dale is what the bots know of Dale of Merchants 2; the games' registry
// (agora/game/games) registers it with the engine.
func Dale() GameBots {
	return GameBots{
		Heuristic: func(noise float64, seed uint64) Bot { return NewDaleHeuristic(noise, seed) },
		Prior: func(v game.View, legal []game.Option) []float64 {
			return DaleValues(v.(*dale.View), legal)
		},
		Rollout: daleRollout,
		// Within a margin of the best, so that a noisy search cannot undo
		// its own steps; the prior alone arranges the market.
		Margin: daleMargin, Settled: daleSettled,
		// Playouts stop after a quarter of a game and daleLeaf judges
		// them; Expert looks twice as far (at Hard's depth a bigger budget
		// barely helped, the leaf's guess being the error left).
		Leaf: daleLeaf, Depth: daleRolloutDepth, ExpertDepth: expertDaleDepth,
	}
}
