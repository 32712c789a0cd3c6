package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// An expansion says what it brings once ticked, and one the engine
// refuses at the player count is greyed out with why: Leaders from 3
// players.
func TestExpansionNotesFollowTheCount(t *testing.T) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", Games: []game.Rules{wonders.Rules}, DataDir: t.TempDir()})
	test.Tap(a.button(t, "New game"))
	leaders := func() *widget.Check {
		for _, c := range find[*widget.Check](a) {
			if c.Text == a.loc.T("wonders.expansion.leaders") {
				return c
			}
		}
		t.Fatal("the new-game screen does not offer Leaders")
		return nil
	}
	for _, tc := range []struct {
		players string
		tick    bool
		off     bool
		note    string
	}{
		{"2", false, true, "wonders.leaders.refused"},
		{"4", true, false, "wonders.leaders.needs"},
		{"4", false, false, ""},
	} {
		a.form.view.players.SetSelected(tc.players)
		c := leaders()
		if c.Disabled() != tc.off {
			t.Errorf("%s players: Leaders disabled is %v", tc.players, c.Disabled())
		}
		if tc.tick != c.Checked {
			test.Tap(c)
		}
		for _, key := range []string{"wonders.leaders.refused", "wonders.leaders.needs"} {
			if got := a.shows(a.loc.T(key)); got != (key == tc.note) {
				t.Errorf("%s players, ticked %v: %q shown is %v", tc.players, tc.tick, key, got)
			}
		}
	}
}
