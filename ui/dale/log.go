package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// logLines is how many of the latest events the log column shows.
const logLines = 60

// logColumn is the game log, latest turn first.
func (t *Table) logColumn(v *eng.View) fyne.CanvasObject {
	events := v.Events()
	if len(events) > logLines {
		events = events[len(events)-logLines:]
	}
	// Turns newest first, each turn's events in the order they happened.
	var turns [][]eng.Event
	for _, e := range events {
		if e.Kind == eng.EventTurn || len(turns) == 0 {
			turns = append(turns, nil)
		}
		turns[len(turns)-1] = append(turns[len(turns)-1], e)
	}
	box := container.NewVBox()
	for i := len(turns) - 1; i >= 0; i-- {
		for _, e := range turns[i] {
			l := widget.NewLabel(t.eventText(e))
			l.Wrapping = fyne.TextWrapWord
			if e.Kind == eng.EventTurn {
				l.TextStyle = fyne.TextStyle{Bold: true}
			}
			box.Add(l)
		}
	}
	scroll := container.NewVScroll(box)
	title := widget.NewLabel(t.T("dale.ui.log"))
	title.TextStyle = fyne.TextStyle{Bold: true}
	return container.NewGridWrap(fyne.NewSize(240, 700), panel(container.NewBorder(title, nil, nil, nil, scroll)))
}
