package wonders

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// newCommerceHarness starts a Commerce game, you in seat 0 against sync
// random bots.
func newCommerceHarness(t *testing.T, seed uint64, players int) *harness {
	t.Helper()
	test.NewTempApp(t)
	kinds := []string{"h"}
	for range players - 1 {
		kinds = append(kinds, "random")
	}
	cfg := game.Config{Game: "wonders", Seed: seed, Seats: seats(kinds...), Expansions: []string{wonders.ExpansionCommerce}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return newHarnessFor(t, s, 0, true)
}

// diceOption is one of the view's options that buys dice, if any.
func diceOption(v *wonders.View) (wonders.Move, bool) {
	for _, o := range v.Options {
		if m := wonders.MustDecode(o); m.Dice != 0 && (m.Action == wonders.Build || m.Action == wonders.BuildStage) {
			return m, true
		}
	}
	return wonders.Move{}, false
}

// You pick a card, then, at your turn in the market order, build it with
// a die from the market through the payment chooser.
func TestCommercePurchaseWithDice(t *testing.T) {
	h := newCommerceHarness(t, 3, 3)
	tb := h.table
	if tb.market.root.Hidden || !strings.Contains(texts(tb.market.root), "Commerce market") {
		t.Fatalf("no market band:\n%s", texts(tb.market.root))
	}
	for n := 0; !tb.state.Over(); n++ {
		if n > 400 {
			t.Fatal("no dice purchase came up")
		}
		v := tb.view
		if m, ok := diceOption(v); ok && v.Prompt == wonders.KindResolve {
			if tb.selected != m.Card {
				t.Fatalf("the picked card is not selected: %v", tb.selected)
			}
			b := tb.actions.build
			if m.Action == wonders.BuildStage {
				b = tb.actions.stage
			}
			test.Tap(b)
			if tb.paying != 0 {
				found := false
				for i, row := range tb.prompt.plans[:len(tb.prompt.options())] {
					if wonders.MustDecode(tb.prompt.options()[i]).Dice != 0 {
						test.Tap(row)
						found = true
						break
					}
				}
				if !found {
					t.Fatal("the chooser shows no plan with dice")
				}
				if !strings.Contains(texts(tb.prompt.root), "die") {
					t.Fatalf("the plan does not name the die:\n%s", texts(tb.prompt.root))
				}
				test.Tap(tb.prompt.confirm)
			}
			events := tb.state.SeatView(0).Events
			for i := len(events) - 1; i >= 0; i-- {
				if e := events[i]; e.Kind == wonders.EventMarket && e.City == 0 {
					if !strings.Contains(texts(tb.log.root), "buys") {
						t.Fatalf("the log does not show the purchase:\n%s", texts(tb.log.root))
					}
					return
				}
			}
			t.Fatalf("no purchase in the log after %v", m)
		}
		if !h.playOnce() {
			t.Fatalf("nothing to play:\n%s", texts(tb.prompt.root))
		}
	}
	t.Fatal("the game ended with no dice purchase")
}

// A whole Market Day with you at the table: the board gives way to the
// auction, you make an offer from the revealed cards, and the Age ends.
func TestCommerceMarketDayWithAHumanSeat(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		if marketDayThroughTheTable(t, seed) {
			return
		}
	}
	t.Fatal("in 30 games you were never asked to propose")
}

