package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// An expansion says what it brings, ticked or not, and one the engine
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
		{"4", false, false, needs},
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

// Ticking an expansion moves nothing on the screen: the box under the
// pointer stays under it, and so do the boxes below it.
func TestTickingAnExpansionMovesNothing(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: []game.Rules{wonders.Rules}, DataDir: t.TempDir()})
		a.win.Resize(minWindowSize)
		a.showNewGame()
		a.form.view.players.SetSelected("4")
		positions := func() map[string]float32 {
			out := map[string]float32{}
			for _, c := range find[*widget.Check](a) {
				out[c.Text] = a.fyne.Driver().AbsolutePositionForObject(c).Y
			}
			return out
		}
		for _, exp := range wonders.Rules.Expansions {
			before := positions()
			var box *widget.Check
			for _, c := range find[*widget.Check](a) {
				if c.Text == a.loc.T("wonders.expansion."+exp) {
					box = c
				}
			}
			if box == nil {
				t.Fatalf("%s: no box for %s", lang, exp)
			}
			test.Tap(box)
			after := positions()
			for text, y := range before {
				if after[text] != y {
					t.Errorf("%s: ticking %s moved %q from %v to %v", lang, exp, text, y, after[text])
				}
			}
		}
	}
}

// The fields of the new-game screen line up in one column, whichever
// form they are in, and their labels are all regular (bold titles the
// sections only).
func TestNewGameFieldsLineUp(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: []game.Rules{wonders.Rules}, DataDir: t.TempDir()})
		a.win.Resize(minWindowSize)
		a.showNewGame()
		for _, c := range find[*widget.Check](a) {
			if c.Text == a.loc.T("wonders.expansion."+wonders.ExpansionCommerce) && !c.Checked {
				test.Tap(c) // its switch (Market Day) gets a row
			}
		}
		x := func(o fyne.CanvasObject) float32 { return a.fyne.Driver().AbsolutePositionForObject(o).X }
		column := x(a.form.view.game)
		if got := x(a.form.view.kinds[0]); got != column {
			t.Errorf("%s: the seats start at %v, the game's field at %v", lang, got, column)
		}
		selects := 0
		for _, s := range find[*widget.Select](a) {
			if x(s) < column {
				t.Errorf("%s: a field at %v, left of the column at %v", lang, x(s), column)
			}
			if x(s) == column {
				selects++
			}
		}
		if selects < 3+a.form.count {
			t.Errorf("%s: %d fields in the column, want the game, the players, the seats and the switch", lang, selects)
		}
		for _, l := range find[*widget.Label](a) {
			if l.TextStyle.Bold && l.Text != a.loc.T("newgame.seats") && l.Text != a.loc.T("newgame.options") {
				t.Errorf("%s: %q is bold", lang, l.Text)
			}
		}
	}
}
