package dale

import (
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// paymentMarket sets a market whose slots cost 2, 3, 4, 5 and 9.
func paymentMarket(tb *table) {
	tb.market(RareArtefact, RareArtefact, ScaryGunfight, ScaryGunfight, NaturalSurvivor)
}

// The cheapest payment, case by case: the least value given, Junk before
// cards with an effect, the fewest cards, the smaller cards, a Glue kept.
func TestCheapestPayment(t *testing.T) {
	for _, tc := range []struct {
		name string
		hand []Card
		slot int // price: 2, 3, 4, 5, 9 for slots 0 to 4
		with []Card
		want []Card // nil: no payment
		keep []bool
	}{
		{"exact before overpaying", []Card{Magnet, NightShift, Calculations, RuthlessCompetition}, 3, nil,
			[]Card{NightShift, Calculations}, nil},
		{"the least overpaid", []Card{Magnet, RiskyBusiness, NightShift}, 3, nil,
			[]Card{Magnet, NightShift}, nil},
		{"junk before techniques", []Card{Swank, Junk, Junk, Junk}, 1, nil,
			[]Card{Junk, Junk, Junk}, nil},
		{"junk mixed in", []Card{Magnet, Junk, RareArtefact, Junk}, 2, nil,
			[]Card{Junk, RareArtefact, Junk}, nil},
		{"fewest cards", []Card{Calculations, Magnet, RareArtefact, TirelessTinkerer}, 2, nil,
			[]Card{Magnet}, nil},
		{"smaller cards at a tie", []Card{Swank, TirelessTinkerer, Calculations, ScaryGunfight}, 2, nil,
			[]Card{Calculations, ScaryGunfight}, nil},
		{"a glue kept costs nothing", []Card{Junk, Junk, Junk, Junk, Junk, Glue}, 3, nil,
			[]Card{Glue}, []bool{true}},
		{"one card worth the price", []Card{Junk, Junk, DangerousTest}, 3, nil,
			[]Card{DangerousTest}, nil},
		{"with a chosen card", []Card{Junk, NightShift, Calculations, Magnet}, 3, []Card{NightShift},
			[]Card{NightShift, Calculations}, nil},
		{"with a card too big to share", []Card{Junk, Junk, NightShift, DangerousTest}, 0, []Card{DangerousTest},
			[]Card{DangerousTest}, nil},
		{"with a card not in the hand", []Card{Junk, Junk, NightShift}, 1, []Card{Magnet},
			nil, nil},
		{"too dear", []Card{Junk, Junk, Junk, Magnet}, 4, nil,
			nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
			paymentMarket(tb)
			tb.hand(0, tc.hand...)
			v := tb.g.SeatView(0)
			p, ok := v.CheapestPayment(tc.slot, tc.with...)
			if tc.want == nil {
				if ok {
					t.Fatalf("payment %v, want none", p.Cards)
				}
				return
			}
			if !ok || !slices.Equal(p.Cards, tc.want) {
				t.Fatalf("payment %v (%v), want %v", p.Cards, ok, tc.want)
			}
			keep := tc.keep
			if keep == nil {
				keep = make([]bool, len(tc.want))
			}
			if !slices.Equal(p.Keep, keep) {
				t.Errorf("kept %v, want %v", p.Keep, keep)
			}
			// the engine takes it
			tb.do(buy(tc.slot))
			for _, o := range p.Options() {
				tb.do(MustDecode(o))
			}
			tb.do(confirm)
			bought := false
			for _, e := range tb.g.SeatView(0).Events() {
				bought = bought || e.Kind == EventBuy && e.Seat == 0 && slices.Equal(e.Cards, p.Cards)
			}
			if !bought {
				t.Fatal("no purchase paid with the payment")
			}
		})
	}
}

// In the pay prompt the payment holds the cards already chosen, and
// bought through Calculations it holds a Calculations.
func TestCheapestPaymentInThePrompt(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	paymentMarket(tb)
	tb.hand(0, Junk, Junk, Junk, Calculations, Magnet)
	if p, _ := tb.g.SeatView(0).CheapestPayment(1); !slices.Equal(p.Cards, []Card{Junk, Junk, Junk}) {
		t.Fatalf("plain purchase pays %v, want three Junk", p.Cards)
	}
	tb.do(buy(1), add(Magnet))
	v := tb.g.SeatView(0)
	if p, ok := v.CheapestPayment(1); !ok || !slices.Equal(p.Cards, []Card{Magnet}) {
		t.Errorf("with Magnet chosen the payment is %v, want Magnet alone", p.Cards)
	}
	if c := v.CheckPayment(1, []Card{Magnet}); c.Sum != 4 || !c.Complete {
		t.Errorf("the prompt's own selection checks as %+v, want a complete 4", c)
	}
	if _, ok := v.CheapestPayment(2); ok {
		t.Error("a payment for another slot than the one being bought")
	}
	tb.do(cancel, mv(MoveArrange), confirm)
	if p, _ := tb.g.SeatView(0).CheapestPayment(1); !slices.Equal(p.Cards, []Card{Junk, Calculations}) {
		t.Errorf("arranging, the payment is %v, want Junk and Calculations", p.Cards)
	}
	tb.do(buy(1))
	v = tb.g.SeatView(0)
	if !v.Prompt.Calculations {
		t.Fatal("the prompt does not say the purchase goes through Calculations")
	}
	p, ok := v.CheapestPayment(1)
	if !ok || !slices.Equal(p.Cards, []Card{Junk, Calculations}) {
		t.Fatalf("through Calculations the payment is %v, want Junk and Calculations", p.Cards)
	}
	for _, o := range p.Options() {
		tb.do(MustDecode(o))
	}
	tb.do(confirm)
}

