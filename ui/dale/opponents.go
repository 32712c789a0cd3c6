package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eng "agora/game/dale"
)

// opponents is the strip across the top: the other seats in turn order,
// starting after the viewer.
func (t *Table) opponents(v *eng.View) fyne.CanvasObject {
	var panels []fyne.CanvasObject
	for k := 1; k < v.Players; k++ {
		panels = append(panels, t.opponent(v, (t.viewer+k)%v.Players))
	}
	return container.NewGridWithColumns(max(len(panels), 1), panels...)
}

func (t *Table) opponent(v *eng.View, s int) fyne.CanvasObject {
	sv := v.Seats[s]
	name := t.name(s)
	if !v.Over && s == (v.Active+1)%v.Players {
		name += " · " + t.T("dale.ui.next_player")
	}
	title := widget.NewLabel(name)
	title.TextStyle = fyne.TextStyle{Bold: true}
	if s == v.Active {
		title.Importance = widget.HighImportance
	}
	stall := v.Stall(s)
	count := widget.NewLabel(t.T("dale.ui.stall", map[string]any{"Built": len(stall.Stacks), "Goal": v.StacksToWin}))
	// Hand and deck are private: their sizes only, under a padlock. The
	// discard pile is public and may be browsed.
	counts := container.NewHBox(lockedCount(t.T("dale.ui.hand_size", map[string]any{"N": sv.HandSize})),
		lockedCount(t.T("dale.ui.deck_size", map[string]any{"N": sv.DeckSize})),
		t.discardButton(t.T("dale.ui.discard_size", map[string]any{"N": len(sv.Discard)}),
			t.T("dale.ui.discard_of", map[string]any{"Name": t.name(s)}), sv.Discard))
	objs := []fyne.CanvasObject{container.NewBorder(nil, nil, title, count), t.stackRow(v, s, 22), counts}
	if sv.Top != eng.NoCard {
		objs = append(objs, t.cardChip(t.T("dale.ui.top", map[string]any{"Card": t.cardName(sv.Top)}), sv.Top))
	}
	objs = append(objs, t.scheduleLine(sv))
	return panel(objs...)
}

// stackRow shows a stall's stacks as coloured boxes with their totals, then
// the slots still empty.
func (t *Table) stackRow(v *eng.View, s int, size float32) fyne.CanvasObject {
	stall := v.Stall(s)
	row := container.NewHBox()
	for i := range v.StacksToWin {
		var box fyne.CanvasObject
		if i < len(stall.Stacks) {
			st := stall.Stacks[i]
			c := eng.Junk
			for _, x := range st.Cards {
				if x.Animalfolk() {
					c = x
					break
				}
			}
			bg := canvas.NewRectangle(deckColour(c))
			bg.CornerRadius = 3
			txt := canvas.NewText(t.ctx.Localizer.Int(st.Total), color.White)
			txt.TextStyle = fyne.TextStyle{Bold: true}
			box = t.withDetail(container.NewStack(bg, container.NewCenter(txt)),
				t.T("dale.ui.stack_title", map[string]any{"N": i + 1, "Total": st.Total}),
				func() fyne.CanvasObject { return t.stackInfo(v, i, st) })
		} else {
			bg := canvas.NewRectangle(color.Transparent)
			bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = color.NRGBA{R: 0xb0, G: 0xa8, B: 0x90, A: 0xff}, 1, 3
			txt := canvas.NewText(t.ctx.Localizer.Int(i+1), color.NRGBA{R: 0xa0, G: 0xa0, B: 0xa0, A: 0xff})
			box = container.NewStack(bg, container.NewCenter(txt))
		}
		row.Add(container.NewGridWrap(fyne.NewSize(size, size*1.3), box))
	}
	return row
}

// cardChip is a one-line mention of a card: its emblem and a text; hover
// or right-click shows the card.
func (t *Table) cardChip(text string, c eng.Card) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	return t.withDetail(container.NewBorder(nil, nil, emblem(c, 14), nil, l), t.cardName(c),
		func() fyne.CanvasObject { return t.cardInfo(c, c.Value()) })
}

// scheduleLine lists a seat's scheduled techniques.
func (t *Table) scheduleLine(sv eng.SeatView) fyne.CanvasObject {
	if len(sv.Schedule) == 0 {
		return widget.NewLabel(t.T("dale.ui.schedule_none"))
	}
	box := container.NewVBox()
	for _, e := range sv.Schedule {
		box.Add(t.cardChip(t.T("dale.ui.schedule_card", map[string]any{"Card": t.cardName(e.Card)}), e.Card))
	}
	return box
}
