package dale

import (
	"fmt"

	"agora/game"
	eng "agora/game/dale"
)

// The prompt panel's words (promptzone.go draws them): the table says
// what the decision owed now asks, the cards chosen so far, and the
// answers, each naming what its tap asks of the dispatch.

// promptState is the prompt zone's state for the decision owed now.
func (t *Table) promptState(v *eng.View) promptState {
	s := t.promptWords(v)
	s.width, s.ui, s.look = t.dims.promptW, t.uiScale(), t.look()
	return s
}

// promptWords are the panel's title, body and buttons for v.
func (t *Table) promptWords(v *eng.View) promptState {
	p := v.Prompt
	seat := t.decider()
	switch {
	case seat < 0:
		return promptState{title: t.T("dale.ui.game_over")}
	case t.watching():
		return promptState{title: t.T("dale.ui.watch_title"), body: []promptItem{
			boldPara(t.T("daletable.bar.waiting", map[string]any{"Name": t.name(seat)})),
			para(t.T("daletable.step." + p.Kind.String())),
			para(t.T("dale.ui.watch_side", t.whose(t.viewer)))}}
	case seat != t.viewer || !t.human(seat):
		return promptState{title: t.T("dale.ui.waiting", t.whose(seat)),
			body: []promptItem{para(t.T("daletable.step." + p.Kind.String()))}}
	case t.armed != 0:
		return t.armedPanel(v)
	case t.selected != eng.NoCard && len(t.cardOptions(v, t.selected)) > 0:
		return t.selectedPanel(v)
	case t.listing != 0 && p.Kind == eng.KindAction:
		return t.listPanel(v)
	}
	switch p.Kind {
	case eng.KindAction:
		title := t.T("daletable.prompt.your_action")
		if v.ActionsLeft > 1 {
			title = t.ctx.Localizer.N("daletable.prompt.actions_left", v.ActionsLeft, map[string]any{"N": v.ActionsLeft})
		}
		return promptState{title: title, body: t.withHint([]promptItem{para(t.T("daletable.prompt.action_help"))})}
	case eng.KindPay:
		return t.payPanel(v)
	case eng.KindStack, eng.KindHelp:
		return t.stackPanel(v)
	}
	return t.answerPanel(v)
}

// para is a paragraph of the panel; boldPara one in bold.
func para(s string) promptItem     { return promptItem{kind: itemText, text: s} }
func boldPara(s string) promptItem { return promptItem{kind: itemText, text: s, bold: true} }

// putBack is the button that drops a local choice.
func (t *Table) putBack() promptButton {
	return promptButton{label: t.T("dale.move.cancel"), tap: act{kind: actDisarm}}
}

// withHint is body with the hint's button and line, when a hint is
// offered.
func (t *Table) withHint(body []promptItem) []promptItem {
	if h := t.hints.panel(); h != nil {
		return append(body, promptItem{kind: itemHint, hint: h, hintOffered: true,
			hintShown: fmt.Sprint(t.hints.busy, t.hints.text)})
	}
	return body
}

// armedPanel asks to confirm an action that cannot be undone.
func (t *Table) armedPanel(v *eng.View) promptState {
	m := eng.MustDecode(t.armed)
	var body []promptItem
	switch m.Type {
	case eng.MoveInventory:
		body = append(body, para(t.T("daletable.confirm.inventory")))
	case eng.MoveSpy:
		body = append(body, para(t.T("daletable.confirm.spy")))
	case eng.MoveSlot:
		if c := v.Market[m.Slot].Card; c != eng.NoCard {
			body = append(body, para(t.cardDetail(c)))
		}
	}
	body = append(body, para(t.T("daletable.act.cannot_undo")))
	return promptState{title: t.optionLabel(v, m), body: body,
		buttons: []promptButton{t.putBack(), {label: t.T("dale.move.confirm"), high: true, tap: choose(t.armed)}}}
}

// selectedPanel shows the selected hand card and what it may do; the
// buttons confirm.
func (t *Table) selectedPanel(v *eng.View) promptState {
	c := t.selected
	buttons := []promptButton{t.putBack()}
	for _, o := range t.cardOptions(v, c) {
		m := eng.MustDecode(o)
		label := t.optionLabel(v, m)
		switch m.Type {
		case eng.MovePlay:
			label = t.T("daletable.act.play_card", map[string]any{"Card": t.cardName(c)})
		case eng.MoveBuild:
			label = t.T("daletable.act.build", map[string]any{"N": len(v.Stall(t.viewer).Stacks) + 1})
		case eng.MoveAdd:
			if v.Prompt.Kind == eng.KindInventory {
				label = t.T("daletable.discard_card", map[string]any{"Card": t.cardName(c)})
			}
		}
		buttons = append(buttons, promptButton{label: label, high: m.Type != eng.MoveBuild, tap: choose(o)})
	}
	body := []promptItem{para(t.cardDetail(c))}
	if k := v.Prompt.Kind; k != eng.KindAction && k != eng.KindPay && k != eng.KindStack {
		body = append([]promptItem{para(t.T("dale.prompt." + k.String()))}, body...)
	}
	return promptState{title: t.cardName(c), body: body, buttons: buttons}
}

