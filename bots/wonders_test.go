package bots

import (
	"context"
	"testing"

	"agora/game/gametest"
	"agora/game/wonders"
)

func wondersMatch(players, games int, first string) Match {
	specs := []string{first}
	for len(specs) < players {
		specs = append(specs, "random")
	}
	return Match{Rules: wonders.Rules, Players: players, Bots: specs, Games: games, Seed: uint64(players)}
}

// The heuristic bot must beat three random bots in at least 90% of
// four-player games, seats rotated.
func TestWondersHeuristicBeatsRandom(t *testing.T) {
	games := gametest.Size(200, 1000)
	rep, err := wondersMatch(4, games, "heuristic").Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors+rep.InvariantViolations > 0 {
		t.Fatalf("%d errors, %d violations: %s", rep.Errors, rep.InvariantViolations, rep.FirstProblem)
	}
	if rep.Seats[0].WinRate < 0.9 {
		t.Fatalf("heuristic won %.1f%% of %d games against three random bots", 100*rep.Seats[0].WinRate, games)
	}
	t.Logf("heuristic: %.1f%% wins, mean %.1f points, %.3f ms/move", 100*rep.Seats[0].WinRate, rep.Seats[0].MeanScore, rep.Seats[0].MsPerMove)
}

// At every table size, including the 2-player Free City, the heuristic
// and search bots only make legal moves.
func TestWondersBotsPlayLegallyAtEverySize(t *testing.T) {
	for players := 2; players <= 7; players++ {
		for _, spec := range []string{"heuristic", "mc:30", "ismcts:30"} {
			games := gametest.Size(5, 20)
			if spec != "heuristic" {
				games = gametest.Size(1, 2)
			}
			rep, err := wondersMatch(players, games, spec).Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if rep.Errors+rep.InvariantViolations > 0 {
				t.Fatalf("%s at %d players: %s", spec, players, rep.FirstProblem)
			}
		}
	}
}

func TestWondersHeuristicNoiseStaysLegalAndWeakens(t *testing.T) {
	// Seats name real levels (a configuration's bots are checked); this
	// match builds its own heuristics from them, clean and noisy.
	noise := map[string]float64{"heuristic": 0, "easy": 8}
	m := Match{Rules: wonders.Rules, Players: 2, Bots: []string{"heuristic", "easy"}, Games: 200, Seed: 5,
		NewBot: func(spec, _ string, seed uint64) (Bot, error) {
			return NewWondersHeuristic(noise[spec], seed), nil
		}}
	rep, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors+rep.InvariantViolations > 0 {
		t.Fatal(rep.FirstProblem)
	}
	if rep.Seats[0].WinRate < 0.6 {
		t.Fatalf("the clean heuristic won only %.1f%% against a noisy one", 100*rep.Seats[0].WinRate)
	}
}

func TestWondersLevels(t *testing.T) {
	def := 0
	for _, l := range LevelsFor("wonders") {
		b, err := New(l.Spec, "wonders", 1)
		if err != nil {
			t.Fatalf("%s: %v", l.Spec, err)
		}
		if b.Name() == "" {
			t.Errorf("%s: unnamed bot", l.Spec)
		}
		if l.Default {
			def++
		}
	}
	if def != 1 {
		t.Errorf("%d default levels for 7 Wonders, want 1", def)
	}
	if _, err := New("easy", "race", 1); err == nil {
		t.Error("easy is offered for a game without a heuristic")
	}
}

// Every level plays legally with every option set: Commerce, Faith, both,
// and the team game with both (one short game each for the search bots).
func TestWondersLevelsPlayLegallyWithExpansions(t *testing.T) {
	for _, tc := range []struct {
		expansions []string
		teams      bool
	}{
		{[]string{wonders.ExpansionCommerce}, false},
		{[]string{wonders.ExpansionFaith}, false},
		{[]string{wonders.ExpansionCommerce, wonders.ExpansionFaith}, false},
		{[]string{wonders.ExpansionCommerce, wonders.ExpansionFaith}, true},
	} {
		for _, spec := range []string{"easy", "heuristic", "mc:10", "ismcts:10"} {
			games := gametest.Size(2, 4)
			if spec == "mc:10" || spec == "ismcts:10" {
				games = 1
			}
			m := Match{Rules: wonders.Rules, Players: 4, Expansions: tc.expansions, Teams: tc.teams,
				Bots: []string{spec, "heuristic", "random", "easy"}, Games: games, Seed: 11, Workers: 1}
			rep, err := m.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if rep.Errors+rep.InvariantViolations > 0 {
				t.Fatalf("%s with %v (teams %v): %s", spec, tc.expansions, tc.teams, rep.FirstProblem)
			}
		}
	}
}
