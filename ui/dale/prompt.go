package dale

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
)

// The prompt panel is the one fixed place, right of the hand and above
// the action bar, where every decision is asked: what is needed, the
// running total of the cards chosen (they are lifted in the hand), and
// the buttons that answer. Whatever cannot be undone waits there for its
// confirmation.

// promptPanel is the panel for the decision owed now.
func (t *Table) promptPanel(v *eng.View) fyne.CanvasObject {
	p := v.Prompt
	seat := t.decider()
	switch {
	case seat < 0:
		return t.promptFrame(t.T("dale.ui.game_over"), nil, nil)
	case seat != t.viewer || !t.human(seat):
		return t.promptFrame(t.T("dale.ui.waiting", map[string]any{"Name": t.name(seat)}),
			[]fyne.CanvasObject{t.wrapped(t.T("daletable.step."+p.Kind.String()), false)}, nil)
	case t.armed != 0:
		return t.armedPanel(v)
	case t.selected != eng.NoCard && len(t.cardOptions(v, t.selected)) > 0:
		return t.selectedPanel(v)
	case t.listing != 0 && p.Kind == eng.KindAction:
		return t.listPanel(v)
	}
	switch p.Kind {
	case eng.KindAction:
		return t.actionPanel(v)
	case eng.KindPay:
		return t.payPanel(v)
	case eng.KindStack, eng.KindHelp:
		return t.stackPanel(v)
	}
	return t.answerPanel(v)
}

// promptFrame is the panel: a title, a body that scrolls when it is long,
// and the buttons at the bottom, always in view.
func (t *Table) promptFrame(title string, body, buttons []fyne.CanvasObject) fyne.CanvasObject {
	head := t.newLine(title, 14, true, inkBlue())
	band := canvas.NewRectangle(currentPalette().blueWash)
	band.CornerRadius = 4
	top := container.NewStack(band, container.New(layout.NewCustomPaddedLayout(4, 4, 6, 6), head))
	var foot fyne.CanvasObject
	footH := float32(0)
	if len(buttons) > 0 {
		foot = t.buttonRow(buttons)
		// Measured before the table's theme reaches them: at the
		// theme's scale (up, never down, so never short).
		footH = foot.MinSize().Height * max(t.uiScale(), 1)
	}
	bodyH := float32(0)
	var center fyne.CanvasObject
	if len(body) > 0 {
		box := container.New(&proseLayout{t: t}, body...)
		center = container.NewVScroll(box)
		k := t.uiScale()
		for _, o := range body {
			bodyH += t.heightIn(o, t.dims.promptW-36*k) + 4*k
		}
		bodyH = min(bodyH, 260*k)
	}
	t.promptWant = top.MinSize().Height + footH + bodyH + 24
	bg := canvas.NewRectangle(panelFill())
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = inkBlue(), 2, 6
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(6, 6, 6, 6),
		container.NewBorder(top, foot, nil, nil, center)))
}

// buttonRow puts the buttons side by side when they fit the panel, one
// under another when not.
func (t *Table) buttonRow(buttons []fyne.CanvasObject) fyne.CanvasObject {
	w := float32(0)
	for _, b := range buttons {
		if wb, ok := b.(*widget.Button); ok {
			w = max(w, t.buttonWidth(wb.Text))
		} else {
			w = max(w, b.MinSize().Width*max(t.uiScale(), 1))
		}
	}
	if float32(len(buttons))*(w+6) <= t.dims.promptW-16 {
		return container.NewGridWithColumns(len(buttons), buttons...)
	}
	return container.NewVBox(buttons...)
}

// wrapped is a text that wraps within the panel.
func (t *Table) wrapped(s string, bold bool) fyne.CanvasObject {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	l.TextStyle = fyne.TextStyle{Bold: bold}
	return l
}

// button is a panel button; high marks the step's main answer.
func (t *Table) button(label string, high bool, tap func()) *widget.Button {
	b := widget.NewButton(label, tap)
	if high {
		b.Importance = widget.HighImportance
		t.keys.mains = append(t.keys.mains, b) // Enter presses it
	}
	return b
}

// putBack is the button that drops a local choice.
func (t *Table) putBack() fyne.CanvasObject {
	return t.button(t.T("dale.move.cancel"), false, t.disarm)
}

