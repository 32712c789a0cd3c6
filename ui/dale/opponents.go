package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"agora/game"
	eng "agora/game/dale"
)

// opponents is the strip across the top: the other seats in turn order,
// starting after the viewer, the next player marked.
func (t *Table) opponents(v *eng.View) fyne.CanvasObject {
	var panels []fyne.CanvasObject
	for k := 1; k < v.Players; k++ {
		panels = append(panels, t.opponent(v, (t.viewer+k)%v.Players, k))
	}
	return container.NewGridWithColumns(max(len(panels), 1), panels...)
}

// opponent is one seat's public side: its place in the turn order, name
// and stall count; the 8 slots of its stall; hand, deck and discard
// counts with the top discard card; its schedule.
func (t *Table) opponent(v *eng.View, s, order int) fyne.CanvasObject {
	sv := v.Seats[s]
	var mark fyne.CanvasObject
	switch {
	case v.Over:
	case s == v.Active:
		mark = badge(t.textAt(11), t.T("daletable.playing"), inkBlue(), color.White)
	case s == (v.Active+1)%v.Players:
		mark = badge(t.textAt(11), t.T("dale.ui.next_player"), inkGreen(), color.White)
	default:
		mark = badge(t.textAt(11), t.T(orderKeys[min(order+1, len(orderKeys)-1)]),
			panelStroke(), inkDark())
	}
	name := t.name(s)
	if v.Teams && sv.Team == v.Seats[t.viewer].Team {
		name = t.T("daletable.partner", map[string]any{"Name": name})
	}
	stall := v.Stall(s)
	count := t.text(t.T("dale.ui.stall", map[string]any{"Built": len(stall.Stacks), "Goal": v.StacksToWin}), 12, true, inkDark())
	var left fyne.CanvasObject = t.shortLabel(name, true)
	if mark != nil {
		left = container.NewBorder(nil, nil, container.NewCenter(mark), nil, left)
	}
	title := container.NewBorder(nil, nil, nil, container.NewCenter(count), left)

	// Hand and deck are private: their sizes only, under a padlock. The
	// discard pile is public: a tap lists it.
	counts := container.NewHBox(t.lockedNumber(t.T("daletable.hand_n", map[string]any{"N": sv.HandSize})),
		t.lockedNumber(t.T("daletable.deck_n", map[string]any{"N": sv.DeckSize})),
		t.discardCount(t.T("daletable.discard_n", map[string]any{"N": len(sv.Discard)}),
			t.T("dale.ui.discard_of", map[string]any{"Name": t.name(s)}), sv.Discard))
	var countRow fyne.CanvasObject = counts
	if sv.Top != eng.NoCard {
		// The top discard card gives way when the panel is too narrow:
		// the discard count still opens the pile.
		countRow = container.New(&hRow{gap: 6, stretch: 1, drop: true}, counts,
			t.chip(t.T("dale.ui.top", map[string]any{"Card": t.cardName(sv.Top)})+" "+t.ctx.Localizer.Int(sv.Top.Value()), sv.Top))
	}
	stacks := t.stackRow(v, s, t.dims.oppSlot.Height)
	sched := t.scheduleLine(sv)
	rows := []fyne.CanvasObject{title, stacks, countRow, sched}
	seatOpt := t.seatOption(v, s)
	panel := framedWith(s == v.Active || seatOpt != 0 && seatOpt == t.armed, container.New(&rowsLayout{}, rows...))
	if seatOpt != 0 {
		// A technique's target: a click on the panel picks this seat in
		// the prompt, whose button confirms it.
		// The panel keeps the size the row gives it (fill).
		panel = t.newZoneTap(container.New(fill{}, panel), "", nil, func() { t.armed = seatOpt; t.redraw() })
	}
	// The motion's places for this seat: its panel (its hand, deck and
	// discard pile are not drawn apart), its stall and its schedule.
	t.anchor(anchorSeat(s), panel)
	if sv.Stall != v.Seats[t.viewer].Stall { // a partner's stall is drawn with yours
		t.anchor(anchorStall(sv.Stall, -1), stacks)
	}
	t.anchor(anchorSchedule(s), sched)
	return panel
}

// framedWith is a panel, outlined when its seat is playing.
func framedWith(active bool, content fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(panelFill())
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = panelStroke(), 1, 6
	if active {
		bg.StrokeColor, bg.StrokeWidth = inkBlue(), 2
	}
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(3, 3, 8, 8), content))
}

// rowsLayout spreads rows down its height, each at its least height, the
// spare room shared between them, or with centred around them.
type rowsLayout struct{ centred bool }

// MinSize is the rows' heights and the widest row.
func (rowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			m := o.MinSize()
			s = fyne.NewSize(max(s.Width, m.Width), s.Height+m.Height)
		}
	}
	return s
}

// Layout places the rows top to bottom, the spare height between them.
func (l rowsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	need, n := float32(0), 0
	for _, o := range objs {
		if o.Visible() {
			need += o.MinSize().Height
			n++
		}
	}
	gap, y := float32(0), float32(0)
	switch {
	case l.centred:
		y = max(size.Height-need, 0) / 2
	case n > 1:
		gap = max(size.Height-need, 0) / float32(n-1)
	}
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + gap
	}
}

