package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// The review steps through the game with the game's own table drawn as it
// was: before each of the reviewed seat's decisions, from that seat's view
// alone (a ReadOnlyTable). Once the game is over, a switch adds what the
// other seats held then, each hand read from its own seat's view.

// reviewTimeline replays the game once: each reviewed decision's words
// (the chosen and best options, from the position before it), the
// position before it, and the occasion that begins there (Market Day),
// in the player's language.
func (a *App) reviewTimeline(rv *reviewState) (texts []reviewTexts, positions []game.State, occasions []string) {
	d := a.describers[rv.s.Game()]
	rules, _ := a.lookup(rv.s.Game())
	s, err := rules.Start(rv.s.Config())
	if err != nil {
		return nil, nil, nil
	}
	n := len(rv.result.Decisions)
	texts, positions, occasions = make([]reviewTexts, n), make([]game.State, n), make([]string, n)
	next, was, begun := 0, "", ""
	for i, dec := range rv.s.Log() {
		if o, ok := s.(game.Occasioner); ok {
			now := o.Occasion()
			if now != "" && now != was {
				begun = now
			}
			was = now
		}
		for next < n && rv.result.Decisions[next].Index == i {
			rd := rv.result.Decisions[next]
			say := func(o game.Option) string {
				if d != nil {
					return d(a.loc, s, rv.seat, o)
				}
				return s.Describe(o)
			}
			texts[next] = reviewTexts{chosen: say(rd.Chosen), best: say(rd.Best)}
			positions[next] = s.Clone()
			if begun != "" {
				occasions[next] = a.occasionName(rv.s.Game(), begun)
				begun = ""
			}
			next++
		}
		if s.Apply(dec.Seat, dec.Option) != nil {
			break
		}
	}
	return texts, positions, occasions
}

// occasionName is an occasion's name on the graph ("Market Day"): the key
// "review.occasion.<game>.<occasion>", or the occasion's own name.
func (a *App) occasionName(g, occasion string) string {
	key := "review.occasion." + g + "." + occasion
	if a.loc.Has(key) {
		return a.loc.T(key)
	}
	return occasion
}

// reviewPick shows decision i, on the table too.
func (a *App) reviewPick(i int) {
	rv := a.review
	if rv == nil || rv.result == nil || i < 0 || i >= len(rv.result.Decisions) {
		return
	}
	rv.picked = i
	a.showReviewPosition(rv)
	a.refreshReview()
}

// showReviewPosition draws the picked decision's position on the table,
// building the table the first time.
func (a *App) showReviewPosition(rv *reviewState) {
	if rv.picked >= len(rv.positions) || rv.positions[rv.picked] == nil {
		return
	}
	pos := rv.positions[rv.picked]
	if rv.table == nil {
		rv.table = a.readOnlyTable(pos, rv.seat)
		return
	}
	rv.table.Show(pos.Clone(), rv.seat)
}

// reviewOnTable switches between the table and the analysis.
func (a *App) reviewOnTable(rv *reviewState, on bool) {
	rv.onTable = on && rv.table != nil
	a.refreshReview()
}

// canReveal reports whether the others' hands may be shown: once the game
// is over, and with a table to name the cards.
func (rv *reviewState) canReveal() bool { return rv.s.Over() && rv.table != nil }

// revealCheck is the switch that adds the others' hands.
func (a *App) revealCheck(rv *reviewState) *widget.Check {
	c := widget.NewCheck(a.loc.T("review.reveal"), func(on bool) {
		rv.reveal = on
		a.refreshReview()
	})
	c.Checked = rv.reveal && rv.canReveal()
	if !rv.canReveal() {
		c.Disable()
	}
	return c
}

// othersHands is what each other seat held at the picked decision, one
// line a seat, each read from that seat's own view; nil unless the switch
// is on in the review of a finished game.
func (a *App) othersHands(rv *reviewState) []string {
	if !rv.reveal || !rv.canReveal() || rv.picked >= len(rv.positions) || rv.positions[rv.picked] == nil {
		return nil
	}
	pos := rv.positions[rv.picked]
	var out []string
	for i, sc := range pos.Config().Seats {
		if game.Seat(i) == rv.seat {
			continue
		}
		cards := rv.table.Hand(pos, game.Seat(i))
		hand := a.loc.T("review.empty_hand")
		if len(cards) > 0 {
			hand = strings.Join(cards, ", ")
		}
		out = append(out, a.loc.T("review.hand", map[string]any{"Name": sc.Name, "Cards": hand}))
	}
	return out
}

