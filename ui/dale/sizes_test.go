package dale

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	eng "agora/game/dale"
	"agora/game/gametest"
)

// everySize are the windows between the least the table supports and a
// large one that TestTableHoldsAtEverySize lays the table out in: widths
// from 1024 to 2560, heights from 640 to 1440 in steps of 64, in the
// shapes of real windows (no narrower than 5:4); then common screens, and
// windows whose table is as high as the review's and the replay's
// tables in a 1920×1080 window (ui/audit TestReviewTableAndReplayPassTheAudit).
func everySize() []fyne.Size {
	var out []fyne.Size
	for _, w := range []float32{1024, 1152, 1280, 1440, 1600, 1920, 2240, 2560} {
		for h := float32(640); h <= 1440; h += 64 {
			if w >= h*1.25 {
				out = append(out, fyne.NewSize(w, h))
			}
		}
		if w >= 1440*1.25 {
			out = append(out, fyne.NewSize(w, 1440))
		}
	}
	return append(out,
		fyne.NewSize(1366, 768), fyne.NewSize(1536, 864), fyne.NewSize(1440, 900), fyne.NewSize(1600, 900),
		fyne.NewSize(1680, 1050), fyne.NewSize(1920, 1200), fyne.NewSize(2560, 1080),
		fyne.NewSize(1920, 868), fyne.NewSize(1920, 1052))
}

// sizeStates are the table states laid out at every size: an early turn
// of 2 players (cards of the hand fit the next stack, which the stall's
// next slot names), a turn of 4 players (three opponents across the
// top), and a payment of 4 players under way (the market's card being
// bought, the hand's cards chosen).
var sizeStates = []auditState{
	{"early action, 2 players", at(two, 1, kind(eng.KindAction))},
	auditStateNamed("action, 4 players"),
	auditStateNamed("payment, 4 players"),
}

// auditStateNamed is the audit's state of that name.
func auditStateNamed(name string) auditState {
	for _, st := range auditStates {
		if st.name == name {
			return st
		}
	}
	panic("no audit state " + name)
}

// The table holds at every size from 1024×640 to 2560×1440, not only at
// the four the layout audit uses: the market's five cards and its piles
// side by side within the band, its badges within its height, the
// opponents' slots within their panels, the stall's lines within its
// slots. Under make test each size lays one state out, in one language,
// the states and the languages by turns; under make long every state at
// every size in both languages.
func TestTableHoldsAtEverySize(t *testing.T) {
	sizes := everySize()
	tables := make([]*Table, len(sizeStates))
	for i, st := range sizeStates {
		tables[i] = st.reach(t)
		defer tables[i].Close()
	}
	for i, size := range sizes {
		for si, st := range sizeStates {
			if !gametest.Long() && i%len(sizeStates) != si {
				continue
			}
			langs := []string{[]string{"fr", "en"}[(i/len(sizeStates))%2]}
			if gametest.Long() {
				langs = []string{"en", "fr"}
			}
			for _, lang := range langs {
				if ps := auditAt(t, tables[si], size, lang); len(ps) > 0 {
					var lines []string
					for _, p := range ps {
						lines = append(lines, "  "+p.String())
					}
					t.Errorf("%s, %v×%v %s: %d problems:\n%s", st.name, size.Width, size.Height, lang, len(ps), strings.Join(lines, "\n"))
				}
			}
		}
	}
}
