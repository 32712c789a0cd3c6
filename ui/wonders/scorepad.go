package wonders

import (
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"agora/game/wonders"
)

// The score pad is laid out like the printed one: a column per city, a
// row per scoring category with its colour and icon, the total at the
// bottom. At the end of the game its rows are filled one after another,
// as players count them at the table.

// padRowStep is the pause between two rows being filled.
const padRowStep = 150 * time.Millisecond

// padRow is what a category row shows: its icon and its colour.
type padRow struct {
	icon fyne.Resource
	tint color.NRGBA
}

// padRows are the categories' rows, in wonders.Categories order.
var padRows = [...]padRow{
	wonders.CatMilitary:   {shieldIcon, cardColors[wonders.Red]},
	wonders.CatTreasury:   {coinIcon, colorCoins},
	wonders.CatWonder:     {stageIcon, color.NRGBA{0xa1, 0x7a, 0x3c, 0xff}},
	wonders.CatCivilian:   {colorShapes[wonders.Blue], cardColors[wonders.Blue]},
	wonders.CatScience:    {scienceIcons[0], cardColors[wonders.Green]},
	wonders.CatCommercial: {colorShapes[wonders.Yellow], cardColors[wonders.Yellow]},
	wonders.CatGuilds:     {colorShapes[wonders.Purple], cardColors[wonders.Purple]},
	wonders.CatGods:       {svgIcon("god"), color.NRGBA{0x0f, 0x76, 0x6e, 0xff}},
	wonders.CatLeaders:    {leaderIcon, leaderEdge},
	wonders.CatBlack:      {blackIcon, color.NRGBA{0x57, 0x53, 0x4e, 0xff}}, // a black card, its strip grey to show on dark themes
	wonders.CatDebt:       {debtIcon, debtFill},
}

// scorePad draws the final scores into objs for a grid of layout
// padLayout: the header row of names, then each category, then the total
// (and the team's total in a team game).
func (o *overlay) scorePad() ([]fyne.CanvasObject, *padLayout) {
	t, w, v := o.t, o.t.words, o.t.view
	n := v.NumCities
	cats := scoreColumns(t.src.Config())
	outcome := t.src.Outcome()
	_, teams := teamTotal(v, 0)
	rows := len(cats) + 2
	if teams {
		rows++
	}
	lay := &padLayout{cols: n + 1, rows: rows}
	fg := theme.Color(theme.ColorNameForeground)
	var objs []fyne.CanvasObject
	// Row bands first, so the cells draw over them.
	for r := 1; r < rows; r++ {
		band := canvas.NewRectangle(color.NRGBA{0x80, 0x80, 0x80, 0x18})
		if r%2 == 0 {
			band.FillColor = color.Transparent
		}
		if r >= len(cats)+1 {
			band.FillColor = color.NRGBA{0x80, 0x80, 0x80, 0x30}
		}
		band.CornerRadius = 4
		objs = append(objs, band)
		lay.bands = append(lay.bands, band)
	}
	add := func(obj fyne.CanvasObject) { objs = append(objs, obj); lay.cells = append(lay.cells, obj) }
	add(canvas.NewText("", fg))
	for c := range n {
		name := newFitText(tipsOf(t), 13, true, fg)
		name.text.Alignment = fyne.TextAlignCenter // over its numbers
		name.set(w.city(v, c), nil)
		if c == t.seat {
			name.text.Color = theme.Color(theme.ColorNamePrimary)
		}
		if c < len(outcome.Scores) && outcome.Scores[c].Rank == 1 {
			name.set(w.T("wonders.ui.winner", map[string]any{"Name": w.city(v, c)}), nil)
		}
		add(name)
	}
	for _, cat := range cats {
		label := newGlyphRow(iconSmall, 12)
		row := padRowOf(cat)
		label.set(glyph{icon: row.icon, text: w.T("wonders.category." + wonders.Categories[cat]), bold: true})
		add(newPadLabel(row.tint, label))
		for c := range n {
			add(padNumber(w.loc.Int(v.Scores[c][cat]), false, fg))
		}
	}
	total := newGlyphRow(iconSmall, 13)
	total.set(glyph{icon: pointsIcon, text: w.T("wonders.ui.total"), bold: true})
	add(newPadLabel(color.NRGBA{0x1c, 0x19, 0x17, 0xff}, total))
	for c := range n {
		add(padNumber(w.loc.Int(v.Scores[c].Total()), true, fg))
	}
	if teams {
		label := newGlyphRow(iconSmall, 12)
		label.set(glyph{text: w.T("wonders.ui.team.total"), bold: true})
		add(newPadLabel(color.NRGBA{0x1c, 0x19, 0x17, 0xff}, label))
		for c := range n {
			tot, _ := teamTotal(v, c)
			add(padNumber(w.loc.Int(tot), true, fg))
		}
	}
	return objs, lay
}

// padNumber is a cell's number; a loss is written with a true minus sign,
// as the log writes it.
func padNumber(s string, bold bool, fg color.Color) *canvas.Text {
	if rest, ok := strings.CutPrefix(s, "-"); ok {
		s = "−" + rest
	}
	tx := canvas.NewText(s, fg)
	tx.TextSize, tx.TextStyle.Bold, tx.Alignment = 14, bold, fyne.TextAlignCenter
	if bold {
		tx.TextSize = 16
	}
	return tx
}

