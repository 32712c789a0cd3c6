package wonders

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/translations"
	"agora/ui/measure"
	"agora/ui/raster"
)

// board is the wonder board of the city the seat decides for, drawn as
// the printed board: a panel in the wonder's tint with its monument (the
// wonder's picture) large and soft behind everything, its name and side, the resource it makes from the start,
// the city's coins and conflict tokens as objects, its score, production
// and science, and its stage slots in a row (see stageslot.go).
type board struct {
	t  *Table
	bg *canvas.Rectangle
	// monument is the wonder's picture, behind the stages.
	monument *raster.Picture
	title    *fitText
	plaque   *plaque
	tokens   *tokenRow
	stats    *glyphRow
	makes    *glyphRow
	// sci is the science's own line under the production, when one line
	// is too short for both (a rich city); makesAll and makesProd are
	// the production line with and without the science.
	sci                 *glyphRow
	makesAll, makesProd []glyph
	stages              [4]*stageSlot
	gods                []*godToken
	// variants are the head's line of numbers from the fullest to the
	// shortest; the layout shows the first that fits.
	variants [][]glyph
	count    int // stages on this board
	wonder   string
	// monumentRes is the monument at no size (sized to the layout).
	monumentRes fyne.Resource
	root        *fyne.Container
	// short is whether the last update drew the compact head.
	short bool
}

func newBoard(t *Table) *board {
	b := &board{t: t, bg: canvas.NewRectangle(color.Transparent), monument: raster.NewPicture(nil, canvas.ImageFillContain), title: newFitText(tipsOf(t), 15, true, colorInk),
		plaque: newPlaque(t),
		tokens: newTokenRow(t, 20), stats: newGlyphRow(iconSmall, 12), makes: newGlyphRow(iconSmall, 12), sci: newGlyphRow(iconSmall, 12)}
	b.bg.CornerRadius, b.bg.StrokeWidth = 10, 2
	b.plaque.tip = func() string {
		c := b.t.view.Cities[b.t.focus]
		info := wonders.Wonders()[c.Wonder]
		return b.t.words.T("wonders.board.tip.resource", map[string]any{"Wonder": b.t.words.T(info.NameKey()),
			"Some": b.t.words.T("wonders.board.some." + info.Resource.String())})
	}
	objs := []fyne.CanvasObject{b.bg, b.monument}
	objs = append(objs, b.title, b.plaque, b.tokens, b.stats, b.makes, b.sci)
	for i := range b.stages {
		b.stages[i] = newStageSlot(b, i)
		objs = append(objs, b.stages[i])
	}
	b.root = container.New(&boardLayout{b: b}, objs...)
	return b
}

