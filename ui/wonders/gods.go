package wonders

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/wonders"
	"agora/ui/raster"
)

// The Faith expansion's part of the table: the god hand after the cards
// in the bottom row, the god chosen with a card in the action bar, the
// Prayer draft and the gods' own prompts in the prompt area, and the gods
// standing in each city (the prompts' words are in faith_prompt.go). The
// engine says what is legal: the UI only reads View.Faith and the options.

var (
	godIcon         = svgIcon("god")
	godEgyptianIcon = svgIcon("god-egyptian")
)

// pantheonColors are the god cards' bands.
var pantheonColors = map[wonders.Pantheon]color.NRGBA{
	wonders.Greek:      {0x5b, 0x21, 0xb6, 0xff},
	wonders.Egyptian:   {0x92, 0x40, 0x0e, 0xff},
	wonders.Goodisian:  {0xbe, 0x18, 0x5d, 0xff},
	wonders.Babylonian: {0x1d, 0x4e, 0xd8, 0xff},
}

func pantheonIcon(p wonders.Pantheon) fyne.Resource {
	if p == wonders.Egyptian {
		return godEgyptianIcon
	}
	return godIcon
}

// godChoice is what the selected card does with a god: nothing (mode
// NoGodMode), invoke God before or after it, with Targets, or trade the
// gods for coins.
type godChoice struct {
	god     wonders.God
	mode    wonders.GodMode
	targets uint8
}

func choiceOf(m wonders.Move) godChoice {
	if m.GodMode == wonders.NoGodMode {
		return godChoice{}
	}
	return godChoice{god: m.God, mode: m.GodMode, targets: m.Targets}
}

// godName is a god's name in the current language.
func (w words) god(gd wonders.God) string {
	if int(gd) >= len(wonders.Gods()) {
		return ""
	}
	return w.T(gd.Info().NameKey())
}

// godPower is a god's power in an Age.
func (w words) godPower(gd wonders.God, age int) string {
	return w.T(gd.Info().PowerKey(min(max(age, 1), 3)))
}

// targetNames names the cities of a target mask.
func (w words) targetNames(v *wonders.View, mask uint8) string {
	var names []string
	for c := range v.NumCities {
		if mask&(1<<c) != 0 {
			names = append(names, w.city(v, c))
		}
	}
	return strings.Join(names, ", ")
}

// choiceLabel names a god choice in the action bar's selector.
func (w words) choiceLabel(v *wonders.View, c godChoice) string {
	var text string
	switch c.mode {
	case wonders.NoGodMode:
		return w.T("wonders.ui.faith.no_god")
	case wonders.GodCoins:
		text = w.T("wonders.ui.faith.coins")
	case wonders.InvokeBefore, wonders.InvokeAfter:
		key := "wonders.ui.faith.invoke_" + c.mode.String()
		if sacrificeGod(c.god) {
			key = "wonders.ui.faith.invoke_sacrifice" // before or after means nothing: the card is the cost
		}
		text = w.T(key, map[string]any{"God": w.god(c.god)})
	default:
		text = w.T("wonders.ui.faith.invoke_"+c.mode.String(), map[string]any{"God": w.god(c.god)})
	}
	if c.targets != 0 {
		text = w.T("wonders.ui.faith.targets", map[string]any{"Text": text, "Names": w.targetNames(v, c.targets)})
	}
	return text
}

