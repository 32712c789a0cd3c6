package audit

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/games"
	"agora/game/gametest"
	"agora/game/wonders"
	"agora/ui"
	uidale "agora/ui/dale"
	uiwonders "agora/ui/wonders"
)

// statsFixture is a statistics file of three 7 Wonders games and one Dale
// game, as the app writes it.
const statsFixture = `{"version": 1, "games": [
 {"key": "a", "when": "2026-11-01T10:00:00Z", "game": "wonders", "mode": "commerce+faith",
  "seats": [{"name": "Ana", "side": "wonders.wonder.rhodes", "total": 61, "rank": 1,
             "categories": [{"category": "military", "points": 12}, {"category": "treasury", "points": 5}]},
            {"name": "Bot 2", "bot": "mc", "side": "wonders.wonder.gizah", "total": 55, "rank": 2}]},
 {"key": "b", "when": "2026-11-02T10:00:00Z", "game": "wonders", "mode": "",
  "seats": [{"name": "Ana", "side": "wonders.wonder.rhodes", "total": 48, "rank": 2},
            {"name": "Bot 2", "bot": "heuristic", "total": 50, "rank": 1},
            {"name": "Bot 3", "bot": "ismcts", "total": 40, "rank": 3}]},
 {"key": "c", "when": "2026-11-03T10:00:00Z", "game": "wonders", "mode": "commerce+market-day=off+teams",
  "seats": [{"name": "Ana", "side": "wonders.wonder.babylon", "total": 70, "rank": 1},
            {"name": "Léa", "side": "wonders.wonder.olympia", "total": 52, "rank": 3},
            {"name": "Bot 3", "bot": "easy", "total": 60, "rank": 2}, {"name": "Bot 4", "bot": "easy", "total": 30, "rank": 4}]},
 {"key": "d", "when": "2026-11-04T10:00:00Z", "game": "dale", "mode": "",
  "seats": [{"name": "Ana", "total": 8, "rank": 1, "categories": [{"category": "stacks", "points": 8}]},
            {"name": "Bot 2", "bot": "mc", "total": 6, "rank": 2}]}
]}`

// The app's own screens, the statistics with and without games, pass the
// audit at the smallest, the usual and a large window, in both
// languages.
func TestScreensPassTheAudit(t *testing.T) {
	for _, screen := range []string{ui.ScreenMenu, ui.ScreenNewGame, ui.ScreenSettings, ui.ScreenStats, "stats-empty"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}} {
			for _, lang := range []string{"en", "fr"} {
				t.Run(fmt.Sprintf("%s-%.0f-%s", screen, size.Width, lang), func(t *testing.T) {
					dir := t.TempDir()
					if screen == ui.ScreenStats {
						if err := os.WriteFile(filepath.Join(dir, "stats.json"), []byte(statsFixture), 0o644); err != nil {
							t.Fatal(err)
						}
					}
					a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: dir,
						Getenv: func(string) string { return "" }})
					if err != nil {
						t.Fatal(err)
					}
					if err := a.ShowScreen(strings.TrimSuffix(screen, "-empty")); err != nil {
						t.Fatal(err)
					}
					a.Window().Resize(fyne.NewSize(size.Width, size.Height-28))
					for _, p := range Canvas(a.Window().Canvas(), nil) {
						t.Error(p)
					}
				})
			}
		}
	}
}