// listPanel lists an action's choices: the market cards to buy, the
// techniques to play (a tap selects the card, to be confirmed), the
// cards that may start the stack.
func (t *Table) listPanel(v *eng.View) promptState {
	var title string
	switch t.listing {
	case eng.MoveBuy:
		title = t.T("daletable.list.buy")
	case eng.MovePlay:
		title = t.T("daletable.list.play")
	case eng.MoveBuild:
		title = t.T("daletable.list.build", map[string]any{"N": len(v.Stall(t.viewer).Stacks) + 1, "Total": v.Seats[t.viewer].NextStack})
	}
	var body []promptItem
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		if m.Type != t.listing {
			continue
		}
		b := promptItem{kind: itemButton, choice: true, tap: choose(o)}
		switch m.Type {
		case eng.MoveBuy:
			b.text = t.T("daletable.list.buy_card", map[string]any{"Card": t.cardName(v.Market[m.Slot].Card), "N": v.Market[m.Slot].Price})
		case eng.MovePlay:
			b.text, b.tap = t.cardName(m.Card), act{kind: actSelect, card: m.Card}
		case eng.MoveBuild:
			b.text = t.cardName(m.Card) + " · " + t.ctx.Localizer.Int(m.Card.Value())
		default:
			continue
		}
		body = append(body, b)
	}
	return promptState{title: title, body: body, buttons: []promptButton{t.putBack()}}
}

// payPanel is the purchase: the card and its price, the cards chosen so
// far with their total, Cancel and Pay.
func (t *Table) payPanel(v *eng.View) promptState {
	p := v.Prompt
	var body []promptItem
	if p.Card != eng.NoCard && p.Slot >= 0 {
		c := p.Card
		line := t.T("daletable.pay.price", map[string]any{"Value": c.Value(), "Slot": v.Market[p.Slot].Surcharge, "N": p.Price})
		body = append(body, promptItem{kind: itemChip, text: t.cardName(c), card: c}, promptItem{kind: itemLine, text: line})
	}
	title := t.T("daletable.pay.title")
	pay := t.payment(v)
	if pay == nil { // a picture of the game: the cards the engine holds
		return promptState{title: title, body: append(body, t.selection(p.Selected, t.T("daletable.sum", map[string]any{"N": p.Sum})))}
	}
	check := pay.check(v)
	help := t.T("daletable.pay.choose", map[string]any{"N": p.Price})
	switch {
	case check.Complete && pay.proposed:
		help = t.T("daletable.pay.proposed")
	case check.Complete:
		help = t.T("daletable.pay.ready")
	}
	body = append(body, boldPara(help), t.selection(pay.cards, t.T("daletable.sum", map[string]any{"N": check.Sum})))
	if box, ok := t.keepGlue(v, pay); ok {
		body = append(body, box)
	}
	if r := v.Seats[t.viewer].PriceRaise; r > 0 {
		body = append(body, para(t.T("daletable.pay.raise", map[string]any{"N": r})))
	}
	body = t.withHint(append(body, t.nonHandButtons(v)...))
	var buttons []promptButton
	for _, o := range t.humanOptions(v) {
		if eng.MustDecode(o).Type == eng.MoveCancel {
			buttons = append(buttons, promptButton{label: t.T("dale.move.cancel"), tap: choose(o)})
		}
	}
	buttons = append(buttons, promptButton{label: t.T("daletable.pay.confirm", map[string]any{"N": check.Sum}), high: true,
		off: !check.Complete, tap: act{kind: actPayNow}})
	return promptState{title: title, body: body, buttons: buttons}
}

