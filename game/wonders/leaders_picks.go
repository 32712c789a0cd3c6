package wonders

import (
	"slices"

	"agora/game"
)

// What leaders ask after a turn of the Age or after the recruitment, one
// city at a time, before the game goes on: Solomon's build from the
// discard pile (and Halikarnassus's, when its stage was built at the
// recruitment), then the leader the Courtesans' Guild copies.

// KindCourtesan: the Courtesans' Guild's owner names the leader,
// recruited by a neighbour, whose power it shares.
const KindCourtesan = "wonders.courtesan"

// phaseLeaderCopy is the Courtesans' Guild's choice.
const phaseLeaderCopy = phaseRecruit + 1

var (
	solomon         = leaderNamed("solomon")
	hatshepsut      = leaderNamed("hatshepsut")
	bilkis          = leaderNamed("bilkis")
	courtesansGuild = guildNamed("courtesans_guild")
)

func guildNamed(id string) Card {
	if c, ok := CardByID(id); ok && catalog.cards[c].Guild {
		return c
	}
	return NoCard
}

// leaderArrives gives city c what leader l does when it joins the city,
// recruited or copied: its shields, science, coins, and Solomon's build
// from the discard pile (ruling: the Courtesans' Guild's copy is a free
// recruitment).
func (g *State) leaderArrives(c int, l Card) {
	for i := range catalog.cards[l].Effects {
		if e := &catalog.cards[l].Effects[i]; e.Kind != Points && e.Kind != PointsPer {
			g.applyEffect(c, e)
		}
	}
	if l == solomon {
		g.ld.owedDiscard |= 1 << c
	}
}

// leaderPicks, from afterPick, starts the next decision leaders owe and
// reports whether it did; once none is left after the recruitment, the
// Age goes on.
func leaderPicks(g *State) bool {
	ld := &g.ld
	ld.pickCity = -1
	for ld.owedDiscard != 0 {
		c := lowestCity(ld.owedDiscard)
		ld.owedDiscard &^= 1 << c
		var buf [maxDiscard]game.Option
		if len(g.pickOptions(c, NoCard, buf[:0])) > 0 {
			g.phase, g.picker = phasePick, int8(c)
			return true
		}
	}
	for ld.owedCopy != 0 {
		c := lowestCity(ld.owedCopy)
		ld.owedCopy &^= 1 << c
		if len(g.copyOptions(c, NoCard, nil)) > 0 {
			g.phase, ld.pickCity = phaseLeaderCopy, int8(c)
			return true
		}
	}
	if ld.recruiting {
		ld.recruiting = false
		g.resumeAge(leadersLayer)
		return true
	}
	return false
}

func lowestCity(set uint8) int {
	for c := range maxCities {
		if set&(1<<c) != 0 {
			return c
		}
	}
	return -1
}

// copyOptions lists the leaders city c's Courtesans' Guild may copy: one
// recruited by either neighbour.
func (g *State) copyOptions(c int, only Card, buf []game.Option) []game.Option {
	var seen []Card
	for _, nb := range [2]int{g.left(c), g.right(c)} {
		for _, l := range g.ld.rec[nb].cards() {
			if (only == NoCard || l == only) && !slices.Contains(seen, l) {
				seen = append(seen, l)
				buf = append(buf, Move{Action: Pick, Card: l, City: c}.Option())
			}
		}
	}
	return buf
}

// copyApply puts the Courtesans' token on the leader chosen.
func (g *State) copyApply(m Move) {
	g.ld.copied[m.City] = m.Card
	g.events = append(g.events, Event{Kind: EventCopy, Age: int(g.age), Turn: int(g.turn) + 1, City: m.City, Card: m.Card, by: int8(m.City)})
	g.leaderArrives(m.City, m.Card)
	g.afterPick()
}

// leaderPaid: Hatshepsut brings a coin from the bank for each neighbour
// the city bought from.
func leaderPaid(g *State, c int, m Move) {
	if g.recruited(c, hatshepsut) {
		g.cities[c].coins += int32(b2i(m.PayLeft > 0) + b2i(m.PayRight > 0))
	}
}