func (b *board) update() {
	t, w, v := b.t, b.t.words, b.t.view
	defer t.tips.prune()
	c := v.Cities[t.focus]
	info := wonders.Wonders()[c.Wonder]
	tint, ok := boardTint[info.ID]
	if !ok {
		tint = color.NRGBA{0xe7, 0xe5, 0xe4, 0xff}
	}
	b.bg.FillColor, b.bg.StrokeColor = tint, boardInk(tint, 0xff)
	b.bg.Refresh()
	b.wonder = info.ID
	b.monumentRes = wonderPicture(info.ID, boardInk(tint, monumentAlpha))
	if info.Resource < wonders.NumResources { // Rome has a board power instead
		b.plaque.set(resourceIcons[info.Resource], boardInk(tint, 0xa0))
	}
	who := w.T(t.youKey("wonders.ui.you", "wonders.ui.watching_city"), map[string]any{"Name": w.names[t.seat], "Elide": translations.Elides(w.names[t.seat])})
	if t.focus != t.seat {
		who = w.T("wonders.ui.for_freecity")
	}
	b.title.setFull(w.T("wonders.ui.board_title", map[string]any{"Who": who,
		"Wonder": w.T(info.NameKey()), "Side": c.Side.String()}), colorInk)
	b.tokens.set(v, t.focus)
	stats := []glyph{
		{icon: stageIcon, text: w.loc.Int(c.Stages) + "/" + w.loc.Int(c.StageCount), bold: true},
		{icon: pointsIcon, text: w.T("wonders.ui.score_now", map[string]any{"N": v.Scores[t.focus].Total()}), bold: true, space: true},
	}
	for i, ig := range c.Gods {
		if i >= len(b.gods) {
			g := newGodToken(t, 20)
			b.gods = append(b.gods, g)
			b.root.Add(g)
		}
		b.gods[i].set(ig)
	}
	for i, g := range b.gods {
		g.Hidden = i >= len(c.Gods)
	}
	makes := append([]glyph{{text: w.T("wonders.ui.produces")}}, production(c.Production)...)
	sci := scienceGlyphs(w, c)
	sci[0].space = true
	makes = append(makes, sci...)
	b.short = b.compact()
	if b.short {
		// Short of height: one line for the numbers, the production and
		// the science, their words dropped, then the science, when the
		// line is too long.
		makes[0].space = true
		bare := func(gs []glyph) []glyph {
			var out []glyph
			for _, g := range gs {
				if g.icon == nil && (g.text == w.T("wonders.ui.produces") || g.text == w.T("wonders.ui.science")) {
					continue
				}
				out = append(out, g)
			}
			if len(out) > len(stats) {
				out[len(stats)].space = true
			}
			return out
		}
		prod := append([]glyph{{text: w.T("wonders.ui.produces"), space: true}}, production(c.Production)...)
		b.variants = [][]glyph{
			inked(append(slices.Clone(stats), makes...)),
			inked(bare(append(slices.Clone(stats), makes...))),
			inked(bare(append(slices.Clone(stats), prod...))),
			inked(slices.Clone(stats)),
		}
		b.stats.set(b.variants[0]...)
		b.makes.Hide()
		b.sci.Hide()
	} else {
		b.variants = [][]glyph{inked(stats)}
		b.stats.set(inked(stats)...)
		b.makesAll, b.makesProd = inked(makes), inked(makes[:len(makes)-len(sci)])
		sci[0].space = false
		b.sci.items = inked(sci)
		b.makes.set(b.makesAll...)
		b.makes.Show()
	}
	stages := info.Sides[c.Side]
	b.count = min(len(stages), len(b.stages))
	ages := stageAges(v, t.focus)
	for i, slot := range b.stages {
		if i >= b.count {
			slot.Hide()
			continue
		}
		slot.Show()
		state := slotLocked
		switch {
		case i < c.Stages:
			state = slotBuilt
		case i == c.Stages && v.Acting == t.focus && len(v.Hand) > 0:
			state = slotNext
		case i == c.Stages:
			state = slotWait
		}
		slot.set(stages[i], state, ages[i], tint)
	}
	b.root.Refresh()
}

// stageAges is the Age each stage of city was built in, from the log (0
// for a stage not built).
func stageAges(v *wonders.View, city int) [4]int {
	var out [4]int
	for _, e := range v.Events {
		if e.Kind == wonders.EventStage && e.City == city && e.Stage >= 0 && e.Stage < len(out) {
			out[e.Stage] = e.Age
		}
	}
	return out
}

// boardLayout draws the board in the size it gets: the head (name, own
// resource, tokens, score; the production on a line of its own when there
// is height for it), then the stage slots filling the rest, as wide as
// they may be without growing past a printed board's proportions.
type boardLayout struct{ b *board }

func (l *boardLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(300, 80) }

// AllowsOverlap lets the monument lie behind the head and the stages (the
// layout audit asks).
func (l *boardLayout) AllowsOverlap(a, b fyne.CanvasObject) bool {
	return a == l.b.monument || b == l.b.monument
}

