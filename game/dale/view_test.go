package dale

import (
	"reflect"
	"slices"
	"testing"

	"agora/game"
)

// A seat sees its own hand, the others' hand sizes, every discard pile and
// stall, and the market's prices for itself.
func TestViewHidesHands(t *testing.T) {
	tb := newTable(t, 3, false, Platypuses, Crocodiles, Polecats, Owls)
	tb.hand(1, Glue, Magnet)
	tb.discard(2, Junk, Swank)
	v := tb.g.SeatView(0)
	if len(v.Hand) != 5 || v.Seats[1].HandSize != 2 || v.Seats[2].Top != Swank || !slices.Equal(v.Seats[2].Discard, []Card{Junk, Swank}) {
		t.Fatalf("view %+v", v.Seats)
	}
	if v.Prompt.Kind != KindAction || len(v.Options) == 0 {
		t.Fatal("no action prompt in the acting seat's view")
	}
	o := tb.g.SeatView(1)
	if !slices.Equal(sorted(o.Hand...), sorted(Glue, Magnet)) || len(o.Options) != 0 {
		t.Fatal("seat 1's own view")
	}
	if v.MarketDeck != int(tb.g.mdeck.n) || v.JunkSupply != int(tb.g.junk) {
		t.Fatal("counts")
	}
	// an outsider sees no hand and no option
	out := tb.g.SeatView(game.Seat(5))
	if out.Hand != nil || out.Options != nil {
		t.Fatal("outsider view")
	}
}

// A prompt names a card only when it is for one: building a stack, taking
// inventory or choosing the action is for none.
func TestPromptCard(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	tb.hand(0, TirelessTinkerer, Calculations, Junk, Junk, Junk)
	tb.stall(0, []Card{Magnet})
	for _, tc := range []struct {
		name  string
		moves []Move // played before, one case after the other
		want  Kind
	}{
		{"action", nil, KindAction},
		{"stack", []Move{buildM(Calculations)}, KindStack},
		{"inventory", []Move{cancel, inventory}, KindInventory},
	} {
		tb.do(tc.moves...)
		if p := tb.g.SeatView(0).Prompt; p.Kind != tc.want || p.Card != NoCard {
			t.Errorf("%s: prompt %v for card %v", tc.name, p.Kind, p.Card)
		}
	}
}

// Determinize keeps what the seat knows (its hand, the cards others took
// in public, every public pile) and deals the rest anew into a valid
// state.
func TestDeterminize(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	tb.market(DangerousTest, Swank, NightShift, Swank, NightShift)
	tb.hand(0, Glue, Junk, Junk, Junk, Junk)
	tb.do(buy(0), add(Glue), confirm) // seat 0 takes Dangerous Test in public
	v := tb.g.SeatView(1)
	rng := game.NewRand(4)
	for range 50 {
		d := v.Determinize(&rng).(*State)
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(d.p[1].hand.cards(), tb.g.p[1].hand.cards()) {
			t.Fatal("own hand changed")
		}
		if d.p[0].hand.count(DangerousTest)+d.p[0].deck.count(DangerousTest) != 1 {
			t.Fatal("the bought card left its buyer")
		}
		if d.p[0].hand.n != tb.g.p[0].hand.n || d.mdeck.n != tb.g.mdeck.n || d.market != tb.g.market {
			t.Fatal("sizes or public cards changed")
		}
		for _, c := range d.mdeck.cards() {
			if !c.Animalfolk() {
				t.Fatal("Junk in the market deck")
			}
		}
		if _, err := gametestPlay(d); err != nil {
			t.Fatal(err)
		}
	}
}

// gametestPlay plays a determinized state on randomly for a while.
func gametestPlay(s *State) (int, error) {
	rng := game.NewRand(1)
	n := 0
	for ; n < 300 && !s.Over(); n++ {
		p := s.Pending()[0]
		opts := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
			return n, err
		}
		if err := s.Check(); err != nil {
			return n, err
		}
	}
	return n, nil
}

// Determinizing mid-game, from every seat, always gives a valid state.
func TestDeterminizeAnywhere(t *testing.T) {
	for _, m := range modes {
		s := start(t, m.cfg(3))
		rng := game.NewRand(3)
		for n := 0; n < 3000 && !s.Over(); n++ {
			p := s.Pending()[0]
			if n%7 == 0 {
				for seat := range s.Players() {
					d := s.SeatView(game.Seat(seat)).Determinize(&rng).(*State)
					if err := d.Check(); err != nil {
						t.Fatalf("%s decision %d seat %d: %v", m.name, n, seat, err)
					}
				}
			}
			opts := s.Legal(p.Seat, nil)
			if err := s.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A transient view shows what SeatView shows but the options, all through
// a game.
func TestTransientViewMatchesSeatView(t *testing.T) {
	g := start(t, config(3, 4))
	rng := game.NewRand(9)
	for step := 0; !g.Over() && step < 400; step++ {
		for s := range 3 {
			a, b := g.SeatView(game.Seat(s)), g.TransientView(game.Seat(s))
			if b.state != g {
				t.Fatal("a transient view reads the state itself")
			}
			if b.Options != nil {
				t.Fatal("a transient view lists options")
			}
			a.state, b.state, a.Options = nil, nil, nil
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("step %d seat %d: views differ", step, s)
			}
		}
		p := g.Pending()[0]
		legal := g.Legal(p.Seat, nil)
		if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}