// The review of a finished 7 Wonders game, once analysed, passes the
// audit at every size in both languages.
func TestReviewScreenPassesTheAudit(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seed: 3, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}, {Name: "Bot 3", Bot: "heuristic"}}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(1)
	for !s.Over() {
		p := s.Pending()[0]
		legal := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for _, lang := range []string{"en", "fr"} {
		a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: t.TempDir(),
			Getenv: func(string) string { return "" }, ReviewPlayouts: 12, ReviewInline: true})
		if err != nil {
			t.Fatal(err)
		}
		a.RegisterDescriber("wonders", uiwonders.DescribeOption)
		a.ShowReview(s)
		shown := false
		for _, o := range test.LaidOutObjects(a.Window().Content()) {
			if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "cision 1") {
				shown = true
			}
		}
		if !shown {
			var all []string
			for _, o := range test.LaidOutObjects(a.Window().Content()) {
				if l, ok := o.(*widget.Label); ok {
					all = append(all, l.Text)
				}
			}
			t.Fatalf("%s: the review shows no decision: %q", lang, all)
		}
		for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}} {
			a.Window().Resize(fyne.NewSize(size.Width, size.Height-28))
			for _, p := range Canvas(a.Window().Canvas(), nil) {
				t.Errorf("%s %.0f: %s", lang, size.Width, p)
			}
		}
	}
}

// randomGame plays cfg's game to its end, or for n decisions, with
// random options.
func randomGame(t *testing.T, cfg game.Config, n int) game.State {
	t.Helper()
	rules, ok := games.Lookup(cfg.Game)
	if !ok {
		t.Fatalf("no game %q", cfg.Game)
	}
	s, err := rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(cfg.Seed)
	for !s.Over() && n != 0 {
		p := s.Pending()[0]
		legal := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		n--
	}
	return s
}

// typeKey types a key in the app's window.
func typeKey(a *ui.App, k fyne.KeyName) {
	a.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// The review with the table drawn as it was (a 4-player Commerce game,
// Market Days on its graph, and a Dale game; the others' hands shown) and
// the replay of a 7 Wonders and a Dale game pass the audit at the smallest and a large
// window, in both languages (the replays in make test: each language at one
// of the two sizes).
func TestReviewTableAndReplayPassTheAudit(t *testing.T) {
	reviews := []game.State{
		randomGame(t, game.Config{Game: "wonders", Seed: 5, Expansions: []string{wonders.ExpansionCommerce},
			Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "heuristic"}, {Name: "Bot 3", Bot: "mc"}, {Name: "Bot 4", Bot: "random"}}}, -1),
		randomGame(t, game.Config{Game: "dale", Seed: 8, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "heuristic"}}}, -1),
	}
	replays := []game.State{
		randomGame(t, game.Config{Game: "wonders", Seed: 6, Expansions: []string{wonders.ExpansionCommerce, wonders.ExpansionFaith},
			Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "heuristic"}, {Name: "Bot 3", Bot: "heuristic"}, {Name: "Bot 4", Bot: "heuristic"}, {Name: "Bot 5", Bot: "heuristic"}}}, -1),
		randomGame(t, game.Config{Game: "dale", Seed: 7, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "heuristic"}, {Name: "Bot 3", Bot: "heuristic"}}}, -1),
	}
	// Each size gets a window of its own: resized in place, the Dale
	// table's log lays out its rows wrong at some sizes (a table's own,
	// the same as on the game's table), which is not the review's.
	kept := t.TempDir() // the reviews are analysed once, then read
	for _, lang := range []string{"en", "fr"} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1920, Height: 1080}} {
			a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: kept,
				Getenv: func(string) string { return "" }, ReviewPlayouts: 4, ReviewInline: true})
			if err != nil {
				t.Fatal(err)
			}
			a.RegisterTable("wonders", uiwonders.New)
			a.RegisterTable("dale", uidale.New)
			a.RegisterDescriber("wonders", uiwonders.DescribeOption)
			a.RegisterDescriber("dale", uidale.DescribeOption)
			a.Window().Resize(fyne.NewSize(size.Width, size.Height-28))
			audit := func(what string) {
				for _, p := range Canvas(a.Window().Canvas(), nil) {
					t.Errorf("%s %s %.0f: %s", what, lang, size.Width, p)
				}
			}
			for _, s := range reviews {
				a.ShowReview(s)
				typeKey(a, fyne.KeyT)
				for range 3 {
					typeKey(a, fyne.KeyRight)
				}
				checks := 0
				for _, o := range test.LaidOutObjects(a.Window().Content()) {
					if c, ok := o.(*widget.Check); ok && !c.Disabled() {
						test.Tap(c)
						checks++
						break
					}
				}
				if checks != 1 {
					t.Fatalf("%s: no switch for the others' hands beside the %s table", lang, s.Game())
				}
				audit("review table " + s.Game())
				if s.Game() == "wonders" && size.Height > 1000 {
					// The graph under the table marks the Market Days.
					day := map[string]string{"en": "Market Day", "fr": "Jour de marché"}[lang]
					marks := 0
					for _, o := range test.LaidOutObjects(a.Window().Content()) {
						if tx, ok := o.(*canvas.Text); ok && tx.Text == day && tx.Visible() {
							marks++
						}
					}
					if marks != 3 {
						t.Errorf("%s: %d Market Days marked on the graph, want 3", lang, marks)
					}
				}
			}
			if !gametest.Long() && (lang == "fr") != (size.Width == 1024) {
				// Stepping a replay redraws the whole table each step:
				// make test replays in French at the smallest window and
				// in English at the large one, make long in all four.
				continue
			}
			for _, s := range replays {
				a.ShowReplay(s)
				for range 40 {
					typeKey(a, fyne.KeyRight)
				}
				audit("replay " + s.Game())
			}
		}
	}
}

