package wonders

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
)

// The small widgets grow with the table as the rest does: at 2560×1440
// the market order's chips, the neighbours' leader chips, the hand's
// badges and the header's waiting line are written at 12 px times the
// table's scale (the size every other text of the table reaches there),
// and at 1280×800 at 12 px at least; the badges are as much taller.
func TestSmallWidgetsFollowTheScale(t *testing.T) {
	h := stateNamed(t, "7 players, Leaders, Cities, Commerce and Faith")
	tb := h.table
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 2560, Height: 1440}} {
		for _, lang := range []string{"en", "fr"} {
			h.auditAt(size, lang)
			want := 12 * max(tb.scaleOr1(), 1)
			if size.Width > 2000 && want < 20 {
				t.Fatalf("the table's scale is %.2f at %v", tb.scaleOr1(), size)
			}
			check := func(what string, got float32) {
				t.Helper()
				if got < want-0.05 {
					t.Errorf("%v %s: %s written at %.1f px, under %.1f", size, lang, what, got, want)
				}
			}
			chips := 0
			for _, c := range tb.market.chips {
				if c.Visible() {
					chips++
					check(fmt.Sprintf("the market chip %q", c.name.text.Text), c.name.text.TextSize)
					if hgt := c.Size().Height; hgt < c.name.text.TextSize {
						t.Errorf("%v %s: the market chip %q is %.0f px high for a text of %.1f", size, lang, c.name.text.Text, hgt, c.name.text.TextSize)
					}
				}
			}
			if chips == 0 {
				t.Fatalf("%v: no market chip shown", size)
			}
			leaders := visible[*leaderChip](tb.left.root)
			leaders = append(leaders, visible[*leaderChip](tb.right.root)...)
			for _, l := range leaders {
				check(fmt.Sprintf("the leader chip %q", l.name.Text), l.name.TextSize)
				if l.Size().Height < l.name.TextSize {
					t.Errorf("%v %s: the leader chip %q is %.0f px high", size, lang, l.name.Text, l.Size().Height)
				}
			}
			badges := 0
			for _, cw := range visible[*cardWidget](tb.hand.root) {
				if cw.r == nil || !cw.r.pill.Visible() || cw.peek > 0 {
					continue
				}
				badges++
				p := cw.r.pill
				if p.row.size < want-0.05 {
					t.Errorf("%v %s: a badge is written at %.1f px, under %.1f", size, lang, p.row.size, want)
				}
				if p.Size().Height < badgeH*max(tb.scaleOr1(), 1)-0.5 {
					t.Errorf("%v %s: a badge is %.0f px high", size, lang, p.Size().Height)
				}
			}
			if badges == 0 {
				t.Fatalf("%v: no badge in the hand", size)
			}
			check("the header's waiting line", tb.header.state.text.TextSize)
		}
	}
}
