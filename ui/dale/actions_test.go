package dale

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// barButtons are the action bar's buttons with their captions' texts.
func barButtons(tb *Table) map[*widget.Button]string {
	out := map[*widget.Button]string{}
	walk(tb.zones.actions, func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			return
		}
		if _, ok := c.Layout.(*barColumn); !ok {
			return
		}
		b := c.Objects[0].(*widget.Button)
		out[b] = c.Objects[1].(*lineText).full
	})
	return out
}

// A technique never plays on one click: the card lifts, and the action
// bar's Play button (or the prompt's) confirms it.
func TestTechniqueAsksConfirmation(t *testing.T) {
	tb := at(four, 4, withOption(eng.MovePlay))(t)
	defer tb.Close()
	c := eng.MustDecode(firstOption(tb, eng.MovePlay)).Card
	var card *cardView
	walk(tb.zones.hand, func(o fyne.CanvasObject) {
		if cv, ok := o.(*cardView); ok && cv.card == c && card == nil {
			card = cv
		}
	})
	if card == nil {
		t.Fatal("the technique is not in the hand")
	}
	before := len(tb.state.Log())
	test.Tap(card)
	if len(tb.state.Log()) != before {
		t.Fatal("one click played the technique")
	}
	if tb.selected != c {
		t.Fatal("the clicked technique is not selected")
	}
	play := button(tb, tb.T("daletable.act.play_card", map[string]any{"Card": tb.cardName(c)}))
	if play == nil {
		play = button(tb, tb.T("daletable.act.play_short"))
	}
	if play == nil || play.Importance != widget.HighImportance {
		t.Fatalf("no Play button confirming %s: %q", tb.cardName(c), texts(tb.zones.actions))
	}
	test.Tap(play)
	if len(tb.state.Log()) != before+1 {
		t.Fatal("the Play button did not play the technique")
	}
}

// Inventory costs the action and cannot be undone: its button asks for a
// confirmation in the prompt panel, which Cancel drops.
func TestInventoryAsksConfirmation(t *testing.T) {
	tb := at(four, 4, kind(eng.KindAction))(t)
	defer tb.Close()
	inv := button(tb, tb.T("daletable.act.inventory"))
	if inv == nil {
		t.Fatal("no Inventory button")
	}
	before := len(tb.state.Log())
	test.Tap(inv)
	if len(tb.state.Log()) != before || tb.armed == 0 {
		t.Fatal("Inventory did not wait for a confirmation")
	}
	test.Tap(button(tb, tb.T("dale.move.cancel")))
	if tb.armed != 0 || len(tb.state.Log()) != before {
		t.Fatal("Cancel did not drop the inventory")
	}
	test.Tap(button(tb, tb.T("daletable.act.inventory")))
	test.Tap(promptConfirm(tb))
	if len(tb.state.Log()) != before+1 || tb.view().Prompt.Kind != eng.KindInventory {
		t.Fatalf("the confirmed inventory did not start: %v", tb.view().Prompt.Kind)
	}
}

// Every action of the turn is in the bar; each disabled one says why.
func TestActionBarSaysWhy(t *testing.T) {
	for _, st := range []string{"action, 4 players", "payment, 4 players", "technique target"} {
		t.Run(st, func(t *testing.T) {
			tb := stateNamed(t, st)
			defer tb.Close()
			bar := barButtons(tb)
			if len(bar) < 4 {
				t.Fatalf("%d buttons in the action bar, want buy, play, build, inventory", len(bar))
			}
			for b, caption := range bar {
				if b.Disabled() && strings.TrimSpace(caption) == "" {
					t.Errorf("%q is disabled and does not say why", b.Text)
				}
			}
		})
	}
}

// A hand of any size fits its zone side by side, overlapping, with no
// scroll: every card lies inside the hand's width.
func TestBigHandFans(t *testing.T) {
	tb := stateNamed(t, "big hand")
	defer tb.Close()
	for _, size := range auditSizes {
		auditAt(t, tb, size, "en")
		zone := tb.zones.hand
		right := fyne.CurrentApp().Driver().AbsolutePositionForObject(zone).X + zone.Size().Width
		n := 0
		walk(zone, func(o fyne.CanvasObject) {
			if _, ok := o.(*container.Scroll); ok {
				t.Fatal("the hand scrolls")
			}
			if cv, ok := o.(*cardView); ok && cv.size == tb.dims.handCard {
				n++
				if x := fyne.CurrentApp().Driver().AbsolutePositionForObject(cv).X + cv.Size().Width; x > right+1 {
					t.Errorf("%v: a card ends at %.0f, past the hand's %.0f", size, x, right)
				}
			}
		})
		if n < 8 {
			t.Fatalf("%d cards in the hand, want 8 or more", n)
		}
	}
}

// stateNamed is the audit state of that name.
func stateNamed(t *testing.T, name string) *Table {
	for _, st := range auditStates {
		if st.name == name {
			return st.reach(t)
		}
	}
	t.Fatalf("no audit state %q", name)
	return nil
}

// The fan keeps any number of cards within its width, in order, the
// lifted ones higher; it never needs more than one card's width.
func TestFanLayout(t *testing.T) {
	card := fyne.NewSize(80, 110)
	for _, n := range []int{1, 5, 8, 14, 30} {
		f := &handFan{lift: handLift, card: card}
		var objs []fyne.CanvasObject
		for range n {
			objs = append(objs, container.NewStack())
		}
		f.lifted = objs[:1]
		width := float32(300)
		f.Layout(objs, fyne.NewSize(width, f.MinSize(objs).Height))
		for i, o := range objs {
			if right := o.Position().X + o.Size().Width; right > width-fanRing+0.5 || o.Position().X < 0 {
				t.Errorf("%d cards: card %d spans %v to %v, outside 0 to %v", n, i, o.Position().X, right, width)
			}
			if i > 0 && o.Position().X <= objs[i-1].Position().X {
				t.Errorf("%d cards: card %d is not right of card %d", n, i, i-1)
			}
		}
		if n > 1 && objs[0].Position().Y >= objs[1].Position().Y {
			t.Errorf("%d cards: the lifted card does not stand higher", n)
		}
		if f.MinSize(objs).Width > card.Width+2*fanRing {
			t.Errorf("%d cards: the fan asks for %v px", n, f.MinSize(objs).Width)
		}
	}
}

// While a purchase is being paid, the bar's Undo step gives it up: the
// action is still owed.
func TestUndoStepCancelsThePurchase(t *testing.T) {
	tb := stateNamed(t, "payment, 2 players")
	defer tb.Close()
	undo := button(tb, tb.T("daletable.bar.undo"))
	if undo == nil {
		t.Fatalf("no Undo step in the bar: %q", texts(tb.zones.actions))
	}
	test.Tap(undo)
	if k := tb.view().Prompt.Kind; k != eng.KindAction {
		t.Fatalf("prompt %v after Undo step, want the action again", k)
	}
	if button(tb, tb.T("daletable.bar.undo")) != nil {
		t.Error("Undo step is still offered at the action prompt")
	}
}
