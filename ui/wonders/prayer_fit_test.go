package wonders

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
)

// The Prayer's three gods and their Keep buttons show without scrolling
// at every size the table supports, seven players included: a player
// compares the gods at a glance, the rest of each power on hover.
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
						t.Errorf("god %d shows no power, not even on hover", i)
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
