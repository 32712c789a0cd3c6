package dale

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	eng "agora/game/dale"
)

// handState is the viewer's piles and hand as their zone draws them: the
// title and the line saying what a tap does, the deck's count and the
// discard pile, whether the piles stand one above the other, the sizes,
// and each card of the hand.
type handState struct {
	seat                         int // the viewer, whose piles the motion names
	title, hint                  string
	deck                         int
	deckCaption                  string
	top                          eng.Card // the discard pile's top card, NoCard for none
	discard                      []eng.Card
	discardTitle, discardCaption string
	stacked                      bool    // the piles stand one above the other (dims.pilesStacked)
	column                       float32 // the stacked piles' column's width
	pile, card                   fyne.Size
	cards                        []heldCard
	look                         zoneLook
}

// heldCard is one card of the hand: its value there, what a tap on it
// asks (actNone: not live), whether it is lifted (chosen, or the card
// selected) or faded (it cannot be chosen now), and its badge, with a
// shorter word for a narrow card ("" for none).
type heldCard struct {
	card              eng.Card
	value             int
	tap               act
	lifted, dimmed    bool
	badge, badgeShort string
	badgeOK           bool
}

// handZone is the viewer's deck and discard piles, then the hand, fanned
// when it is wider than its room, the cards chosen for the decision
// lifted.
type handZone struct {
	zoneBase
	state handState
	// What the table names to the motion (anchors) and to the keyboard
	// (every card of the hand, in its order), as drawn.
	anchors map[string]fyne.CanvasObject
	cards   []*cardView
}

func newHandZone() *handZone {
	z := &handZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *handZone) Set(s handState) {
	if !z.changed(stateKey(s.seat, s.title, s.hint, s.deck, s.deckCaption, s.top, s.discard, s.discardTitle, s.discardCaption,
		s.stacked, s.column, s.pile, s.card, s.cards, s.look.sizes())) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *handZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneCore, z.draw)
}

// draw draws the hand's state.
func (z *handZone) draw() fyne.CanvasObject {
	s, lk := z.state, z.state.look
	z.anchors, z.cards = map[string]fyne.CanvasObject{}, nil
	deckPile := newPile(lk.cards, pileDeck, s.deck, eng.NoCard, s.pile)
	z.anchors[anchorDeck(s.seat)] = deckPile
	caption := func(lk zoneLook, o fyne.CanvasObject, text string) fyne.CanvasObject {
		if s.stacked {
			return columnCaptioned(lk, o, text, s.column)
		}
		return captioned(lk, o, text)
	}
	deck := caption(lk, deckPile, s.deckCaption)
	var top fyne.CanvasObject = newPile(lk.cards, pileDeck, 0, eng.NoCard, s.pile)
	if s.top != eng.NoCard {
		c, pile, title := s.top, s.discard, s.discardTitle
		top = newTapArea(lk.tips, newCard(lk.cards, c, c.Value(), s.pile, nil), "",
			func() fyne.CanvasObject { return lk.pileInfo(pile) }, func() { lk.showPile(title, pile) })
	}
	z.anchors[anchorDiscard(s.seat)] = top
	discard := caption(lk, top, s.discardCaption)
	// A little room between the two piles' captions, which are wider
	// than their cards in a small window.
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(6, 1))
	piles := container.NewHBox(container.NewVBox(deck), space, container.NewVBox(discard))
	if s.stacked {
		piles = container.NewVBox(deck, discard)
	}

	fan := &handFan{lift: handLift, card: s.card}
	var cards []fyne.CanvasObject
	for _, hc := range s.cards {
		var tap func()
		if hc.tap.live() {
			a := hc.tap
			tap = func() { lk.do(a) }
		}
		cv := newCard(lk.cards, hc.card, hc.value, s.card, tap)
		z.cards = append(z.cards, cv)
		if hc.lifted {
			cv.SetSelected(true)
			fan.lifted = append(fan.lifted, cv)
		}
		if hc.dimmed {
			cv.SetDimmed(true)
		}
		if b := hc.badge; b != "" {
			// A narrow card (a full hand in a small window) says it in
			// fewer words: the badge never runs off the card.
			if hc.badgeShort != "" && fyne.MeasureText(b, lk.floor, fyne.TextStyle{Bold: true}).Width > s.card.Width-16 {
				b = hc.badgeShort
			}
			cv.SetBadge(b, hc.badgeOK)
		}
		cards = append(cards, cv)
	}
	title := container.NewBorder(nil, nil, container.NewHBox(container.NewCenter(newLock(lk.px(13))),
		plainText(s.title, lk.px(13), true, inkDark())),
		nil, newLineAt(lk.tips, s.hint, lk.px(11), false, inkMuted()))
	// The lifted cards are drawn last, over their neighbours; each keeps
	// its place in the row.
	fan.index = map[fyne.CanvasObject]int{}
	for i, c := range cards {
		fan.index[c] = i
	}
	slices.SortStableFunc(cards, func(a, b fyne.CanvasObject) int {
		return btoi(slices.Contains(fan.lifted, a)) - btoi(slices.Contains(fan.lifted, b))
	})
	hand := container.New(fan, cards...)
	z.anchors[anchorHand] = hand
	return container.NewBorder(nil, nil, piles, nil,
		container.NewBorder(title, nil, nil, nil, hand))
}

// handLift is how far a selected card rises out of the hand.
const handLift = 10

// handFan lays the hand's cards in a row, overlapping them as much as the
// width needs so that any hand fits without scrolling; the lifted cards
// stand higher.
type handFan struct {
	lift   float32
	card   fyne.Size
	lifted []fyne.CanvasObject
	index  map[fyne.CanvasObject]int // each card's place in the row
}

// AllowsOverlap lets the fanned cards lie over one another.
func (*handFan) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }

// fanRing is the room a card's selection ring takes outside the card.
const fanRing = 3

// MinSize is one card with its lift and ring.
func (f *handFan) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(f.card.Width+2*fanRing, f.card.Height+f.lift+2*fanRing)
}

// Layout spreads the cards, overlapping them when the row is too narrow.
func (f *handFan) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	step := f.card.Width + 8
	room := size.Width - 2*fanRing
	if n > 1 && float32(n-1)*step+f.card.Width > room {
		step = max((room-f.card.Width)/float32(n-1), 1)
	}
	// The cards sit right under the hand's title.
	y := f.lift + fanRing
	for k, o := range objs {
		i := k
		if n, ok := f.index[o]; ok {
			i = n
		}
		oy := y
		if slices.Contains(f.lifted, o) {
			oy = y - f.lift
		}
		o.Move(fyne.NewPos(fanRing+float32(i)*step, oy))
		o.Resize(f.card)
	}
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
