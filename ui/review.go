package ui

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
	"agora/game"
	"agora/translations"
)

// The review goes back over a game from one seat: search judges each of
// the seat's decisions from what the seat could see then (bots.ReviewGame)
// in the background, with a progress bar and Cancel; the result is kept
// in the data folder (reviewcache.go), so that reopening it is instant.
// The screen draws the seat's winning chance decision by decision
// (reviewgraph.go), marks the turning points, and says for the decision
// picked what was played and what search preferred.

// ScreenReview is the review screen's name.
const ScreenReview = "review"

// Describer says an option of a game in the player's language, from the
// position before it was played (each table package has one; without it
// the engine's own words, in English, are used).
type Describer func(loc *translations.Localizer, s game.State, seat game.Seat, opt game.Option) string

// RegisterDescriber gives a game's options their words in the review.
func (a *App) RegisterDescriber(gameName string, d Describer) {
	if a.describers == nil {
		a.describers = map[string]Describer{}
	}
	a.describers[gameName] = d
}

// reviewState is the review on screen.
type reviewState struct {
	s        game.State // the game reviewed, as loaded
	seat     game.Seat
	result   *bots.Review
	texts    []reviewTexts // the decisions' words, in the current language
	picked   int           // the decision shown
	progress float64
	err      error
	ctx      context.Context // the analysis under way, if any
	cancel   context.CancelFunc
	// The table drawn as it was (reviewtable.go): the position before
	// each decision, the occasion's name where one begins there, the
	// read-only table (nil for a game without one), whether it is shown
	// instead of the analysis, and whether the others' hands are.
	positions []game.State
	occasions []string
	table     ReadOnlyTable
	onTable   bool
	reveal    bool
	lang      string // the language the table was last drawn in
}

// reviewTexts are one decision's words.
type reviewTexts struct{ chosen, best string }

// ShowReview opens the review of s from its first human seat (seat 0 in
// a game of bots): from the score pad, or from a save.
func (a *App) ShowReview(s game.State) {
	a.closeTable()
	seat := game.Seat(0)
	for i, sc := range s.Config().Seats {
		if sc.Human() {
			seat = game.Seat(i)
			break
		}
	}
	a.stopReview()
	if a.review != nil && a.review.table != nil {
		a.review.table.Close()
	}
	a.review = &reviewState{s: s, seat: seat}
	a.show(screen{name: ScreenReview, build: a.buildReview})
	a.startReview()
}

// showReviewFile lets the player pick a save and reviews it.
func (a *App) showReviewFile() { a.pickGame(a.ShowReview) }

// stopReview cancels an analysis under way.
func (a *App) stopReview() {
	if a.review != nil && a.review.cancel != nil {
		a.review.cancel()
		a.review.cancel = nil
	}
}

