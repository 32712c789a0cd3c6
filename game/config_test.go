package game_test

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"agora/game"
	"agora/game/games"
	"agora/game/wonders"
)

func TestValidateRefusesBadConfigs(t *testing.T) {
	tests := []struct {
		name string
		edit func(*game.Config)
		msg  string
	}{
		{"expansion twice", func(c *game.Config) { c.Expansions = []string{"jokers", "jokers"} }, `expansion "jokers" is named twice`},
		{"unknown expansion", func(c *game.Config) { c.Expansions = []string{"dragons"} }, `no expansion "dragons"`},
		{"empty expansion", func(c *game.Config) { c.Expansions = []string{""} }, `no expansion ""`},
		{"too few seats", func(c *game.Config) { c.Seats = c.Seats[:1] }, "not 1"},
		{"unknown variant value", func(c *game.Config) { c.Variants = map[string]string{"deal": "x"} }, `not "x"`},
		{"teams at 3", func(c *game.Config) { c.Teams = true }, "no team game at 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := fakeConfig(3, 1)
			tt.edit(&cfg)
			err := cfg.Validate(fakeRules)
			if !errors.Is(err, game.ErrConfig) || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("got %v, want ErrConfig with %q", err, tt.msg)
			}
			if _, err := fakeRules.Start(cfg); err == nil {
				t.Fatal("Start accepted it")
			}
		})
	}
	if err := fakeConfig(3, 1).Validate(fakeRules); err != nil {
		t.Fatalf("a good config: %v", err)
	}
}

// The ruling on expansions named twice: no new game starts with one, but
// a save that names one twice (only the arena's command line could once
// write that config) still opens, with the expansion named once: engines
// only ask Config.Has, so it is the same game, and the digest check
// proves it.
func TestSaveWithAnExpansionTwiceStillOpens(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seed: 11, Expansions: []string{wonders.ExpansionCommerce},
		Seats: []game.SeatConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(3)
	for range 40 {
		seat := s.Pending()[0].Seat
		legal := s.Legal(seat, nil)
		if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	sv := game.NewSave(s)
	sv.Config.Expansions = []string{wonders.ExpansionCommerce, wonders.ExpansionCommerce}
	data, err := json.Marshal(sv)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.json")
	if err := game.WriteFileAtomic(path, data); err != nil {
		t.Fatal(err)
	}
	back, err := game.LoadSave(path, games.Lookup)
	if err != nil {
		t.Fatalf("an old save with an expansion twice no longer opens: %v", err)
	}
	if back.Digest() != s.Digest() || !slices.Equal(back.Config().Expansions, []string{wonders.ExpansionCommerce}) {
		t.Fatalf("opened as %v, digest %x want %x", back.Config().Expansions, back.Digest(), s.Digest())
	}
	if _, err := wonders.Rules.Start(sv.Config); !errors.Is(err, game.ErrConfig) {
		t.Fatalf("a new game with commerce twice: %v", err)
	}
}
