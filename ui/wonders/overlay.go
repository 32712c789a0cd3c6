package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// overlay is a panel over the centre of the table (the board and the
// city, never the hand nor the log): the conflicts at the end of an Age,
// and the final score table.
type overlay struct {
	t      *Table
	bg     *canvas.Rectangle
	title  *canvas.Text
	grid   *fyne.Container
	button *widget.Button
	// review opens the post-game review, beside the final pad's button.
	review *widget.Button
	root   *fyne.Container
	final  bool
	age    int // the Age whose conflicts are shown
	// padShown is how many rows of the score pad are filled so far.
	padShown int
}

func newOverlay(t *Table) *overlay {
	o := &overlay{t: t, bg: canvas.NewRectangle(color.Transparent), title: canvas.NewText("", nil), grid: container.NewGridWithColumns(1)}
	o.bg.CornerRadius, o.bg.StrokeWidth = 10, 3
	o.title.TextStyle.Bold, o.title.TextSize = true, 18
	o.button = widget.NewButton("", o.close)
	o.button.Importance = widget.HighImportance
	o.review = widget.NewButton("", func() {
		if o.t.ctx.Review != nil {
			o.t.ctx.Review(o.t.State())
		}
	})
	o.review.Hide()
	body := container.NewBorder(container.NewCenter(o.title), container.NewHBox(layout.NewSpacer(), o.review, o.button),
		nil, nil, container.NewVScroll(o.grid))
	o.root = container.NewStack(newBlocker(), o.bg, container.NewPadded(container.NewPadded(body)))
	o.root.Hide()
	return o
}

func (o *overlay) close() {
	if o.final {
		if o.t.ctx.BackToMenu != nil {
			o.t.ctx.BackToMenu()
		}
		return
	}
	o.root.Hide()
	o.t.showActions() // the hint line spoke of the battles
}

func (o *overlay) open(title, button string, cells []fyne.CanvasObject, cols int) {
	o.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	o.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	o.title.Text = title
	o.title.Color = theme.Color(theme.ColorNameForeground)
	o.grid.Layout = layout.NewGridLayoutWithColumns(cols)
	o.grid.Objects = cells
	o.button.SetText(button)
	o.root.Show()
	o.root.Refresh()
}

func cell(text string, bold bool, align fyne.TextAlign) fyne.CanvasObject {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold, t.TextSize, t.Alignment = bold, 14, align
	return t
}

// battles reports the conflicts at the end of an Age: each city's
// shields, and its result against each neighbour.
func (o *overlay) battles(age int) {
	t, w := o.t, o.t.words
	v := t.src.View(game.Seat(t.seat))
	cells := []fyne.CanvasObject{
		cell("", true, fyne.TextAlignLeading),
		cell(w.T("wonders.ui.shields"), true, fyne.TextAlignCenter),
		cell(w.T("wonders.ui.vs_left"), true, fyne.TextAlignCenter),
		cell(w.T("wonders.ui.vs_right"), true, fyne.TextAlignCenter),
	}
	n := v.NumCities
	for c := range n {
		res := [2]string{"", ""}
		for _, e := range v.Events {
			if e.Kind != wonders.EventBattle || e.Age != age || e.City != c {
				continue
			}
			side := 1
			if e.Against == (c+1)%n {
				side = 0
			}
			res[side] = battleCell(w, v, e)
		}
		cells = append(cells, cell(w.city(v, c), c == t.seat, fyne.TextAlignLeading),
			cell(w.loc.Int(v.Cities[c].Shields), false, fyne.TextAlignCenter),
			cell(res[0], false, fyne.TextAlignCenter), cell(res[1], false, fyne.TextAlignCenter))
	}
	o.final, o.age = false, age
	o.open(w.T("wonders.ui.battles", map[string]any{"Age": romanAge(age)}), w.T("wonders.ui.continue"), cells, 4)
}

// battleCell is a city's result against one foe in the battles'
// overlay: the token it took ("+3 vs Bo", "−1 vs Bo", "tie vs Bo"). With
// Tomyris the defeat goes to the winner (the event's Taker): the loser's
// cell says the −1 went back, the winner's adds it to its victory.
func battleCell(w words, v *wonders.View, e wonders.Event) string {
	data := map[string]any{"Against": w.city(v, e.Against), "Points": tokenText(w, e.Points)}
	if e.Points < 0 && e.Taker != e.City {
		return w.T("wonders.ui.battle.short_sent", data)
	}
	if e.Points > 0 {
		for _, o := range v.Events {
			if o.Kind == wonders.EventBattle && o.Age == e.Age && o.City == e.Against && o.Against == e.City &&
				o.Points < 0 && o.Taker == e.City {
				return w.T("wonders.ui.battle.short_took", data)
			}
		}
	}
	return w.T("wonders.ui.battle.short", data)
}

// tokenText writes a military token: +3, −1, or a dash for a tie.
func tokenText(w words, p int) string {
	switch {
	case p > 0:
		return "+" + w.loc.Int(p)
	case p < 0:
		return "−" + w.loc.Int(-p)
	}
	return w.T("wonders.ui.battle.tie_short")
}

// scores is the final score pad (scorepad.go), a column per city and a
// row per category, filled row by row.
func (o *overlay) scores() {
	objs, lay := o.scorePad()
	o.fill(lay)
	o.final = true
	o.review.SetText(o.t.words.T("review.open"))
	if o.t.ctx.Review != nil {
		o.review.Show()
	}
	o.open(o.t.words.T("wonders.ui.final_scores"), o.t.words.T("wonders.ui.menu.back"), objs, 1)
	o.grid.Layout = lay
	o.grid.Refresh()
}

// scoreColumns are the score pad's categories of a game of cfg: the
// gods' only with Faith, the leaders' only with Leaders.
func scoreColumns(cfg game.Config) []int {
	var out []int
	for c := range wonders.Categories {
		switch {
		case c == wonders.CatGods && !cfg.Has(wonders.ExpansionFaith),
			c == wonders.CatLeaders && !cfg.Has(wonders.ExpansionLeaders),
			(c == wonders.CatBlack || c == wonders.CatDebt) && !cfg.Has(wonders.ExpansionCities),
			c >= len(padRows) && !cfg.Has(wonders.LineExpansion(c)): // an expansion of another package's line
			continue
		}
		out = append(out, c)
	}
	return out
}
