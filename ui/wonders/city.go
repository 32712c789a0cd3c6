package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// cityPanel is the city of the seat at the screen: its wonder board with
// every stage, its treasury and army, its production, and its built cards
// grouped by colour.
type cityPanel struct {
	t    *Table
	root *fyne.Container
}

func newCityPanel(t *Table) *cityPanel {
	return &cityPanel{t: t, root: container.NewVBox()}
}

func (p *cityPanel) update() {
	v, w := p.t.view, p.t.words
	c := v.Cities[p.t.seat]
	title := widget.NewLabelWithStyle(w.T("wonders.ui.city_title", map[string]any{
		"Name": w.names[p.t.seat], "City": w.wonder(c), "Side": c.Side.String()}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	objs := []fyne.CanvasObject{title, statsRow(p.t, p.t.seat), p.board(c), p.production(c), cardColumns(p.t, c, false)}
	p.root.Objects = objs
	p.root.Refresh()
}

// board draws the wonder's stages: built ones marked, the next one with
// its building status.
func (p *cityPanel) board(c wonders.CityView) fyne.CanvasObject {
	w := p.t.words
	stages := wonders.Wonders()[c.Wonder].Sides[c.Side]
	row := container.NewGridWithColumns(len(stages))
	for i, st := range stages {
		mark := icon(stageIcon)
		status := widget.NewLabel("")
		switch {
		case i < c.Stages:
			mark = icon(checkIcon)
			status.SetText(w.T("wonders.ui.stage_built"))
		case i == c.Stages && p.t.view.Acting == p.t.seat:
			res, note := statusBadge(w, p.t.view.Stage.Status, p.t.view.Stage.Plans, p.t.view.Stage.Cost.Coins)
			mark = icon(res)
			status.SetText(note)
		}
		var effects []string
		for _, e := range st.Effects {
			effects = append(effects, w.effect(e))
		}
		text := widget.NewLabel(w.T("wonders.ui.stage", map[string]any{"N": i + 1, "Cost": w.cost(st.Cost)}))
		text.TextStyle.Bold = true
		detail := widget.NewLabel(joinLines(effects))
		detail.Wrapping = fyne.TextWrapWord
		row.Add(container.NewVBox(container.NewHBox(mark, text), status, detail))
	}
	return widget.NewCard("", w.T(wonders.Wonders()[c.Wonder].NameKey()), row)
}

// production lists what the city makes each turn.
func (p *cityPanel) production(c wonders.CityView) fyne.CanvasObject {
	var items []fyne.CanvasObject
	items = append(items, widget.NewLabel(p.t.words.T("wonders.ui.produces")))
	for r, n := range c.Production.Fixed {
		for range n {
			items = append(items, icon(resourceIcons[r]))
		}
	}
	for _, set := range c.Production.Choices {
		items = append(items, smallText("("))
		for i, r := range set.List() {
			if i > 0 {
				items = append(items, smallText("/"))
			}
			items = append(items, icon(resourceIcons[r]))
		}
		items = append(items, smallText(")"))
	}
	return container.NewHBox(items...)
}

// statsRow is a city's coins, shields, tokens and score at a glance.
func statsRow(t *Table, city int) fyne.CanvasObject {
	c := t.view.Cities[city]
	var objs []fyne.CanvasObject
	objs = append(objs, count(coinIcon, c.Coins)...)
	objs = append(objs, count(shieldIcon, c.Shields)...)
	objs = append(objs, count(victoryIcon, c.Victory)...)
	objs = append(objs, count(defeatIcon, c.Defeats)...)
	objs = append(objs, count(stageIcon, c.Stages)...)
	objs = append(objs, count(pointsIcon, t.view.Scores[city].Total())...)
	return container.NewHBox(objs...)
}

// cardColumns shows built cards by colour: a column per colour that has
// any, headed by the colour's mark and count; compact shows counts only.
func cardColumns(t *Table, c wonders.CityView, compact bool) fyne.CanvasObject {
	box := container.NewHBox()
	for col, cards := range c.Built {
		if len(cards) == 0 {
			continue
		}
		head := container.NewHBox(colorChip(wonders.Color(col)), smallText(t.words.loc.Int(len(cards))))
		if compact {
			box.Add(head)
			continue
		}
		column := container.NewVBox(head)
		for _, card := range cards {
			l := widget.NewLabel(t.words.card(card))
			column.Add(newCardLabel(t, card, l))
		}
		box.Add(column)
	}
	return box
}

func joinLines(lines []string) string {
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += "\n"
		}
		out += l
	}
	return out
}
