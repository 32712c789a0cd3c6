package wonders

// Toinito, the last god of the team game: once in the Age he is invoked,
// from the turn after his reveal, one partner may build its Age card in
// the other's city (a BuildShared move). The builder pays as for its own
// build, with its own production, chains and trade; the card then stands
// in the partner's city, whose card it is from then on: its effects,
// coins included, go to that city.
//
// The partners choose at once in a base turn, so both may send a card, or
// the partner may build the same card at home: cards built at home are
// placed first, then the shared one, if its team has not shared yet this
// turn and the partner's city has no card of that name. Otherwise it is
// built at home, or discarded for 3 coins when the builder's city has one
// of that name too (its payment is not given back). With Commerce the
// seats resolve one by one and the engine only offers what still works.

var toinitoGod = godNamed("toinito")

func init() {
	addPower("toinito", power{})
}

// mayShare reports whether city c may build card in its partner's city
// now: Toinito stands for its team this Age, the team has not used him,
// the partner's city may take the card, and the move is a turn's card
// (not Babylon B's or Zeus's 7th card, the discard pile or Market Day).
func (g *State) mayShare(c int, card Card) bool {
	if toinitoGod == NoGod || g.phase != phaseChoose && g.phase != phaseResolve ||
		g.fa.shared&(1<<c) != 0 || !g.teamGod(c, toinitoGod) {
		return false
	}
	return !g.blocked(g.partner(c), card)
}

// settleShared is the move city c's BuildShared becomes when it is
// placed: unchanged, or (the team shared already this turn, or the
// partner's city has the card now) a build at home, or a discard.
func (g *State) settleShared(c int, m Move) Move {
	if m.Action != BuildShared {
		return m
	}
	switch {
	case g.fa.shared&(1<<c) == 0 && !g.blocked(g.partner(c), m.Card):
	case !g.blocked(c, m.Card):
		m.Action = Build
	default:
		m.Action = Discard
	}
	return m
}

// destination is the city a move's card goes to: the partner's for a
// shared build, else the city's own.
func (g *State) destination(c int, m Move) int {
	if m.Action == BuildShared {
		return g.partner(c)
	}
	return c
}
