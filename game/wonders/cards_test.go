package wonders

import (
	"testing"
)

// One scenario per card effect kind: seat 0 builds the card on a 7-player
// table (neighbours: seat 1 on the left, seat 6 on the right).
func TestCardEffects(t *testing.T) {
	tests := []struct {
		name  string
		setup func(tb *table)
		moves []Move
		check func(tb *table) (got, want int)
	}{
		{"produce", nil, []Move{build(0, "sawmill", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).fixed[Wood]), 2 }},
		{"produce choice, for sale", nil, []Move{build(0, "tree_farm", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).ntrade*10 + tb.city(0).nchoice), 11 }},
		{"produce choice, not for sale", func(tb *table) { tb.built(0, "clay_pool", "clay_pit") },
			[]Move{build(0, "forum", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).ntrade*10 + tb.city(0).nchoice), 12 }},
		{"brown card coin cost goes to the bank", nil, []Move{build(0, "tree_farm", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).coins), 9 }},
		{"victory points", nil, []Move{build(0, "pawnshop", 0, 0)},
			func(tb *table) (int, int) { return tb.g.Score(0)[CatCivilian], 3 }},
		{"shields", func(tb *table) { tb.built(0, "lumber_yard") }, []Move{build(0, "stockade", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).shields), 1 }},
		{"science symbol", func(tb *table) { tb.built(0, "loom_1") }, []Move{build(0, "apothecary", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).science[Compass]), 1 }},
		{"coins when built", nil, []Move{build(0, "tavern", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).coins), 15 }},
		{"discard for 3 coins", nil, []Move{discard(0, "tavern")},
			func(tb *table) (int, int) { return int(tb.city(0).coins), 13 }},
		{"chain builds for free", func(tb *table) { tb.built(0, "altar"); tb.coins(0, 0) },
			[]Move{build(0, "temple", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).coins) + tb.g.Score(0)[CatCivilian], 0 + 5 }},
		{"vineyard counts brown cards in the three cities",
			func(tb *table) {
				tb.built(0, "lumber_yard")
				tb.built(1, "ore_vein", "clay_pool")
				tb.built(2, "stone_pit")
			},
			[]Move{build(0, "vineyard", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).coins), 10 + 3 }},
		{"bazar counts grey cards twice",
			func(tb *table) { tb.built(0, "loom_1"); tb.built(6, "press_1", "glassworks_1") },
			[]Move{build(0, "bazar", 0, 0)},
			func(tb *table) (int, int) { return int(tb.city(0).coins), 10 + 6 }},
		{"haven: coins and points per own brown card",
			func(tb *table) { tb.built(0, "lumber_yard", "ore_vein", "loom_1"); tb.built(1, "clay_pool") },
			[]Move{build(0, "haven", 0, 0)},
			func(tb *table) (int, int) {
				return int(tb.city(0).coins)*100 + tb.g.Score(0)[CatCommercial], 12*100 + 2
			}},
		{"chamber of commerce: 2 per own grey card",
			func(tb *table) { tb.built(0, "loom_1", "press_1", "clay_pool") },
			[]Move{build(0, "chamber_of_commerce", 2, 0)},
			func(tb *table) (int, int) {
				return int(tb.city(0).coins)*100 + tb.g.Score(0)[CatCommercial], 12*100 + 4
			}},
		{"arena: 3 coins and 1 point per own stage",
			func(tb *table) { tb.built(0, "ore_vein"); tb.stages(0, 2); tb.built(1, "quarry") },
			[]Move{build(0, "arena", 2, 0)},
			func(tb *table) (int, int) {
				return int(tb.city(0).coins)*100 + tb.g.Score(0)[CatCommercial], (10-2+6)*100 + 2
			}},
		{"trading post discount", nil, []Move{build(0, "west_trading_post", 0, 0)},
			func(tb *table) (int, int) {
				return int(tb.city(0).discount[0])*1000 + int(tb.city(0).discount[1]), int(RawSet) * 1000
			}},
		{"marketplace discount", nil, []Move{build(0, "marketplace", 0, 0)},
			func(tb *table) (int, int) {
				return int(tb.city(0).discount[0])*1000 + int(tb.city(0).discount[1]), int(ManufacturedSet) * 1001
			}},
		{"points per card for the guild row", func(tb *table) {
			tb.built(0, "ore_vein", "stone_pit", "clay_pool")
			tb.built(1, "lumber_yard", "clay_pit")
			tb.built(6, "excavation")
		}, []Move{build(0, "workers_guild", 4, 0)},
			func(tb *table) (int, int) { return tb.g.Score(0)[CatGuilds], 3 }},
		{"wild science symbol", func(tb *table) {
			tb.built(0, "forest_cave", "sawmill", "press_1", "apothecary", "workshop")
			tb.built(1, "ore_vein")
		}, []Move{build(0, "scientists_guild", 2, 0)},
			func(tb *table) (int, int) { return tb.g.Score(0)[CatScience], 10 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTable(t, 7, boards7...)
			tb.coins(0, 10)
			if tt.setup != nil {
				tt.setup(tb)
			}
			for _, m := range tt.moves {
				tb.hand(m.City, m.Card.String())
			}
			tb.turn(tt.moves...)
			if got, want := tt.check(tb); got != want {
				t.Fatalf("got %d, want %d", got, want)
			}
			tb.check()
		})
	}
}

