package wonders

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// The Prayer's three gods and their Keep buttons show without scrolling
// at every size the table supports, seven players included, each power
// whole at the table's text size: a player compares the gods at a glance.
func TestPrayerFitsWithoutScrolling(t *testing.T) {
	h := started(t, sevenCF)
	if h.table.view.Faith == nil || len(h.table.view.Faith.Draft) == 0 {
		t.Fatalf("no Prayer at the start: prompt %q", h.table.view.Prompt)
	}
	for _, size := range auditSizes {
		for _, lang := range []string{"en", "fr"} {
			t.Run(fmt.Sprintf("%.0fx%.0f-%s", size.Width, size.Height, lang), func(t *testing.T) {
				h.auditAt(size, lang)
				p := h.table.prompt
				need, room := p.mid.MinSize().Height, p.scroll.Size().Height
				if need > room+0.5 {
					t.Errorf("the gods need %.0f px and the prompt shows %.0f: the Prayer scrolls", need, room)
				}
				for i, r := range p.draft {
					if !r.root.Visible() {
						continue
					}
					if r.power.full == "" {
						t.Errorf("god %d shows no power", i)
					}
					// The power is what the player chooses by: whole, on
					// as many lines as it takes.
					shown := ""
					for _, l := range r.power.lines {
						if l.Visible() && l.Text != "" {
							shown += l.Text + " "
						}
					}
					if r.power.shortened() || len(strings.Fields(shown)) != len(strings.Fields(r.power.full)) {
						t.Errorf("god %d's power is cut: %q of %q", i, shown, r.power.full)
					}
					if r.power.size < minText(size) {
						t.Errorf("god %d's power is %.1f px, under %.0f", i, r.power.size, minText(size))
					}
					if r.keep.Size().Height < 20 {
						t.Errorf("god %d's Keep is %.0f px high", i, r.keep.Size().Height)
					}
				}
			})
		}
	}
	_ = fyne.Size{}
}
