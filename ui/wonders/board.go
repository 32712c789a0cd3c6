package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
)

// board is the wonder board of the city the seat decides for: its name,
// coins, army, tokens and score, what it produces, its science, and each
// wonder stage with its cost and whether it is built or can be built now.
type board struct {
	t      *Table
	bg     *canvas.Rectangle
	title  *canvas.Text
	stats  *glyphRow
	makes  *glyphRow
	stages [4]*stageBox
	row    *fyne.Container
	root   *fyne.Container
	// short is whether the last update drew the compact head.
	short bool
}

func newBoard(t *Table) *board {
	b := &board{t: t, bg: canvas.NewRectangle(color.Transparent), title: canvas.NewText("", nil),
		stats: newGlyphRow(iconMid, 14), makes: newGlyphRow(iconMid, 13)}
	b.bg.CornerRadius, b.bg.StrokeWidth = 8, 1
	b.title.TextStyle.Bold, b.title.TextSize = true, 16
	var boxes []fyne.CanvasObject
	for i := range b.stages {
		b.stages[i] = newStageBox(t)
		boxes = append(boxes, b.stages[i])
	}
	b.row = container.New(&columns{gap: 6, maxH: 124}, boxes...)
	head := container.New(&rows{gap: 4}, b.title, b.stats, b.makes)
	b.root = container.NewStack(b.bg, container.NewPadded(container.NewBorder(head, nil, nil, nil, b.row)))
	return b
}

func (b *board) update() {
	t, w, v := b.t, b.t.words, b.t.view
	c := v.Cities[t.focus]
	b.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	b.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	b.bg.Refresh()
	title := w.T(t.youKey("wonders.ui.you", "wonders.ui.watching_city"), map[string]any{"Name": w.names[t.seat]})
	if t.focus != t.seat {
		title = w.T("wonders.ui.for_freecity")
	}
	b.title.Text = w.T("wonders.ui.board_title", map[string]any{"Who": title,
		"Wonder": w.T(wonders.Wonders()[c.Wonder].NameKey()), "Side": c.Side.String()})
	b.title.Refresh()
	makes := append([]glyph{{text: w.T("wonders.ui.produces")}}, production(c.Production)...)
	sci := scienceGlyphs(w, c)
	sci[0].space = true
	makes = append(makes, sci...)
	b.short = b.compact()
	if b.short {
		// Short of height (the Commerce market above at 7 players): one
		// line for the numbers, the production and the science.
		makes[0].space = true
		b.stats.set(append(append(cityStats(w, c, v.Scores[t.focus].Total(), false), godGlyphs(t, t.focus, false)...), makes...)...)
		b.makes.Hide()
	} else {
		b.stats.set(append(cityStats(w, c, v.Scores[t.focus].Total(), true), godGlyphs(t, t.focus, true)...)...)
		b.makes.set(makes...)
		b.makes.Show()
	}
	stages := wonders.Wonders()[c.Wonder].Sides[c.Side]
	for i, box := range b.stages {
		if i >= len(stages) {
			box.Hide()
			continue
		}
		box.Show()
		box.set(c, i, stages[i])
	}
	b.row.Refresh()
}

// compact reports whether the board is too short for a line of its own
// for the production.
func (b *board) compact() bool { return b.root.Size().Height < 170 }

// cityStats is a city's coins, shields and military tokens; long adds
// its stages and score, with words beside the numbers.
func cityStats(w words, c wonders.CityView, score int, long bool) []glyph {
	items := []glyph{
		{icon: coinIcon, text: w.loc.Int(c.Coins), bold: true},
		{icon: shieldIcon, text: w.loc.Int(c.Shields), bold: true, space: long},
		{icon: victoryIcon, text: "+" + w.loc.Int(c.Victory), bold: true, space: long},
		{icon: defeatIcon, text: "−" + w.loc.Int(c.Defeats), bold: true, space: long},
	}
	if long {
		items[0].text = w.coins(c.Coins)
		items = append(items,
			glyph{icon: stageIcon, text: w.loc.Int(c.Stages) + "/" + w.loc.Int(c.StageCount), bold: true, space: true},
			glyph{icon: pointsIcon, text: w.T("wonders.ui.score_now", map[string]any{"N": score}), bold: true, space: true})
	}
	return items
}

// wonderGlyphs names a city's wonder and side, with its stages built and
// its score now.
func wonderGlyphs(w words, c wonders.CityView, score int) []glyph {
	return []glyph{
		{text: w.T("wonders.ui.city_short", map[string]any{"City": w.wonder(c), "Side": c.Side.String()})},
		{icon: stageIcon, text: w.loc.Int(c.Stages) + "/" + w.loc.Int(c.StageCount), bold: true, space: true},
		{icon: pointsIcon, text: w.loc.Int(score), bold: true, space: true},
	}
}

// production is what a city makes each turn: fixed units, then each
// choice as its alternatives.
func production(p wonders.Production) []glyph {
	var out []glyph
	for r, n := range p.Fixed {
		for range n {
			out = append(out, glyph{icon: resourceIcons[r]})
		}
	}
	for _, set := range p.Choices {
		for i, r := range set.List() {
			g := glyph{icon: resourceIcons[r]}
			if i == 0 {
				g.space = true
			} else {
				out = append(out, glyph{text: "/"})
			}
			out = append(out, g)
		}
	}
	return out
}

// scienceGlyphs counts a city's science symbols and wildcards.
func scienceGlyphs(w words, c wonders.CityView) []glyph {
	out := []glyph{{text: w.T("wonders.ui.science")}}
	for s, n := range c.Science {
		out = append(out, glyph{icon: scienceIcons[s], text: w.loc.Int(n), bold: true, space: s > 0})
	}
	if c.Wild > 0 {
		out = append(out, glyph{text: w.T("wonders.ui.wild", map[string]any{"N": c.Wild}), space: true})
	}
	return out
}

