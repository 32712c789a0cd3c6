package bots

import (
	"agora/game"
	"agora/game/wonders"
)

// godWorth is what the heuristic takes each god's power to be worth, in
// victory points, over the rest of an Age: a rough valuation from the
// powers' texts, since most powers last (discounts, shields, chains) and a
// preview of the invoking move only shows what it brings at once.
var godWorth = map[string]float64{
	"aphrodite": 4, "apollo": 3, "ares": 3, "artemis": 3, "athena": 3, "chronos": 3,
	"demeter": 3, "dionysus": 3, "hades": 4, "hecate": 4, "hephaestus": 3, "hera": 3,
	"hermes": 3, "hestia": 2, "ouranos": 3, "pan": 3, "poseidon": 3, "zeus": 4,
	"amun_ra": 3, "anubis": 2, "bastet": 2, "horus": 2, "osiris": 3, "seth": 2,
	"wonderwoman": 4, "marduk": 3, "ishtar": 3, "shamash": 2,
	"pegasus": 4, "medusa": 3, "nout": 2,
}

// worthOf is a god's worth, 2 for a god the table does not know.
func worthOf(g wonders.God) float64 {
	if int(g) >= len(wonders.Gods()) {
		return 0
	}
	if w, ok := godWorth[wonders.Gods()[g].ID]; ok {
		return w
	}
	return 2
}

// faithValues values the options of a Faith game: a Prayer pick is worth
// its god, more when the city can pay for it in the coming Age; a card move
// that invokes a god adds the god's worth to what the engine's preview
// shows; trading the gods for coins gives up the best of them. Seth's
// answer, Bastet's swap and Osiris's pick have their own valuations.
func faithValues(v *wonders.View, legal []game.Option) []float64 {
	values := make([]float64, len(legal))
	if v.Prompt == wonders.KindPray {
		afford := map[wonders.God]bool{}
		for _, gv := range v.Faith.Draft {
			afford[gv.God] = gv.Status != wonders.StatusUnaffordable
		}
		for i, o := range legal {
			m := wonders.MustDecode(o)
			values[i] = worthOf(m.God)
			if afford[m.God] {
				values[i]++
			}
		}
		return values
	}
	switch v.Prompt {
	case wonders.KindSeth:
		return sethValues(v, legal)
	case wonders.KindBastet:
		return bastetValues(v, legal)
	case wonders.KindOsiris:
		return osirisValues(v, legal)
	case wonders.KindSecondGod:
		return secondGodValues(v, legal)
	case wonders.KindNout:
		return noutValues(v, legal)
	}
	values, ok := commerceValues(v, legal)
	if !ok {
		values = playValues(v, legal)
	}
	best := 0.0
	for _, gv := range v.Faith.Gods {
		best = max(best, worthOf(gv.God))
	}
	for i, o := range legal {
		switch m := wonders.MustDecode(o); {
		case m.GodMode.Invokes():
			values[i] += worthOf(m.God)
		case m.GodMode == wonders.GodCoins:
			values[i] -= best / 2
		}
	}
	return values
}

// sethValues values Seth's answer window. Passing is worth nothing;
// cancelling a city's revealed god is worth what that god would bring its
// owner, less what Seth costs: his coins and Seth himself, spent on this
// answer. Among equal gods the bot cancels the leading city's.
func sethValues(v *wonders.View, legal []game.Option) []float64 {
	seth, _ := wonders.GodByID("seth")
	cost := float64(seth.Info().Cost(v.Age).Coins)
	for _, gv := range v.Faith.Gods {
		if gv.God == seth {
			cost = float64(gv.Cost.Coins)
		}
	}
	price := coinPoints*cost + worthOf(seth)
	revealed := map[int]wonders.God{}
	for i, c := range v.Faith.RevealedBy {
		revealed[c] = v.Faith.Revealed[i].God
	}
	values := make([]float64, len(legal))
	for i, o := range legal {
		m := wonders.MustDecode(o)
		if m.Action != wonders.Cancel {
			continue // Pass
		}
		values[i] = -1e6
		for c := range v.Cities {
			if m.Targets&(1<<c) == 0 {
				continue
			}
			gd, ok := revealed[c]
			if !ok {
				break // not a god the view shows: never worth cancelling
			}
			if gain := worthOf(gd) - price; gain > 0 {
				values[i] = gain + 0.001*float64(v.Scores[c].Total())
			}
		}
	}
	return values
}

