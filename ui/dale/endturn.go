package dale

import (
	"agora/game"
	eng "agora/game/dale"
)

// End turn: the rules let a player take no action (or leave a bonus
// action unused); the engine's way is an inventory that discards nothing
// (ruling 13), so the bar's End turn plays that inventory and confirms it
// at once. It cannot be undone, so the first tap asks, the second ends.

// endTurnOption is the inventory End turn starts, 0 when the seat at the
// screen cannot end its turn now.
func (t *Table) endTurnOption(v *eng.View) game.Option {
	if v.Prompt.Kind != eng.KindAction || v.Active != t.viewer {
		return 0
	}
	for _, o := range t.humanOptions(v) {
		if eng.MustDecode(o).Type == eng.MoveInventory {
			return o
		}
	}
	return 0
}

// endTurnButton is the bar's End turn, with its caption: what clean-up
// will do, or, once asked, that it cannot be undone (Enter then ends the
// turn). None when the turn cannot end now.
func (t *Table) endTurnButton(v *eng.View) (barRight, bool) {
	o := t.endTurnOption(v)
	if o == 0 {
		return barRight{}, false
	}
	hand := v.Seats[v.Active].HandLimit
	if t.endArmed {
		return barRight{label: t.T("daletable.bar.end_turn_confirm"), caption: t.T("daletable.act.cannot_undo"),
			high: true, main: true, tap: act{kind: actEndTurn, opt: o}}, true
	}
	return barRight{label: t.T("daletable.bar.end_turn"), caption: t.ctx.Localizer.N("daletable.bar.cleanup", hand, map[string]any{"N": hand}),
		tap: act{kind: actEndTurn}}, true
}

// endTurn plays the empty inventory and its confirmation.
func (t *Table) endTurn(inventory game.Option) {
	t.endArmed = false
	t.choose(inventory)
	v := t.view()
	if v.Prompt.Kind != eng.KindInventory || t.decider() != t.viewer {
		return
	}
	for _, o := range t.humanOptions(v) {
		if eng.MustDecode(o).Type == eng.MoveConfirm {
			t.choose(o)
			return
		}
	}
}