// newPadLabel is a row's label: a strip of the category's colour, then
// its icon and name.
func newPadLabel(tint color.NRGBA, label *glyphRow) *fyne.Container {
	strip := canvas.NewRectangle(tint)
	strip.CornerRadius = 2
	return &fyne.Container{Layout: padLabelLayout{}, Objects: []fyne.CanvasObject{strip, label}}
}

type padLabelLayout struct{}

func (padLabelLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 3))
	objs[0].Resize(fyne.NewSize(5, size.Height-6))
	m := objs[1].MinSize()
	objs[1].Move(fyne.NewPos(10, (size.Height-m.Height)/2))
	objs[1].Resize(fyne.NewSize(size.Width-10, m.Height))
}

func (padLabelLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[1].MinSize()
	return fyne.NewSize(m.Width+10, m.Height)
}

// padLayout places the pad's cells in a grid: the label column as wide as
// its widest label (the rest when narrow), the cities' columns sharing
// what is left; rows of one height. Rows past shown stay hidden until they
// are filled.
type padLayout struct {
	cols, rows int
	cells      []fyne.CanvasObject
	bands      []fyne.CanvasObject
	shown      int // rows shown, the header included
	scale      float32
	// base holds each cell's text size at scale 1.
	base map[fyne.CanvasObject][2]float32
}

const (
	padRowH     = 28
	padMinCol   = 56
	padMaxLabel = 190
	// padMaxScale bounds how much a large window enlarges the pad's rows
	// and their text.
	padMaxScale = 1.6
)

// rescale sizes the cells' text for rows scale times the least height,
// keeping the sizes they were made with as the base.
func (l *padLayout) rescale(scale float32) {
	if scale == l.scale {
		return
	}
	l.scale = scale
	if l.base == nil {
		l.base = map[fyne.CanvasObject][2]float32{}
	}
	for _, o := range l.cells {
		switch x := o.(type) {
		case *canvas.Text:
			b, ok := l.base[o]
			if !ok {
				b = [2]float32{x.TextSize}
				l.base[o] = b
			}
			x.TextSize = b[0] * scale
		case *fitText:
			b, ok := l.base[o]
			if !ok {
				b = [2]float32{x.text.TextSize}
				l.base[o] = b
			}
			x.text.TextSize = b[0] * scale
			x.Refresh()
		case *fyne.Container:
			// A row's label: its colour strip and its glyphs.
			for _, part := range x.Objects {
				g, ok := part.(*glyphRow)
				if !ok {
					continue
				}
				b, ok := l.base[g]
				if !ok {
					b = [2]float32{g.size, g.px}
					l.base[g] = b
				}
				g.size, g.px = b[0]*scale, b[1]*scale
				g.Refresh()
			}
		}
	}
}

func (l *padLayout) labelWidth(width float32) float32 {
	lw := float32(0)
	for r := 1; r < l.rows; r++ {
		lw = max(lw, l.cells[r*l.cols].MinSize().Width)
	}
	return min(lw+8, padMaxLabel, width-float32(l.cols-1)*padMinCol)
}

func (l *padLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	// Rows grow with the window, their text with them, up to
	// padMaxScale: the pad fills a large screen as the printed one
	// fills the table.
	rowH := min(float32(padRowH)+6, size.Height/float32(l.rows))
	scale := clamp(size.Height/float32(l.rows)/(padRowH+6), 1, padMaxScale)
	if size.Width < 1200 {
		scale = 1 // the columns of seven cities need the width
	}
	l.rescale(scale)
	rowH *= scale
	lw := l.labelWidth(size.Width)
	cw := (size.Width - lw) / float32(l.cols-1)
	for i, o := range l.cells {
		r, c := i/l.cols, i%l.cols
		x, w := float32(0), lw
		if c > 0 {
			x, w = lw+float32(c-1)*cw, cw
		}
		o.Move(fyne.NewPos(x+2, float32(r)*rowH))
		o.Resize(fyne.NewSize(w-4, rowH))
		padShow(o, r < l.shown)
	}
	for i, b := range l.bands {
		r := i + 1
		b.Move(fyne.NewPos(0, float32(r)*rowH+1))
		b.Resize(fyne.NewSize(size.Width, rowH-2))
		padShow(b, r < l.shown)
	}
}

// padShow shows or hides o, touching it only when that changes.
func padShow(o fyne.CanvasObject, show bool) {
	if show && !o.Visible() {
		o.Show()
	} else if !show && o.Visible() {
		o.Hide()
	}
}

// fill shows the pad's rows one after another, each padRowStep after the
// last, from the first call on; with reduce motion, or no setting to read
// (tests), every row at once. Later calls (a redraw, a language switch)
// keep the rows already shown.
func (o *overlay) fill(lay *padLayout) {
	t := o.t
	if o.padShown == 0 && t.ctx.ReduceMotion != nil && !t.ctx.ReduceMotion() {
		o.padShown = 1
		go func() {
			for r := 2; r <= lay.rows; r++ {
				time.Sleep(padRowStep)
				fyne.Do(func() {
					o.padShown = max(o.padShown, r)
					o.showRows()
				})
			}
		}()
	} else if o.padShown == 0 {
		o.padShown = lay.rows
	}
	lay.shown = o.padShown
}

// showRows lays the pad out again with the rows filled so far.
func (o *overlay) showRows() {
	if lay, ok := o.grid.Layout.(*padLayout); ok {
		lay.shown = o.padShown
		o.grid.Refresh()
	}
}

func (l *padLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(float32(l.cols-1)*padMinCol+120, float32(l.rows*padRowH))
}