func TestNoDuplicateStructure(t *testing.T) {
	tb := newTable(t, 7, boards7...)
	tb.built(0, "loom_1")
	tb.hand(0, "loom_2")
	if got := tb.plansFor(0, Build, "loom_2"); got != nil {
		t.Fatalf("loom of Age II with the loom of Age I: %v", got)
	}
	if cv := tb.g.SeatView(0).Hand[0]; cv.Status != StatusOwned {
		t.Fatalf("status %v", cv.Status)
	}
	tb.refuse(build(0, "loom_2", 0, 0))
	tb.play(discard(0, "loom_2"))
}

// Each guild's end-of-game points for seat 0 on a 7-player table: only
// the two neighbours count (seat 2 is no neighbour), except for the
// Shipowners (own city) and Builders (all three).
func TestGuilds(t *testing.T) {
	type cards map[int][]string
	tests := []struct {
		guild  string
		cards  cards
		setup  func(tb *table)
		row    int
		points int
	}{
		{"workers_guild", cards{0: {"lumber_yard"}, 1: {"ore_vein", "clay_pool"}, 6: {"stone_pit"}, 2: {"clay_pit"}}, nil, CatGuilds, 3},
		{"craftsmens_guild", cards{0: {"loom_1"}, 1: {"press_1"}, 6: {"glassworks_1", "loom_2"}}, nil, CatGuilds, 6},
		{"traders_guild", cards{0: {"tavern"}, 1: {"marketplace"}, 6: {"vineyard", "bazar"}, 2: {"forum"}}, nil, CatGuilds, 3},
		{"philosophers_guild", cards{0: {"workshop"}, 1: {"apothecary", "school"}, 6: {"library"}}, nil, CatGuilds, 3},
		{"spies_guild", cards{1: {"stockade"}, 6: {"barracks", "walls"}, 2: {"arsenal"}}, nil, CatGuilds, 3},
		{"magistrates_guild", cards{0: {"baths"}, 1: {"altar", "theater"}, 6: {"pawnshop"}}, nil, CatGuilds, 3},
		{"strategists_guild", nil, func(tb *table) {
			tb.city(0).defeats, tb.city(1).defeats, tb.city(6).defeats, tb.city(2).defeats = 4, 2, 1, 3
		}, CatGuilds, 3},
		// lumber yard, sawmill, loom, the spies guild (scoring nothing here) and itself
		{"shipowners_guild", cards{0: {"lumber_yard", "sawmill", "loom_1", "spies_guild"}, 1: {"ore_vein"}}, nil, CatGuilds, 5},
		{"builders_guild", nil, func(tb *table) { tb.stages(0, 2); tb.stages(1, 1); tb.stages(6, 3); tb.stages(2, 2) }, CatGuilds, 6},
		{"scientists_guild", cards{0: {"apothecary", "workshop"}}, nil, CatScience, 10},
	}
	for _, tt := range tests {
		t.Run(tt.guild, func(t *testing.T) {
			tb := newTable(t, 7, boards7...)
			for c, ids := range tt.cards {
				tb.built(c, ids...)
			}
			if tt.setup != nil {
				tt.setup(tb)
			}
			tb.built(0, tt.guild)
			b := tb.g.Score(0)
			got := b[tt.row]
			if got != tt.points {
				t.Fatalf("%s row: %d points, want %d (%v)", Categories[tt.row], got, tt.points, b)
			}
			tb.check()
		})
	}
}

