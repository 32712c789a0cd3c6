package wonders

import (
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/measure"
	"agora/ui/raster"
)

// slotState is what a stage slot shows at its foot.
type slotState uint8

const (
	slotBuilt  slotState = iota // the tucked card, with its Age
	slotNext                    // the status badge, when the seat may build it now
	slotWait                    // the next stage, the seat not deciding
	slotLocked                  // after the stage before
)

// ageBacks are the backs of the Age decks, seen on a tucked card's edge.
var ageBacks = [4]color.NRGBA{
	{0x57, 0x53, 0x4e, 0xff},
	{0x9a, 0x5b, 0x2a, 0xff}, // Age I
	{0x3f, 0x62, 0x8f, 0xff}, // Age II
	{0x6d, 0x3f, 0x8c, 0xff}, // Age III
}

// Stage slot colours.
var (
	slotFill   = color.NRGBA{0xfd, 0xf8, 0xea, 0xff}
	slotBuiltF = color.NRGBA{0xea, 0xf4, 0xe4, 0xff}
	slotMuted  = color.NRGBA{0x78, 0x71, 0x6c, 0xff}
)

// stageSlot is one stage of the wonder board: its cost and what it gives
// in icons at the top; at the foot its name and the card tucked under it
// (built, with the Age), its status badge (the next one, when the seat
// may build it) or what it waits for. Hovering it says it all in words.
type stageSlot struct {
	widget.BaseWidget
	hover
	b      *board
	index  int
	state  slotState
	age    int // the Age it was built in (0: unknown)
	info   wonders.StageInfo
	plate  *canvas.Rectangle
	cost   *glyphRow
	effect *glyphRow
	label  *fitText
	tuck   *canvas.Rectangle
	tuckT  *fitText
	pill   *pill
	small  *pill
	lock   *raster.Picture
	wait   *fitText
	tint   color.NRGBA
	// costs and effects are the icons in full ([0]) and compact ([1]:
	// a count beside each resource, no slashes), badge the status badge's
	// glyphs.
	costs, effects [2][]glyph
	fill           color.Color
	badge          []glyph
}

func newStageSlot(b *board, i int) *stageSlot {
	t := b.t
	s := &stageSlot{b: b, index: i, plate: canvas.NewRectangle(slotFill), cost: newGlyphRow(iconMid, 12), effect: newGlyphRow(iconMid, 13),
		label: newFitText(tipsOf(t), 12, true, colorInk), tuck: canvas.NewRectangle(ageBacks[1]), tuckT: newFitText(tipsOf(t), 12, true, colorWhite),
		pill: newPill(iconSmall, 12), small: newPill(12, 12), lock: raster.NewPicture(nil, canvas.ImageFillContain),
		wait: newFitText(tipsOf(t), 12, false, slotMuted)}
	s.plate.CornerRadius = 6
	s.tuck.CornerRadius = 3
	s.lock.Resource = sized(lockIcon, 12)
	s.hover = hover{tips: tipsOf(t), tip: s.tipText}
	s.label.more, s.tuckT.more, s.wait.more = s.tipText, s.tipText, s.tipText
	s.self = s
	s.ExtendBaseWidget(s)
	return s
}

// set shows stage i of the board st in state, built in age.
func (s *stageSlot) set(st wonders.StageInfo, state slotState, age int, tint color.NRGBA) {
	w := s.b.t.words
	s.info, s.state, s.age, s.tint = st, state, age, tint
	s.costs = [2][]glyph{inked(costGlyphs(w, st.Cost)), inked(compactCost(w, st.Cost))}
	full := inked(stageEffectGlyphs(w, st.Effects))
	s.effects = [2][]glyph{full, compactEffect(full)}
	s.cost.set(s.costs[0]...)
	s.effect.set(s.effects[0]...)
	s.label.setFull(w.T("wonders.ui.stage_n", map[string]any{"N": s.index + 1}), colorInk)
	switch state {
	case slotBuilt:
		s.tuck.FillColor = ageBacks[min(max(age, 0), 3)]
		s.tuckT.setFull(w.T("wonders.board.tucked", map[string]any{"Age": romanAge(age)}), colorWhite)
	case slotNext:
		v := s.b.t.view
		fill, items := statusPill(w, v.Stage.Status, v.Stage.Plans, v.Stage.Cost.Coins, v.Stage.Cost)
		if v.Stage.Status == wonders.StatusFree {
			fill, items = colorOwn, []glyph{{icon: checkIcon, text: w.T("wonders.ui.pill.own"), color: colorWhite, bold: true}}
		}
		if f, market, ok := s.b.t.stageMarketPill(); ok { // Commerce: a purchase opens it
			fill, items = f, market
		}
		s.fill, s.badge = fill, items
		s.pill.set(fill, items...)
		s.small.set(fill, items...)
	case slotWait:
		s.wait.setFull(w.T("wonders.ui.stage_next"), slotMuted)
	default:
		s.wait.setFull(w.T("wonders.ui.stage_after", map[string]any{"N": s.index}), slotMuted)
	}
	s.Refresh()
}

