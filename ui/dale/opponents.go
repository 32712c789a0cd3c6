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

// opponentsState is the other seats' panels across the top, in turn
// order after the viewer, as their zone draws them.
type opponentsState struct {
	panels []opponentState
	look   zoneLook
}

// zoneLook is what the zones' drawing shares: the text sizes at the
// table's scale, the least size a number on a small box takes, and the
// tooltips' layer with what a tooltip shows of a card, a pile or a
// stack, and the pile browser (the table's).
type zoneLook struct {
	px       func(base float32) float32 // a text made at base for a table at scale 1 (Table.textAt)
	floor    float32                    // Table.faceFloor
	tips     tipLayer
	cardInfo func(eng.Card) fyne.CanvasObject
	pileInfo func([]eng.Card) fyne.CanvasObject
	showPile func(title string, cards []eng.Card)
}

// look is the table's zoneLook now.
func (t *Table) look() zoneLook {
	return zoneLook{px: t.textAt, floor: t.faceFloor(), tips: t,
		cardInfo: func(c eng.Card) fyne.CanvasObject { return t.cardInfo(c, c.Value()) },
		pileInfo: t.pileInfo, showPile: t.showPile}
}

// opponentState is one seat's public side: its place in the turn order,
// name and stall count; the slots of its stall; hand, deck and discard
// counts with the top discard card; its schedule; a tap when the seat
// may be chosen as a technique's target.
type opponentState struct {
	seat                  int
	mark                  string // "" for none
	markFill, markInk     color.Color
	name, count           string
	hand, deck, discard   string
	discardTitle          string
	discardCards          []eng.Card
	top                   eng.Card // eng.NoCard for none
	topText               string
	stacks                stacksState
	schedHead, schedEmpty string
	sched                 []chipState
	active                bool
	target                game.Option // the option choosing this seat now, 0 for none
	onTarget              func()      // nil: not a target now
}

// chipState is a card named on a small chip.
type chipState struct {
	text string
	card eng.Card
}

// opponentsState is the opponents zone's state for v.
func (t *Table) opponentsState(v *eng.View) opponentsState {
	st := opponentsState{look: t.look()}
	for k := 1; k < v.Players; k++ {
		st.panels = append(st.panels, t.opponentState(v, (t.viewer+k)%v.Players, k))
	}
	return st
}

// opponentState is seat s's panel's state, order its place after the
// viewer.
func (t *Table) opponentState(v *eng.View, s, order int) opponentState {
	sv := v.Seats[s]
	o := opponentState{seat: s, top: sv.Top}
	switch {
	case v.Over:
	case s == v.Active:
		o.mark, o.markFill, o.markInk = t.T("daletable.playing"), inkBlue(), color.White
	case s == (v.Active+1)%v.Players:
		o.mark, o.markFill, o.markInk = t.T("dale.ui.next_player"), inkGreen(), color.White
	default:
		o.mark, o.markFill, o.markInk = t.T(orderKeys[min(order+1, len(orderKeys)-1)]), panelStroke(), inkDark()
	}
	o.name = t.name(s)
	if v.Teams && sv.Team == v.Seats[t.viewer].Team {
		o.name = t.T("daletable.partner", map[string]any{"Name": o.name})
	}
	o.count = t.T("dale.ui.stall", map[string]any{"Built": len(v.Stall(s).Stacks), "Goal": v.StacksToWin})
	o.hand = t.T("daletable.hand_n", map[string]any{"N": sv.HandSize})
	o.deck = t.T("daletable.deck_n", map[string]any{"N": sv.DeckSize})
	o.discard = t.T("daletable.discard_n", map[string]any{"N": len(sv.Discard)})
	o.discardTitle = t.T("dale.ui.discard_of", map[string]any{"Name": t.name(s)})
	o.discardCards = append([]eng.Card(nil), sv.Discard...)
	if sv.Top != eng.NoCard {
		o.topText = t.T("dale.ui.top", map[string]any{"Card": t.cardName(sv.Top)}) + " " + t.ctx.Localizer.Int(sv.Top.Value())
	}
	o.stacks = t.stacksState(v, s, t.dims.oppSlot.Height)
	o.schedHead, o.schedEmpty = t.T("daletable.schedule_label"), t.T("daletable.schedule_empty")
	for _, e := range sv.Schedule {
		o.sched = append(o.sched, chipState{text: t.cardName(e.Card) + " " + t.ctx.Localizer.Int(e.Card.Value()), card: e.Card})
	}
	seatOpt := t.seatOption(v, s)
	o.active = s == v.Active || seatOpt != 0 && seatOpt == t.armed
	if seatOpt != 0 {
		// A technique's target: a click on the panel picks this seat in
		// the prompt, whose button confirms it.
		o.target = seatOpt
		o.onTarget = func() { t.armed = seatOpt; t.redraw() }
	}
	return o
}

