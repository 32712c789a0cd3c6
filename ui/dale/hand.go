package dale

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"agora/game"
	eng "agora/game/dale"
)

// handLift is how far a selected card rises out of the hand.
const handLift = 10

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

// handRow is the viewer's deck and discard piles, then the hand, fanned
// when it is wider than its room, the cards chosen for the decision
// lifted.
func (t *Table) handRow(v *eng.View) fyne.CanvasObject {
	sv := v.Seats[t.viewer]
	d := t.dims
	deckPile := t.pileOf(sv.DeckSize, d.pileCard, nil)
	t.anchor(anchorDeck(t.viewer), deckPile)
	// Piles standing one above the other beside the hand say it in
	// fewer words, on a line each: the zone's title says whose they are.
	caption, deckKey, discardKey := t.captioned, "daletable.your_deck", "daletable.your_discard"
	if d.pilesStacked {
		caption, deckKey, discardKey = t.columnCaptioned, "daletable.pile_deck", "daletable.pile_discard"
	}
	deck := caption(deckPile, t.T(deckKey))
	var top fyne.CanvasObject = t.pileOf(0, d.pileCard, nil)
	if sv.Top != eng.NoCard {
		pile := append([]eng.Card(nil), sv.Discard...)
		title := t.T("dale.ui.discard_of", map[string]any{"Name": t.name(t.viewer)})
		top = t.newZoneTap(t.newCard(sv.Top, sv.Top.Value(), d.pileCard, nil), "",
			func() fyne.CanvasObject { return t.pileInfo(pile) }, func() { t.showPile(title, pile) })
	}
	t.anchor(anchorDiscard(t.viewer), top)
	discard := caption(top, t.ctx.Localizer.N(discardKey, len(sv.Discard), map[string]any{"N": len(sv.Discard)}))
	// A little room between the two piles' captions, which are wider
	// than their cards in a small window.
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(6, 1))
	piles := container.NewHBox(container.NewVBox(deck), space, container.NewVBox(discard))
	if d.pilesStacked {
		piles = container.NewVBox(deck, discard)
	}

	chosen := slices.Clone(v.Prompt.Selected)
	pay := t.payment(v)
	var payChosen, payLive []bool
	if pay != nil {
		chosen = slices.Clone(pay.cards)
		payChosen, payLive = t.payTaps(v, pay)
	}
	fan := &handFan{lift: handLift, card: d.handCard}
	var cards []fyne.CanvasObject
	lifted := t.liftedAt(v)
	for i, c := range v.Hand {
		var tap func()
		switch {
		case pay != nil && payLive[i]:
			card, in, at := c, payChosen[i], i
			tap = func() {
				if v := t.view(); t.payment(v) != nil {
					t.tapPay(v, t.payment(v), card, in, at)
				}
			}
		case pay == nil && len(t.cardOptions(v, c)) > 0:
			card, at := c, i
			tap = func() { t.tapHand(t.view(), card, at) }
		}
		value := c.Value()
		if i < len(v.HandValues) {
			value = v.HandValues[i]
		}
		cv := t.newCard(c, value, d.handCard, tap)
		t.keys.hand = append(t.keys.hand, cv)
		k := slices.Index(chosen, c)
		if pay != nil {
			k = -1
			if payChosen[i] {
				k = 0
			}
		}
		if k >= 0 {
			cv.SetSelected(true)
			key := "daletable.badge_chosen"
			if v.Prompt.Kind != eng.KindPay {
				key = "daletable.badge_stack"
			}
			cv.SetBadge(t.T(key, map[string]any{"N": value}), true)
			if pay == nil {
				chosen = slices.Delete(chosen, k, k+1)
			}
			fan.lifted = append(fan.lifted, cv)
		} else if i == lifted {
			// the copy of the selected card tapped lifts
			cv.SetSelected(true)
			fan.lifted = append(fan.lifted, cv)
		}
		if tap == nil && selecting(v) && len(t.humanOptions(v)) > 0 && !slices.Contains(fan.lifted, fyne.CanvasObject(cv)) {
			cv.SetDimmed(true) // it cannot be chosen now
		}
		if v.Prompt.Kind == eng.KindAction && t.builds(v, c) {
			// A narrow card (a full hand in a small window) says it in
			// fewer words: the badge never runs off the card.
			data := map[string]any{"N": v.Seats[t.viewer].NextStack}
			badge := t.T("daletable.badge_fits", data)
			if fyne.MeasureText(badge, t.faceFloor(), fyne.TextStyle{Bold: true}).Width > cv.size.Width-16 {
				badge = t.T("daletable.badge_fits_short", data)
			}
			cv.SetBadge(badge, false)
		}
		cards = append(cards, cv)
	}
	title := container.NewBorder(nil, nil, container.NewHBox(container.NewCenter(newLock(t.textAt(13))),
		t.text(t.ctx.Localizer.N("daletable.your_hand", len(v.Hand), map[string]any{"N": len(v.Hand)}), 13, true, inkDark())),
		nil, t.newLine(t.handHint(v), 11, false, inkMuted()))
	// The lifted cards are drawn last, over their neighbours; each keeps
	// its place in the row.
	fan.index = map[fyne.CanvasObject]int{}
	for i, c := range cards {
		fan.index[c] = i
	}
	slices.SortStableFunc(cards, func(a, b fyne.CanvasObject) int {
		return btoi(slices.Contains(fan.lifted, a)) - btoi(slices.Contains(fan.lifted, b))
	})
	hand := container.New(fan, cards...)
	t.anchor(anchorHand, hand)
	return container.NewBorder(nil, nil, piles, nil,
		container.NewBorder(title, nil, nil, nil, hand))
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

// handFan lays the hand's cards in a row, overlapping them as much as the
// width needs so that any hand fits without scrolling; the lifted cards
// stand higher.
type handFan struct {
	lift   float32
	card   fyne.Size
	lifted []fyne.CanvasObject
	index  map[fyne.CanvasObject]int // each card's place in the row
}

// AllowsOverlap lets the fanned cards lie over one another.
func (*handFan) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }

// fanRing is the room a card's selection ring takes outside the card.
const fanRing = 3

// MinSize is one card with its lift and ring.
func (f *handFan) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(f.card.Width+2*fanRing, f.card.Height+f.lift+2*fanRing)
}

// Layout spreads the cards, overlapping them when the row is too narrow.
func (f *handFan) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	step := f.card.Width + 8
	room := size.Width - 2*fanRing
	if n > 1 && float32(n-1)*step+f.card.Width > room {
		step = max((room-f.card.Width)/float32(n-1), 1)
	}
	// The cards sit right under the hand's title.
	y := f.lift + fanRing
	for k, o := range objs {
		i := k
		if n, ok := f.index[o]; ok {
			i = n
		}
		oy := y
		if slices.Contains(f.lifted, o) {
			oy = y - f.lift
		}
		o.Move(fyne.NewPos(fanRing+float32(i)*step, oy))
		o.Resize(f.card)
	}
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

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
