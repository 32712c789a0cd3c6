package wonders

import "testing"

// The base's and the other expansions' rules for partners, in the team
// game (game/wonders/teams pairs the seats; link_test.go links it).

// pairSeats makes tb's game a team game from now on.
func (tb *table) pairSeats() {
	tb.g.cfg.Teams = true
	tb.g.turnOnLayers()
	if tb.g.partner(0) != 1 {
		tb.t.Fatal("no layer pairs the seats: game/wonders/teams is not linked")
	}
}

func TestTeammatesNeverFight(t *testing.T) {
	tb := newTable(t, 4, "gizah A", "rhodes A", "ephesus A", "babylon A")
	tb.pairSeats()
	tb.city(0).shields = 3
	tb.city(1).shields = 1
	tb.city(2).shields = 0
	tb.city(3).shields = 5
	tb.g.battles()
	// Seat 0's teammate is seat 1 (its left): it only fights seat 3.
	if c := tb.city(0); c.victory != 0 || c.defeats != 1 {
		t.Fatalf("seat 0: +%d, %d defeats; want one defeat against seat 3", c.victory, c.defeats)
	}
	// Seat 1 fights seat 2 only.
	if c := tb.city(1); c.victory != 1 || c.defeats != 0 {
		t.Fatalf("seat 1: +%d, %d defeats", c.victory, c.defeats)
	}
	for _, e := range tb.g.events {
		if e.Kind == EventBattle && tb.g.partners(e.City, e.Against) {
			t.Fatalf("teammates fought: %+v", e)
		}
	}
}

func TestTeamPillagersGiveTwoDefeatsToTheDirectOpponent(t *testing.T) {
	tb := newFaithTable(t, 4, 3, "gizah A", "rhodes A", "babylon A", "olympia A")
	tb.pairSeats()
	tb.hand(0, "pillagers_guild")
	tb.built(0, "lumber_yard", "ore_vein", "glassworks_1", "sawmill")
	tb.play(build(0, "pillagers_guild", 0, 0))
	tb.discardRest()
	// Seat 0's partner is seat 1; its direct opponent is seat 3.
	if c := tb.g.cities; c[0].victory != 5 || c[1].defeats != 0 || c[3].defeats != 2 {
		t.Fatalf("victory %d, partner defeats %d, opponent defeats %d", c[0].victory, c[1].defeats, c[3].defeats)
	}
}

func TestTeamGodsTargetOpponentsOnly(t *testing.T) {
	tb := newFaithTable(t, 4, 2, "gizah A", "rhodes A", "babylon A", "olympia A")
	tb.pairSeats()
	tb.gods(0, "hades")
	tb.built(0, "walls", "barracks")
	tb.coins(0, 3)
	var targets uint8
	for _, m := range tb.godMoves(0, "hades") {
		targets |= m.Targets
	}
	if targets != 1<<2|1<<3 {
		t.Fatalf("hades may target %b, want the two opponents 1100", targets)
	}
}