// opponentsZone is the other seats' panels across the top.
type opponentsZone struct {
	zoneBase
	state opponentsState
	// The objects drawn for each seat's panel, stall and schedule, which
	// the table names to the motion (anchors.go), by seat.
	panels, stalls, scheds map[int]fyne.CanvasObject
}

func newOpponentsZone() *opponentsZone {
	z := &opponentsZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *opponentsZone) Set(s opponentsState) {
	parts := []any{s.look.px(11), s.look.px(12), s.look.px(14), s.look.floor}
	for _, o := range s.panels {
		parts = append(parts, o.seat, o.mark, o.markFill, o.markInk, o.name, o.count, o.hand, o.deck, o.discard,
			o.discardTitle, o.discardCards, o.top, o.topText, o.stacks.size, o.stacks.goal, o.schedHead, o.schedEmpty,
			o.sched, o.active, o.target)
		for _, k := range o.stacks.built {
			parts = append(parts, k.folk, k.total, k.title, k.cards)
		}
	}
	if !z.changed(stateKey(parts...)) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *opponentsZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneBase, z.draw)
}

// draw draws the zone's state, a panel a seat side by side.
func (z *opponentsZone) draw() fyne.CanvasObject {
	z.panels, z.stalls, z.scheds = map[int]fyne.CanvasObject{}, map[int]fyne.CanvasObject{}, map[int]fyne.CanvasObject{}
	var panels []fyne.CanvasObject
	for _, o := range z.state.panels {
		panels = append(panels, z.drawPanel(o))
	}
	return container.NewGridWithColumns(max(len(panels), 1), panels...)
}

// drawPanel draws one seat's panel.
func (z *opponentsZone) drawPanel(o opponentState) fyne.CanvasObject {
	lk := z.state.look
	var left fyne.CanvasObject = newLineAt(lk.tips, o.name, lk.px(14), true, inkDark())
	if o.mark != "" {
		left = container.NewBorder(nil, nil, container.NewCenter(badge(lk.px(11), o.mark, o.markFill, o.markInk)), nil, left)
	}
	count := plainText(o.count, lk.px(12), true, inkDark())
	title := container.NewBorder(nil, nil, nil, container.NewCenter(count), left)

	// Hand and deck are private: their sizes only, under a padlock. The
	// discard pile is public: a tap lists it.
	counts := container.NewHBox(lockedNumber(lk, o.hand), lockedNumber(lk, o.deck),
		discardCount(lk, o.discard, o.discardTitle, o.discardCards))
	var countRow fyne.CanvasObject = counts
	if o.top != eng.NoCard {
		// The top discard card gives way when the panel is too narrow:
		// the discard count still opens the pile.
		countRow = container.New(&hRow{gap: 6, stretch: 1, drop: true}, counts, drawChip(lk, o.topText, o.top))
	}
	stacks := drawStacks(lk, o.stacks)
	sched := scheduleLine(lk, o)
	panel := framedWith(o.active, container.New(&rowsLayout{}, title, stacks, countRow, sched))
	if o.onTarget != nil {
		// The panel keeps the size the row gives it (fill).
		panel = newTapArea(lk.tips, container.New(fill{}, panel), "", nil, o.onTarget)
	}
	z.panels[o.seat], z.stalls[o.seat], z.scheds[o.seat] = panel, stacks, sched
	return panel
}

