package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	eng "agora/game/dale"
)

// marketState is the market band as its zone draws it: the title line
// (the title, the hint or the dry market's countdown, the decks'
// legend), the market deck, the five slots, the market discard and the
// junk supply with their captions, the cards' and piles' sizes and the
// gap between them.
type marketState struct {
	title, note    string
	dry            bool          // the note is the dry market's countdown
	legend         []legendEntry // none in a small window
	deck           int
	deckCaption    string
	slots          []marketSlotState // slot i at i, 0 the slot without surcharge
	discard        []eng.Card
	discardCaption string
	discardTitle   string // the pile browser's title
	junk           int
	junkCaption    string
	card, pile     fyne.Size
	pad            float32
	look           zoneLook
}

// legendEntry is an animalfolk in play: a card of its deck (its emblem)
// and its name.
type legendEntry struct {
	card eng.Card
	name string
}

// marketSlotState is one slot: its surcharge, its card (NoCard: empty,
// with its word), its price badge, whether it is the card being bought,
// and what a tap on it asks (actNone: not live).
type marketSlotState struct {
	surcharge, price, empty string
	card                    eng.Card
	buying                  bool
	tap                     act
}

// marketZone is the middle band: the market deck on the left, the five
// slots from +4 down to +0 with their surcharge above and their price
// below, then the market discard and the junk supply.
type marketZone struct {
	zoneBase
	state marketState
	// What the table names to the motion (anchors) and to the keyboard
	// (the live cards, left to right), as drawn.
	anchors map[string]fyne.CanvasObject
	live    []*cardView
}

func newMarketZone() *marketZone {
	z := &marketZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *marketZone) Set(s marketState) {
	if !z.changed(stateKey(s.title, s.note, s.dry, s.legend, s.deck, s.deckCaption, s.slots, s.discard, s.discardCaption,
		s.discardTitle, s.junk, s.junkCaption, s.card, s.pile, s.pad, s.look.sizes())) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *marketZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneCore, z.draw)
}

// draw draws the market's state.
func (z *marketZone) draw() fyne.CanvasObject {
	s, lk := z.state, z.state.look
	z.anchors, z.live = map[string]fyne.CanvasObject{}, nil
	deck := newPile(lk.cards, pileDeck, s.deck, eng.NoCard, s.pile)
	z.anchors[anchorMarketDeck] = deck
	row := container.New(layout.NewCustomPaddedHBoxLayout(s.pad), captioned(lk, deck, s.deckCaption))
	row.Add(layout.NewSpacer())
	for i := len(s.slots) - 1; i >= 0; i-- {
		row.Add(z.drawSlot(i, s.slots[i]))
	}
	row.Add(layout.NewSpacer())
	var top fyne.CanvasObject
	if n := len(s.discard); n > 0 {
		c, pile, title := s.discard[n-1], s.discard, s.discardTitle
		top = newTapArea(lk.tips, newCard(lk.cards, c, c.Value(), s.pile, nil), "",
			func() fyne.CanvasObject { return lk.pileInfo(pile) }, func() { lk.showPile(title, pile) })
	} else {
		top = newPile(lk.cards, pileDeck, 0, eng.NoCard, s.pile)
	}
	z.anchors[anchorMarketDiscard] = top
	row.Add(captioned(lk, top, s.discardCaption))
	junk := newPile(lk.cards, pileJunk, s.junk, eng.Junk, s.pile)
	z.anchors[anchorJunk] = junk
	row.Add(captioned(lk, junk, s.junkCaption))
	title := plainText(s.title, lk.px(14), true, inkDark())
	var note fyne.CanvasObject = newLineAt(lk.tips, s.note, lk.px(11), false, inkMuted())
	if s.dry {
		note = newLineAt(lk.tips, s.note, lk.px(12), true, color.NRGBA{R: 0xe0, G: 0x78, B: 0x1a, A: 0xff})
	}
	head := container.New(&hRow{gap: 10, stretch: 1}, title, note)
	if len(s.legend) > 0 {
		items := container.NewHBox()
		for _, e := range s.legend {
			items.Add(container.NewCenter(emblem(e.card, lk.px(12))))
			items.Add(plainText(e.name, lk.px(11), false, inkMuted()))
		}
		head = container.NewBorder(nil, nil, nil, items, head)
	}
	return framed(nil, container.New(layout.NewCustomPaddedVBoxLayout(s.pad), head, row))
}

// drawSlot draws slot i: its surcharge, its card (live when a tap on it
// asks something) and its price.
func (z *marketZone) drawSlot(i int, sl marketSlotState) fyne.CanvasObject {
	s, lk := z.state, z.state.look
	sur := badge(lk.px(11), sl.surcharge, color.NRGBA{R: 0x3c, G: 0x44, B: 0x50, A: 0xff}, color.White)
	if sl.card == eng.NoCard {
		frame := canvas.NewRectangle(color.Transparent)
		frame.StrokeColor, frame.StrokeWidth, frame.CornerRadius = inkFaint(), 1, 6
		empty := plainText(sl.empty, lk.px(12), false, inkFaint())
		place := container.NewGridWrap(s.card, container.NewStack(frame, container.NewCenter(empty)))
		z.anchors[anchorMarket(i)] = place
		return container.New(layout.NewCustomPaddedVBoxLayout(s.pad), container.NewCenter(sur), place, layout.NewSpacer())
	}
	var tap func()
	if sl.tap.live() {
		a := sl.tap
		tap = func() { lk.do(a) }
	}
	cv := newCard(lk.cards, sl.card, sl.card.Value(), s.card, tap)
	if tap != nil {
		z.live = append(z.live, cv)
	}
	z.anchors[anchorMarket(i)] = cv
	fill, ink := color.Color(panelFill()), color.Color(inkDark())
	if sl.buying {
		cv.SetSelected(true)
		fill, ink = inkBlue(), color.White
	}
	price := badge(lk.px(11), sl.price, fill, ink)
	return container.New(layout.NewCustomPaddedVBoxLayout(s.pad), container.NewCenter(sur), cv, container.NewCenter(price))
}
