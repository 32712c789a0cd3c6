package wonders

import "agora/game"

// Preview is the acting city as it would stand if the option were resolved
// on its own now: its score and its public side. Other seats' choices this
// turn are left out, and hands do not pass. Heuristic bots use it to ask the
// engine what a move is worth instead of repeating the rules; ok is false
// for an option that is neither one of the view's options nor one of its
// PlayOptions.
func (v *View) Preview(o game.Option) (score Breakdown, city CityView, ok bool) {
	g, m, ok := v.played(o)
	if !ok {
		return score, city, false
	}
	return g.Score(m.City), g.cityView(m.City), true
}

// PreviewPartner is Preview's look at the acting seat's partner's city,
// where a shared build (Toinito) puts its card; ok is false without a
// partner or for an option Preview refuses.
func (v *View) PreviewPartner(o game.Option) (score Breakdown, city CityView, ok bool) {
	if v.Partner < 0 {
		return score, city, false
	}
	g, _, ok := v.played(o)
	if !ok {
		return score, city, false
	}
	return g.Score(v.Partner), g.cityView(v.Partner), true
}

// played is a copy of the view's state with option o resolved on its own,
// and o's move; ok is false for an option Preview refuses.
func (v *View) played(o game.Option) (g *State, m Move, ok bool) {
	if v.Acting < 0 {
		return nil, m, false
	}
	m, ok = DecodeOption(o)
	if !ok || !m.Action.plays() || m.City != v.Acting {
		return nil, m, false
	}
	if !game.Contains(v.Options, o) && (!v.state.commerce() || !game.Contains(v.PlayOptions(m.Card), o)) {
		return nil, m, false
	}
	g = v.state.clone()
	// No rule a preview runs reads the history, and appending to a copy
	// of it would cost more than the rest of the preview.
	g.events = nil
	if m.PayOthers > 0 {
		to, ok := g.allocOf(m, o)
		if !ok {
			to, ok = g.recordAlloc(o, func() { g.playOptions(m.City, m.Card, nil) })
		}
		if !ok {
			return nil, m, false
		}
		g.fa.alloc[m.City] = to
	}
	g.playAlone(m.City, m)
	return g, m, true
}