// opponents fills the opponents zone from v and names its seats' places
// to the motion: each panel (its hand, deck and discard pile are not
// drawn apart), its stall and its schedule.
func (t *Table) opponents(v *eng.View) fyne.CanvasObject {
	z := t.zones.opponentsZ
	z.Set(t.opponentsState(v))
	for s, panel := range z.panels {
		t.anchor(anchorSeat(s), panel)
		if v.Seats[s].Stall != v.Seats[t.viewer].Stall { // a partner's stall is drawn with yours
			t.anchor(anchorStall(v.Seats[s].Stall, -1), z.stalls[s])
		}
		t.anchor(anchorSchedule(s), z.scheds[s])
	}
	return z
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

// stacksState is a stall's slots in small: each built stack's folk,
// total and detail, the empty slots numbered.
type stacksState struct {
	size   fyne.Size
	goal   int
	built  []stackChip
	number func(int) string // a number in the table's language
}

// stackChip is one built stack in small.
type stackChip struct {
	folk  eng.Card
	total int
	cards []eng.Card // what its detail shows
	title string
	info  func() fyne.CanvasObject
}

// stacksState is seat s's stall's slots, height px high.
func (t *Table) stacksState(v *eng.View, s int, height float32) stacksState {
	stall := v.Stall(s)
	st := stacksState{size: fyne.NewSize(snap(height*0.78), height), goal: v.StacksToWin, number: t.ctx.Localizer.Int}
	for i, k := range stall.Stacks {
		st.built = append(st.built, stackChip{folk: stackFolk(k), total: k.Total, cards: k.Cards,
			title: t.T("dale.ui.stack_title", map[string]any{"N": i + 1, "Total": k.Total}),
			info:  func() fyne.CanvasObject { return t.stackInfo(v, i, k) }})
	}
	return st
}

// stackRow is a stall's 8 slots in small, height px high: each built
// stack in its animalfolk's colour with its emblem and total, the empty
// slots numbered.
func (t *Table) stackRow(v *eng.View, s int, height float32) fyne.CanvasObject {
	return drawStacks(t.look(), t.stacksState(v, s, height))
}

// drawStacks draws a stall's slots in small.
func drawStacks(lk zoneLook, st stacksState) fyne.CanvasObject {
	size := st.size
	row := container.NewHBox()
	for i := range st.goal {
		var box fyne.CanvasObject
		if i < len(st.built) {
			k := st.built[i]
			bg := canvas.NewRectangle(deckColour(k.folk))
			bg.CornerRadius = 3
			txt := plainText(st.number(k.total), max(size.Height*0.42, lk.floor), true, color.White)
			mark := emblemOn(k.folk, size.Width*0.3)
			inner := container.New(&rowsLayout{}, container.NewCenter(mark), container.NewCenter(txt))
			box = newDetailArea(lk.tips, container.NewStack(bg, container.NewCenter(inner)), k.title, k.info)
		} else {
			bg := canvas.NewRectangle(color.Transparent)
			bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = panelStroke(), 1, 3
			txt := plainText(st.number(i+1), max(size.Height*0.4, lk.floor), false, inkFaint())
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
func lockedNumber(lk zoneLook, text string) fyne.CanvasObject {
	return row(false, container.NewCenter(newLock(lk.px(12))), plainText(text, lk.px(12), false, inkDark()))
}

// discardCount is a discard pile's size; a tap lists the pile's cards.
func discardCount(lk zoneLook, text, title string, cards []eng.Card) fyne.CanvasObject {
	box := canvas.NewRectangle(panelFill())
	box.StrokeColor, box.StrokeWidth, box.CornerRadius = inkMuted(), 1, 2
	line := row(false, container.NewCenter(container.NewGridWrap(fyne.NewSize(9, 12), box)), plainText(text, lk.px(12), false, inkDark()))
	if len(cards) == 0 {
		return line
	}
	return newTapArea(lk.tips, line, "", func() fyne.CanvasObject { return lk.pileInfo(cards) }, func() { lk.showPile(title, cards) })
}

// scheduleLine names a seat's scheduled techniques on one line.
func scheduleLine(lk zoneLook, o opponentState) fyne.CanvasObject {
	head := plainText(o.schedHead, lk.px(11), false, inkMuted())
	if len(o.sched) == 0 {
		return container.NewHBox(head, plainText(o.schedEmpty, lk.px(11), false, inkFaint()))
	}
	var chips []fyne.CanvasObject
	for _, c := range o.sched {
		chips = append(chips, drawChip(lk, c.text, c.card))
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