// The Games screen, with a finished game, games in progress and a
// damaged file, its pick of a game to review, and the help's contents
// pass the audit at the smallest,
// the usual and a large window, in both languages.
func TestGamesAndHelpPassTheAudit(t *testing.T) {
	dir := t.TempDir()
	saves := []struct {
		file string
		cfg  game.Config
		n    int
	}{
		{"autosave.json", game.Config{Game: "dale", Seed: 5, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}}}, 30},
		{"games/A long name for a game played on a Sunday afternoon with friends.json", game.Config{Game: "wonders", Seed: 6,
			Expansions: []string{"commerce", "faith"},
			Seats:      []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}, {Name: "Bot 3", Bot: "heuristic"}, {Name: "Bot 4", Bot: "easy"}}}, -1},
		{"games/Teams.json", game.Config{Game: "wonders", Seed: 7, Teams: true,
			Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}, {Name: "Bot 3", Bot: "heuristic"}, {Name: "Bot 4", Bot: "easy"}}}, 20},
	}
	for _, s := range saves {
		path := filepath.Join(dir, s.file)
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := game.WriteSave(path, randomGame(t, s.cfg, s.n)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "games", "Broken.json"), []byte(`{"format": "agora-save"`), 0o644); err != nil {
		t.Fatal(err)
	}
	// ScreenReview is the Games screen picking a finished game to review.
	for _, screen := range []string{ui.ScreenGames, ui.ScreenReview, ui.ScreenHelp} {
		for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}} {
			for _, lang := range []string{"en", "fr"} {
				t.Run(fmt.Sprintf("%s-%.0f-%s", screen, size.Width, lang), func(t *testing.T) {
					a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: dir,
						Getenv: func(string) string { return "" }, GamesInline: true})
					if err != nil {
						t.Fatal(err)
					}
					a.Window().Resize(fyne.NewSize(size.Width, size.Height-28))
					if err := a.ShowScreen(screen); err != nil {
						t.Fatal(err)
					}
					c := a.Window().Canvas()
					for _, p := range Canvas(c, nil) {
						t.Error(p)
					}
					// A dialog's content (the help's contents), at its size.
					for _, o := range c.Overlays().List() {
						for _, obj := range test.LaidOutObjects(o) {
							if s, ok := obj.(*container.Scroll); ok {
								for _, p := range Layout(s.Content, fyne.NewSize(s.Size().Width, s.Content.MinSize().Height), nil) {
									t.Error("dialog:", p)
								}
							}
						}
					}
					if screen == ui.ScreenHelp && len(c.Overlays().List()) != 1 {
						t.Errorf("%d dialogs over the help screen, want the help's contents", len(c.Overlays().List()))
					}
				})
			}
		}
	}
}
