package wonders

import (
	"testing"

	"agora/game"
)

// A new game is played under the newest ruleset; a game saved before a
// ruling changed goes on under the ruleset it began with.
func TestGamesKeepTheirRuleset(t *testing.T) {
	s, err := Rules.Start(game.Config{Game: "wonders", Seed: 1, Seats: make([]game.SeatConfig, 3), Expansions: []string{ExpansionFaith}})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.(*State).Ruleset(); got != Ruleset || Ruleset < rulesetPoseidonAll {
		t.Errorf("a new game is under ruleset %d, want %d", got, Ruleset)
	}
	lookup := func(string) (game.Rules, bool) { return Rules, true }
	old, err := game.LoadSave("../testdata/saves/v1/wonders-commerce-faith-7p-mid.json", lookup)
	if err != nil {
		t.Fatal(err)
	}
	if got := old.(*State).Ruleset(); got != 1 {
		t.Errorf("a game saved under ruleset 1 reopens under %d", got)
	}
	data, err := game.EncodeSave(old)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := game.ParseSave(data)
	if err != nil || sv.Config.Ruleset != 1 {
		t.Errorf("its next save records ruleset %d (%v)", sv.Config.Ruleset, err)
	}
}
