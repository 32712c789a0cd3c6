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

// An answer to a coin loss, in a table of positions: a coin is worth less
// than a debt token's point, so the city pays what it can spare; the
// coins it needs for its trade while Ages remain are worth more, and it
// takes debt for those instead; late in the game it pays all it can.
func TestWondersDuesAnswers(t *testing.T) {
	ps := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 1, func(v *wonders.View, _ []game.Option) bool {
		return v.Prompt == wonders.KindDues
	})
	base := ps[0].v
	for _, tc := range []struct {
		name        string
		age, turn   int
		coins, dues int
		short       bool // the city lacks every resource its wonder's next stages ask
		want        int  // coins paid
	}{
		{"Age I, coins to spare", 1, 1, 10, 2, false, 2},
		{"Age III's end, coins to spare", 3, 7, 10, 2, false, 2},
		{"Age I, coins needed for trade", 1, 1, 2, 2, true, 0},
		{"Age I, some to spare", 1, 1, 0, 3, true, 0}, // coins set below from the need
		{"Age III's end, coins needed", 3, 7, 2, 2, true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := *base
			v.Cities = append([]wonders.CityView(nil), base.Cities...)
			v.Hand = nil
			v.Age, v.Turn, v.Dues = tc.age, tc.turn, tc.dues
			c := &v.Cities[v.Acting]
			c.Production = wonders.Production{}
			stages := wonders.Wonders()[c.Wonder].Sides[c.Side]
			if tc.short {
				c.Stages = 0
			} else {
				c.Stages = len(stages)
			}
			need := 0
			if tc.short {
				e := newEstimator(&v)
				for _, n := range e.short {
					need += 2 * n
				}
				if need == 0 {
					t.Fatal("the scenario needs no coin")
				}
			}
			c.Coins = tc.coins
			want := tc.want
			if tc.name == "Age I, some to spare" {
				c.Coins, want = need+1, 1 // one coin above the need, two below it as debt
			}
			var legal []game.Option
			for p := min(tc.dues, c.Coins); p >= 0; p-- {
				legal = append(legal, wonders.Move{Action: wonders.Settle, City: v.Acting, Card: wonders.NoCard, Price: p}.Option())
			}
			values := WondersValues(&v, legal)
			best := 0
			for i := range values {
				if values[i] > values[best] {
					best = i
				}
			}
			if got := wonders.MustDecode(legal[best]).Price; got != want {
				t.Errorf("pays %d of %d with %d coins (need %d), want %d; values %v", got, tc.dues, c.Coins, need, want, values)
			}
		})
	}
}
