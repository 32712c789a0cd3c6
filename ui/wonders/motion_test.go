package wonders

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// newMotionHarness is a three-player table, you and two bots who play at
// once, whose motion holds every animation at its first frame.
func newMotionHarness(t *testing.T, seed uint64) *harness {
	t.Helper()
	h := newHarness(t, seed, 0, true, "h", "random", "random")
	h.table.motion.m.Freeze(true)
	return h
}

// optionWhere is the first of the view's options whose move passes want.
func optionWhere(v *wonders.View, want func(wonders.Move) bool) (game.Option, wonders.Move, bool) {
	for _, o := range v.Options {
		if m := wonders.MustDecode(o); want(m) {
			return o, m, true
		}
	}
	return 0, wonders.Move{}, false
}

// playMoveWhen builds what needs no trade, or discards, turn after turn
// until an option passes want, then
// plays it and returns its move.
func (h *harness) playMoveWhen(want func(wonders.Move) bool) wonders.Move {
	h.t.Helper()
	tb := h.table
	for range 40 {
		if tb.state.Over() {
			break
		}
		if o, m, ok := optionWhere(tb.view, want); ok {
			tb.play(o)
			return m
		}
		o, _, ok := optionWhere(tb.view, func(m wonders.Move) bool { return m.Action == wonders.Build && m.PayLeft+m.PayRight == 0 })
		if !ok {
			o, _, ok = optionWhere(tb.view, func(m wonders.Move) bool { return m.Action == wonders.Discard })
		}
		if !ok {
			h.t.Fatalf("nothing to discard at prompt %q", tb.view.Prompt)
		}
		tb.play(o)
		tb.motion.skip() // the hand in its place before the next look
	}
	h.t.Fatal("no such option came up")
	return wonders.Move{}
}

// handPlace is where the hand's widget for card is on the table now.
func handPlace(tm *tableMotion, card wonders.Card) box {
	for _, o := range tm.t.hand.row.Objects {
		if cw, ok := o.(*cardWidget); ok && cw.view.Card == card {
			if b, ok := tm.where(cw); ok {
				return b
			}
		}
	}
	return box{}
}

// flightFrom is the flight under way that starts at pos.
func flightFrom(m *ui.Motion, pos fyne.Position) (ui.Flight, bool) {
	for _, f := range m.Flying() {
		if f.From == pos {
			return f, true
		}
	}
	return ui.Flight{}, false
}

// The card you play flies from its place in your hand to its colour's
// stack, to its wonder stage, or off the table; Skip lands it at once.
func TestMotionCardGoesWhereItWasPlayed(t *testing.T) {
	for _, c := range []struct {
		name string
		want func(wonders.Move) bool
		dest func(tb *Table, m wonders.Move) fyne.CanvasObject // nil: off the table
	}{
		{"build", func(m wonders.Move) bool { return m.Action == wonders.Build && m.PayLeft+m.PayRight == 0 },
			func(tb *Table, m wonders.Move) fyne.CanvasObject {
				s := tb.city.stacks[m.Card.Info().Color]
				return s.pool[len(s.cards)-1]
			}},
		{"stage", func(m wonders.Move) bool { return m.Action == wonders.BuildStage },
			func(tb *Table, m wonders.Move) fyne.CanvasObject { return tb.board.stages[m.Stage] }},
		{"discard", func(m wonders.Move) bool { return m.Action == wonders.Discard }, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newMotionHarness(t, 5)
			tb, tm := h.table, h.table.motion
			var from box
			m := h.playMoveWhen(func(m wonders.Move) bool {
				if !c.want(m) {
					return false
				}
				from = handPlace(tm, m.Card)
				return true
			})
			if from.size.IsZero() {
				t.Fatalf("the hand card %v had no place noted", m.Card)
			}
			f, ok := flightFrom(tm.m, from.pos)
			if !ok {
				t.Fatalf("no flight from the hand card at %v; flying: %+v", from.pos, tm.m.Flying())
			}
			if c.dest != nil {
				to, ok := tm.where(c.dest(tb, m))
				if !ok || f.To != to.pos {
					t.Errorf("the card lands at %v, want %v (%v)", f.To, to.pos, ok)
				}
			} else if f.To.Y <= f.From.Y {
				t.Errorf("a discarded card goes %v → %v, not down off the table", f.From, f.To)
			}
			if f.ToSize.Height >= f.Size.Height {
				t.Errorf("the card does not shrink on its way: %v → %v", f.Size, f.ToSize)
			}
			if f.Duration > ui.MaxMotion || f.Delay+f.Duration > ui.MaxMotion {
				t.Errorf("the flight lasts %v after %v", f.Duration, f.Delay)
			}
			tm.skip()
			if tm.m.Running() != 0 || len(tm.m.Flying()) != 0 {
				t.Errorf("after skip %d animations still run", tm.m.Running())
			}
		})
	}
}

