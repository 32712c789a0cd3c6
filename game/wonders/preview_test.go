package wonders

import (
	"testing"

	"agora/game"
)

func TestPreview(t *testing.T) {
	g := newTable(t, 3).g
	v := g.SeatView(0)
	for _, o := range v.Options {
		m := MustDecode(o)
		score, city, ok := v.Preview(o)
		if !ok {
			t.Fatalf("%v: no preview", m)
		}
		before := v.Cities[0]
		switch m.Action {
		case Discard:
			if city.Coins != before.Coins+3 {
				t.Errorf("discard preview has %d coins, want %d", city.Coins, before.Coins+3)
			}
		case Build:
			col := m.Card.Info().Color
			if len(city.Built[col]) != len(before.Built[col])+1 {
				t.Errorf("%v: preview does not hold the card", m)
			}
			if city.Coins > before.Coins-m.PayLeft-m.PayRight-m.Card.Info().Cost.Coins+maxCoinGain(m.Card) {
				t.Errorf("%v: preview coins %d do not reflect the payment", m, city.Coins)
			}
		case BuildStage:
			if city.Stages != before.Stages+1 {
				t.Errorf("%v: preview did not build the stage", m)
			}
		}
		if score.Total() < 0 && m.Action != Discard {
			t.Errorf("%v: negative preview score", m)
		}
	}
	if g.SeatView(0).Cities[0].Coins != v.Cities[0].Coins {
		t.Error("preview changed the game")
	}
	if _, _, ok := v.Preview(game.Option(1)); ok {
		t.Error("preview of an option not offered")
	}
}

// maxCoinGain bounds the coins a card can bring when built.
func maxCoinGain(c Card) int {
	gain := 0
	for _, e := range c.Info().Effects {
		if e.Kind == Coins || e.Kind == CoinsPer {
			gain += 30
		}
	}
	return gain
}
