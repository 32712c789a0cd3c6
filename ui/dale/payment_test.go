package dale

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
)

// buyable is a table at seed where Ana may buy, and the slots she may
// buy; nil when she may not.
func buyable(t *testing.T, seed uint64) (*Table, []int) {
	tb, _ := newTestTable(t, vsBot, seed)
	if tb.decider() != 0 {
		return nil, nil
	}
	var slots []int
	for _, o := range tb.view().Options {
		if m := eng.MustDecode(o); m.Type == eng.MoveBuy {
			slots = append(slots, m.Slot)
		}
	}
	if len(slots) == 0 {
		return nil, nil
	}
	return tb, slots
}

// marketCard is the card of market slot i on the table.
func marketCard(t *testing.T, tb *Table, i int) *cardView {
	t.Helper()
	cv, ok := tb.anchored(anchorMarket(i)).(*cardView)
	if !ok || cv.onTap == nil {
		t.Fatalf("market slot %d is not a live card", i)
	}
	return cv
}

// handChosen are the hand's cards lifted as chosen to pay.
func handChosen(tb *Table) []eng.Card {
	var out []eng.Card
	walk(tb.zones.hand, func(o fyne.CanvasObject) {
		if cv, ok := o.(*cardView); ok && cv.selected {
			out = append(out, cv.card)
		}
	})
	slices.Sort(out)
	return out
}

// handCard is the hand's live card c, lifted as chosen to pay or not.
func handCard(tb *Table, c eng.Card, lifted bool) *cardView {
	var out *cardView
	walk(tb.zones.hand, func(o fyne.CanvasObject) {
		if cv, ok := o.(*cardView); ok && out == nil && cv.card == c && cv.onTap != nil && cv.selected == lifted {
			out = cv
		}
	})
	return out
}

func sortedCards(cs []eng.Card) []eng.Card {
	out := slices.Clone(cs)
	slices.Sort(out)
	return out
}

// A purchase takes two clicks: the market card, whose payment panel
// comes up with the engine's cheapest payment chosen, then Pay.
func TestPurchaseInTwoClicks(t *testing.T) {
	bought := 0
	for seed := uint64(1); seed < 40 && bought < 3; seed++ {
		tb, slots := buyable(t, seed)
		if tb == nil {
			continue
		}
		slot := slots[len(slots)-1]
		want, ok := tb.view().CheapestPayment(slot)
		if !ok {
			t.Fatalf("seed %d: slot %d may be bought, yet the engine finds no payment", seed, slot)
		}
		clicks := 0
		click := func(o fyne.Tappable) {
			test.Tap(o)
			clicks++
		}
		click(marketCard(t, tb, slot))
		v := tb.view()
		if v.Prompt.Kind != eng.KindPay || v.Prompt.Slot != slot {
			t.Fatalf("seed %d: prompt %v after a click on the market card, want its payment", seed, v.Prompt.Kind)
		}
		if got := handChosen(tb); !slices.Equal(got, sortedCards(want.Cards)) {
			t.Errorf("seed %d: the hand proposes %v, want the engine's cheapest %v", seed, got, want.Cards)
		}
		if !hasText(tb.zones.prompt, tb.T("daletable.sum", map[string]any{"N": want.Sum})) {
			t.Errorf("seed %d: the panel's total is not %d: %q", seed, want.Sum, texts(tb.zones.prompt))
		}
		if !hasText(tb.zones.prompt, tb.T("daletable.pay.proposed")) {
			t.Errorf("seed %d: the panel does not say the cheapest payment is chosen: %q", seed, texts(tb.zones.prompt))
		}
		// The hand's hint line says the same: one click accepts, the
		// hand changes it (not "click cards to choose what pays").
		if !slices.ContainsFunc(lineTexts(tb.zones.hand), func(s string) bool { return s == tb.T("daletable.hand_hint.pay_proposed") }) {
			t.Errorf("seed %d: the hand's hint is not the proposal's: %q", seed, lineTexts(tb.zones.hand))
		}
		pay := promptConfirm(tb)
		if pay == nil {
			t.Fatalf("seed %d: no Pay to accept the proposal: %q", seed, texts(tb.zones.prompt))
		}
		click(pay)
		e, ok := lastEvent(tb, eng.EventBuy)
		if !ok || e.Seat != 0 || e.Slot != slot || !slices.Equal(sortedCards(e.Cards), sortedCards(want.Cards)) {
			t.Fatalf("seed %d: purchase %+v, want slot %d paid with %v", seed, e, slot, want.Cards)
		}
		if clicks > 2 {
			t.Errorf("seed %d: the purchase took %d clicks", seed, clicks)
		}
		bought++
	}
	if bought == 0 {
		t.Fatal("no seed opens with a purchase")
	}
}