// inked gives the glyphs without a colour the board's dark ink, the
// board being light in both themes.
func inked(gs []glyph) []glyph {
	for i := range gs {
		if gs[i].color == nil {
			gs[i].color = colorInk
		}
	}
	return gs
}

// compactCost is a cost with one icon per resource and its count, "stone
// ×4", for a narrow slot.
func compactCost(w words, c wonders.Cost) []glyph {
	var out []glyph
	if c.Coins > 0 {
		out = append(out, glyph{icon: coinIcon, text: w.loc.Int(c.Coins), bold: true})
	}
	for r, n := range c.Res {
		switch {
		case n == 1:
			out = append(out, glyph{icon: resourceIcons[r]})
		case n > 1:
			out = append(out, glyph{icon: resourceIcons[r], text: "×" + w.loc.Int(int(n)), bold: true})
		}
	}
	return out
}

// compactEffect is an effect's icons without the slashes between
// alternatives.
func compactEffect(gs []glyph) []glyph {
	var out []glyph
	for _, g := range gs {
		if g.icon == nil && g.text == "/" {
			continue
		}
		out = append(out, g)
	}
	return out
}

// iconOnly is a badge's first icon without its words, for a slot too
// narrow for them; the hover says them.
func iconOnly(gs []glyph) []glyph {
	for _, g := range gs {
		if g.icon != nil {
			g.text, g.space = "", false
			return []glyph{g}
		}
	}
	return gs
}

// stageEffectGlyphs draws a stage's effects: icons where the game has
// them, a word or two for the board powers (a 7th card, a free build...).
func stageEffectGlyphs(w words, effects []wonders.Effect) []glyph {
	var out []glyph
	for i, e := range effects {
		var g []glyph
		switch e.Kind {
		case wonders.Produce, wonders.Choice, wonders.Points, wonders.Shields, wonders.Science, wonders.WildScience,
			wonders.Coins, wonders.CoinsPer, wonders.PointsPer, wonders.Discount:
			g = effectGlyphs(w, e)
		case wonders.DrawLeaders, wonders.RecruitLeader:
			g = leaderStageGlyphs(w, e)
		default:
			var ok bool
			if g, ok = citiesGlyphs(w, e); !ok { // Petra's coin losses, Byzantium's diplomacy
				g = []glyph{{icon: stageIcon, text: w.T("wonders.ui.short." + e.Kind.String()), bold: true}}
			}
		}
		if i > 0 && len(g) > 0 {
			g[0].space = true
		}
		out = append(out, g...)
	}
	return out
}

// tipText says the stage in words: name, cost, what it gives, and where
// it stands.
func (s *stageSlot) tipText() string {
	w := s.b.t.words
	var effects []string
	for _, e := range s.info.Effects {
		effects = append(effects, w.effect(e))
	}
	text := w.T("wonders.board.tip.stage", map[string]any{"Stage": w.T("wonders.ui.stage_n", map[string]any{"N": s.index + 1}),
		"Cost": w.cost(s.info.Cost), "Effects": strings.Join(effects, " ")})
	var more string
	switch s.state {
	case slotBuilt:
		more = w.T("wonders.board.tip.stage_built", map[string]any{"Age": romanAge(s.age)})
	case slotNext:
		v := s.b.t.view
		more = w.T("wonders.board.tip.stage_next", map[string]any{"Status": w.status(v.Stage.Status, v.Stage.Plans)})
		if market := s.b.t.stageMarketStatus(); market != "" {
			more += "\n" + market
		}
	case slotWait:
		more = w.T("wonders.board.tip.stage_wait")
	default:
		more = w.T("wonders.board.tip.stage_locked", map[string]any{"N": s.index})
	}
	return text + "\n" + more
}

func (s *stageSlot) CreateRenderer() fyne.WidgetRenderer { return &slotRenderer{s: s} }

type slotRenderer struct{ s *stageSlot }

