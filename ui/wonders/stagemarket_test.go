package wonders

import (
	"strconv"
	"strings"
	"testing"

	"agora/game/wonders"
)

// During the pick, a wonder stage you cannot pay for alone but could with
// the market gets the hand's market badge with the cheapest plan's
// price, and its hover names the plan; not "can't pay".
func TestCommercePickShowsTheStageTheMarketOpens(t *testing.T) {
	h := commerceAt(t, func(v *wonders.View) bool {
		return v.Prompt == wonders.KindCard && len(v.Hand) > 0 && v.Stage.Status == wonders.StatusUnaffordable &&
			len(v.StageMarketPlans(v.Hand[0].Card)) > 0
	})
	tb := h.table
	plans := tb.view.StageMarketPlans(tb.view.Hand[0].Card)
	next := tb.board.stages[tb.view.Stage.Stage]
	if next.state != slotNext {
		t.Fatalf("the next stage's slot is in state %d", next.state)
	}
	var words []string
	for _, g := range next.badge {
		words = append(words, g.text)
	}
	text := strings.Join(words, " ")
	if !strings.Contains(text, "market") || !strings.Contains(text, strconv.Itoa(plans[0].Price)) || strings.Contains(text, "can't") {
		t.Errorf("the stage's badge says %q, want the market and %d", text, plans[0].Price)
	}
	if next.fill != colorMarket {
		t.Errorf("the stage's badge is %v, not the market's colour", next.fill)
	}
	if tip := next.tipText(); !strings.Contains(tip, "With the market") {
		t.Errorf("the stage's hover says %q", tip)
	}
}
