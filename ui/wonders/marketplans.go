package wonders

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"agora/game"
	"agora/game/wonders"
)

// What the Commerce market opens, as the table shows it: a card the city
// cannot pay for alone gets a market badge with the cheapest plan's price
// during the pick (the engine's View.MarketPlans says which plans and
// their price), the payment chooser lists the plans cheapest first, each
// with its dice and wheat, and a die or the wheat on the tray picks the
// plan that buys it.

// colorMarket is the market badge's fill: the tray's wood.
var colorMarket = trayWood

// marketPlans is the engine's MarketPlans for card in the view shown,
// kept until the view changes: a badge and its hover ask for it at each
// refresh.
func (t *Table) marketPlans(card wonders.Card) []wonders.MarketPlan {
	m := t.market
	if t.view == nil || t.view.Market == nil || m == nil {
		return nil
	}
	if m.plansView != t.view {
		m.plansView, m.plans = t.view, map[wonders.Card][]wonders.MarketPlan{}
	}
	ps, ok := m.plans[card]
	if !ok {
		ps = t.view.MarketPlans(card)
		m.plans[card] = ps
	}
	return ps
}

// marketPill is the badge of a card the city cannot pay for alone but
// could with the market: the tray's colour, "market" and the cheapest
// plan's price. ok is false for any other card.
func (t *Table) marketPill(cv wonders.CardView) (fill color.Color, items []glyph, ok bool) {
	if cv.Status != wonders.StatusUnaffordable || isLeader(cv.Card) {
		return nil, nil, false
	}
	ps := t.marketPlans(cv.Card)
	if len(ps) == 0 {
		return nil, nil, false
	}
	w, best := t.words, ps[0]
	// Words and the price only: a narrow card keeps them whole.
	return colorMarket, []glyph{{text: w.T("market.pill"), color: colorWhite, bold: true},
		{icon: coinIcon, text: w.loc.Int(best.Price), color: colorWhite, bold: true, space: true}}, true
}

// marketStatus is the hover's line for such a card: "With the market: 3
// coins (glass die)", "" for any other card.
func (t *Table) marketStatus(cv wonders.CardView) string {
	if _, _, ok := t.marketPill(cv); !ok {
		return ""
	}
	w, best := t.words, t.marketPlans(cv.Card)[0]
	return w.T("market.status", map[string]any{"Price": w.price(best.Price), "Plan": w.planGoods(best.Move)})
}

// planGoods names what a plan takes from the market: "glass die + wheat",
// "sell clay (+2)".
func (w words) planGoods(m wonders.Move) string {
	if r, ok := m.Sold(); ok && m.Dice == 0 && !m.Wheat {
		return w.T("wonders.ui.market.sell", map[string]any{"Resource": w.resource(r), "Coins": wonders.DiePrice(r)})
	}
	return w.goods(m.Dice, m.Wheat)
}

// marketGlyphs draws what a move takes from the market: each die as its
// resource's icon and the die, the wheat as the wheat, a sale as the
// resource sold with its coins.
func marketGlyphs(w words, m wonders.Move) []glyph {
	var out []glyph
	for _, r := range m.Dice.List() {
		out = append(out, glyph{icon: resourceIcons[r], space: true},
			glyph{icon: dieIcon, text: w.T("wonders.ui.market.die", map[string]any{"Resource": w.resource(r)})})
	}
	if m.Wheat {
		out = append(out, glyph{icon: wheatIcon, text: w.T("wonders.ui.market.wheat"), space: true})
	}
	if r, ok := m.Sold(); ok {
		out = append(out, glyph{icon: resourceIcons[r], text: w.T("wonders.ui.market.sell", map[string]any{"Resource": w.resource(r), "Coins": wonders.DiePrice(r)}), space: true})
	}
	return out
}

// sortByPrice orders options cheapest first by the engine's price, fewer
// dice and wheat first at one price; the order is otherwise kept.
func (t *Table) sortByPrice(opts []game.Option) []game.Option {
	if t.view == nil || len(opts) < 2 {
		return opts
	}
	price := make(map[game.Option]int, len(opts))
	for _, o := range opts {
		p, _ := t.view.Price(o)
		price[o] = p
	}
	out := slices.Clone(opts)
	slices.SortStableFunc(out, func(a, b game.Option) int {
		if price[a] != price[b] {
			return price[a] - price[b]
		}
		return goodsOf(wonders.MustDecode(a)) - goodsOf(wonders.MustDecode(b))
	})
	return out
}

