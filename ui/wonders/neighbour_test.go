package wonders

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"agora/game/gametest"
	"agora/game/wonders"
	"agora/ui/audit"
)

// builtProblems says what of a neighbour's built cards and leaders a
// player cannot read as the panel stands, unscrolled: a list that runs
// under the panel's foot, a card shown neither by name nor counted in its
// colour's tile, a tile whose text is cut with no full text on hover, or
// written under the least text size min.
func builtProblems(tb *Table, p *neighbourPanel, city int, min float32) []string {
	var out []string
	scroll := findScroll(p.root)
	row := p.builtRow
	if !row.Visible() || row.Size().Width <= 0 {
		return []string{"the built cards are not shown"}
	}
	top := row.Position().Y - scroll.Offset.Y
	if bottom := top + row.Size().Height; top < -0.5 || bottom > scroll.Size().Height+0.5 {
		out = append(out, fmt.Sprintf("the built cards run from %.0f to %.0f in a panel showing %.0f px: cut", top, bottom, scroll.Size().Height))
	}
	named := map[wonders.Card]bool{}
	counted := map[wonders.Card]bool{}
	for _, o := range row.Objects {
		b, ok := o.(*builtTile)
		if !ok || !b.Visible() {
			continue
		}
		if end := b.Position().X + b.Size().Width; end > row.Size().Width+1 {
			out = append(out, fmt.Sprintf("the tile %q ends at %.0f, past the panel's %.0f", b.text.Text, end, row.Size().Width))
		}
		if need := b.text.MinSize().Width; need > b.Size().Width+1 {
			out = append(out, fmt.Sprintf("the tile %q needs %.0f px and has %.0f", b.text.Text, need, b.Size().Width))
		}
		if b.text.TextSize < min-0.05 {
			out = append(out, fmt.Sprintf("the tile %q is written at %.1f px, under %.0f", b.text.Text, b.text.TextSize, min))
		}
		if b.count {
			if want := "×" + tb.words.loc.Int(len(b.cards)); b.text.Text != want {
				out = append(out, fmt.Sprintf("a colour's tile reads %q for %d cards", b.text.Text, len(b.cards)))
			}
			for _, c := range b.cards {
				if !strings.Contains(b.FullText(), tb.words.card(c)) {
					out = append(out, fmt.Sprintf("the tile %q does not name %s on hover", b.text.Text, tb.words.card(c)))
				}
				counted[c] = true
			}
			continue
		}
		name := tb.words.card(b.cards[0])
		if b.text.Text != name && b.FullText() != name {
			out = append(out, fmt.Sprintf("the tile %q for %s, the name neither whole nor on hover", b.text.Text, name))
		}
		named[b.cards[0]] = true
	}
	c := tb.view.Cities[city]
	var want []wonders.Card
	for _, cards := range builtCards(c) {
		want = append(want, cards...)
	}
	if lv := tb.view.Leaders; lv != nil && city < len(lv.Recruited) {
		chips := map[wonders.Card]bool{}
		for _, o := range row.Objects {
			if l, ok := o.(*leaderChip); ok && l.Visible() {
				chips[l.card] = true
				if l.name.TextSize < min-0.05 {
					out = append(out, fmt.Sprintf("the leader %q is written at %.1f px, under %.0f", l.name.Text, l.name.TextSize, min))
				}
			}
		}
		for _, l := range lv.Recruited[city] {
			if !chips[l] && !counted[l] {
				out = append(out, fmt.Sprintf("the leader %s is not shown", tb.words.card(l)))
			}
		}
	}
	for _, card := range want {
		if !named[card] && !counted[card] {
			out = append(out, fmt.Sprintf("%s is not shown", tb.words.card(card)))
		}
	}
	return out
}

// With seven players and every expansion, in Age II, Age III and at the
// end, at every window size and in both languages (make long; make test:
// the least size and one other, a language by turns, as TestLayoutAudit),
// each neighbour's built cards and leaders show whole without scrolling:
// each card by name on its colour, or, in a short panel, its colour's
// cards gathered in a tile with their count and their names on hover;
// never a list cut at the panel's foot. The check itself catches a list
// cut in a panel made too short.
func TestNeighbourBuiltShowsWhole(t *testing.T) {
	for si, name := range []string{
		"7 players, Leaders, Cities, Commerce and Faith",
		"7 players, Leaders, Cities, Commerce and Faith, Age III",
		"final score pad, 7 players, Leaders, Cities, Commerce and Faith",
	} {
		t.Run(name, func(t *testing.T) {
			h := stateNamed(t, name)
			tb := h.table
			n := tb.view.NumCities
			panels := []struct {
				p    *neighbourPanel
				city int
			}{{tb.left, (tb.focus + 1) % n}, {tb.right, (tb.focus + n - 1) % n}}
			for _, sample := range audit.Sampled(si, len(auditSizes), gametest.Long(), testing.Short()) {
				size := auditSizes[sample.Size]
				for _, lang := range sample.Langs {
					h.auditAt(size, lang)
					for _, np := range panels {
						for _, pr := range builtProblems(tb, np.p, np.city, minText(size)) {
							t.Errorf("%v %s, city %d: %s", size, lang, np.city, pr)
						}
					}
				}
			}
			// A panel too short for its list is reported.
			p := tb.left.root
			p.Resize(fyne.NewSize(p.Size().Width, 70))
			if len(builtProblems(tb, tb.left, panels[0].city, 0)) == 0 {
				t.Error("a built list in a panel 70 px high is not reported cut")
			}
		})
	}
}

