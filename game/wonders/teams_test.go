package wonders

import (
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

func teamConfig(players int, seed uint64, expansions ...string) game.Config {
	cfg := config(players, seed)
	cfg.Teams, cfg.Expansions = true, slices.Clone(expansions)
	return cfg
}

func TestTeamGameOnlyAtFourAndSix(t *testing.T) {
	for _, n := range []int{2, 3, 5, 7} {
		if _, err := Rules.Start(teamConfig(n, 1)); err == nil {
			t.Errorf("a team game at %d players", n)
		}
	}
	for _, n := range []int{4, 6} {
		if _, err := Rules.Start(teamConfig(n, 1)); err != nil {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

func TestTeammatesNeverFight(t *testing.T) {
	tb := newTable(t, 4, "gizah A", "rhodes A", "ephesus A", "babylon A")
	tb.g.cfg.Teams = true
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
		if e.Kind == EventBattle && tb.g.sameTeam(e.City, e.Against) {
			t.Fatalf("teammates fought: %+v", e)
		}
	}
}

func TestTeamScoresAddUpAndCoinsBreakTies(t *testing.T) {
	tb := newTable(t, 4, "gizah A", "rhodes A", "ephesus A", "babylon A")
	tb.g.cfg.Teams = true
	tb.city(0).victory, tb.city(1).victory = 10, 0 // team 0: 10 more points
	tb.city(2).victory, tb.city(3).victory = 5, 5  // team 1: the same
	tb.coins(0, 0)
	tb.coins(1, 0)
	tb.coins(2, 3)
	tb.coins(3, 3)
	o := tb.g.Outcome()
	if o.Scores[0].Rank != o.Scores[1].Rank || o.Scores[2].Rank != o.Scores[3].Rank {
		t.Fatalf("teammates share a rank: %+v", o.Scores)
	}
	// Equal team totals (treasury aside, 2 coins = no point here): the
	// team with more coins wins.
	team0 := o.Scores[0].Total + o.Scores[1].Total
	team1 := o.Scores[2].Total + o.Scores[3].Total
	if team0 == team1 && o.Scores[2].Rank != 1 {
		t.Fatalf("tie on points: the richer team wins, %+v", o.Scores)
	}
	if team0 != team1 && (o.Scores[0].Rank == 1) != (team0 > team1) {
		t.Fatalf("team totals %d and %d, ranks %+v", team0, team1, o.Scores)
	}
}

func TestTeammatesSeeEachOthersHands(t *testing.T) {
	s := start(t, teamConfig(4, 3))
	v := s.SeatView(2)
	if v.Partner != 3 || !slices.Equal(v.PartnerHand, s.hands[3].cards()) {
		t.Fatalf("partner %d, hand %v", v.Partner, v.PartnerHand)
	}
	if v.Team(2) != v.Team(3) || v.Team(1) == v.Team(2) {
		t.Fatal("teams")
	}
	rng := game.NewRand(1)
	for range 10 {
		d := v.Determinize(&rng).(*State)
		if !slices.Equal(d.hands[3].cards(), s.hands[3].cards()) {
			t.Fatal("the partner's known hand was redealt")
		}
	}
}

// teamPlayouts runs random team games at 4 and 6 players with Commerce
// and Faith on and off.
func teamPlayouts(t *testing.T, n int) {
	sets := [][]string{nil, {ExpansionCommerce}, {ExpansionFaith}, {ExpansionCommerce, ExpansionFaith}}
	for seed := uint64(0); seed < uint64(n); seed++ {
		players := 4 + 2*int(seed%2)
		cfg := teamConfig(players, seed, sets[seed/2%4]...)
		if _, err := Rules.Start(cfg); err != nil && cfg.Has(ExpansionFaith) {
			cfg.Expansions = slices.DeleteFunc(cfg.Expansions, func(e string) bool { return e == ExpansionFaith })
		}
		rng := game.NewRand(seed*7 + 1)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d, %d players, %v: %v", seed, players, cfg.Expansions, err)
		}
		if err := gametest.ReplayMatches(Rules, s); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, e := range s.(*State).events {
			if e.Kind == EventBattle && s.(*State).sameTeam(e.City, e.Against) {
				t.Fatalf("seed %d: teammates fought", seed)
			}
		}
	}
}

func TestTeamRandomGames(t *testing.T) {
	n := gametest.Size(40, 200)
	teamPlayouts(t, n)
}

func TestTeamPillagersGiveTwoDefeatsToTheDirectOpponent(t *testing.T) {
	tb := newFaithTable(t, 4, 3, "gizah A", "rhodes A", "babylon A", "olympia A")
	tb.g.cfg.Teams = true
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
	tb.g.cfg.Teams = true
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
