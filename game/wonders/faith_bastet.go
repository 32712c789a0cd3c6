package wonders

import "agora/game"

// KindBastet: Bastet's swap, after the turn: give an Age card of the city
// to an opponent for one of theirs with as many resources in its cost
// (neither cost with coins).
const KindBastet = "wonders.bastet"

func init() {
	addPower("bastet", power{
		can:   func(g *State, c int) bool { return g.canSwap(c) },
		apply: func(g *State, c int, m Move) { g.fa.bastet |= 1 << c },
	})
}

// swappable reports whether a card may change hands by Bastet: no coins
// in its cost.
func swappable(card Card) bool { return catalog.cards[card].Cost.Coins == 0 }

// bastetOptions lists city c's swaps: each of its swappable cards for each
// swappable card of another city with the same number of resources in its
// cost, when neither city would then hold two cards of a name.
func (g *State) bastetOptions(c int, only Card, buf []game.Option) []game.Option {
	g.swaps(c, only, func(m Move) bool {
		buf = append(buf, m.Option())
		return true
	})
	return buf
}

// canSwap reports whether city c has a swap, without listing them all:
// Bastet's invocation asks it for every option list that offers him.
func (g *State) canSwap(c int) bool {
	found := false
	g.swaps(c, NoCard, func(Move) bool {
		found = true
		return false
	})
	return found
}

// swaps calls yield with each of city c's swaps (those of card only,
// unless NoCard), in bastetOptions's order, until yield returns false.
func (g *State) swaps(c int, only Card, yield func(Move) bool) {
	ct := &g.cities[c]
	for i, mine := range ct.built[:ct.nbuilt] {
		if only != NoCard && mine != only || !swappable(mine) || seenBefore(ct.built[:ct.nbuilt], i) {
			continue
		}
		units := catalog.cards[mine].Cost.Res.Units()
		for o := range int(g.ncities) {
			if o == c || g.partners(c, o) {
				continue // in a team game Bastet swaps with opponents only
			}
			ot := &g.cities[o]
			for j, theirs := range ot.built[:ot.nbuilt] {
				if !swappable(theirs) || seenBefore(ot.built[:ot.nbuilt], j) ||
					catalog.cards[theirs].Cost.Res.Units() != units {
					continue
				}
				same := catalog.cards[mine].structure == catalog.cards[theirs].structure
				if !same && (ct.owns(theirs) || ot.owns(mine)) {
					continue
				}
				if !yield(Move{Action: Swap, Card: mine, City: c, Owner: o, Other: theirs}) {
					return
				}
			}
		}
	}
}

// startBastet opens the next Bastet swap owed after this turn, if any is
// possible.
func (g *State) startBastet() bool {
	fa := &g.fa
	for fa.bastet != 0 {
		c := 0
		for fa.bastet&(1<<c) == 0 {
			c++
		}
		fa.bastet &^= 1 << c
		if g.canSwap(c) {
			g.phase, g.picker, fa.pickMode = phasePick, int8(c), pickBastet
			return true
		}
	}
	return false
}

// swapCards carries the swap out: both cities are rebuilt from their
// cards, then each card's one-time effects apply again for the city
// receiving it (onBuild).
func (g *State) swapCards(m Move) {
	c, o := m.City, m.Owner
	take := func(x int, card Card) {
		ct := &g.cities[x]
		for i, b := range ct.built[:ct.nbuilt] {
			if b == card {
				copy(ct.built[i:ct.nbuilt], ct.built[i+1:ct.nbuilt])
				ct.nbuilt--
				ct.built[ct.nbuilt] = 0
				return
			}
		}
	}
	take(c, m.Card)
	take(o, m.Other)
	g.cities[c].built[g.cities[c].nbuilt] = m.Other
	g.cities[c].nbuilt++
	g.cities[o].built[g.cities[o].nbuilt] = m.Card
	g.cities[o].nbuilt++
	g.rebuildCity(c)
	g.rebuildCity(o)
	before := g.cities[c].coins
	g.onBuild(c, m.Other)
	g.onBuild(o, m.Card)
	g.events = append(g.events, Event{Kind: EventSwap, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: m.Card,
		Other: m.Other, Against: o, Coins: int(g.cities[c].coins - before), by: int8(c)})
}

// rulesetBastetOnce is the first ruleset where the card Bastet brings a
// city applies every one-time effect again for it (ruling Faith 24): a
// diplomacy token, a coin loss for the other cities, coins for its
// neighbours, as well as its coins and the Pillagers' token. Games begun
// under an earlier ruleset re-apply only the coins and the token.
const rulesetBastetOnce = 5

// onBuild applies a card's one-time effects for city c, as when it is
// built: its coins, the Pillagers' token and, from rulesetBastetOnce,
// Cities' diplomacy, coin losses (paid at the end of the swap, with the
// turn's) and coins to the neighbours.
func (g *State) onBuild(c int, card Card) {
	every := g.Ruleset() >= rulesetBastetOnce
	for i := range catalog.cards[card].Effects {
		e := &catalog.cards[card].Effects[i]
		switch e.Kind {
		case Coins, CoinsPer, Pillage:
			g.applyEffect(c, e)
		case Diplomacy, CoinLoss, CoinsNeighbours:
			if every {
				g.applyEffect(c, e)
			}
		}
	}
}

// rebuildCity works a city's production, shields, science, discounts,
// colours and names out again from its wonder, its stages, its cards and
// its gods' resources, keeping its coins and tokens.
func (g *State) rebuildCity(c int) {
	ct := &g.cities[c]
	old := *ct
	*ct = city{wonder: old.wonder, side: old.side, stages: old.stages, tucked: old.tucked, coins: old.coins,
		victory: old.victory, defeats: old.defeats, freeUsed: old.freeUsed, wins: old.wins}
	if r := catalog.wonders[ct.wonder].Resource; r != NoResource {
		ct.fixed[r]++
	}
	lasting := func(list []Effect) {
		for i := range list {
			switch list[i].Kind {
			case Coins, CoinsPer, Pillage, DiscardBuild, DrawLeaders, RecruitLeader,
				Diplomacy, CoinLoss, CoinsNeighbours, CopyScience: // once, or counted from the cards (citiesRebuilt)
			default:
				g.applyEffect(c, &list[i])
			}
		}
	}
	st := ct.stageInfo()
	for k := range int(ct.stages) {
		lasting(st[k].Effects)
	}
	for _, card := range old.built[:old.nbuilt] {
		ct.addStructure(card)
		lasting(catalog.cards[card].Effects)
	}
	for _, r := range g.fa.own[c].List() {
		g.fa.own[c] &^= 1 << r
		g.addOwnResource(c, r)
	}
	for _, l := range g.lays {
		if l.rebuilt != nil {
			l.rebuilt(g, c)
		}
	}
}