// goodsOf counts the dice and the wheat a move buys.
func goodsOf(m wonders.Move) int {
	n := len(m.Dice.List())
	if m.Wheat {
		n++
	}
	return n
}

// trayAction is the action a click on the tray fills the plan of: the
// open chooser's, else Build, else the wonder stage.
func (t *Table) trayAction() wonders.Action {
	if t.paying != 0 {
		return t.paying
	}
	for _, a := range []wonders.Action{wonders.Build, wonders.BuildStage} {
		for _, o := range t.optionsFor(a) {
			if m := wonders.MustDecode(o); m.Dice != 0 || m.Wheat {
				return a
			}
		}
	}
	return 0
}

// tapTray is a click on the tray's slot of r (wonders.NumResources: the
// wheat) at the seat's market turn: it adds the die or the wheat to the
// plan being built. The plan that buys exactly what is then chosen is
// played at once when it is the only one at its price; otherwise the
// chooser opens on the cheapest plan that buys it, its rows one click
// each. It reports whether the click did anything.
func (t *Table) tapTray(r wonders.Resource) bool {
	if t.ctx.ReadOnly != nil || t.view == nil || t.view.Prompt != wonders.KindResolve || t.selectedView() == nil {
		return false
	}
	action := t.trayAction()
	if action == 0 {
		return false
	}
	opts := t.sortByPrice(t.optionsFor(action))
	// What the plan shown buys so far, and the click added to it.
	var dice wonders.ResourceSet
	wheat := false
	if t.paying == action && t.plan < len(opts) {
		m := wonders.MustDecode(opts[t.plan])
		dice, wheat = m.Dice, m.Wheat
	}
	if r >= wonders.NumResources {
		wheat = true
	} else {
		dice |= 1 << r
	}
	has := func(m wonders.Move) bool {
		return (r >= wonders.NumResources && m.Wheat || r < wonders.NumResources && m.Dice.Has(r))
	}
	// The plans buying all that is chosen, else those buying the one
	// clicked.
	pick := func(keep func(m wonders.Move) bool) []int {
		var out []int
		for i, o := range opts {
			if keep(wonders.MustDecode(o)) {
				out = append(out, i)
			}
		}
		return out
	}
	exact := pick(func(m wonders.Move) bool { return m.Dice == dice && m.Wheat == wheat })
	if len(exact) == 1 || len(exact) > 1 && t.priceOf(opts[exact[0]]) < t.priceOf(opts[exact[1]]) {
		t.play(opts[exact[0]])
		return true
	}
	found := exact
	if len(found) == 0 {
		found = pick(func(m wonders.Move) bool { return m.Dice&dice == dice && (!wheat || m.Wheat) })
	}
	if len(found) == 0 {
		found = pick(has)
	}
	if len(found) == 0 {
		return false
	}
	t.paying, t.plan = action, found[0]
	t.prompt.update()
	t.showActions()
	return true
}

// priceOf is the engine's price of an option of the view.
func (t *Table) priceOf(o game.Option) int {
	p, _ := t.view.Price(o)
	return p
}

// trayUsable is what a click on the tray can add to a plan now: the dice
// and whether the wheat appear in a plan of the action trayAction names.
func (t *Table) trayUsable() (dice wonders.ResourceSet, wheat bool) {
	if t.ctx.ReadOnly != nil || t.view == nil || t.view.Prompt != wonders.KindResolve {
		return 0, false
	}
	action := t.trayAction()
	if action == 0 {
		return 0, false
	}
	for _, o := range t.optionsFor(action) {
		m := wonders.MustDecode(o)
		dice |= m.Dice
		wheat = wheat || m.Wheat
	}
	return dice, wheat
}

// Cursor is a hand over a die or the wheat a click would buy.
func (s *traySlot) Cursor() desktop.Cursor {
	if s.usable {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// Tapped is a click on a tray slot: the die or the wheat goes into the
// plan at the seat's market turn (tapTray).
func (s *traySlot) Tapped(*fyne.PointEvent) {
	if s.taken {
		return
	}
	s.t.tapTray(s.res)
}