func TestScience(t *testing.T) {
	tests := []struct {
		sym  [3]uint8
		wild int
		want int
	}{
		{[3]uint8{3, 2, 1}, 0, 21},
		{[3]uint8{1, 1, 1}, 0, 10},
		{[3]uint8{4, 0, 0}, 0, 16},
		{[3]uint8{0, 0, 0}, 1, 1},
		{[3]uint8{0, 0, 0}, 2, 4},
		{[3]uint8{1, 1, 0}, 1, 10},
		{[3]uint8{2, 2, 1}, 1, 2*2 + 2*2 + 2*2 + 7*2},
		{[3]uint8{3, 0, 0}, 2, 25},
		{[3]uint8{2, 1, 0}, 2, 9 + 1 + 1 + 7},
	}
	for _, tt := range tests {
		if got := science(tt.sym, tt.wild); got != tt.want {
			t.Errorf("science(%v, %d) = %d, want %d", tt.sym, tt.wild, got, tt.want)
		}
	}
}

func TestBattles(t *testing.T) {
	tests := []struct {
		age     int
		shields []uint8
		want    []int // military points after the battles
		defeats []int
	}{
		{1, []uint8{3, 1, 1}, []int{2, -1, -1}, []int{0, 1, 1}},
		{2, []uint8{0, 2, 1}, []int{-2, 6, 3 - 1}, []int{2, 0, 1}},
		{3, []uint8{2, 2, 2}, []int{0, 0, 0}, []int{0, 0, 0}},
		{3, []uint8{5, 0, 0, 1}, []int{10, -1, -1, 5 - 1}, []int{0, 1, 1, 1}},
	}
	for _, tt := range tests {
		tb := newTable(t, len(tt.shields))
		tb.g.age = uint8(tt.age)
		for c, s := range tt.shields {
			tb.city(c).shields = s
		}
		tb.g.battles()
		for c := range tt.shields {
			if got := tb.city(c).military(); got != tt.want[c] || int(tb.city(c).defeats) != tt.defeats[c] {
				t.Errorf("age %d shields %v: city %d has %d points, %d defeats; want %d, %d",
					tt.age, tt.shields, c, got, tb.city(c).defeats, tt.want[c], tt.defeats[c])
			}
		}
	}
}

// The score pad's rows add up and treasury is a point per 3 coins.
func TestScoreRows(t *testing.T) {
	tb := newTable(t, 3, "gizah A", "babylon A", "ephesus A")
	tb.coins(0, 11)
	tb.stages(0, 2)
	tb.built(0, "baths", "altar", "haven", "stockade")
	tb.city(0).victory, tb.city(0).defeats = 6, 2
	b := tb.g.Score(0)
	want := Breakdown{4, 3, 3 + 5, 3 + 2, 0, 0, 0}
	if b != want {
		t.Fatalf("breakdown %v, want %v", b, want)
	}
}
