package bots

import (
	"agora/game"
	"agora/game/wonders"
)

// Leaders in the heuristic. A draft pick or a recruitment is previewed as
// the leader recruited now (View.Preview): its printed points, what its
// counts bring today, its shields, science and coins. What a leader does
// later, the cards it makes cheaper, the coins it brings each time, the
// cards it will count, the preview cannot see: leaderWorth is a rough
// value of it, like godWorth for the gods.

// leaderSpan says how a leader's later worth shrinks as the game goes on.
type leaderSpan uint8

const (
	// spanGame: a power that acts on every later turn, worth the share of
	// the game still to come.
	spanGame leaderSpan = iota
	// spanStages: worth so much per wonder stage still to build.
	spanStages
	// spanAgeIII: a power for Age III's cards (the guilds), whole until
	// that Age goes on.
	spanAgeIII
	// spanRecruits: worth so much per later recruitment turn.
	spanRecruits
	// spanArrival: worth once, when recruited in Age II or III (Solomon's
	// build from the discard pile, empty at Age I's recruitment).
	spanArrival
)

// leaderPower is a leader's worth beyond its preview, in points, over its
// span.
type leaderPower struct {
	worth float64
	span  leaderSpan
}

// leaderWorth: the leaders whose preview misses part of what they bring.
// Those it shows whole (points, shields, science, coins now) are absent,
// worth nothing more. Counting leaders are worth the cards or tokens a city
// typically adds to its count over a game.
var leaderWorth = map[string]leaderPower{
	// Points per card, stage or token still to come.
	"alexander": {2.5, spanGame}, "amytis": {1.6, spanStages}, "darius": {2, spanGame},
	"hiram": {2.5, spanAgeIII}, "hypatia": {3, spanGame}, "midas": {1.5, spanGame},
	"nebuchadnezzar": {3.5, spanGame}, "pericles": {5, spanGame}, "phidias": {2.5, spanGame},
	"praxiteles": {3.5, spanGame}, "varro": {2.5, spanGame},
	// Sets scored at the end.
	"aristotle": {1.5, spanGame}, "justinian": {3, spanGame}, "plato": {1.5, spanGame},
	// Cheaper cards and stages.
	"archimedes": {2, spanGame}, "hammurabi": {2, spanGame}, "leonidas": {1.5, spanGame},
	"imhotep": {0.7, spanStages}, "bilkis": {2.5, spanGame}, "ramses": {3, spanAgeIII},
	"maecenas": {1.5, spanRecruits}, "caligula": {3, spanGame}, "heracles": {2, spanGame},
	// Coins on later moves.
	"hatshepsut": {2, spanGame}, "nero": {2, spanGame}, "vitruvius": {2, spanGame},
	"xenophon": {2, spanGame}, "berenice": {2.5, spanGame}, "diocletian": {2, spanGame},
	// Conflicts and the rest.
	"tomyris": {1.5, spanGame}, "semiramis": {1.5, spanGame}, "solomon": {3, spanArrival},
}

// draftShare is how much of its worth a leader kept in the draft brings: it
// is yet to be recruited, in one of the three Ages, if at all.
const draftShare = 0.6

// recruitWeight is how many times its later worth a recruited leader
// counts. The estimator weighs a recruitment's alternatives (a wonder
// stage, 3 coins) high against a leader's preview; counting the worth
// twice, Medium won 31.5% ± 0.6 instead of 28.4% ± 0.6 of 20,000 4-player
// Leaders and Cities games against three of the heuristic without these
// terms (1.5 and 2.5 did as well, 3 worse); a larger draft share did not
// help.
const recruitWeight = 2

// leaderValue is what leader move m is worth beyond its preview: a leader
// kept in the draft or recruited (or copied by the Courtesans' Guild);
// nothing for any other move.
func (e *estimator) leaderValue(m wonders.Move) float64 {
	switch {
	case e.v.Prompt == wonders.KindLeaderDraft && m.Action == wonders.Pick:
		return draftShare * e.leaderLater(m.Card, true)
	case (e.v.Prompt == wonders.KindRecruit || e.v.Prompt == wonders.KindRecruitNow || e.v.Prompt == wonders.KindPegasus) && m.Action == wonders.Build,
		e.v.Prompt == wonders.KindCourtesan && m.Action == wonders.Pick:
		return recruitWeight * e.leaderLater(m.Card, false)
	}
	return 0
}

