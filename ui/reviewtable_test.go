package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
	"agora/game"
)

// viewTable is a read-only table of the tally game that records what it
// was shown and asked: every position (by how many decisions were played)
// with its seat, and every hand it named.
type viewTable struct {
	ctx   TableContext
	label *widget.Label
	shown []shownAt
	hands []game.Seat
	// retranslated counts the language switches, closed the closing.
	retranslated int
	closed       bool
}

type shownAt struct {
	played int
	seat   game.Seat
}

func (v *viewTable) Content() fyne.CanvasObject { return v.label }
func (v *viewTable) Retranslate()               { v.retranslated++ }
func (v *viewTable) Close()                     { v.closed = true }

func (v *viewTable) Show(s game.State, seat game.Seat) {
	v.shown = append(v.shown, shownAt{len(s.Log()), seat})
	v.label.SetText(fmt.Sprintf("table of seat %d after %d decisions", seat, len(s.Log())))
}

func (v *viewTable) Hand(s game.State, seat game.Seat) []string {
	v.hands = append(v.hands, seat)
	return []string{fmt.Sprintf("tally %d", s.(*tally).sums[seat])}
}

// registerViewTable makes viewTable the tally game's table and returns
// where the last one built is kept.
func registerViewTable(a *App) **viewTable {
	var last *viewTable
	a.RegisterTable("tally", func(ctx TableContext) Table {
		v := &viewTable{ctx: ctx, label: widget.NewLabel("")}
		if ctx.ReadOnly != nil {
			v.Show(ctx.State, ctx.ReadOnly.Seat)
		}
		last = v
		return v
	})
	return &last
}

