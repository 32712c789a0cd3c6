package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game"
)

// compactPanel is a seat you do not trade with, in one small panel: coins,
// shields, tokens, cards per colour, stages, and whether it has chosen.
func compactPanel(t *Table, city int) fyne.CanvasObject {
	v, w := t.view, t.words
	c := v.Cities[city]
	state := w.T("wonders.ui.choosing")
	switch {
	case c.Chosen:
		state = w.T("wonders.ui.chosen")
	case t.bots.thinking[game.Seat(city)]:
		state = w.T("wonders.ui.thinking")
	case !pendingSeat(t, city):
		state = ""
	}
	name := widget.NewLabelWithStyle(w.city(v, city), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	sub := smallText(w.T("wonders.ui.city_side", map[string]any{"City": w.wonder(c), "Side": c.Side.String()}) + "  " + state)
	return widget.NewCard("", "", container.NewVBox(name, sub, statsRow(t, city), cardColumns(t, c, true)))
}

func pendingSeat(t *Table, city int) bool {
	for _, p := range t.state.Pending() {
		if int(p.Seat) == city {
			return true
		}
	}
	return false
}