func (r *slotRenderer) Destroy() {}
func (r *slotRenderer) Objects() []fyne.CanvasObject {
	s := r.s
	return []fyne.CanvasObject{s.plate, s.cost, s.effect, s.label, s.tuck, s.tuckT, s.pill, s.small, s.lock, s.wait}
}

// MinSize is small: the slot shrinks its icons to the room it gets.
func (r *slotRenderer) MinSize() fyne.Size { return fyne.NewSize(60, 30) }

func (r *slotRenderer) Refresh() {
	r.Layout(r.s.Size())
	canvas.Refresh(r.s)
}

// slotIconMax is the largest icon a slot draws at scale 1, slotIconMin
// the least; the sizes between go down by 2 px.
const slotIconMax, slotIconMin = 30, 10

// sizeParts sets the slot's words and badges for the table's scale (the
// board sizes its own parts): the stage's name, the tucked card's Age,
// what it waits for and the badge at the least text size or more.
func (s *stageSlot) sizeParts() {
	t := s.b.t
	g := max(t.scaleOr1(), 1)
	size := t.textAt(12)
	for _, f := range []*fitText{s.label, s.tuckT, s.wait} {
		f.text.TextSize = size
	}
	s.pill.row.size, s.pill.row.px = size, iconSmall*g
	s.small.row.size, s.small.row.px = size, 12*g
}

// textFloor is the least size of the slot's printed cost and effect:
// the table's least text size (12 px from 1280×800 up, 10 px in the
// smallest window); the digits grow with the icons past it.
func (s *stageSlot) textFloor() float32 {
	return textFloor * max(min(s.b.t.scaleOr1(), 1), minTextScale)
}

// fitIcons picks the largest icons, in full or compact, with which the
// cost and the effect pass fits (given their sizes and the icon size);
// it reports false when even the smallest compact ones do not. The
// digits beside the icons grow with them, never under textFloor.
func (s *stageSlot) fitIcons(maxPx float32, fits func(cm, em fyne.Size, px float32) bool) bool {
	floor := s.textFloor()
	top := min(maxPx, slotIconMax*max(s.b.t.scaleOr1(), 1))
	for level := range 3 {
		s.cost.items, s.effect.items = s.costs[min(level, 1)], s.effects[level/2]
		for px := float32(math.Floor(float64(top))); px >= slotIconMin; px -= 2 {
			s.cost.px, s.effect.px = px, px
			s.cost.size, s.effect.size = max(px*0.62, floor), max(px*0.66, floor)
			if fits(s.cost.MinSize(), s.effect.MinSize(), px) {
				return true
			}
		}
	}
	s.cost.size, s.effect.size = floor, floor
	return false
}