// stackPanel is the stack being built (or the partner's help): its goal,
// the cards chosen with their total, and the answers.
func (t *Table) stackPanel(v *eng.View) promptState {
	p := v.Prompt
	title := t.T("daletable.stack.title", map[string]any{"N": len(v.Stall(t.viewer).Stacks) + 1})
	if p.Kind == eng.KindHelp {
		title = t.T("dale.prompt.help")
	}
	body := []promptItem{boldPara(t.T("daletable.stack.goal", map[string]any{"N": p.Goal})),
		t.selection(p.Selected, t.T("daletable.sum_of", map[string]any{"Sum": p.Sum, "Goal": p.Goal}))}
	if p.Kind == eng.KindStack && p.Declined {
		body = append(body, para(t.T("dale.ui.declined")))
	}
	body = t.withHint(append(body, t.nonHandButtons(v)...))
	return promptState{title: title, body: body, buttons: t.footer(v, t.T("daletable.stack.confirm", map[string]any{"N": p.Sum}))}
}

// answerPanel is any other decision: what it is for, the choices that
// are not cards of the hand as buttons, and a word on the hand's.
func (t *Table) answerPanel(v *eng.View) promptState {
	p := v.Prompt
	var body []promptItem
	if p.Card != eng.NoCard && p.Kind != eng.KindAction {
		body = append(body, promptItem{kind: itemChip, text: t.T("dale.ui.for_card", map[string]any{"Card": t.cardName(p.Card)}), card: p.Card})
	}
	if p.Target >= 0 {
		body = append(body, para(t.T("dale.ui.target", map[string]any{"Name": t.name(p.Target)})))
	}
	if p.Left > 0 {
		body = append(body, para(t.T("dale.ui.more", map[string]any{"N": p.Left})))
	}
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		if m.Type == eng.MoveReact {
			// The owl is named on its button: a click on it is the
			// answer.
			body = append(body, promptItem{kind: itemButton, text: t.optionLabel(v, m), high: true, fit: true, choice: true, tap: choose(o)})
			continue
		}
		if handMove(v, m) {
			help := t.T("dale.ui.tap_hand")
			if p.Kind == eng.KindInventory {
				help = t.T("daletable.inventory.help")
			}
			body = append(body, para(help))
			break
		}
	}
	body = t.withHint(append(body, t.nonHandButtons(v)...))
	confirm := t.T("dale.move.confirm")
	if p.Kind == eng.KindInventory {
		confirm = t.T("daletable.inventory.done")
	}
	return promptState{title: t.T("dale.prompt." + p.Kind.String()), body: body, buttons: t.footer(v, confirm)}
}

// selection is the total of the cards chosen so far, then the cards.
func (t *Table) selection(cards []eng.Card, total string) promptItem {
	it := promptItem{kind: itemSelection, text: t.T("daletable.selected"), total: total}
	for _, c := range cards {
		it.chips = append(it.chips, chipState{text: t.ctx.Localizer.Int(c.Value()), card: c})
	}
	return it
}

// nonHandButtons are the options that are not a card of the hand nor a
// footer answer (confirm, cancel, ask, pass): a market card to take, a
// player, a direction, a number, a card set aside...
func (t *Table) nonHandButtons(v *eng.View) []promptItem {
	var out []promptItem
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		switch m.Type {
		case eng.MoveConfirm, eng.MoveCancel, eng.MoveAsk, eng.MovePass:
			continue
		}
		if handMove(v, m) {
			continue
		}
		label := t.optionLabel(v, m)
		if m.Type == eng.MoveSwap {
			label = t.T("daletable.swap", map[string]any{"A": eng.Surcharge(m.Slot), "B": eng.Surcharge(m.Value)})
		}
		out = append(out, promptItem{kind: itemButton, text: label, high: o == t.armed, fit: true, choice: true, tap: choose(o)})
	}
	return out
}

// footer is the step's answers: pass, cancel (decline, for a partner's
// help), ask the partner, and the confirmation, shown disabled while the
// selection does not allow it.
func (t *Table) footer(v *eng.View, confirm string) []promptButton {
	var out []promptButton
	var ok game.Option
	for _, o := range t.humanOptions(v) {
		switch eng.MustDecode(o).Type {
		case eng.MovePass:
			out = append(out, promptButton{label: t.T("dale.move.pass"), tap: choose(o)})
		case eng.MoveCancel:
			label := t.T("dale.move.cancel")
			if v.Prompt.Kind == eng.KindHelp {
				label = t.T("daletable.decline")
			}
			out = append(out, promptButton{label: label, tap: choose(o)})
		case eng.MoveAsk:
			out = append(out, promptButton{label: t.T("dale.move.ask"), tap: choose(o)})
		case eng.MoveConfirm:
			ok = o
		}
	}
	switch v.Prompt.Kind {
	case eng.KindPay, eng.KindStack, eng.KindHelp, eng.KindInventory, eng.KindArrange:
	default:
		if ok == 0 {
			return out
		}
	}
	return append(out, promptButton{label: confirm, high: true, off: ok == 0, tap: choose(ok)})
}
