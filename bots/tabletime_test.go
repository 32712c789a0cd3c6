package bots

import (
	"context"
	"testing"
	"time"

	"agora/game"
	"agora/game/wonders"
)

// TimeTable plays a whole game the table's way and counts every decision
// with a real choice, each within the limit it was given.
func TestTimeTable(t *testing.T) {
	cfg := game.Config{Game: wonders.Rules.Game, Seed: 3}
	for i := range 3 {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: string(rune('A' + i)), Bot: "random"})
	}
	tt, err := TimeTable(context.Background(), wonders.Rules, cfg, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	// Three Ages of six turns, three seats choosing at once, and more
	// decisions where a seat has several ways to pay or a stage to build.
	if !tt.Finished || len(tt.Decisions) < 3*6*3 || tt.Turns < 3*6 || tt.Turns > len(tt.Decisions) {
		t.Errorf("finished %v, %d decisions in %d turns; want a whole game of at least 54 in 18", tt.Finished, len(tt.Decisions), tt.Turns)
	}
	mean, p95, longest := tt.Stats()
	if mean <= 0 || p95 > longest || tt.Over(longest) != 0 || tt.Over(0) != len(tt.Decisions) {
		t.Errorf("stats %v %v %v, over the longest %d", mean, p95, longest, tt.Over(longest))
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if tt, err := TimeTable(ctx, wonders.Rules, cfg, time.Minute); err != nil || tt.Finished || len(tt.Decisions) != 0 {
		t.Errorf("stopped at once: %v, finished %v, %d decisions", err, tt.Finished, len(tt.Decisions))
	}
}

// The statistics of a few known times.
func TestTableTimingStats(t *testing.T) {
	var tt TableTiming
	for i := 1; i <= 20; i++ {
		tt.Decisions = append(tt.Decisions, time.Duration(i)*time.Second)
	}
	mean, p95, longest := tt.Stats()
	if mean != 10500*time.Millisecond || p95 != 19*time.Second || longest != 20*time.Second || tt.Over(5*time.Second) != 15 {
		t.Errorf("got mean %v, p95 %v, longest %v, %d over 5 s", mean, p95, longest, tt.Over(5*time.Second))
	}
}
