package bots

import (
	"context"
	"testing"

	"agora/game"
	"agora/game/dale"
	"agora/game/gametest"
)

// The Dale heuristic must beat the random bot in at least 90% of
// two-player games, seats rotated.
func TestDaleHeuristicBeatsRandom(t *testing.T) {
	games := gametest.Size(200, 1000)
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

// Calculations' swaps are free and repeatable: every level must end an
// arrangement (a search once swapped for ever, its candidates all swaps).
func TestDaleArrangementsEnd(t *testing.T) {
	found := 0
	for seed := uint64(1); found < 3 && seed < 200; seed++ {
		s, err := dale.Rules.Start(game.Config{Game: "dale", Seats: make([]game.SeatConfig, 2), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for !s.Over() {
			p := s.Pending()[0].Seat
			legal := s.Legal(p, nil)
			if v := s.View(p).(*dale.View); v.Prompt.Kind == dale.KindArrange {
				found++
				emptied := *v // a market with an empty slot, as late in a game
				emptied.Market[0].Card = dale.NoCard
				DaleValues(&emptied, legal)
				for _, spec := range []string{"heuristic", "easy", "mc:20", "ismcts:20"} {
					b, _ := New(spec, "dale", seed)
					if n := swapsBeforeTheEnd(t, s.Clone(), p, b); n > 30 {
						t.Fatalf("%s swapped %d times at seed %d without ending the arrangement", spec, n, seed)
					}
				}
				break
			}
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Fatal("no random game reached a Calculations arrangement")
	}
}

// swapsBeforeTheEnd lets b arrange the market from s and counts its swaps
// (stopping at 31).
func swapsBeforeTheEnd(t *testing.T, s game.State, p game.Seat, b Bot) int {
	t.Helper()
	for n := 0; n <= 30; n++ {
		if s.View(p).(*dale.View).Prompt.Kind != dale.KindArrange {
			return n
		}
		o, err := b.Choose(context.Background(), s.View(p), s.Legal(p, nil))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(p, o); err != nil {
			t.Fatal(err)
		}
	}
	return 31
}

// Heuristic team games, whose market often runs dry, all end: by a
// finished stall or by the dry market (ruling 16), never at the cap.
func TestDaleDryMarketEndsBotGames(t *testing.T) {
	dryOuts := 0
	for seed := uint64(1); seed <= 40; seed++ {
		s, err := dale.Rules.Start(game.Config{Game: "dale", Seats: make([]game.SeatConfig, 4), Seed: seed, Teams: true})
		if err != nil {
			t.Fatal(err)
		}
		b := NewDaleHeuristic(0, seed)
		for n := 0; !s.Over(); n++ {
			if n == 20000 {
				t.Fatalf("seed %d: no end after %d decisions", seed, n)
			}
			p := s.Pending()[0].Seat
			o, err := b.Choose(context.Background(), s.View(p), s.Legal(p, nil))
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Apply(p, o); err != nil {
				t.Fatal(err)
			}
		}
		if s.View(0).(*dale.View).DryOut {
			dryOuts++
		}
	}
	if dryOuts == 0 {
		t.Fatal("no game ended on a dry market: the test no longer reaches the ruling")
	}
	t.Logf("%d of 40 games ended on a dry market", dryOuts)
}

// Search leaves the action to the heuristic once three whole rounds
// passed on inventories alone (no purchase, no stack), and searches again
// after a purchase.
func TestDaleSearchLeavesStallsToTheHeuristic(t *testing.T) {
	s, err := dale.Rules.Start(game.Config{Game: "dale", Seats: make([]game.SeatConfig, 2), Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	only := func(typ dale.MoveType) {
		t.Helper()
		p := s.Pending()[0].Seat
		for _, o := range s.Legal(p, nil) {
			if dale.MustDecode(o).Type == typ {
				if err := s.Apply(p, o); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("no %v among %v", typ, s.Legal(p, nil))
	}
	settled := func() bool { return daleSettled(s.View(s.Pending()[0].Seat)) }
	for turn := 1; turn <= 3*2; turn++ {
		if settled() {
			t.Fatalf("settled at turn %d, before three whole rounds of inventories", turn)
		}
		only(dale.MoveInventory)
		only(dale.MoveConfirm)
	}
	if !settled() {
		t.Fatal("three rounds of inventories, still searched")
	}
	only(dale.MoveBuy)
	for s.View(s.Pending()[0].Seat).(*dale.View).Prompt.Kind != dale.KindAction {
		p := s.Pending()[0].Seat
		o, err := NewDaleHeuristic(0, 1).Choose(context.Background(), s.View(p), s.Legal(p, nil))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(p, o); err != nil {
			t.Fatal(err)
		}
	}
	if settled() {
		t.Fatal("still settled after a purchase")
	}
}

// A stall is whole rounds without a purchase or a stack: techniques
// played between inventories do not end it.
func TestStalledRounds(t *testing.T) {
	turn := dale.Event{Kind: dale.EventTurn}
	inventory := dale.Event{Kind: dale.EventInventory}
	rounds := func(n int, mid dale.Event) []dale.Event {
		var ev []dale.Event
		for range n * 2 {
			ev = append(ev, turn, mid, inventory)
		}
		return append(ev, turn)
	}
	for _, tc := range []struct {
		name string
		ev   []dale.Event
		want bool
	}{
		{"three rounds of inventories", rounds(3, inventory), true},
		{"two rounds", rounds(2, inventory), false},
		{"a technique every turn", rounds(3, dale.Event{Kind: dale.EventPlay}), true},
		{"a purchase in the last turn", append(rounds(3, inventory), dale.Event{Kind: dale.EventBuy}), false},
		{"a stack in the last turn", append(rounds(3, inventory), dale.Event{Kind: dale.EventStack}), false},
		{"a purchase three rounds ago", append([]dale.Event{turn, {Kind: dale.EventBuy}}, rounds(3, inventory)...), true},
	} {
		if got := stalled(tc.ev, 2); got != tc.want {
			t.Errorf("%s: stalled = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Expert's playouts look further ahead than Hard's in Dale only, its tree
// grows later in 7 Wonders, and both keep the menu's budgets when a spec
// names none.
func TestSearchLevelSettings(t *testing.T) {
	for _, tc := range []struct {
		spec, game string
		depth      int
		budget     int
		expand     int // ISMCTS only
	}{
		{"mc", "dale", daleRolloutDepth, defaultPlayouts, 0},
		{"ismcts", "dale", expertDaleDepth, expertPlayouts, 0},
		{"ismcts:50", "dale", expertDaleDepth, 50, 0},
		{"mc", "wonders", 0, defaultPlayouts, 0},
		{"ismcts", "wonders", 0, expertPlayouts, expertPlayouts / 3},
		{"ismcts:2", "wonders", 0, 2, 1},
	} {
		b, err := New(tc.spec, tc.game, 1)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.spec, tc.game, err)
		}
		var depth, budget, expand int
		switch b := b.(type) {
		case *MonteCarlo:
			depth, budget = b.Depth, b.Playouts
		case *ISMCTS:
			depth, budget, expand = b.Depth, b.Iterations, b.Expand
		default:
			t.Fatalf("%s %s: a %T", tc.spec, tc.game, b)
		}
		if depth != tc.depth || budget != tc.budget || expand != tc.expand {
			t.Errorf("%s %s: depth %d, budget %d, expand %d; want %d, %d, %d", tc.spec, tc.game, depth, budget, expand, tc.depth, tc.budget, tc.expand)
		}
	}
	if expertDaleDepth <= daleRolloutDepth {
		t.Errorf("Expert's Dale playouts (%d moves) are no longer than Hard's (%d)", expertDaleDepth, daleRolloutDepth)
	}
}