// halfTally is a tally game of seats with its first n decisions played.
func halfTally(t *testing.T, seed uint64, n int, seats ...string) game.State {
	t.Helper()
	cfg := game.Config{Game: "tally", Seed: seed}
	for i, b := range seats {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: "P" + string(rune('1'+i)), Bot: b})
	}
	s, err := tallyRules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		p := s.Pending()[0]
		if err := s.Apply(p.Seat, 1+game.Option(len(s.Log())%2)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// The review draws the table as it was before each of the seat's
// decisions, from that seat, read-only; the buttons, the arrow keys and
// the graph step through them; the others' hands stay hidden until the
// switch, which a finished game offers, asks for them.
func TestReviewStepsThroughTheTableAsItWas(t *testing.T) {
	a := reviewApp(t, "en")
	last := registerViewTable(a)
	s := finishedTally(t, 4, "", "heuristic", "random")
	a.ShowReview(s)
	rv := a.review
	vt := *last
	if vt == nil || vt.ctx.ReadOnly == nil || vt.ctx.Autosave != nil || vt.ctx.Review != nil {
		t.Fatalf("the review's table was not built read-only: %+v", vt)
	}
	test.Tap(a.button(t, "See the table"))
	if !rv.onTable || !a.showsPart("table of seat 0 after") {
		t.Fatalf("the table is not shown: %q", a.texts())
	}
	want := func(i int) {
		t.Helper()
		got := vt.shown[len(vt.shown)-1]
		if w := (shownAt{rv.result.Decisions[i].Index, 0}); got != w || rv.picked != i {
			t.Errorf("decision %d (picked %d): the table shows %+v, want %+v", i, rv.picked, got, w)
		}
	}
	a.reviewPick(0)
	want(0)
	a.typedKey(fyne.KeyRight)
	want(1)
	a.typedKey(fyne.KeyLeft)
	want(0)
	a.typedKey(fyne.KeyEnd)
	want(len(rv.result.Decisions) - 1)
	g := find[*reviewGraph](a)
	if len(g) != 1 {
		t.Fatalf("%d graphs beside the table", len(g))
	}
	g[0].Tapped(&fyne.PointEvent{Position: fyne.NewPos(0, 10)})
	want(0)
	// As it was: no hand but the seat's own is asked for, or shown.
	if len(vt.hands) != 0 || a.showsPart("What the others held") {
		t.Fatalf("hands %v asked with the switch off", vt.hands)
	}
	checks := find[*widget.Check](a)
	if len(checks) != 1 || checks[0].Disabled() {
		t.Fatalf("no switch for the others' hands in a finished game")
	}
	test.Tap(checks[0])
	if got := fmt.Sprint(vt.hands); got != "[seat 1 seat 2]" {
		t.Errorf("hands asked %s, want the others' [1 2]", got)
	}
	if !a.showsPart("What the others held") || !a.showsPart("P2: tally ") || a.showsPart("P1: tally") {
		t.Errorf("the others' hands are not shown, or the seat's own is: %q", a.texts())
	}
	a.typedKey(fyne.KeyT)
	if rv.onTable || !a.showsPart("P3: tally ") {
		t.Errorf("T did not go back to the analysis, with the hands: %q", a.texts())
	}
}

// A game still going on offers no switch: the others' hands stay hidden
// even when asked for.
func TestReviewOfAGameGoingOnHidesTheOthersHands(t *testing.T) {
	a := reviewApp(t, "fr")
	last := registerViewTable(a)
	a.ShowReview(halfTally(t, 3, 5, "", "heuristic", "random"))
	rv := a.review
	if rv.result == nil || len(rv.result.Decisions) == 0 {
		t.Fatalf("no review: %v", rv.err)
	}
	checks := find[*widget.Check](a)
	if len(checks) != 1 || !checks[0].Disabled() {
		t.Fatalf("the switch is offered while the game goes on")
	}
	rv.reveal = true
	a.refreshReview()
	a.typedKey(fyne.KeyT)
	if (*last).hands != nil || a.showsPart("Ce que les autres") {
		t.Errorf("hands %v shown in a game going on", (*last).hands)
	}
}

// The graph marks where each occasion begins, with its name, and the
// review finds them by replaying the game.
func TestReviewGraphMarksOccasions(t *testing.T) {
	r := &bots.Review{Decisions: make([]bots.ReviewedDecision, 5)}
	g := newReviewGraph(r, 0, nil, [3]string{}, nil)
	g.occasions = []string{"", "", "Market Day", "", "Market Day"}
	rend := test.TempWidgetRenderer(t, g).(*graphRenderer)
	var at []string
	for _, m := range rend.occasions {
		at = append(at, fmt.Sprint(m.at, m.name.Text))
	}
	if got := strings.Join(at, ","); got != "2Market Day,4Market Day" {
		t.Errorf("occasion marks %q", got)
	}
}

// replayApp is a test app whose replay steps when the test says.
func replayApp(t *testing.T) (*App, *[]func(), *[]time.Duration) {
	a := newTestApp(t, "en")
	var queued []func()
	var waits []time.Duration
	a.replayAfter = func(d time.Duration, f func()) {
		waits = append(waits, d)
		queued = append(queued, f)
	}
	return a, &queued, &waits
}

// runQueued runs the steps timed so far.
func runQueued(q *[]func()) {
	fs := *q
	*q = nil
	for _, f := range fs {
		f()
	}
}

// A replay plays a save from its start at the chosen speed, pauses, steps
// back and on, and draws each position from the seat's view.
func TestReplayPlaysASave(t *testing.T) {
	a, queued, waits := replayApp(t)
	last := registerViewTable(a)
	s := finishedTally(t, 8, "", "random")
	a.ShowReplay(s)
	rp, vt := a.replay, *last
	if vt == nil || vt.ctx.ReadOnly == nil || rp.seat != 0 || rp.at != 0 {
		t.Fatalf("replay %+v, table %+v", rp, vt)
	}
	test.Tap(a.button(t, "Play"))
	runQueued(queued)
	runQueued(queued)
	if rp.at != 2 || !rp.playing || vt.shown[len(vt.shown)-1] != (shownAt{2, 0}) {
		t.Fatalf("after two steps at %d, playing %v, shown %+v", rp.at, rp.playing, vt.shown)
	}
	test.Tap(a.button(t, "Pause"))
	runQueued(queued) // a step timed before the pause
	if rp.at != 2 || rp.playing {
		t.Fatalf("paused at %d, playing %v", rp.at, rp.playing)
	}
	a.typedKey(fyne.KeyLeft)
	if rp.at != 1 || vt.shown[len(vt.shown)-1] != (shownAt{1, 0}) {
		t.Errorf("a step back shows %+v", vt.shown[len(vt.shown)-1])
	}
	for _, sel := range find[*widget.Select](a) {
		if sel.Selected == "Normal" {
			sel.SetSelectedIndex(2)
		}
	}
	a.typedKey(fyne.KeySpace)
	for rp.playing {
		runQueued(queued)
	}
	if rp.at != len(s.Log()) || !a.showsPart(fmt.Sprintf("Decision %d of %d", rp.at, rp.at)) {
		t.Errorf("the replay stopped at %d of %d", rp.at, len(s.Log()))
	}
	if w := (*waits)[len(*waits)-1]; w != replaySpeeds[2].every {
		t.Errorf("fast plays a decision every %v", w)
	}
	a.showMenu()
	test.Tap(find[*widget.Button](a)[0]) // nothing of the replay goes on
	if len(*queued) != 0 {
		t.Error("the replay goes on after it was left")
	}
}

// A save that two people played and have not finished opens on no seat:
// nothing is drawn, and nothing plays, until one is picked.
func TestReplayOfPassAndPlayWaitsForASeat(t *testing.T) {
	a, _, _ := replayApp(t)
	last := registerViewTable(a)
	a.ShowReplay(halfTally(t, 2, 3, "", "", "random"))
	rp := a.replay
	if *last != nil || rp.seat != noSeat || !a.showsPart("Whose view do you watch from?") {
		t.Fatalf("a seat's view is drawn before one is picked: table %v, seat %d", *last, rp.seat)
	}
	if b := a.button(t, "Play"); !b.Disabled() {
		t.Error("Play is offered with no seat")
	}
	a.typedKey(fyne.KeySpace)
	a.typedKey(fyne.KeyRight)
	if rp.playing || rp.at != 0 || *last != nil {
		t.Fatalf("the replay moved with no seat: at %d", rp.at)
	}
	for _, sel := range find[*widget.Select](a) {
		if sel.PlaceHolder == "Whose view?" {
			sel.SetSelectedIndex(1)
		}
	}
	if *last == nil || (*last).shown[len((*last).shown)-1] != (shownAt{0, 1}) {
		t.Fatalf("picking seat 1 drew %+v", *last)
	}
	// A finished game of two people opens on the first.
	if got := replayDefaultSeat(finishedTally(t, 2, "", "", "random")); got != 0 {
		t.Errorf("a finished pass-and-play game opens on %d", got)
	}
}

// The review's and the replay's tables follow a language switch, and are
// closed when another review or replay replaces them.
func TestReadOnlyTablesFollowTheLanguage(t *testing.T) {
	a := reviewApp(t, "en")
	last := registerViewTable(a)
	s := finishedTally(t, 4, "", "heuristic")
	a.ShowReview(s)
	reviewed := *last
	a.setLanguage("fr")
	if reviewed.retranslated != 1 || !a.showsPart("Voir la table") {
		t.Errorf("the review's table retranslated %d times; screen %q", reviewed.retranslated, a.texts())
	}
	a.ShowReview(s)
	if !reviewed.closed {
		t.Error("the former review's table was left open")
	}
	a.ShowReplay(s)
	replayed := *last
	a.setLanguage("en")
	if replayed.retranslated != 1 || !a.shows("Play") {
		t.Errorf("the replay's table retranslated %d times; screen %q", replayed.retranslated, a.texts())
	}
	a.ShowReplay(s)
	if !replayed.closed {
		t.Error("the former replay's table was left open")
	}
}

// The bars under and over the read-only tables (the review's steps, the
// replay's controls) write larger in a large window, as the tables do,
// and back again, across resizes.
func TestReadOnlyBarsGrowWithTheWindow(t *testing.T) {
	review := reviewApp(t, "en")
	registerViewTable(review)
	review.ShowReview(finishedTally(t, 4, "", "heuristic", "random"))
	test.Tap(review.button(t, "See the table"))
	replay, _, _ := replayApp(t)
	registerViewTable(replay)
	replay.ShowReplay(finishedTally(t, 8, "", "random"))
	for _, tt := range []struct {
		name   string
		a      *App
		button string
	}{{"review", review, "Analysis"}, {"replay", replay, "Play"}} {
		height := func(size fyne.Size) float32 {
			tt.a.Window().Resize(size)
			return tt.a.button(t, tt.button).MinSize().Height
		}
		small := height(fyne.NewSize(1280, 800))
		for _, step := range []struct {
			size  fyne.Size
			scale float32
		}{{fyne.NewSize(2560, 1440), 1.5}, {fyne.NewSize(1920, 1080), 1.25}, {fyne.NewSize(1024, 640), 1}, {fyne.NewSize(2560, 1440), 1.5}} {
			got := height(step.size)
			// The button's text grows by the scale; its paddings stay.
			want := small * (1 + (step.scale-1)*0.4)
			if got < want-0.5 || step.scale == 1 && got > small+0.5 {
				t.Errorf("%s at %v: %q is %.0f px high, %.0f at 1280×800", tt.name, step.size, tt.button, got, small)
			}
		}
	}
}
