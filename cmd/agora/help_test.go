package main

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/games"
	"agora/ui"
	"agora/ui/tables"
)

// F1 opens help on every screen of the app as main builds it, with the
// games' own tables: the help's contents away from a table (--screen's
// every screen: start, new game, settings, statistics, the games and
// their picks for the review and the replay, the review and the replay
// themselves), the rules of its game on the 7 Wonders and the Dale
// tables; in both languages.
func TestF1OpensHelpOnEveryScreen(t *testing.T) {
	finished, err := demoGame("wonders:3:end")
	if err != nil {
		t.Fatal(err)
	}
	type helpScreen struct {
		name string
		open func(a *ui.App) error
		want string // the key of a text of the page F1 opens
	}
	list := []helpScreen{
		{"the review", func(a *ui.App) error { a.ShowReview(finished); return nil }, "helpmenu.keys"},
		{"the replay", func(a *ui.App) error { a.ShowReplay(finished); return nil }, "helpmenu.keys"},
	}
	for _, name := range screens {
		list = append(list, helpScreen{"--screen " + name, func(a *ui.App) error { return a.ShowScreen(name) }, "helpmenu.keys"})
	}
	// The tables seat people only: no bot plays on its own goroutine
	// while the test draws.
	for _, table := range []struct{ game, title string }{
		{"wonders", "wonders.help.title"},
		{"dale", "dale.rules.title"},
	} {
		rules, ok := games.Lookup(table.game)
		if !ok {
			t.Fatalf("no game %q", table.game)
		}
		s, err := rules.Start(game.Config{Game: table.game, Seed: 1, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Léa"}, {Name: "Max"}}})
		if err != nil {
			t.Fatal(err)
		}
		list = append(list, helpScreen{table.game + " table", func(a *ui.App) error { a.OpenGame(s); return nil }, table.title})
	}
	for _, sc := range list {
		for _, lang := range []string{"en", "fr"} {
			t.Run(sc.name+"-"+lang, func(t *testing.T) {
				a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: t.TempDir(),
					Getenv: func(string) string { return "" }, ReviewPlayouts: 4, ReviewInline: true, GamesInline: true})
				if err != nil {
					t.Fatal(err)
				}
				tables.Install(a, tables.Network{HostAddr: "127.0.0.1:0"}) // nothing looked for on the network
				if err := sc.open(a); err != nil {
					t.Fatal(err)
				}
				defer a.ShowScreen(ui.ScreenMenu) // a table closes
				c := a.Window().Canvas()
				for _, o := range c.Overlays().List() { // --screen help opens the help already
					c.Overlays().Remove(o)
				}
				c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
				if n := len(c.Overlays().List()); n != 1 {
					t.Fatalf("F1 opened %d dialogs", n)
				}
				want := a.Localizer().T(sc.want)
				if !slices.Contains(overlayTexts(c), want) {
					t.Errorf("F1 opened a page without %q: %q", want, overlayTexts(c))
				}
			})
		}
	}
}

// overlayTexts are the texts of labels, buttons and rich texts over the
// window.
func overlayTexts(c fyne.Canvas) []string {
	var out []string
	for _, o := range c.Overlays().List() {
		for _, obj := range test.LaidOutObjects(o) {
			switch x := obj.(type) {
			case *widget.Label:
				out = append(out, x.Text)
			case *widget.Button:
				out = append(out, x.Text)
			case *widget.RichText:
				out = append(out, x.String())
			}
		}
	}
	return out
}
