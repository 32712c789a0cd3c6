package dale

import (
	"agora/game"
	eng "agora/game/dale"
)

// The action bar's words (actionbarzone.go draws them): each action of
// the turn, enabled only when the engine's options allow it, what it
// would do now or why it is disabled, and what its tap asks.

// barState is the action bar zone's state for v, its parts' sizes at
// the current dims.
func (t *Table) barState(v *eng.View) barState {
	d := t.dims
	s := barState{right: t.barRight(v), leftW: d.sc(150), leftH: d.sc(40), ui: t.uiScale(), look: t.look()}
	if t.watching() {
		// No action is the watcher's: the bar says so where the
		// buttons would be.
		s.watching = t.T("dale.ui.watch_bar")
	} else {
		s.actions = t.barActions(v)
	}
	if d.compact {
		s.leftW = 120
	}
	if s.right != (barRight{}) {
		s.rightW, s.rightH = d.sc(190), d.sc(50)
		if d.compact {
			s.rightW = 150
		}
	}
	n := float32(max(len(s.actions), 1))
	s.colW = (d.mainW - 16 - s.leftW - s.rightW - 8 - (n-1)*4) / n
	s.status, s.detail = t.barStatus(v)
	return s
}

// barStatus is the bar's left part: whose step it is, and what.
func (t *Table) barStatus(v *eng.View) (string, string) {
	seat := t.decider()
	switch {
	case seat < 0:
		return t.T("dale.ui.game_over"), ""
	case seat != t.viewer || !t.human(seat):
		return t.T("daletable.bar.waiting", map[string]any{"Name": t.name(seat)}), t.T("daletable.step." + v.Prompt.Kind.String())
	case v.Prompt.Kind == eng.KindAction && v.Active == t.viewer:
		return t.ctx.Localizer.N("daletable.bar.actions", v.ActionsLeft, map[string]any{"N": v.ActionsLeft}), t.T("daletable.bar.choose")
	}
	return t.T("daletable.bar.step"), t.T("daletable.step." + v.Prompt.Kind.String())
}

// barRight is the bar's right part: the step's undo while a purchase or a
// stack is being chosen, else End turn, else what clean-up will do.
func (t *Table) barRight(v *eng.View) barRight {
	for _, o := range t.humanOptions(v) {
		if eng.MustDecode(o).Type == eng.MoveCancel && v.Prompt.Kind != eng.KindHelp {
			return barRight{label: t.T("daletable.bar.undo"), caption: t.T("daletable.bar.undo_caption"), tap: choose(o)}
		}
	}
	if v.Over || v.Prompt.Kind != eng.KindAction {
		return barRight{}
	}
	if b, ok := t.endTurnButton(v); ok {
		return b
	}
	return barRight{note: t.ctx.Localizer.N("daletable.bar.cleanup", v.Seats[v.Active].HandLimit, map[string]any{"N": v.Seats[v.Active].HandLimit})}
}

