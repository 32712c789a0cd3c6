package dale

import (
	"maps"
	"slices"

	"agora/game"
	eng "agora/game/dale"
)

// humanOptions are the viewer's options when the decision is theirs.
func (t *Table) humanOptions(v *eng.View) []game.Option {
	if t.ctx.ReadOnly != nil || t.handoff || t.decider() != t.viewer || !t.human(t.viewer) {
		return nil
	}
	return v.Options
}

// handMove reports whether m is done by tapping a card of the hand.
func handMove(v *eng.View, m eng.Move) bool {
	switch m.Type {
	case eng.MoveAdd, eng.MovePlay, eng.MoveBuild, eng.MoveReact:
		return slices.Contains(v.Hand, m.Card)
	case eng.MoveCard:
		return v.Prompt.Source == eng.SourceHand && slices.Contains(v.Hand, m.Card)
	}
	return false
}

// cardOptions are the options a hand card's tap offers.
func (t *Table) cardOptions(v *eng.View, c eng.Card) []game.Option {
	var out []game.Option
	for _, o := range t.humanOptions(v) {
		if m := eng.MustDecode(o); handMove(v, m) && m.Card == c {
			out = append(out, o)
		}
	}
	return out
}

// undoable reports whether a hand card's option only adds it to a
// selection the prompt's Cancel still gives up (a payment, a stack).
func undoable(v *eng.View, m eng.Move) bool {
	if m.Type != eng.MoveAdd {
		return false
	}
	switch v.Prompt.Kind {
	case eng.KindPay, eng.KindStack, eng.KindHelp:
		return true
	}
	return false
}

// tapHand adds a card to a payment or a stack at once (the prompt's
// Cancel undoes it); any other use of a card cannot be undone, so the
// tap only selects it: the card lifts, and the prompt panel and the
// action bar offer what it would do, their button confirming it. A
// second tap puts it back. The copy tapped is the one that lifts (at is
// its place in the hand): a tap on another copy of the selected card
// moves the lift to it. While paying, a tap changes the payment the
// table proposed instead (tapPay, payment.go).
func (t *Table) tapHand(v *eng.View, c eng.Card, at int) {
	opts := t.cardOptions(v, c)
	if len(opts) == 1 && undoable(v, eng.MustDecode(opts[0])) {
		t.choose(opts[0])
		return
	}
	t.armed, t.endArmed = 0, false
	if t.selected == c && t.liftedAt(v) == at {
		t.selected = eng.NoCard
	} else {
		t.selected, t.selectedAt = c, at
	}
	t.redraw()
}

// liftedAt is the place in the hand of the copy of the selected card that
// lifts: the copy tapped, else the first copy; -1 for none.
func (t *Table) liftedAt(v *eng.View) int {
	if t.selected == eng.NoCard {
		return -1
	}
	if i := t.selectedAt; i >= 0 && i < len(v.Hand) && v.Hand[i] == t.selected {
		return i
	}
	return slices.Index(v.Hand, t.selected)
}

