package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

// One test per ruling of docs/rulings.md.

func TestRulingVineyardCountsSameTurnCards(t *testing.T) {
	tb := newTable(t, 3, "gizah A", "babylon A", "ephesus A")
	tb.coins(0, 0)
	tb.hand(0, "vineyard")
	tb.hand(1, "lumber_yard")
	tb.hand(2, "clay_pool")
	tb.turn(build(0, "vineyard", 0, 0), build(1, "lumber_yard", 0, 0), build(2, "clay_pool", 0, 0))
	if got := tb.city(0).coins; got != 2 {
		t.Fatalf("vineyard gave %d coins, want 2 for the neighbours' brown cards of the same turn", got)
	}
}

func TestRulingLighthouseCountsItself(t *testing.T) {
	tb := newTable(t, 3, "gizah A", "babylon A", "ephesus A")
	tb.built(0, "caravansery", "marketplace")
	tb.coins(0, 0)
	tb.hand(0, "lighthouse")
	tb.turn(build(0, "lighthouse", 0, 0))
	if got := tb.city(0).coins; got != 3 {
		t.Fatalf("lighthouse gave %d coins, want 3 (two yellow cards and itself)", got)
	}
	if got := tb.g.Score(0)[CatCommercial]; got != 3 {
		t.Fatalf("lighthouse scores %d, want 3", got)
	}
}

// sixthTurn plays the first five turns of Age I with discards.
func (tb *table) sixthTurn() {
	for range turnsPerAge - 1 {
		tb.discardRest()
	}
}

func TestRulingHalikarnassusSeesSeventhCards(t *testing.T) {
	tb := newTable(t, 3, "halikarnassus A", "gizah A", "babylon A")
	tb.stages(0, 1)
	tb.built(0, "foundry", "ore_vein")
	tb.sixthTurn()
	tb.hand(0, "baths", "altar")
	tb.hand(1, "aqueduct", "gardens")
	tb.turn(stage(0, "baths", 1, 0, 0))
	found := false
	for _, m := range tb.moves(0) {
		found = found || m.Card == cid("gardens") || m.Card == cid("altar")
	}
	if tb.g.Pending()[0].Kind != KindDiscardPick || !found {
		t.Fatalf("the 7th cards are not in the pick: %v", tb.moves(0))
	}
}

func TestRulingHalikarnassusBeforeBabylon(t *testing.T) {
	tb := newTable(t, 3, "babylon B", "halikarnassus A", "gizah A")
	tb.stages(0, 2)
	tb.stages(1, 1)
	tb.built(1, "foundry", "ore_vein")
	tb.sixthTurn()
	tb.hand(0, "stockade", "baths")
	tb.hand(1, "altar", "temple")
	tb.hand(2, "theater", "statue")
	tb.turn(discard(0, "stockade"), stage(1, "altar", 1, 0, 0), discard(2, "theater"))
	if p := tb.g.Pending(); len(p) != 1 || p[0] != (game.Prompt{Seat: 1, Kind: KindDiscardPick}) {
		t.Fatalf("pending %v, want Halikarnassus's pick first", p)
	}
	var picks []Card
	for _, m := range tb.moves(1) {
		picks = append(picks, m.Card)
	}
	if slices.Contains(picks, cid("baths")) || !slices.Contains(picks, cid("temple")) {
		t.Fatalf("picks %v: Babylon's 7th card must not be there yet", picks)
	}
	tb.play(Move{Action: BuildDiscarded, Card: cid("temple"), City: 1})
	if p := tb.g.Pending(); len(p) != 1 || p[0] != (game.Prompt{Seat: 0, Kind: KindLastCard}) {
		t.Fatalf("pending %v, want Babylon's 7th card next", p)
	}
	tb.play(discard(0, "baths"))
	tb.check()
}

