package bots

import "agora/game/wonders"

// Cities in the heuristic: what a move does that View.Preview cannot show.
// A preview resolves the move on its own and reads the acting city only, so
// the coins every other city loses to a black card (paid at the end of the
// turn, or taken as debt) and the coins a Gambling Den gives the neighbours
// never appear in it; nor does what a diplomacy token changes in the Age's
// conflicts, since they are fought at the Age's end. The estimator weighs
// them here, as points relative to the other cities: what an opponent loses
// counts for this city as the mean over its opponents (every opponent
// losing a point is, for the ranking, this city gaining one), what its
// partner loses in a team game counts as its own. The debt tokens a city
// holds are on its score's debt line, in View.Scores and in a preview alike
// (a city's own move never adds any): only the risk of more is weighed
// here.

// citiesAgeTurns is how many turns an Age lasts with Cities.
const citiesAgeTurns = 7

// citiesValue is what move m, which leaves the acting city as after,
// brings through Cities' powers beyond its preview: other cities' coin
// losses and debt, the neighbours' gifts, a diplomacy token, and the risk
// of debt the city's own coins leave it open to.
func (e *estimator) citiesValue(m wonders.Move, after wonders.CityView) float64 {
	if e.v.AgeTurns() != citiesAgeTurns {
		return 0
	}
	val := 0.0
	for _, ef := range moveEffects(e.before, m) {
		switch ef.Kind {
		case wonders.CoinLoss:
			val += e.lossValue(ef)
		case wonders.CoinsNeighbours:
			val += e.giftValue(ef.N)
		}
	}
	if after.Diplomacy && !e.before.Diplomacy {
		val += e.diplomacyValue()
	}
	return val + e.debtRisk(e.before.Coins) - e.debtRisk(after.Coins)
}

// moveEffects are the effects a move puts in its city's hands: the card's
// for a structure (or a leader) built, the stage's for a wonder stage;
// none for a discard or a card built elsewhere (Toinito).
func moveEffects(c wonders.CityView, m wonders.Move) []wonders.Effect {
	switch m.Action {
	case wonders.Build, wonders.BuildFree, wonders.BuildDiscarded:
		if m.Card == wonders.NoCard || int(m.Card) >= len(wonders.Cards()) {
			return nil
		}
		return m.Card.Info().Effects
	case wonders.BuildStage:
		if c.Wonder < 0 || c.Wonder >= len(wonders.Wonders()) {
			return nil
		}
		stages := wonders.Wonders()[c.Wonder].Sides[c.Side]
		if m.Stage < 0 || m.Stage >= len(stages) {
			return nil
		}
		return stages[m.Stage].Effects
	}
	return nil
}

// coinWorth is what one coin is worth to a city, in points, as the
// estimator weighs its own: a third of a point on the treasury line, and
// more while there is trading to do.
func (e *estimator) coinWorth() float64 { return coinPoints + 0.35*e.ageLeft }

// ally reports whether city o plays on the acting city's side: itself, or
// its partner in a team game.
func (e *estimator) ally(o int) bool {
	return o == e.city || e.v.Team(o) >= 0 && e.v.Team(o) == e.v.Team(e.city)
}

// relative turns each city's gain, in points, into its worth to the acting
// city: its allies' gains count as its own, its opponents' against it by
// their mean.
func (e *estimator) relative(gain []float64) float64 {
	own, theirs, opponents := 0.0, 0.0, 0
	for o, g := range gain {
		if e.ally(o) {
			own += g
			continue
		}
		theirs += g
		opponents++
	}
	if opponents == 0 {
		return own
	}
	return own - theirs/float64(opponents)
}

// lossValue is what a coin loss (ef, a CoinLoss effect) built by the acting
// city takes from every other city: the coins it pays, each worth a coin
// on the treasury line (coinPoints: counting what coins bring in trade too,
// as coinWorth does, did no better in the arena), and a debt token (−1
// point) for each coin it lacks. A city sheltered by the blue Hestia loses
// nothing. The coins a city holds now stand for those it will hold when
// the turn ends.
func (e *estimator) lossValue(ef wonders.Effect) float64 {
	gain := make([]float64, len(e.v.Cities))
	for o, c := range e.v.Cities {
		if o == e.city || c.Sheltered {
			continue
		}
		n := ef.N
		if ef.Count != 0 {
			n *= counted(e.v, o, ef.Count)
		}
		paid := min(n, max(c.Coins, 0))
		gain[o] = -(coinPoints*float64(paid) + float64(n-paid))
	}
	return e.relative(gain)
}

