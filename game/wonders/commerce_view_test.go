package wonders

import (
	"slices"
	"testing"
)

// During the pick, a card the city cannot pay for alone shows the builds
// the market would open and their price; at the market turn the same
// plans are legal options.
func TestCommerceMarketPlans(t *testing.T) {
	glass := ResourceSet(1 << Glass)
	for _, tc := range []struct {
		name  string
		face  int // the glass die's face
		coins int
		want  []MarketPlan // Option left out
	}{
		{"a glass die or the wheat", 2, 3, []MarketPlan{{Move: Move{Action: Build, Dice: glass}, Price: 3}, {Move: Move{Action: Build, Wheat: true}, Price: 3}}},
		{"a die on 1 gives nothing", 1, 3, []MarketPlan{{Move: Move{Action: Build, Wheat: true}, Price: 3}}},
		{"too poor for the market", 2, 2, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Nobody at the table makes glass: the Workshop needs the market.
			tb := newCommerce(t, 3, "gizah A", "rhodes A", "ephesus A")
			tb.faces(int(Glass), tc.face)
			tb.coins(0, tc.coins)
			tb.hand(0, "workshop")
			workshop := cid("workshop")
			check := func(v *View, when string) {
				t.Helper()
				got := v.MarketPlans(workshop)
				if len(got) != len(tc.want) {
					t.Fatalf("%s: %d plans %v, want %v", when, len(got), got, tc.want)
				}
				for i, p := range got {
					w := tc.want[i]
					if p.Move.Dice != w.Move.Dice || p.Move.Wheat != w.Move.Wheat || p.Price != w.Price || p.Move.Card != workshop {
						t.Errorf("%s: plan %d is %+v (price %d), want %+v (price %d)", when, i, p.Move, p.Price, w.Move, w.Price)
					}
				}
			}
			v := tb.g.SeatView(0)
			if i := slices.IndexFunc(v.Hand, func(cv CardView) bool { return cv.Card == workshop }); i < 0 || v.Hand[i].Status != StatusUnaffordable {
				t.Fatalf("the Workshop should be unaffordable without the market: %+v", v.Hand)
			}
			check(v, "pick")
			tb.pick("workshop")
			v = tb.g.SeatView(0)
			if v.Prompt != KindResolve {
				t.Fatalf("seat 0 should resolve first, owes %q", v.Prompt)
			}
			check(v, "resolve")
			for _, p := range v.MarketPlans(workshop) {
				if !slices.Contains(v.Options, p.Option) {
					t.Errorf("plan %v is not a legal option", p.Move)
				}
			}
		})
	}
}

// Price counts every coin a move costs: the card's, the neighbours' and
// the market's; nothing for a discard; and refuses an option not offered.
func TestViewPrice(t *testing.T) {
	tb := newCommerce(t, 3, "gizah A", "rhodes A", "ephesus A")
	tb.faces(int(Glass), 2)
	tb.coins(0, 6)
	tb.hand(0, "workshop", "marketplace")
	tb.pick("workshop")
	v := tb.g.SeatView(0)
	workshop := cid("workshop")
	for _, tc := range []struct {
		m     Move
		price int
		ok    bool
	}{
		{Move{Action: Build, Card: workshop, Dice: 1 << Glass}, 3, true},
		{Move{Action: Build, Card: workshop, Wheat: true}, 3, true},
		{Move{Action: Discard, Card: workshop}, 0, true},
		{Move{Action: Build, Card: workshop}, 0, false}, // no glass: not an option
		{Move{Action: Build, Card: workshop, Dice: 1 << Glass, PayLeft: 1}, 0, false},
		{Move{Action: Build, Card: cid("marketplace")}, 0, true}, // another card of the hand: free
	} {
		got, ok := v.Price(tc.m.Option())
		if ok != tc.ok || got != tc.price {
			t.Errorf("Price(%v) = %d, %v; want %d, %v", tc.m, got, ok, tc.price, tc.ok)
		}
	}
	// Without the market, a base-game build's price is the card's coins
	// and the neighbours' (Rhodes sells its ore for 2).
	base := newTable(t, 3, "gizah A", "rhodes A", "ephesus A")
	base.coins(0, 5)
	base.hand(0, "barracks")
	bv := base.g.SeatView(0)
	n := 0
	for _, o := range bv.Options {
		if m := MustDecode(o); m.Action == Build && m.Card == cid("barracks") {
			n++
			if got, ok := bv.Price(o); !ok || got != m.PayLeft+m.PayRight || got != 2 {
				t.Errorf("Price(%v) = %d, %v; want 2", m, got, ok)
			}
		}
	}
	if n == 0 {
		t.Fatal("no way to build the Barracks")
	}
}

// During the pick, a wonder stage the city cannot pay for alone shows the
// builds the market would open and their price, as a card does; at the
// market turn the same plans are legal options.
func TestCommerceStageMarketPlans(t *testing.T) {
	wood := ResourceSet(1 << Wood)
	for _, tc := range []struct {
		name  string
		face  int // the wood die's face
		coins int
		want  []MarketPlan // Option left out
	}{
		{"a wood die on 2", 2, 2, []MarketPlan{{Move: Move{Action: BuildStage, Dice: wood}, Price: 2}}},
		{"a die on 1 gives nothing", 1, 5, nil},
		{"too poor for the die", 2, 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Rhodes' first stage takes two wood, which nobody at the
			// table makes: only the market's wood die brings them.
			tb := newCommerce(t, 3, "rhodes A", "gizah A", "ephesus A")
			tb.faces(int(Wood), tc.face)
			tb.coins(0, tc.coins)
			tb.hand(0, "altar")
			altar := cid("altar")
			check := func(v *View, when string) {
				t.Helper()
				got := v.StageMarketPlans(altar)
				if len(got) != len(tc.want) {
					t.Fatalf("%s: %d plans %v, want %v", when, len(got), got, tc.want)
				}
				for i, p := range got {
					w := tc.want[i]
					if p.Move.Action != BuildStage || p.Move.Dice != w.Move.Dice || p.Move.Wheat != w.Move.Wheat ||
						p.Price != w.Price || p.Move.Card != altar || p.Move.Stage != 0 {
						t.Errorf("%s: plan %d is %+v (price %d), want %+v (price %d)", when, i, p.Move, p.Price, w.Move, w.Price)
					}
				}
				if ps := v.MarketPlans(altar); len(ps) > 0 && ps[0].Move.Action != Build {
					t.Errorf("%s: the card's plans hold the stage's: %v", when, ps)
				}
			}
			v := tb.g.SeatView(0)
			if v.Stage.Status != StatusUnaffordable {
				t.Fatalf("the stage should be unaffordable without the market: %v", v.Stage.Status)
			}
			check(v, "pick")
			tb.pick("altar")
			v = tb.g.SeatView(0)
			if v.Prompt != KindResolve {
				t.Fatalf("seat 0 should resolve first, owes %q", v.Prompt)
			}
			check(v, "resolve")
			for _, p := range v.StageMarketPlans(altar) {
				if !slices.Contains(v.Options, p.Option) {
					t.Errorf("plan %v is not a legal option", p.Move)
				}
			}
		})
	}
}
