package wonders

import (
	"testing"

	"agora/game"
)

// newTeamFaith is a 4-player team Faith table in Age age: seats 0 and 1
// against seats 2 and 3.
func newTeamFaith(t *testing.T, age int) *table {
	t.Helper()
	return newFaithTableTeams(t, 4, true, age, "gizah A", "rhodes A", "babylon A", "olympia A")
}

// invoked stands god in city c as invoked this Age, taken from the deck or
// a hand.
func (tb *table) invoked(c int, id string) {
	tb.t.Helper()
	if !tb.takeGod(gid(id)) {
		tb.t.Fatalf("god %s is not dealt in this game", id)
	}
	fa := &tb.g.fa
	fa.invoked[c][fa.ninvoked[c]] = placedGod{god: gid(id), age: tb.g.age}
	fa.ninvoked[c]++
}

func TestTeamGodsOnlyInTeamGames(t *testing.T) {
	for _, id := range []string{"marduk", "ishtar", "shamash", "toinito"} {
		gd := gid(id)
		if !gd.Info().TeamOnly || gd.Info().Pantheon != Babylonian {
			t.Fatalf("%s: team only %v, pantheon %v", id, gd.Info().TeamOnly, gd.Info().Pantheon)
		}
		in := func(deck []God) bool {
			for _, x := range deck {
				if x == gd {
					return true
				}
			}
			return false
		}
		if in(godDeck(4, false)) || !in(godDeck(4, true)) {
			t.Fatalf("%s dealt outside a team game, or not in one", id)
		}
	}
}

// The seed's Marduk example: Julien (2 stone, 2 wood) and Eric (1 stone,
// 1 loom) are partners and Julien has invoked Marduk. In one turn Eric
// builds the Aqueduct (3 stone: his own and 2 of Julien's) and Julien the
// Library (2 stone and 1 loom: his own stone and Eric's loom), trading
// nothing.
// mardukExample sets the seed's Marduk example up in Age II of a team
// table: Julien (seat 0, 2 stone and 2 wood) holds the Library, Eric
// (seat 1, 1 stone and 1 loom) the Aqueduct, neither with a coin.
func (tb *table) mardukExample() (julien, eric int) {
	julien, eric = 0, 1
	tb.city(julien).fixed = Resources{Stone: 2, Wood: 2}
	tb.city(eric).fixed = Resources{Stone: 1, Loom: 1}
	tb.city(eric).nchoice, tb.city(eric).ntrade = 0, 0
	tb.city(julien).nchoice, tb.city(julien).ntrade = 0, 0
	tb.coins(julien, 0)
	tb.coins(eric, 0)
	tb.hand(julien, "library")
	tb.hand(eric, "aqueduct")
	return julien, eric
}

func TestTeamMardukSharesProduction(t *testing.T) {
	tb := newTeamFaith(t, 2)
	julien, eric := tb.mardukExample()
	if len(tb.plainPlans(eric, "aqueduct")) != 0 || len(tb.plainPlans(julien, "library")) != 0 {
		t.Fatal("without Marduk and without coins neither can build")
	}
	tb.invoked(julien, "marduk")
	if ps := tb.plainPlans(eric, "aqueduct"); len(ps) != 1 || ps[0] != (Plan{}) {
		t.Fatalf("Eric's Aqueduct with Julien's stone: %v", ps)
	}
	if ps := tb.plainPlans(julien, "library"); len(ps) != 1 || ps[0] != (Plan{}) {
		t.Fatalf("Julien's Library with Eric's loom: %v", ps)
	}
	tb.turn(build(julien, "library", 0, 0), build(eric, "aqueduct", 0, 0))
	if !tb.city(julien).owns(cid("library")) || !tb.city(eric).owns(cid("aqueduct")) {
		t.Fatal("both built in one turn")
	}
	if tb.city(julien).coins != 0 || tb.city(eric).coins != 0 {
		t.Fatal("nothing traded")
	}
}

// The seed's Ishtar example: Dorothy and Marjolaine against Lukas and
// Chris in Age II. Dorothy beats Chris, Lukas beats Marjolaine; Dorothy has
// invoked Ishtar with her 4 shields and lends 2 to Marjolaine: Dorothy
// still beats Chris (2 to 1) and Marjolaine now beats Lukas (4 to 3).
func TestTeamIshtarPoolsShields(t *testing.T) {
	tb := newTeamFaith(t, 2)
	dorothy, marjolaine, lukas, chris := 0, 1, 2, 3
	tb.city(dorothy).shields = 4
	tb.city(marjolaine).shields = 2
	tb.city(lukas).shields = 3
	tb.city(chris).shields = 1
	tb.invoked(dorothy, "ishtar")
	tb.g.battles()
	if c := tb.city(dorothy); c.victory != 3 || c.defeats != 0 {
		t.Fatalf("Dorothy: +%d, %d defeats", c.victory, c.defeats)
	}
	if c := tb.city(marjolaine); c.victory != 3 || c.defeats != 0 {
		t.Fatalf("Marjolaine: +%d, %d defeats; want her win over Lukas", c.victory, c.defeats)
	}
	if tb.city(lukas).defeats != 1 || tb.city(chris).defeats != 1 {
		t.Fatal("both opponents lose")
	}
	if tb.city(dorothy).shields != 4 {
		t.Fatal("no card moves")
	}
}

func TestTeamShamashSharesCoins(t *testing.T) {
	tb := newTeamFaith(t, 1)
	tb.invoked(1, "shamash")
	tb.coins(0, 3)
	tb.coins(1, 3)
	tb.hand(0, "tavern")
	tb.hand(1, "altar")
	c2 := tb.city(2).coins
	tb.turn(build(0, "tavern", 0, 0), discard(1, "altar"))
	// Seat 0's Tavern brings 5: seat 1 gets 4; seat 1's discard brings 3:
	// seat 0 gets 2.
	if c0, c1 := tb.city(0).coins, tb.city(1).coins; c0 != 3+5+2 || c1 != 3+3+4 {
		t.Fatalf("coins %d and %d, want 10 and 10", c0, c1)
	}
	if tb.city(2).coins != c2+3 {
		t.Fatalf("seat 2 discarded for 3 and has %d coins, had %d: opponents share nothing", tb.city(2).coins, c2)
	}
}

// plainPlans lists seat's plans to build id with no god.
func (tb *table) plainPlans(seat int, id string) []Plan {
	var out []Plan
	for _, m := range tb.moves(game.Seat(seat)) {
		if m.Action == Build && m.Card == cid(id) && m.GodMode == NoGodMode {
			out = append(out, Plan{Left: int8(m.PayLeft), Right: int8(m.PayRight), Others: int8(m.PayOthers)})
		}
	}
	return out
}
