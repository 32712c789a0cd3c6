package wonders

import "agora/game"

// Faith's layer: the Prayer before each Age, the gods played with the
// cards (extend), the picks they bring after a turn (Osiris, Bastet, a
// second god), Seth's answer to a reveal, Horus's watch, Anubis's kept
// hands, Marduk revealed first for a partner (faith_first.go) and the
// other gods of partners (faith_babylon.go, faith_toinito.go), the gods
// going back at the end of an Age, and what Age III gods score.
var faithLayer = new(layer)

func init() {
	*faithLayer = layer{
		name:     ExpansionFaith,
		order:    30,
		kinds:    []string{KindPray, KindOsiris, KindBastet, KindSeth, KindSecondGod, KindPegasus, KindMedusa, KindNout},
		setup:    func(g *State) error { g.fa.on = true; return g.initFaith() },
		startAge: func(g *State) bool { g.startPrayer(); return true },
		pending:  faithPending,
		interject: func(g *State) (game.Seat, string, bool) {
			if g.fa.sethAsk == 0 {
				return 0, "", false
			}
			return game.Seat(g.fa.sethAsk - 1), KindSeth, true
		},
		reveal: func(g *State, victim int) bool { return g.sethWindow(victim) },
		waits:  func(g *State, s int) bool { return g.horusWaits(s) },
		enter: func(g *State, c int, kind string) func() {
			if kind != KindCard {
				return nil
			}
			if p := g.leansOn(c); p >= 0 {
				sv := g.serve(p, mardukGod) // the partner's Marduk, revealed first
				return func() { g.unserve(sv) }
			}
			return nil
		},
		mayPlay: func(g *State, c int, card Card) bool {
			return g.fa.redo&(1<<c) == 0 || card == g.moves[c].Card // Seth's victim plays its card again
		},
		extend: faithExtend,
		chosen: func(g *State, c int) {
			g.horusChoice(c)
			g.fa.redo &^= 1 << c
		},
		resolved: func(g *State) int8 { return g.resolveGods() },
		picks: func(g *State) bool {
			g.fa.pickMode = 0
			return g.startDues() || g.startOsiris() || g.startBastet() || g.startDraws() || g.startNout() || g.startSecondGod()
		},
		pass: func(g *State) bool {
			keep := g.anubisKeep()
			if keep == 0 {
				return false
			}
			g.passAround(keep)
			return true
		},
		endAge:    func(g *State) { g.endAgeGods() },
		sitsOut:   func(g *State, c int) bool { return g.outOfConflicts(c) },
		strengths: func(g *State, str [maxCities]int) [maxCities]int { return g.ishtarStrengths(str) },
		lends:     func(g *State, c int) int { return g.mardukLends(c) },
		logged:    func(g *State, c, _ int, m Move, coins int) { g.shamashShare(c, m, coins) },
		acting: func(g *State, seat game.Seat, kind string) int {
			switch kind {
			case KindOsiris, KindBastet, KindSecondGod, KindPegasus, KindMedusa, KindNout:
				return int(g.picker)
			}
			return int(seat)
		},
		options:   faithOptions,
		apply:     faithApply,
		view:      func(g *State, v *View, seat game.Seat) { g.faithView(v, seat) },
		check:     func(g *State) error { return g.checkGods() },
		score:     func(g *State, c int, b *Breakdown) { b[CatGods] = g.godPoints(c) },
		cardLess:  func(g *State, c int, card Card) int { return g.cardReduction(c, card) },
		stageLess: func(g *State, c int) int { return g.stageReduction(c) },
		free:      func(g *State, c int, card Card) bool { return g.godFree(c, card) },
		digest:    func(g *State, h *game.Hash) { g.drawsDigest(h) },
		cards:     func(g *State, add func(...Card)) { add(g.fa.dr.drawn.cards()...) },
		preview:   faithPreview,
		determinize: func(g *State, v int, rng *game.Rand) {
			g.determinizeDrawn(v, rng) // after Leaders' and Cities' own
		},
	}
	addLayer(faithLayer)
}

