package wonders

import (
	"testing"

	"agora/game"
)

// canSwap answers what bastetOptions would, without listing: checked for
// every city after every decision of random Faith games, where swaps come
// and go as cities build.
func TestCanSwapAgreesWithTheSwapList(t *testing.T) {
	swaps, none := 0, 0
	for seed := range uint64(12) {
		cfg := config(3+int(seed%5), seed)
		cfg.Expansions = []string{ExpansionFaith}
		if seed%3 == 0 {
			cfg.Teams, cfg.Seats = true, make([]game.SeatConfig, 4)
		}
		g := start(t, cfg)
		rng := game.NewRand(seed + 41)
		for !g.Over() {
			for c := range int(g.ncities) {
				listed := len(g.bastetOptions(c, NoCard, nil)) > 0
				if g.canSwap(c) != listed {
					t.Fatalf("seed %d, city %d: canSwap %v, listed %v", seed, c, !listed, listed)
				}
				if listed {
					swaps++
				} else {
					none++
				}
			}
			p := g.Pending()[0].Seat
			legal := g.Legal(p, nil)
			if err := g.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if swaps == 0 || none == 0 {
		t.Fatalf("the games never tried both answers: %d with swaps, %d without", swaps, none)
	}
}

// The card Bastet brings a city applies every one-time effect again for
// it (ruling Faith 24, from ruleset 5): a diplomacy token, a coin loss for
// every other city, coins for its neighbours, as well as its own coins.
// Games begun under ruleset 4 re-apply only the coins.
func TestFaithBastetEveryOneTimeEffect(t *testing.T) {
	tests := []struct {
		name        string
		give, take  string // city 0's card, city 1's
		ruleset     int
		coins, debt [4]int // what each city gains (loses) and the debt it takes
		diplomacy   bool   // city 0 takes a diplomacy token
		diplomacyTo bool   // city 1 does
	}{
		{name: "residence's token", give: "baths", take: "residence", ruleset: 5, diplomacy: true},
		{name: "residence's token, ruleset 4", give: "baths", take: "residence", ruleset: 4},
		{name: "residence given", give: "residence", take: "baths", ruleset: 5, diplomacyTo: true},
		{name: "hideout's coin loss", give: "altar", take: "hideout", ruleset: 5, coins: [4]int{0, -1, 0, -1}, debt: [4]int{0, 0, 1, 0}},
		{name: "hideout's coin loss, ruleset 4", give: "altar", take: "hideout", ruleset: 4},
		{name: "hideout given", give: "hideout", take: "altar", ruleset: 5, coins: [4]int{-1, 0, 0, -1}, debt: [4]int{0, 0, 1, 0}},
		{name: "gambling den's coins", give: "altar", take: "gambling_den", ruleset: 5, coins: [4]int{6, 1, 0, 1}},
		{name: "gambling den's coins, ruleset 4", give: "altar", take: "gambling_den", ruleset: 4, coins: [4]int{6, 0, 0, 0}},
		{name: "gambling den given", give: "gambling_den", take: "altar", ruleset: 5, coins: [4]int{1, 6, 1, 0}},
		{name: "tavern's coins", give: "altar", take: "tavern", ruleset: 5, coins: [4]int{5, 0, 0, 0}},
		{name: "tavern's coins, ruleset 4", give: "altar", take: "tavern", ruleset: 4, coins: [4]int{5, 0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := mythsTable(t, 4, ExpansionCities)
			g := tb.g
			g.cfg.Ruleset = tt.ruleset
			tb.gods(0, "bastet")
			tb.cityBuilt(0, tt.give)
			tb.cityBuilt(1, tt.take)
			g.cx.owed = [maxCities]int16{} // the losses of the cards built before
			tb.coins(0, 10)
			tb.play(invoke(discard(0, g.hands[0].c[0].String()), "bastet", InvokeAfter, 0, 0))
			tb.discardRest()
			if g.phase != phasePick || g.Pending()[0].Kind != KindBastet {
				t.Fatalf("Bastet's swap: %v", g.Pending())
			}
			g.cx.diplomacy = 0 // the tokens of the cards built before
			for c, n := range []int{10, 5, 0, 5} {
				tb.coins(c, n)
			}
			var before [4]int32
			var debt [4]uint8
			for c := range before {
				before[c], debt[c] = g.cities[c].coins, g.cx.debt[c]
			}
			tb.play(Move{Action: Swap, Card: cid(tt.give), City: 0, Owner: 1, Other: cid(tt.take)})
			tb.payLosses()
			for c := range before {
				if got := int(g.cities[c].coins - before[c]); got != tt.coins[c] {
					t.Errorf("city %d gains %d coins, want %d", c, got, tt.coins[c])
				}
				if got := int(g.cx.debt[c] - debt[c]); got != tt.debt[c] {
					t.Errorf("city %d takes %d debt, want %d", c, got, tt.debt[c])
				}
			}
			if got := g.cx.diplomacy&1 != 0; got != tt.diplomacy {
				t.Errorf("city 0 holds a diplomacy token: %v, want %v", got, tt.diplomacy)
			}
			if got := g.cx.diplomacy&2 != 0; got != tt.diplomacyTo {
				t.Errorf("city 1 holds a diplomacy token: %v, want %v", got, tt.diplomacyTo)
			}
			if g.phase != phaseChoose || g.turn != 1 {
				t.Fatalf("the game goes on: phase %d, turn %d", g.phase, g.turn)
			}
			tb.check()
		})
	}
}

// payLosses answers every coin loss the table is asked about by paying
// all it can.
func (tb *table) payLosses() {
	tb.t.Helper()
	for !tb.g.Over() {
		p := tb.g.Pending()
		if len(p) == 0 || p[0].Kind != KindDues {
			return
		}
		ms := tb.moves(p[0].Seat)
		tb.play(ms[0]) // the answers start with paying all it can
	}
}