// A click on a chosen card takes it out (the total drops, Pay waits); a
// click on another card brings a payment that holds it; Pay pays that.
func TestChangingThePayment(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		tb, slots := buyable(t, seed)
		if tb == nil {
			continue
		}
		for _, slot := range slots {
			v := tb.view()
			first, _ := v.CheapestPayment(slot)
			// a card the proposal leaves in the hand that can pay too
			other := eng.NoCard
			for _, c := range v.Hand {
				if _, ok := v.CheapestPayment(slot, c); ok && !slices.Contains(first.Cards, c) {
					other = c
				}
			}
			if other == eng.NoCard {
				continue
			}
			test.Tap(marketCard(t, tb, slot))
			if got := handChosen(tb); !slices.Equal(got, sortedCards(first.Cards)) {
				t.Fatalf("seed %d: the purchase proposes %v, want %v", seed, got, first.Cards)
			}
			out := first.Cards[0]
			test.Tap(handCard(tb, out, true))
			if got, want := len(handChosen(tb)), len(first.Cards)-1; got != want {
				t.Fatalf("seed %d: %d cards chosen after taking one out of %v, want %d", seed, got, first.Cards, want)
			}
			sum := tb.pay.check(tb.view()).Sum
			if sum != first.Sum-tb.view().HandValues[slices.Index(tb.view().Hand, out)] ||
				!hasText(tb.zones.prompt, tb.T("daletable.sum", map[string]any{"N": sum})) {
				t.Errorf("seed %d: the total after taking %v out is %d: %q", seed, out, sum, texts(tb.zones.prompt))
			}
			if promptConfirm(tb) != nil {
				t.Errorf("seed %d: Pay is offered for a payment short of the price", seed)
			}
			test.Tap(handCard(tb, other, false))
			chosen := sortedCards(tb.pay.cards)
			if !slices.Contains(chosen, other) || !slices.Equal(handChosen(tb), chosen) {
				t.Fatalf("seed %d: after a click on %v the payment is %v (lifted %v)", seed, other, chosen, handChosen(tb))
			}
			pay := promptConfirm(tb)
			if pay == nil {
				t.Fatalf("seed %d: no Pay for %v: %q", seed, chosen, texts(tb.zones.prompt))
			}
			if !hasText(tb.zones.prompt, tb.T("daletable.pay.ready")) || hasText(tb.zones.prompt, tb.T("daletable.pay.proposed")) {
				t.Errorf("seed %d: the panel still calls the player's payment the table's: %q", seed, texts(tb.zones.prompt))
			}
			test.Tap(pay)
			if e, ok := lastEvent(tb, eng.EventBuy); !ok || !slices.Equal(sortedCards(e.Cards), chosen) {
				t.Fatalf("seed %d: purchase %+v, want it paid with %v", seed, e, chosen)
			}
			return
		}
	}
	t.Fatal("no seed offers a payment to change")
}

// The undo step gives the purchase up: the proposal goes, and the next
// purchase proposes again.
func TestCancelledPurchaseProposesAgain(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		tb, slots := buyable(t, seed)
		if tb == nil {
			continue
		}
		slot := slots[0]
		test.Tap(marketCard(t, tb, slot))
		test.Tap(handCard(tb, tb.pay.cards[0], true))
		undo := button(tb, tb.T("daletable.bar.undo"))
		if undo == nil {
			t.Fatal("no undo step while paying")
		}
		test.Tap(undo)
		if k := tb.view().Prompt.Kind; k != eng.KindAction {
			t.Fatalf("prompt %v after the undo step", k)
		}
		want, _ := tb.view().CheapestPayment(slot)
		test.Tap(marketCard(t, tb, slot))
		if got := handChosen(tb); !slices.Equal(got, sortedCards(want.Cards)) {
			t.Errorf("the second purchase proposes %v, want %v", got, want.Cards)
		}
		return
	}
	t.Fatal("no seed opens with a purchase")
}

