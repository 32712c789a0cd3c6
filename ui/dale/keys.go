package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
	"agora/ui"
)

// The table's keyboard, the one every table shares (ui.TableKeys through
// ui.KeyHandlers): Enter presses the step's main button (Ready, Pay,
// Build, Confirm, the selected card's action) or else clicks the card in
// focus; Space clicks the card in focus; Escape drops what is chosen on
// the table (a selected card, an action waiting for its confirmation, a
// list), else gives up the purchase or stack being chosen, else the
// focus; 1 to 9 press the prompt panel's choices in order when it lists
// some, else click the hand's cards in order; the arrows move a focus
// ring over the live cards, ← and → along the hand or the market, ↑ to
// the market and ↓ to the hand; Ctrl+Z (Undo) drops what is chosen or
// undoes the step, as the bar's Undo does.

// Focus rows.
const (
	rowHand = iota
	rowMarket
)

// keyState is what the keyboard reaches on the table drawn last: the
// step's main buttons and the panel's choices in order, the hand's cards
// and the market's live cards in the order shown, and the focus.
type keyState struct {
	mains   []*widget.Button
	choices []*widget.Button
	hand    []*cardView // every card of the hand
	market  []*cardView // the live market cards, left to right
	// row and at place the focus: the at-th live card of the row, at
	// -1 for no focus.
	row, at int
}

// Key handles one key; it reports whether the key did something.
func (t *Table) Key(k fyne.KeyName) bool {
	if t.ctx.ReadOnly != nil {
		return false
	}
	t.mach.motion.m.Skip() // any key ends what is still moving
	return ui.KeyHandlers{
		Confirm: t.keyConfirm,
		Escape:  t.keyEscape,
		Digit:   t.keyDigit,
		Arrow:   t.keyArrow,
		Space:   func() bool { return t.tapFocus() },
	}.Key(k)
}

// Undo drops what is chosen on the table, or undoes the step being
// chosen (the bar's Undo).
func (t *Table) Undo() {
	if t.ctx.ReadOnly != nil || t.handoff || t.src.Over() {
		return
	}
	if t.armed != 0 || t.listing != 0 || t.selected != eng.NoCard || t.endArmed {
		t.disarm()
		return
	}
	if o := t.undoStep(t.view()); o != 0 {
		t.choose(o)
	}
}

// State is the position on the table, for Save as.
func (t *Table) State() game.State {
	switch {
	case t.state != nil:
		return t.state
	case t.remote != nil && t.remote.Final() != nil:
		return t.remote.Final()
	}
	return nil
}

// undoStep is the option that gives up the step being chosen (a
// purchase, a stack, an arrangement...), 0 when there is none.
func (t *Table) undoStep(v *eng.View) game.Option {
	if v.Prompt.Kind == eng.KindHelp {
		return 0 // declining to help is an answer, not an undo
	}
	for _, o := range t.humanOptions(v) {
		if eng.MustDecode(o).Type == eng.MoveCancel {
			return o
		}
	}
	return 0
}

// resetKeys forgets the buttons and cards of the table drawn before.
func (t *Table) resetKeys() {
	t.keys.mains, t.keys.choices, t.keys.hand, t.keys.market = nil, nil, nil, nil
}

// live are the focusable cards of row.
func (t *Table) live(row int) []*cardView {
	if row == rowMarket {
		return t.keys.market
	}
	var out []*cardView
	for _, cv := range t.keys.hand {
		if cv.onTap != nil {
			out = append(out, cv)
		}
	}
	return out
}

// focused is the card in focus, nil for none.
func (t *Table) focused() *cardView {
	cards := t.live(t.keys.row)
	if t.keys.at < 0 || t.keys.at >= len(cards) {
		return nil
	}
	return cards[t.keys.at]
}

// showFocus rings the card in focus, after a redraw or a move; a focus
// past the cards of its row is dropped.
func (t *Table) showFocus() {
	for _, row := range []int{rowHand, rowMarket} {
		for _, cv := range t.live(row) {
			if cv.focused {
				cv.SetFocused(false)
			}
		}
	}
	if cv := t.focused(); cv != nil {
		cv.SetFocused(true)
	} else {
		t.keys.at = -1
	}
}

// keyConfirm presses the step's main button, else clicks the card in
// focus.
func (t *Table) keyConfirm() bool {
	if t.handoff && !t.src.Over() {
		t.ready()
		return true
	}
	for _, b := range t.keys.mains {
		if b.Visible() && ui.Press(b) {
			return true
		}
	}
	return t.tapFocus()
}

// tapFocus clicks the card in focus.
func (t *Table) tapFocus() bool {
	cv := t.focused()
	if t.handoff || cv == nil || cv.onTap == nil {
		return false
	}
	cv.onTap()
	return true
}

// keyEscape drops the innermost thing chosen.
func (t *Table) keyEscape() bool {
	switch {
	case t.handoff || t.src.Over():
		return false
	case t.armed != 0 || t.listing != 0 || t.selected != eng.NoCard || t.endArmed:
		t.disarm()
	case t.undoStep(t.view()) != 0:
		t.choose(t.undoStep(t.view()))
	case t.keys.at >= 0:
		t.keys.at = -1
		t.showFocus()
	default:
		return false
	}
	return true
}

// keyDigit presses the panel's i-th choice, or clicks the hand's i-th
// card.
func (t *Table) keyDigit(i int) bool {
	if t.handoff {
		return false
	}
	if len(t.keys.choices) > 0 {
		return i < len(t.keys.choices) && ui.Press(t.keys.choices[i])
	}
	if i >= len(t.keys.hand) || t.keys.hand[i].onTap == nil {
		return false
	}
	cv := t.keys.hand[i]
	for j, c := range t.live(rowHand) {
		if c == cv {
			t.keys.row, t.keys.at = rowHand, j
		}
	}
	cv.onTap()
	return true
}

// keyArrow moves the focus: ← and → along its row, ↑ to the market and
// ↓ to the hand.
func (t *Table) keyArrow(dx, dy int) bool {
	if t.handoff {
		return false
	}
	row := t.keys.row
	switch {
	case dy < 0:
		row = rowMarket
	case dy > 0:
		row = rowHand
	case t.keys.at < 0 && len(t.live(rowHand)) == 0:
		row = rowMarket
	case t.keys.at < 0:
		row = rowHand
	}
	cards := t.live(row)
	if len(cards) == 0 {
		return false
	}
	at := t.keys.at
	if row != t.keys.row || at >= len(cards) {
		at = -1
	}
	if dx != 0 || at < 0 {
		dir := dx
		if dir == 0 {
			dir = 1 // into a row: its first card
		}
		at = ui.StepIndex(at, dir, len(cards))
	}
	t.keys.row, t.keys.at = row, at
	t.showFocus()
	return true
}

// The table takes the keyboard, F1 and Save as from the app.
var (
	_ ui.TableKeys  = (*Table)(nil)
	_ ui.TableHelp  = (*Table)(nil)
	_ ui.TableState = (*Table)(nil)
)