// startReview loads the review of the seat from the cache, or starts its
// analysis.
func (a *App) startReview() {
	rv := a.review
	rv.result, rv.err, rv.progress, rv.picked = nil, nil, 0, 0
	playouts := a.reviewPlayouts()
	if r, ok := loadReview(a.reviewPath(rv.s, rv.seat, playouts), rv.s, rv.seat, playouts); ok {
		a.reviewDone(rv, r, nil)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	rv.ctx, rv.cancel = ctx, cancel
	do := a.reviewDo
	if do == nil {
		do = fyne.Do
	}
	rules, _ := a.lookup(rv.s.Game())
	cfg, log, seat := rv.s.Config(), rv.s.Log(), rv.seat
	run := func() {
		r, err := bots.ReviewGame(ctx, rules, cfg, log, seat, bots.ReviewOptions{Playouts: playouts, Seed: cfg.Seed,
			Progress: func(done, total int) {
				do(func() {
					if a.review == rv {
						rv.progress = float64(done) / float64(max(total, 1))
						a.refreshReview()
					}
				})
			}})
		do(func() {
			if err == nil {
				_ = saveReview(a.reviewPath(rv.s, rv.seat, playouts), r)
			}
			a.reviewDone(rv, r, err)
		})
	}
	if a.reviewSync {
		run()
		return
	}
	go run()
}

// reviewDone shows a finished (or failed) analysis.
func (a *App) reviewDone(rv *reviewState, r bots.Review, err error) {
	if a.review != rv {
		return
	}
	rv.cancel = nil
	if err != nil {
		rv.err = err
	} else {
		rv.result = &r
		rv.picked = firstTurningPoint(r)
		rv.texts, rv.positions, rv.occasions = a.reviewTimeline(rv)
		a.showReviewPosition(rv)
	}
	a.refreshReview()
}

// refreshReview rebuilds the review screen when it is the one shown.
func (a *App) refreshReview() {
	if a.cur.name == ScreenReview {
		a.render()
	}
}

// reviewPlayouts is the search budget per decision.
func (a *App) reviewPlayouts() int {
	if a.reviewBudget > 0 {
		return a.reviewBudget
	}
	return bots.ReviewPlayouts
}

// firstTurningPoint is the decision a review opens on: the first turning
// point, else the first decision.
func firstTurningPoint(r bots.Review) int {
	for i, d := range r.Decisions {
		if d.TurningPoint {
			return i
		}
	}
	return 0
}

// buildReview is the review screen.
func (a *App) buildReview() fyne.CanvasObject {
	rv := a.review
	a.inLanguage(rv.table, &rv.lang)
	if rv.onTable && rv.table != nil && rv.result != nil && len(rv.result.Decisions) > 0 {
		return a.reviewTableView(rv)
	}
	return newReviewPage(func() reviewParts { return a.reviewParts(rv) })
}

// reviewParts are the review screen's objects: the analysis under way,
// failed, or done.
func (a *App) reviewParts(rv *reviewState) reviewParts {
	cfg := rv.s.Config()
	title := heading(a.loc.N("review.title", len(cfg.Seats), map[string]any{"Game": a.gameName(rv.s.Game()), "Players": len(cfg.Seats)}))
	var seats []string
	for i := range cfg.Seats {
		seats = append(seats, a.seatLabel(cfg, i))
	}
	seatSelect := widget.NewSelect(seats, nil)
	seatSelect.SetSelectedIndex(int(rv.seat))
	seatSelect.OnChanged = func(string) {
		if i := seatSelect.SelectedIndex(); i >= 0 && game.Seat(i) != rv.seat {
			a.stopReview()
			rv.seat = game.Seat(i)
			a.startReview()
			a.refreshReview()
		}
	}
	back := widget.NewButton(a.loc.T("nav.back"), func() { a.stopReview(); a.showMenu() })
	back.Importance = widget.HighImportance
	top := container.NewBorder(nil, nil, widget.NewLabel(a.loc.T("review.seat")), nil, seatSelect)
	var body, side []fyne.CanvasObject
	var graph *reviewGraph
	switch {
	case rv.err != nil:
		body = append(body, paragraph(a.loc.T("review.failed")), paragraph(rv.err.Error()))
	case rv.result == nil:
		bar := widget.NewProgressBar()
		bar.TextFormatter = func() string { return a.percent(bar.Value) }
		bar.SetValue(rv.progress)
		cancel := widget.NewButton(a.loc.T("review.cancel"), func() { a.stopReview(); a.showMenu() })
		body = append(body, paragraph(a.loc.N("review.working", a.reviewPlayouts(), map[string]any{"Playouts": a.loc.Int(a.reviewPlayouts())})),
			container.NewBorder(nil, nil, nil, cancel, bar))
	case len(rv.result.Decisions) == 0:
		body = append(body, paragraph(a.loc.T("review.no_decision")))
	default:
		graph, body, side = a.reviewBody(rv)
	}
	return reviewParts{graph: graph, top: []fyne.CanvasObject{title, top}, left: body, right: side,
		bottom: []fyne.CanvasObject{gap(8), container.NewCenter(back)}}
}

// roundName names a game's rounds on the graph ("Age II"), nil for a game
// without rounds: the key "review.round.<game>" with the round's number.
func (a *App) roundName(g string) func(int) string {
	key := "review.round." + g
	if !a.loc.Has(key) {
		return nil
	}
	return func(n int) string { return a.loc.T(key, map[string]any{"N": roman(n)}) }
}

// roman writes a round's number as 7 Wonders writes its Ages.
func roman(n int) string {
	if n >= 1 && n <= 3 {
		return [...]string{"I", "II", "III"}[n-1]
	}
	return strconv.Itoa(n)
}

// reviewBody is the graph with its legend and steps (graph side), and the
// picked decision's words with the turning points (words side).
func (a *App) reviewBody(rv *reviewState) (graph *reviewGraph, graphSide, words []fyne.CanvasObject) {
	r := rv.result
	graph = a.newGraphFor(rv)
	d := r.Decisions[rv.picked]
	txt := rv.texts[rv.picked]
	lines := []string{
		a.loc.T("review.decision", map[string]any{"N": rv.picked + 1, "Of": len(r.Decisions)}),
		a.loc.T("review.played", map[string]any{"Move": txt.chosen, "Chance": a.percent(d.After)}),
	}
	switch {
	case d.Forced:
		lines = append(lines, a.loc.T("review.forced"))
	case d.Loss > 0:
		lines = append(lines, a.loc.T("review.better", map[string]any{"Move": txt.best, "Chance": a.percent(d.Before)}))
	default:
		lines = append(lines, a.loc.T("review.best_played"))
	}
	if d.TurningPoint {
		lines = append(lines, a.loc.T("review.turning_point"))
	}
	prev := widget.NewButton(a.loc.T("review.previous"), func() { a.reviewPick(rv.picked - 1) })
	next := widget.NewButton(a.loc.T("review.next"), func() { a.reviewPick(rv.picked + 1) })
	if rv.picked == 0 {
		prev.Disable()
	}
	if rv.picked == len(r.Decisions)-1 {
		next.Disable()
	}
	steps := []fyne.CanvasObject{prev, next}
	if rv.table != nil {
		onTable := widget.NewButtonWithIcon(a.loc.T("review.show_table"), theme.GridIcon(), func() { a.reviewOnTable(rv, true) })
		onTable.Importance = widget.HighImportance
		steps = append(steps, onTable)
	}
	graphSide = []fyne.CanvasObject{
		paragraph(a.loc.N("review.legend", r.Playouts, map[string]any{"Playouts": a.loc.Int(r.Playouts)})),
		graph,
		container.NewCenter(container.NewHBox(steps...)),
	}
	var out []fyne.CanvasObject
	for _, l := range lines {
		out = append(out, paragraph(l))
	}
	if rv.table != nil {
		out = append(out, a.revealCheck(rv))
		for _, h := range a.othersHands(rv) {
			out = append(out, paragraph(h))
		}
	}
	var turns []fyne.CanvasObject
	for i, dd := range r.Decisions {
		if dd.TurningPoint {
			turns = append(turns, widget.NewButton(a.loc.T("review.jump", map[string]any{"N": i + 1, "Loss": a.percent(dd.Loss)}), func() {
				a.reviewPick(i)
			}))
		}
	}
	if len(turns) > 0 {
		out = append(out, subheading(a.loc.T("review.turning_points")), container.NewHBox(turns...))
	} else {
		out = append(out, paragraph(a.loc.T("review.no_turning_point")))
	}
	return graph, graphSide, out
}