// osirisValues values Osiris's pick: each card of the discard pile as the
// estimator values building it for free (the engine previews it), the 3
// coins as 1 point.
func osirisValues(v *wonders.View, legal []game.Option) []float64 {
	e := newEstimator(v)
	values := make([]float64, len(legal))
	for i, o := range legal {
		if wonders.MustDecode(o).Action == wonders.Discard {
			values[i] = 3 * coinPoints
			continue
		}
		values[i] = e.value(o)
	}
	return values
}

// bastetValues values Bastet's swaps. The engine carries each swap out on
// a copy of the game (View.Preview does not play swaps; the cards are
// public, so the copy's hidden cards do not matter): the swap is worth what
// it changes for this city (points now, production, shields, science,
// discounts, coins, as the estimator weighs them), plus part of what the
// other city loses, a larger part when it leads the opponents.
func bastetValues(v *wonders.View, legal []game.Option) []float64 {
	e := newEstimator(v)
	leader, lead := -1, -1
	for c := range v.Cities {
		if c != e.city && (v.Team(c) < 0 || v.Team(c) != v.Team(e.city)) && v.Scores[c].Total() > lead {
			leader, lead = c, v.Scores[c].Total()
		}
	}
	rng := game.NewRand(uint64(v.Age)<<8 | uint64(v.Turn))
	values := make([]float64, len(legal))
	for i, o := range legal {
		m := wonders.MustDecode(o)
		g, ok := v.Determinize(&rng).(*wonders.State)
		if !ok || m.Action != wonders.Swap || g.Apply(v.Seat(), o) != nil {
			values[i] = -1e6
			continue
		}
		after := g.SeatView(v.Seat())
		mine := after.Cities[e.city]
		val := float64(g.Score(e.city).Total()-e.score) + e.swapValue(mine)
		val += e.coinValue(mine.Coins-e.before.Coins, 0)
		theirs := float64(g.Score(m.Owner).Total() - v.Scores[m.Owner].Total())
		weight := 0.25
		if m.Owner == leader {
			weight = 0.5
		}
		values[i] = val - weight*theirs
	}
	return values
}

// swapValue is what a swap changes in the city's lasting assets, as the
// estimator weighs them; unlike a build, a swap may lose production,
// shields, symbols or discounts, which count against it the same way.
func (e *estimator) swapValue(after wonders.CityView) float64 {
	units := func(c wonders.CityView) int {
		return c.Production.Fixed.Units() + len(c.Production.Choices)
	}
	covered := 0
	short := e.shortage(after)
	for r := range short {
		covered += e.short[r] - short[r]
	}
	val := e.ageLeft * (2.0*float64(covered) + 1.0*float64(units(after)-units(e.before)))
	val += e.militaryValue(after.Shields)
	val += e.scienceValue(after)
	for side := range after.Discounts {
		gained := after.Discounts[side] &^ e.before.Discounts[side]
		lost := e.before.Discounts[side] &^ after.Discounts[side]
		val += 0.5 * e.ageLeft * float64(len(gained.List())-len(lost.List()))
	}
	return val
}

// secondGodValues values the second god a city may invoke at once after
// the turn: the god's worth less what it costs (a coin is a third of a
// point), against keeping it for a later turn, worth a point while turns
// remain. Targets lean to the leading city.
func secondGodValues(v *wonders.View, legal []game.Option) []float64 {
	values := make([]float64, len(legal))
	keep := 0.0
	if v.Turn < v.AgeTurns() {
		keep = 1
	}
	for i, o := range legal {
		m := wonders.MustDecode(o)
		if m.Action != wonders.Invoke {
			values[i] = keep
			continue
		}
		coins := m.God.Info().Cost(v.Age).Coins + m.PayLeft + m.PayRight
		values[i] = worthOf(m.God) - float64(coins)/3
		for c := range v.Cities {
			if m.Targets&(1<<c) != 0 {
				values[i] += 0.01 * float64(v.Scores[c].Total())
			}
		}
	}
	return values
}
