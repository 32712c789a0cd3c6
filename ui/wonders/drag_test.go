package wonders

import (
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// dragCentre is the absolute middle of o.
func dragCentre(o fyne.CanvasObject) fyne.Position {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
}

// dragTo drags the i-th hand card to the absolute position to.
func dragTo(tb *Table, i int, to fyne.Position) {
	cw := tb.hand.cards[i]
	from := dragCentre(cw)
	cw.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: from}})
	cw.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: to}})
	cw.DragEnd()
}

// A card dropped on the city is built, on the wonder board it builds a
// stage, on the Discard button it is discarded; dropped back on the hand
// it is only selected.
func TestDragACardOntoTheTable(t *testing.T) {
	for _, tt := range []struct {
		name   string
		target func(tb *Table) fyne.CanvasObject
		action wonders.Action
	}{
		{"city", func(tb *Table) fyne.CanvasObject { return tb.city.root }, wonders.Build},
		{"wonder", func(tb *Table) fyne.CanvasObject { return tb.board.root }, wonders.BuildStage},
		{"discard", func(tb *Table) fyne.CanvasObject { return tb.actions.discard }, wonders.Discard},
		{"hand", func(tb *Table) fyne.CanvasObject { return tb.hand.root }, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			found := false
			for seed := uint64(1); seed < 30 && !found; seed++ {
				h := newHarness(t, seed, 0, true, "h", "random", "random")
				tb := h.table
				for i, cv := range tb.cards {
					tb.selected = cv.Card
					ok := tt.action == 0 || len(tb.optionsFor(tt.action)) == 1
					tb.selected = wonders.NoCard
					if !ok {
						continue
					}
					if tt.action == wonders.Discard {
						tb.selectCard(cv) // the Discard button shows for a selected card
					}
					found = true
					before := len(tb.state.Log())
					dragTo(tb, i, dragCentre(tt.target(tb)))
					log := tb.state.Log()
					if tt.action == 0 {
						if len(log) != before || tb.selected != cv.Card {
							t.Errorf("a card dropped on the hand was played or not selected")
						}
						break
					}
					if len(log) == before || log[before].Seat != 0 || wonders.MustDecode(log[before].Option).Action != tt.action {
						t.Errorf("seed %d: the drop on the %s did not play %v", seed, tt.name, tt.action)
					}
					if tb.drag.layer.Visible() {
						t.Error("the dragged card stays on the screen")
					}
					break
				}
			}
			if !found {
				t.Skip("no seed offered such a move")
			}
		})
	}
}
