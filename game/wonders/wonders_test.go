package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

// Every board's stages, built in full: printed points, shields and powers.
func TestWonderBoards(t *testing.T) {
	tests := []struct {
		board   string
		points  int
		shields int
		check   func(ct *city) bool
	}{
		{"alexandria A", 10, 0, func(ct *city) bool { return ct.nchoice == 1 && ct.ntrade == 0 && ct.choice[0] == RawSet }},
		{"alexandria B", 7, 0, func(ct *city) bool {
			return ct.nchoice == 2 && ct.ntrade == 0 && ct.choice[1] == ManufacturedSet
		}},
		{"babylon A", 10, 0, func(ct *city) bool { return ct.wild == 1 }},
		{"babylon B", 3, 0, func(ct *city) bool { return ct.wild == 1 && ct.last }},
		{"ephesus A", 10, 0, nil},
		{"ephesus B", 10, 0, nil},
		{"gizah A", 15, 0, nil},
		{"gizah B", 20, 0, func(ct *city) bool { return ct.stages == 4 }},
		{"halikarnassus A", 10, 0, nil},
		{"halikarnassus B", 3, 0, nil},
		{"olympia A", 10, 0, func(ct *city) bool { return ct.free }},
		{"olympia B", 5, 0, func(ct *city) bool { return ct.copy && ct.discount == [2]ResourceSet{RawSet, RawSet} }},
		{"rhodes A", 10, 2, nil},
		{"rhodes B", 7, 2, func(ct *city) bool { return ct.stages == 2 }},
	}
	for _, tt := range tests {
		t.Run(tt.board, func(t *testing.T) {
			tb := newTable(t, 3, tt.board)
			tb.stages(0, len(tb.city(0).stageInfo()))
			ct := tb.city(0)
			if got := tb.g.Score(0)[CatWonder]; got != tt.points {
				t.Errorf("wonder points %d, want %d", got, tt.points)
			}
			if int(ct.shields) != tt.shields {
				t.Errorf("shields %d, want %d", ct.shields, tt.shields)
			}
			if tt.check != nil && !tt.check(ct) {
				t.Errorf("power not registered: %+v", ct)
			}
		})
	}
}

// Stage coins are taken once, when the stage is built.
func TestStageCoins(t *testing.T) {
	tests := []struct {
		board string
		built []string
		stage int
		pay   Plan
		coins int
	}{
		{"ephesus A", []string{"sawmill"}, 1, Plan{}, 9},
		{"ephesus B", []string{"quarry"}, 0, Plan{}, 4},
		{"rhodes B", []string{"quarry", "stone_pit"}, 0, Plan{}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.board, func(t *testing.T) {
			tb := newTable(t, 3, tt.board, "gizah A", "babylon A")
			tb.built(0, tt.built...)
			tb.stages(0, tt.stage)
			tb.coins(0, 0)
			tb.hand(0, "altar")
			tb.turn(stage(0, "altar", tt.stage, int(tt.pay.Left), int(tt.pay.Right)))
			if got := int(tb.city(0).coins); got != tt.coins {
				t.Fatalf("coins %d, want %d", got, tt.coins)
			}
			tb.check()
		})
	}
}

// Olympia A: once per Age, a structure of the hand for free, from the turn
// after the stage is built; the use comes back each Age.
func TestOlympiaFreeBuild(t *testing.T) {
	tb := newTable(t, 3, "olympia A", "gizah A", "babylon A")
	tb.stages(0, 1)
	tb.built(0, "quarry")
	tb.hand(0, "altar", "baths")
	if m := tb.plansFor(0, BuildFree, "baths"); m != nil {
		t.Fatal("free build before the stage")
	}
	tb.turn(stage(0, "altar", 1, 0, 0))
	tb.coins(0, 0)
	tb.hand(0, "stockade", "baths")
	if got := tb.plansFor(0, BuildFree, "baths"); !slices.Equal(got, []Plan{{Left: 0, Right: 0}}) {
		t.Fatalf("free build options %v", got)
	}
	for _, m := range tb.moves(0) {
		if m.Action == BuildFree && m.Card == cid("stockade") {
			goto ok
		}
	}
	t.Fatal("stockade (needs wood, seat has none and no coins) is not free-buildable")
ok:
	tb.turn(Move{Action: BuildFree, Card: cid("stockade"), City: 0})
	if !tb.city(0).owns(cid("stockade")) || tb.city(0).coins != 0 || !tb.city(0).freeUsed {
		t.Fatal("free build not done")
	}
	if got := tb.plansFor(0, BuildFree, tb.g.hands[0].c[0].String()); got != nil {
		t.Fatal("second free build in the same Age")
	}
	for tb.g.age == 1 {
		tb.discardRest()
	}
	if !tb.g.SeatView(0).Cities[0].FreeBuild || len(tb.plansFor(0, BuildFree, tb.g.hands[0].c[0].String())) != 1 {
		t.Fatal("free build not back in Age II")
	}
	tb.check()
}

