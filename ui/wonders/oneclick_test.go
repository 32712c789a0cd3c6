package wonders

import (
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// tapBadge taps the middle of a hand card's status badge.
func tapBadge(cw *cardWidget) {
	p, s := cw.r.pill.Position(), cw.r.pill.Size()
	cw.Tapped(&fyne.PointEvent{Position: fyne.NewPos(p.X+s.Width/2, p.Y+s.Height/2)})
}

// A click on the badge of a card with one way to build it builds it; with
// several ways it opens the payment chooser; a card that cannot be built
// is only selected. A click elsewhere on a card only selects it.
func TestBadgeClickPlaysInOneClick(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed < 20 && len(seen) < 3; seed++ {
		h := newHarness(t, seed, 0, true, "h", "random", "random")
		for turn := 0; turn < 12 && len(seen) < 3 && !h.table.state.Over(); turn++ {
			h.badgeTurn(seed, seen)
			h.playOnce()
		}
	}
	if len(seen) < 3 {
		t.Errorf("the seeds tried showed only %v", seen)
	}
}

// badgeTurn tries the badge on the first card of the hand of a kind not
// seen yet: one way to build, several, none.
func (h *harness) badgeTurn(seed uint64, seen map[string]bool) {
	t, tb := h.t, h.table
	for i, cv := range tb.cards {
		tb.selected = cv.Card
		n := len(tb.optionsFor(wonders.Build))
		tb.selected = wonders.NoCard
		kind := map[bool]string{true: "one", false: "many"}[n == 1]
		if n == 0 {
			kind = "none"
		}
		if seen[kind] {
			continue
		}
		seen[kind] = true
		cw := tb.hand.cards[i]
		before := len(tb.state.Log())
		cw.Tapped(&fyne.PointEvent{Position: fyne.NewPos(cw.Size().Width/2, 10)})
		if len(tb.state.Log()) != before || tb.selected != cv.Card {
			t.Fatalf("seed %d: a click on the card's face played or did not select it", seed)
		}
		tb.selected = wonders.NoCard
		tapBadge(cw)
		log := tb.state.Log()
		switch kind {
		case "one":
			if len(log) == before || wonders.MustDecode(log[before].Option).Action != wonders.Build || log[before].Seat != 0 {
				t.Errorf("seed %d: a badge click did not build %v", seed, cv.Card)
			}
		case "many":
			if tb.paying != wonders.Build || len(log) != before {
				t.Errorf("seed %d: a badge click with %d plans did not open the chooser", seed, n)
			}
		case "none":
			if tb.selected != cv.Card || tb.paying != 0 || len(log) != before {
				t.Errorf("seed %d: a badge click on a card that cannot be built did more than select it", seed)
			}
		}
		return
	}
}