// godCostGlyphs draws a god's invocation cost.
func godCostGlyphs(w words, gc wonders.GodCost) []glyph {
	var out []glyph
	if gc.Coins > 0 {
		out = append(out, glyph{icon: coinIcon, text: w.loc.Int(gc.Coins), bold: true})
	}
	for r, n := range gc.Res {
		for range n {
			out = append(out, glyph{icon: resourceIcons[r]})
		}
	}
	// Units of any raw material, manufactured good or either: the brown
	// card, the grey card, or both, with how many.
	if gc.Raw > 0 {
		out = append(out, glyph{icon: colorCards[wonders.Brown], text: w.loc.Int(gc.Raw), bold: true, space: len(out) > 0})
	}
	if gc.Manufactured > 0 {
		out = append(out, glyph{icon: colorCards[wonders.Grey], text: w.loc.Int(gc.Manufactured), bold: true, space: len(out) > 0})
	}
	if gc.Any > 0 {
		out = append(out, glyph{icon: colorCards[wonders.Brown], space: len(out) > 0}, glyph{text: "/"},
			glyph{icon: colorCards[wonders.Grey], text: w.loc.Int(gc.Any), bold: true})
	}
	if gc.Shields > 0 {
		out = append(out, glyph{icon: colorCards[wonders.Red], space: len(out) > 0},
			glyph{icon: shieldIcon, text: w.T("wonders.ui.faith.at_least", map[string]any{"N": gc.Shields})})
	}
	if gc.VP > 0 {
		out = append(out, glyph{icon: colorCards[wonders.Blue], space: len(out) > 0},
			glyph{icon: pointsIcon, text: w.T("wonders.ui.faith.at_least", map[string]any{"N": gc.VP})})
	}
	if gc.Stage {
		out = append(out, glyph{icon: stageIcon, text: w.T("wonders.ui.faith.stage"), space: len(out) > 0})
	}
	if gc.Sacrifice {
		out = append(out, glyph{icon: tornCardIcon, space: len(out) > 0})
	}
	if len(out) == 0 {
		out = append(out, glyph{text: w.T("wonders.ui.cost_none"), color: theme.Color(theme.ColorNamePlaceHolder)})
	}
	return out
}

// godGlyphs marks the gods standing in a city on its panel: the god icon
// and how many, or their names when long.
func godGlyphs(t *Table, city int, long bool) []glyph {
	v := t.view
	if v.Faith == nil || city >= len(v.Cities) || len(v.Cities[city].Gods) == 0 {
		return nil
	}
	gods := v.Cities[city].Gods
	if !long {
		return []glyph{{icon: godIcon, text: t.words.loc.Int(len(gods)), bold: true, space: true}}
	}
	var names []string
	for _, g := range gods {
		names = append(names, t.words.god(g.God))
	}
	return []glyph{{icon: godIcon, text: strings.Join(names, ", "), space: true}}
}