// Coins fly between your board and the neighbour you paid or who paid
// you; conflict tokens fly from the neighbour's panel to your board.
func TestMotionCoinsAndTokens(t *testing.T) {
	h := newMotionHarness(t, 5)
	tb, tm := h.table, h.table.motion
	n := tb.view.NumCities
	me, left, right := tb.focus, (tb.focus+1)%n, (tb.focus+n-1)%n
	purse, shields := tb.board.tokens.coins, tb.board.tokens.shields
	for _, c := range []struct {
		name     string
		e        wonders.Event
		from, to fyne.CanvasObject // nil: no flight
	}{
		{"you pay left", wonders.Event{Kind: wonders.EventBuild, City: me, Card: wonders.NoCard, PayLeft: 2}, purse, tb.left.root},
		{"you pay right", wonders.Event{Kind: wonders.EventBuild, City: me, Card: wonders.NoCard, PayRight: 1}, purse, tb.right.root},
		{"left pays you", wonders.Event{Kind: wonders.EventBuild, City: left, Card: wonders.NoCard, PayRight: 2}, tb.left.root, purse},
		{"right pays you", wonders.Event{Kind: wonders.EventStage, City: right, Card: wonders.NoCard, PayLeft: 1}, tb.right.root, purse},
		{"left pays its other side", wonders.Event{Kind: wonders.EventBuild, City: left, Card: wonders.NoCard, PayLeft: 2}, nil, nil},
		{"victory over left", wonders.Event{Kind: wonders.EventBattle, City: me, Against: left, Points: 3}, tb.left.root, shields},
		{"defeat by right", wonders.Event{Kind: wonders.EventBattle, City: me, Against: right, Points: -1}, tb.right.root, shields},
		{"tie", wonders.Event{Kind: wonders.EventBattle, City: me, Against: right}, nil, nil},
		{"the neighbours' battle", wonders.Event{Kind: wonders.EventBattle, City: left, Against: me, Points: 1}, nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			tm.skip()
			tm.event(c.e, 0)
			got := tm.m.Flying()
			if c.from == nil {
				if len(got) != 0 {
					t.Errorf("%d flights, want none", len(got))
				}
				return
			}
			if len(got) != 1 {
				t.Fatalf("%d flights, want 1", len(got))
			}
			a, _ := tm.where(c.from)
			b, _ := tm.where(c.to)
			f := got[0]
			half := fyne.NewPos(f.Size.Width/2, f.Size.Height/2)
			if f.From.Add(half) != a.centre() || f.To.Add(half) != b.centre() {
				t.Errorf("flies %v → %v, want from %v to %v (centres)", f.From.Add(half), f.To.Add(half), a.centre(), b.centre())
			}
		})
	}
	tm.skip()
	if len(tm.m.Flying()) != 0 {
		t.Errorf("skip left flights")
	}

	// While the conflicts show over the board, the token lands in your
	// row, in the column of the neighbour it comes from.
	tb.overlay.battles(1)
	for _, c := range []struct {
		against, col int
		from         fyne.CanvasObject
	}{{left, 2, tb.left.root}, {right, 3, tb.right.root}} {
		tm.event(wonders.Event{Kind: wonders.EventBattle, City: me, Against: c.against, Points: 1}, 0)
		got := tm.m.Flying()
		cellBox, ok := tm.where(tb.overlay.grid.Objects[(me+1)*4+c.col])
		if len(got) != 1 || !ok {
			t.Fatalf("%d flights, cell shown %v", len(got), ok)
		}
		f := got[0]
		if f.To.Add(fyne.NewPos(f.Size.Width/2, f.Size.Height/2)) != cellBox.centre() {
			t.Errorf("the token from %d lands at %v, want the centre %v of your row's cell", c.against, f.To, cellBox.centre())
		}
		tm.skip()
	}
}

