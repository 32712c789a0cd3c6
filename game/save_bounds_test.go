package game_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"agora/game"
	"agora/game/games"
	"agora/game/wonders"
)

func TestCheckBoundsRefusesWhatNoScreenCanHold(t *testing.T) {
	many := func(n int) []string {
		var out []string
		for i := range n {
			out = append(out, fmt.Sprint("x", i))
		}
		return out
	}
	tests := []struct {
		name string
		edit func(*game.Config)
		msg  string // "" when the config is within bounds
	}{
		{"longest name", func(c *game.Config) { c.Seats[0].Name = strings.Repeat("é", game.MaxNameLength) }, ""},
		{"name one too long", func(c *game.Config) { c.Seats[0].Name = strings.Repeat("é", game.MaxNameLength+1) }, "seat 1's name is 201 characters long"},
		{"20,000 characters", func(c *game.Config) { c.Seats[1].Name = strings.Repeat("n", 20_000) }, "seat 2's name is 20000 characters long"},
		{"name with a newline", func(c *game.Config) { c.Seats[0].Name = "A\nB" }, "not plain text"},
		{"name not UTF-8", func(c *game.Config) { c.Seats[0].Name = "A\xff" }, "not plain text"},
		{"long bot spec", func(c *game.Config) { c.Seats[2].Bot = strings.Repeat("m", 100) }, "seat 3's bot spec is 100 bytes long"},
		{"too many seats", func(c *game.Config) {
			for range game.MaxSeats {
				c.Seats = append(c.Seats, game.SeatConfig{Name: "S"})
			}
		}, "19 seats, at most 16"},
		{"too many expansions", func(c *game.Config) { c.Expansions = many(game.MaxExpansions + 1) }, "17 expansions"},
		{"long expansion", func(c *game.Config) { c.Expansions = []string{strings.Repeat("e", 1000)} }, "expansion name of 1000 bytes"},
		{"too many variants", func(c *game.Config) {
			c.Variants = map[string]string{}
			for _, v := range many(game.MaxVariants + 1) {
				c.Variants[v] = "on"
			}
		}, "65 variants"},
		{"long variant value", func(c *game.Config) { c.Variants = map[string]string{"deal": strings.Repeat("v", 50)} }, "value of variant deal of 50 bytes"},
		{"long game name", func(c *game.Config) { c.Game = strings.Repeat("g", 41) }, "game name of 41 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := fakeConfig(3, 1)
			tt.edit(&cfg)
			err := cfg.CheckBounds()
			if tt.msg == "" {
				if err != nil {
					t.Fatalf("refused within bounds: %v", err)
				}
				return
			}
			if !errors.Is(err, game.ErrConfig) || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("got %v, want ErrConfig with %q", err, tt.msg)
			}
			if err := cfg.Validate(fakeRules); !errors.Is(err, game.ErrConfig) {
				t.Fatalf("Validate accepted it: %v", err)
			}
		})
	}
}

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
