package wonders

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
)

// Short names tell the seats apart in a word of a letter or two.
func TestShortNames(t *testing.T) {
	cases := []struct{ names, want []string }{
		{[]string{"Bot 1", "Bot 2", "You"}, []string{"B1", "B2", "Y"}},
		{[]string{"Alice", "Anna", "Bob"}, []string{"Al", "An", "B"}},
		{[]string{"Jean Paul", "Marie"}, []string{"JP", "M"}},
		{[]string{"Éloïse", "Bot 12"}, []string{"É", "B12"}},
	}
	for _, c := range cases {
		if got := shortNames(c.names); !slices.Equal(got, c.want) {
			t.Errorf("shortNames(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}

// In the smallest window, 7 seats with long names: the market order's
// chips show whole short names, never a name cut to "B…", and each chip's
// hover names its seat in full; in a large window they show the names.
func TestMarketChipsReadWhole(t *testing.T) {
	cfg := auditConfig(7, wonders.ExpansionCommerce)
	for i := range cfg.Seats {
		cfg.Seats[i].Name = "Bot " + string(rune('1'+i))
	}
	cfg.Seats[0].Name = "Player"
	h := started(t, cfg)
	for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 2560, Height: 1440}} {
		h.auditAt(size, "en")
		for _, c := range h.table.market.chips {
			if !c.Visible() {
				continue
			}
			shown := c.name.text.Text
			if strings.HasSuffix(shown, "…") {
				t.Errorf("%v: a chip reads %q", size, shown)
			}
			if shown != c.full && !strings.Contains(c.tip(), c.full) {
				t.Errorf("%v: the chip %q does not name %q on hover", size, shown, c.full)
			}
			if size.Width > 2000 && shown != c.full {
				t.Errorf("%v: the chip reads %q, not %q, in a large window", size, shown, c.full)
			}
		}
	}
}

// At your market turn a click on the card's face does what a click on
// its badge does (builds it, or opens its payment plans).
func TestFaceClickAtTheMarketTurn(t *testing.T) {
	resolve := func(v *wonders.View) bool {
		if v.Prompt != wonders.KindResolve || len(v.Hand) == 0 {
			return false
		}
		for _, o := range v.Hand[0].Options {
			if wonders.MustDecode(o).Action == wonders.Build {
				return true
			}
		}
		return false
	}
	after := func(face bool) (int, wonders.Action) {
		h := commerceAt(t, resolve)
		cw := visible[*cardWidget](h.table.hand.root)[0]
		if face {
			pos, size := cw.faceBox(cw.Size())
			cw.Tapped(&fyne.PointEvent{Position: pos.Add(fyne.NewPos(size.Width/2, size.Height/3))})
		} else {
			tapBadge(cw)
		}
		return len(h.table.state.Log()), h.table.paying
	}
	badgeLog, badgePaying := after(false)
	faceLog, facePaying := after(true)
	h := commerceAt(t, resolve)
	if badgeLog == len(h.table.state.Log()) && badgePaying == 0 {
		t.Fatal("the badge's click did nothing")
	}
	if faceLog != badgeLog || facePaying != badgePaying {
		t.Fatalf("a click on the face gives log %d, paying %v; on the badge, log %d, paying %v", faceLog, facePaying, badgeLog, badgePaying)
	}
}