// marketDayThroughTheTable plays Age I of a 4-player Commerce game from
// seat 0; it reports whether seat 0 got to make an offer.
func marketDayThroughTheTable(t *testing.T, seed uint64) bool {
	h := newCommerceHarness(t, seed, 4)
	tb := h.table
	offered := false
	for n := 0; tb.state.SeatView(0).Age == 1; n++ {
		if n > 400 {
			t.Fatal("Age I never ended")
		}
		v := tb.view
		if v.MarketDay != nil {
			if tb.mdPanel.root.Hidden || !tb.board.root.Hidden {
				t.Fatal("Market Day does not replace the board")
			}
			if !strings.Contains(texts(tb.mdPanel.root), "Market Day") {
				t.Fatalf("panel:\n%s", texts(tb.mdPanel.root))
			}
		}
		if v.Prompt == wonders.KindPropose && !offered {
			var card *widget.Button
			for _, b := range visible[*widget.Button](tb.mdPanel.root) {
				if !b.Disabled() {
					card = b
					break
				}
			}
			if card == nil {
				t.Fatal("no card to offer for")
			}
			test.Tap(card)
			if tb.mdCard == wonders.NoCard || tb.auction.offer.Disabled() {
				t.Fatal("tapping a card does not prepare the offer")
			}
			if tb.auction.plus.Visible() && !tb.auction.plus.Disabled() {
				test.Tap(tb.auction.plus)
				if tb.mdPrice != 2 {
					t.Fatalf("price %d after plus", tb.mdPrice)
				}
			}
			test.Tap(tb.auction.offer)
			offered = true
			if !strings.Contains(texts(tb.log.root), "offers") {
				t.Fatalf("the offer is not in the log:\n%s", texts(tb.log.root))
			}
			continue
		}
		if !h.playOnce() {
			t.Fatalf("nothing to play at %q:\n%s", v.Prompt, texts(tb.prompt.root))
		}
	}
	if !tb.mdPanel.root.Hidden {
		t.Fatal("the auction stays after Market Day")
	}
	if len(h.errs) > 0 {
		t.Fatal(h.errs)
	}
	return offered
}

// commerceAt is a 3-player Commerce table, you in seat 0, at the first
// position of the seeded games where your view satisfies want.
func commerceAt(t *testing.T, want func(v *wonders.View) bool) *harness {
	t.Helper()
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Seats: seats("h", "random", "random"), Expansions: []string{wonders.ExpansionCommerce}}
	s := firstPosition(t, cfg, 300, func(g game.State, p game.Prompt) bool {
		return p.Seat == 0 && want(g.(*wonders.State).SeatView(0))
	}, nil)
	return newHarnessFor(t, s, 0, true)
}

// marketOnly reports whether every way to build the picked card at your
// market turn buys at the market, and there are at least n of them.
func marketOnly(v *wonders.View, n int) bool {
	if v.Prompt != wonders.KindResolve || len(v.Hand) == 0 {
		return false
	}
	k := 0
	for _, o := range v.Hand[0].Options {
		m := wonders.MustDecode(o)
		if m.Action != wonders.Build || m.GodMode != wonders.NoGodMode || m.Sell != 0 {
			continue
		}
		if m.Dice == 0 && !m.Wheat {
			return false
		}
		k++
	}
	return k >= n
}

// clicks counts the clicks a player makes through the widgets.
type clicks struct{ n int }

func (c *clicks) tap(o fyne.Tappable)  { c.n++; test.Tap(o) }
func (c *clicks) badge(cw *cardWidget) { c.n++; tapBadge(cw) }

// movedAt is seat 0's move at index i of the log.
func movedAt(tb *Table, i int) (wonders.Move, bool) {
	log := tb.state.Log()
	if i >= len(log) || log[i].Seat != 0 {
		return wonders.Move{}, false
	}
	return wonders.MustDecode(log[i].Option), true
}

// A market buy with several plans takes two clicks: the card's badge
// proposes the plans cheapest first, each with its dice or wheat, and a
// click on one builds at once.
func TestCommerceMarketBuyInTwoClicks(t *testing.T) {
	h := commerceAt(t, func(v *wonders.View) bool { return marketOnly(v, 2) })
	tb := h.table
	before := len(tb.state.Log())
	var c clicks
	c.badge(tb.hand.cards[0])
	if tb.paying != wonders.Build || len(tb.state.Log()) != before {
		t.Fatalf("the badge of a card with several plans did not propose them (paying %v)", tb.paying)
	}
	opts := tb.prompt.options()
	prices := []int{}
	for _, o := range opts {
		p, _ := tb.view.Price(o)
		prices = append(prices, p)
	}
	if !slices.IsSorted(prices) {
		t.Errorf("the plans are not cheapest first: %v", prices)
	}
	if tb.plan != 0 {
		t.Errorf("the cheapest plan is not the one proposed: %d", tb.plan)
	}
	want := wonders.MustDecode(opts[len(opts)-1])
	c.tap(tb.prompt.plans[len(opts)-1])
	m, ok := movedAt(tb, before)
	if !ok || m.Action != wonders.Build || m.Dice != want.Dice || m.Wheat != want.Wheat {
		t.Fatalf("a click on a plan did not build with it: %v, want %v", m, want)
	}
	if c.n > 2 {
		t.Errorf("a market buy took %d clicks", c.n)
	}
}

