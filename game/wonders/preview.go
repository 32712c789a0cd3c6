package wonders

import (
	"sync"

	"agora/game"
)

// Preview is the acting city as it would stand if the option were resolved
// on its own now: its score and its public side. Other seats' choices this
// turn are left out, and hands do not pass. Heuristic bots use it to ask the
// engine what a move is worth instead of repeating the rules; ok is false
// for an option that is neither one of the view's options nor one of its
// PlayOptions.
func (v *View) Preview(o game.Option) (score Breakdown, city CityView, ok bool) {
	ok = v.played(o, func(g *State, m Move) { score, city = g.Score(m.City), g.cityView(m.City) })
	return score, city, ok
}

// PreviewPartner is Preview's look at the acting seat's partner's city,
// where a shared build (Toinito) puts its card; ok is false without a
// partner or for an option Preview refuses.
func (v *View) PreviewPartner(o game.Option) (score Breakdown, city CityView, ok bool) {
	if v.Partner < 0 {
		return score, city, false
	}
	ok = v.played(o, func(g *State, _ Move) { score, city = g.Score(v.Partner), g.cityView(v.Partner) })
	return score, city, ok
}

// previews are the scratch states previews resolve their option on: a
// heuristic previews every option of every decision, and a new state for
// each (4 KB) would keep the collector busy.
var previews = sync.Pool{New: func() any { return new(State) }}

// played resolves option o on its own on a scratch copy of the view's
// state and hands that copy and o's move to read, which must copy out
// what it keeps; ok is false, and read is not called, for an option
// Preview refuses.
func (v *View) played(o game.Option, read func(g *State, m Move)) bool {
	if v.Acting < 0 {
		return false
	}
	m, ok := DecodeOption(o)
	if !ok || m.City != v.Acting {
		return false
	}
	if l := v.state.layerOf(v.Prompt); l != nil && l.preview != nil {
		if !game.Contains(v.Options, o) {
			return false
		}
		return v.previewLayer(l, m, read)
	}
	if !m.Action.plays() {
		return false
	}
	if !game.Contains(v.Options, o) && (!v.state.commerce() || !game.Contains(v.playsOf(m.Card), o)) {
		return false
	}
	return v.onScratch(func(g *State) bool {
		if m.PayOthers > 0 {
			to, ok := g.allocOf(m, o)
			if !ok {
				to, ok = g.recordAlloc(o, func() { g.playOptions(m.City, m.Card, nil) })
			}
			if !ok {
				return false
			}
			g.fa.alloc[m.City] = to
		}
		g.playAlone(m.City, m)
		read(g, m)
		return true
	})
}

// previewLayer is played for a move of a layer's kind: the layer resolves
// it on a scratch copy.
func (v *View) previewLayer(l *layer, m Move, read func(g *State, m Move)) bool {
	return v.onScratch(func(g *State) bool {
		if !l.preview(g, m) {
			return false
		}
		read(g, m)
		return true
	})
}

// onScratch runs f on a scratch copy of the view's state and reports what
// f does.
func (v *View) onScratch(f func(g *State) bool) bool {
	g := previews.Get().(*State)
	events := g.events[:0]
	defer func() {
		// Keeps nothing of this game alive but the scratch events, which
		// hold no pointer.
		*g = State{events: g.events[:0]}
		previews.Put(g)
	}()
	v.state.copyTo(g)
	// No rule a preview runs reads the history, and appending to a copy
	// of it would cost more than the rest of the preview: its events go
	// to the scratch state's own.
	g.events = events
	return f(g)
}
