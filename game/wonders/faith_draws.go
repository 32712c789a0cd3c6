package wonders

import (
	"fmt"

	"agora/game"
)

// Pégase and Méduse, the Faith gods that need Leaders and Cities (the
// seed's "Faith et Leaders", "Faith et Cités"), from ruleset 4. Each is
// invoked by sacrificing the turn's Age card: it is discarded without its
// 3 coins (the card-sacrifice cost; ruling). Right after the turn, Pégase
// draws 2, 3 or 4 leaders no one was dealt (Age I, II, III) and Méduse 2
// black cards of the Age no deck drew; the city puts one of them in play
// for free — Pégase's leader is recruited, Méduse's card built, never
// under a wonder stage — or gives them all up for 3 coins. Pégase's other
// leaders leave the game face down; Méduse's other card goes to the
// discard pile.

// rulesetMyths is the first ruleset that deals Pégase, Méduse and Nout,
// and lets a city answer Hécate and Héra with debt (faith_nout.go).
const rulesetMyths = 4

// The picks the two gods bring after a turn: choose one of the drawn.
const (
	KindPegasus = "wonders.pegasus"
	KindMedusa  = "wonders.medusa"
)

// The picks after the turn that come with these gods, after Faith's own
// (faith.go): Pégase's, Méduse's, Nout's gift and a city's answer to
// Hécate or Héra.
const (
	pickPegasus = pickSecond + 1 + iota
	pickMedusa
	pickNout
	pickDues
)

var (
	pegasusGod = godNamed("pegasus")
	medusaGod  = godNamed("medusa")
)

// draws is the state of these gods: the cities owed each pick after this
// turn, the cards drawn for the pick under way (seen by its city only),
// the black cards Méduse took out of the unseen ones, and (faith_nout.go)
// Nout's gifts owed and the coins Hécate and Héra ask.
type draws struct {
	pegasus, medusa, nout uint8
	drawn                 hand
	blacks                uint8
	dues                  [maxCities]uint8
	duesTo                [maxCities]God // the god the dues go to, plus one (the last when two ask)
}

func init() {
	addPower("pegasus", power{apply: func(g *State, c int, m Move) { g.fa.dr.pegasus |= 1 << c }})
	addPower("medusa", power{apply: func(g *State, c int, m Move) { g.fa.dr.medusa |= 1 << c }})
}

// sacrifices reports whether move m gives up its card to invoke its god:
// its discard brings no coins.
func sacrifices(m Move, age uint8) bool {
	return m.Action == Discard && m.GodMode.Invokes() && age >= 1 && m.God.Info().Cost(int(age)).Sacrifice
}

// discardCoins is what discarding with move m brings: 3 coins, none when
// the card is a god's sacrifice.
func (g *State) discardCoins(m Move) int {
	if g.faithOn() && sacrifices(m, g.age) {
		return 0
	}
	return discardGain
}

// startDraws opens the next Pégase or Méduse pick owed after this turn:
// the cards are drawn now; with none to draw, the city takes the 3 coins.
func (g *State) startDraws() bool {
	dr := &g.fa.dr
	for dr.pegasus != 0 || dr.medusa != 0 {
		mode := uint8(pickPegasus)
		owed := &dr.pegasus
		if dr.pegasus == 0 {
			mode, owed = pickMedusa, &dr.medusa
		}
		c := lowestCity(*owed)
		*owed &^= 1 << c
		if mode == pickPegasus {
			g.drawLeaders(&dr.drawn, int(g.age)+1)
		} else {
			g.drawBlacks(2)
		}
		if dr.drawn.n == 0 {
			g.cities[c].coins += discardGain
			g.events = append(g.events, Event{Kind: EventDrawnCoins, Age: int(g.age), Turn: int(g.turn) + 1, City: c,
				Card: NoCard, Coins: discardGain, God: g.drawGod(mode), by: int8(c)})
			continue
		}
		g.phase, g.picker, g.fa.pickMode = phasePick, int8(c), mode
		return true
	}
	return false
}

// drawGod is the god whose pick mode is mode.
func (g *State) drawGod(mode uint8) God {
	if mode == pickPegasus {
		return pegasusGod
	}
	return medusaGod
}

// drawBlacks draws up to n black cards of the Age that no deck drew, at
// random, for Méduse's pick.
func (g *State) drawBlacks(n int) {
	u, dr := &g.cx.unseen, &g.fa.dr
	for range n {
		var same []int
		for i, card := range u.cards() {
			if int(catalog.cards[card].Age) == int(g.age) {
				same = append(same, i)
			}
		}
		if len(same) == 0 {
			return
		}
		i := same[g.rng.IntN(len(same))]
		dr.drawn.add(u.c[i])
		u.n--
		u.c[i] = u.c[u.n]
		u.c[u.n] = 0
		dr.blacks++
	}
}

