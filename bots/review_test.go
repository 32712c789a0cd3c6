package bots

import (
	"context"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// raceLog is a race game of two seats where both reach 8, then seat 0
// steps 1 instead of 2 (2 would have won at once) and seat 1 wins.
var raceLog = raceSteps(2, 2, 2, 2, 2, 2, 2, 2, 1, 2)

// raceSteps is a race log of two seats taking the steps in turn.
func raceSteps(steps ...game.Option) []game.Decision {
	var out []game.Decision
	for i, o := range steps {
		out = append(out, game.Decision{Seat: game.Seat(i % 2), Option: o})
	}
	return out
}

// A decision that throws away a won game loses most of the seat's chance
// and is the game's turning point; the other decisions keep theirs.
func TestReviewFindsTheBlunder(t *testing.T) {
	cfg := game.Config{Game: "race", Seats: make([]game.SeatConfig, 2)}
	var progress []int
	r, err := ReviewGame(context.Background(), raceRules, cfg, raceLog, 0, ReviewOptions{Playouts: 400, Seed: 3, Progress: func(done, total int) {
		if total != 5 {
			t.Errorf("progress out of %d decisions, want 5", total)
		}
		progress = append(progress, done)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Decisions) != 5 || len(progress) != 5 || progress[4] != 5 {
		t.Fatalf("%d decisions reviewed, progress %v", len(r.Decisions), progress)
	}
	last := r.Decisions[4]
	if last.Index != 8 || last.Chosen != 1 || last.Best != 2 {
		t.Fatalf("the blunder reads %+v", last)
	}
	if last.Before < 0.99 || last.After > 0.7 || !last.TurningPoint {
		t.Errorf("the blunder: chance %.2f → %.2f, turning point %v", last.Before, last.After, last.TurningPoint)
	}
	for _, d := range r.Decisions[:4] {
		if d.TurningPoint || d.Loss > 0.15 {
			t.Errorf("decision %d (+%d) loses %.2f: %+v", d.Index, d.Chosen, d.Loss, d)
		}
	}
}

// A review refuses a seat the game does not have and a log the game does
// not replay.
func TestReviewRefusesBadInput(t *testing.T) {
	cfg := game.Config{Game: "race", Seats: make([]game.SeatConfig, 2)}
	if _, err := ReviewGame(context.Background(), raceRules, cfg, raceLog, 5, ReviewOptions{Playouts: 10}); err == nil {
		t.Error("seat 5 of 2 reviewed")
	}
	bad := raceSteps(7, 2, 2)
	if _, err := ReviewGame(context.Background(), raceRules, cfg, bad, 0, ReviewOptions{Playouts: 10}); err == nil {
		t.Error("an option nobody had replayed")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ReviewGame(ctx, raceRules, cfg, raceLog, 0, ReviewOptions{Playouts: 10}); err == nil {
		t.Error("a cancelled review finished")
	}
}

// A 7 Wonders game is reviewed decision by decision, each with its
// prompt, its words and chances that add up.
func TestReviewWondersDecisions(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game")
	}
	cfg := game.Config{Game: "wonders", Seed: 4, Seats: []game.SeatConfig{{Name: "a"}, {Name: "b", Bot: "heuristic"}, {Name: "c", Bot: "heuristic"}}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(9)
	var buf []game.Option
	for n := 0; n < 12 && !s.Over(); n++ {
		p := s.Pending()[0]
		buf = s.Legal(p.Seat, buf[:0])
		if err := s.Apply(p.Seat, buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	r, err := ReviewGame(context.Background(), wonders.Rules, cfg, s.Log(), 0, ReviewOptions{Playouts: 60, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Decisions) == 0 {
		t.Fatal("no decision of seat 0 reviewed")
	}
	for _, d := range r.Decisions {
		if d.Before < d.After || d.Loss < 0 || d.Before > 1 || d.After < 0 || d.ChosenText == "" || d.Kind == "" || d.Round != 1 {
			t.Errorf("decision %d: %+v", d.Index, d)
		}
	}
}
