package dale

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	eng "agora/game/dale"
)

// A hand card's badge ("fits stack 6") stays on the card, in both
// languages, from the smallest window up: a narrow card of a full hand
// says it in fewer words.
func TestHandBadgesStayOnTheirCards(t *testing.T) {
	for _, setup := range []auditSetup{four, teams} {
		tb, _ := tableFor(t, reached(t, setup, 8, withOption(eng.MoveBuild)))
		for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}} {
			for _, lang := range []string{"en", "fr"} {
				auditAt(t, tb, size, lang)
				badges := 0
				walk(tb.zones.hand, func(o fyne.CanvasObject) {
					cv, ok := o.(*cardView)
					if !ok || cv.badge == "" {
						return
					}
					badges++
					r := test.WidgetRenderer(cv).(*cardRenderer)
					if w := r.pillText.MinSize().Width; w > cv.size.Width-4 {
						t.Errorf("%v %s: badge %q %.0f px wide on a card %.0f px wide", size, lang, cv.badge, w, cv.size.Width)
					}
				})
				if badges == 0 {
					t.Errorf("%v %s: no card of the hand says it fits the next stack", size, lang)
				}
			}
		}
		tb.Close()
	}
}