// stackRow is a stall's 8 slots in small, height px high: each built
// stack in its animalfolk's colour with its emblem and total, the empty
// slots numbered.
func (t *Table) stackRow(v *eng.View, s int, height float32) fyne.CanvasObject {
	stall := v.Stall(s)
	size := fyne.NewSize(snap(height*0.78), height)
	row := container.NewHBox()
	for i := range v.StacksToWin {
		var box fyne.CanvasObject
		if i < len(stall.Stacks) {
			st := stall.Stacks[i]
			c := stackFolk(st)
			bg := canvas.NewRectangle(deckColour(c))
			bg.CornerRadius = 3
			txt := plainText(t.ctx.Localizer.Int(st.Total), max(size.Height*0.42, t.faceFloor()), true, color.White)
			mark := emblemOn(c, size.Width*0.3)
			inner := container.New(&rowsLayout{}, container.NewCenter(mark), container.NewCenter(txt))
			box = t.withDetail(container.NewStack(bg, container.NewCenter(inner)),
				t.T("dale.ui.stack_title", map[string]any{"N": i + 1, "Total": st.Total}),
				func() fyne.CanvasObject { return t.stackInfo(v, i, st) })
		} else {
			bg := canvas.NewRectangle(color.Transparent)
			bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = panelStroke(), 1, 3
			txt := plainText(t.ctx.Localizer.Int(i+1), max(size.Height*0.4, t.faceFloor()), false, inkFaint())
			box = container.NewStack(bg, container.NewCenter(txt))
		}
		row.Add(container.NewGridWrap(size, box))
	}
	return row
}

// stackFolk is the animalfolk card a stack is built of (Junk for none).
func stackFolk(st eng.StackView) eng.Card {
	for _, x := range st.Cards {
		if x.Animalfolk() {
			return x
		}
	}
	return eng.Junk
}

// emblemOn is an animalfolk's emblem drawn in white, for a filled box.
func emblemOn(c eng.Card, size float32) fyne.CanvasObject {
	disc := canvas.NewCircle(color.Transparent)
	disc.StrokeColor, disc.StrokeWidth = color.White, 1.5
	box := canvas.NewRectangle(color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x50})
	box.StrokeColor, box.StrokeWidth = color.White, 1.5
	var o fyne.CanvasObject = box
	if c.Animalfolk() && (c.Deck() == eng.Sloths || c.Deck() == eng.Fennecs || c.Deck() == eng.Owls) {
		o = disc
	}
	return container.NewGridWrap(fyne.NewSquareSize(max(size, 6)), o)
}

// lockedNumber is a private pile's size with a padlock before it.
func (t *Table) lockedNumber(text string) fyne.CanvasObject {
	return row(false, container.NewCenter(newLock(t.textAt(12))), t.text(text, 12, false, inkDark()))
}

// discardCount is a discard pile's size; a tap lists the pile's cards.
func (t *Table) discardCount(text, title string, cards []eng.Card) fyne.CanvasObject {
	box := canvas.NewRectangle(panelFill())
	box.StrokeColor, box.StrokeWidth, box.CornerRadius = inkMuted(), 1, 2
	line := row(false, container.NewCenter(container.NewGridWrap(fyne.NewSize(9, 12), box)), t.text(text, 12, false, inkDark()))
	if len(cards) == 0 {
		return line
	}
	pile := append([]eng.Card(nil), cards...)
	return t.newZoneTap(line, "", func() fyne.CanvasObject { return t.pileInfo(pile) }, func() { t.showPile(title, pile) })
}

// scheduleLine names a seat's scheduled techniques on one line.
func (t *Table) scheduleLine(sv eng.SeatView) fyne.CanvasObject {
	head := t.text(t.T("daletable.schedule_label"), 11, false, inkMuted())
	if len(sv.Schedule) == 0 {
		return container.NewHBox(head, t.text(t.T("daletable.schedule_empty"), 11, false, inkFaint()))
	}
	var chips []fyne.CanvasObject
	for _, e := range sv.Schedule {
		chips = append(chips, t.chip(t.cardName(e.Card)+" "+t.ctx.Localizer.Int(e.Card.Value()), e.Card))
	}
	return container.NewBorder(nil, nil, head, nil, container.NewGridWithColumns(len(chips), chips...))
}

// orderKeys name a seat's place in the turn order after you (2nd to 4th).
var orderKeys = []string{"", "", "daletable.order.2", "daletable.order.3", "daletable.order.4"}

// seatOption is the option choosing seat s as the target now, 0 when
// there is none.
func (t *Table) seatOption(v *eng.View, s int) game.Option {
	for _, o := range t.humanOptions(v) {
		if m := eng.MustDecode(o); m.Type == eng.MoveSeat && m.Seat == s {
			return o
		}
	}
	return 0
}

// fill lays its objects over its whole area and asks for no size of its
// own: what it wraps takes the room its holder gives.
type fill struct{}

// MinSize is nothing: the holder decides.
func (fill) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

// Layout gives each object the whole area.
func (fill) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}