func (l *boardLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	b := l.b
	t := b.t
	// g grows the board's parts with a large window; its texts follow
	// the table's scale, never under the least size (scale.go).
	g := max(t.scaleOr1(), 1)
	pad, gap := 8*g, 8*g
	b.sizeTexts()
	b.bg.Resize(size)
	ps := 22 * g
	b.plaque.Resize(fyne.NewSize(ps, ps))
	b.plaque.Move(fyne.NewPos(size.Width-pad-ps, pad-3))
	titleH := measure.Text("Ag", b.title.text.TextSize, b.title.text.TextStyle).Height
	tall := !b.compact()
	// The tokens grow with the table themselves (tokenRow.size).
	b.tokens.px = 18
	if tall {
		b.tokens.px = 22
	}
	px := b.tokens.px * g
	tm := b.tokens.MinSize()
	// The fullest line of numbers that fits beside the tokens.
	for _, v := range b.variants {
		b.stats.items = v
		if b.stats.MinSize().Width+tm.Width+12 <= size.Width-2*pad {
			break
		}
	}
	b.stats.Refresh()
	sm := b.stats.MinSize()
	tw := min(max(tm.Width, float32(len(b.tokens.objs))*(px+tokenGap)), (size.Width-2*pad)*0.45)
	if sm.Width+tw+12 > size.Width-2*pad {
		tw = max(tm.Width, size.Width-2*pad-sm.Width-12)
	}
	// A wide board writes its tokens and numbers on the title's line,
	// leaving the stages that height; a narrower one puts them under it.
	fullW := measure.Text(b.title.full, b.title.text.TextSize, b.title.text.TextStyle).Width
	x0, y := pad, pad+titleH
	titleW, titleY := size.Width-2*pad-ps-8, pad-2
	gods := float32(0)
	for _, gd := range b.gods {
		if gd.Visible() {
			gods += px + 3
		}
	}
	if beside := pad + fullW + 16; beside+tw+12+sm.Width+10+gods <= size.Width-pad-ps-4 {
		line := max(titleH, px)
		titleW, titleY = fullW+4, pad-2+(line-titleH)/2
		x0, y = beside, pad-2+(line-px)/2
	}
	b.title.Resize(fyne.NewSize(titleW, titleH))
	b.title.Move(fyne.NewPos(pad, titleY))
	b.tokens.Resize(fyne.NewSize(tw, px))
	b.tokens.Move(fyne.NewPos(x0, y))
	b.stats.Resize(sm)
	b.stats.Move(fyne.NewPos(x0+tw+12, y+(px-sm.Height)/2))
	gx := x0 + tw + 12 + sm.Width + 10
	right := size.Width - pad
	if y < pad-3+ps { // the line passes beside the plaque
		right -= ps + 4
	}
	for _, gd := range b.gods {
		if gd.Visible() && gx+px > right {
			gd.Hide()
		}
		if gd.Visible() {
			gd.Resize(fyne.NewSize(px, px))
			gd.Move(fyne.NewPos(gx, y))
			gx += px + 3
		}
	}
	y += px + 4
	if b.makes.Visible() {
		b.makes.items = b.makesAll
		b.sci.Hidden = b.makes.MinSize().Width <= size.Width-2*pad
		if !b.sci.Hidden {
			b.makes.items = b.makesProd
		}
		b.makes.Refresh()
		mm := b.makes.MinSize()
		b.makes.Resize(mm)
		b.makes.Move(fyne.NewPos(pad, y))
		y += mm.Height + 4
		if !b.sci.Hidden {
			b.sci.Refresh()
			sm := b.sci.MinSize()
			b.sci.Resize(sm)
			b.sci.Move(fyne.NewPos(pad, y))
			y += sm.Height + 4
		}
	}
	// The slots along the foot of the board, sharing its width and
	// taking the height the head leaves them, in a printed board's
	// proportions (never much taller than wide, nor more than 3.6 times
	// as wide as tall, 4.5 for two); the monument stands above and behind
	// them, right of centre, or beside them when they leave room.
	n := max(b.count, 1)
	room := size.Height - y - pad + 2
	sw := (size.Width - 2*pad - gap*float32(n-1)) / float32(n)
	sh := min(room, max(86*g, sw*0.8))
	// Two stages are let grow wider than three, so a two-stage side
	// fills its board as much as a three-stage one.
	aspect := float32(3.6)
	if n <= 2 {
		aspect = 4.5
	}
	sw = min(sw, max(sh*aspect, 200*g))
	sy := size.Height - pad - sh + 2
	for i, s := range b.stages {
		s.Move(fyne.NewPos(pad+float32(i)*(sw+gap), sy))
		s.Resize(fyne.NewSize(sw, sh))
	}
	// The monument stands the board's whole height, clear of the head's
	// first line: beside the slots where they leave room, else right of
	// centre behind them.
	ms := min(size.Height-pad-titleH-4, size.Width*0.6)
	b.monument.Hidden = b.monumentRes == nil || ms < 24
	if !b.monument.Hidden {
		mx := max(size.Width*0.64-ms/2, pad)
		if right := pad + float32(n)*(sw+gap); size.Width-pad-right >= ms*0.9 {
			mx = right + (size.Width-pad-right-ms)/2
		}
		b.monument.Resource = sized(b.monumentRes, ms)
		b.monument.Move(fyne.NewPos(mx, size.Height-pad/2-ms))
		b.monument.Resize(fyne.NewSize(ms, ms))
		b.monument.Refresh()
	}
}