// A roomy panel names every card, a card a line; a short one gathers
// the colours with the most cards first, and names the rest.
func TestNeighbourBuiltGathersTheLargestColoursFirst(t *testing.T) {
	h := stateNamed(t, "7 players, Leaders, Cities, Commerce and Faith, Age III")
	tb := h.table
	h.auditAt(fyne.NewSize(1920, 1080), "en")
	p := tb.left
	c := tb.view.Cities[p.city]
	tiles := func() (named, counts []*builtTile) {
		for _, o := range p.builtRow.Objects {
			if b, ok := o.(*builtTile); ok {
				if b.count {
					counts = append(counts, b)
				} else {
					named = append(named, b)
				}
			}
		}
		return
	}
	width := p.builtRow.Size().Width
	p.fitBuilt(c, width, 5000)
	named, counts := tiles()
	total := 0
	for _, cards := range builtCards(c) {
		total += len(cards)
	}
	if len(counts) > 0 || len(named) != total {
		t.Errorf("a roomy panel shows %d names and %d counts for %d cards", len(named), len(counts), total)
	}
	roomy := p.body.MinSize().Height
	// Just short of what names them all a colour a line.
	p.fitBuilt(c, width, roomy-1)
	if p.body.MinSize().Height > roomy-1 {
		t.Errorf("the panel needs %.0f px when given %.0f", p.body.MinSize().Height, roomy-1)
	}
	largest := 0
	for i, cards := range builtCards(c) {
		if len(cards) > len(builtCards(c)[largest]) {
			largest = i
		}
	}
	for tight := roomy - 1; tight > 40; tight -= 2 {
		p.fitBuilt(c, width, tight)
		_, counts = tiles()
		if len(counts) == 0 {
			continue
		}
		if counts[0].col != colourOf(largest) && len(counts[0].cards) < len(builtCards(c)[largest]) {
			t.Errorf("at %.0f px the first colour gathered has %d cards, the largest %d", tight, len(counts[0].cards), len(builtCards(c)[largest]))
		}
		return
	}
	t.Error("no colour gathered in a short panel")
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		ch := func(v uint32) float64 {
			x := float64(v) / 0xffff
			if x <= 0.03928 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(r) + 0.7152*ch(g) + 0.0722*ch(b)
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// The tile gathering a neighbour's leaders reads as clearly as the other
// tiles: drawn, its laurel stands out from the tile (a tenth of its box
// at least 3:1 against the tile, as an icon must), and its count reads
// at 4.5:1, at 1280×800 and 2560×1440. The check itself catches a tile
// drawn without its laurel.
func TestGatheredLeadersTileReads(t *testing.T) {
	h := stateNamed(t, "7 players, Leaders, Cities, Commerce and Faith")
	var leaders []wonders.Card
	for i, info := range wonders.Cards() {
		if info.Color == wonders.White && len(leaders) < 3 {
			leaders = append(leaders, wonders.Card(i))
		}
	}
	// markShare is the share of the laurel's box standing out from the
	// tile's paper.
	markShare := func(b *builtTile) float64 {
		w := test.NewTempWindow(t, container.NewWithoutLayout(b))
		w.Resize(fyne.NewSize(400, 120))
		b.Move(fyne.NewPos(10, 10))
		b.Resize(b.MinSize())
		img := w.Canvas().Capture()
		p, s := b.mark.Position().Add(b.Position()), b.mark.Size()
		n, clear := 0, 0
		for y := int(p.Y); y < int(p.Y+s.Height); y++ {
			for x := int(p.X); x < int(p.X+s.Width); x++ {
				n++
				if contrast(img.At(x, y), b.bg.FillColor) >= 3 {
					clear++
				}
			}
		}
		return float64(clear) / float64(max(n, 1))
	}
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 2560, Height: 1440}} {
		h.auditAt(size, "en")
		b := newBuiltTile(h.table)
		b.set(wonders.White, leaders, true, 400)
		if !b.mark.Visible() || b.mark.Size().Width < b.size()*0.9 {
			t.Errorf("%v: the laurel is %v, shown %v", size, b.mark.Size(), b.mark.Visible())
		}
		if got := markShare(b); got < 0.1 {
			t.Errorf("%v: %.0f%% of the laurel's box stands out from the tile", size, got*100)
		}
		if c := contrast(b.text.Color, b.bg.FillColor); c < 4.5 {
			t.Errorf("%v: the count reads at %.1f:1 on the tile", size, c)
		}
	}
	b := newBuiltTile(h.table)
	b.set(wonders.White, leaders, true, 400)
	b.mark.Hide() // as when the tile's renderer left it out
	if markShare(b) >= 0.1 {
		t.Error("a tile without its laurel is not reported")
	}
}
