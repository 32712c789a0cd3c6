package dale

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
)

// slotOf is the market slot card cv stands in, -1 for none.
func slotOf(tb *Table, cv *cardView) int {
	for i := range eng.MarketSlots {
		if tb.anchored(anchorMarket(i)) == cv {
			return i
		}
	}
	return -1
}

// A purchase from the keyboard: ↑ puts the focus on the market, → moves
// it, Enter buys the card in focus with the proposed payment, Enter pays.
func TestKeyboardBuys(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		tb, slots := buyable(t, seed)
		if tb == nil || len(tb.live(rowMarket)) < 2 {
			continue
		}
		if !tb.Key(fyne.KeyUp) || tb.keys.row != rowMarket || tb.keys.at != 0 || !tb.live(rowMarket)[0].focused {
			t.Fatalf("↑ did not put the focus on the market's first card: %+v", tb.keys)
		}
		tb.Key(fyne.KeyRight)
		focus := tb.focused()
		if tb.keys.at != 1 || focus == nil || !focus.focused || tb.live(rowMarket)[0].focused {
			t.Fatalf("→ did not move the focus to the second card: %+v", tb.keys)
		}
		tb.Key(fyne.KeyLeft)
		tb.Key(fyne.KeyLeft)
		if tb.keys.at != len(tb.live(rowMarket))-1 {
			t.Errorf("← twice from the second card focused %d, want the last (wrapping)", tb.keys.at)
		}
		// the focus on a card that may be bought
		for !slices.Contains(slots, slotOf(tb, tb.focused())) {
			tb.Key(fyne.KeyRight)
		}
		slot := slotOf(tb, tb.focused())
		want, _ := tb.view().CheapestPayment(slot)
		if !tb.Key(fyne.KeyReturn) {
			t.Fatal("Enter did nothing on the focused market card")
		}
		if p := tb.view().Prompt; p.Kind != eng.KindPay || p.Slot != slot {
			t.Fatalf("Enter on slot %d: prompt %v for slot %d", slot, p.Kind, p.Slot)
		}
		if !tb.Key(fyne.KeyEnter) {
			t.Fatal("Enter did not pay")
		}
		if e, ok := lastEvent(tb, eng.EventBuy); !ok || e.Slot != slot || !slices.Equal(sortedCards(e.Cards), sortedCards(want.Cards)) {
			t.Fatalf("purchase %+v, want slot %d paid with %v", e, slot, want.Cards)
		}
		return
	}
	t.Fatal("no seed opens with two market cards and a purchase")
}

// Digits click the hand's cards, Escape drops the choice, and while
// paying Ctrl+Z and Escape give the purchase up.
func TestKeyboardDigitsEscapeUndo(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		tb, slots := buyable(t, seed)
		if tb == nil {
			continue
		}
		first := -1
		for i, cv := range tb.keys.hand {
			if cv.onTap != nil {
				first = i
				break
			}
		}
		if first < 0 || first > 8 {
			continue
		}
		c := tb.keys.hand[first].card
		if !tb.Key(fyne.KeyName(rune('1'+first))) || tb.selected != c {
			t.Fatalf("%d did not select the hand's card %v: %v", first+1, c, tb.selected)
		}
		if !tb.Key(fyne.KeyEscape) || tb.selected != eng.NoCard {
			t.Fatal("Escape kept the selected card")
		}
		if !tb.Key(fyne.KeyEscape) || tb.focused() != nil {
			t.Error("a second Escape kept the focus the digit put on the card")
		}
		if tb.Key(fyne.KeyEscape) {
			t.Error("Escape with nothing chosen did something")
		}
		tb.choose(eng.Move{Type: eng.MoveBuy, Slot: slots[0]}.Option())
		before := len(tb.payment(tb.view()).cards)
		i := slices.IndexFunc(tb.keys.hand, func(cv *cardView) bool { return cv.selected })
		if i < 0 || i > 8 {
			t.Fatalf("no chosen card among the hand's nine first: %v", tb.pay.cards)
		}
		tb.Key(fyne.KeyName(rune('1' + i)))
		if got := len(tb.payment(tb.view()).cards); got != before-1 {
			t.Errorf("the digit of a chosen card left %d cards chosen, want %d", got, before-1)
		}
		tb.Undo()
		if k := tb.view().Prompt.Kind; k != eng.KindAction {
			t.Fatalf("Ctrl+Z while paying left prompt %v, want the action", k)
		}
		tb.choose(eng.Move{Type: eng.MoveBuy, Slot: slots[0]}.Option())
		if !tb.Key(fyne.KeyEscape) || tb.view().Prompt.Kind != eng.KindAction {
			t.Fatalf("Escape while paying left prompt %v, want the action", tb.view().Prompt.Kind)
		}
		return
	}
	t.Fatal("no seed opens with a purchase")
}

// Enter lifts the hand-off screen; the arrows and digits do nothing
// behind it.
func TestKeyboardHandoff(t *testing.T) {
	tb, _ := newTestTable(t, []game.SeatConfig{{Name: "Ana"}, {Name: "Léo"}}, 3)
	if !tb.handoff {
		t.Fatal("a pass-and-play game opens without the hand-off screen")
	}
	if tb.Key(fyne.KeyRight) || tb.Key(fyne.Key1) {
		t.Error("a key reached the table behind the hand-off screen")
	}
	if !tb.Key(fyne.KeyReturn) || tb.handoff {
		t.Fatal("Enter did not lift the hand-off screen")
	}
	if !tb.Key(fyne.KeyLeft) || tb.keys.row != rowHand || tb.keys.at != len(tb.live(rowHand))-1 {
		t.Errorf("← from no focus: %+v, want the hand's last live card", tb.keys)
	}
	if !tb.Key(fyne.KeyEscape) || tb.focused() != nil {
		t.Error("Escape kept the focus")
	}
}
