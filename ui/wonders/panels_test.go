package wonders

import (
	"testing"

	"agora/game/wonders"
)

// A god's hover tip and a card's detail share one style: the same
// background, text colour and corners.
func TestHoverPanelsShareOneStyle(t *testing.T) {
	h := started(t, auditConfig(4, wonders.ExpansionFaith))
	tb := h.table
	tb.tips.show("Zeus · Greek\nPlay the 7th card of this Age.", tb.hand.cards[0])
	cv := tb.cards[0]
	tb.detail.show(cv.Card, &cv, tb.hand.cards[0])
	tip, card := tb.tips.bg, tb.detail.bg
	if tip.FillColor != card.FillColor {
		t.Errorf("the tip is %v, the card detail %v", tip.FillColor, card.FillColor)
	}
	if tip.CornerRadius != card.CornerRadius {
		t.Errorf("the tip's corners are %v, the card detail's %v", tip.CornerRadius, card.CornerRadius)
	}
	if tb.tips.lines[0].Color != tb.detail.name.Color {
		t.Errorf("the tip's text is %v, the card detail's %v", tb.tips.lines[0].Color, tb.detail.name.Color)
	}
}