// leaderLater is leader l's worth beyond its preview for the acting city,
// recruited now (or, drafting, at one of the coming recruitments).
func (e *estimator) leaderLater(l wonders.Card, drafting bool) float64 {
	if l == wonders.NoCard || int(l) >= len(wonders.Cards()) {
		return 0
	}
	p, ok := leaderWorth[l.Info().ID]
	if !ok {
		return 0
	}
	age := min(max(e.v.Age, 1), 3)
	switch p.span {
	case spanGame:
		return p.worth * e.ageLeft
	case spanStages:
		return p.worth * float64(max(e.before.StageCount-e.before.Stages, 0))
	case spanAgeIII:
		return p.worth * min(1, 3*e.ageLeft)
	case spanRecruits:
		if drafting {
			return p.worth * 2
		}
		return p.worth * float64(3-age)
	case spanArrival:
		if drafting || age >= 2 {
			return p.worth
		}
	}
	return 0
}

// leaderPromptValues values the leader decisions the engine does not
// preview: the Courtesans' Guild's copy (each leader by its points for
// this city and its later worth) and Rome B's recruitment at once (the
// same, less its coins; passing is worth nothing). ok is false for every
// other decision.
func leaderPromptValues(v *wonders.View, legal []game.Option) (values []float64, ok bool) {
	if v.Prompt != wonders.KindCourtesan && v.Prompt != wonders.KindRecruitNow || v.Acting < 0 {
		return nil, false
	}
	e := newEstimator(v)
	values = make([]float64, len(legal))
	for i, o := range legal {
		m := wonders.MustDecode(o)
		if m.Card == wonders.NoCard || int(m.Card) >= len(wonders.Cards()) || m.Action != wonders.Build && m.Action != wonders.Pick {
			continue // Pass
		}
		values[i] = e.leaderNow(m.Card) + e.leaderValue(m)
		if v.Prompt == wonders.KindRecruitNow {
			values[i] -= e.coinWorth() * float64(leaderCost(v, m.Card))
		}
	}
	return values, true
}

// leaderNow is what leader l brings the acting city at once: its points
// as the city stands, its shields and its science as the estimator weighs
// them.
func (e *estimator) leaderNow(l wonders.Card) float64 {
	val := 0.0
	for _, ef := range l.Info().Effects {
		switch ef.Kind {
		case wonders.Points:
			val += float64(ef.N)
		case wonders.PointsPer:
			for _, side := range []struct {
				where wonders.Cities
				city  int
			}{{wonders.Self, e.city}, {wonders.Left, e.side(1)}, {wonders.Right, e.side(-1)}} {
				if ef.Cities&side.where != 0 {
					val += float64(ef.N * counted(e.v, side.city, ef.Count))
				}
			}
		case wonders.Shields:
			val += e.militaryValue(e.before.Shields + ef.N)
		case wonders.Science:
			val += 1 + 2.5*e.ageLeft
		case wonders.Coins:
			val += e.coinWorth() * float64(ef.N)
		}
	}
	return val
}

// side is the acting city's neighbour on side step: +1 the next city, -1
// the previous one (the engine's left and right).
func (e *estimator) side(step int) int {
	n := len(e.v.Cities)
	return ((e.city+step)%n + n) % n
}

// leaderCost is what the seat pays to recruit leader l of its hand, its
// printed coins when the view does not say.
func leaderCost(v *wonders.View, l wonders.Card) int {
	if v.Leaders != nil {
		for i, h := range v.Leaders.Hand {
			if h == l && i < len(v.Leaders.Costs) {
				return v.Leaders.Costs[i]
			}
		}
	}
	return l.Info().Cost.Coins
}