// A die on the tray, clicked at your market turn, builds with the plan
// that buys it: with the card already selected, one click; never more
// than two.
func TestCommerceTrayDieBuilds(t *testing.T) {
	h := commerceAt(t, func(v *wonders.View) bool {
		if !marketOnly(v, 1) {
			return false
		}
		for _, o := range v.Hand[0].Options {
			if m := wonders.MustDecode(o); m.Action == wonders.Build && m.Dice != 0 && m.Sell == 0 {
				return true
			}
		}
		return false
	})
	tb := h.table
	var die wonders.Resource
	for _, o := range tb.optionsFor(wonders.Build) {
		if m := wonders.MustDecode(o); m.Dice != 0 {
			die = m.Dice.List()[0]
			break
		}
	}
	var any wonders.ResourceSet
	for _, o := range tb.optionsFor(wonders.Build) {
		any |= wonders.MustDecode(o).Dice
	}
	for r := range wonders.Resource(wonders.NumResources) {
		if tb.market.slots[r].usable != any.Has(r) {
			t.Errorf("the %v die is ringed %v, want %v", r, tb.market.slots[r].usable, any.Has(r))
		}
	}
	before := len(tb.state.Log())
	var c clicks
	c.tap(tb.market.slots[die])
	if len(tb.state.Log()) == before {
		if tb.paying != wonders.Build {
			t.Fatal("a click on a die did nothing")
		}
		opts := tb.prompt.options()
		if !wonders.MustDecode(opts[tb.plan]).Dice.Has(die) {
			t.Fatalf("the plan proposed does not buy the %v die", die)
		}
		c.tap(tb.prompt.plans[tb.plan])
	}
	m, ok := movedAt(tb, before)
	if !ok || m.Action != wonders.Build || !m.Dice.Has(die) {
		t.Fatalf("the die clicked was not bought: %v", m)
	}
	if c.n > 2 {
		t.Errorf("a buy from the tray took %d clicks", c.n)
	}
}

// At your market turn a card with one way to build it builds in one
// click on its badge, no confirmation.
func TestCommerceOnePlanBuildsInOneClick(t *testing.T) {
	h := commerceAt(t, func(v *wonders.View) bool {
		if v.Prompt != wonders.KindResolve || len(v.Hand) == 0 {
			return false
		}
		n := 0
		for _, o := range v.Hand[0].Options {
			if m := wonders.MustDecode(o); m.Action == wonders.Build && m.Sell == 0 && m.GodMode == wonders.NoGodMode {
				n++
			}
		}
		return n == 1
	})
	tb := h.table
	before := len(tb.state.Log())
	var c clicks
	c.badge(tb.hand.cards[0])
	if m, ok := movedAt(tb, before); !ok || m.Action != wonders.Build || c.n != 1 {
		t.Fatalf("one click did not build the card: %v (%d clicks)", m, c.n)
	}
}

