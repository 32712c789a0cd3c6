package dale

import (
	"image/color"

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
	return newZoneRenderer(&z.zoneCore, z.draw)
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
		if sl.fits != "" {
			// The cards that fit it, on a line of their own when the
			// slot is high enough for three lines and its margins (4 px
			// above and below); on hover in any case.
			f := newLineAt(lk.tips, sl.fits, lk.px(10), false, inkBlue())
			f.align = fyne.TextAlignCenter
			if l.MinSize().Height+n.MinSize().Height+f.MinSize().Height+8 <= h {
				rows = append(rows, f)
			}
			full += "\n" + sl.fits
		}
		return newTapArea(lk.tips, container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(4, 4, 3, 3), container.New(&rowsLayout{centred: true}, rows...))), full, nil, nil)
	default:
		n := plainText(sl.number, max(min(h*0.34, lk.px(22)), lk.floor), false, inkFaint())
		return container.NewStack(bg, container.NewCenter(n))
	}
}