// Halikarnassus builds, at the end of the stage's turn, a card of the
// discard pile, including the cards discarded that turn, for free.
func TestHalikarnassus(t *testing.T) {
	tb := newTable(t, 3, "halikarnassus A", "gizah A", "babylon A")
	tb.stages(0, 1)
	tb.built(0, "foundry", "ore_vein", "loom_1")
	tb.coins(0, 0)
	tb.hand(0, "baths")
	tb.hand(1, "pantheon", "temple")
	tb.hand(2, "loom_2")
	tb.play(stage(0, "baths", 1, 0, 0))
	tb.play(discard(1, "pantheon"))
	tb.play(discard(2, "loom_2"))
	p := tb.g.Pending()
	if len(p) != 1 || p[0] != (game.Prompt{Seat: 0, Kind: KindDiscardPick}) {
		t.Fatalf("pending %v", p)
	}
	v := tb.g.SeatView(0)
	if !slices.Contains(v.Discard, cid("pantheon")) || len(v.Discard) != 2 {
		t.Fatalf("discard pile seen %v", v.Discard)
	}
	if other := tb.g.SeatView(1); other.Discard != nil {
		t.Fatal("another seat sees the discard pile")
	}
	want := []Move{{Action: BuildDiscarded, Card: cid("pantheon"), City: 0}}
	if got := tb.moves(0); !slices.Equal(got, want) {
		t.Fatalf("picks %v, want %v (a loom is already built)", got, want)
	}
	tb.play(want[0])
	if !tb.city(0).owns(cid("pantheon")) || tb.city(0).coins != 0 || tb.g.ndiscard != 1 {
		t.Fatal("pantheon not built for free from the pile")
	}
	if tb.g.phase != phaseChoose || tb.g.turn != 1 {
		t.Fatal("the turn did not go on")
	}
	tb.check()
}

// With nothing it may build in the pile, Halikarnassus's power is lost.
func TestHalikarnassusEmptyPile(t *testing.T) {
	tb := newTable(t, 3, "halikarnassus B", "gizah A", "babylon A")
	tb.built(0, "ore_vein", "foundry")
	tb.hand(0, "baths")
	tb.hand(1, "lumber_yard")
	tb.hand(2, "clay_pool")
	tb.turn(stage(0, "baths", 0, 0, 0), build(1, "lumber_yard", 0, 0), build(2, "clay_pool", 0, 0))
	if tb.g.phase != phaseChoose || tb.g.turn != 1 {
		t.Fatalf("phase %d turn %d: no pick with an empty pile", tb.g.phase, tb.g.turn)
	}
	tb.check()
}

// Babylon B plays the 7th card of the Age after the 6th turn.
func TestBabylonLastCard(t *testing.T) {
	tb := newTable(t, 3, "babylon B", "gizah A", "ephesus A")
	tb.stages(0, 2)
	for range 5 {
		tb.discardRest()
	}
	tb.hand(0, "stockade", "baths")
	tb.turn(discard(0, "stockade"))
	p := tb.g.Pending()
	if len(p) != 1 || p[0] != (game.Prompt{Seat: 0, Kind: KindLastCard}) {
		t.Fatalf("pending %v", p)
	}
	if tb.g.hands[1].n != 0 || tb.g.hands[2].n != 0 {
		t.Fatal("other seats' 7th cards not discarded")
	}
	v := tb.g.SeatView(0)
	if v.Turn != 7 || len(v.Hand) != 1 || v.Hand[0].Card != cid("baths") {
		t.Fatalf("view turn %d hand %v", v.Turn, v.Hand)
	}
	tb.play(build(0, "baths", 2, 0))
	if !tb.city(0).owns(cid("baths")) || tb.g.age != 2 || tb.g.phase != phaseChoose {
		t.Fatal("7th card not built or Age II not started")
	}
	tb.check()
}

// Babylon B's stage 2 built on a 6th turn already lets it play that Age's
// 7th card.
func TestBabylonStageOnSixthTurn(t *testing.T) {
	tb := newTable(t, 3, "babylon B", "gizah A", "ephesus A")
	tb.stages(0, 1)
	tb.built(0, "sawmill", "glassworks_1")
	for range 5 {
		tb.discardRest()
	}
	tb.hand(0, "stockade", "baths")
	tb.turn(stage(0, "stockade", 1, 0, 0))
	if p := tb.g.Pending(); len(p) != 1 || p[0].Kind != KindLastCard {
		t.Fatalf("pending %v", p)
	}
	tb.play(discard(0, "baths"))
	tb.check()
}

// Olympia B copies the neighbour guild worth most from its own position.
func TestOlympiaCopiesGuild(t *testing.T) {
	tb := newTable(t, 3, "olympia B", "gizah A", "babylon A")
	tb.stages(0, 3)
	tb.built(1, "workers_guild", "clay_pool")       // counts Olympia's neighbours' brown cards
	tb.built(2, "magistrates_guild", "lumber_yard") // and their blue cards
	tb.built(2, "altar", "theater")
	b := tb.g.Score(0)
	// Workers: 1 (seat 1) + 1 (seat 2) brown = 2; Magistrates: 0 + 2 blue = 2;
	// add a brown card to seat 1 and the Workers copy wins with 3.
	if b[CatGuilds] != 2 {
		t.Fatalf("guild row %d, want 2", b[CatGuilds])
	}
	tb.built(1, "ore_vein")
	if got := tb.g.Score(0)[CatGuilds]; got != 3 {
		t.Fatalf("guild row %d, want 3", got)
	}
}
