package dale

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// Every card keeps its whole name on its face in the hand of the
// smallest window, with 4 players, in both languages, never under the
// least text size, and the five cards of a usual hand lie side by side
// without covering one another: a card read only by its tooltip is a
// card a player must hover to play (TestMarketCardNamesWholeAtTheSmallestSize
// holds the market to the same).
func TestHandCardNamesWholeAtTheSmallestSize(t *testing.T) {
	tb := auditStates[2].reach(t) // action, 4 players
	defer tb.Close()
	for _, lang := range []string{"en", "fr"} {
		auditAt(t, tb, fyne.NewSize(1024, 640), lang)
		size := tb.dims.handCard
		var hand *handFan
		walk(tb.zones.hand, func(o fyne.CanvasObject) {
			if c, ok := o.(*fyne.Container); ok {
				if f, ok := c.Layout.(*handFan); ok {
					hand = f
					if n := len(c.Objects); n == 5 && c.Size().Width < 5*size.Width+2*fanRing {
						t.Errorf("%s: five hand cards %v wide in a row %v wide: they cover one another", lang, size.Width, c.Size().Width)
					}
				}
			}
		})
		if hand == nil {
			t.Fatalf("%s: no hand drawn", lang)
		}
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
				t.Errorf("%s %v: a %v hand card shows the name %q, want %q", lang, c, size, got, tb.cardName(c))
			}
		}
	}
}
