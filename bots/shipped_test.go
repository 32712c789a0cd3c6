package bots_test

import (
	"slices"
	"testing"

	"agora/bots"
	"agora/game/games"
)

// Every game the app ships is known to the bots, with a heuristic: every
// level plays it.
func TestShippedGamesHaveBots(t *testing.T) {
	for _, g := range games.List() {
		if !slices.Contains(bots.Registered(), g.Name()) {
			t.Errorf("the bots do not know %s", g.Name())
			continue
		}
		for _, l := range bots.LevelsFor(g.Name()) {
			if _, err := bots.New(l.Spec, g.Name(), 1); err != nil {
				t.Errorf("%s: level %s: %v", g.Name(), l.Name, err)
			}
		}
		if n := len(bots.LevelsFor(g.Name())); n < 5 {
			t.Errorf("%s: %d levels, want every level (a heuristic)", g.Name(), n)
		}
	}
}
