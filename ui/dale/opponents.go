package dale

import (
	"image/color"

	"fyne.io/fyne/v2"

	"agora/game"
	eng "agora/game/dale"
)

// look is the table's zoneLook now.
func (t *Table) look() zoneLook {
	return zoneLook{px: t.textAt, floor: t.faceFloor(), tips: t,
		cardInfo: func(c eng.Card) fyne.CanvasObject { return t.cardInfo(c, c.Value()) },
		pileInfo: t.pileInfo, showPile: t.showPile, cards: t, do: t.dispatch}
}

// opponentsState is the opponents zone's state for v.
func (t *Table) opponentsState(v *eng.View) opponentsState {
	st := opponentsState{look: t.look()}
	for k := 1; k < v.Players; k++ {
		st.panels = append(st.panels, t.opponentState(v, (t.viewer+k)%v.Players, k))
	}
	return st
}

// opponentState is seat s's panel's state, order its place after the
// viewer.
func (t *Table) opponentState(v *eng.View, s, order int) opponentState {
	sv := v.Seats[s]
	o := opponentState{seat: s, top: sv.Top}
	switch {
	case v.Over:
	case s == v.Active:
		o.mark, o.markFill, o.markInk = t.T("daletable.playing"), inkBlue(), color.White
	case s == (v.Active+1)%v.Players:
		o.mark, o.markFill, o.markInk = t.T("dale.ui.next_player"), inkGreen(), color.White
	default:
		o.mark, o.markFill, o.markInk = t.T(orderKeys[min(order+1, len(orderKeys)-1)]), panelStroke(), inkDark()
	}
	o.name = t.name(s)
	if v.Teams && sv.Team == v.Seats[t.viewer].Team {
		o.name = t.T("daletable.partner", map[string]any{"Name": o.name})
	}
	o.count = t.T("dale.ui.stall", map[string]any{"Built": len(v.Stall(s).Stacks), "Goal": v.StacksToWin})
	o.hand = t.T("daletable.hand_n", map[string]any{"N": sv.HandSize})
	o.deck = t.T("daletable.deck_n", map[string]any{"N": sv.DeckSize})
	o.discard = t.T("daletable.discard_n", map[string]any{"N": len(sv.Discard)})
	o.discardTitle = t.T("dale.ui.discard_of", t.whose(s))
	o.discardCards = append([]eng.Card(nil), sv.Discard...)
	if sv.Top != eng.NoCard {
		o.topText = t.T("dale.ui.top", map[string]any{"Card": t.cardName(sv.Top)}) + " " + t.ctx.Localizer.Int(sv.Top.Value())
	}
	o.stacks = t.stacksState(v, s, t.dims.oppSlot.Height)
	o.schedHead, o.schedEmpty = t.T("daletable.schedule_label"), t.T("daletable.schedule_empty")
	for _, e := range sv.Schedule {
		o.sched = append(o.sched, chipState{text: t.cardName(e.Card) + " " + t.ctx.Localizer.Int(e.Card.Value()), card: e.Card})
	}
	seatOpt := t.seatOption(v, s)
	o.active = s == v.Active || seatOpt != 0 && seatOpt == t.armed
	if seatOpt != 0 {
		// A technique's target: a click on the panel picks this seat in
		// the prompt, whose button confirms it.
		o.target = act{kind: actTarget, opt: seatOpt}
	}
	return o
}

// opponents fills the opponents zone from v and names its seats' places
// to the motion: each panel (its hand, deck and discard pile are not
// drawn apart), its stall and its schedule.
func (t *Table) opponents(v *eng.View) fyne.CanvasObject {
	z := t.zones.opponentsZ
	z.Set(t.opponentsState(v))
	for s, panel := range z.panels {
		t.anchor(anchorSeat(s), panel)
		if v.Seats[s].Stall != v.Seats[t.viewer].Stall { // a partner's stall is drawn with yours
			t.anchor(anchorStall(v.Seats[s].Stall, -1), z.stalls[s])
		}
		t.anchor(anchorSchedule(s), z.scheds[s])
	}
	return z
}

// stacksState is seat s's stall's slots, height px high.
func (t *Table) stacksState(v *eng.View, s int, height float32) stacksState {
	stall := v.Stall(s)
	st := stacksState{size: fyne.NewSize(snap(height*0.78), height), goal: v.StacksToWin, number: t.ctx.Localizer.Int}
	for i, k := range stall.Stacks {
		st.built = append(st.built, stackChip{folk: stackFolk(k), total: k.Total, cards: k.Cards,
			title: t.T("dale.ui.stack_title", map[string]any{"N": i + 1, "Total": k.Total}),
			info:  func() fyne.CanvasObject { return t.stackInfo(v, i, k) }})
	}
	return st
}

// stackRow is a stall's 8 slots in small, height px high: each built
// stack in its animalfolk's colour with its emblem and total, the empty
// slots numbered.
func (t *Table) stackRow(v *eng.View, s int, height float32) fyne.CanvasObject {
	return drawStacks(t.look(), t.stacksState(v, s, height))
}

// orderKeys name a seat's place in the turn order after you (2nd to 4th).
var orderKeys = []string{"", "", "daletable.order.2", "daletable.order.3", "daletable.order.4"}

// seatOption is the option choosing seat s as the target now, 0 when
// there is none.
func (t *Table) seatOption(v *eng.View, s int) game.Option {
	for _, o := range t.humanOptions(v) {
		if m := eng.MustDecode(o); m.Type == eng.MoveSeat && m.Seat == s {
			return o
		}
	}
	return 0
}