// A trade of a real turn sends a coin to the neighbour paid.
func TestMotionTradeOfATurn(t *testing.T) {
	h := newMotionHarness(t, 11)
	tb, tm := h.table, h.table.motion
	m := h.playMoveWhen(func(m wonders.Move) bool {
		return (m.Action == wonders.Build || m.Action == wonders.BuildStage) && m.PayLeft+m.PayRight > 0 && m.Dice == 0
	})
	panel := tb.left.root
	if m.PayLeft == 0 {
		panel = tb.right.root
	}
	b, _ := tm.where(panel)
	for _, f := range tm.m.Flying() {
		if f.To.Add(fyne.NewPos(f.Size.Width/2, f.Size.Height/2)) == b.centre() {
			return
		}
	}
	t.Errorf("no coin flies to the neighbour paid (%+v); flying: %+v", m, tm.m.Flying())
}

// places notes where the hand's cards are.
func places(tb *Table) []fyne.Position {
	var out []fyne.Position
	for _, cw := range visible[*cardWidget](tb.hand.row) {
		out = append(out, cw.Position())
	}
	return out
}

// The next hand slides in from the neighbour who passed it: from the right
// when hands go left, from the left when they go right; skip puts every
// card in its place.
func TestMotionHandPasses(t *testing.T) {
	h := newMotionHarness(t, 5)
	tb, tm := h.table, h.table.motion
	if tb.view.Direction != 1 {
		t.Fatalf("Age I passes with direction %d", tb.view.Direction)
	}
	h.playMoveWhen(func(m wonders.Move) bool { return m.Action == wonders.Discard })
	during := places(tb)
	tm.skip()
	home := places(tb)
	if len(home) == 0 || len(during) != len(home) {
		t.Fatalf("%d cards while sliding, %d after", len(during), len(home))
	}
	for _, c := range []struct {
		name   string
		during []fyne.Position
		right  bool
	}{
		{"Age I", during, true},
		{"Age II", func() []fyne.Position { tm.passHand(-1); return places(tb) }(), false},
	} {
		for i, p := range c.during {
			if p.Y != home[i].Y || (p.X > home[i].X) != c.right || p.X == home[i].X {
				t.Errorf("%s: card %d starts at %v, its place is %v (from the right: %v)", c.name, i, p, home[i], c.right)
			}
		}
		tm.skip()
		if got := places(tb); !equalPlaces(got, home) {
			t.Errorf("%s: after skip the cards are at %v, want %v", c.name, got, home)
		}
	}
}

func equalPlaces(a, b []fyne.Position) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Nothing in flight takes a tap: a tap on a card of the new hand, while
// it slides in under a flying card, still selects it.
func TestMotionNeverBlocksTheHand(t *testing.T) {
	h := newMotionHarness(t, 5)
	tb, tm := h.table, h.table.motion
	h.playMoveWhen(func(m wonders.Move) bool { return m.Action == wonders.Discard })
	if tm.m.Running() == 0 {
		t.Fatal("nothing moves after the turn")
	}
	if tb.selected != wonders.NoCard {
		t.Fatalf("a card is selected before the tap: %v", tb.selected)
	}
	cw := visible[*cardWidget](tb.hand.row)[0]
	under, ok := tm.where(cw)
	if !ok {
		t.Fatal("the new hand's first card is not on the screen")
	}
	tm.m.Fly(tm.cardPiece(cw.view.Card), under.pos, under.pos, under.size, cardFlight)
	at := under.centre().Add(fyne.CurrentApp().Driver().AbsolutePositionForObject(tm.layer()))
	test.TapCanvas(h.win.Canvas(), at)
	if tb.selected != cw.view.Card {
		t.Errorf("the tap at %v under a flying card selected %v, want %v", at, tb.selected, cw.view.Card)
	}
}

// With reduce motion on, a turn shows its end state at once: nothing
// flies, the hand is in its place, even while frozen.
func TestMotionReducedShowsEndAtOnce(t *testing.T) {
	h := newMotionHarness(t, 5)
	tb, tm := h.table, h.table.motion
	tb.ctx.ReduceMotion = func() bool { return true }
	h.playMoveWhen(func(m wonders.Move) bool { return m.Action == wonders.Build })
	if tm.m.Running() != 0 || len(tm.layer().(*fyne.Container).Objects) != 0 {
		t.Errorf("reduced motion: %d running, %d on the layer", tm.m.Running(), len(tm.layer().(*fyne.Container).Objects))
	}
	before := places(tb)
	tm.skip()
	if after := places(tb); !equalPlaces(before, after) {
		t.Errorf("reduced motion: the hand's cards were at %v, their places are %v", before, after)
	}
}