// A Glue in the proposed payment stays in the hand, as its box says;
// unticked, it is paid like any card.
func TestGlueKeptOrPaid(t *testing.T) {
	glueSlot := func(s game.State) int {
		if len(s.Pending()) == 0 || s.Pending()[0].Seat != 0 {
			return -1
		}
		v := s.View(0).(*eng.View)
		if v.Prompt.Kind != eng.KindAction {
			return -1
		}
		for _, o := range v.Options {
			if m := eng.MustDecode(o); m.Type == eng.MoveBuy {
				if p, _ := v.CheapestPayment(m.Slot); slices.ContainsFunc(p.Cards, func(c eng.Card) bool { return c.Kind() == eng.Glue }) {
					return m.Slot
				}
			}
		}
		return -1
	}
	s := playedState(t, vsBot, false, func(s game.State) bool { return glueSlot(s) >= 0 })
	slot := glueSlot(s)
	for _, keep := range []bool{true, false} {
		tb, _ := tableFor(t, s.Clone())
		test.Tap(marketCard(t, tb, slot))
		var box *widget.Check
		walk(tb.zones.prompt, func(o fyne.CanvasObject) {
			if c, ok := o.(*widget.Check); ok {
				box = c
			}
		})
		if box == nil || !box.Checked {
			t.Fatalf("no ticked box keeps the Glue of the payment %v", tb.pay.cards)
		}
		if !keep {
			box.SetChecked(false)
		}
		test.Tap(promptConfirm(tb))
		if _, ok := lastEvent(tb, eng.EventBuy); !ok {
			t.Fatal("no purchase")
		}
		held := slices.ContainsFunc(tb.state.View(0).(*eng.View).Hand, func(c eng.Card) bool { return c.Kind() == eng.Glue })
		if held != keep {
			t.Errorf("box ticked %v: the Glue is in the hand %v", keep, held)
		}
	}
}

// A purchase resumed with cards the engine already holds (a save made
// while paying) proposes a payment that keeps them, and Pay adds only the
// others.
func TestPaymentKeepsTheCardsAlreadyChosen(t *testing.T) {
	tb := stateNamed(t, "payment, 4 players")
	defer tb.Close()
	v := tb.view()
	held := sortedCards(v.Prompt.Selected)
	want, ok := v.CheapestPayment(v.Prompt.Slot)
	if !ok {
		t.Fatalf("no payment completes %v", held)
	}
	if got := handChosen(tb); !slices.Equal(got, sortedCards(want.Cards)) {
		t.Fatalf("the hand proposes %v, want %v", got, want.Cards)
	}
	for _, c := range held {
		if !slices.Contains(want.Cards, c) {
			t.Fatalf("the proposal %v drops %v, which the engine holds", want.Cards, c)
		}
	}
	pay := promptConfirm(tb)
	if pay == nil {
		t.Fatalf("no Pay: %q", texts(tb.zones.prompt))
	}
	before := len(v.Events())
	test.Tap(pay)
	var bought []eng.Card
	for _, e := range tb.view().Events()[before:] {
		if e.Kind == eng.EventBuy && e.Seat == 0 {
			bought = e.Cards
		}
	}
	if !slices.Equal(sortedCards(bought), sortedCards(want.Cards)) {
		t.Fatalf("the purchase was paid with %v, want %v", bought, want.Cards)
	}
}

// lineTexts are the whole texts of the lineTexts under o.
func lineTexts(o fyne.CanvasObject) []string {
	var out []string
	walk(o, func(x fyne.CanvasObject) {
		if l, ok := x.(*lineText); ok {
			out = append(out, l.full)
		}
	})
	return out
}
