package wonders

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
	"agora/ui/measure"
)

// handNameProblems says how the hand's cards show their names short of
// whole, at the least text size floor: a name plate showing less than the
// card's name, a line under floor or wider than its card.
func handNameProblems(tb *Table, floor float32) []string {
	var out []string
	for _, cw := range visible[*cardWidget](tb.hand.root) {
		if cw.r == nil || cw.view.Card == wonders.NoCard {
			continue
		}
		a, name := cw.r.art, tb.words.card(cw.view.Card)
		if got := a.nameShown(); got != name {
			out = append(out, fmt.Sprintf("a card %.0f px wide shows %q for %q", cw.Size().Width, got, name))
		}
		for _, l := range []*struct {
			text       string
			size       float32
			style      fyne.TextStyle
			shown      bool
			boxW, boxX float32
		}{
			{a.title.Text, a.title.TextSize, a.title.TextStyle, a.title.Visible(), a.title.Size().Width, a.title.Position().X},
			{a.title2.Text, a.title2.TextSize, a.title2.TextStyle, a.title2.Visible(), a.title2.Size().Width, a.title2.Position().X},
		} {
			if !l.shown || l.text == "" {
				continue
			}
			if l.size < floor-0.05 {
				out = append(out, fmt.Sprintf("%q is written at %.1f px, under %.0f", l.text, l.size, floor))
			}
			if w := measure.Text(l.text, l.size, l.style).Width; l.boxX+w > cw.Size().Width+0.5 {
				out = append(out, fmt.Sprintf("%q needs %.0f px from %.0f on a card %.0f px wide", l.text, w, l.boxX, cw.Size().Width))
			}
		}
	}
	return out
}

// showHand puts cards in the table's hand in place of its own and lays
// the row out again.
func showHand(tb *Table, cards []wonders.Card) {
	tb.cards = tb.cards[:0]
	for _, c := range cards {
		tb.cards = append(tb.cards, wonders.CardView{Card: c, Status: wonders.StatusFree})
	}
	tb.hand.update()
}

// In the smallest window, with seven players and every expansion (eight
// cards and three gods in the hand), every hand card shows its name whole
// (on two lines if it must, never under the least text size), in both
// languages: the hands the game deals in Age II and Age III, and every
// card of the game eight at a time beside the same gods (the leaders four
// at a time, as a recruitment's hand); and the table passes the layout
// audit with the hand so laid out. The check itself catches a hand
// squeezed too narrow.
func TestHandCardNamesWholeAtTheSmallestSize(t *testing.T) {
	size := fyne.NewSize(1024, 640)
	for _, name := range []string{
		"7 players, Leaders, Cities, Commerce and Faith",
		"7 players, Leaders, Cities, Commerce and Faith, Age III",
	} {
		t.Run(name, func(t *testing.T) {
			h := stateNamed(t, name)
			tb := h.table
			for _, lang := range []string{"en", "fr"} {
				for _, p := range h.auditAt(size, lang) {
					t.Errorf("%s: %s", lang, p)
				}
				if len(visible[*godWidget](tb.hand.root)) < 2 || len(visible[*cardWidget](tb.hand.root)) < 7 {
					t.Fatalf("%s: the hand holds %d cards and %d gods", lang, len(visible[*cardWidget](tb.hand.root)), len(visible[*godWidget](tb.hand.root)))
				}
				for _, p := range handNameProblems(tb, minText(size)) {
					t.Errorf("%s, the hand dealt: %s", lang, p)
				}
				var ages, leaders []wonders.Card
				for i, info := range wonders.Cards() {
					if info.Color == wonders.White {
						leaders = append(leaders, wonders.Card(i))
					} else {
						ages = append(ages, wonders.Card(i))
					}
				}
				for _, set := range []struct {
					cards []wonders.Card
					n     int
				}{{ages, 8}, {leaders, 4}} {
					for i := 0; i < len(set.cards); i += set.n {
						showHand(tb, set.cards[i:min(i+set.n, len(set.cards))])
						for _, p := range handNameProblems(tb, minText(size)) {
							t.Errorf("%s: %s", lang, p)
						}
					}
				}
			}
			// A hand row too narrow for its cards' names is reported.
			row := tb.hand.row
			row.Resize(fyne.NewSize(420, row.Size().Height))
			if len(handNameProblems(tb, minText(size))) == 0 {
				t.Error("a hand 420 px wide is not reported")
			}
		})
	}
}