// faithPending runs the Prayer and the picks gods bring after a turn.
func faithPending(g *State) bool {
	switch {
	case g.phase == phasePray:
		for s := range int(g.players) {
			if !g.hasPicked(s) {
				g.addPending(game.Seat(s), KindPray)
			}
		}
		return true
	case g.phase == phasePick && g.fa.pickMode != 0:
		kind := drawKind(g.fa.pickMode)
		if kind == "" {
			kind = [...]string{KindDiscardPick, KindOsiris, KindBastet, KindSecondGod}[g.fa.pickMode]
		}
		g.addPending(g.controller(int(g.picker)), kind)
		return true
	}
	return false
}

// faithExtend adds to each card's options the same moves with a god, when
// city c may still use its gods: in the base card choice, and with
// Commerce when the seat resolves its pick.
func faithExtend(g *State, c int, kind string) func(Card, int, []game.Option, func([]game.Option) []game.Option) []game.Option {
	if (kind != KindCard && kind != KindResolve) || !g.mayUseGods(c) {
		return nil
	}
	var plans [][]godPlan
	if kind == KindCard {
		plans = g.godPlanList(c) // once for the whole hand
	}
	return func(card Card, start int, buf []game.Option, gen func([]game.Option) []game.Option) []game.Option {
		return g.godOptions(c, card, start, buf, gen, plans)
	}
}

// faithOptions lists the options of Faith's decisions.
func faithOptions(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option {
	switch kind {
	case KindOsiris:
		return g.osirisOptions(c, only, buf)
	case KindSeth:
		return g.sethOptions(c, buf)
	case KindBastet:
		return g.bastetOptions(c, only, buf)
	case KindSecondGod:
		return g.secondOptions(c, buf)
	case KindPegasus, KindMedusa:
		return g.drawOptions(c, only, buf)
	case KindNout:
		if only != NoCard {
			return buf
		}
		return g.noutOptions(c, buf)
	}
	return g.prayOptions(c, buf)
}

// faithApply carries Faith's decisions out.
func faithApply(g *State, kind string, m Move) {
	if kind == KindPray {
		g.prayApply(m)
		return
	}
	g.settled = len(g.log)
	switch kind {
	case KindSeth:
		g.sethAnswer(m)
	case KindOsiris:
		g.osirisApply(m)
		g.fa.pickMode = 0 // done: a pick another layer asks next is its own
		g.afterPick()
	case KindBastet:
		g.swapCards(m)
		g.fa.pickMode = 0
		g.afterPick()
	case KindSecondGod:
		g.secondApply(m)
	case KindPegasus, KindMedusa, KindNout:
		g.mythResolve(m)
		g.fa.pickMode = 0
		g.afterPick()
	}
}

// mythResolve carries out a pick of the gods that need Leaders and Cities
// (Pégase, Méduse, Nout, the answer to Hécate or Héra), without going on.
func (g *State) mythResolve(m Move) {
	switch g.fa.pickMode {
	case pickPegasus, pickMedusa:
		g.drawResolve(m)
	case pickNout:
		g.noutApply(m)
	}
}

// sethAnswer carries a Seth answer out, and the turn on from where the
// reveal stopped it.
func (g *State) sethAnswer(m Move) {
	switch g.phase {
	case phasePick:
		g.answerInPick(m)
	case phaseResolve:
		g.sethApply(m)
		g.afterSethAtResolve()
	default:
		g.sethApply(m)
		g.afterChoice()
	}
}

// faithPreview resolves one of Faith's picks on its own for View.Preview:
// those of the gods that need Leaders and Cities, and Osiris's build or
// coins like any card played.
func faithPreview(g *State, m Move) bool {
	if g.phase == phasePick && drawKind(g.fa.pickMode) != "" {
		g.mythResolve(m)
		return true
	}
	if !m.Action.plays() {
		return false
	}
	g.playAlone(m.City, m)
	return true
}
