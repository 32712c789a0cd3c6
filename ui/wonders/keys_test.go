package wonders

import (
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// A turn played from the keyboard: digits and arrows select, Escape
// drops the selection, Enter builds (through the payment chooser when it
// opens).
func TestKeyboardPlaysATurn(t *testing.T) {
	h := newHarness(t, 4, 0, true, "h", "random", "random")
	tb := h.table
	digit := func(i int) fyne.KeyName { return fyne.KeyName(string(rune('1' + i))) }

	if !tb.Key(digit(0)) || tb.selected != tb.cards[0].Card {
		t.Fatalf("1 did not select the first card")
	}
	tb.Key(fyne.KeyRight)
	if tb.selected != tb.cards[1].Card {
		t.Errorf("→ selected %v, want the second card", tb.selected)
	}
	tb.Key(fyne.KeyLeft)
	tb.Key(fyne.KeyLeft)
	if tb.selected != tb.cards[len(tb.cards)-1].Card {
		t.Errorf("← twice from the second card selected %v, want the last (wrapping)", tb.selected)
	}
	if !tb.Key(fyne.KeyEscape) || tb.selected != wonders.NoCard {
		t.Errorf("Escape kept the selection")
	}

	buildable := -1
	for i, cv := range tb.cards {
		tb.selected = cv.Card
		if len(tb.optionsFor(wonders.Build)) > 0 && buildable < 0 {
			buildable = i
		}
	}
	tb.selected = wonders.NoCard
	if buildable < 0 {
		t.Skip("no card can be built this turn")
	}
	before := len(tb.state.Log())
	tb.Key(digit(buildable))
	if !tb.Key(fyne.KeyReturn) {
		t.Fatal("Enter did nothing with a buildable card selected")
	}
	if tb.paying != 0 {
		if !tb.Key(fyne.KeyReturn) {
			t.Fatal("Enter did not pay in the payment chooser")
		}
	}
	log := tb.state.Log()
	if len(log) <= before {
		t.Fatal("Enter did not play the card")
	}
	if m := wonders.MustDecode(log[before].Option); log[before].Seat != 0 || m.Action != wonders.Build {
		t.Errorf("Enter played %+v for seat %d, want a build for seat 0", m, log[before].Seat)
	}
	if tb.Key(digit(8)) && len(tb.cards) < 9 {
		t.Error("9 selected a card in a hand of fewer")
	}
}
