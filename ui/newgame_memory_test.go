package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// The choices of the last game started come back on the next new-game
// screen, after a restart too; a damaged preference gives the defaults.
func TestNewGameRemembersTheLastChoices(t *testing.T) {
	fa := test.NewTempApp(t)
	dir := t.TempDir()
	a := newTestAppOn(t, fa, Options{Games: testGames, DataDir: dir})
	a.showNewGame()
	a.form.view.players.SetSelected("4")
	a.form.view.names[1].SetText("Léo")
	find[*widget.Check](a)[0].SetChecked(true)
	test.Tap(a.button(t, "Start"))

	b := newTestAppOn(t, fa, Options{Games: testGames, DataDir: t.TempDir()})
	b.showNewGame()
	f := b.form
	if f.count != 4 || !f.expansions["doubles"] || f.seats[1].name != "Léo" || f.rules.Game != "tally" {
		t.Errorf("remembered form: %d players, expansions %v, seat 2 %q", f.count, f.expansions, f.seats[1].name)
	}

	for _, bad := range []string{"{", `{"game":"chess","count":9}`, `{"game":"tally","count":99,"bots":["nobot"],"variants":{"pace":"wild"}}`} {
		fa.Preferences().SetString(prefNewGame, bad)
		c := newTestAppOn(t, fa, Options{Games: testGames, DataDir: t.TempDir()})
		c.showNewGame()
		def := newForm(testGames[0])
		if c.form.count != def.count || c.form.seats[0].bot != def.seats[0].bot || c.form.variants["pace"] != "calm" {
			t.Errorf("preference %q gave count %d, seat 1 %q, pace %q", bad, c.form.count, c.form.seats[0].bot, c.form.variants["pace"])
		}
	}
}

// A switch of an expansion is greyed while its expansion is off, and left
// out of the game.
func TestExpansionSwitchesFollowTheirBox(t *testing.T) {
	a := newTestApp(t, "en")
	a.showNewGame()
	bonus := func() *widget.Select {
		for _, s := range find[*widget.Select](a) {
			if s.Selected == "off" || s.Selected == "on" {
				return s
			}
		}
		t.Fatal("no bonus switch")
		return nil
	}
	if !bonus().Disabled() {
		t.Error("the bonus switch is active without its expansion")
	}
	a.form.variants["bonus"] = "on"
	if cfg := a.config(); cfg.Variant("bonus", "") != "" {
		t.Errorf("the game got the bonus switch without its expansion: %v", cfg.Variants)
	}
	find[*widget.Check](a)[0].SetChecked(true)
	if bonus().Disabled() {
		t.Error("the bonus switch is greyed with its expansion on")
	}
	if cfg := a.config(); cfg.Variant("bonus", "") != "on" {
		t.Errorf("the game lost the bonus switch: %v", cfg.Variants)
	}
}

// Starting a game while another is in progress asks first; keeping the
// old game changes nothing; a finished game is replaced without a word.
func TestNewGameAsksBeforeReplacing(t *testing.T) {
	a := newTestApp(t, "en")
	prev := playedTally(t, "tally")
	if err := game.WriteSave(a.autosavePath(), prev); err != nil {
		t.Fatal(err)
	}
	a.showNewGame()
	test.Tap(a.button(t, "Start"))
	if a.dialogs() != 1 || a.cur.name != ScreenNewGame {
		t.Fatalf("no question before replacing the game in progress (%d dialogs, screen %q)", a.dialogs(), a.cur.name)
	}
	test.Tap(a.button(t, "Keep the current game"))
	if s, err := game.LoadSave(a.autosavePath(), a.lookup); err != nil || s.Digest() != prev.Digest() {
		t.Fatalf("keeping the game changed the autosave (%v)", err)
	}
	test.Tap(a.button(t, "Start"))
	test.Tap(a.button(t, "Start the new game"))
	if s, err := game.LoadSave(a.autosavePath(), a.lookup); err != nil || len(s.Log()) != 0 {
		t.Fatalf("the new game did not replace the old one (%v)", err)
	}

	for !prev.Over() {
		if err := prev.Apply(prev.Pending()[0].Seat, 1); err != nil {
			t.Fatal(err)
		}
	}
	if err := game.WriteSave(a.autosavePath(), prev); err != nil {
		t.Fatal(err)
	}
	a.showNewGame()
	before := a.dialogs()
	test.Tap(a.button(t, "Start"))
	if a.dialogs() != before {
		t.Error("a finished game asked to be kept")
	}
}
