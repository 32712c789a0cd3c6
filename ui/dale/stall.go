package dale

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	eng "agora/game/dale"
)

// stallState is the stall zone's state for v.
func (t *Table) stallState(v *eng.View) stallState {
	sv := v.Seats[t.viewer]
	stall := v.Stall(t.viewer)
	var heading string
	switch {
	case v.Teams:
		heading = t.T("dale.ui.team_stall", map[string]any{"Name": t.name(t.viewer), "Partner": t.name((t.viewer + 2) % v.Players)})
	case t.watching():
		heading = t.T("dale.ui.watch_stall", t.whose(t.viewer))
	default:
		heading = t.T("dale.ui.your_stall")
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

// scheduleState is the schedule zone's state for v.
func (t *Table) scheduleState(v *eng.View) scheduleState {
	title := t.T("daletable.your_schedule")
	if t.watching() {
		title = t.T("dale.ui.watch_schedule", t.whose(t.viewer))
	}
	s := scheduleState{title: title, empty: t.T("dale.ui.schedule_empty"),
		titlePx: t.textAt(13), rowPx: t.textAt(12), markPx: t.textAt(14), tips: t, cards: t,
		info: func(c eng.Card) fyne.CanvasObject { return t.cardInfo(c, c.Value()) }}
	for _, e := range v.Seats[t.viewer].Schedule {
		r := scheduleRow{card: e.Card, name: t.cardName(e.Card), state: t.T("daletable.sched." + e.State)}
		r.text = r.name + " " + t.ctx.Localizer.Int(e.Card.Value()) + " · " + r.state
		s.rows = append(s.rows, r)
	}
	return s
}