func (r *slotRenderer) Layout(size fyne.Size) {
	s := r.s
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	s.sizeParts()
	g := max(s.b.t.scaleOr1(), 1)
	foot := max(18*g, measure.Text("Ag", s.label.text.TextSize, s.label.text.TextStyle).Height+4)
	if size.Height < 32+foot {
		r.layoutLine(size)
		return
	}
	pad := 5 * g
	s.plate.Resize(size)
	r.paint()
	s.cost.Show()
	s.effect.Show()
	// The largest icons with which the cost and the effect fit: on one
	// line, or on two when the slot is tall enough.
	inner := size.Width - 2*pad
	room := size.Height - 2*pad - foot - 2
	two := false
	ok := s.fitIcons(room, func(cm, em fyne.Size, px float32) bool {
		if cm.Width+em.Width+8 <= inner && max(cm.Height, em.Height) <= room {
			two = false
			return true
		}
		two = max(cm.Width, em.Width) <= inner && cm.Height+em.Height+3 <= room
		return two
	})
	if !ok {
		s.effect.Hide()
	}
	cm, em := s.cost.MinSize(), s.effect.MinSize()
	if !ok {
		em = fyne.Size{} // no room: the hover says it
	}
	s.cost.Resize(cm)
	s.effect.Resize(em)
	s.cost.Move(fyne.NewPos(pad, pad))
	if two {
		// The effect in the middle of the room under the cost, as printed.
		below := pad + cm.Height + 3
		s.effect.Move(fyne.NewPos((size.Width-em.Width)/2, below+max(room-cm.Height-3-em.Height, 0)/2))
	} else {
		// One line, in the middle of the room above the foot.
		y := pad + max(room-max(cm.Height, em.Height), 0)/2
		s.cost.Move(fyne.NewPos(pad, y+(max(cm.Height, em.Height)-cm.Height)/2))
		s.effect.Move(fyne.NewPos(size.Width-pad-em.Width, y+(max(cm.Height, em.Height)-em.Height)/2))
	}
	s.cost.Refresh()
	s.effect.Refresh()

	// The foot: the stage's name on the left, then the tucked card, the
	// badge or what it waits for; the name gives way to them, and a word
	// with no room is left to the hover, never cut.
	fy := size.Height - pad - foot
	labelW := s.label.want()
	r.hideFoot()
	s.label.Hidden = false
	switch s.state {
	case slotBuilt:
		level := 0
		for level < 2 && s.tuckWant(level) > inner-labelW-8 {
			level++
		}
		if s.label.Hidden = s.tuckWant(level)+labelW+8 > inner; s.label.Hidden {
			level = 0
			for level < 2 && s.tuckWant(level) > inner {
				level++
			}
		}
		s.tuckT.setFull(s.tucked(level), colorWhite)
		tw := min(s.tuckWant(level), inner)
		r.placeTuck(size.Width-pad-tw, fy, tw, foot)
	case slotNext:
		p := r.badge(inner - labelW - 8)
		pw := min(p.MinSize().Width, inner)
		s.label.Hidden = pw+labelW+8 > inner
		p.Resize(fyne.NewSize(pw, foot))
		p.Move(fyne.NewPos(size.Width-pad-pw, fy))
	default:
		lockW := float32(0)
		if s.state == slotLocked {
			lockW = 14 * g
		}
		ww := s.wait.want()
		switch {
		case labelW+8+lockW+ww <= inner:
		case lockW+ww <= inner:
			s.label.Hidden = true
		default:
			ww = 0 // no room for the words: the lock, or nothing, and the hover
		}
		x := size.Width - pad - ww
		s.wait.Hidden = ww <= 0
		s.wait.Resize(fyne.NewSize(ww, foot))
		s.wait.Move(fyne.NewPos(x, fy))
		if s.state == slotLocked {
			ls := 12 * g
			s.lock.Hidden = false
			s.lock.Resource = sized(lockIcon, ls)
			s.lock.Resize(fyne.NewSize(ls, ls))
			s.lock.Move(fyne.NewPos(x-lockW, fy+(foot-ls)/2))
		}
	}
	s.label.Resize(fyne.NewSize(min(labelW, inner), foot))
	s.label.Move(fyne.NewPos(pad, fy))
	for _, o := range []fyne.Widget{s.label, s.tuckT, s.wait} {
		o.Refresh()
	}
}

// hideFoot hides everything the foot may show.
func (r *slotRenderer) hideFoot() {
	s := r.s
	s.tuck.Hidden, s.tuckT.Hidden, s.pill.Hidden, s.small.Hidden, s.lock.Hidden, s.wait.Hidden = true, true, true, true, true, true
}

// tuckWant is the width of the tucked card's edge with its label at
// level (tucked), in the label's own size.
func (s *stageSlot) tuckWant(level int) float32 {
	return measure.Text(s.tucked(level), s.tuckT.text.TextSize, fyne.TextStyle{Bold: true}).Width + 12
}

// placeTuck shows the tucked card's edge at (x, y) in w×h.
func (r *slotRenderer) placeTuck(x, y, w, h float32) {
	s := r.s
	s.tuck.Hidden, s.tuckT.Hidden = false, false
	s.tuck.Resize(fyne.NewSize(w, h))
	s.tuck.Move(fyne.NewPos(x, y))
	s.tuckT.Resize(fyne.NewSize(max(w-8, 4), h))
	s.tuckT.Move(fyne.NewPos(x+4, y))
	s.tuckT.text.Alignment = fyne.TextAlignCenter
	s.tuckT.Refresh()
}

// badge is the status badge that fits in room: in full, smaller, or its
// icon alone.
func (r *slotRenderer) badge(room float32) *pill {
	s := r.s
	s.pill.Hidden, s.small.Hidden = true, true
	s.pill.row.items, s.small.row.items = s.badge, s.badge
	s.pill.row.Refresh()
	s.small.row.Refresh()
	p := s.pill
	if p.MinSize().Width > room {
		p = s.small
	}
	if p.MinSize().Width > room {
		p.set(s.fill, iconOnly(s.badge)...)
	}
	p.Hidden = false
	return p
}

