package wonders

import (
	"image/color"

	"agora/game/wonders"
)

// What the Commerce market opens for your wonder stage during the pick:
// a stage you cannot pay for alone but could with the market gets the
// hand's market badge, "market" and the cheapest plan's price, and its
// hover names the plan (the engine's View.StageMarketPlans says which
// plans and their price).

// stageMarketPlans are the engine's plans for building the next stage
// through the market, with the selected card or else the hand's first:
// nil when the stage is payable alone or the market opens no way.
func (t *Table) stageMarketPlans() []wonders.MarketPlan {
	v := t.view
	if v == nil || v.Market == nil || v.Stage.Status != wonders.StatusUnaffordable || len(v.Hand) == 0 {
		return nil
	}
	card := v.Hand[0].Card
	if cv := t.selectedView(); cv != nil {
		card = cv.Card
	}
	return v.StageMarketPlans(card)
}

// stageMarketPill is the next stage's market badge, ok false when the
// market does not open it.
func (t *Table) stageMarketPill() (fill color.Color, items []glyph, ok bool) {
	ps := t.stageMarketPlans()
	if len(ps) == 0 {
		return nil, nil, false
	}
	w := t.words
	return colorMarket, []glyph{{text: w.T("market.pill"), color: colorWhite, bold: true},
		{icon: coinIcon, text: w.loc.Int(ps[0].Price), color: colorWhite, bold: true, space: true}}, true
}

// stageMarketStatus is the hover's line for such a stage: "With the
// market: 2 coins (wood die)", "" otherwise.
func (t *Table) stageMarketStatus() string {
	ps := t.stageMarketPlans()
	if len(ps) == 0 {
		return ""
	}
	w := t.words
	return w.T("market.status", map[string]any{"Price": w.price(ps[0].Price), "Plan": w.planGoods(ps[0].Move)})
}
