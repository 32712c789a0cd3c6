package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	eng "agora/game/dale"
)

// opponentsState is the other seats' panels across the top, in turn
// order after the viewer, as their zone draws them.
type opponentsState struct {
	panels []opponentState
	look   zoneLook
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
	target                act // choosing this seat now (actNone: not a target now)
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
	return newZoneRenderer(&z.zoneCore, z.draw)
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
	if a := o.target; a.live() {
		// The panel keeps the size the row gives it (fill).
		panel = newTapArea(lk.tips, container.New(fill{}, panel), "", nil, func() { lk.do(a) })
	}
	z.panels[o.seat], z.stalls[o.seat], z.scheds[o.seat] = panel, stacks, sched
	return panel
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
