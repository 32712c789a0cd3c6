package bots

import (
	"context"
	"fmt"

	"agora/game"
	"agora/game/wonders"
)

// WondersHeuristic plays 7 Wonders by valuing every legal option and taking
// the best. The engine tells it what a move yields now (View.Preview: score,
// coins, shields, production after the move); the bot adds what that is
// worth for the rest of the game: resources its hand and wonder will need,
// shields against each neighbour in this Age's battle, chains to later
// cards, science still to come, coins and trading discounts early on.
type WondersHeuristic struct {
	// Noise adds a random error of up to this many points to each value
	// (0 plays its best; the Easy level makes mistakes this way).
	Noise float64
	rng   game.Rand
}

// NewWondersHeuristic returns the heuristic 7 Wonders bot.
func NewWondersHeuristic(noise float64, seed uint64) *WondersHeuristic {
	return &WondersHeuristic{Noise: noise, rng: game.NewRand(seed)}
}

func (b *WondersHeuristic) Name() string { return "heuristic" }

func (b *WondersHeuristic) Choose(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if len(legal) == 0 {
		return 0, ErrNoOption
	}
	wv, ok := v.(*wonders.View)
	if !ok {
		return 0, fmt.Errorf("heuristic: not a 7 Wonders view (%T)", v)
	}
	if err := detached(v); err != nil {
		return 0, err
	}
	values := WondersValues(wv, legal)
	best, bestValue := 0, -1e9
	for i, val := range values {
		if b.Noise > 0 {
			val += b.Noise * (2*float64(b.rng.IntN(1001))/1000 - 1)
		}
		if val > bestValue {
			best, bestValue = i, val
		}
	}
	return legal[best], nil
}

// WondersValues is the heuristic's estimate, in victory points, of each
// option for the view's acting city.
func WondersValues(v *wonders.View, legal []game.Option) []float64 {
	if values, ok := leaderPromptValues(v, legal); ok {
		return values
	}
	if v.Prompt == wonders.KindDues {
		return duesValues(v, legal) // wonders_myths.go
	}
	if v.Faith != nil {
		return faithValues(v, legal)
	}
	if values, ok := commerceValues(v, legal); ok {
		return values
	}
	return playValues(v, legal)
}

// playValues values options that play a card: build, stage or discard.
func playValues(v *wonders.View, legal []game.Option) []float64 {
	return newEstimator(v).playValues(legal)
}

// playValues is playValues with the estimator of the view already made.
func (e *estimator) playValues(legal []game.Option) []float64 {
	values := make([]float64, len(legal))
	for i, o := range legal {
		values[i] = e.value(o)
	}
	// Spending a card on a wonder stage or a discard loses the card: prefer
	// giving up the card this city would value least.
	for i, o := range legal {
		m := wonders.MustDecode(o)
		if m.Action == wonders.BuildStage || m.Action == wonders.Discard {
			values[i] -= 0.2 * max(0, e.built[m.Card])
		}
	}
	return values
}

// estimator holds what every option's value shares.
type estimator struct {
	v      *wonders.View
	city   int
	before wonders.CityView
	score  int
	// ageLeft is the share of the game still to come, 1 at the start.
	ageLeft float64
	short   [wonders.NumResources]int // units the hand and wonder need beyond production
	built   map[wonders.Card]float64  // best value of building each hand card
}

func newEstimator(v *wonders.View) *estimator {
	e := &estimator{v: v, city: v.Acting, built: map[wonders.Card]float64{}}
	if e.city < 0 {
		e.city = int(v.Seat())
	}
	e.before = v.Cities[e.city]
	e.score = v.Scores[e.city].Total()
	turns := v.AgeTurns()
	turnsDone := (v.Age-1)*turns + min(v.Turn, turns) - 1
	e.ageLeft = 1 - float64(turnsDone)/float64(3*turns)
	e.short = e.shortage(e.before)
	for _, o := range v.Options {
		m := wonders.MustDecode(o)
		if m.Action == wonders.Build || m.Action == wonders.BuildFree {
			val := e.value(o)
			if old, ok := e.built[m.Card]; !ok || val > old {
				e.built[m.Card] = val
			}
		}
	}
	return e
}

// value estimates one option in victory points.
func (e *estimator) value(o game.Option) float64 {
	score, after, ok := e.v.Preview(o)
	if !ok {
		return -1e6
	}
	m := wonders.MustDecode(o)
	if m.Action == wonders.BuildShared {
		return e.sharedValue(o, m, after)
	}
	val := float64(score.Total() - e.score)
	val += e.resourceValue(after)
	val += e.militaryValue(after.Shields)
	val += e.coinValue(after.Coins-e.before.Coins, m.PayLeft+m.PayRight+m.PayOthers)
	val += e.scienceValue(after)
	val += e.powerValue(after)
	val += e.citiesValue(m, after) // wonders_cities.go
	val += e.leaderValue(m)        // wonders_leaders.go
	if m.Action == wonders.Build && e.v.Age < 3 {
		val += 1.2 * float64(len(m.Card.Info().ChainTo))
	}
	if m.Action == wonders.BuildStage {
		val += 0.5
	}
	return val
}

