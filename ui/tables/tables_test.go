package tables

import (
	"strings"
	"testing"

	"agora/game/games"
)

// Every game of the games' registry has a table, its words for the review
// and a demo, in the menu's order; an unknown game is an error listing the
// known ones.
func TestRegistryTables(t *testing.T) {
	var got []string
	for _, tb := range List() {
		got = append(got, tb.Game)
	}
	if want := games.Names(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("tables %v, want one per game, in menu order %v", got, want)
	}
	for _, name := range games.Names() {
		tb, err := Get(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if tb.New == nil || tb.Describe == nil || tb.Demo == nil {
			t.Errorf("%s: table %v, describer %v, demo %v", name, tb.New != nil, tb.Describe != nil, tb.Demo != nil)
		}
	}
	_, err := Get("chess")
	if err == nil || !strings.Contains(err.Error(), `unknown game "chess"`) || !strings.Contains(err.Error(), "wonders") {
		t.Errorf("Get(chess) = %v", err)
	}
}

// A demo's words are the game's: they stage the picture, and the others
// name expansions.
func TestRegistryDemoWords(t *testing.T) {
	tests := []struct {
		game       string
		words      []string
		expansions string
		teams      bool
		steer      bool
	}{
		{"wonders", nil, "", false, false},
		{"wonders", []string{"commerce", "faith"}, "commerce,faith", false, false},
		{"wonders", []string{"commerce", "marketday"}, "commerce", false, false},
		{"wonders", []string{"faith", "invoke"}, "faith", false, true},
		{"wonders", []string{"leaders"}, "leaders", false, true},
		{"wonders", []string{"leaders", "commerce", "faith", "cards"}, "leaders,commerce,faith", false, true},
		{"wonders", []string{"cities"}, "cities", false, true},
		{"wonders", []string{"leaders", "cities", "commerce", "faith"}, "leaders,cities,commerce,faith", false, true},
		{"dale", nil, "", false, false},
		{"dale", []string{"teams"}, "", true, false},
		{"dale", []string{"pay"}, "", false, false},
	}
	for _, tt := range tests {
		tb, err := Get(tt.game)
		if err != nil {
			t.Fatal(err)
		}
		d := tb.Demo(4, tt.words)
		if got := strings.Join(d.Expansions, ","); got != tt.expansions || d.Teams != tt.teams || (d.Steer != nil) != tt.steer || d.Stop == nil {
			t.Errorf("%s %v: expansions %q, teams %v, steer %v, stop %v", tt.game, tt.words, got, d.Teams, d.Steer != nil, d.Stop != nil)
		}
	}
}

// Registering a table twice, or one without a game or a factory, panics.
func TestRegistryRefusesBadTables(t *testing.T) {
	wonders, _ := Get("wonders")
	for name, tb := range map[string]Table{
		"twice":      wonders,
		"no game":    {New: wonders.New},
		"no factory": {Game: "chess"},
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			Register(tb)
		})
	}
}
