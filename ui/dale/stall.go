package dale

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// ownBand is the viewer's stall, with the next stack's requirement, and
// their schedule.
func (t *Table) ownBand(v *eng.View) fyne.CanvasObject {
	sv := v.Seats[t.viewer]
	stall := v.Stall(t.viewer)
	heading := t.T("dale.ui.your_stall")
	if v.Teams {
		heading = t.T("dale.ui.team_stall", map[string]any{"Name": t.name(t.viewer), "Partner": t.name((t.viewer + 2) % v.Players)})
	}
	title := widget.NewLabel(heading + " · " +
		t.T("dale.ui.stall", map[string]any{"Built": len(stall.Stacks), "Goal": v.StacksToWin}))
	title.TextStyle = fyne.TextStyle{Bold: true}
	row := container.NewHBox()
	for i := range v.StacksToWin {
		row.Add(t.stallSlot(v, stall, i, sv.NextStack))
	}
	sched := container.NewVBox()
	stitle := widget.NewLabel(t.T("dale.ui.schedule"))
	stitle.TextStyle = fyne.TextStyle{Bold: true}
	sched.Add(stitle)
	if len(sv.Schedule) == 0 {
		sched.Add(widget.NewLabel(t.T("dale.ui.schedule_empty")))
	}
	for _, e := range sv.Schedule {
		sched.Add(t.newCard(e.Card, e.Card.Value(), smallCard, nil))
	}
	return container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(200, 130), panel(sched)),
		panel(title, row))
}

// stallSlot is one place of the stall: a built stack (its cards' values
// and total), the next stack outlined with what it needs, or an empty
// place.
func (t *Table) stallSlot(v *eng.View, stall eng.StallView, i, next int) fyne.CanvasObject {
	size := fyne.NewSize(64, 74)
	if v.Teams {
		size = fyne.NewSize(74, 92) // room for the partners' names
	}
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = 5
	bg.StrokeWidth = 1
	bg.StrokeColor = color.NRGBA{R: 0xb0, G: 0xa8, B: 0x90, A: 0xff}
	var inner fyne.CanvasObject
	switch {
	case i < len(stall.Stacks):
		st := stall.Stacks[i]
		folk, values := eng.Junk, ""
		for k, c := range st.Cards {
			if c.Animalfolk() {
				folk = c
			}
			if k > 0 {
				values += "+"
			}
			values += t.ctx.Localizer.Int(c.Value())
		}
		bg.StrokeColor, bg.StrokeWidth = deckColour(folk), 2
		bg.FillColor = color.NRGBA{R: 0xee, G: 0xf4, B: 0xe8, A: 0xff}
		cards := canvas.NewText(values, color.NRGBA{R: 0x40, G: 0x40, B: 0x40, A: 0xff})
		cards.TextSize = 11
		total := widget.NewLabel(t.T("dale.ui.stack_total", map[string]any{"N": st.Total}))
		total.TextStyle = fyne.TextStyle{Bold: true}
		inner = container.NewVBox(container.NewHBox(emblem(folk, 14), cards), container.NewCenter(total))
		if v.Teams {
			inner.(*fyne.Container).Add(t.contributions(st))
		}
		slot := container.NewGridWrap(size, container.NewStack(bg, inner))
		return t.withDetail(slot, t.T("dale.ui.stack_title", map[string]any{"N": i + 1, "Total": st.Total}),
			func() fyne.CanvasObject { return t.stackInfo(v, i, st) })
	case i == len(stall.Stacks):
		bg.StrokeColor, bg.StrokeWidth = color.NRGBA{R: 0x1f, G: 0x6f, B: 0xeb, A: 0xff}, 2
		l := canvas.NewText(t.T("dale.ui.next"), bg.StrokeColor)
		l.TextSize, l.Alignment = 10, fyne.TextAlignCenter
		n := canvas.NewText(t.ctx.Localizer.Int(next), bg.StrokeColor)
		n.TextSize, n.TextStyle, n.Alignment = 22, fyne.TextStyle{Bold: true}, fyne.TextAlignCenter
		inner = container.NewCenter(container.NewVBox(l, n))
	default:
		n := canvas.NewText(t.ctx.Localizer.Int(i+1), color.NRGBA{R: 0xa0, G: 0xa0, B: 0xa0, A: 0xff})
		n.TextSize = 20
		inner = container.NewCenter(n)
	}
	return container.NewGridWrap(size, container.NewStack(bg, inner))
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
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	l.SizeName = theme.SizeNameCaptionText
	l.Alignment = fyne.TextAlignCenter
	return l
}
