package wonders

import (
	"reflect"
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

// A preview starts without the game's history: it sees the same city and
// score as one resolved over the whole history, at every decision of games
// with every expansion and the team game.
func TestPreviewNeedsNoHistory(t *testing.T) {
	for _, tc := range []struct {
		players    int
		expansions []string
		teams      bool
	}{{3, nil, false}, {5, []string{ExpansionCommerce}, false}, {7, []string{ExpansionCommerce, ExpansionFaith}, false}, {4, []string{ExpansionCommerce, ExpansionFaith}, true}} {
		cfg := config(tc.players, 13)
		cfg.Expansions, cfg.Teams = tc.expansions, tc.teams
		s := start(t, cfg)
		rng := game.NewRand(2)
		compared := 0
		for !s.Over() {
			seat := s.Pending()[0].Seat
			v := s.SeatView(seat)
			for _, o := range v.Options {
				m := MustDecode(o)
				if !m.Action.plays() || m.PayOthers > 0 {
					continue
				}
				score, city, ok := v.Preview(o)
				if !ok {
					t.Fatalf("%v: no preview", m)
				}
				whole := v.state.clone()
				whole.playAlone(m.City, m)
				if score != whole.Score(m.City) || !reflect.DeepEqual(city, whole.cityView(m.City)) {
					t.Fatalf("%d players %v: preview of %v differs from one over the whole history", tc.players, tc.expansions, m)
				}
				compared++
			}
			legal := s.Legal(seat, nil)
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if compared < 100 {
			t.Fatalf("%d players %v: only %d previews compared", tc.players, tc.expansions, compared)
		}
	}
}

// TestPlayOptionsMemo checks that the memo behind PlayOptions and Preview
// hands out what the rules list for each card, whatever was asked before,
// and that a caller changing its list changes nothing else.
func TestPlayOptionsMemo(t *testing.T) {
	cfg := config(4, 3)
	cfg.Expansions = []string{ExpansionCommerce}
	s := start(t, cfg)
	v := s.SeatView(s.Pending()[0].Seat)
	hand := v.state.hands[v.Acting].cards()
	if len(hand) < 2 {
		t.Fatal("a hand of fewer than two cards")
	}
	fresh := func(c Card) []game.Option { return s.clone().playOptions(v.Acting, c, nil) }
	for _, c := range []Card{hand[0], hand[1], hand[0], hand[0]} {
		got := v.PlayOptions(c)
		if want := fresh(c); !reflect.DeepEqual(got, want) {
			t.Fatalf("card %v: PlayOptions %v, want %v", c, got, want)
		}
		for _, o := range got {
			if _, _, ok := v.Preview(o); !ok {
				t.Fatalf("card %v: no preview of its option %v", c, MustDecode(o))
			}
		}
		if len(got) > 0 {
			got[0] = 0
		}
	}
	if got, want := v.PlayOptions(hand[0]), fresh(hand[0]); !reflect.DeepEqual(got, want) {
		t.Fatalf("after a caller changed its list: %v, want %v", got, want)
	}
	copied := *v
	copied.Acting = -1
	if got := copied.PlayOptions(hand[0]); got != nil {
		t.Fatalf("a copy acting for no city lists %v", got)
	}
	if got, want := v.PlayOptions(hand[0]), fresh(hand[0]); !reflect.DeepEqual(got, want) {
		t.Fatalf("after a copy's call: %v, want %v", got, want)
	}
}
