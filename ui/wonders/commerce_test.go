package wonders

import (
	"strings"
	"testing"

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
