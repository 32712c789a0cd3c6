package dale

import (
	"maps"
	"slices"

	"agora/game"
	eng "agora/game/dale"
)

// The purchase in two clicks: a click on a market card starts the
// purchase with the cheapest payment the engine finds
// (eng.View.CheapestPayment, ruling Dale 18) already chosen in the hand,
// and Pay plays it. A click on a hand card changes the choice: a chosen
// card leaves it, a card that may join it joins, and any other card
// brings the cheapest payment that holds it (and the copies of it
// already chosen). The choice stays on the
// table until Pay, which plays its cards one by one and confirms, as
// choosing them one at a time would; what may pay is the engine's
// (eng.View.CheckPayment).

// payChoice is the payment chosen on the table for the purchase in
// progress.
type payChoice struct {
	epoch int // the table's epoch it was made in: any move drops it
	slot  int
	cards []eng.Card // the whole payment, with the cards the engine already holds
	keep  []bool     // per card: a Glue kept in the hand
	// proposed: the choice is still the table's proposal, which the
	// player has not changed.
	proposed bool
	// prefer are the places in the hand of the copies clicked into the
	// choice, latest first: of copies alike, those lift (payTaps).
	prefer []int
}

// payment is the payment being chosen, nil when the seat at the screen
// is not paying. The first call of a purchase proposes the cheapest.
func (t *Table) payment(v *eng.View) *payChoice {
	if v.Prompt.Kind != eng.KindPay || len(t.humanOptions(v)) == 0 {
		return nil
	}
	if p := t.pay; p != nil && p.epoch == t.epoch && p.slot == v.Prompt.Slot {
		return p
	}
	p := &payChoice{epoch: t.epoch, slot: v.Prompt.Slot}
	if best, ok := v.CheapestPayment(v.Prompt.Slot); ok {
		p.cards, p.keep, p.proposed = best.Cards, best.Keep, true
	} else {
		p.cards = slices.Clone(v.Prompt.Selected)
		p.keep = make([]bool, len(p.cards))
	}
	t.pay = p
	return p
}

// free are the chosen cards the engine does not hold yet, which a click
// may take back, with their keep marks.
func (p *payChoice) free(v *eng.View) ([]eng.Card, []bool) {
	held := slices.Clone(v.Prompt.Selected)
	var cards []eng.Card
	var keep []bool
	for i, c := range p.cards {
		if k := slices.Index(held, c); k >= 0 {
			held = slices.Delete(held, k, k+1)
			continue
		}
		cards = append(cards, c)
		keep = append(keep, p.keep[i])
	}
	return cards, keep
}

// joining is what a click on a copy of c not chosen asks the payment to
// hold, beyond the cards the engine holds: one copy more than it has.
func (p *payChoice) joining(v *eng.View, c eng.Card) []eng.Card {
	free, _ := p.free(v)
	out := []eng.Card{c}
	for _, f := range free {
		if f == c {
			out = append(out, c)
		}
	}
	return out
}

// check is what the engine makes of the choice.
func (p *payChoice) check(v *eng.View) eng.PaymentCheck { return v.CheckPayment(p.slot, p.cards) }

// set makes pay the choice.
func (p *payChoice) set(pay eng.Payment) { p.cards, p.keep = pay.Cards, pay.Keep }

// payTaps says, for each card of the hand, whether it is lifted as
// chosen to pay and whether a click on it changes the payment: a chosen
// card the engine does not hold yet leaves it, a card not chosen joins
// it when some payment may hold it, or takes the place of a copy of it
// chosen (copies alike pay alike: the click moves the choice to the copy
// clicked). Of copies alike, those clicked into the choice lift, then the
// first ones.
func (t *Table) payTaps(v *eng.View, p *payChoice) (chosen, live []bool) {
	need := map[eng.Card]int{}
	for _, c := range p.cards {
		need[c]++
	}
	chosen, live = make([]bool, len(v.Hand)), make([]bool, len(v.Hand))
	for _, i := range p.prefer {
		if i >= 0 && i < len(v.Hand) && !chosen[i] && need[v.Hand[i]] > 0 {
			chosen[i] = true
			need[v.Hand[i]]--
		}
	}
	for i, c := range v.Hand {
		if !chosen[i] && need[c] > 0 {
			chosen[i] = true
			need[c]--
		}
	}
	free, _ := p.free(v)
	freeN := map[eng.Card]int{}
	for _, c := range free {
		freeN[c]++
	}
	left := maps.Clone(freeN)
	for i, c := range v.Hand {
		if chosen[i] {
			if left[c] > 0 {
				left[c]--
				live[i] = true
			}
			continue
		}
		_, ok := v.CheapestPayment(p.slot, p.joining(v, c)...)
		live[i] = ok || freeN[c] > 0
	}
	return chosen, live
}