// godChoices are the god choices the selected card's options allow, in
// option order, without the no-god choice.
func (t *Table) godChoices() []godChoice {
	cv := t.selectedView()
	if cv == nil {
		return nil
	}
	var out []godChoice
	seen := map[godChoice]bool{}
	for _, o := range cv.Options {
		m := wonders.MustDecode(o)
		if m.Sell != t.sell {
			continue
		}
		c := choiceOf(m)
		if c.mode != wonders.NoGodMode && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// chooseGod picks the first god choice of the selected card that invokes
// gd, when the card allows one (tapping a god card).
func (t *Table) chooseGod(gd wonders.God) {
	for _, c := range t.godChoices() {
		if c.god == gd && c.mode.Invokes() {
			t.god, t.paying, t.plan = c, 0, 0
			t.hand.update()
			t.prompt.update()
			t.showActions()
			return
		}
	}
}

// godWidgets are the seat's gods of the Age for the hand row.
func (h *handRow) godWidgets() []fyne.CanvasObject {
	t, v := h.t, h.t.view
	if v.Faith == nil || v.Prompt == wonders.KindDiscardPick || v.Over {
		return nil
	}
	gods := v.Faith.Gods
	for len(h.gods) < len(gods) {
		gw := newGodWidget(t)
		gw.onTap = func() { t.chooseGod(gw.view.God) }
		h.gods = append(h.gods, gw)
	}
	var out []fyne.CanvasObject
	for i, gv := range gods {
		on := t.god.mode.Invokes() && t.god.god == gv.God
		h.gods[i].show(gv, on, len(gv.Options) == 0)
		out = append(out, h.gods[i])
	}
	return out
}

// godWidth is a god card's width in the hand row.
const godWidth = 88

// godWidget is one god of the seat's hand, drawn as a god card: framed in
// its pantheon's colour with the pantheon's motif along the top, its name,
// its power (in full on hover), its cost in each Age (this Age's lit) and
// a badge saying whether it can be invoked now and for how much.
type godWidget struct {
	widget.BaseWidget
	hover
	t        *Table
	view     wonders.GodView
	selected bool
	dimmed   bool
	onTap    func()

	frame, ageBand, veil *canvas.Rectangle
	band                 *motifBand
	icon                 *raster.Picture
	picture              *godPictureArt
	name                 *canvas.Text
	lines                [godPowerLines]*canvas.Text
	powerSize            float32 // the size the power's words are written at
	// powerFit is the largest size the power is whole at on this card
	// (0: none); powerCap, when set, the hand's gods' least (handLayout),
	// so that the gods of a hand write their powers alike.
	powerFit, powerCap float32
	power              *glyphRow // the power in icons, when it has some
	ages               [3]*canvas.Text
	costs              [3]*glyphRow
	pill               *pill
	width, height      float32
	// compact is set while the hand stands its gods in a column
	// (godcompact.go).
	compact bool
	bare    bool // a compact card's badge shows its icons only
}

func newGodWidget(t *Table) *godWidget {
	g := &godWidget{t: t, frame: canvas.NewRectangle(godCardFill), ageBand: canvas.NewRectangle(color.Transparent),
		veil: canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x70}), band: newMotifBand(8), icon: raster.NewPicture(nil, canvas.ImageFillContain),
		picture: newGodPictureArt(), name: canvas.NewText("", colorInk), pill: newPill(iconSmall, 11)}
	g.frame.CornerRadius, g.veil.CornerRadius, g.ageBand.CornerRadius = 10, 10, 4
	g.name.TextStyle.Bold, g.name.TextSize = true, 12
	g.power = newGlyphRow(16, 11)
	for i := range g.lines {
		g.lines[i] = canvas.NewText("", colorInk)
		g.lines[i].TextSize = 10
	}
	for i := range g.ages {
		g.ages[i] = canvas.NewText(romanAge(i+1), colorInk)
		g.ages[i].TextSize, g.ages[i].TextStyle.Bold = 10, true
		g.costs[i] = newGlyphRow(12, 10)
	}
	g.hover = hover{tips: tipsOf(t), self: g, tip: g.tipText}
	g.ExtendBaseWidget(g)
	return g
}

func (g *godWidget) show(gv wonders.GodView, selected, dimmed bool) {
	g.view, g.selected, g.dimmed = gv, selected, dimmed
	g.Refresh()
}

func (g *godWidget) Tapped(*fyne.PointEvent) {
	if g.onTap != nil {
		g.onTap()
	}
}

// tipText names the god and its pantheon and gives its power this Age in
// full.
func (g *godWidget) tipText() string {
	t, w := g.t, g.t.words
	if t.view == nil || int(g.view.God) >= len(wonders.Gods()) {
		return ""
	}
	tip := w.T("wonders.board.god.tip", map[string]any{"God": w.god(g.view.God),
		"Pantheon": w.T("wonders.ui.faith.pantheon." + g.view.Pantheon.String()), "Power": w.godPower(g.view.God, t.view.Age)})
	// The seat's last god of the Age: invoking it sets the others aside.
	if f := t.view.Faith; f != nil && !f.Closed && f.Slots-f.Used == 1 && len(f.Gods) > 1 {
		tip += "\n" + w.N("wonders.ui.faith.last_slot", f.Slots)
	}
	if b := g.compactTip(); b != "" {
		tip += "\n" + b
	}
	return tip
}

