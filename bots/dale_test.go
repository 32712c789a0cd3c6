package bots

import (
	"context"
	"testing"

	"agora/game/dale"
)

// The Dale heuristic must beat the random bot in at least 90% of
// two-player games, seats rotated.
func TestDaleHeuristicBeatsRandom(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 200
	}
	m := Match{Rules: dale.Rules, Players: 2, Bots: []string{"heuristic", "random"}, Games: games, Seed: 11}
	rep, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors+rep.InvariantViolations > 0 {
		t.Fatalf("%d errors, %d violations: %s", rep.Errors, rep.InvariantViolations, rep.FirstProblem)
	}
	if rep.Seats[0].WinRate < 0.9 {
		t.Fatalf("heuristic won %.1f%% of %d games against random", 100*rep.Seats[0].WinRate, games)
	}
	t.Logf("heuristic: %.1f%% wins, %.3f ms/move", 100*rep.Seats[0].WinRate, rep.Seats[0].MsPerMove)
}

// At 2, 3 and 4 players and in the team game, the heuristic and easy
// levels only make legal moves.
func TestDaleBotsPlayLegally(t *testing.T) {
	for _, tc := range []struct {
		players int
		teams   bool
	}{{2, false}, {3, false}, {4, false}, {4, true}} {
		bots := []string{"heuristic", "easy", "random", "heuristic"}[:tc.players]
		m := Match{Rules: dale.Rules, Players: tc.players, Teams: tc.teams, Bots: bots, Games: 30, Seed: 3}
		rep, err := m.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if rep.Errors+rep.InvariantViolations > 0 {
			t.Fatalf("%d players (teams %v): %s", tc.players, tc.teams, rep.FirstProblem)
		}
	}
}
