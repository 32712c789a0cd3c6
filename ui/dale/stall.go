package dale

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	eng "agora/game/dale"
)

// stallState is the viewer's stall as its zone draws it: its heading
// and the rule beside it, a slot a stack to build (8, 10 for a team),
// the slots' size.
type stallState struct {
	heading, note string
	slots         []slotState
	cell          fyne.Size
	look          zoneLook
}

// slotState is one slot of the stall: a built stack, the next stack or
// an empty place.
type slotState struct {
	built, next bool
	number      string // the slot's number (next, empty), the stack's total line (built)
	// A built stack: its folk, its cards' values, the players who put
	// its cards in (a team's; "" for none), its cards and detail.
	folk           eng.Card
	values, givers string
	title          string
	cards          []eng.Card
	info           func() fyne.CanvasObject
	// The next stack: its label, what it needs, and the hand's cards
	// that may start it now ("" for none).
	label, needs, fits string
}

// stallState is the stall zone's state for v.
func (t *Table) stallState(v *eng.View) stallState {
	sv := v.Seats[t.viewer]
	stall := v.Stall(t.viewer)
	heading := t.T("dale.ui.your_stall")
	if v.Teams {
		heading = t.T("dale.ui.team_stall", map[string]any{"Name": t.name(t.viewer), "Partner": t.name((t.viewer + 2) % v.Players)})
	}
	heading += " · " + t.ctx.Localizer.N("daletable.stacks_of", len(stall.Stacks), map[string]any{"N": len(stall.Stacks), "Goal": v.StacksToWin})
	st := stallState{heading: heading, note: t.T("daletable.stack_rule"), cell: t.dims.ownSlot, look: t.look()}
	for i := range v.StacksToWin {
		var sl slotState
		switch {
		case i < len(stall.Stacks):
			k := stall.Stacks[i]
			sl = slotState{built: true, folk: stackFolk(k), cards: k.Cards,
				number: t.T("dale.ui.stack_total", map[string]any{"N": k.Total}),
				title:  t.T("dale.ui.stack_title", map[string]any{"N": i + 1, "Total": k.Total}),
				info:   func() fyne.CanvasObject { return t.stackInfo(v, i, k) }}
			for n, c := range k.Cards {
				if n > 0 {
					sl.values += "+"
				}
				sl.values += t.ctx.Localizer.Int(c.Value())
			}
			if v.Teams {
				sl.givers = t.givers(k)
			}
		case i == len(stall.Stacks):
			sl = slotState{next: true, label: t.T("daletable.next_stack"), number: t.ctx.Localizer.Int(sv.NextStack),
				needs: t.T("daletable.next_needs", map[string]any{"N": sv.NextStack})}
			// The cards of the hand that may start it now.
			var fit []string
			for _, o := range t.humanOptions(v) {
				if m := eng.MustDecode(o); m.Type == eng.MoveBuild {
					fit = append(fit, t.cardName(m.Card))
				}
			}
			if len(fit) > 0 {
				sl.fits = t.T("daletable.fits", map[string]any{"Cards": strings.Join(fit, ", ")})
			}
		default:
			sl = slotState{number: t.ctx.Localizer.Int(i + 1)}
		}
		st.slots = append(st.slots, sl)
	}
	return st
}

// stallZone is the viewer's stall: 8 slots (10 for a team), the built
// stacks filled with their cards and total, the next stack outlined with
// what it needs, the others numbered.
type stallZone struct {
	zoneBase
	state stallState
	// The slots and their row as drawn, which the table names to the
	// motion (anchors.go).
	slots []fyne.CanvasObject
	row   fyne.CanvasObject
}

func newStallZone() *stallZone {
	z := &stallZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *stallZone) Set(s stallState) {
	parts := []any{s.heading, s.note, s.cell, s.look.px(11), s.look.px(14), s.look.floor}
	for _, sl := range s.slots {
		parts = append(parts, sl.built, sl.next, sl.number, sl.folk, sl.values, sl.givers, sl.title, sl.cards, sl.label, sl.needs, sl.fits)
	}
	if !z.changed(stateKey(parts...)) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *stallZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneBase, z.draw)
}

// draw draws the stall's state.
func (z *stallZone) draw() fyne.CanvasObject {
	s, lk := z.state, z.state.look
	note := newLineAt(lk.tips, s.note, lk.px(11), false, inkMuted())
	note.align = fyne.TextAlignTrailing
	head := newLineAt(lk.tips, s.heading, lk.px(14), true, inkDark())
	head.shrink = false
	title := container.NewBorder(nil, nil, head, nil, note)
	z.slots = z.slots[:0]
	for _, sl := range s.slots {
		z.slots = append(z.slots, drawSlot(lk, sl, s.cell))
	}
	z.row = container.New(&slotRow{cell: s.cell}, z.slots...)
	return framed(title, z.row)
}

// ownBand fills the stall zone from v and names its slots and its row
// to the motion.
func (t *Table) ownBand(v *eng.View) fyne.CanvasObject {
	z := t.zones.stallZ
	z.Set(t.stallState(v))
	stall := v.Seats[t.viewer].Stall
	for i, slot := range z.slots {
		t.anchor(anchorStall(stall, i), slot)
	}
	t.anchor(anchorStall(stall, -1), z.row)
	return z
}

// slotRow lays its children in a row of equal cells, no wider than cell
// and no narrower than its least width, as high as the row.
type slotRow struct{ cell fyne.Size }

// MinSize is a row of narrow cells.
func (l *slotRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := float32(len(objs))
	return fyne.NewSize(n*36+(n-1)*4, l.cell.Height)
}

