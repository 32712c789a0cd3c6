package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game/wonders"
)

// A greyed card keeps a badge that says why in a word, however narrow the
// card, and its tip says it in a sentence: a second copy of a card held
// twice, a card the city has built already.
func TestGreyedCardsSayWhy(t *testing.T) {
	h := started(t, auditConfig(3))
	card := h.table.view.Hand[0].Card
	name := h.table.words.card(card)
	cases := []struct {
		name   string
		copyOf bool
		status wonders.Status
		word   string
		tip    string
	}{
		{"a second copy", true, wonders.StatusOwn, h.table.words.T("wonders.ui.pill.copy"), name},
		{"already built", false, wonders.StatusOwned, h.table.words.T("wonders.ui.pill.owned_short"), h.table.words.T("wonders.ui.badge_tip.owned")},
	}
	for _, tc := range cases {
		for _, width := range []float32{140, cardLeast} {
			cw := newCardWidget(h.table, nil)
			cw.copyOf = tc.copyOf
			test.WidgetRenderer(cw)
			cw.Resize(fyne.NewSize(width, 180))
			cw.show(wonders.CardView{Card: card, Status: tc.status}, false, true, "")
			if !cw.r.pill.Visible() {
				t.Fatalf("%s, %v px: the greyed card has no badge", tc.name, width)
			}
			var words []string
			for _, it := range cw.r.pill.row.items {
				words = append(words, it.text)
			}
			if got := strings.Join(words, " "); !strings.Contains(got, tc.word) {
				t.Errorf("%s, %v px: the badge reads %q, want a word, %q", tc.name, width, got, tc.word)
			}
			if tip := cw.badgeTip(); !strings.Contains(tip, tc.tip) {
				t.Errorf("%s: the badge's tip %q does not say %q", tc.name, tip, tc.tip)
			}
		}
	}
}