// barActions are the buttons: buy, rearrange the market (Calculations),
// play a technique, build the next stack, inventory, Wise Spy.
func (t *Table) barActions(v *eng.View) []barAction {
	opts := t.humanOptions(v)
	mine := len(opts) > 0
	atAction := mine && v.Prompt.Kind == eng.KindAction
	var buys, plays, builds []game.Option
	var arrange, inventory, spy, confirm game.Option
	for _, o := range opts {
		switch eng.MustDecode(o).Type {
		case eng.MoveConfirm:
			confirm = o
		case eng.MoveBuy:
			buys = append(buys, o)
		case eng.MovePlay:
			plays = append(plays, o)
		case eng.MoveBuild:
			builds = append(builds, o)
		case eng.MoveArrange:
			arrange = o
		case eng.MoveInventory:
			inventory = o
		case eng.MoveSpy:
			spy = o
		}
	}
	// why is a disabled button's caption when the action is not open.
	why := func(none string) string {
		switch {
		case v.Over:
			return t.T("dale.ui.game_over")
		case !mine:
			return t.T("daletable.why.not_yours")
		case !atAction:
			return t.T("daletable.why.finish_step")
		}
		return t.T(none)
	}
	next := v.Seats[t.viewer].NextStack
	stackN := len(v.Stall(t.viewer).Stacks) + 1

	buy := barAction{label: t.T("daletable.act.buy"), caption: why("daletable.why.no_buy")}
	if v.Prompt.Kind == eng.KindPay && mine {
		// The step's own button: it pays once the cards chosen cover
		// the price.
		buy.label, buy.short, buy.high = t.T("daletable.act.buying"), t.T("daletable.act.buy"), true
		buy.caption = t.T("daletable.act.buying_caption", map[string]any{"Card": t.cardName(v.Prompt.Card), "N": v.Prompt.Price})
		if p := t.payment(v); p != nil {
			if check := p.check(v); check.Complete {
				buy.label = t.T("daletable.pay.confirm", map[string]any{"N": check.Sum})
				buy.short, buy.enabled, buy.tap = "", true, act{kind: actPayNow}
			}
		}
	}
	if len(buys) > 0 {
		buy.enabled = true
		buy.caption = t.ctx.Localizer.N("daletable.act.buy_caption", len(buys), map[string]any{"N": len(buys)})
		buy.tap = act{kind: actList, typ: eng.MoveBuy}
	}

	play := barAction{label: t.T("daletable.act.play"), short: t.T("daletable.act.play_idle"), caption: why("daletable.why.no_play")}
	if len(plays) > 0 {
		play.enabled = true
		play.caption = t.T("daletable.act.play_caption")
		play.tap = act{kind: actList, typ: eng.MovePlay}
		if o, ok := t.selectedOption(v, eng.MovePlay); ok {
			name := t.cardName(t.selected)
			play.label, play.short, play.high = t.T("daletable.act.play_card", map[string]any{"Card": name}), t.T("daletable.act.play_short"), true
			play.caption = t.T("daletable.act.play_confirm")
			play.tap = choose(o)
		}
	}

	build := barAction{label: t.T("daletable.act.build", map[string]any{"N": stackN}),
		short: t.T("daletable.act.build_short", map[string]any{"N": stackN}), caption: why("daletable.why.no_build")}
	if atAction && len(builds) == 0 {
		build.caption = t.T("daletable.why.no_build_total", map[string]any{"N": next})
	}
	if (v.Prompt.Kind == eng.KindStack || v.Prompt.Kind == eng.KindHelp) && mine {
		build.high = true
		build.caption = t.T("daletable.act.building_caption", map[string]any{"Sum": v.Prompt.Sum, "Goal": v.Prompt.Goal})
		if confirm != 0 {
			build.label = t.T("daletable.stack.confirm", map[string]any{"N": v.Prompt.Sum})
			build.short, build.enabled, build.tap = "", true, choose(confirm)
		}
	}
	if len(builds) > 0 {
		build.enabled = true
		build.caption = t.T("daletable.act.build_caption", map[string]any{"N": next})
		build.tap = act{kind: actList, typ: eng.MoveBuild}
		if o, ok := t.selectedOption(v, eng.MoveBuild); ok {
			build.label = t.T("daletable.act.build_with", map[string]any{"N": stackN, "Card": t.cardName(t.selected)})
			build.short = t.T("daletable.act.build_short", map[string]any{"N": stackN})
			build.high = true
			build.caption = t.T("daletable.act.build_caption", map[string]any{"N": next})
			build.tap = choose(o)
		}
	}

	inv := barAction{label: t.T("daletable.act.inventory"), caption: why("daletable.why.no_inventory")}
	if v.Prompt.Kind == eng.KindInventory && mine {
		inv.high = true
		inv.caption = t.T("daletable.act.inventory_now")
		if confirm != 0 {
			inv.label, inv.short = t.T("daletable.inventory.done"), t.T("dale.move.confirm")
			inv.enabled, inv.tap = true, choose(confirm)
		}
	}
	if inventory != 0 {
		inv.enabled = true
		inv.caption = t.T("daletable.act.inventory_caption")
		inv.tap = act{kind: actArm, opt: inventory}
		if t.armed == inventory {
			inv.label, inv.high, inv.caption = t.T("daletable.act.confirm_inventory"), true, t.T("daletable.act.cannot_undo")
			inv.short = t.T("dale.move.confirm")
			inv.tap = choose(inventory)
		}
	}
	out := []barAction{buy}
	if arrange != 0 {
		out = append(out, barAction{label: t.T("daletable.act.arrange"), short: t.cardName(eng.Calculations),
			caption: t.T("daletable.act.arrange_caption"), enabled: true, tap: choose(arrange)})
	}
	out = append(out, play, build, inv)
	if spy != 0 {
		a := barAction{label: t.T("daletable.act.spy"), short: t.cardName(eng.WiseSpy), caption: t.T("daletable.act.spy_caption"),
			enabled: true, tap: act{kind: actArm, opt: spy}}
		if t.armed == spy {
			a.high, a.caption, a.tap = true, t.T("daletable.act.cannot_undo"), choose(spy)
		}
		out = append(out, a)
	}
	return out
}

// selectedOption is the option of type typ for the selected hand card.
func (t *Table) selectedOption(v *eng.View, typ eng.MoveType) (game.Option, bool) {
	if t.selected == eng.NoCard {
		return 0, false
	}
	for _, o := range t.humanOptions(v) {
		if m := eng.MustDecode(o); m.Type == typ && m.Card == t.selected {
			return o, true
		}
	}
	return 0, false
}

// list shows, in the prompt panel, the choices of an action of type typ
// (the cards to buy, the techniques to play, the cards to start the stack).
func (t *Table) list(typ eng.MoveType) {
	t.listing, t.armed, t.selected = typ, 0, eng.NoCard
	t.redraw()
}

// arm asks, in the prompt panel, to confirm o, which cannot be undone.
func (t *Table) arm(o game.Option) {
	t.armed, t.listing, t.selected, t.endArmed = o, 0, eng.NoCard, false
	t.redraw()
}

// disarm drops the local choice (a selected card, an armed or listed
// action) without playing anything.
func (t *Table) disarm() {
	t.armed, t.listing, t.selected, t.endArmed = 0, 0, eng.NoCard, false
	t.redraw()
}
