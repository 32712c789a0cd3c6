package wonders

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// The neighbours' built cards show whole, without scrolling, with seven
// players and every expansion: from 1280×800 up in Age II, from
// 1920×1080 up in Age III (at 1280×800 a neighbour with three leaders
// recruited and one in hand still needs the panel's scroll): a chip per
// colour with its count, the names on hover, at the table's text size.
func TestNeighbourBuiltShowsWhole(t *testing.T) {
	for _, age := range []int{2, 3} {
		h := seededAtAge(sevenX, wonders.KindCard, age)(t)
		for _, size := range auditSizes {
			if size.Width < 1280 || age == 3 && size.Width < 1920 {
				continue
			}
			for _, lang := range []string{"en", "fr"} {
				t.Run(fmt.Sprintf("Age %d %.0fx%.0f %s", age, size.Width, size.Height, lang), func(t *testing.T) {
					h.auditAt(size, lang)
					tb := h.table
					v := tb.view
					n := v.NumCities
					for _, p := range []struct {
						panel *neighbourPanel
						city  int
					}{{tb.left, (tb.focus + 1) % n}, {tb.right, (tb.focus + n - 1) % n}} {
						scroll := findScroll(p.panel.root)
						if need, room := scroll.Content.MinSize().Height, scroll.Size().Height; need > room+0.5 {
							t.Errorf("city %d's panel needs %.0f px and shows %.0f: it scrolls", p.city, need, room)
						}
						row := p.panel.builtRow
						if bottom := row.Position().Y + row.Size().Height; bottom > scroll.Size().Height+0.5 {
							t.Errorf("city %d's built cards end at %.0f, under the panel's %.0f", p.city, bottom, scroll.Size().Height)
						}
						c := v.Cities[p.city]
						for col, box := range p.panel.chipBox {
							cards := c.Blacks
							if col < wonders.NumColors {
								cards = c.Built[col]
							}
							if box.Visible() != (len(cards) > 0) {
								t.Errorf("city %d, colour %d: chip shown %v with %d cards", p.city, col, box.Visible(), len(cards))
							}
							for _, cd := range cards {
								if !strings.Contains(box.full, tb.words.card(cd)) {
									t.Errorf("city %d's chip %d does not name %s on hover", p.city, col, tb.words.card(cd))
								}
							}
							if len(cards) > 0 && p.panel.chips[col].items[0].text != tb.words.loc.Int(len(cards)) {
								t.Errorf("city %d's chip %d counts %q, want %d", p.city, col, p.panel.chips[col].items[0].text, len(cards))
							}
							if s := p.panel.chips[col].size; s < minText(size) {
								t.Errorf("city %d's chip %d is %.1f px", p.city, col, s)
							}
						}
					}
				})
			}
		}
	}
	_ = fyne.Size{}
}
