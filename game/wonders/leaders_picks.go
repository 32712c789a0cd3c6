package wonders

import (
	"slices"

	"agora/game"
)

// What leaders ask after a turn of the Age or after the recruitment, one
// city at a time, before the game goes on: Solomon's build from the
// discard pile (and Halikarnassus's, when its stage was built at the
// recruitment), the leader the Courtesans' Guild copies, Rome B's
// recruitment at once. Also here: what a leader brings when it joins a
// city, Hatshepsut's coins, the leaders' part of Bastet's rebuild and
// Rome B's drawn leaders.

// KindCourtesan: the Courtesans' Guild's owner names the leader,
// recruited by a neighbour, whose power it shares. KindRecruitNow: Rome
// B's stage lets its city recruit a leader of its hand at once, or not.
const (
	KindCourtesan  = "wonders.courtesan"
	KindRecruitNow = "wonders.recruit-now"
)

// phaseLeaderCopy is the Courtesans' Guild's choice, phaseRecruitNow Rome
// B's recruitment.
const (
	phaseLeaderCopy = phaseRecruit + 1 + iota
	phaseRecruitNow
)

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

// leaderPicks, from afterPick, starts the next decision leaders owe (a
// build from the discard pile, the guild's copy, Rome B's recruitment) and
// reports whether it did; once none is left after the recruitment, the
// Age goes on.
func leaderPicks(g *State) bool {
	ld := &g.ld
	ld.pickCity = -1
	var buf [maxDiscard]game.Option
	if c, ok := nextOwed(&ld.owedDiscard, func(c int) bool { return len(g.pickOptions(c, NoCard, buf[:0])) > 0 }); ok {
		g.phase, g.picker = phasePick, int8(c)
		return true
	}
	if c, ok := nextOwed(&ld.owedCopy, func(c int) bool { return len(g.copyOptions(c, NoCard, buf[:0])) > 0 }); ok {
		g.phase, ld.pickCity = phaseLeaderCopy, int8(c)
		return true
	}
	if c, ok := nextOwed(&ld.owedRecruit, func(c int) bool { return len(g.recruitNowOptions(c, NoCard, buf[:0])) > 1 }); ok {
		g.phase, ld.pickCity = phaseRecruitNow, int8(c)
		return true
	}
	if ld.recruiting {
		ld.recruiting = false
		g.resumeAge(leadersLayer)
		return true
	}
	return false
}

// nextOwed takes the cities out of owed in seat order until one has
// something to decide (decides says so), and reports it.
func nextOwed(owed *uint8, decides func(c int) bool) (int, bool) {
	for *owed != 0 {
		c := lowestCity(*owed)
		*owed &^= 1 << c
		if decides(c) {
			return c, true
		}
	}
	return -1, false
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

// leadersRebuilt puts back in city c, rebuilt by Bastet, what its leaders
// (recruited or copied) lastingly give: shields and science.
func leadersRebuilt(g *State, c int) {
	lasting := func(l Card) {
		for i := range catalog.cards[l].Effects {
			switch e := &catalog.cards[l].Effects[i]; e.Kind {
			case Shields, Science, WildScience:
				g.applyEffect(c, e)
			}
		}
	}
	for _, l := range g.ld.rec[c].cards() {
		lasting(l)
	}
	if l := g.ld.copied[c]; l != NoCard {
		lasting(l)
	}
}

// drawLeaders puts n leaders no one was dealt into h (Rome B's city's
// leader hand, Pégase's draw), as many as are left and h holds.
func (g *State) drawLeaders(h *hand, n int) {
	ld := &g.ld
	for range n {
		if ld.unused.n == 0 || h.n == maxHand {
			return
		}
		h.add(ld.unused.draw())
	}
}

// recruitNowOptions lists what Rome B's stage lets city c do at once:
// recruit a leader of its hand it can pay, or nothing.
func (g *State) recruitNowOptions(c int, only Card, buf []game.Option) []game.Option {
	h := g.ld.hands[c].cards()
	for i, l := range h {
		if (only == NoCard || l == only) && !seenBefore(h, i) && g.leaderCost(c, l) <= int(g.cities[c].coins) {
			buf = append(buf, Move{Action: Build, Card: l, City: c}.Option())
		}
	}
	if only == NoCard {
		buf = append(buf, Move{Action: Pass, Card: NoCard, City: c}.Option())
	}
	return buf
}

// recruitNowApply recruits the leader chosen (or nothing), then the game
// goes on.
func (g *State) recruitNowApply(m Move) {
	if m.Action == Build {
		g.recruitPay(m.City, m)
		g.recruitPlace(m.City, m)
		g.recruitEffects(m.City, m)
	}
	g.afterPick()
}