// actionPanel invites the turn's action.
func (t *Table) actionPanel(v *eng.View) fyne.CanvasObject {
	title := t.T("daletable.prompt.your_action")
	if v.ActionsLeft > 1 {
		title = t.ctx.Localizer.N("daletable.prompt.actions_left", v.ActionsLeft, map[string]any{"N": v.ActionsLeft})
	}
	body := []fyne.CanvasObject{t.wrapped(t.T("daletable.prompt.action_help"), false)}
	if h := t.hints.panel(); h != nil {
		body = append(body, h)
	}
	return t.promptFrame(title, body, nil)
}

// armedPanel asks to confirm an action that cannot be undone.
func (t *Table) armedPanel(v *eng.View) fyne.CanvasObject {
	m := eng.MustDecode(t.armed)
	var body []fyne.CanvasObject
	switch m.Type {
	case eng.MoveInventory:
		body = append(body, t.wrapped(t.T("daletable.confirm.inventory"), false))
	case eng.MoveSpy:
		body = append(body, t.wrapped(t.T("daletable.confirm.spy"), false))
	case eng.MoveSlot:
		if c := v.Market[m.Slot].Card; c != eng.NoCard {
			body = append(body, t.wrapped(t.cardDetail(c), false))
		}
	}
	body = append(body, t.wrapped(t.T("daletable.act.cannot_undo"), false))
	o := t.armed
	return t.promptFrame(t.optionLabel(v, m), body,
		[]fyne.CanvasObject{t.putBack(), t.button(t.T("dale.move.confirm"), true, func() { t.choose(o) })})
}

// selectedPanel shows the selected hand card and what it may do; the
// buttons confirm.
func (t *Table) selectedPanel(v *eng.View) fyne.CanvasObject {
	c := t.selected
	buttons := []fyne.CanvasObject{t.putBack()}
	for _, o := range t.cardOptions(v, c) {
		m := eng.MustDecode(o)
		opt := o
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
		buttons = append(buttons, t.button(label, m.Type != eng.MoveBuild, func() { t.choose(opt) }))
	}
	body := []fyne.CanvasObject{t.wrapped(t.cardDetail(c), false)}
	if v.Prompt.Kind != eng.KindAction && v.Prompt.Kind != eng.KindPay && v.Prompt.Kind != eng.KindStack {
		body = append([]fyne.CanvasObject{t.wrapped(t.T("dale.prompt."+v.Prompt.Kind.String()), false)}, body...)
	}
	return t.promptFrame(t.cardName(c), body, buttons)
}

// listPanel lists an action's choices: the market cards to buy, the
// techniques to play (a tap selects the card, to be confirmed), the
// cards that may start the stack.
func (t *Table) listPanel(v *eng.View) fyne.CanvasObject {
	var title string
	var body []fyne.CanvasObject
	stackN := len(v.Stall(t.viewer).Stacks) + 1
	switch t.listing {
	case eng.MoveBuy:
		title = t.T("daletable.list.buy")
	case eng.MovePlay:
		title = t.T("daletable.list.play")
	case eng.MoveBuild:
		title = t.T("daletable.list.build", map[string]any{"N": stackN, "Total": v.Seats[t.viewer].NextStack})
	}
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		if m.Type != t.listing {
			continue
		}
		opt := o
		var b *widget.Button
		switch m.Type {
		case eng.MoveBuy:
			c := v.Market[m.Slot].Card
			b = t.button(t.T("daletable.list.buy_card", map[string]any{"Card": t.cardName(c), "N": v.Market[m.Slot].Price}),
				false, func() { t.choose(opt) })
		case eng.MovePlay:
			c := m.Card
			b = t.button(t.cardName(c), false, func() {
				t.listing, t.selected, t.selectedAt = 0, c, -1
				t.redraw()
			})
		case eng.MoveBuild:
			b = t.button(t.cardName(m.Card)+" · "+t.ctx.Localizer.Int(m.Card.Value()), false, func() { t.choose(opt) })
		}
		if b != nil {
			body = append(body, b)
			t.keys.choices = append(t.keys.choices, b) // a digit presses it
		}
	}
	return t.promptFrame(title, body, []fyne.CanvasObject{t.putBack()})
}

