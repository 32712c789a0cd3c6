package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// updateHand draws the cards the seat chooses from, each with its status.
// Tapping a card opens its actions in the prompt area.
func (t *Table) updateHand() {
	var cards []fyne.CanvasObject
	for _, cv := range t.view.Hand {
		cv := cv
		cw := newCardWidget(t, cv, func() {
			if len(cv.Options) == 0 {
				return
			}
			t.selected = cv.Card
			t.updateHand()
			t.updatePrompt()
		})
		cw.selected = cv.Card == t.selected
		cards = append(cards, cw)
	}
	t.hand.Objects = cards
	t.hand.Refresh()
}

// updatePrompt fills the reserved area above the hand: what the seat must
// decide, the actions of the selected card (one button per payment plan),
// the discard pile to pick from, or the undo of a choice made.
func (t *Table) updatePrompt() {
	v, w := t.view, t.words
	var objs []fyne.CanvasObject
	switch {
	case v.Over:
	case len(v.Chosen) > 0 && v.Prompt == "":
		chosen := v.Chosen[len(v.Chosen)-1]
		line := w.T("wonders.ui.you_chose", map[string]any{"Action": w.move(chosen)})
		row := container.NewHBox(widget.NewLabel(line))
		if t.canUndo() {
			row.Add(widget.NewButton(w.T("wonders.ui.undo"), t.undo))
		}
		objs = append(objs, row)
	case v.Prompt == wonders.KindDiscardPick:
		objs = append(objs, promptTitle(w.T("wonders.prompt.discard-pick")))
		objs = append(objs, optionButtons(t, v.Options))
	case v.Prompt != "":
		title := w.T("wonders.prompt." + v.Prompt[len("wonders."):])
		objs = append(objs, promptTitle(title))
		if t.selected != wonders.NoCard {
			objs = append(objs, optionButtons(t, t.selectedOptions()))
		} else {
			objs = append(objs, widget.NewLabel(w.T("wonders.ui.pick_card")))
		}
	default:
		objs = append(objs, widget.NewLabel(w.T("wonders.ui.wait")))
	}
	t.prompt.Objects = objs
	t.prompt.Refresh()
}

func promptTitle(s string) fyne.CanvasObject {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// selectedOptions are the options of the selected card.
func (t *Table) selectedOptions() []game.Option {
	for _, cv := range t.view.Hand {
		if cv.Card == t.selected {
			return cv.Options
		}
	}
	return nil
}

// optionButtons is one button per option, named by its action and its
// payment, so a card with several payment plans offers a choice of plans.
func optionButtons(t *Table, opts []game.Option) fyne.CanvasObject {
	box := container.NewHBox()
	for _, o := range opts {
		o := o
		b := widget.NewButton(t.words.move(wonders.MustDecode(o)), func() { t.play(o) })
		if wonders.MustDecode(o).Action != wonders.Discard {
			b.Importance = widget.HighImportance
		}
		box.Add(b)
	}
	return container.NewHScroll(box)
}
