package dale

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
)

var handCard = fyne.NewSize(108, 132)

// humanOptions are the viewer's options when the decision is theirs.
func (t *Table) humanOptions(v *eng.View) []game.Option {
	if t.handoff || t.decider() != t.viewer || !t.human(t.viewer) {
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

// tapHand plays a hand card's only option, or selects the card so the
// prompt panel lists its options.
func (t *Table) tapHand(v *eng.View, c eng.Card) {
	opts := t.cardOptions(v, c)
	if len(opts) == 1 {
		t.choose(opts[0])
		return
	}
	t.selected = c
	t.redraw()
}

// handRow is the viewer's hand: deck and discard piles, then the cards,
// the selected ones highlighted.
func (t *Table) handRow(v *eng.View) fyne.CanvasObject {
	sv := v.Seats[t.viewer]
	piles := container.NewVBox(widget.NewLabel(t.T("dale.ui.your_deck", map[string]any{"N": sv.DeckSize})),
		t.discardButton(t.T("dale.ui.your_discard", map[string]any{"N": len(sv.Discard)}),
			t.T("dale.ui.discard_of", map[string]any{"Name": t.name(t.viewer)}), sv.Discard))
	if sv.Top != eng.NoCard {
		piles.Add(t.newCard(sv.Top, sv.Top.Value(), smallCard, nil))
	}
	row := container.NewHBox(piles)
	chosen := slices.Clone(v.Prompt.Selected)
	for i, c := range v.Hand {
		var tap func()
		if len(t.cardOptions(v, c)) > 0 {
			card := c
			tap = func() { t.tapHand(t.view(), card) }
		}
		value := c.Value()
		if i < len(v.HandValues) {
			value = v.HandValues[i]
		}
		cv := t.newCard(c, value, handCard, tap)
		if k := slices.Index(chosen, c); k >= 0 || c == t.selected {
			cv.selected = true
			if k >= 0 {
				chosen = slices.Delete(chosen, k, k+1)
			}
		}
		row.Add(cv)
	}
	title := widget.NewLabel(t.T("dale.ui.your_hand"))
	title.TextStyle = fyne.TextStyle{Bold: true}
	return container.NewBorder(title, nil, nil, nil, container.NewHScroll(container.NewVBox(row)))
}
