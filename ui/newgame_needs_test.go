package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// An expansion says what it brings once ticked, and one the engine
// refuses at the player count is greyed out with why: Leaders and Cities
// from 3 players.
func TestExpansionNotesFollowTheCount(t *testing.T) {
	for _, exp := range []string{wonders.ExpansionLeaders, wonders.ExpansionCities} {
		t.Run(exp, func(t *testing.T) { expansionNotesFollowTheCount(t, exp) })
	}
}

func expansionNotesFollowTheCount(t *testing.T, exp string) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", Games: []game.Rules{wonders.Rules}, DataDir: t.TempDir()})
	test.Tap(a.button(t, "New game"))
	check := func() *widget.Check {
		for _, c := range find[*widget.Check](a) {
			if c.Text == a.loc.T("wonders.expansion."+exp) {
				return c
			}
		}
		t.Fatalf("the new-game screen does not offer %s", exp)
		return nil
	}
	refused, needs := "wonders."+exp+".refused", "wonders."+exp+".needs"
	for _, tc := range []struct {
		players string
		tick    bool
		off     bool
		note    string
	}{
		{"2", false, true, refused},
		{"4", true, false, needs},
		{"4", false, false, ""},
	} {
		a.form.view.players.SetSelected(tc.players)
		c := check()
		if c.Disabled() != tc.off {
			t.Errorf("%s players: %s disabled is %v", tc.players, exp, c.Disabled())
		}
		if tc.tick != c.Checked {
			test.Tap(c)
		}
		for _, key := range []string{refused, needs} {
			if got := a.shows(a.loc.T(key)); got != (key == tc.note) {
				t.Errorf("%s players, ticked %v: %q shown is %v", tc.players, tc.tick, key, got)
			}
		}
	}
}
