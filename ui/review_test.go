package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/bots"
	"agora/game"
	"agora/translations"
)

// reviewApp is a test app whose reviews run at once with a small budget.
func reviewApp(t *testing.T, lang string) *App {
	t.Helper()
	return newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: testGames, DataDir: t.TempDir(), ReviewPlayouts: 40, ReviewInline: true})
}

// The review of a finished game judges each of the seat's decisions, opens
// on a decision with its words and chances, steps forwards and back, and
// is kept: reopening it reads the kept file instead of searching again.
func TestReviewAFinishedGame(t *testing.T) {
	a := reviewApp(t, "en")
	described := 0
	a.RegisterDescriber("tally", func(loc *translations.Localizer, s game.State, seat game.Seat, opt game.Option) string {
		described++
		return "add " + s.Describe(opt)
	})
	s := finishedTally(t, 4, "", "heuristic")
	a.ShowReview(s)
	rv := a.review
	if rv.result == nil || len(rv.result.Decisions) != 2 {
		t.Fatalf("review %+v, err %v", rv.result, rv.err)
	}
	if described == 0 || !a.showsPart("Played: add ") || !a.showsPart("Decision 1 of 2") && !a.showsPart("Decision 2 of 2") {
		t.Fatalf("the review screen shows %q", a.texts())
	}
	first := rv.picked
	if first == 0 {
		test.Tap(a.button(t, "Next"))
	} else {
		test.Tap(a.button(t, "Previous"))
	}
	if rv.picked == first {
		t.Error("Next/Previous did not move")
	}
	kept, err := filepath.Glob(filepath.Join(a.dataDir, reviewsDir, "*.json"))
	if err != nil || len(kept) != 1 {
		t.Fatalf("kept reviews %v (%v)", kept, err)
	}
	// Reopened: read from the file (a changed figure there shows it).
	r, ok := loadReview(kept[0], s, rv.seat, a.reviewPlayouts())
	if !ok {
		t.Fatal("the kept review does not hold")
	}
	r.Decisions[0].After = 0.123
	r.Decisions[0].Loss = max(0, r.Decisions[0].Before-0.123)
	if err := saveReview(kept[0], r); err != nil {
		t.Fatal(err)
	}
	a.ShowReview(s)
	if got := a.review.result.Decisions[0].After; got != 0.123 {
		t.Errorf("the review was searched again (chance %v) instead of read", got)
	}
}

// A kept review that cannot be read is searched again and written anew.
func TestReviewIgnoresABrokenKeptFile(t *testing.T) {
	a := reviewApp(t, "fr")
	s := finishedTally(t, 5, "", "heuristic")
	path := a.reviewPath(s, 0, a.reviewPlayouts())
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	a.ShowReview(s)
	if a.review.result == nil || !a.showsPart("Décision") {
		t.Fatalf("review %v, screen %q", a.review.err, a.texts())
	}
	if _, ok := loadReview(path, s, 0, a.reviewPlayouts()); !ok {
		t.Error("the broken file was not replaced")
	}
}

// The graph picks the decision nearest a click.
func TestReviewGraphPicks(t *testing.T) {
	a := reviewApp(t, "en")
	a.ShowReview(finishedTally(t, 6, "", "random", "random"))
	r := a.review.result
	picked := -1
	g := newReviewGraph(r, 0, func(i int) { picked = i }, [3]string{"25%", "50%", "75%"}, nil)
	g.Resize(fyne.NewSize(300, reviewGraphHeight))
	g.Tapped(&fyne.PointEvent{Position: fyne.NewPos(299, 50)})
	if picked != len(r.Decisions)-1 {
		t.Errorf("a click at the right end picks %d of %d", picked, len(r.Decisions))
	}
	g.Tapped(&fyne.PointEvent{Position: fyne.NewPos(0, 50)})
	if picked != 0 {
		t.Errorf("a click at the left end picks %d", picked)
	}
}

// Leaving the review stops its analysis.
func TestLeavingTheReviewStopsIt(t *testing.T) {
	a := newTestAppOn(t, test.NewTempApp(t), Options{Lang: "en", Games: testGames, DataDir: t.TempDir(), ReviewPlayouts: 5_000_000})
	// What the analysis hands the UI goroutine waits here, for this test
	// goroutine (the test driver would draw on the analysis' own).
	queued := make(chan func(), 100)
	a.reviewDo = func(f func()) { queued <- f }
	a.ShowReview(finishedTally(t, 7, "", "heuristic"))
	ctx := a.review.ctx
	if ctx == nil || ctx.Err() != nil {
		t.Fatal("no analysis under way")
	}
	a.showMenu()
	if ctx.Err() == nil {
		t.Fatal("the analysis goes on after the review was left")
	}
	// The stopped analysis reports once, and the menu stays.
	for f := range queued {
		f()
		if a.review.cancel == nil {
			break
		}
	}
	if a.cur.name != ScreenMenu {
		t.Errorf("the stopped analysis showed %q", a.cur.name)
	}
}

// The graph marks where each round begins, with its name.
func TestReviewGraphMarksRounds(t *testing.T) {
	a := newTestApp(t, "fr")
	r := &bots.Review{Decisions: []bots.ReviewedDecision{{Round: 1}, {Round: 1}, {Round: 2}, {Round: 3}, {Round: 3}}}
	g := newReviewGraph(r, 0, nil, [3]string{}, func(n int) string { return a.loc.T("review.round.wonders", map[string]any{"N": roman(n)}) })
	rend := test.TempWidgetRenderer(t, g).(*graphRenderer)
	var names []string
	for _, m := range rend.rounds {
		names = append(names, m.name.Text)
	}
	if got := strings.Join(names, ","); got != "Âge I,Âge II,Âge III" {
		t.Errorf("round marks %q", got)
	}
	if a.roundName("tally") != nil {
		t.Error("a game without rounds gets round marks")
	}
}
