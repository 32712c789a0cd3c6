package wonders

import (
	"strings"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// The score pad has a gods column only with Faith, and a game of bots only
// is watched, not played as "You".
func TestScorePadColumnsAndWatcher(t *testing.T) {
	for _, tt := range []struct {
		name       string
		expansions []string
		gods       bool
	}{
		{"base", nil, false},
		{"faith", []string{wonders.ExpansionFaith}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := game.Config{Game: "wonders", Seed: 5, Seats: seats("random", "random", "random"), Expansions: tt.expansions}
			s, err := wonders.Rules.Start(cfg)
			if err != nil {
				t.Fatal(err)
			}
			h := newHarnessFor(t, s, 0, true)
			if !h.table.state.Over() {
				t.Fatal("the bots did not finish the game")
			}
			pad := texts(h.table.overlay.root)
			if got := strings.Contains(pad, h.loc.T("wonders.category.gods")); got != tt.gods {
				t.Errorf("gods column shown: %v, want %v\n%s", got, tt.gods, pad)
			}
			all := texts(h.win.Content())
			if strings.Contains(all, "You: ") || strings.Contains(all, "You · ") || !strings.Contains(all, "Watching ") {
				t.Errorf("a game of bots only speaks of You:\n%s", all)
			}
		})
	}
}
