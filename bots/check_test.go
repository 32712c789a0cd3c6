package bots

import (
	"errors"
	"strings"
	"testing"

	"agora/game"
)

func TestCheckRefusesWhatNewCannotBuild(t *testing.T) {
	for _, tt := range []struct {
		spec string
		ok   bool
	}{
		{"random", true},
		{"mc", true},
		{"mc:500", true},
		{"Hard", true},
		{"ismcts:10000000", true},
		{"nosuchbot", false},
		{"mc:999999999999", false},
		{"ismcts:-5", false},
		{"mc:0", false},
		{"random:3", false},
		{"", false},
	} {
		err := Check(tt.spec, "checked")
		if (err == nil) != tt.ok || err != nil && !errors.Is(err, ErrUnknownBot) {
			t.Errorf("Check(%q) = %v, want ok %v", tt.spec, err, tt.ok)
		}
	}
}

// A registered game's configurations check their bot seats.
func TestRegisterMakesConfigsCheckTheirBots(t *testing.T) {
	const name = "checked-by-config"
	Register(name, GameBots{})
	t.Cleanup(func() { delete(registry, name) })
	rules := game.Rules{Game: name, MinPlayers: 2, MaxPlayers: 2}
	cfg := game.Config{Game: name, Seats: []game.SeatConfig{{Name: "A"}, {Name: "B", Bot: "mc:500"}}}
	if err := cfg.Validate(rules); err != nil {
		t.Fatalf("a good bot refused: %v", err)
	}
	cfg.Seats[1].Bot = "mc:999999999999"
	if err := cfg.Validate(rules); !errors.Is(err, game.ErrConfig) || !strings.Contains(err.Error(), `seat 2: unknown bot "mc:999999999999"`) {
		t.Errorf("got %v", err)
	}
}