// godsGone says why the seat's god hand emptied, on the turn after it
// did: the god it invoked was its last of the Age, or it traded a god for
// coins, and the rest of its hand went face down (the engine's
// FaithView.Closed and the log's god events). "" otherwise.
func (w words) godsGone(v *wonders.View, seat int) string {
	f := v.Faith
	if f == nil || !f.Closed || len(f.Gods) > 0 {
		return ""
	}
	for i := len(v.Events) - 1; i >= 0; i-- {
		e := v.Events[i]
		if e.City != seat || e.Age != v.Age || e.Kind != wonders.EventGod && e.Kind != wonders.EventGodCoins {
			continue
		}
		if e.Turn < v.Turn-1 {
			return "" // said once, on the turn after
		}
		if e.Kind == wonders.EventGodCoins {
			return w.T("wonders.ui.faith.gone_coins")
		}
		return w.N("wonders.ui.faith.gone", f.Slots, map[string]any{"God": w.god(e.God)})
	}
	return ""
}

// FullText is the god's name, power and pantheon, which the card may
// shorten.
func (g *godWidget) FullText() string { return g.tipText() }

func (g *godWidget) CreateRenderer() fyne.WidgetRenderer {
	objs := []fyne.CanvasObject{g.frame}
	objs = append(objs, g.band.objs...)
	objs = append(objs, g.picture.img, g.icon, g.name, g.ageBand, g.power)
	for _, l := range g.lines {
		objs = append(objs, l)
	}
	for i := range g.ages {
		objs = append(objs, g.ages[i], g.costs[i])
	}
	objs = append(objs, g.pill, g.veil)
	return &godRenderer{g: g, objs: objs}
}

type godRenderer struct {
	g    *godWidget
	objs []fyne.CanvasObject
}

func (r *godRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *godRenderer) Destroy()                     {}
func (r *godRenderer) MinSize() fyne.Size {
	if r.g.compact {
		return r.g.compactSize()
	}
	return fyne.NewSize(godWidth, godMinH*r.g.k())
}

// godPowerLines is the most lines a god card's power takes.
const godPowerLines = 14

// godMinH is the least height of a god card: its name, this Age's cost
// and its badge; the power and the other Ages' costs show when there is
// room.
const godMinH = 96

// godAllAges is the height from which a god card shows its cost in every
// Age.
const godAllAges = 35 + 3*16 + 4 + 27

// godCostPx are the icon sizes a cost line tries, largest first.
var godCostPx = []float32{14, 12, 10}

// k is the god card's scale: its texts are the table's (12 px from
// 1280×800, 10 px at 1024×640, more in a large window), its lengths
// follow them.
func (g *godWidget) k() float32 { return g.t.textAt(12) / 12 }

// rowH is the height of a cost's line.
func (g *godWidget) rowH() float32 { return max(16*g.k(), g.t.textAt(12)*1.45) }

// lineH is the height of a line of the god's power at the table's size.
func (g *godWidget) lineH() float32 { return g.t.textAt(12) * 1.3 }

// powerLineH is the height of a line of the power as written.
func (g *godWidget) powerLineH() float32 {
	if g.powerSize > 0 {
		return g.powerSize * 1.3
	}
	return g.lineH()
}