func TestRulingBabylonSpendsSixthTurnIncome(t *testing.T) {
	t.Run("coins", func(t *testing.T) {
		tb := newTable(t, 3, "babylon B", "gizah A", "ephesus A")
		tb.stages(0, 2)
		tb.sixthTurn()
		tb.coins(0, 0)
		tb.hand(0, "stockade", "baths")
		tb.turn(discard(0, "stockade"))
		if got := tb.plansFor(0, Build, "baths"); !slices.Equal(got, []Plan{{Left: 2, Right: 0}}) {
			t.Fatalf("plans %v: the discard's 3 coins pay for the 7th card", got)
		}
	})
	t.Run("discount", func(t *testing.T) {
		tb := newTable(t, 3, "babylon B", "gizah A", "ephesus A")
		tb.stages(0, 2)
		tb.sixthTurn()
		tb.coins(0, 1)
		tb.hand(0, "west_trading_post", "baths")
		tb.turn(build(0, "west_trading_post", 0, 0))
		if got := tb.plansFor(0, Build, "baths"); !slices.Equal(got, []Plan{{Left: 1, Right: 0}}) {
			t.Fatalf("plans %v: the trading post built on the 6th turn works for the 7th card", got)
		}
	})
}

func TestRulingBothNeighboursBuyTheSameUnit(t *testing.T) {
	tb := newTable(t, 7, boards7...) // seat 1 is Babylon: one clay
	tb.hand(0, "guard_tower")
	tb.hand(2, "guard_tower")
	tb.hand(1, "altar")
	tb.turn(build(0, "guard_tower", 2, 0), build(2, "guard_tower", 0, 2), build(1, "altar", 0, 0))
	if !tb.city(0).owns(cid("guard_tower")) || !tb.city(2).owns(cid("guard_tower")) {
		t.Fatal("both buyers build")
	}
	if got := tb.city(1).coins; got != 3+4 {
		t.Fatalf("seller has %d coins, want 7", got)
	}
	tb.check()
}

func TestRulingOlympiaDiscountFromNextTurn(t *testing.T) {
	tb := newTable(t, 3, "olympia B", "babylon A", "ephesus A")
	tb.built(0, "lumber_yard")
	tb.hand(0, "baths")
	tb.play(stage(0, "baths", 0, 0, 0))
	if tb.city(0).discount != [2]ResourceSet{} {
		t.Fatal("discount active before the turn resolves")
	}
	tb.discardRest()
	tb.hand(0, "guard_tower")
	if got := tb.plansFor(0, Build, "guard_tower"); !slices.Equal(got, []Plan{{Left: 1, Right: 0}}) {
		t.Fatalf("plans %v, want clay from the left for 1 coin", got)
	}
}

func TestRulingOlympiaCopy(t *testing.T) {
	tests := []struct {
		name           string
		own            []string
		left, right    []string
		guilds, scienc int
	}{
		// Own Shipowners: lumber yard + itself; the copied Scientists Guild
		// (10-2) is worth more than a copied Traders Guild (0).
		{"scientists copy goes to the science row", []string{"shipowners_guild", "lumber_yard", "apothecary", "workshop"},
			[]string{"traders_guild"}, []string{"scientists_guild"}, 2, 10},
		// The Traders copy (1: the right's marketplace) does not make the
		// Shipowners count a third purple card.
		{"copy is not a purple card", []string{"shipowners_guild", "lumber_yard"},
			[]string{"traders_guild"}, []string{"marketplace"}, 2 + 1, 0},
		{"a copied shipowners does not count itself", []string{"lumber_yard", "loom_1"},
			[]string{"shipowners_guild"}, nil, 2, 0},
		{"copy counts from Olympia's position", []string{"lumber_yard"},
			[]string{"workers_guild", "clay_pool"}, []string{"ore_vein", "stone_pit"}, 1 + 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTable(t, 3, "olympia B", "babylon A", "ephesus A")
			tb.stages(0, 3)
			tb.built(0, tt.own...)
			tb.built(1, tt.left...)
			tb.built(2, tt.right...)
			b := tb.g.Score(0)
			if b[CatGuilds] != tt.guilds || b[CatScience] != tt.scienc || b[CatWonder] != 5 {
				t.Fatalf("breakdown %v, want guilds %d science %d wonder 5", b, tt.guilds, tt.scienc)
			}
		})
	}
}

