package dale

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// End turn asks once, then ends the turn with an inventory of nothing,
// and the next player's turn begins.
func TestEndTurn(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 3)
	v := tb.view()
	if v.Active != tb.viewer || v.Prompt.Kind != eng.KindAction {
		t.Fatalf("not your action: active %d, prompt %v", v.Active, v.Prompt.Kind)
	}
	turn := v.Turn
	find := func(label string) *widget.Button {
		for _, o := range test.LaidOutObjects(tb.Content()) {
			if b, ok := o.(*widget.Button); ok && b.Text == label {
				return b
			}
		}
		return nil
	}
	end := find("End turn")
	if end == nil {
		t.Fatal("no End turn in the bar")
	}
	test.Tap(end)
	if tb.view().Turn != turn {
		t.Fatal("the first tap ended the turn")
	}
	confirm := find("Confirm: end turn")
	if confirm == nil {
		t.Fatal("End turn does not ask to confirm")
	}
	test.Tap(confirm)
	if tb.view().Turn == turn {
		t.Fatal("the turn did not end")
	}
}
