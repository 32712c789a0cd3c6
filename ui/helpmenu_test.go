package ui

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/games"
	"agora/translations"
)

// F1 opens help on every screen: the help's contents away from a table,
// the rules page of the table's game on a table.
func TestF1OpensHelpOnEveryScreen(t *testing.T) {
	tests := []struct {
		screen string
		open   func(a *App)
	}{
		{ScreenMenu, func(a *App) { a.showMenu() }},
		{ScreenNewGame, func(a *App) { a.showNewGame() }},
		{ScreenSettings, func(a *App) { a.showSettings() }},
		{ScreenStats, func(a *App) { a.showStats() }},
		{ScreenGames, func(a *App) { a.showGames() }},
		{ScreenReview, func(a *App) { a.ShowReview(finishedTally(t, 4, "", "heuristic")) }},
		{ScreenReplay, func(a *App) { a.ShowReplay(finishedTally(t, 4, "", "heuristic")) }},
	}
	for _, tt := range tests {
		for _, lang := range []string{"en", "fr"} {
			t.Run(tt.screen+"-"+lang, func(t *testing.T) {
				a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: testGames, DataDir: t.TempDir(),
					ReviewPlayouts: 20, ReviewInline: true, GamesInline: true})
				tt.open(a)
				if a.cur.name != tt.screen {
					t.Fatalf("showing %q, want %q", a.cur.name, tt.screen)
				}
				before := a.dialogs()
				a.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
				if a.dialogs() != before+1 || !a.shows(a.loc.T("helpmenu.keys")) {
					t.Errorf("F1 opened %d dialogs; texts %q", a.dialogs()-before, a.texts())
				}
			})
		}
	}
}

// On a table F1 opens its own rules page, or, for a table without one,
// the Help menu's page of its game.
func TestF1OnATable(t *testing.T) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", Games: games.All(), DataDir: t.TempDir()})
	kt := &keyTable{state: playedTally(t, "tally")}
	a.RegisterTable("tally", func(TableContext) Table { return kt })
	a.games = append(a.games, tallyRules)
	a.openGame(kt.state)
	a.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
	if kt.helps != 1 || a.dialogs() != 0 {
		t.Errorf("F1 on a table with its own page: %d helps, %d dialogs", kt.helps, a.dialogs())
	}

	dale, _ := games.Lookup("dale")
	s, err := dale.Start(game.Config{Game: "dale", Seed: 1, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	a.RegisterTable(s.Game(), func(TableContext) Table { return &fakeTable{} })
	a.openGame(s)
	a.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
	if a.dialogs() != 1 || !a.shows(a.loc.T("dale.rules.title")) {
		t.Errorf("F1 on a table without a page of its own: texts %q", a.texts())
	}
}

// The Help menu has a rules page for every game and expansion of the
// catalog, and the team game; each page opens with its texts, in both
// languages, and the shortcuts and About close the menu.
func TestHelpMenuHasEveryGameAndExpansion(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: games.All(), DataDir: t.TempDir()})
		menus := a.win.MainMenu().Items
		help := menus[len(menus)-1]
		items := map[string]*fyne.MenuItem{}
		for _, it := range help.Items {
			items[it.Label] = it
		}
		var want []string
		for _, r := range games.All() {
			want = append(want, a.loc.T("helpmenu.rules_of", map[string]any{"Game": a.gameName(r.Game)}))
			for _, e := range r.Expansions {
				want = append(want, a.loc.T("helpmenu.rules_of", map[string]any{"Game": a.expansionShortName(r.Game, e)}))
			}
		}
		want = append(want, a.loc.T("helpmenu.rules_teams", map[string]any{"Game": a.gameName("wonders")}),
			a.loc.T("helpmenu.keys"), a.loc.T("menu.about"), a.loc.T("helpmenu.contents"))
		for _, label := range want {
			it, ok := items[label]
			if !ok {
				t.Errorf("%s: no %q in the Help menu; it holds %q", lang, label, keysOf(items))
				continue
			}
			it.Action()
			if a.dialogs() != 1 {
				t.Errorf("%s: %q opened %d dialogs", lang, label, a.dialogs())
			}
			for _, text := range a.texts() {
				if rawKey.MatchString(text) {
					t.Errorf("%s: %q shows a raw key %q", lang, label, text)
				}
			}
			for _, o := range a.win.Canvas().Overlays().List() {
				a.win.Canvas().Overlays().Remove(o)
			}
		}
	}
}

// rawKey matches a catalog key shown instead of its text.
var rawKey = regexp.MustCompile(`^(helpmenu|games|wonders|dale)\.[a-z_.]+$`)

func keysOf(m map[string]*fyne.MenuItem) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// The Help menu's pages of the base game and of Dale hold every section
// of the catalog the tables' pages draw from, so a section added there
// cannot be left out here.
func TestHelpRulesPagesHoldEverySection(t *testing.T) {
	for _, tt := range []struct {
		re   *regexp.Regexp
		keys []string
	}{
		{regexp.MustCompile(`^wonders\.help\.([a-z]+)_title$`), wondersRulesKeys},
		{regexp.MustCompile(`^dale\.rules\.([a-z]+)_title$`), daleRulesKeys},
	} {
		for _, k := range translations.Keys("en") {
			if m := tt.re.FindStringSubmatch(k); m != nil && !slices.Contains(tt.keys, m[1]) {
				t.Errorf("the Help menu's page lacks the section %s", strings.TrimSuffix(k, "_title"))
			}
		}
	}
}