// sizeTexts sets the board's texts and icons for the table's scale: the
// board sizes its own parts (rescale leaves it alone).
func (b *board) sizeTexts() {
	t := b.t
	g := max(t.scaleOr1(), 1)
	if size := t.textAt(15); b.title.text.TextSize != size {
		b.title.text.TextSize = size
		b.title.Refresh()
	}
	for _, r := range []*glyphRow{b.stats, b.makes, b.sci} {
		r.size, r.px = t.textAt(12), iconSmall*g
	}
}

// compact reports whether the board is too short for a line of its own
// for the production.
func (b *board) compact() bool { return b.root.Size().Height < 170*max(b.t.scaleOr1(), 1) }

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

// plaque is the board's own resource in the top corner, on a white
// plaque as printed; hovering it says what it makes.
type plaque struct {
	widget.BaseWidget
	hover
	bg   *canvas.Rectangle
	icon *raster.Picture
}

func newPlaque(t *Table) *plaque {
	p := &plaque{bg: canvas.NewRectangle(color.NRGBA{0xff, 0xff, 0xff, 0xd8}), icon: raster.NewPicture(nil, canvas.ImageFillContain)}
	p.bg.CornerRadius, p.bg.StrokeWidth = 5, 1
	p.hover = hover{tips: tipsOf(t), self: p}
	p.ExtendBaseWidget(p)
	return p
}

// set shows the resource's icon, the plaque edged in edge.
func (p *plaque) set(res fyne.Resource, edge color.Color) {
	p.icon.Resource = sized(res, iconMid)
	p.bg.StrokeColor = edge
	p.Refresh()
}

func (p *plaque) CreateRenderer() fyne.WidgetRenderer { return &plaqueRenderer{p: p} }

type plaqueRenderer struct{ p *plaque }

func (r *plaqueRenderer) Destroy()                     {}
func (r *plaqueRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.p.bg, r.p.icon} }
func (r *plaqueRenderer) MinSize() fyne.Size           { return fyne.NewSize(20, 20) }
func (r *plaqueRenderer) Refresh() {
	r.Layout(r.p.Size())
	r.p.bg.Refresh()
	r.p.icon.Refresh()
}

func (r *plaqueRenderer) Layout(size fyne.Size) {
	r.p.bg.Resize(size)
	in := size.Height * 0.14
	r.p.icon.Move(fyne.NewPos(in, in))
	r.p.icon.Resize(fyne.NewSize(size.Width-2*in, size.Height-2*in))
}
