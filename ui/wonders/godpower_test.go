package wonders

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game/wonders"
	"agora/ui/measure"
)

// godPowerProblems says how a god card of the hand shows its power short
// of whole at the least text size floor: words left out, a line under
// floor, wider than the card or running into the costs under it.
func godPowerProblems(tb *Table, g *godWidget, floor float32) []string {
	var out []string
	want := tb.words.godPower(g.view.God, tb.view.Age)
	var shown []string
	bottom := float32(0)
	for _, l := range g.lines {
		if !l.Visible() || l.Text == "" {
			continue
		}
		shown = append(shown, l.Text)
		if l.TextSize < floor-0.05 {
			out = append(out, fmt.Sprintf("%q is written at %.1f px, under %.0f", l.Text, l.TextSize, floor))
		}
		if w := measure.Text(l.Text, l.TextSize, l.TextStyle).Width; l.Position().X+w > g.Size().Width+0.5 {
			out = append(out, fmt.Sprintf("%q is %.0f px wide on a card %.0f px wide", l.Text, w, g.Size().Width))
		}
		bottom = max(bottom, l.Position().Y+l.TextSize)
	}
	// (the lines break at any space, a narrow one before a colon too)
	if got := strings.Join(shown, " "); strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(want), " ") {
		out = append(out, fmt.Sprintf("the card %.0f×%.0f shows %q of %q", g.Size().Width, g.Size().Height, got, want))
	}
	for i := range g.ages {
		if g.ages[i].Visible() && bottom > g.ages[i].Position().Y+0.5 {
			out = append(out, fmt.Sprintf("the power runs to %.0f, into the costs at %.0f", bottom, g.ages[i].Position().Y))
		}
	}
	return out
}

// In the largest window, with seven players and every expansion, each god
// card of the hand shows its power whole, in both languages and in Age II
// and Age III: the gods dealt (all at one size), and every god of the
// game in their place.
// The check itself catches a card made too short for its words.
func TestGodPowerWholeAtTheLargestSize(t *testing.T) {
	size := fyne.NewSize(2560, 1440)
	for _, name := range []string{
		"7 players, Leaders, Cities, Commerce and Faith",
		"7 players, Leaders, Cities, Commerce and Faith, Age III",
	} {
		t.Run(name, func(t *testing.T) {
			h := stateNamed(t, name)
			tb := h.table
			for _, lang := range []string{"en", "fr"} {
				h.auditAt(size, lang)
				gods := visible[*godWidget](tb.hand.root)
				if len(gods) == 0 {
					t.Fatal("no god in the hand")
				}
				for _, g := range gods {
					for _, p := range godPowerProblems(tb, g, minText(size)) {
						t.Errorf("%s, %s dealt: %s", lang, tb.words.god(g.view.God), p)
					}
				}
				// one size for the hand's gods
				sizes := map[float32]bool{}
				for _, g := range gods {
					sizes[g.lines[0].TextSize] = true
				}
				if len(sizes) != 1 {
					t.Errorf("%s: the gods' powers are written at %v", lang, sizes)
				}
				g, dealt := gods[0], gods[0].view
				for i, info := range wonders.Gods() {
					g.show(wonders.GodView{God: wonders.God(i), ID: info.ID, Pantheon: info.Pantheon, Cost: dealt.Cost, Status: dealt.Status}, false, false)
					for _, p := range godPowerProblems(tb, g, minText(size)) {
						t.Errorf("%s, %s: %s", lang, tb.words.god(wonders.God(i)), p)
					}
				}
				g.show(dealt, false, false)
			}
			g := visible[*godWidget](tb.hand.root)[0]
			g.Resize(fyne.NewSize(g.Size().Width, g.Size().Height*0.6))
			if len(godPowerProblems(tb, g, minText(size))) == 0 {
				t.Error("a god card 60% as tall is not reported")
			}
		})
	}
}
