package dale

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	eng "agora/game/dale"
)

// copies are the places in v's hand of the first card held twice or
// more, nil when none is.
func copies(v *eng.View) []int {
	for i, c := range v.Hand {
		if j := slices.Index(v.Hand, c); j != i {
			var out []int
			for k, d := range v.Hand {
				if d == c {
					out = append(out, k)
				}
			}
			return out
		}
	}
	return nil
}

// lifted are the places in the hand of the cards lifted.
func lifted(tb *Table) []int {
	var out []int
	for i, cv := range tb.keys.hand {
		if cv.selected {
			out = append(out, i)
		}
	}
	return out
}

// A click on the second copy of a card selects that copy: the selection
// was the card's kind, and the hand lifted its first copy, so the copy
// clicked stayed down and a click on it while the first was lifted put
// the first back; a click on a lifted copy puts it back.
func TestSecondCopySelectsItself(t *testing.T) {
	tb := at(four, 1, func(v *eng.View) bool { return v.Prompt.Kind == eng.KindInventory && len(copies(v)) >= 2 })(t)
	defer tb.Close()
	if n, want := len(tb.keys.hand), len(tb.view().Hand); n != want {
		t.Fatalf("the keyboard reaches %d hand cards, the hand holds %d", n, want)
	}
	idx := copies(tb.view())
	first, second := idx[0], idx[1]
	card := func(i int) *cardView { return tb.keys.hand[i] }
	if card(second).onTap == nil {
		t.Fatal("the second copy is not live")
	}
	test.Tap(card(second))
	if got := lifted(tb); !slices.Equal(got, []int{second}) {
		t.Fatalf("after a click on the copy at %d, the lifted cards are at %v", second, got)
	}
	test.Tap(card(first))
	if got := lifted(tb); !slices.Equal(got, []int{first}) {
		t.Fatalf("after a click on the copy at %d, the lifted cards are at %v", first, got)
	}
	test.Tap(card(first))
	if got := lifted(tb); len(got) != 0 || tb.selected != eng.NoCard {
		t.Fatalf("a second click on the lifted copy leaves %v lifted", got)
	}
}

// While paying, a click on a copy of a card the payment holds, when the
// payment cannot hold one copy more, moves the choice to the copy
// clicked: it lifts, another copy drops, the payment stays the same. It
// used to do nothing.
func TestPaymentCopyTakesThePlaceOfTheChosenOne(t *testing.T) {
	var dup eng.Card
	tb := at(four, 1, func(v *eng.View) bool {
		if v.Prompt.Kind != eng.KindPay || len(v.Prompt.Selected) > 0 {
			return false
		}
		best, ok := v.CheapestPayment(v.Prompt.Slot)
		if !ok {
			return false
		}
		for _, c := range best.Cards {
			in, held := 0, 0
			for _, d := range best.Cards {
				if d == c {
					in++
				}
			}
			for _, d := range v.Hand {
				if d == c {
					held++
				}
			}
			more := slices.Repeat([]eng.Card{c}, in+1)
			if _, ok := v.CheapestPayment(v.Prompt.Slot, more...); held > in && !ok {
				dup = c
				return true
			}
		}
		return false
	})(t)
	defer tb.Close()
	v := tb.view()
	before := slices.Clone(tb.pay.cards)
	var up, down int = -1, -1
	for _, i := range copies(v) {
		if v.Hand[i] != dup {
			continue
		}
		switch {
		case tb.keys.hand[i].selected && up < 0:
			up = i
		case !tb.keys.hand[i].selected && down < 0:
			down = i
		}
	}
	if up < 0 || down < 0 {
		// the first copies held twice may be another card: find dup's
		for i, c := range v.Hand {
			if c != dup {
				continue
			}
			if tb.keys.hand[i].selected && up < 0 {
				up = i
			} else if !tb.keys.hand[i].selected && down < 0 {
				down = i
			}
		}
	}
	if up < 0 || down < 0 {
		t.Fatalf("no chosen and unchosen copy of %v in %v", dup, v.Hand)
	}
	cv := tb.keys.hand[down]
	if cv.onTap == nil {
		t.Fatalf("the copy of %v at %d, not chosen, does nothing when clicked", dup, down)
	}
	was := lifted(tb)
	test.Tap(cv)
	if got := lifted(tb); !tb.keys.hand[down].selected || len(got) != len(was) {
		t.Fatalf("after a click on the copy at %d, the lifted cards are at %v, were at %v", down, got, was)
	}
	if !slices.Equal(tb.pay.cards, before) {
		t.Fatalf("the payment changed from %v to %v", before, tb.pay.cards)
	}
	test.Tap(tb.keys.hand[down])
	if tb.keys.hand[down].selected || slices.Equal(tb.pay.cards, before) {
		t.Fatalf("a click on the copy now chosen does not take it out of %v", tb.pay.cards)
	}
}