// tapPay changes the payment with hand card c at place at in the hand,
// chosen (lifted) or not.
func (t *Table) tapPay(v *eng.View, p *payChoice, c eng.Card, chosen bool, at int) {
	free, _ := p.free(v)
	prefer := slices.DeleteFunc(slices.Clone(p.prefer), func(i int) bool { return i == at })
	changed := true
	switch {
	case chosen && slices.Contains(free, c):
		i := slices.Index(p.cards, c)
		for j := len(p.cards) - 1; j > i; j-- { // the last copy chosen leaves
			if p.cards[j] == c {
				i = j
				break
			}
		}
		p.cards, p.keep = slices.Delete(slices.Clone(p.cards), i, i+1), slices.Delete(slices.Clone(p.keep), i, i+1)
	case chosen:
		return // a card the engine holds: Cancel gives it back
	case slices.Contains(p.check(v).Addable, c):
		p.cards = append(slices.Clone(p.cards), c)
		p.keep = append(slices.Clone(p.keep), c.Kind() == eng.Glue)
		prefer = append([]int{at}, prefer...)
	default:
		best, ok := v.CheapestPayment(p.slot, p.joining(v, c)...)
		switch {
		case ok:
			p.set(best)
		case slices.Contains(free, c):
			// No payment holds one copy more: this copy takes the
			// place of the one chosen, the payment stays as it is.
			changed = false
		default:
			return
		}
		prefer = append([]int{at}, prefer...)
	}
	p.prefer = prefer
	p.proposed = p.proposed && !changed
	t.redraw()
}

// payNow plays the chosen payment and confirms it.
func (t *Table) payNow() {
	v := t.view()
	p := t.payment(v)
	if p == nil || !p.check(v).Complete {
		return
	}
	cards, keep := p.free(v)
	opts := eng.Payment{Cards: cards, Keep: keep}.Options()
	t.chooseAll(append(opts, eng.Move{Type: eng.MoveConfirm}.Option()))
}

// chooseAll plays the human's options in order, redrawing once at the
// end; it stops at the first the engine refuses.
func (t *Table) chooseAll(opts []game.Option) {
	if len(opts) == 0 || t.handoff || t.decider() != t.viewer || !t.human(t.viewer) {
		return
	}
	seat := t.viewer
	t.busy = true
	for _, o := range opts[:len(opts)-1] {
		n := t.src.Decisions()
		t.apply(seat, o)
		if t.src.Decisions() == n {
			t.busy = false
			t.redraw()
			return
		}
	}
	t.busy = false
	t.apply(seat, opts[len(opts)-1])
}

// keepGlue is the box that keeps a Glue of the payment in the hand
// (none when the payment holds none the engine has not taken yet).
func (t *Table) keepGlue(v *eng.View, p *payChoice) (promptItem, bool) {
	free, _ := p.free(v)
	i := slices.IndexFunc(free, func(c eng.Card) bool { return c.Kind() == eng.Glue })
	if i < 0 {
		return promptItem{}, false
	}
	glue := free[i]
	k := slices.Index(p.cards, glue)
	for j, c := range p.cards { // the copy free names, past those the engine holds
		if c == glue {
			k = j
		}
	}
	return promptItem{kind: itemCheck, text: t.T("daletable.pay.keep_glue", map[string]any{"Card": t.cardName(glue)}),
		on: p.keep[k], tap: act{kind: actKeepGlue, at: k}}, true
}
