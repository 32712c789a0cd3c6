package wonders

import "agora/game"

// Preview is the acting city as it would stand if the option were resolved
// on its own now: its score and its public side. Other seats' choices this
// turn are left out, and hands do not pass. Heuristic bots use it to ask the
// engine what a move is worth instead of repeating the rules; ok is false
// for an option that is neither one of the view's options nor one of its
// PlayOptions.
func (v *View) Preview(o game.Option) (score Breakdown, city CityView, ok bool) {
	if v.Acting < 0 {
		return score, city, false
	}
	m, ok := DecodeOption(o)
	if !ok || !m.Action.plays() || m.City != v.Acting {
		return score, city, false
	}
	if !game.Contains(v.Options, o) && (!v.state.commerce() || !game.Contains(v.PlayOptions(m.Card), o)) {
		return score, city, false
	}
	g := v.state.clone()
	if m.PayOthers > 0 {
		to, ok := g.allocOf(m, o)
		if !ok {
			to, ok = g.recordAlloc(o, func() { g.playOptions(m.City, m.Card, nil) })
		}
		if !ok {
			return score, city, false
		}
		g.fa.alloc[m.City] = to
	}
	g.playAlone(m.City, m)
	return g.Score(m.City), g.cityView(m.City), true
}

// PreviewPartner is Preview's look at the acting seat's partner's city,
// where a shared build (Toinito) puts its card; ok is false without a
// partner or for an option Preview refuses.
func (v *View) PreviewPartner(o game.Option) (score Breakdown, city CityView, ok bool) {
	if v.Partner < 0 {
		return score, city, false
	}
	if _, _, ok := v.Preview(o); !ok {
		return score, city, false
	}
	m := MustDecode(o)
	g := v.state.clone()
	g.playAlone(m.City, m)
	return g.Score(v.Partner), g.cityView(v.Partner), true
}
