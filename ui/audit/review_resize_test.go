package audit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/games"
	"agora/ui"
	uiwonders "agora/ui/wonders"
)

// The review of a finished 7 Wonders game passes the audit after every
// resize of its window, shrinking and growing again and again
// (1024×640 → 2560×1440 → 1024×640 → 1920×1080 → 1280×800 → 2560×1440),
// in both languages: no text kept wrapped for an earlier width, cut or
// lying over another.
func TestReviewPassesTheAuditAfterEveryResize(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seed: 5, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bot 2", Bot: "mc"}, {Name: "Bot 3", Bot: "heuristic"}}}
	s := randomGame(t, cfg, -1)
	for _, lang := range []string{"en", "fr"} {
		a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: t.TempDir(),
			Getenv: func(string) string { return "" }, ReviewPlayouts: 12, ReviewInline: true})
		if err != nil {
			t.Fatal(err)
		}
		a.RegisterDescriber("wonders", uiwonders.DescribeOption)
		a.ShowReview(s)
		for step, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 2560, Height: 1440}, {Width: 1024, Height: 640},
			{Width: 1920, Height: 1080}, {Width: 1280, Height: 800}, {Width: 2560, Height: 1440}} {
			a.Window().Resize(fyne.NewSize(size.Width, size.Height-28))
			for _, p := range Canvas(a.Window().Canvas(), nil) {
				t.Errorf("%s step %d (%.0f×%.0f): %s", lang, step, size.Width, size.Height, p)
			}
		}
	}
}
