package wonders

import (
	"testing"

	"agora/game"
)

// Occasion names Market Day exactly while the view shows one: once per
// Age with Commerce's Market Day on at 3 or more players, never with it
// off, nor at 2 players, nor without Commerce.
func TestOccasionIsMarketDay(t *testing.T) {
	for _, tc := range []struct {
		name     string
		players  int
		commerce bool
		day      string
		wantDays int
	}{
		{"commerce 4 players", 4, true, "on", 3},
		{"commerce 7 players", 7, true, "on", 3},
		{"market day off", 4, true, "off", 0},
		{"two players", 2, true, "on", 0},
		{"base game", 4, false, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := config(tc.players, 11, VariantMarketDay, tc.day)
			if tc.day == "" {
				cfg.Variants = nil
			}
			if tc.commerce {
				cfg.Expansions = []string{ExpansionCommerce}
			}
			s := start(t, cfg)
			rng := game.NewRand(5)
			days, was := 0, ""
			for !s.Over() {
				now := s.Occasion()
				if (now == OccasionMarketDay) != (s.SeatView(0).MarketDay != nil) {
					t.Fatalf("age %d: occasion %q, market day shown %v", s.Age(), now, s.SeatView(0).MarketDay != nil)
				}
				if now == OccasionMarketDay && was == "" {
					days++
				}
				was = now
				p := s.Pending()[0]
				legal := s.Legal(p.Seat, nil)
				if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if days != tc.wantDays {
				t.Errorf("%d Market Days began, want %d", days, tc.wantDays)
			}
			if s.Occasion() != "" {
				t.Errorf("the finished game is still in %q", s.Occasion())
			}
		})
	}
}

// The 7 Wonders state reports its occasions to the review.
var _ game.Occasioner = (*State)(nil)
