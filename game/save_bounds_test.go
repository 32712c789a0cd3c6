package game_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"agora/game"
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
