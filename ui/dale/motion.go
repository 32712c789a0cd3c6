package dale

// The Dale table's motion, on the app's shared motion layer (ui.Motion):
// a card flies from the market to the buyer's hand, a stack's cards from
// the hand to the stall, a played technique to the schedule, a Junk card
// from the supply to the hand, a discard pile into its deck on a
// reshuffle (the market's too), and the market's cards slide to their new
// slots while new ones arrive from the market deck. Every flight is a
// stand-in card of at most 400 ms drawn over the table, the real card
// already in its new place; nothing of it takes input, the next change
// (a move, a redraw) ends it at once, and with "reduce motion" nothing
// moves. What moves is read from the engine's events since the last
// redraw and from the market's change; the table decides nothing.
//
// Anchors. The motion finds the places on the screen by name: whoever
// draws a zone registers its objects with t.anchor(name, obj) while it
// builds them (anchors.go has a function per name). Where no anchor is
// registered under a name, the flights to or from it are skipped
// silently. The names:
//
//	market.<i>       market slot i, 0 the slot without surcharge (anchorMarket)
//	market.deck      the market deck (anchorMarketDeck)
//	market.discard   the market discard pile (anchorMarketDiscard)
//	junk             the Junk supply (anchorJunk)
//	hand             the hand of the seat at the screen (anchorHand)
//	seat.<s>         seat s's panel among the opponents, where cards to
//	                 and from a hand not shown fly (anchorSeat)
//	deck.<s>         seat s's deck, the screen's seat's too (anchorDeck)
//	discard.<s>      seat s's discard pile (anchorDiscard)
//	schedule.<s>     seat s's schedule (anchorSchedule)
//	stall.<i>        stall i, the index in View.Stalls (anchorStall(i, -1))
//	stall.<i>.<k>    stack k (from 0) of stall i (anchorStall(i, k))
//
// Positions are read from the objects as they stand: before a redraw for
// where a flight starts, at its first frame for where it lands.

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"

	eng "agora/game/dale"
	"agora/ui"
)

// Durations of the table's motion, each within ui.MaxMotion.
const (
	cardFlight  = 320 * time.Millisecond
	slideFlight = 260 * time.Millisecond
	refillDelay = 80 * time.Millisecond // new market cards after the slides
	stagger     = 30 * time.Millisecond // between two cards of one move
	// maxFresh is the most events a redraw animates: a long run of bot
	// moves drawn at once shows only its end.
	maxFresh = 12
	// maxStackPieces is the most cards of one stack that fly.
	maxStackPieces = 3
)

// box is a rectangle in the motion layer's coordinates.
type box struct {
	pos  fyne.Position
	size fyne.Size
}

// tableMotion is the Dale table's motion: what the last redraw showed,
// and where its anchors were.
type tableMotion struct {
	t *Table
	m *ui.Motion
	// shown: a redraw was seen; viewer, events and market are what it
	// showed (the seat at the screen, the events logged, the market).
	shown  bool
	viewer int
	events int
	market [eng.MarketSlots]eng.Card
	// was holds the anchors' places as the last redraw left them.
	was map[string]box
}

func newTableMotion(t *Table) *tableMotion {
	reduce := func() bool { return t.ctx.ReduceMotion != nil && t.ctx.ReduceMotion() }
	return &tableMotion{t: t, m: ui.NewMotion(reduce), was: map[string]box{}}
}

// before runs at the start of every redraw: anything moving ends, and
// the anchors' places are noted while they are still on the screen.
func (tm *tableMotion) before() {
	tm.m.Skip()
	clear(tm.was)
	for name, obj := range tm.t.mach.anchors {
		if p, ok := tm.m.PositionOf(obj); ok {
			tm.was[name] = box{pos: p, size: obj.Size()}
		}
	}
}

// after runs at the end of every redraw: it starts the motion of what
// changed since the last one, seen from the same seat on the table (not
// behind the hand-off screen, not at the end).
func (tm *tableMotion) after() {
	t := tm.t
	v := t.view()
	events := v.Events()
	still := tm.shown && tm.viewer == t.viewer && !t.handoff && !v.Over && len(tm.was) > 0
	if still && len(events) > tm.events {
		fresh := events[tm.events:]
		if len(fresh) > maxFresh {
			fresh = fresh[len(fresh)-maxFresh:]
		}
		tm.run(plan(fresh, tm.market, v.Market, t.viewer, func(s int) int { return v.Seats[s].Stall }))
	} else if still && tm.market != marketCards(v) {
		tm.run(plan(nil, tm.market, v.Market, t.viewer, nil))
	}
	tm.shown, tm.viewer, tm.events, tm.market = true, t.viewer, len(events), marketCards(v)
}

// marketCards are the market's cards, slot by slot.
func marketCards(v *eng.View) [eng.MarketSlots]eng.Card {
	var out [eng.MarketSlots]eng.Card
	for i, s := range v.Market {
		out[i] = s.Card
	}
	return out
}

// move is one flight to make: a card (NoCard: its back) from the anchor
// from to the anchor to, after delay.
type move struct {
	card     eng.Card
	from, to string
	delay    time.Duration
	d        time.Duration
}