// handsPanel lists the others' hands on a card-like panel, nil when none
// are shown.
func (a *App) handsPanel(rv *reviewState) fyne.CanvasObject {
	lines := a.othersHands(rv)
	if lines == nil {
		return nil
	}
	objs := []fyne.CanvasObject{subheading(a.loc.T("review.hands"))}
	for _, l := range lines {
		objs = append(objs, paragraph(l))
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	bg.CornerRadius = 8
	return container.NewStack(bg, container.NewPadded(withWidth(handsWidth, objs...)))
}

// reviewTableView is the review with the table drawn as it was: the table
// over a bar that steps through the decisions, the graph between them
// when the window is tall enough, the others' hands in a corner when
// shown.
func (a *App) reviewTableView(rv *reviewState) fyne.CanvasObject {
	bar := a.compactBar(func() fyne.CanvasObject { return a.reviewBar(rv) })
	graph := a.newGraphFor(rv)
	table := covered(rv.table)
	if hands := a.handsPanel(rv); hands != nil {
		table = container.New(cornerLayout{}, table, hands)
	}
	return container.New(&reviewTableLayout{}, table, graph, bar)
}

// reviewBar steps through the decisions: back to the analysis, the
// previous and the next decision, the move played, and the switch that
// adds the others' hands.
func (a *App) reviewBar(rv *reviewState) fyne.CanvasObject {
	r := rv.result
	d, txt := r.Decisions[rv.picked], rv.texts[rv.picked]
	analysis := widget.NewButtonWithIcon(a.loc.T("review.analysis"), theme.ListIcon(), func() { a.reviewOnTable(rv, false) })
	prev := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { a.reviewPick(rv.picked - 1) })
	next := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { a.reviewPick(rv.picked + 1) })
	if rv.picked == 0 {
		prev.Disable()
	}
	if rv.picked == len(r.Decisions)-1 {
		next.Disable()
	}
	where := widget.NewLabelWithStyle(a.loc.T("review.decision", map[string]any{"N": rv.picked + 1, "Of": len(r.Decisions)}),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	played := newShortLabel(a.loc.T("review.played", map[string]any{"Move": txt.chosen, "Chance": a.percent(d.After)}))
	return container.NewBorder(nil, nil, container.NewHBox(analysis, prev, where, next), a.revealCheck(rv), played)
}

// newGraphFor is the review's graph of rv, picking with reviewPick.
func (a *App) newGraphFor(rv *reviewState) *reviewGraph {
	g := newReviewGraph(rv.result, rv.picked, a.reviewPick, [3]string{a.percent(0.25), a.percent(0.5), a.percent(0.75)}, a.roundName(rv.s.Game()))
	g.occasions = rv.occasions
	return g
}

// reviewTableLayout lays the table view out: the bar at the bottom, the
// table above it, and the graph between them when the table keeps its
// least height.
type reviewTableLayout struct{}

func (reviewTableLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	table, graph, bar := objs[0], objs[1], objs[2]
	barH := bar.MinSize().Height
	room := size.Height - barH
	graphH := float32(reviewGraphHeight)
	pad := theme.Padding()
	if room-graphH-2*pad >= table.MinSize().Height {
		graph.Show()
		graph.Move(fyne.NewPos(pad, room-graphH-pad))
		graph.Resize(fyne.NewSize(size.Width-2*pad, graphH))
		room -= graphH + 2*pad
	} else {
		graph.Hide()
	}
	table.Move(fyne.NewPos(0, 0))
	table.Resize(fyne.NewSize(size.Width, room))
	bar.Move(fyne.NewPos(0, size.Height-barH))
	bar.Resize(fyne.NewSize(size.Width, barH))
}

func (reviewTableLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	t, b := objs[0].MinSize(), objs[2].MinSize()
	return fyne.NewSize(max(t.Width, b.Width), t.Height+b.Height)
}

// cornerLayout lays its first object over the whole area and the second,
// at its least size, over the first's top right corner.
type cornerLayout struct{}

func (cornerLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
	pad := 2 * theme.Padding()
	m := objs[1].MinSize()
	w, h := min(m.Width, size.Width-2*pad), min(m.Height, size.Height-2*pad)
	objs[1].Move(fyne.NewPos(size.Width-w-pad, pad))
	objs[1].Resize(fyne.NewSize(w, h))
}

func (cornerLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// AllowsOverlap: the hands lie over the table by design.
func (cornerLayout) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }

// handsWidth is the width the others' hands take over the table.
const handsWidth = 300

// shortLabel is a one-line label that ends in "…" when its room is short;
// the whole text is the analysis view's, and its FullText.
type shortLabel struct{ widget.Label }

func newShortLabel(text string) *shortLabel {
	l := &shortLabel{}
	l.Text = text
	l.Truncation = fyne.TextTruncateEllipsis
	l.ExtendBaseWidget(l)
	return l
}

// FullText is the label's whole text (ui.FullTexter).
func (l *shortLabel) FullText() string { return l.Text }