func (r *godRenderer) Layout(size fyne.Size) {
	g := r.g
	if size.Width != g.width || size.Height != g.height {
		g.width, g.height = size.Width, size.Height
		r.refresh()
	}
	if g.compact {
		r.layoutCompact(size)
		return
	}
	k := g.k()
	g.frame.CornerRadius, g.veil.CornerRadius = 10, 10
	g.band.bg.Show()
	g.ageBand.Show()
	g.frame.Resize(size)
	g.veil.Resize(size)
	g.band.lay(g.view.Pantheon, 5, 5, fyne.NewSize(size.Width-10, 9*k))
	g.icon.Move(fyne.NewPos(5, 18*k))
	g.icon.Resize(fyne.NewSize(14*k, 14*k))
	g.name.Move(fyne.NewPos(6+15*k, 16*k))
	g.name.Resize(fyne.NewSize(size.Width-9-15*k, 18*k))
	y := 35 * k
	if g.power.Visible() {
		m := g.power.MinSize()
		g.power.Resize(m)
		g.power.Move(fyne.NewPos(max((size.Width-m.Width)/2, 4), y))
		y += m.Height + 3
	}
	lh := g.powerLineH()
	for _, l := range g.lines {
		l.Move(fyne.NewPos(5, y))
		l.Resize(fyne.NewSize(size.Width-10, lh))
		if l.Text != "" {
			y += lh
		}
	}
	// The costs by Age sit above the badge, this Age's lit.
	pillTop := size.Height - 27*k
	defer func() { g.picture.lay(g.view.God, g.view.Pantheon, 4, 33*k, size.Width-4, g.ages[0].Position().Y-2) }()
	rowH := g.rowH()
	age := 1
	if g.t.view != nil {
		age = min(max(g.t.view.Age, 1), 3)
	}
	all := size.Height >= godAllAges*k+3*(rowH-16*k)
	top := pillTop - 3*rowH - 4
	if !all {
		top = pillTop - rowH - 3
	}
	for i := range g.ages {
		g.ages[i].Hidden, g.costs[i].Hidden = !all && i != age-1, !all && i != age-1
		ry := top + float32(i)*rowH
		if !all {
			ry = top
		}
		g.ages[i].Move(fyne.NewPos(6, ry))
		g.ages[i].Resize(fyne.NewSize(18*k, rowH))
		m := g.costs[i].MinSize()
		g.costs[i].Resize(m)
		g.costs[i].Move(fyne.NewPos(6+18*k, ry+(rowH-m.Height)/2))
		if i == age-1 {
			g.ageBand.Move(fyne.NewPos(3, ry))
			g.ageBand.Resize(fyne.NewSize(size.Width-6, rowH))
		}
	}
	g.pill.Resize(fyne.NewSize(size.Width-6, 22*k))
	g.pill.Move(fyne.NewPos(3, pillTop))
}

