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

// In the Prayer, a digit keeps the god of that row; in a turn, D discards
// the selected card.
func TestKeyboardPrayerAndDiscard(t *testing.T) {
	h := newFaithHarness(t, 6, 3)
	tb := h.table
	if tb.view.Prompt != wonders.KindPray {
		t.Fatalf("the game opens on %q, want the Prayer", tb.view.Prompt)
	}
	choices := tb.promptChoices()
	if len(choices) != 3 {
		t.Fatalf("the Prayer offers %d choices to the keyboard, want 3", len(choices))
	}
	want := tb.view.Faith.Draft[1].God
	if !tb.Key(fyne.Key2) {
		t.Fatal("2 did not keep a god")
	}
	if p := wonders.Prayers(tb.state.Log(), 0); len(p) == 0 || len(p[0].Picks) == 0 || p[0].Picks[0] != want {
		t.Errorf("2 kept %v, want the second row's god %v", p, want)
	}
	for i := 0; tb.view.Prompt != wonders.KindCard && i < 10; i++ {
		tb.Key(fyne.Key1)
	}
	if tb.view.Prompt != wonders.KindCard {
		t.Fatalf("after the Prayer the prompt is %q", tb.view.Prompt)
	}
	before := len(tb.state.Log())
	if tb.Key(fyne.KeyD) {
		t.Error("D discarded with no card selected")
	}
	tb.Key(fyne.Key1)
	if !tb.Key(fyne.KeyD) {
		t.Fatal("D did not discard the selected card")
	}
	log := tb.state.Log()
	if len(log) <= before || wonders.MustDecode(log[before].Option).Action != wonders.Discard {
		t.Errorf("D played %v, want a discard", log[before:])
	}
}
