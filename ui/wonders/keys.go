package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// The table's keyboard (ui.TableKeys): Enter presses the screen's main
// button (Ready, Continue, Pay, Build, Pick, a Market Day offer), Escape
// closes what is open (the payment chooser, the conflicts) or drops the
// selected card, or passes on Market Day; 1 to 9 pick the prompt's
// choices in order (the Prayer's gods, a god's options) or else select
// the hand's cards, the arrows move the selection to the next card that
// can be played; D discards the selected card and W builds a wonder stage
// with it.

// Key handles one key; it reports whether the key did something.
func (t *Table) Key(k fyne.KeyName) bool {
	t.motion.skip() // any key ends what is still moving
	return ui.KeyHandlers{
		Confirm: func() bool {
			if t.grace.Held() {
				t.grace.Flush()
				return true
			}
			return press(t.mainButton())
		},
		Escape: t.escape,
		// ← and ↑ go back, → and ↓ forward.
		Arrow: func(dx, dy int) bool { return t.stepSelection(dx + dy) },
		Digit: t.digit,
		Other: map[fyne.KeyName]func() bool{
			fyne.KeyD: func() bool { return t.actOnSelected(wonders.Discard) },
			fyne.KeyW: func() bool { return t.actOnSelected(wonders.BuildStage) },
		},
	}.Key(k)
}

// digit picks the n-th (from 0) of what the screen offers.
func (t *Table) digit(n int) bool {
	if t.view != nil && t.view.Prompt == wonders.KindLeaderDraft && t.prompt.leaders != nil && t.handoff.root.Hidden {
		return t.prompt.leaders.keepNth(n) // the draft's n-th leader
	}
	if t.view != nil && drawPrompt(t.view.Prompt) && t.handoff.root.Hidden {
		return t.keepDrawn(n) // a card Pégase or Méduse drew, or the coins
	}
	if choices := t.promptChoices(); len(choices) > 0 {
		return n < len(choices) && press(choices[n])
	}
	return t.selectNth(n)
}

// promptChoices are the prompt's buttons that each make a choice, in the
// order shown: the Prayer's Keep buttons, a god's options.
func (t *Table) promptChoices() []*widget.Button {
	if !t.handoff.root.Hidden || t.view == nil || !faithPrompt(t.view.Prompt) {
		return nil
	}
	var out []*widget.Button
	for _, o := range t.prompt.list.Objects {
		if f, ok := o.(*fitButton); ok && f.Visible() {
			out = append(out, f.b)
			continue
		}
		if g, ok := o.(*choiceGrid); ok && g.Visible() {
			for _, c := range g.box.Objects {
				out = append(out, c.(*fitButton).b)
			}
			continue
		}
		for _, r := range t.prompt.draft {
			if r.root == o && r.root.Visible() {
				out = append(out, r.keep)
			}
		}
	}
	return out
}

// actOnSelected does action with the selected card, as its button would.
func (t *Table) actOnSelected(action wonders.Action) bool {
	if !t.handoff.root.Hidden || t.selectedView() == nil || len(t.optionsFor(action)) == 0 {
		return false
	}
	t.act(action)
	return true
}

// Undo withdraws the seat's last choice while it is not final.
func (t *Table) Undo() {
	if t.handoff.root.Hidden && t.canUndo() {
		t.undo()
	}
}

// State is the position on the table, for Save as: the game held here,
// or a remote game once it is over and replayed; nil before then.
func (t *Table) State() game.State {
	switch {
	case t.state != nil:
		return t.state
	case t.remote != nil && t.remote.Final() != nil:
		return t.remote.Final()
	}
	return nil
}

// mainButton is the button Enter presses: the first one shown and enabled
// of the screen's main buttons, in the order they cover one another.
func (t *Table) mainButton() *widget.Button {
	var candidates []*widget.Button
	switch {
	case !t.handoff.root.Hidden:
		candidates = []*widget.Button{t.handoff.ready}
	case !t.overlay.root.Hidden && t.overlay.final:
		return nil // the score pad stays until the player leaves it
	case !t.overlay.root.Hidden:
		candidates = []*widget.Button{t.overlay.button}
	case t.paying != 0:
		candidates = []*widget.Button{t.prompt.confirm}
	case auctionPrompt(t.view.Prompt):
		candidates = []*widget.Button{t.auction.offer, t.auction.keep}
	default:
		candidates = []*widget.Button{t.actions.pick, t.actions.build}
	}
	for _, b := range candidates {
		if b.Visible() && !b.Disabled() {
			return b
		}
	}
	return nil
}

// press does what a click on b does; false when there is no such button.
func press(b *widget.Button) bool { return ui.Press(b) }

// escape closes the innermost thing open.
func (t *Table) escape() bool {
	switch {
	case !t.handoff.root.Hidden:
		return false
	case !t.overlay.root.Hidden && !t.overlay.final:
		t.overlay.close()
	case t.paying != 0:
		press(t.prompt.cancel)
	case auctionPrompt(t.view.Prompt):
		return press(t.auction.pass)
	case t.selected != wonders.NoCard:
		t.clearChoice()
		t.redraw()
	default:
		return false
	}
	return true
}

// playable are the indexes in t.cards of the cards that can be played.
func (t *Table) playable() []int {
	var out []int
	for i, cv := range t.cards {
		if len(cv.Options) > 0 {
			out = append(out, i)
		}
	}
	return out
}

// selectNth selects the hand's i-th card, counting from 0.
func (t *Table) selectNth(i int) bool {
	if !t.handoff.root.Hidden || i >= len(t.cards) || len(t.cards[i].Options) == 0 {
		return false
	}
	t.selectCard(t.cards[i])
	return true
}

// stepSelection moves the selection by dir among the playable cards,
// wrapping around; with nothing selected it takes the first or the last.
func (t *Table) stepSelection(dir int) bool {
	ids := t.playable()
	if !t.handoff.root.Hidden || len(ids) == 0 {
		return false
	}
	at := -1
	for j, i := range ids {
		if t.cards[i].Card == t.selected {
			at = j
		}
	}
	return t.selectNth(ids[ui.StepIndex(at, dir, len(ids))])
}