// Layout places the cells left to right.
func (l *slotRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := float32(len(objs))
	gap := float32(6)
	w := min(l.cell.Width, (size.Width-(n-1)*gap)/n)
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*(w+gap), 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

// drawSlot is one place of the stall, cell its size: a built stack (its
// cards' values and total), the next stack outlined with what it needs,
// or an empty place.
func drawSlot(lk zoneLook, sl slotState, cell fyne.Size) fyne.CanvasObject {
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = 5
	bg.StrokeWidth = 1
	bg.StrokeColor = panelStroke()
	h := cell.Height
	switch {
	case sl.built:
		bg.StrokeColor, bg.StrokeWidth = deckColour(sl.folk), 2
		bg.FillColor = tint(deckColour(sl.folk))
		w := cell.Width - 24
		head := row(false, container.NewCenter(emblem(sl.folk, lk.px(12))), plainText(fitLine(sl.values, w, lk.px(11), false), lk.px(11), false, inkDark()))
		total := plainText(sl.number, max(min(h*0.3, lk.px(22)), lk.floor), true, deckColour(sl.folk))
		total.Alignment = fyne.TextAlignCenter
		rows := []fyne.CanvasObject{container.NewCenter(head), container.NewCenter(total)}
		if sl.givers != "" {
			l := newLineAt(lk.tips, sl.givers, lk.px(10), false, inkMuted())
			l.align = fyne.TextAlignCenter
			rows = append(rows, l)
		}
		slot := container.NewStack(bg, container.New(&rowsLayout{}, rows...))
		return newDetailArea(lk.tips, slot, sl.title, sl.info)
	case sl.next:
		bg.StrokeColor, bg.StrokeWidth = inkBlue(), 2
		bg.FillColor = currentPalette().blueWash
		l := newLineAt(lk.tips, sl.label, lk.px(11), false, inkBlue())
		l.align = fyne.TextAlignCenter
		n := plainText(sl.number, max(min(h*0.34, lk.px(24)), lk.floor), true, inkBlue())
		n.Alignment = fyne.TextAlignCenter
		full := sl.needs
		rows := []fyne.CanvasObject{l, n}
		if sl.fits != "" && h >= 64 {
			f := newLineAt(lk.tips, sl.fits, lk.px(10), false, inkBlue())
			f.align = fyne.TextAlignCenter
			rows = append(rows, f)
			full += "\n" + sl.fits
		}
		return newTapArea(lk.tips, container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(4, 4, 3, 3), container.New(&rowsLayout{centred: true}, rows...))), full, nil, nil)
	default:
		n := plainText(sl.number, max(min(h*0.34, lk.px(22)), lk.floor), false, inkFaint())
		return container.NewStack(bg, container.NewCenter(n))
	}
}

// givers names who put a team stack's cards in: the builder, and the
// partner when he added some.
func (t *Table) givers(st eng.StackView) string {
	seen := []int{st.By}
	for _, s := range st.From {
		if !slices.Contains(seen, s) {
			seen = append(seen, s)
		}
	}
	text := ""
	for i, s := range seen {
		if i > 0 {
			text += " + "
		}
		text += t.name(s)
	}
	return text
}

// scheduleState is the viewer's schedule as its zone draws it: the
// title, the line said when it is empty, a row per delayed or lasting
// technique, the text sizes and what a row's tooltip shows.
type scheduleState struct {
	title, empty           string
	rows                   []scheduleRow
	titlePx, rowPx, markPx float32 // the title's and the rows' text sizes, the emblems' side
	info                   func(eng.Card) fyne.CanvasObject
	tips                   tipLayer
}

// scheduleRow is one technique of the schedule: its card and its line
// (name, value and state).
type scheduleRow struct {
	card eng.Card
	text string
}

// scheduleZone is the viewer's schedule: each delayed or lasting
// technique with its state, its card's detail on hover.
type scheduleZone struct {
	zoneBase
	state scheduleState
}

func newScheduleZone() *scheduleZone {
	z := &scheduleZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *scheduleZone) Set(s scheduleState) {
	if !z.changed(stateKey(s.title, s.empty, s.rows, s.titlePx, s.rowPx, s.markPx)) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *scheduleZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneBase, func() fyne.CanvasObject { return drawSchedule(z.state) })
}

// scheduleState is the schedule zone's state for v.
func (t *Table) scheduleState(v *eng.View) scheduleState {
	s := scheduleState{title: t.T("daletable.your_schedule"), empty: t.T("dale.ui.schedule_empty"),
		titlePx: t.textAt(13), rowPx: t.textAt(12), markPx: t.textAt(14), tips: t,
		info: func(c eng.Card) fyne.CanvasObject { return t.cardInfo(c, c.Value()) }}
	for _, e := range v.Seats[t.viewer].Schedule {
		s.rows = append(s.rows, scheduleRow{card: e.Card,
			text: t.cardName(e.Card) + " " + t.ctx.Localizer.Int(e.Card.Value()) + " · " + t.T("daletable.sched."+e.State)})
	}
	return s
}

// drawSchedule draws the schedule zone's state.
func drawSchedule(s scheduleState) fyne.CanvasObject {
	title := plainText(s.title, s.titlePx, true, inkDark())
	box := container.NewVBox()
	if len(s.rows) == 0 {
		box.Add(plainText(s.empty, s.rowPx, false, inkFaint()))
	}
	for _, r := range s.rows {
		c := r.card
		l := newLineAt(s.tips, r.text, s.rowPx, false, inkDark())
		box.Add(newTapArea(s.tips, row(true, container.NewCenter(emblem(c, s.markPx)), l), r.text,
			func() fyne.CanvasObject { return s.info(c) }, nil))
	}
	return framed(container.NewHBox(title), container.NewVScroll(box))
}