// payPanel is the purchase: the card and its price, the cards chosen so
// far with their total, Cancel and Pay.
func (t *Table) payPanel(v *eng.View) fyne.CanvasObject {
	p := v.Prompt
	var body []fyne.CanvasObject
	if p.Card != eng.NoCard && p.Slot >= 0 {
		c := p.Card
		line := t.T("daletable.pay.price", map[string]any{"Value": c.Value(), "Slot": v.Market[p.Slot].Surcharge, "N": p.Price})
		body = append(body, t.chip(t.cardName(c), c), t.newLine(line, 12, false, inkDark()))
	}
	pay := t.payment(v)
	if pay == nil { // a picture of the game: the cards the engine holds
		body = append(body, t.selection(p.Selected, t.T("daletable.sum", map[string]any{"N": p.Sum})))
		return t.promptFrame(t.T("daletable.pay.title"), body, nil)
	}
	check := pay.check(v)
	help := t.T("daletable.pay.choose", map[string]any{"N": p.Price})
	switch {
	case check.Complete && pay.proposed:
		help = t.T("daletable.pay.proposed")
	case check.Complete:
		help = t.T("daletable.pay.ready")
	}
	body = append(body, t.wrapped(help, true))
	body = append(body, t.selection(pay.cards, t.T("daletable.sum", map[string]any{"N": check.Sum})))
	if box := t.keepGlue(v, pay); box != nil {
		body = append(body, box)
	}
	if r := v.Seats[t.viewer].PriceRaise; r > 0 {
		body = append(body, t.wrapped(t.T("daletable.pay.raise", map[string]any{"N": r}), false))
	}
	body = append(body, t.nonHandButtons(v)...)
	if h := t.hints.panel(); h != nil {
		body = append(body, h)
	}
	var buttons []fyne.CanvasObject
	for _, o := range t.humanOptions(v) {
		if eng.MustDecode(o).Type == eng.MoveCancel {
			opt := o
			buttons = append(buttons, t.button(t.T("dale.move.cancel"), false, func() { t.choose(opt) }))
		}
	}
	b := t.button(t.T("daletable.pay.confirm", map[string]any{"N": check.Sum}), true, t.payNow)
	if !check.Complete {
		b.Disable()
	}
	return t.promptFrame(t.T("daletable.pay.title"), body, append(buttons, b))
}

// stackPanel is the stack being built (or the partner's help): its goal,
// the cards chosen with their total, and the answers.
func (t *Table) stackPanel(v *eng.View) fyne.CanvasObject {
	p := v.Prompt
	n := len(v.Stall(t.viewer).Stacks) + 1
	title := t.T("daletable.stack.title", map[string]any{"N": n})
	if p.Kind == eng.KindHelp {
		title = t.T("dale.prompt.help")
	}
	body := []fyne.CanvasObject{t.wrapped(t.T("daletable.stack.goal", map[string]any{"N": p.Goal}), true),
		t.selection(p.Selected, t.T("daletable.sum_of", map[string]any{"Sum": p.Sum, "Goal": p.Goal}))}
	if p.Kind == eng.KindStack && p.Declined {
		body = append(body, t.wrapped(t.T("dale.ui.declined"), false))
	}
	body = append(body, t.nonHandButtons(v)...)
	if h := t.hints.panel(); h != nil {
		body = append(body, h)
	}
	return t.promptFrame(title, body, t.footer(v, t.T("daletable.stack.confirm", map[string]any{"N": p.Sum})))
}

// answerPanel is any other decision: what it is for, the choices that
// are not cards of the hand as buttons, and a word on the hand's.
func (t *Table) answerPanel(v *eng.View) fyne.CanvasObject {
	p := v.Prompt
	var body []fyne.CanvasObject
	if p.Card != eng.NoCard && p.Kind != eng.KindAction {
		body = append(body, t.chip(t.T("dale.ui.for_card", map[string]any{"Card": t.cardName(p.Card)}), p.Card))
	}
	if p.Target >= 0 {
		body = append(body, t.wrapped(t.T("dale.ui.target", map[string]any{"Name": t.name(p.Target)}), false))
	}
	if p.Left > 0 {
		body = append(body, t.wrapped(t.T("dale.ui.more", map[string]any{"N": p.Left}), false))
	}
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		if m.Type == eng.MoveReact {
			// The owl is named on its button: a click on it is the
			// answer.
			opt := o
			body = append(body, t.fitButton(t.optionLabel(v, m), true, func() { t.choose(opt) }))
			continue
		}
		if handMove(v, m) {
			help := t.T("dale.ui.tap_hand")
			if p.Kind == eng.KindInventory {
				help = t.T("daletable.inventory.help")
			}
			body = append(body, t.wrapped(help, false))
			break
		}
	}
	body = append(body, t.nonHandButtons(v)...)
	if h := t.hints.panel(); h != nil {
		body = append(body, h)
	}
	confirm := t.T("dale.move.confirm")
	if p.Kind == eng.KindInventory {
		confirm = t.T("daletable.inventory.done")
	}
	return t.promptFrame(t.T("dale.prompt."+p.Kind.String()), body, t.footer(v, confirm))
}