// giftValue is what n coins from the bank to each neighbour of the acting
// city (a Gambling Den) are worth to it, a third of a point each as
// lossValue counts them: against it, unless they go to its partner.
func (e *estimator) giftValue(n int) float64 {
	gain := make([]float64, len(e.v.Cities))
	for _, nb := range e.neighbours() {
		gain[nb] += coinPoints * float64(n)
	}
	return e.relative(gain)
}

// neighbours are the acting city's two neighbours (one city when they are
// the same, none when it is alone).
func (e *estimator) neighbours() []int {
	n := len(e.v.Cities)
	var out []int
	for _, nb := range [2]int{(e.city + 1) % n, (e.city + n - 1) % n} {
		if nb != e.city && (len(out) == 0 || out[0] != nb) {
			out = append(out, nb)
		}
	}
	return out
}

// counted is how many of what city o holds, as a CoinLoss effect counts
// them on the losing city (or a leader's points their cities): cards of
// the counted colours, black cards, wonder stages, victory and defeat
// tokens, sets of 3 coins, leaders recruited (other counts read 0).
func counted(v *wonders.View, o int, what wonders.Counted) int {
	c := v.Cities[o]
	n := 0
	for col := range wonders.NumColors {
		if what.Colors()&(1<<col) != 0 {
			n += len(c.Built[col])
		}
	}
	if what&wonders.CountBlack != 0 {
		n += len(c.Blacks)
	}
	if what&wonders.CountStages != 0 {
		n += c.Stages
	}
	if what&wonders.CountDefeats != 0 {
		n += c.Defeats
	}
	if what&wonders.CountVictories != 0 {
		n += c.Wins
	}
	if what&wonders.CountCoinTriples != 0 {
		n += max(c.Coins, 0) / 3
	}
	if what&wonders.CountLeaders != 0 && v.Leaders != nil && o < len(v.Leaders.Recruited) {
		n += len(v.Leaders.Recruited[o])
	}
	return n
}

// outOfConflicts is the set of cities that sit out this Age's conflicts,
// one bit per city, as the engine says (a diplomacy token, Faith's red
// Hestia).
func outOfConflicts(v *wonders.View) uint {
	var out uint
	for o, c := range v.Cities {
		if c.SitsOut {
			out |= 1 << o
		}
	}
	return out
}

// foes is whom the acting city fights at the end of this Age, as the
// cities stand now.
func (e *estimator) foes() []int { return e.v.Foes(e.city, outOfConflicts(e.v)) }

// battlePoints is what each city would take from this Age's conflicts if
// they were fought with the strengths of now (shields, and the gods and
// Semiramis that add to them) and the cities in out sitting them out.
func battlePoints(v *wonders.View, out uint) []float64 {
	tokens := [4]float64{0, 1, 3, 5}
	points := make([]float64, len(v.Cities))
	for c := range v.Cities {
		for _, f := range v.Foes(c, out) {
			switch mine, theirs := v.Cities[c].Strength, v.Cities[f].Strength; {
			case mine > theirs:
				points[c] += tokens[min(max(v.Age, 0), 3)]
			case mine < theirs:
				points[c]--
			}
		}
	}
	return points
}

// diplomacyValue is what a diplomacy token is worth to the acting city:
// out of this Age's conflicts, it neither wins nor loses its battles, and
// its neighbours fight each other instead. Both are weighed with the
// shields of now, at the estimator's confidence in this Age's battles.
func (e *estimator) diplomacyValue() float64 {
	out := outOfConflicts(e.v)
	before := battlePoints(e.v, out)
	after := battlePoints(e.v, out|1<<e.city)
	gain := make([]float64, len(before))
	for c := range gain {
		gain[c] = after[c] - before[c]
	}
	return 0.8 * e.relative(gain)
}

// debtRisk is the mild risk a city runs holding few coins: coins other
// cities' black cards may still take this Age, about one in Age I, two in Age II,
// three in Age III, and fewer as the Age goes on; each it could not pay
// would cost a point instead of a coin's worth. Half of it is counted, the
// losses being likely, not sure.
func (e *estimator) debtRisk(coins int) float64 {
	turns := e.v.AgeTurns()
	left := float64(turns-min(max(e.v.Turn, 1), turns)+1) / float64(turns)
	exposed := float64(min(max(e.v.Age, 1), 3)) * left
	short := exposed - float64(max(coins, 0))
	if short <= 0 || e.before.Sheltered {
		return 0
	}
	return 0.5 * short * (1 - e.coinWorth())
}
