package dale

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"agora/game"
	eng "agora/game/dale"
)

// market builds a market of cards, slot by slot.
func market(cards ...eng.Card) (out [eng.MarketSlots]eng.MarketSlot) {
	for i := range out {
		out[i].Card = eng.NoCard
		if i < len(cards) {
			out[i].Card = cards[i]
		}
	}
	return out
}

// cardsOf are a market's cards.
func cardsOf(m [eng.MarketSlots]eng.MarketSlot) (out [eng.MarketSlots]eng.Card) {
	for i, s := range m {
		out[i] = s.Card
	}
	return out
}

// TestPlanReadsTheEvents checks which flights each kind of event and
// each change of the market asks for, seen from seat 0.
func TestPlanReadsTheEvents(t *testing.T) {
	a, b, c, d, e := eng.Card(10), eng.Card(11), eng.Card(12), eng.Card(13), eng.Card(14)
	stallOf := func(s int) int { return s }
	route := func(ms []move) []string {
		var out []string
		for _, m := range ms {
			out = append(out, m.from+">"+m.to)
		}
		return out
	}
	for _, tt := range []struct {
		name     string
		events   []eng.Event
		old, now [eng.MarketSlots]eng.MarketSlot
		want     []string
	}{
		{"nothing happened", nil, market(a, b, c, d, e), market(a, b, c, d, e), nil},
		{"you buy slot 2; the market slides and refills",
			[]eng.Event{{Kind: eng.EventBuy, Seat: 0, Card: c, Slot: 2}},
			market(a, b, c, d, e), market(a, b, d, e, 20),
			[]string{"market.2>hand", "market.3>market.2", "market.4>market.3", "market.deck>market.4"}},
		{"an opponent buys, its card goes to its panel",
			[]eng.Event{{Kind: eng.EventBuy, Seat: 2, Card: a, Slot: 0}},
			market(a, b), market(eng.NoCard, b), []string{"market.0>seat.2"}},
		{"a stack of two cards goes to the stall's stack",
			[]eng.Event{{Kind: eng.EventStack, Seat: 1, Value: 3, Cards: []eng.Card{a, b}}},
			market(), market(), []string{"seat.1>stall.1.2", "seat.1>stall.1.2"}},
		{"your stack, Junk, a reshuffle, the market's reshuffle and a technique",
			[]eng.Event{{Kind: eng.EventStack, Seat: 0, Value: 1, Cards: []eng.Card{a}}, {Kind: eng.EventJunk, Seat: 0},
				{Kind: eng.EventShuffle, Seat: 0}, {Kind: eng.EventMarketShuffle, Seat: -1}, {Kind: eng.EventPlay, Seat: 1, Card: b}},
			market(), market(),
			[]string{"hand>stall.0.0", "junk>hand", "discard.0>deck.0", "market.discard>market.deck", "seat.1>schedule.1"}},
		{"quiet events move nothing", []eng.Event{{Kind: eng.EventTurn}, {Kind: eng.EventDraw, Value: 2}, {Kind: eng.EventRoll}},
			market(a), market(a), nil},
		{"two copies of one card slide one each", nil, market(a, a, b), market(a, b, 20), []string{"market.2>market.1", "market.deck>market.2"}},
	} {
		got := route(plan(tt.events, cardsOf(tt.old), tt.now, 0, stallOf))
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: flights %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestMotionFliesBetweenAnchors launches a purchase's flights between
// anchors on the screen: it lands on the registered hand, skips the
// flights whose anchors are not drawn, ends at Skip, and starts nothing
// with reduced motion. Every flight stays within ui.MaxMotion.
func TestMotionFliesBetweenAnchors(t *testing.T) {
	for _, reduce := range []bool{false, true} {
		tb, _ := newTestTable(t, vsBot, 3)
		tb.ctx.ReduceMotion = func() bool { return reduce }
		tm := tb.mach.motion
		tm.m.Freeze(true)
		place := func(name string, x, y float32) *canvas.Rectangle {
			r := canvas.NewRectangle(nil)
			r.Move(fyne.NewPos(x, y))
			r.Resize(fyne.NewSize(60, 80))
			tb.tips.Add(r)
			tb.anchor(name, r)
			return r
		}
		place(anchorMarket(1), 300, 200)
		place(anchorMarket(2), 380, 200)
		tm.before()
		clear(tb.mach.anchors)
		hand := place(anchorHand, 300, 600)
		place(anchorMarket(1), 300, 200)
		tm.run(plan([]eng.Event{{Kind: eng.EventBuy, Seat: tb.viewer, Card: eng.Card(10), Slot: 2}},
			[eng.MarketSlots]eng.Card{5, 6, 10, eng.NoCard, eng.NoCard}, market(5, 6, 20), tb.viewer, func(int) int { return 0 }))
		flying := tm.m.Flying()
		if reduce {
			if len(flying) != 0 || tm.m.Running() != 0 {
				t.Errorf("reduced motion still flies %d cards", len(flying))
			}
			continue
		}
		// market.2 > hand flies; the refill of slot 2 has no deck anchor.
		if len(flying) != 1 {
			t.Fatalf("%d flights, want the bought card's only", len(flying))
		}
		f := flying[0]
		at, _ := tm.m.PositionOf(hand)
		if f.From.X < 380 || f.From.X > 440 || f.To.Y < at.Y || f.To.Y > at.Y+hand.Size().Height {
			t.Errorf("the card flies from %v to %v, want from market slot 2 to the hand at %v", f.From, f.To, at)
		}
		if f.Delay+f.Duration > 400e6 {
			t.Errorf("a flight of %v", f.Delay+f.Duration)
		}
		tm.m.Skip()
		if tm.m.Running() != 0 {
			t.Error("Skip left flights running")
		}
	}
}

// TestRedrawAfterAMoveStartsNoStrayMotion plays a game's first moves
// through the table: every flight stays within the motion's bounds.
func TestRedrawAfterAMoveStartsNoStrayMotion(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 6)
	tb.mach.motion.m.Freeze(true)
	for i := 0; i < 6 && !tb.state.Over() && tb.decider() == tb.viewer; i++ {
		opts := tb.state.Legal(game.Seat(tb.viewer), nil)
		tb.choose(opts[len(opts)-1])
		for _, f := range tb.mach.motion.m.Flying() {
			if f.Delay+f.Duration > 400e6 {
				t.Fatalf("a flight of %v", f.Delay+f.Duration)
			}
		}
	}
}

// TestStackFlightLandsOnItsStall: a stack not drawn as an anchor of its
// own is reached through its stall; nothing else falls back.
func TestStackFlightLandsOnItsStall(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 3)
	clear(tb.mach.anchors)
	tb.anchor(anchorStall(1, -1), canvas.NewRectangle(nil))
	tb.anchor(anchorHand, canvas.NewRectangle(nil))
	for _, tt := range []struct{ name, want string }{
		{anchorStall(1, 2), "stall.1"},
		{anchorStall(1, -1), "stall.1"},
		{anchorStall(0, 2), ""},
		{anchorHand, "hand"},
		{anchorSeat(1), ""},
		{anchorMarket(3), ""},
	} {
		if got := tb.mach.motion.destination(tt.name); got != tt.want {
			t.Errorf("a flight to %q lands on %q, want %q", tt.name, got, tt.want)
		}
	}
}

// The table's zones register the places the motion flies between: the
// market's slots and piles, the Junk supply, the hand, the seat's deck,
// discard pile, stall and schedule, each opponent's panel.
func TestZonesRegisterTheirAnchors(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 3)
	v := tb.view()
	names := []string{anchorHand, anchorJunk, anchorMarketDeck, anchorMarketDiscard,
		anchorDeck(tb.viewer), anchorDiscard(tb.viewer), anchorSchedule(tb.viewer),
		anchorStall(v.Seats[tb.viewer].Stall, -1), anchorStall(v.Seats[tb.viewer].Stall, 0)}
	for i := range eng.MarketSlots {
		names = append(names, anchorMarket(i))
	}
	for s := range v.Players {
		if s != tb.viewer {
			names = append(names, anchorSeat(s), anchorStall(v.Seats[s].Stall, -1))
		}
	}
	for _, n := range names {
		if tb.anchored(n) == nil {
			t.Errorf("no anchor %q", n)
		}
	}
}