// selection shows the total of the cards chosen so far, then the cards:
// the total stays in view when many cards make the row scroll.
func (t *Table) selection(cards []eng.Card, total string) fyne.CanvasObject {
	row := container.NewHBox(t.text(t.T("daletable.selected"), 12, false, inkMuted()), t.text(total, 14, true, inkDark()))
	for _, c := range cards {
		row.Add(t.chip(t.ctx.Localizer.Int(c.Value()), c))
	}
	return container.NewHScroll(row)
}

// nonHandButtons are the options that are not a card of the hand nor a
// footer answer (confirm, cancel, ask, pass): a market card to take, a
// player, a direction, a number, a card set aside...
func (t *Table) nonHandButtons(v *eng.View) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		switch m.Type {
		case eng.MoveConfirm, eng.MoveCancel, eng.MoveAsk, eng.MovePass:
			continue
		}
		if handMove(v, m) {
			continue
		}
		opt := o
		label := t.optionLabel(v, m)
		if m.Type == eng.MoveSwap {
			label = t.T("daletable.swap", map[string]any{"A": eng.Surcharge(m.Slot), "B": eng.Surcharge(m.Value)})
		}
		out = append(out, t.fitButton(label, o == t.armed, func() { t.choose(opt) }))
	}
	return out
}

// fitButton is a panel button whose label is cut to the panel's width,
// the whole label on hover.
func (t *Table) fitButton(label string, high bool, tap func()) fyne.CanvasObject {
	room := t.dims.promptW - 40
	b := t.button(label, high, tap)
	t.keys.choices = append(t.keys.choices, b) // a digit presses it
	if t.buttonWidth(label) <= room {
		return b
	}
	b.SetText(fitLine(label, room-24, t.uiText(), true))
	return t.newZoneTap(b, label, nil, nil)
}

// footer is the step's answers: pass, cancel (decline, for a partner's
// help), ask the partner, and the confirmation, shown disabled while the
// selection does not allow it.
func (t *Table) footer(v *eng.View, confirm string) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	var ok game.Option
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		opt := o
		switch m.Type {
		case eng.MovePass:
			out = append(out, t.button(t.T("dale.move.pass"), false, func() { t.choose(opt) }))
		case eng.MoveCancel:
			label := t.T("dale.move.cancel")
			if v.Prompt.Kind == eng.KindHelp {
				label = t.T("daletable.decline")
			}
			out = append(out, t.button(label, false, func() { t.choose(opt) }))
		case eng.MoveAsk:
			out = append(out, t.button(t.T("dale.move.ask"), false, func() { t.choose(opt) }))
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
	b := t.button(confirm, true, func() { t.choose(ok) })
	if ok == 0 {
		b.Disable()
	}
	return append(out, b)
}

// heightIn is how high o stands in a panel width px wide: a wrapped
// label by its words, anything else by its least size.
func (t *Table) heightIn(o fyne.CanvasObject, width float32) float32 {
	l, ok := o.(*widget.Label)
	if !ok || l.Wrapping == fyne.TextWrapOff {
		// Measured before the table's theme reaches it: at the theme's
		// scale (up, never down, so never short).
		return o.MinSize().Height * max(t.uiScale(), 1)
	}
	style := l.TextStyle
	lines := 0
	for _, para := range strings.Split(l.Text, "\n") {
		lines += len(wrapTo(para, width, t.uiText(), style, 99))
	}
	// A line is its text and the theme's spacing between lines.
	lineH := fyne.MeasureText("Ag", t.uiText(), style).Height + tableTheme.Size(theme.SizeNameLineSpacing)*t.uiScale()
	return float32(max(lines, 1))*lineH + 8*t.uiScale()
}

// proseLayout stacks the prompt's body, one thing under another, each
// wrapped paragraph as high as its words need at the width it is given
// (heightIn): a label's own least height lags a change of the table's
// scale by a layout, and its last line would be cut.
type proseLayout struct{ t *Table }

// height is o's height in the body at width.
func (p *proseLayout) height(o fyne.CanvasObject, width float32) float32 {
	return max(o.MinSize().Height, p.t.heightIn(o, width))
}

// MinSize is the things one under another at the prompt's width.
func (p *proseLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	width := p.t.dims.promptW - 36*p.t.uiScale()
	var w, h float32
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		w = max(w, o.MinSize().Width)
		h += p.height(o, width) + 4*p.t.uiScale()
	}
	return fyne.NewSize(w, h)
}

// Layout puts them one under another across the width.
func (p *proseLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := p.height(o, size.Width-16*p.t.uiScale())
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + 4*p.t.uiScale()
	}
}
