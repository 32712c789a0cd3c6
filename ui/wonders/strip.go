package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// strip is the row across the top for the seats you do not trade with, in
// table order from your left (L2, L3... R3, R2).
type strip struct {
	t     *Table
	width float32 // the width the panels were fitted to
	// compact drops the second line of colours, for small heights: every
	// colour goes on one line.
	compact bool
	panels  []*seatPanel
	root    *fyne.Container
}

func newStrip(t *Table) *strip {
	return &strip{t: t, root: container.New(&columns{gap: 6})}
}

func (s *strip) update() {
	s.width = s.root.Size().Width
	n := s.t.view.NumCities
	var objs []fyne.CanvasObject
	for d := 2; d <= n-2; d++ {
		i := d - 2
		for len(s.panels) <= i {
			s.panels = append(s.panels, newSeatPanel(s.t))
		}
		label := s.t.words.T("wonders.ui.strip_left", map[string]any{"N": d})
		if d > n/2 {
			label = s.t.words.T("wonders.ui.strip_right", map[string]any{"N": n - d})
		}
		s.panels[i].inner = (s.width-6*float32(n-4))/float32(max(n-3, 1)) - 2*theme.Padding()
		s.panels[i].update((s.t.focus+d)%n, label, s.compact)
		objs = append(objs, s.panels[i].root)
	}
	s.root.Objects = objs
	s.root.Refresh()
}

// seatPanel is one seat of the strip cut down to a compact panel: name and
// whether it has chosen, wonder and stages, coins, shields and tokens,
// and its built cards per colour.
type seatPanel struct {
	t       *Table
	bg      *canvas.Rectangle
	name    *fitText
	state   *canvas.Text
	wonder  *glyphRow
	stats   *tokenRow // coins, shields and conflict tokens as objects
	colours [2]*glyphRow
	root    *fyne.Container
	// inner is the width inside the panel's padding, 0 before the
	// first layout.
	inner float32
}

func newSeatPanel(t *Table) *seatPanel {
	p := &seatPanel{t: t, bg: canvas.NewRectangle(color.Transparent), name: newFitText(tipsOf(t), 13, true, nil), state: canvas.NewText("", nil),
		wonder: newGlyphRow(14, 11), stats: newTokenRow(t, iconSmall),
		colours: [2]*glyphRow{newGlyphRow(iconSmall, 12), newGlyphRow(iconSmall, 12)}}
	p.bg.CornerRadius, p.bg.StrokeWidth = 6, 1
	p.state.TextSize, p.state.Alignment = 11, fyne.TextAlignTrailing
	head := container.NewBorder(nil, nil, nil, p.state, p.name)
	p.root = container.NewStack(p.bg, container.NewPadded(container.New(&rows{gap: 3}, head, p.wonder, p.stats, p.colours[0], p.colours[1])))
	return p
}

func (p *seatPanel) update(city int, label string, compact bool) {
	t, w, v := p.t, p.t.words, p.t.view
	c := v.Cities[city]
	p.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	p.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	p.bg.Refresh()
	p.state.Text, p.state.Color = seatState(t, city)
	p.name.set(label+" "+w.city(v, city), theme.Color(theme.ColorNameForeground))
	head := append(append(wonderGlyphs(w, c, v.Scores[city].Total()), teamGlyphs(t, city)...), godGlyphs(t, city, false)...)
	leaders := leaderCountGlyphs(t, city)
	p.wonder.set(append(head, leaders...)...)
	p.stats.set(v, city) // the First Merchant's token among them
	var cols []glyph
	moved := p.inner > 0 && p.wonder.MinSize().Width > p.inner
	if moved {
		// the leaders' counts go after the colours when the wonder's line
		// has no room for them (the Cities wonders' long names)
		p.wonder.set(head...)
	}
	for col, cards := range c.Built {
		if len(cards) > 0 {
			cols = append(cols, glyph{icon: colorCards[col], text: w.loc.Int(len(cards)), bold: true})
		}
	}
	if len(c.Blacks) > 0 {
		cols = append(cols, glyph{icon: blackIcon, text: w.loc.Int(len(c.Blacks)), bold: true})
	}
	if moved {
		cols = append(cols, leaders...)
	}
	split := 4
	// The lines of colours are sized here for the table's scale (rescale
	// leaves them alone): the icons shrink to fit, the text does not.
	g, text := max(t.scaleOr1(), 1), t.textAt(12)
	for _, row := range p.colours {
		t.ownSized(row)
		row.px, row.size = iconSmall*g, text
	}
	if compact {
		// one line for every colour: the leaders' counts, last, go
		// when it has no room for them (the score pad says them)
		p.colours[0].items = cols
		for n := len(leaders); moved && n > 0 && p.inner > 0 && p.colours[0].MinSize().Width > p.inner; n-- {
			cols = cols[:len(cols)-1]
			p.colours[0].items = cols
		}
		split = len(cols)
		// then the icons shrink until the line fits (seven colours, the
		// black cards and the leaders of a 7-player table).
		for px := float32(iconSmall) * g; px > 11 && p.inner > 0 && p.colours[0].MinSize().Width > p.inner; px-- {
			p.colours[0].px = px - 1
		}
	}
	p.colours[0].set(cols[:min(split, len(cols))]...)
	p.colours[1].set(cols[min(split, len(cols)):]...)
	p.colours[1].Hidden = compact
	p.state.Refresh()
}