func (r *godRenderer) Refresh() {
	r.refresh()
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

func (r *godRenderer) refresh() {
	g := r.g
	t, w := g.t, g.t.words
	gv := g.view
	if int(gv.God) >= len(wonders.Gods()) || t.view == nil {
		return
	}
	k, ts := g.k(), t.textAt(12)
	col := pantheonColors[gv.Pantheon]
	g.frame.FillColor = godCardFill
	g.frame.StrokeColor, g.frame.StrokeWidth = col, 3
	if g.selected {
		g.frame.StrokeColor, g.frame.StrokeWidth = theme.Color(theme.ColorNamePrimary), 5
	}
	g.icon.Resource = sized(pantheonIcon(gv.Pantheon), 16*k)
	g.icon.Refresh()
	width := max(g.width, godWidth)
	// The name shrinks to the faces' least size before it is shortened.
	g.name.Text, g.name.TextSize = fitShrink(w.god(gv.God), width-9-15*k, ts, t.faceText(), fyne.TextStyle{Bold: true})
	g.name.Color = col
	g.name.Refresh()
	// Room for the power: what the costs and the badge leave.
	h := max(g.height, godMinH*k)
	lh := g.lineH()
	rowH := g.rowH()
	room := h - k*(27+3+35) - rowH
	if h >= godAllAges*k+3*(rowH-16*k) {
		room = h - k*(27+4+35) - 3*rowH
	}
	n := max(int(room/lh), 0)
	icons := inked(godPowerGlyphs(w, gv.God, t.view.Age))
	g.power.px, g.power.size = 16*k, ts
	g.power.Hidden = len(icons) == 0 || float32(n)*lh < g.power.MinSize().Height+lh
	if !g.power.Hidden {
		g.power.set(icons...)
		n -= int((g.power.MinSize().Height + 3 + lh - 1) / lh)
		room -= g.power.MinSize().Height + 3
	}
	var lines []string
	g.powerSize, g.powerFit = ts, 0
	if n > 0 {
		power := w.godPower(gv.God, t.view.Age)
		lines, g.powerSize = godPowerWrap(power, width-10, room, ts, t.faceText(), min(n, len(g.lines)))
		if len(lines) > 0 && !strings.HasSuffix(lines[len(lines)-1], "…") {
			g.powerFit = g.powerSize
			if c := g.powerCap; c > 0 && c < g.powerSize {
				lines, g.powerSize = wrap(power, width-10, c, len(g.lines)), c
			}
		}
	}
	for i, l := range g.lines {
		l.Text, l.TextSize = "", g.powerSize
		if i < len(lines) {
			l.Text = lines[i]
		}
		l.Hidden = l.Text == ""
		l.Refresh()
	}
	g.pill.row.px, g.pill.row.size = iconSmall*k, ts
	age := min(max(t.view.Age, 1), 3)
	info := gv.God.Info()
	for i := range g.costs {
		c := info.Costs[i]
		if i == age-1 {
			c = gv.Cost
		}
		items := inked(godCostGlyphs(w, c))
		g.costs[i].items = items
		for _, px := range godCostPx {
			g.costs[i].px, g.costs[i].size = px*k, ts
			if g.costs[i].MinSize().Width <= width-12-18*k {
				break
			}
		}
		g.costs[i].Refresh()
		g.ages[i].Color, g.ages[i].TextSize = colorInk, ts
		if i != age-1 {
			g.ages[i].Color = slotMuted
		}
		g.ages[i].Refresh()
	}
	g.ageBand.FillColor = color.NRGBA{col.R, col.G, col.B, 0x2a}
	g.ageBand.StrokeColor, g.ageBand.StrokeWidth = color.NRGBA{col.R, col.G, col.B, 0x90}, 1
	f := t.view.Faith
	var fill color.Color
	var items []glyph
	switch {
	case f == nil || len(f.Draft) > 0 || t.view.Prompt == wonders.KindPray:
	case f.Closed || f.Used >= f.Slots:
		fill, items = colorMuted, []glyph{{text: w.T("wonders.ui.faith.closed"), color: colorWhite, bold: true}}
	case gv.Cost.Sacrifice && len(gv.Options) > 0:
		// Paid with the turn's card, not with coins or resources.
		fill, items = colorOwn, []glyph{{icon: tornCardIcon, text: w.T("wonders.ui.pill.sacrifice"), color: colorWhite, bold: true}}
	default:
		fill, items = statusPill(w, gv.Status, gv.Plans, gv.Cost.Coins, wonders.Cost{Coins: gv.Cost.Coins, Res: gv.Cost.Res})
	}
	// A compact card's badge may keep only its icons (godcompact.go).
	if bare := iconsOnly(compactGlyphs(items, ts)); g.compact && g.bare && len(bare) > 0 {
		items = bare
	}
	g.pill.Hidden = len(items) == 0
	if len(items) > 0 {
		g.pill.set(fill, items...)
	}
	g.veil.Hidden = !g.dimmed
	g.veil.Refresh()
}

// setPowerCap writes the power at size at most (0: its own).
func (g *godWidget) setPowerCap(size float32) {
	if g.powerCap != size {
		g.powerCap = size
		g.Refresh()
	}
}

// godPowerWrap is a god's power in the lines of width that fill at most
// room in height, whole, at the largest size from hi down to lo that
// keeps it whole; else at hi in n lines, the last shortened.
func godPowerWrap(power string, width, room, hi, lo float32, n int) ([]string, float32) {
	for size := hi; size >= lo; size -= 0.5 {
		lines := wrap(power, width, size, godPowerLines)
		if len(lines) == 0 {
			return nil, hi
		}
		if !strings.HasSuffix(lines[len(lines)-1], "…") && float32(len(lines))*size*1.3 <= room {
			return lines, size
		}
	}
	return wrap(power, width, hi, n), hi
}

// prayerTitle is the hand row's title during the Prayer: where the gods
// not kept go.
func (h *handRow) prayerTitle() []glyph {
	t, w, v := h.t, h.t.words, h.t.view
	f := v.Faith
	if f == nil || len(f.Draft) == 0 && f.Picked == wonders.NoGod || f.PassTo < 0 {
		return nil
	}
	icon := rightIcon // the gods pass against the coming Age's direction
	if f.PassTo == (t.seat+1)%v.NumCities {
		icon = leftIcon
	}
	return []glyph{{icon: godIcon, text: w.T("wonders.ui.faith.prayer", map[string]any{"Name": w.names[t.seat]}), bold: true,
		color: theme.Color(theme.ColorNameForeground)},
		{icon: icon, text: w.T("wonders.ui.faith.pass_to", map[string]any{"Name": w.city(v, f.PassTo)}), space: true}}
}

// showFaithRules opens a short summary of the Faith expansion, with the
// gods this version leaves out.
func (t *Table) showFaithRules() {
	if t.ctx.Window == nil {
		return
	}
	text := widget.NewLabel(t.words.T("wonders.faith.rules") + "\n\n" + t.words.T("wonders.ui.faith.rules_more") + "\n\n" + t.words.T("wonders.faith.out"))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(520, 380))
	dialog.NewCustom(t.words.T("wonders.ui.menu.faith"), t.words.T("wonders.ui.close"), scroll, t.ctx.Window).Show()
}