// paint colours the plate for the slot's state: green-edged when built,
// edged in the board's ink when next, faded when it waits; the monument
// behind shows through a little.
func (r *slotRenderer) paint() {
	s := r.s
	s.plate.StrokeWidth = 1.5
	see := func(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }
	switch s.state {
	case slotBuilt:
		s.plate.FillColor, s.plate.StrokeColor = see(slotBuiltF, 0xc8), colorOwn
	case slotNext:
		s.plate.FillColor, s.plate.StrokeColor, s.plate.StrokeWidth = see(slotFill, 0xc8), boardInk(s.tint, 0xff), 2
	default:
		s.plate.FillColor = see(slotFill, 0x98)
		s.plate.StrokeColor = boardInk(s.tint, 0x90)
	}
}

// tucked is the label of a built stage's card, from the longest (level
// 0) to the shortest (2): "Age I, tucked", "Age I", then the Age's
// numeral alone on the card's edge in the Age's colour (the hover says
// it in words).
func (s *stageSlot) tucked(level int) string {
	switch level {
	case 0:
		return s.b.t.words.T("wonders.board.tucked", map[string]any{"Age": romanAge(s.age)})
	case 1:
		return s.b.t.words.T("wonders.board.tucked_short", map[string]any{"Age": romanAge(s.age)})
	}
	return romanAge(s.age)
}

// layoutLine lays a short slot on one line: the cost, the effect, then
// the tucked card's Age, the badge or the lock at the right end; the
// stage's name is left to the hover.
func (r *slotRenderer) layoutLine(size fyne.Size) {
	s := r.s
	g := max(s.b.t.scaleOr1(), 1)
	pad := 4 * g
	s.plate.Resize(size)
	r.paint()
	r.hideFoot()
	s.label.Hidden = true
	s.cost.Show()
	s.effect.Show()
	inner := size.Width - 2*pad
	fh := min(size.Height-2*pad, max(18*g, measure.Text("Ag", s.tuckT.text.TextSize, s.tuckT.text.TextStyle).Height+2))
	maxPx := size.Height - 2*pad
	ls := 12 * g
	// The foot at the right end, as small as need be for the icons: a
	// built stage's tucked card gives way last (its plate says it is
	// built, its hover when).
	var fw float32
	for attempt := range 3 {
		switch s.state {
		case slotBuilt:
			// "Age II", else the numeral alone on the Age's colour.
			level := 1 + min(attempt, 1)
			if s.tuckWant(level) > inner*0.4 {
				level = 2
			}
			s.tuckT.setFull(s.tucked(level), colorWhite)
			fw = min(s.tuckWant(level), inner*0.4)
			if attempt == 2 {
				fw = 0
			}
		case slotNext:
			room := inner * 0.5
			if attempt > 0 {
				room = 0
			}
			fw = r.badge(room).MinSize().Width
		case slotLocked:
			fw = ls
			if attempt > 0 {
				fw = 0
			}
		default:
			fw = 0
		}
		avail := inner - fw - 6
		if s.fitIcons(maxPx, func(cm, em fyne.Size, _ float32) bool {
			return cm.Width+em.Width+8 <= avail && max(cm.Height, em.Height) <= size.Height
		}) {
			break
		}
		if attempt == 2 {
			s.effect.Hide()
		}
	}
	x := size.Width - pad - fw
	switch s.state {
	case slotBuilt:
		if fw > 0 {
			r.placeTuck(x, (size.Height-fh)/2, fw, fh)
		}
	case slotNext:
		for _, p := range []*pill{s.pill, s.small} {
			if p.Visible() {
				p.Resize(fyne.NewSize(fw, fh))
				p.Move(fyne.NewPos(x, (size.Height-fh)/2))
			}
		}
	case slotLocked:
		s.lock.Hidden = fw == 0
		s.lock.Resource = sized(lockIcon, ls)
		s.lock.Resize(fyne.NewSize(ls, ls))
		s.lock.Move(fyne.NewPos(x, (size.Height-ls)/2))
	}
	cm, em := s.cost.MinSize(), s.effect.MinSize()
	// A slot too short for the least text keeps its cost and effect to
	// the hover.
	s.cost.Hidden = cm.Height > size.Height+1
	if s.cost.Hidden {
		s.effect.Hide()
	}
	s.cost.Resize(cm)
	s.cost.Move(fyne.NewPos(pad, (size.Height-cm.Height)/2))
	if !s.effect.Visible() {
		em = fyne.Size{} // no room: the hover says it
	}
	s.effect.Resize(em)
	s.effect.Move(fyne.NewPos(max(pad+cm.Width+8, x-6-em.Width), (size.Height-em.Height)/2))
	s.cost.Refresh()
	s.effect.Refresh()
}
