package wonders

import (
	"strings"
	"testing"

	"agora/game"
)

// Each seat's side is its wonder, by translation key; seats the game does
// not have have none.
func TestSeatSide(t *testing.T) {
	s, err := Rules.Start(game.Config{Game: "wonders", Seed: 3, Seats: make([]game.SeatConfig, 3)})
	if err != nil {
		t.Fatal(err)
	}
	sider, ok := s.(game.SeatSider)
	if !ok {
		t.Fatal("the 7 Wonders state names no sides")
	}
	seen := map[string]bool{}
	for seat := range game.Seat(3) {
		key := sider.SeatSide(seat)
		if !strings.HasPrefix(key, "wonders.wonder.") || seen[key] {
			t.Errorf("seat %d plays %q", seat, key)
		}
		seen[key] = true
	}
	if got := sider.SeatSide(3); got != "" {
		t.Errorf("seat 3 of 3 plays %q", got)
	}
}