// godBank is the coins the chosen god costs the bank this Age (0 when no
// god is invoked).
func (t *Table) godBank() int {
	if !t.god.mode.Invokes() || t.view.Faith == nil {
		return 0
	}
	for _, gv := range t.view.Faith.Gods {
		if gv.God == t.god.god {
			return gv.Cost.Coins
		}
	}
	return 0
}

// godPowerGlyphs draws a god's power in an Age in icons, for the powers
// the table has icons for (coins, shields, tokens, a wonder stage); nil
// for the others, which the words say.
func godPowerGlyphs(w words, gd wonders.God, age int) []glyph {
	if int(gd) >= len(wonders.Gods()) {
		return nil
	}
	age = min(max(age, 1), 3)
	n := func(a, b, c int) int { return [3]int{a, b, c}[age-1] }
	var out []glyph
	switch gd.Info().ID {
	case "apollo":
		out = append(out, glyph{icon: coinIcon, text: "+" + w.loc.Int(n(3, 5, 7)), bold: true})
	case "ares":
		for range n(1, 2, 3) {
			out = append(out, glyph{icon: shieldIcon})
		}
	case "hades":
		out = append(out, glyph{icon: victoryIcon, text: "+" + w.loc.Int(n(1, 3, 5)), bold: true},
			glyph{icon: rightIcon, space: true}, glyph{icon: defeatIcon})
	case "hecate":
		out = append(out, glyph{icon: coinIcon, text: "−" + w.loc.Int(n(2, 4, 6)), bold: true}, glyph{icon: leftIcon, space: true}, glyph{icon: rightIcon})
	case "chronos":
		out = append(out, glyph{icon: stageIcon, text: "+1", bold: true})
	case "amun_ra", "demeter", "dionysus", "hermes":
		if age == 1 {
			res := map[string]wonders.Resource{"amun_ra": wonders.Stone, "demeter": wonders.Loom, "dionysus": wonders.Glass, "hermes": wonders.Papyrus}
			out = append(out, glyph{icon: coinIcon, text: "+2", bold: true}, glyph{icon: resourceIcons[res[gd.Info().ID]], text: "+1", bold: true, space: true})
		}
	}
	return out
}