// Skip fills the score pad's rows still to come at once.
func TestMotionSkipFillsScorePad(t *testing.T) {
	h := newMotionHarness(t, 5)
	tb, tm := h.table, h.table.motion
	tb.overlay.scores()
	lay, ok := tb.overlay.grid.Layout.(*padLayout)
	if !ok {
		t.Fatalf("the score pad is laid out by %T", tb.overlay.grid.Layout)
	}
	tb.overlay.padShown = 1 // as when its filling starts
	tb.overlay.showRows()
	tm.skip()
	if tb.overlay.padShown != lay.rows || lay.shown != lay.rows {
		t.Errorf("after skip %d of %d rows are shown", lay.shown, lay.rows)
	}
}

// With Commerce, the market's price flies from your board to the market,
// and what a sale brings from the market to your board.
func TestMotionMarketCoins(t *testing.T) {
	h := newCommerceHarness(t, 3, 3)
	tb, tm := h.table, h.table.motion
	tm.m.Freeze(true)
	me := tb.focus
	purse := tb.board.tokens.coins
	for _, c := range []struct {
		name     string
		e        wonders.Event
		from, to fyne.CanvasObject
	}{
		{"dice bought", wonders.Event{Kind: wonders.EventMarket, City: me, Coins: -2}, purse, tb.market.root},
		{"sold", wonders.Event{Kind: wonders.EventSell, City: me, Coins: 1}, tb.market.root, purse},
		{"another city buys", wonders.Event{Kind: wonders.EventMarket, City: (me + 1) % tb.view.NumCities, Coins: -2}, nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			tm.skip()
			tm.event(c.e, 0)
			got := tm.m.Flying()
			if c.from == nil {
				if len(got) != 0 {
					t.Errorf("%d flights, want none", len(got))
				}
				return
			}
			a, ok1 := tm.where(c.from)
			b, ok2 := tm.where(c.to)
			if len(got) != 1 || !ok1 || !ok2 {
				t.Fatalf("%d flights (ends shown: %v %v), want 1", len(got), ok1, ok2)
			}
			f := got[0]
			half := fyne.NewPos(f.Size.Width/2, f.Size.Height/2)
			if f.From.Add(half) != a.centre() || f.To.Add(half) != b.centre() {
				t.Errorf("flies %v → %v, want %v → %v", f.From.Add(half), f.To.Add(half), a.centre(), b.centre())
			}
		})
	}
	tm.skip()
}

// With Cities, the coins a black card (or Hécate, Héra) takes from your
// city drop off your board's coins; debt alone, or another city's loss,
// moves nothing.
func TestMotionCoinsLost(t *testing.T) {
	h := newMotionHarness(t, 3)
	tb, tm := h.table, h.table.motion
	me := tb.focus
	purse, ok := tm.where(tb.board.tokens.coins)
	if !ok {
		t.Fatal("no coins on the board")
	}
	for _, c := range []struct {
		name    string
		e       wonders.Event
		flights int
	}{
		{"black card", wonders.Event{Kind: wonders.EventLoss, City: me, Coins: 2}, 1},
		{"Hécate", wonders.Event{Kind: wonders.EventGodLoss, City: me, Coins: 1, Points: 1}, 1},
		{"debt only", wonders.Event{Kind: wonders.EventLoss, City: me, Points: 2}, 0},
		{"another city", wonders.Event{Kind: wonders.EventLoss, City: (me + 1) % tb.view.NumCities, Coins: 3}, 0},
	} {
		tm.skip()
		tm.event(c.e, 0)
		got := tm.m.Flying()
		if len(got) != c.flights {
			t.Errorf("%s: %d flights, want %d", c.name, len(got), c.flights)
			continue
		}
		if c.flights == 1 {
			f := got[0]
			if f.From.Add(fyne.NewPos(f.Size.Width/2, f.Size.Height/2)) != purse.centre() || f.To.Y <= f.From.Y {
				t.Errorf("%s: flies %v → %v from the coins at %v", c.name, f.From, f.To, purse.centre())
			}
		}
	}
	tm.skip()
}
