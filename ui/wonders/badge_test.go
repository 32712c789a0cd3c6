package wonders

import (
	"slices"
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

// In the hand as laid out at every window size, in both languages, a
// greyed second copy and a card the city has built already keep a badge
// inside the card with a word, at the table's least text size or more,
// and a tip that says why.
func TestGreyedCardsSayWhyAtEverySize(t *testing.T) {
	h := stateNamed(t, "7 players, Leaders, Cities, Commerce and Faith")
	tb := h.table
	for _, size := range auditSizes {
		for _, lang := range []string{"en", "fr"} {
			h.auditAt(size, lang)
			w := tb.words
			cards := visible[*cardWidget](tb.hand.root)
			if len(cards) < 2 {
				t.Fatalf("%v: %d cards in hand", size, len(cards))
			}
			// the first card, the most covered by the next one, and the last
			for _, cw := range []*cardWidget{cards[0], cards[len(cards)-1]} {
				view, dimmed := cw.view, cw.dimmed
				for _, tc := range []struct {
					name   string
					copyOf bool
					status wonders.Status
					word   []string // the badge says one of them
					tip    string
				}{
					{"a second copy", true, wonders.StatusOwn, []string{w.T("wonders.ui.pill.copy")}, w.card(view.Card)},
					{"already built", false, wonders.StatusOwned, []string{w.T("wonders.ui.pill.owned"), w.T("wonders.ui.pill.owned_short")}, w.T("wonders.ui.badge_tip.owned")},
				} {
					cw.copyOf = tc.copyOf
					cw.show(wonders.CardView{Card: view.Card, Status: tc.status}, false, true, "")
					p := cw.r.pill
					if !p.Visible() {
						t.Errorf("%v %s, %s: no badge", size, lang, tc.name)
						continue
					}
					var said []string
					for _, it := range p.row.items {
						said = append(said, it.text)
					}
					got := strings.Join(said, " ")
					if !slices.ContainsFunc(tc.word, func(wd string) bool { return strings.Contains(got, wd) }) {
						t.Errorf("%v %s, %s: the badge reads %q", size, lang, tc.name, got)
					}
					if p.row.size < minText(size)-0.05 {
						t.Errorf("%v %s, %s: the badge is written at %.1f px", size, lang, tc.name, p.row.size)
					}
					room := cw.Size().Width
					if cw.peek > 0 && cw.peek < room {
						room = cw.peek
					}
					if end := p.Position().X + p.Size().Width; p.Position().X < 0 || end > room+1 || p.MinSize().Width > p.Size().Width+1 {
						t.Errorf("%v %s, %s: the badge (%.0f to %.0f, needs %.0f) leaves the card's visible %.0f px", size, lang, tc.name, p.Position().X, end, p.MinSize().Width, room)
					}
					if tip := cw.badgeTip(); !strings.Contains(tip, tc.tip) {
						t.Errorf("%v %s, %s: the tip %q does not say %q", size, lang, tc.name, tip, tc.tip)
					}
				}
				cw.copyOf = false
				cw.show(view, false, dimmed, "")
			}
			tb.hand.update()
		}
	}
}
