package wonders

import (
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// In a 1920×1080 window a hand of seven cards spans most of its row, as
// cards held, not a short row lost in the zone; in the smallest window
// the same hand keeps its cards side by side.
func TestHandOfSevenSpansItsRow(t *testing.T) {
	h := started(t, auditConfig(7, wonders.ExpansionCommerce))
	cases := []struct {
		size  fyne.Size
		least float32 // the least share of the row the hand spans
	}{
		{fyne.NewSize(1920, 1080), 0.8},
		{fyne.NewSize(2560, 1440), 0.8},
		{fyne.NewSize(1024, 640), 0.5},
	}
	for _, c := range cases {
		h.auditAt(c.size, "en")
		cards := visible[*cardWidget](h.table.hand.root)
		if len(cards) != 7 {
			t.Fatalf("%v: %d cards in hand", c.size, len(cards))
		}
		first, last := cards[0], cards[len(cards)-1]
		span := last.Position().X + last.Size().Width - first.Position().X
		if row := h.table.hand.row.Size().Width; span < c.least*row {
			t.Errorf("%v: the hand spans %.0f px of its %.0f", c.size, span, row)
		}
		for i := 1; i < len(cards); i++ {
			if cards[i].Position().X < cards[i-1].Position().X+cards[i-1].Size().Width {
				t.Errorf("%v: card %d lies over card %d", c.size, i, i-1)
			}
		}
	}
}
