package dale

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// Every card the market may show keeps its whole name on its face in the
// smallest window, with 4 players, in both languages: a market card
// read only by its picture and its tooltip is a card a player must hover
// to buy.
func TestMarketCardNamesWholeAtTheSmallestSize(t *testing.T) {
	tb := auditStates[2].reach(t) // action, 4 players
	defer tb.Close()
	for _, lang := range []string{"en", "fr"} {
		auditAt(t, tb, fyne.NewSize(1024, 640), lang)
		size := tb.dims.marketCard
		for _, c := range allKinds() {
			f := drawn(t, newCard(tb, c, c.Value(), size, func() {})).face
			var lines []string
			for _, tx := range f.nameTexts {
				if tx.Visible() {
					lines = append(lines, tx.Text)
					if tx.TextSize < minText(fyne.NewSize(1024, 640)) {
						t.Errorf("%s %v: name line %q at %.1f px", lang, c, tx.Text, tx.TextSize)
					}
				}
			}
			if got := strings.Join(lines, " "); !f.nameFits || got != tb.cardName(c) {
				t.Errorf("%s %v: a %v market card shows the name %q, want %q", lang, c, size, got, tb.cardName(c))
			}
		}
	}
}