func TestRulingTwoPlayerWinner(t *testing.T) {
	for seed := range uint64(20) {
		rng := game.NewRand(seed)
		s := start(t, config(2, seed))
		for !s.Over() {
			p := s.Pending()[0]
			opts := s.Legal(p.Seat, nil)
			if err := s.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
				t.Fatal(err)
			}
		}
		s.cities[2].coins = 300 // the Free City would win by far
		o := s.Outcome()
		if len(o.Scores) != 2 {
			t.Fatalf("%d scores, want the two players'", len(o.Scores))
		}
		w := o.Winners()
		if len(w) == 0 || w[0] > 1 {
			t.Fatalf("winners %v", w)
		}
		a, b := o.Scores[0], o.Scores[1]
		if (a.Total > b.Total && a.Rank != 1) || (a.Total == b.Total && a.Tiebreak > b.Tiebreak && a.Rank != 1) {
			t.Fatalf("scores %+v", o.Scores)
		}
		if v := s.SeatView(0); len(v.Scores) != 3 || v.Scores[2][CatTreasury] != 100 {
			t.Fatal("the view shows the Free City's score")
		}
	}
}

func TestRulingFreeCityMustChain(t *testing.T) {
	tb := newTable(t, 2, "gizah A", "babylon A", "ephesus A")
	tb.built(2, "altar")
	tb.hand(0, "temple", "lumber_yard")
	want := []Move{{Action: Build, Card: cid("temple"), City: 2}}
	if got := tb.moves(0); !slices.Equal(got, want) {
		t.Fatalf("Free City options %v, want only the chained temple", got)
	}
	tb.refuse(Move{Action: Build, Card: cid("lumber_yard"), City: 2})
	tb.play(want[0])
	if p := tb.g.Pending(); len(p) != 2 || p[0] != (game.Prompt{Seat: 0, Kind: KindCard}) {
		t.Fatalf("pending %v: the holder chooses its own card next", p)
	}
	for _, m := range tb.moves(0) {
		if m.Card == cid("temple") || m.City != 0 {
			t.Fatalf("holder's own options include %v", m)
		}
	}
}

func TestRulingFreeCityDiscard(t *testing.T) {
	tb := newTable(t, 2, "gizah A", "babylon A", "ephesus A")
	tb.coins(2, 0)
	tb.hand(0, "lumber_yard", "pantheon")
	var got []Move
	for _, m := range tb.moves(0) {
		if m.Card == cid("lumber_yard") || m.Card == cid("pantheon") {
			got = append(got, m)
		}
	}
	want := []Move{{Action: Build, Card: cid("lumber_yard"), City: 2}, {Action: Discard, Card: cid("pantheon"), City: 2}}
	if !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
}

func TestRulingFreeCityHolder(t *testing.T) {
	tb := newTable(t, 2, "gizah A", "babylon A", "ephesus A")
	g := tb.g
	if g.holder != 0 || g.hands[0].n != 8 || g.hands[1].n != 7 || g.decks[1].n != 6 {
		t.Fatalf("holder %d hands %d/%d pile %d", g.holder, g.hands[0].n, g.hands[1].n, g.decks[1].n)
	}
	want := []game.Prompt{{Seat: 0, Kind: KindFreeCity}, {Seat: 1, Kind: KindCard}}
	if !slices.Equal(g.Pending(), want) {
		t.Fatalf("pending %v", g.Pending())
	}
	tb.discardRest()
	if g.holder != 1 || g.hands[1].n != 7 || g.hands[0].n != 6 {
		t.Fatalf("turn 2: holder %d hands %d/%d", g.holder, g.hands[0].n, g.hands[1].n)
	}
	for g.age == 1 {
		tb.discardRest()
	}
	if g.holder != 0 || g.ndiscard == 0 {
		t.Fatalf("Age II: holder %d", g.holder)
	}
	tb.check()
}

func TestRulingFreeCityBabylon(t *testing.T) {
	tb := newTable(t, 2, "gizah A", "rhodes A", "babylon B")
	tb.stages(2, 2)
	tb.sixthTurn()
	tb.discardRest()
	if tb.g.age != 2 || tb.g.phase != phaseChoose {
		t.Fatalf("Age %d phase %d: no 7th card for the Free City", tb.g.age, tb.g.phase)
	}
	tb.check()
}
