package wonders

// What Commerce and Faith do together: a god invoked when a seat resolves
// its pick is revealed then, so Seth may answer before the move is played
// (the move waits in faith.stash), and the market's deals are made cheaper
// by the gods over costs (reducedDeals).

// revealFirst holds back a resolving move that invokes a god while seats
// holding Seth may answer; it reports whether the move waits.
func (g *State) revealFirst(m Move) bool {
	if !m.GodMode.Invokes() || !g.faithOn() {
		return false
	}
	g.fa.stash = m
	if g.sethWindow(m.City) {
		return true
	}
	g.fa.stash = Move{}
	return false
}

// afterSethAtResolve plays the waiting move once Seth's window closes
// (cancelled or not; a cancelled one plays its card again).
func (g *State) afterSethAtResolve() {
	if g.fa.sethAsk != 0 || g.fa.stash.Action == 0 {
		return
	}
	if g.sethWindow(int(g.resolving)) {
		return
	}
	stash := g.fa.stash
	g.fa.stash = Move{}
	g.resolveNext(stash)
}

// reducedDeals is deals for res less k units of the payer's choice.
func (g *State) reducedDeals(c int, res Resources, k, budget int, withMarket bool, out []deal) []deal {
	if k == 0 {
		return g.deals(c, res, budget, withMarket, out)
	}
	start := len(out)
	var tmp [maxDeals]deal
	for _, rs := range reductions(res, k) {
		for _, d := range g.deals(c, rs, budget, withMarket, tmp[:0]) {
			dup := false
			for _, e := range out[start:] {
				dup = dup || e == d
			}
			if !dup {
				out = append(out, d)
			}
		}
	}
	return out
}