// shortage is, per resource, how many units the city lacks for the most
// demanding cost among its hand and remaining wonder stages.
func (e *estimator) shortage(c wonders.CityView) [wonders.NumResources]int {
	var need wonders.Resources
	take := func(cost wonders.Cost) {
		for r, n := range cost.Res {
			need[r] = max(need[r], n)
		}
	}
	for _, cv := range e.v.Hand {
		if cv.Status != wonders.StatusOwned && cv.Status != wonders.StatusFree {
			take(cv.Card.Info().Cost)
		}
	}
	stages := wonders.Wonders()[c.Wonder].Sides[c.Side]
	for i := c.Stages; i < len(stages); i++ {
		take(stages[i].Cost)
	}
	var short [wonders.NumResources]int
	for r := range wonders.Resource(wonders.NumResources) {
		have := int(c.Production.Fixed[r])
		for _, set := range c.Production.Choices {
			if set.Has(r) {
				have++
			}
		}
		short[r] = max(0, int(need[r])-have)
	}
	return short
}

// resourceValue is worth of new production: units the city lacks count
// most; any new unit is worth something while Ages remain to use it.
func (e *estimator) resourceValue(after wonders.CityView) float64 {
	gained := units(after) - units(e.before)
	if gained <= 0 {
		return 0
	}
	covered := 0
	short := e.shortage(after)
	for r := range short {
		covered += e.short[r] - short[r]
	}
	return e.ageLeft * (2.0*float64(covered) + 1.0*float64(gained))
}

// militaryValue compares shields with each foe for this Age's battle (with
// Cities, none for a city out of the Age's conflicts, and past a
// neighbour out of them the next city) and, more loosely, with each
// neighbour for the next Age's.
func (e *estimator) militaryValue(shields int) float64 {
	if shields == e.before.Shields {
		return 0
	}
	n := len(e.v.Cities)
	tokens := [4]float64{0, 1, 3, 5}
	val := 0.0
	for _, nb := range e.foes() {
		theirs := e.v.Cities[nb].Shields
		result := func(mine int) float64 {
			switch {
			case mine > theirs:
				return tokens[e.v.Age]
			case mine < theirs:
				return -1
			}
			return 0
		}
		val += 0.8 * (result(shields) - result(e.before.Shields))
	}
	if e.v.Age >= 3 {
		return val
	}
	for _, nb := range [2]int{(e.city + 1) % n, (e.city + n - 1) % n} {
		if nb == e.city || e.v.Team(nb) >= 0 && e.v.Team(nb) == e.v.Team(e.city) {
			continue // teammates never fight
		}
		val += 0.3 * float64(shields-e.before.Shields)
	}
	return val
}

// units counts a city's production: fixed units and one-of-several
// sources.
func units(c wonders.CityView) int {
	return c.Production.Fixed.Units() + len(c.Production.Choices)
}

// sharedValue values a shared build (Toinito) by what the card brings the
// partner's city: its points now, and its production and shields while
// Ages remain; the builder only pays.
func (e *estimator) sharedValue(o game.Option, m wonders.Move, after wonders.CityView) float64 {
	score, partner, ok := e.v.PreviewPartner(o)
	if !ok {
		return -1e6
	}
	p := e.v.Partner
	was := e.v.Cities[p]
	val := float64(score.Total() - e.v.Scores[p].Total())
	val += e.ageLeft * (1.0*float64(units(partner)-units(was)) + 1.5*float64(partner.Shields-was.Shields))
	val += 0.35 * e.ageLeft * float64(partner.Coins-was.Coins)
	// Toinito serves once an Age: keep him for a card home cannot take.
	return val + e.coinValue(after.Coins-e.before.Coins, m.PayLeft+m.PayRight) - 0.5
}

// coinValue: coins matter beyond the treasury row while there is trading
// to do; coins paid to neighbours (and, with Poseidon, to other cities)
// also help them.
func (e *estimator) coinValue(delta, paid int) float64 {
	return 0.35*e.ageLeft*float64(delta) - 0.1*float64(paid)
}

// scienceValue: new symbols are worth more than their points today while
// more symbols can join them.
func (e *estimator) scienceValue(after wonders.CityView) float64 {
	gained := 0
	for s := range after.Science {
		gained += after.Science[s] - e.before.Science[s]
	}
	gained += after.Wild - e.before.Wild
	return 2.5 * e.ageLeft * float64(gained)
}

// powerValue prices discounts and wonder powers the city gains.
func (e *estimator) powerValue(after wonders.CityView) float64 {
	val := 0.0
	for side := range after.Discounts {
		gained := after.Discounts[side] &^ e.before.Discounts[side]
		for r := range wonders.Resource(wonders.NumResources) {
			if gained.Has(r) {
				val += 0.5 * e.ageLeft
			}
		}
	}
	if after.FreeBuild && !e.before.FreeBuild {
		val += 3 * e.ageLeft
	}
	if after.PlaysLast && !e.before.PlaysLast {
		val += 4 * e.ageLeft
	}
	return val
}