// drawOptions lists the pick's choices: each drawn card put in play (a
// leader recruited, a black card built, if the city may hold it), or 3
// coins instead (one option, naming the lowest card drawn).
func (g *State) drawOptions(c int, only Card, buf []game.Option) []game.Option {
	h := g.fa.dr.drawn.cards()
	low := NoCard
	for i, card := range h {
		low = min(low, card)
		if (only != NoCard && card != only) || seenBefore(h, i) {
			continue
		}
		if g.fa.pickMode == pickMedusa && g.blocked(c, card) {
			continue
		}
		buf = append(buf, Move{Action: Build, Card: card, City: c}.Option())
	}
	if low != NoCard && (only == NoCard || only == low) {
		buf = append(buf, Move{Action: Discard, Card: low, City: c}.Option())
	}
	return buf
}

// drawResolve carries out the pick's choice, and puts away what is left
// of the drawn cards.
func (g *State) drawResolve(m Move) {
	fa := &g.fa
	c := m.City
	god := g.drawGod(fa.pickMode)
	ev := Event{Kind: EventDrawnCoins, Age: int(g.age), Turn: int(g.turn) + 1, City: c, Card: NoCard, God: god, by: int8(c)}
	if m.Action == Build {
		fa.dr.drawn.remove(m.Card)
		ev.Card = m.Card
		if fa.pickMode == pickPegasus {
			ev.Kind = EventDrawnRecruit
			g.ld.rec[c].add(m.Card)
			g.events = append(g.events, ev)
			g.leaderArrives(c, m.Card)
		} else {
			b := Move{Action: BuildDiscarded, Card: m.Card, City: c}
			g.place(c, b)
			at := len(g.events)
			g.effects(c, b)
			for i := at; i < len(g.events); i++ { // the build's own line says the god built it
				if e := &g.events[i]; e.Kind == EventBuildDiscarded && e.Card == m.Card {
					e.Kind, e.God = EventDrawnBuild, god
				}
			}
		}
	} else {
		g.cities[c].coins += discardGain
		ev.Coins = discardGain
		g.events = append(g.events, ev)
	}
	for _, card := range fa.dr.drawn.cards() {
		if fa.pickMode == pickPegasus {
			g.ld.gone.c[g.ld.gone.n] = card
			g.ld.gone.n++
		} else {
			g.addDiscard(card, int8(c))
		}
	}
	fa.dr.drawn = hand{}
}

// checkDraws verifies that what these gods owe is settled between turns:
// no dues, gifts or draws left over once a turn's choice begins, no
// drawn card outside a pick of Pégase or Méduse.
func (g *State) checkDraws() error {
	dr := &g.fa.dr
	if g.phase == phaseChoose && g.chosen == 0 && !g.revealed() {
		if dr.pegasus|dr.medusa|dr.nout != 0 || dr.dues != [maxCities]uint8{} {
			return fmt.Errorf("owed between turns: Pégase %b, Méduse %b, Nout %b, dues %v", dr.pegasus, dr.medusa, dr.nout, dr.dues)
		}
	}
	if dr.drawn.n > 0 && !(g.phase == phasePick && (g.fa.pickMode == pickPegasus || g.fa.pickMode == pickMedusa)) {
		return fmt.Errorf("%d cards drawn outside a pick of Pégase or Méduse", dr.drawn.n)
	}
	return nil
}

// drawKind is the prompt kind of a pick mode of these gods, "" for
// another.
func drawKind(mode uint8) string {
	switch mode {
	case pickPegasus:
		return KindPegasus
	case pickMedusa:
		return KindMedusa
	case pickNout:
		return KindNout
	case pickDues:
		return KindDues
	}
	return ""
}

// drawsDigest hashes these gods' state when it holds anything (games
// played before rulesetMyths never do: their digests stay as they were).
func (g *State) drawsDigest(h *game.Hash) {
	dr := &g.fa.dr
	if *dr == (draws{}) {
		return
	}
	h.Int(int(dr.pegasus) | int(dr.medusa)<<8 | int(dr.nout)<<16 | int(dr.blacks)<<24 | int(dr.drawn.n)<<32)
	for _, c := range dr.drawn.c {
		h.Int(int(c))
	}
	for c, d := range dr.dues {
		h.Int(int(d) | int(dr.duesTo[c])<<8)
	}
}

// determinizeDrawn deals again, for the bots' search from seat v, the
// cards drawn for a pick v does not make: any leader no one has seen, any
// unseen black card of the Age.
func (g *State) determinizeDrawn(v int, rng *game.Rand) {
	fa := &g.fa
	if fa.dr.drawn.n == 0 || g.phase != phasePick || int(g.controller(int(g.picker))) == v {
		return
	}
	var pool *deck
	switch fa.pickMode {
	case pickPegasus:
		pool = &g.ld.unused
	case pickMedusa:
		pool = &g.cx.unseen
	default:
		return
	}
	for i := range fa.dr.drawn.n {
		var same []int
		for j, card := range pool.cards() {
			if fa.pickMode == pickPegasus || catalog.cards[card].Age == catalog.cards[fa.dr.drawn.c[i]].Age {
				same = append(same, j)
			}
		}
		if k := rng.IntN(len(same) + 1); k < len(same) {
			fa.dr.drawn.c[i], pool.c[same[k]] = pool.c[same[k]], fa.dr.drawn.c[i]
		}
	}
}