// CheckPayment says what a selection makes: its sum, whether it pays, the
// cards that may join it.
func TestCheckPayment(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	paymentMarket(tb)
	tb.hand(0, Junk, Junk, Magnet, NightShift)
	v := tb.g.SeatView(0)
	for _, tc := range []struct {
		sel      []Card
		sum      int
		complete bool
		addable  []Card
	}{
		{nil, 0, false, []Card{Junk, Magnet, NightShift}},
		{[]Card{Magnet}, 4, false, []Card{Junk, NightShift}},
		{[]Card{Junk, Junk}, 2, false, []Card{NightShift}},
		{[]Card{Magnet, Junk}, 5, true, nil},
		{[]Card{Magnet, NightShift}, 7, true, nil},
		{[]Card{Junk, Junk, NightShift}, 5, true, nil},
		{[]Card{Junk, Junk, Magnet}, 6, false, nil}, // a Junk too many
	} {
		got := v.CheckPayment(3, tc.sel)
		if got.Price != 5 || got.Sum != tc.sum || got.Complete != tc.complete || !slices.Equal(got.Addable, tc.addable) {
			t.Errorf("%v: %+v, want sum %d complete %v addable %v", tc.sel, got, tc.sum, tc.complete, tc.addable)
		}
	}
}

// Over random positions, the cheapest payment of every market card is one
// the engine's pay prompt accepts card by card, none of the payments the
// prompt allows is cheaper, and there is one exactly when the card can be
// bought.
func TestCheapestPaymentAgainstThePrompt(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= uint64(gametest.Size(15, 40)); seed++ {
		g := start(t, config(2+int(seed%3), seed))
		rng := game.NewRand(seed)
		for step := 0; step < 400 && !g.over; step++ {
			p := g.Pending()
			seat := p[0].Seat
			legal := g.Legal(seat, nil)
			if g.top().ask == KindAction && step%3 == 0 {
				v := g.SeatView(seat)
				for slot := range MarketSlots {
					buyable := slices.Contains(legal, buy(slot).Option())
					pay, ok := v.CheapestPayment(slot)
					if ok != buyable {
						t.Fatalf("seed %d step %d slot %d: payment %v (%v), buyable %v", seed, step, slot, pay.Cards, ok, buyable)
					}
					if ok {
						checkAgainstPrompt(t, g, seat, slot, pay)
						checked++
					}
				}
			}
			if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d purchases checked", checked)
	}
	t.Logf("%d purchases checked", checked)
}

// checkAgainstPrompt plays pay through the pay prompt of slot and walks
// every payment the prompt allows, none cheaper.
func checkAgainstPrompt(t *testing.T, g *State, seat game.Seat, slot int, pay Payment) {
	t.Helper()
	c := g.clone()
	if err := c.Apply(seat, buy(slot).Option()); err != nil {
		t.Fatal(err)
	}
	at := c.clone()
	for _, o := range pay.Options() {
		if err := at.Apply(seat, o); err != nil {
			t.Fatalf("the engine refuses %v of the payment %v: %v", MustDecode(o), pay.Cards, err)
		}
	}
	if !slices.Contains(at.Legal(seat, nil), confirm.Option()) {
		t.Fatalf("the payment %v does not pay", pay.Cards)
	}
	v := c.SeatView(seat)
	values := map[Card]int{}
	for i, h := range v.Hand {
		values[h] = v.HandValues[i]
	}
	best := keyOf(pay.Cards, pay.Keep, values)
	var walk func(s *State, cards []Card, keep []bool)
	walk = func(s *State, cards []Card, keep []bool) {
		for _, o := range s.Legal(seat, nil) {
			m := MustDecode(o)
			switch m.Type {
			case MoveConfirm:
				if k := keyOf(cards, keep, values); k.less(best) {
					t.Fatalf("the prompt allows %v %v, cheaper than %v", cards, keep, pay.Cards)
				}
			case MoveAdd:
				n := s.clone()
				if err := n.Apply(seat, o); err != nil {
					t.Fatal(err)
				}
				walk(n, append(slices.Clone(cards), m.Card), append(slices.Clone(keep), m.Value == 1))
			}
		}
	}
	walk(c, nil, nil)
}

// keyOf is the cost of paying cards (keep: the Glue kept).
func keyOf(cards []Card, keep []bool, values map[Card]int) payKey {
	var k payKey
	for i, c := range cards {
		k.values = append(k.values, values[c])
		k.kinds = append(k.kinds, c)
		if keep[i] {
			continue
		}
		k.spent += values[c]
		k.cards++
		if c.Kind() != Junk {
			k.folk += values[c]
		}
	}
	slices.SortFunc(k.values, func(a, b int) int { return b - a })
	slices.Sort(k.kinds)
	return k
}