// wondersShape is what a 7 Wonders option does apart from how it is paid:
// the move without its coins to other cities, market dice or wheat bought.
// Search measures one payment of each move, the heuristic's choice, which
// it values by coins well enough; spent on payments, the search's few
// candidates would often all be one card paid different ways.
func wondersShape(o game.Option) game.Option {
	m := wonders.MustDecode(o)
	m.PayLeft, m.PayRight, m.PayOthers, m.Dice, m.Wheat = 0, 0, 0, 0, false
	return m.Option()
}

// wondersSettled: the heuristic alone picks the god to pray to, since the
// playouts invoke gods at random and so cannot tell one from another.
func wondersSettled(v game.View) bool {
	wv, ok := v.(*wonders.View)
	return ok && wv.Prompt == wonders.KindPray
}

// wondersRollout is the search's playout policy: nearly always build a
// structure or a wonder stage when one can be built, as players do, and
// discard only otherwise. With Faith it mostly invokes a god with the card
// when it can, as players do, but chooses the card first: taken among all
// options, the gods' many payment shapes would crowd out the plain builds.
// It passes at Market Day (no offers or bids). It is far cheaper than the
// heuristic and much closer to real play than picking uniformly.
func wondersRollout(_ game.State, _ game.Seat, legal []game.Option, rng *game.Rand) game.Option {
	if rng.IntN(10) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	plain := pickWhere(legal, rng, rolloutPick{})
	if plain < 0 {
		return legal[rng.IntN(len(legal))]
	}
	if rng.IntN(5) > 0 {
		action, card, _ := wonders.Peek(legal[plain])
		if with := pickWhere(legal, rng, rolloutPick{invoking: true, action: action, card: card}); with >= 0 {
			return legal[with]
		}
	}
	return legal[plain]
}

// rolloutPick is what the playout policy draws among: the options
// rolloutPlain favours, or those that play card by action with a god
// invoked.
type rolloutPick struct {
	invoking bool
	action   wonders.Action
	card     wonders.Card
}

func (p rolloutPick) keeps(o game.Option) bool {
	a, c, mode := wonders.Peek(o)
	if !p.invoking {
		return rolloutPlain(a, c, mode)
	}
	return mode.Invokes() && a == p.action && c == p.card
}

// pickWhere is the index of an option drawn uniformly among those p keeps,
// or -1 when there is none. It counts them, draws one, then finds it
// again: the playouts call it for every move, on lists of hundreds of
// options.
func pickWhere(legal []game.Option, rng *game.Rand, p rolloutPick) int {
	n := 0
	for _, o := range legal {
		if p.keeps(o) {
			n++
		}
	}
	if n == 0 {
		return -1
	}
	k := rng.IntN(n)
	for i, o := range legal {
		if p.keeps(o) {
			if k == 0 {
				return i
			}
			k--
		}
	}
	panic("unreachable")
}

// rolloutPlain reports whether the playout policy favours a move with
// this action and god mode: anything but a discard, a god's invocation, an
// offer or a bid.
func rolloutPlain(a wonders.Action, _ wonders.Card, mode wonders.GodMode) bool {
	switch a {
	case wonders.Discard, wonders.Propose, wonders.Bid, wonders.Invoke:
		return false
	}
	return !mode.Invokes()
}

// Wonders is what the bots know of 7 Wonders; the games' registry
// (agora/game/games) registers it with the engine.
func Wonders() GameBots {
	return GameBots{
		Heuristic: func(noise float64, seed uint64) Bot { return NewWondersHeuristic(noise, seed) },
		Prior: func(v game.View, legal []game.Option) []float64 {
			return WondersValues(v.(*wonders.View), legal)
		},
		Rollout: wondersRollout,
		// The prior alone picks the god to pray to, and searches one
		// payment of each move.
		Shape: wondersShape, Settled: wondersSettled,
		// The playouts let the heuristic take the seat's next decision
		// (with Commerce, the way to play the card just picked).
		Greedy:   1,
		Evidence: wondersEvidence,
		// Below a node, the seat's next turn is played by UCB over the
		// node's few visits instead of by the heuristic the playouts
		// follow; with Commerce and Faith at the menu's budgets a tenth
		// gave Expert no edge over Hard, a third did (docs/bots-runs.md).
		ExpertExpand: func(budget int) int { return max(1, budget/3) },
	}
}

// wondersEvidence is how many standard errors a candidate must beat the
// heuristic's choice by for search (Hard and Expert) to play it instead.
// With Commerce and Faith, where playouts model the game loosely, this took
// Hard from the heuristic's level to well above it (docs/bots-runs.md).
const wondersEvidence = 1