// handState is the hand zone's state for v: the viewer's piles, and each
// card of the hand with its tap, its lift and its badge.
func (t *Table) handState(v *eng.View) handState {
	sv := v.Seats[t.viewer]
	d := t.dims
	loc := t.ctx.Localizer
	// Piles standing one above the other beside the hand say it in
	// fewer words, on a line each: the zone's title says whose they are.
	// A watched table names the player followed in the title, and
	// counts the hand from the public side, which a spectator's view
	// holds without the cards.
	deckKey, discardKey := "daletable.your_deck", "daletable.your_discard"
	if d.pilesStacked || t.watching() {
		deckKey, discardKey = "daletable.pile_deck", "daletable.pile_discard"
	}
	title := loc.N("daletable.your_hand", len(v.Hand), map[string]any{"N": len(v.Hand)})
	if t.watching() {
		data := map[string]any{"N": sv.HandSize}
		maps.Copy(data, t.whose(t.viewer))
		title = loc.N("dale.ui.watch_hand", sv.HandSize, data)
	}
	s := handState{seat: t.viewer, title: title,
		hint: t.handHint(v), deck: sv.DeckSize, deckCaption: t.T(deckKey),
		discardTitle:   t.T("dale.ui.discard_of", t.whose(t.viewer)),
		discardCaption: loc.N(discardKey, len(sv.Discard), map[string]any{"N": len(sv.Discard)}),
		stacked:        d.pilesStacked, column: pileColumn, pile: d.pileCard, card: d.handCard, look: t.look()}
	if s.top = sv.Top; s.top != eng.NoCard {
		s.discard = append([]eng.Card(nil), sv.Discard...)
	}

	chosen := slices.Clone(v.Prompt.Selected)
	pay := t.payment(v)
	var payChosen, payLive []bool
	if pay != nil {
		payChosen, payLive = t.payTaps(v, pay)
	}
	lifted := t.liftedAt(v)
	live := len(t.humanOptions(v)) > 0
	for i, c := range v.Hand {
		hc := heldCard{card: c, value: c.Value()}
		if i < len(v.HandValues) {
			hc.value = v.HandValues[i]
		}
		switch {
		case pay != nil && payLive[i]:
			hc.tap = act{kind: actPay, card: c, in: payChosen[i], at: i}
		case pay == nil && len(t.cardOptions(v, c)) > 0:
			hc.tap = act{kind: actHand, card: c, at: i}
		}
		k := slices.Index(chosen, c)
		if pay != nil {
			k = -1
			if payChosen[i] {
				k = 0
			}
		}
		if k >= 0 {
			key := "daletable.badge_chosen"
			if v.Prompt.Kind != eng.KindPay {
				key = "daletable.badge_stack"
			}
			hc.lifted, hc.badge, hc.badgeOK = true, t.T(key, map[string]any{"N": hc.value}), true
			if pay == nil {
				chosen = slices.Delete(chosen, k, k+1)
			}
		} else if i == lifted {
			hc.lifted = true // the copy of the selected card tapped lifts
		}
		// A card that cannot be chosen now fades.
		hc.dimmed = !hc.tap.live() && selecting(v) && live && !hc.lifted
		if v.Prompt.Kind == eng.KindAction && t.builds(v, c) {
			data := map[string]any{"N": sv.NextStack}
			hc.badge, hc.badgeShort, hc.badgeOK = t.T("daletable.badge_fits", data), t.T("daletable.badge_fits_short", data), false
		}
		s.cards = append(s.cards, hc)
	}
	if len(v.Hand) == 0 && t.watching() {
		// The hand the view does not show lies face down.
		for range sv.HandSize {
			s.cards = append(s.cards, heldCard{card: eng.NoCard})
		}
	}
	return s
}

// handHint says what a tap on a card of the hand does now.
func (t *Table) handHint(v *eng.View) string {
	if len(t.humanOptions(v)) == 0 {
		return ""
	}
	switch v.Prompt.Kind {
	case eng.KindAction:
		return t.T("daletable.hand_hint.action")
	case eng.KindPay:
		// The table proposes a whole payment (payment.go): one click
		// accepts it, the hand changes it.
		if p := t.payment(v); p != nil && p.check(v).Complete {
			if p.proposed {
				return t.T("daletable.hand_hint.pay_proposed")
			}
			return t.T("daletable.hand_hint.pay_ready")
		}
		return t.T("daletable.hand_hint.pay")
	case eng.KindStack, eng.KindHelp:
		return t.T("daletable.hand_hint.stack")
	case eng.KindInventory:
		return t.T("daletable.hand_hint.inventory")
	}
	for _, o := range v.Options {
		if handMove(v, eng.MustDecode(o)) {
			return t.T("daletable.hand_hint.choose")
		}
	}
	return ""
}

// builds reports whether c may start the next stack now.
func (t *Table) builds(v *eng.View, c eng.Card) bool {
	for _, o := range t.humanOptions(v) {
		if m := eng.MustDecode(o); m.Type == eng.MoveBuild && m.Card == c {
			return true
		}
	}
	return false
}

// selecting reports whether the decision chooses cards of the hand (a
// payment, a stack, an inventory).
func selecting(v *eng.View) bool {
	switch v.Prompt.Kind {
	case eng.KindPay, eng.KindStack, eng.KindHelp, eng.KindInventory:
		return true
	}
	return false
}
