package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// scoreTable is the final score pad: a row per city, a column per category,
// the total, and the winners marked.
func (t *Table) scoreTable() fyne.CanvasObject {
	v, w := t.view, t.words
	cols := len(wonders.Categories) + 2
	grid := container.NewGridWithColumns(cols)
	grid.Add(widget.NewLabel(""))
	for _, c := range wonders.Categories {
		name := w.T("wonders.category." + c)
		grid.Add(widget.NewLabelWithStyle(name, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	grid.Add(widget.NewLabelWithStyle(w.T("wonders.ui.total"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	outcome := t.state.Outcome()
	for city := range v.NumCities {
		name := w.city(v, city)
		if city < len(outcome.Scores) && outcome.Scores[city].Rank == 1 {
			name = w.T("wonders.ui.winner", map[string]any{"Name": name})
		}
		grid.Add(widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, p := range v.Scores[city] {
			grid.Add(widget.NewLabelWithStyle(w.loc.Int(p), fyne.TextAlignCenter, fyne.TextStyle{}))
		}
		grid.Add(widget.NewLabelWithStyle(w.loc.Int(v.Scores[city].Total()), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	return grid
}

// showScores puts the final score table in the prompt area, with a way
// back to the menu.
func (t *Table) showScores() {
	back := widget.NewButton(t.words.T("wonders.ui.menu.back"), t.ctx.BackToMenu)
	t.prompt.Objects = []fyne.CanvasObject{promptTitle(t.words.T("wonders.ui.final_scores")), t.scoreTable(), back}
	t.prompt.Refresh()
	t.finished = t.prompt
}

// showBattles reports the conflicts at the end of an Age.
func (t *Table) showBattles(age int) {
	v, w := t.view, t.words
	box := container.NewVBox()
	for _, e := range v.Events {
		if e.Kind == wonders.EventBattle && e.Age == age {
			box.Add(widget.NewLabel(w.battle(v, e)))
		}
	}
	if len(box.Objects) == 0 || t.ctx.Window == nil {
		return
	}
	title := w.T("wonders.ui.battles", map[string]any{"Age": romanAge(age)})
	dialog.ShowCustom(title, w.T("wonders.ui.ok"), box, t.ctx.Window)
}
