package wonders

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"agora/game/wonders"
)

// In the smallest window, in both languages and in the app's fonts, the
// selected card shows its actions whole in the bar, whatever sale or god
// goes with it: the sale and god selectors (Commerce, Faith) give up their
// room first, their lists opening wide.
func TestActionLabelsWholeForEveryCard(t *testing.T) {
	for _, st := range []auditState{
		{"market turn, 7 players, Leaders, Cities, Commerce and Faith, Age II", seededAtAge(sevenX, wonders.KindResolve, 2)},
		{"market turn, 7 players, Leaders, Cities, Commerce and Faith, Age III", seededAtAge(sevenX, wonders.KindResolve, 3)},
		{"market turn, 7 players, Commerce and Faith", seededAtAge(sevenCF, wonders.KindResolve, 1)},
		{"7 players, Age II", seededAtAge(auditConfig(7), wonders.KindCard, 2)},
	} {
		h := st.reach(t)
		fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme()) // the app's sizes and fonts
		tb := h.table
		shown := 0
		for _, lang := range []string{"en", "fr"} {
			h.auditAt(fyne.NewSize(1024, 640), lang)
			for _, cw := range visible[*cardWidget](tb.hand.root) {
				if len(cw.view.Options) == 0 {
					continue
				}
				test.Tap(cw)
				for g := range max(len(tb.actions.god.Options), 1) {
					if tb.actions.godBox.Visible() {
						tb.actions.god.SetSelectedIndex(g)
					}
					for s := range max(len(tb.actions.sell.Options), 1) {
						if tb.actions.sell.Visible() {
							tb.actions.sell.SetSelectedIndex(s)
						}
						tb.root.Refresh()
						for _, f := range tb.actions.fits {
							if !f.Visible() {
								continue
							}
							shown++
							if f.b.Text != f.full {
								t.Errorf("%s, %s, %s (%s, %s): the bar shows %q for %q", st.name, lang, tb.words.card(cw.view.Card),
									tb.actions.god.Selected, tb.actions.sell.Selected, f.b.Text, f.full)
							}
						}
					}
				}
			}
		}
		if shown == 0 {
			t.Errorf("%s: no action shown", st.name)
		}
	}
}
