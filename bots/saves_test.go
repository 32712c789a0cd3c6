package bots_test

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"agora/game"
	"agora/game/games"
	"agora/game/wonders"
)

// The bots' check of a save's bot seats, which game.LoadSave and every
// engine's Start call through game.RegisterBotCheck, installed when the
// bots are linked.

// playedWonders is a 7 Wonders game a few moves in, its third seat a bot.
func playedWonders(t *testing.T) game.State {
	t.Helper()
	cfg := game.Config{Game: "wonders", Seed: 5,
		Seats: []game.SeatConfig{{Name: "A"}, {Name: "B"}, {Name: "C", Bot: "mc:500"}}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range 6 {
		seat := s.Pending()[0].Seat
		if err := s.Apply(seat, s.Legal(seat, nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// A save is refused at load, quickly and saying why, when it carries a
// string no screen could hold or a bot this build cannot make; the same
// save with sensible seats loads.
func TestLoadRefusesUnboundedTextAndUnknownBots(t *testing.T) {
	tests := []struct {
		name string
		seat game.SeatConfig
		msg  string
	}{
		{"a bot", game.SeatConfig{Name: "C", Bot: "mc:500"}, ""},
		{"a level's name", game.SeatConfig{Name: "C", Bot: "Hard"}, ""},
		{"20,000-character name", game.SeatConfig{Name: strings.Repeat("N", 20_000), Bot: "mc:500"}, "seat 3's name is 20000 characters long, at most 200"},
		{"2 MB name", game.SeatConfig{Name: strings.Repeat("N", 2<<20), Bot: "mc:500"}, "seat 3's name is 2097152 characters long"},
		{"unknown bot", game.SeatConfig{Name: "C", Bot: "nosuchbot"}, `seat 3: unknown bot "nosuchbot"`},
		{"huge budget", game.SeatConfig{Name: "C", Bot: "mc:999999999999"}, `unknown bot "mc:999999999999": budget must be`},
		{"negative budget", game.SeatConfig{Name: "C", Bot: "ismcts:-5"}, `unknown bot "ismcts:-5": budget must be`},
		{"budget on a bot without one", game.SeatConfig{Name: "C", Bot: "random:3"}, `unknown bot "random:3"`},
	}
	s := playedWonders(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sv := game.NewSave(s)
			sv.Config.Seats[2] = tt.seat
			data, err := json.Marshal(sv)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "s.json")
			if err := game.WriteFileAtomic(path, data); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			_, err = game.LoadSave(path, games.Lookup)
			took := time.Since(start)
			if tt.msg == "" {
				if err != nil {
					t.Fatalf("a good save refused: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("got %v, want an error with %q", err, tt.msg)
			}
			if len(err.Error()) > 300 {
				t.Errorf("the error is %d bytes long", len(err.Error()))
			}
			if took > 2*time.Second {
				t.Errorf("refusing it took %v", took)
			}
			// A new game with that seat is refused as well.
			cfg := sv.Config
			cfg.Ruleset = 0
			if _, err := wonders.Rules.Start(cfg); !errors.Is(err, game.ErrConfig) {
				t.Errorf("Start accepted it: %v", err)
			}
		})
	}
}