// During the pick, a card you cannot pay for alone but could with the
// market says so, with the cheapest plan's price, on its badge and in
// its hover; not "can't pay".
func TestCommercePickShowsWhatTheMarketOpens(t *testing.T) {
	h := commerceAt(t, func(v *wonders.View) bool {
		if v.Prompt != wonders.KindCard {
			return false
		}
		for _, cv := range v.Hand {
			if cv.Status == wonders.StatusUnaffordable && len(v.MarketPlans(cv.Card)) > 0 {
				return true
			}
		}
		return false
	})
	tb := h.table
	for i, cv := range tb.cards {
		plans := tb.view.MarketPlans(cv.Card)
		if cv.Status != wonders.StatusUnaffordable || len(plans) == 0 {
			continue
		}
		cw := tb.hand.cards[i]
		var words []string
		for _, g := range cw.r.items {
			words = append(words, g.text)
		}
		text := strings.Join(words, " ")
		if !strings.Contains(text, "market") || !strings.Contains(text, strconv.Itoa(plans[0].Price)) || strings.Contains(text, "can't") {
			t.Errorf("the badge of %v says %q, want the market and %d", cv.Card, text, plans[0].Price)
		}
		if s := tb.marketStatus(cv); !strings.Contains(s, "With the market") {
			t.Errorf("the hover of %v says %q", cv.Card, s)
		}
		return
	}
	t.Fatal("no card the market opens in the hand")
}

// Each plan shows what it buys: a die plan its resource and the die, the
// wheat plan the wheat, never the wheat for a die.
func TestCommercePlanIcons(t *testing.T) {
	h := commerceAt(t, func(v *wonders.View) bool {
		if !marketOnly(v, 2) {
			return false
		}
		dice, wheat := false, false
		for _, o := range v.Hand[0].Options {
			m := wonders.MustDecode(o)
			dice = dice || m.Action == wonders.Build && m.Dice != 0 && !m.Wheat
			wheat = wheat || m.Action == wonders.Build && m.Wheat && m.Dice == 0
		}
		return dice && wheat
	})
	tb := h.table
	tapBadge(tb.hand.cards[0])
	has := func(items []glyph, icon fyne.Resource) bool {
		return slices.ContainsFunc(items, func(g glyph) bool { return g.icon == icon })
	}
	seen := 0
	for i, o := range tb.prompt.options() {
		m, items := wonders.MustDecode(o), tb.prompt.plans[i].row.items
		switch {
		case m.Dice != 0 && !m.Wheat:
			seen++
			if has(items, wheatIcon) || !has(items, dieIcon) || !has(items, resourceIcons[m.Dice.List()[0]]) {
				t.Errorf("the plan %v shows the wrong icons", m)
			}
		case m.Wheat && m.Dice == 0:
			seen++
			if !has(items, wheatIcon) || has(items, dieIcon) {
				t.Errorf("the plan %v shows the wrong icons", m)
			}
		}
	}
	if seen < 2 {
		t.Fatalf("only %d plans checked", seen)
	}
}

// rowInView reports whether the i-th seat row of the Market Day panel
// shows whole in its scroll.
func rowInView(p *marketDayPanel, i int) bool {
	row := p.list.Objects[i]
	top := row.Position().Y - p.scroll.Offset.Y
	return top >= -0.5 && top+row.Size().Height <= p.scroll.Size().Height+0.5
}

// At 1024×640 Market Day shows the whole auction: with 4 players every
// seat's row, with 7 the row of the card on sale, scrolled into view.
func TestMarketDayAuctionInViewAt1024(t *testing.T) {
	for _, players := range []int{4, 7} {
		t.Run(strconv.Itoa(players), func(t *testing.T) {
			h := newCommerceHarness(t, 2, players)
			h.win.Resize(fyne.NewSize(1024, 640))
			tb := h.table
			checked := 0
			for n := 0; tb.state.SeatView(0).Age == 1; n++ {
				if n > 600 {
					t.Fatal("Age I never ended")
				}
				v := tb.view
				if md := v.MarketDay; md != nil && md.Card != wonders.NoCard && md.Owner >= 0 {
					p := tb.mdPanel
					for i, s := range v.Market.Order {
						if (players == 4 || s == md.Owner) && !rowInView(p, i) {
							t.Fatalf("the row of %s is out of view (sale of %v by %d)", tb.words.city(v, s), md.Card, md.Owner)
						}
					}
					checked++
				}
				if !h.playOnce() {
					t.Fatalf("nothing to play at %q", v.Prompt)
				}
			}
			if checked == 0 {
				t.Fatal("no sale came up")
			}
		})
	}
}
