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

// ownBand is the viewer's stall: 8 slots (10 for a team), the built
// stacks filled with their cards and total, the next stack outlined with
// what it needs, the others numbered.
func (t *Table) ownBand(v *eng.View) fyne.CanvasObject {
	sv := v.Seats[t.viewer]
	stall := v.Stall(t.viewer)
	heading := t.T("dale.ui.your_stall")
	if v.Teams {
		heading = t.T("dale.ui.team_stall", map[string]any{"Name": t.name(t.viewer), "Partner": t.name((t.viewer + 2) % v.Players)})
	}
	heading += " · " + t.ctx.Localizer.N("daletable.stacks_of", len(stall.Stacks), map[string]any{"N": len(stall.Stacks), "Goal": v.StacksToWin})
	note := t.newLine(t.T("daletable.stack_rule"), 11, false, inkMuted())
	note.align = fyne.TextAlignTrailing
	head := t.newLine(heading, 14, true, inkDark())
	head.shrink = false
	title := container.NewBorder(nil, nil, head, nil, note)
	slots := make([]fyne.CanvasObject, 0, v.StacksToWin)
	for i := range v.StacksToWin {
		slot := t.stallSlot(v, stall, i, sv.NextStack)
		t.anchor(anchorStall(sv.Stall, i), slot)
		slots = append(slots, slot)
	}
	row := container.New(&slotRow{cell: t.dims.ownSlot}, slots...)
	t.anchor(anchorStall(sv.Stall, -1), row)
	return framed(title, row)
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

// stallSlot is one place of the stall: a built stack (its cards' values
// and total), the next stack outlined with what it needs, or an empty
// place.
func (t *Table) stallSlot(v *eng.View, stall eng.StallView, i, next int) fyne.CanvasObject {
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = 5
	bg.StrokeWidth = 1
	bg.StrokeColor = panelStroke()
	h := t.dims.ownSlot.Height
	switch {
	case i < len(stall.Stacks):
		st := stall.Stacks[i]
		folk := stackFolk(st)
		bg.StrokeColor, bg.StrokeWidth = deckColour(folk), 2
		bg.FillColor = tint(deckColour(folk))
		values := ""
		for k, c := range st.Cards {
			if k > 0 {
				values += "+"
			}
			values += t.ctx.Localizer.Int(c.Value())
		}
		w := t.dims.ownSlot.Width - 24
		head := row(false, container.NewCenter(emblem(folk, t.textAt(12))), t.text(fitLine(values, w, t.textAt(11), false), 11, false, inkDark()))
		total := plainText(t.T("dale.ui.stack_total", map[string]any{"N": st.Total}), max(min(h*0.3, t.textAt(22)), t.faceFloor()), true, deckColour(folk))
		total.Alignment = fyne.TextAlignCenter
		rows := []fyne.CanvasObject{container.NewCenter(head), container.NewCenter(total)}
		if v.Teams {
			rows = append(rows, t.contributions(st))
		}
		slot := container.NewStack(bg, container.New(&rowsLayout{}, rows...))
		return t.withDetail(slot, t.T("dale.ui.stack_title", map[string]any{"N": i + 1, "Total": st.Total}),
			func() fyne.CanvasObject { return t.stackInfo(v, i, st) })
	case i == len(stall.Stacks):
		bg.StrokeColor, bg.StrokeWidth = inkBlue(), 2
		bg.FillColor = currentPalette().blueWash
		l := t.newLine(t.T("daletable.next_stack"), 11, false, inkBlue())
		l.align = fyne.TextAlignCenter
		n := plainText(t.ctx.Localizer.Int(next), max(min(h*0.34, t.textAt(24)), t.faceFloor()), true, inkBlue())
		n.Alignment = fyne.TextAlignCenter
		full := t.T("daletable.next_needs", map[string]any{"N": next})
		rows := []fyne.CanvasObject{l, n}
		// The cards of the hand that may start it now.
		var fit []string
		for _, o := range t.humanOptions(v) {
			if m := eng.MustDecode(o); m.Type == eng.MoveBuild {
				fit = append(fit, t.cardName(m.Card))
			}
		}
		if len(fit) > 0 && h >= 64 {
			text := t.T("daletable.fits", map[string]any{"Cards": strings.Join(fit, ", ")})
			f := t.newLine(text, 10, false, inkBlue())
			f.align = fyne.TextAlignCenter
			rows = append(rows, f)
			full += "\n" + text
		}
		return t.newZoneTap(container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(4, 4, 3, 3), container.New(&rowsLayout{centred: true}, rows...))), full, nil, nil)
	default:
		n := plainText(t.ctx.Localizer.Int(i+1), max(min(h*0.34, t.textAt(22)), t.faceFloor()), false, inkFaint())
		return container.NewStack(bg, container.NewCenter(n))
	}
}

// contributions names who put a team stack's cards in: the builder, and
// the partner when he added some.
func (t *Table) contributions(st eng.StackView) fyne.CanvasObject {
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
	l := t.newLine(text, 10, false, inkMuted())
	l.align = fyne.TextAlignCenter
	return l
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
