package wonders

import "agora/game/wonders"

// playFromBadge is a click on a card's status badge: the card's main
// move in one click. It picks the card (Commerce's secret pick) or builds
// it, through the payment chooser when there are several ways to pay;
// a card that cannot be built is only selected, its actions in the bar.
func (t *Table) playFromBadge(cv wonders.CardView) {
	t.selectCard(cv)
	if t.selected != cv.Card {
		return
	}
	build := wonders.Build
	if t.view.Prompt == wonders.KindDiscardPick {
		build = wonders.BuildDiscarded
	}
	for _, action := range []wonders.Action{wonders.Pick, build} {
		if len(t.optionsFor(action)) > 0 {
			t.act(action)
			return
		}
	}
}
