package ui

import (
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// ScreenStats is the statistics screen's name for ShowScreen.
const ScreenStats = "stats"

// statsWidth is the statistics column's width.
const statsWidth = 640

// showStats opens the statistics; Back returns to the start screen.
func (a *App) showStats() {
	a.closeTable()
	a.show(screen{name: ScreenStats, build: a.buildStats})
}

// buildStats is the statistics screen: per game, the games played and
// won, the streaks, the results per player count, mode and bot level,
// the sides played and the average points per category.
func (a *App) buildStats() fyne.CanvasObject { return newGrowingScreen(a.statsAt) }

// statsAt is the statistics screen at a text scale.
func (a *App) statsAt(scale float32) fyne.CanvasObject {
	back := widget.NewButton(a.loc.T("nav.back"), a.showMenu)
	back.Importance = widget.HighImportance
	reset := widget.NewButton(a.loc.T("stats.reset"), a.confirmResetStats)
	objects := []fyne.CanvasObject{heading(a.loc.T("stats.title"))}
	f, err := loadStats(a.statsPath())
	var names []string
	for _, r := range a.games {
		names = append(names, r.Game)
	}
	switch sums := summarize(f, names); {
	case err != nil:
		objects = append(objects, paragraph(a.loc.T("stats.unreadable")), paragraph(err.Error()))
		reset.Disable() // the player's file stays as it is
	case len(sums) == 0:
		objects = append(objects, paragraph(a.loc.T("stats.none")))
		reset.Disable()
	default:
		for _, s := range sums {
			objects = append(objects, a.gameStats(s)...)
		}
	}
	objects = append(objects, gap(8), container.NewCenter(container.NewHBox(back, reset)))
	return container.NewVScroll(container.NewCenter(withWidth(statsWidth*scale, objects...)))
}

// gameStats is one game's block.
func (a *App) gameStats(s gameSummary) []fyne.CanvasObject {
	out := []fyne.CanvasObject{
		subheading(a.gameName(s.Game)),
		paragraph(a.loc.T("stats.summary", map[string]any{
			"Played": s.All.Played, "Won": s.All.Won, "Rate": a.percent(s.All.WinRate()),
			"Average": a.signedInt(s.All.Average()),
		})),
		paragraph(a.loc.T("stats.streaks", map[string]any{"Streak": s.Streak, "Best": s.BestStreak})),
	}
	if s.Favourite != "" {
		line := a.loc.T("stats.favourite."+s.Game, map[string]any{"Side": a.nameOr(s.Favourite, s.Favourite)})
		if s.BestSide != "" {
			line += "\n" + a.loc.T("stats.best_side."+s.Game, map[string]any{"Side": a.nameOr(s.BestSide, s.BestSide)})
		}
		out = append(out, paragraph(line))
	}
	// The tables of a game share their number columns' widths, so the
	// columns line up from one table to the next.
	shared := &statsColumns{}
	table := func(title string, lines []statsLine, name func(string) string) {
		if len(lines) == 0 {
			return
		}
		grid := container.New(&statsTable{cols: 4, shared: shared},
			boldLabel(title), boldLabel(a.loc.T("stats.col.played")), boldLabel(a.loc.T("stats.col.won")), boldLabel(a.loc.T("stats.col.average")))
		for _, l := range lines {
			grid.Add(rowTitle(name(l.Key)))
			grid.Add(widget.NewLabel(a.loc.Int(l.Played)))
			grid.Add(widget.NewLabel(a.loc.Int(l.Won) + " (" + a.percent(l.WinRate()) + ")"))
			grid.Add(widget.NewLabel(a.signedInt(l.Average())))
		}
		shared.tables = append(shared.tables, grid)
		out = append(out, grid)
	}
	table(a.loc.T("stats.by_players"), s.ByPlayers, func(k string) string {
		return a.loc.T("stats.players", map[string]any{"N": k})
	})
	table(a.loc.T("stats.by_mode"), s.ByMode, func(k string) string { return a.modeName(s.Game, k) })
	table(a.loc.T("stats.by_level"), s.ByLevel, func(k string) string {
		if k == "" {
			return a.loc.T("stats.no_bots")
		}
		return a.levelName(k)
	})
	table(a.loc.T("stats.by_side."+s.Game), s.BySide, func(k string) string { return a.nameOr(k, k) })
	if len(s.Categories) > 0 {
		grid := container.New(&statsTable{cols: 2}, boldLabel(a.loc.T("stats.by_category")), boldLabel(a.loc.T("stats.col.average")))
		for _, l := range s.Categories {
			grid.Add(rowTitle(a.categoryName(s.Game, l.Key)))
			grid.Add(widget.NewLabel(a.signedDecimal(l.Average(), 1)))
		}
		out = append(out, grid)
	}
	return out
}

// modeName names a mode of modeOf in words: "Commerce + Faith", "Base
// game".
func (a *App) modeName(g, mode string) string {
	if mode == "" {
		return a.loc.T("stats.base_game")
	}
	var words []string
	for _, part := range strings.Split(mode, "+") {
		switch name, value, ok := strings.Cut(part, "="); {
		case part == "teams":
			words = append(words, a.loc.T("stats.teams"))
		case ok:
			words = append(words, a.loc.T("stats.variant", map[string]any{"Name": a.variantName(g, name), "Value": a.variantValueName(g, name, value)}))
		default:
			// The expansion's name without its description in brackets.
			name, _, _ := strings.Cut(a.expansionName(g, part), " (")
			words = append(words, name)
		}
	}
	return strings.Join(words, " + ")
}

// signedDecimal writes a number with at most digits fraction digits in
// the language's way, a negative one with a true minus sign ("−2.5"), as
// the tables write their points.
func (a *App) signedDecimal(x float64, digits int) string {
	text := a.loc.Decimal(math.Abs(x), digits)
	if x < 0 && strings.Trim(text, "0.,   ") != "" { // not "−0"
		return "−" + text
	}
	return text
}

// signedInt writes x rounded to the nearest whole number (halves away
// from zero), a negative one with a true minus sign.
func (a *App) signedInt(x float64) string {
	n := int(math.Round(x))
	if n < 0 {
		return "−" + a.loc.Int(-n)
	}
	return a.loc.Int(n)
}

// rowTitle is a table's first cell: it wraps in the width the numbers
// leave it rather than run under them.
func rowTitle(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// percent writes a share as a whole percentage in the language's way.
func (a *App) percent(x float64) string {
	return a.loc.T("stats.percent", map[string]any{"N": a.loc.Int(int(100*x + 0.5))})
}

// confirmResetStats asks, then forgets every game.
func (a *App) confirmResetStats() {
	d := dialog.NewCustomConfirm(a.loc.T("stats.reset_title"), a.loc.T("stats.reset_confirm"), a.loc.T("stats.reset_keep"),
		withWidth(440, paragraph(a.loc.T("stats.reset_question"))), func(ok bool) {
			if !ok {
				return
			}
			if err := a.resetStats(); err != nil {
				a.showError("stats.reset_title", err)
				return
			}
			a.render()
		}, a.win)
	d.Show()
}

// boldLabel is a table's header cell.
func boldLabel(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// statsTable lays its objects out in rows of cols cells: the first column
// takes the width the others leave (its cells wrap in it), each other
// column the width of its widest cell; a row is as high as its highest
// cell at those widths.
type statsTable struct {
	cols   int
	width  float32       // the width of the last layout, for MinSize's heights
	shared *statsColumns // nil, or the widths shared with other tables
}

// statsColumns is the widest cell of each column over the tables that
// share it.
type statsColumns struct{ tables []*fyne.Container }

func (l *statsTable) widths(objs []fyne.CanvasObject, width float32) []float32 {
	w := make([]float32, l.cols)
	measure := func(objs []fyne.CanvasObject, cols int) {
		for i, o := range objs {
			if c := i % cols; c > 0 && c < len(w) {
				w[c] = max(w[c], o.MinSize().Width)
			}
		}
	}
	measure(objs, l.cols)
	if l.shared != nil {
		for _, t := range l.shared.tables {
			if other, ok := t.Layout.(*statsTable); ok && other.cols == l.cols {
				measure(t.Objects, other.cols)
			}
		}
	}
	rest := width
	for _, x := range w[1:] {
		rest -= x
	}
	w[0] = max(rest, 0)
	return w
}

// rowHeights sizes the cells to the column widths w and measures each
// row.
func (l *statsTable) rowHeights(objs []fyne.CanvasObject, w []float32) []float32 {
	var hs []float32
	for row := 0; row*l.cols < len(objs); row++ {
		h := float32(0)
		for c, o := range objs[row*l.cols : min(len(objs), (row+1)*l.cols)] {
			if w[c] > 0 && o.Size().Width != w[c] {
				o.Resize(fyne.NewSize(w[c], o.MinSize().Height))
			}
			h = max(h, o.MinSize().Height)
		}
		hs = append(hs, h)
	}
	return hs
}

func (l *statsTable) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	w := l.widths(objs, size.Width)
	y := float32(0)
	for row, h := range l.rowHeights(objs, w) {
		x := float32(0)
		for c, o := range objs[row*l.cols : min(len(objs), (row+1)*l.cols)] {
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w[c], h))
			x += w[c]
		}
		y += h
	}
}

// MinSize is as wide as the number columns and the first column's
// widest word, and as high as the rows at the last layout's width.
func (l *statsTable) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := l.widths(objs, 0)
	width := float32(0)
	for _, x := range w[1:] {
		width += x
	}
	first := float32(0)
	for i, o := range objs {
		if i%l.cols == 0 {
			first = max(first, o.MinSize().Width)
		}
	}
	if l.width > 0 {
		w = l.widths(objs, max(l.width, width+first))
	} else {
		w[0] = first
	}
	height := float32(0)
	for _, h := range l.rowHeights(objs, w) {
		height += h
	}
	return fyne.NewSize(width+first, height)
}