// stageBox is one wonder stage: what it gives, its cost, and whether it
// is built, can be built now (with the price), or waits for the one
// before.
type stageBox struct {
	widget.BaseWidget
	t      *Table
	bg     *canvas.Rectangle
	title  *canvas.Text
	effect *glyphRow
	note   *canvas.Text
	cost   *glyphRow
	pill   *pill
}

func newStageBox(t *Table) *stageBox {
	s := &stageBox{t: t, bg: canvas.NewRectangle(color.Transparent), title: canvas.NewText("", nil),
		effect: newGlyphRow(iconMid, 14), note: canvas.NewText("", nil), cost: newGlyphRow(iconMid, 12), pill: newPill(iconSmall, 12)}
	s.bg.CornerRadius, s.bg.StrokeWidth = 6, 2
	s.title.TextStyle.Bold, s.title.TextSize = true, 13
	s.note.TextSize = 11
	s.ExtendBaseWidget(s)
	return s
}

func (s *stageBox) set(c wonders.CityView, i int, st wonders.StageInfo) {
	t, w, v := s.t, s.t.words, s.t.view
	s.title.Text = w.T("wonders.ui.stage_n", map[string]any{"N": i + 1})
	s.effect.set(effectsGlyphs(w, st.Effects)...)
	s.note.Text = effectsCaption(w, st.Effects)
	s.cost.set(costGlyphs(w, st.Cost)...)
	s.bg.FillColor = theme.Color(theme.ColorNameBackground)
	s.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	switch {
	case i < c.Stages:
		s.bg.StrokeColor = colorOwn
		s.pill.set(colorOwn, glyph{icon: checkIcon, text: w.T("wonders.ui.stage_built"), color: colorWhite, bold: true})
	case i == c.Stages && v.Acting == t.focus && len(v.Hand) > 0:
		fill, items := statusPill(w, v.Stage.Status, v.Stage.Plans, v.Stage.Cost.Coins, v.Stage.Cost)
		if v.Stage.Status == wonders.StatusFree {
			fill, items = colorOwn, []glyph{{icon: checkIcon, text: w.T("wonders.ui.pill.own"), color: colorWhite, bold: true}}
		}
		s.pill.set(fill, items...)
	case i == c.Stages:
		s.pill.set(colorMuted, glyph{text: w.T("wonders.ui.stage_next"), color: colorWhite, bold: true})
	default:
		s.pill.set(colorMuted, glyph{icon: lockIcon, text: w.T("wonders.ui.stage_after", map[string]any{"N": i}), color: colorWhite})
	}
	s.Refresh()
}

func (s *stageBox) CreateRenderer() fyne.WidgetRenderer { return &stageRenderer{s: s} }

type stageRenderer struct{ s *stageBox }

func (r *stageRenderer) Destroy() {}
func (r *stageRenderer) Objects() []fyne.CanvasObject {
	s := r.s
	return []fyne.CanvasObject{s.bg, s.title, s.effect, s.note, s.cost, s.pill}
}
func (r *stageRenderer) MinSize() fyne.Size { return fyne.NewSize(120, 94) }
func (r *stageRenderer) Refresh() {
	r.Layout(r.s.Size())
	canvas.Refresh(r.s)
}

func (r *stageRenderer) Layout(size fyne.Size) {
	s := r.s
	s.bg.Resize(size)
	s.title.Move(fyne.NewPos(8, 4))
	s.title.Resize(fyne.NewSize(size.Width-16, 18))
	s.note.Text = fit(s.note.Text, size.Width-12, 11, fyne.TextStyle{})
	place := func(o fyne.CanvasObject, x, y float32) {
		m := o.MinSize()
		o.Resize(m)
		o.Move(fyne.NewPos(x, y))
	}
	// The cost sits beside the title, or under it on a narrow box (Giza
	// B's four stages at seven players), the caption then showing only
	// when there is room for it.
	cm := s.cost.MinSize()
	titleW := fyne.MeasureText(s.title.Text, s.title.TextSize, s.title.TextStyle).Width
	y := float32(25)
	if cm.Width > size.Width-titleW-24 {
		place(s.cost, 8, 24)
		y = 46
	} else {
		place(s.cost, size.Width-cm.Width-8, 4)
	}
	place(s.effect, 8, y)
	place(s.note, 8, y+25)
	s.note.Hidden = y+25+14 > size.Height-30
	pw := min(size.Width-12, max(s.pill.MinSize().Width, size.Width*0.6))
	s.pill.Resize(fyne.NewSize(pw, 22))
	s.pill.Move(fyne.NewPos(6, max(y+24, size.Height-27)))
}

// columns lays objects side by side, equal widths, hidden ones skipped.
type columns struct {
	gap  float32
	maxH float32 // the tallest the objects grow, 0 for no limit
}

func (l *columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := 0
	for _, o := range objs {
		if o.Visible() {
			n++
		}
	}
	if n == 0 {
		return
	}
	w := (size.Width - l.gap*float32(n-1)) / float32(n)
	h := size.Height
	if l.maxH > 0 {
		h = min(h, l.maxH)
	}
	x := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, h))
		x += w + l.gap
	}
}

func (l *columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), float32(0)
	for _, o := range objs {
		if o.Visible() {
			m := o.MinSize()
			w += m.Width + l.gap
			h = max(h, m.Height)
		}
	}
	return fyne.NewSize(w, h)
}