// plan lists the flights of fresh events and of the market's change from
// old to now, seen by viewer; stallOf gives a seat's stall (nil: no
// events to read).
func plan(fresh []eng.Event, old [eng.MarketSlots]eng.Card, now [eng.MarketSlots]eng.MarketSlot, viewer int, stallOf func(int) int) []move {
	var out []move
	hand := func(s int) string {
		if s == viewer {
			return anchorHand
		}
		return anchorSeat(s)
	}
	gone := map[int]bool{} // market slots emptied by the events
	for i, e := range fresh {
		delay := time.Duration(i%4) * stagger
		switch e.Kind {
		case eng.EventBuy, eng.EventMarket:
			out = append(out, move{card: e.Card, from: anchorMarket(e.Slot), to: hand(e.Seat), delay: delay, d: cardFlight})
			gone[e.Slot] = true
		case eng.EventStack:
			for k, c := range e.Cards[:min(len(e.Cards), maxStackPieces)] {
				out = append(out, move{card: c, from: hand(e.Seat), to: anchorStall(stallOf(e.Seat), e.Value-1),
					delay: delay + time.Duration(k)*stagger, d: cardFlight})
			}
		case eng.EventPlay:
			out = append(out, move{card: e.Card, from: hand(e.Seat), to: anchorSchedule(e.Seat), delay: delay, d: cardFlight})
		case eng.EventJunk:
			out = append(out, move{card: eng.Junk, from: anchorJunk, to: hand(e.Seat), delay: delay, d: cardFlight})
		case eng.EventShuffle:
			out = append(out, move{card: eng.NoCard, from: anchorDiscard(e.Seat), to: anchorDeck(e.Seat), delay: delay, d: cardFlight})
		case eng.EventMarketShuffle:
			out = append(out, move{card: eng.NoCard, from: anchorMarketDiscard, to: anchorMarketDeck, delay: delay, d: cardFlight})
		}
	}
	// The market: a card now in another slot slides there from its old
	// one; a card that was not there comes from the market deck.
	used := map[int]bool{}
	for k, s := range now {
		c := s.Card
		if c == eng.NoCard || old[k] == c && !gone[k] {
			continue
		}
		from := -1
		for j, o := range old {
			if o == c && j != k && !used[j] && !gone[j] && now[j].Card != c {
				from = j
				break
			}
		}
		if from >= 0 {
			used[from] = true
			out = append(out, move{card: c, from: anchorMarket(from), to: anchorMarket(k), d: slideFlight})
			continue
		}
		out = append(out, move{card: c, from: anchorMarketDeck, to: anchorMarket(k), delay: refillDelay, d: slideFlight})
	}
	return out
}

// run launches the moves whose start was on the screen and whose end is
// drawn (destination); the others are skipped.
func (tm *tableMotion) run(moves []move) {
	for _, mv := range moves {
		from, ok := tm.was[mv.from]
		if !ok {
			if obj := tm.t.anchored(mv.from); obj != nil && mv.from == anchorMarketDeck {
				// a pile drawn in the same place before and after
				if p, ok2 := tm.m.PositionOf(obj); ok2 {
					from, ok = box{pos: p, size: obj.Size()}, true
				}
			}
		}
		if !ok {
			continue
		}
		to := tm.destination(mv.to)
		if to == "" {
			continue
		}
		size := fyne.NewSize(min(from.size.Width, 90), min(from.size.Height, 120))
		if size.Width < 24 || size.Height < 24 {
			size = fyne.NewSize(48, 64)
		}
		start := from.pos.Add(fyne.NewPos((from.size.Width-size.Width)/2, (from.size.Height-size.Height)/2))
		tm.m.Launch(ui.Flight{Object: tm.piece(mv.card, size), From: start, To: start, Size: size,
			Delay: mv.delay, Duration: mv.d, Target: func() (fyne.Position, fyne.Size, bool) { return tm.landing(to, size) }})
	}
}

// destination is the anchor a flight to name lands on: name, or for a
// stack not drawn on its own ("stall.1.3") its stall ("stall.1"); ""
// when neither is registered.
func (tm *tableMotion) destination(name string) string {
	for name != "" {
		if tm.t.anchored(name) != nil {
			return name
		}
		if !strings.HasPrefix(name, "stall.") || strings.Count(name, ".") < 2 {
			return ""
		}
		name = name[:strings.LastIndexByte(name, '.')]
	}
	return ""
}

// landing is where a flight of a card of size ends on the anchor name:
// the card's size centred on it, or on its left part for a wide one.
func (tm *tableMotion) landing(name string, size fyne.Size) (fyne.Position, fyne.Size, bool) {
	obj := tm.t.anchored(name)
	if obj == nil {
		return fyne.Position{}, fyne.Size{}, false
	}
	p, ok := tm.m.PositionOf(obj)
	if !ok {
		return fyne.Position{}, fyne.Size{}, false
	}
	s := obj.Size()
	land := fyne.NewSize(min(size.Width, s.Width), min(size.Height, s.Height))
	if land.Width < 8 || land.Height < 8 {
		land = size
	}
	return p.Add(fyne.NewPos(max(s.Width-land.Width, 0)/2, max(s.Height-land.Height, 0)/2)), land, true
}

// piece is the stand-in of a card in flight: its own face at the
// flight's size, as the table draws it (a card back for a card whose face
// is hidden).
func (tm *tableMotion) piece(c eng.Card, size fyne.Size) fyne.CanvasObject {
	value := 0
	if c != eng.NoCard {
		value = c.Value()
	}
	return newCard(tm.t, c, value, size, nil)
}
