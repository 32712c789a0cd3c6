package audit

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/games"
	"agora/game/wonders"
	"agora/ui"
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
