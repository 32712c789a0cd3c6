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
// shows; trading the gods for coins gives up the best of them.
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
