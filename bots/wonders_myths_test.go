package bots

import (
	"context"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// A leader Pégase lets the city recruit is valued like one recruited at
// the recruitment: its preview and its later worth, weighted.
func TestWondersPegasusCountsLaterWorth(t *testing.T) {
	ps := seededPrompts(t, []string{wonders.ExpansionFaith, wonders.ExpansionLeaders}, false, four, 10,
		func(v *wonders.View, _ []game.Option) bool { return v.Prompt == wonders.KindPegasus })
	worth := 0
	for _, p := range ps {
		e := newEstimator(p.v)
		for _, o := range p.legal {
			m := wonders.MustDecode(o)
			got, want := e.leaderValue(m), 0.0
			if m.Action == wonders.Build {
				want = recruitWeight * e.leaderLater(m.Card, false)
			}
			if !near(got, want) {
				t.Errorf("%s: %v %s worth %.3f later, want %.3f", p.name, m.Action, m.Card.Info().ID, got, want)
			}
			if got > 0 {
				worth++
			}
		}
	}
	if worth == 0 {
		t.Fatal("no leader drawn with a later worth: the test shows nothing")
	}
}

// Nout's tokens go to the cities scoring most: among equal gifts the bot
// picks one whose receivers score at least as much as any other's.
func TestWondersNoutGivesToTheLeaders(t *testing.T) {
	ps := seededPrompts(t, []string{wonders.ExpansionFaith, wonders.ExpansionCities}, false, []int{4, 5, 6}, 5,
		func(v *wonders.View, legal []game.Option) bool { return v.Prompt == wonders.KindNout && len(legal) > 1 })
	for _, p := range ps {
		o, err := NewWondersHeuristic(0, 1).Choose(context.Background(), p.v, p.legal)
		if err != nil {
			t.Fatal(err)
		}
		received := func(o game.Option) int {
			m, n := wonders.MustDecode(o), 0
			for c := range p.v.Cities {
				k := 0
				if m.Targets&(1<<c) != 0 {
					k++
				}
				if m.Price&(1<<c) != 0 {
					k++
				}
				n += k * p.v.Scores[c].Total()
			}
			return n
		}
		for _, x := range p.legal {
			if received(x) > received(o) {
				t.Errorf("%s: gave to cities scoring %d, could %d", p.name, received(o), received(x))
				break
			}
		}
	}
}
