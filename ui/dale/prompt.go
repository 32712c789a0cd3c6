package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
)

// promptPanel is the fixed panel right of the hand: what the decision
// needs, the running total, and a button for every option that is not a
// tap on a hand card (plus the options of the selected hand card).
func (t *Table) promptPanel(v *eng.View) fyne.CanvasObject {
	p := v.Prompt
	box := container.NewVBox()
	seat := t.decider()
	if seat < 0 {
		return container.NewGridWrap(fyne.NewSize(300, 200), panel(box))
	}
	if seat != t.viewer || !t.human(seat) {
		box.Add(widget.NewLabel(t.T("dale.ui.waiting", map[string]any{"Name": t.name(seat)})))
		return container.NewGridWrap(fyne.NewSize(300, 200), panel(box))
	}
	key := "dale.prompt." + p.Kind.String()
	title := widget.NewLabel(t.T(key))
	title.TextStyle = fyne.TextStyle{Bold: true}
	title.Wrapping = fyne.TextWrapWord
	box.Add(title)
	if p.Card != eng.NoCard && p.Kind != eng.KindAction {
		box.Add(t.cardChip(t.T("dale.ui.for_card", map[string]any{"Card": t.cardName(p.Card)}), p.Card))
	}
	if p.Target >= 0 {
		box.Add(widget.NewLabel(t.T("dale.ui.target", map[string]any{"Name": t.name(p.Target)})))
	}
	switch p.Kind {
	case eng.KindPay:
		box.Add(widget.NewLabel(t.T("dale.ui.sum_price", map[string]any{"Sum": p.Sum, "Price": p.Price})))
	case eng.KindStack, eng.KindHelp:
		box.Add(widget.NewLabel(t.T("dale.ui.sum_goal", map[string]any{"Sum": p.Sum, "Goal": p.Goal})))
		if p.Kind == eng.KindStack && p.Declined {
			alone := widget.NewLabel(t.T("dale.ui.declined"))
			alone.Wrapping = fyne.TextWrapWord
			box.Add(alone)
		}
	}
	if p.Left > 0 {
		box.Add(widget.NewLabel(t.T("dale.ui.more", map[string]any{"N": p.Left})))
	}
	hand := false
	buttons := container.NewVBox()
	for _, o := range t.humanOptions(v) {
		m := eng.MustDecode(o)
		if handMove(v, m) {
			hand = true
			if m.Card != t.selected {
				continue
			}
		}
		buttons.Add(t.optionButton(v, o, m))
	}
	if hand {
		hint := widget.NewLabel(t.T("dale.ui.tap_hand"))
		hint.Wrapping = fyne.TextWrapWord
		hint.TextStyle = fyne.TextStyle{Italic: true}
		box.Add(hint)
	}
	box.Add(buttons)
	if hint := t.hints.panel(); hint != nil {
		box.Add(hint)
	}
	return container.NewGridWrap(fyne.NewSize(330, 230), panel(container.NewVScroll(box)))
}

func (t *Table) optionButton(v *eng.View, o game.Option, m eng.Move) *widget.Button {
	b := widget.NewButton(t.optionLabel(v, m), func() { t.choose(o) })
	switch m.Type {
	case eng.MoveConfirm:
		b.Importance = widget.HighImportance
	case eng.MoveCancel, eng.MovePass:
		b.Importance = widget.LowImportance
	}
	return b
}
