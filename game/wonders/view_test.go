package wonders

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

func TestViewShowsOnlyWhatTheSeatMaySee(t *testing.T) {
	tb := newTable(t, 3, "gizah A", "babylon A", "ephesus A")
	tb.built(1, "lumber_yard")
	tb.built(0, "stone_pit")
	tb.hand(0, "stockade", "altar")
	tb.hand(1, "baths")
	v := tb.g.SeatView(0)
	if v.Prompt != KindCard || v.Acting != 0 || len(v.Hand) != 7 || v.Discard != nil {
		t.Fatalf("view %+v", v)
	}
	if v.Hand[0].Card != cid("stockade") || v.Hand[0].Status != StatusTrade || !slices.Equal(v.Hand[0].Plans, []Plan{{Left: 2, Right: 0}}) {
		t.Fatalf("stockade %+v", v.Hand[0])
	}
	if v.Hand[1].Status != StatusFree || len(v.Hand[1].Options) != 3 {
		t.Fatalf("altar %+v", v.Hand[1])
	}
	if v.Cities[1].HandSize != 7 || len(v.Cities[1].Built[Brown]) != 1 || v.Cities[1].Production.Fixed[Wood] != 1 {
		t.Fatalf("seat 1 %+v", v.Cities[1])
	}
	if v.Direction != 1 || v.Age != 1 || v.Turn != 1 {
		t.Fatalf("age %d turn %d direction %d", v.Age, v.Turn, v.Direction)
	}
	tb.play(stage(0, "altar", 0, 0, 0))
	tb.play(discard(1, "baths"))
	if v := tb.g.SeatView(2); !v.Cities[0].Chosen || v.Cities[2].Chosen {
		t.Fatal("chosen flags")
	}
	if v := tb.g.SeatView(0); len(v.Chosen) != 1 || v.Chosen[0].Card != cid("altar") || v.Prompt != "" {
		t.Fatalf("own pending choice %+v", v.Chosen)
	}
	tb.discardRest()
	for seat, want := range map[int]Card{0: cid("altar"), 1: NoCard, 2: NoCard} {
		v := tb.g.SeatView(game.Seat(seat))
		for _, e := range v.Events {
			if e.Kind == EventStage && e.Card != want {
				t.Fatalf("seat %d sees the tucked card as %v", seat, e.Card)
			}
			if e.Kind == EventDiscard && e.City == 1 && seat != 1 && e.Card != NoCard {
				t.Fatalf("seat %d sees seat 1's discard", seat)
			}
		}
	}
	if v := tb.g.SeatView(0); v.Direction != 1 || v.Turn != 2 || len(v.Hand) != 6 {
		t.Fatalf("turn 2 view %+v", v)
	}
}

func TestApplyRefusals(t *testing.T) {
	tb := newTable(t, 3, "gizah A", "babylon A", "ephesus A")
	tb.hand(0, "altar", "stockade")
	tb.hand(1, "baths")
	tb.play(build(0, "altar", 0, 0))
	tests := []struct {
		name string
		seat game.Seat
		opt  game.Option
		want error
	}{
		{"already chose", 0, build(0, "stockade", 2, 0).Option(), game.ErrNotPending},
		{"card not in hand", 1, build(1, "pantheon", 0, 0).Option(), game.ErrIllegal},
		{"wrong plan", 1, build(1, "baths", 0, 0).Option(), game.ErrIllegal},
		{"another seat's city", 1, discard(2, "baths").Option(), game.ErrIllegal},
		{"no such seat", 5, discard(1, "baths").Option(), game.ErrNotPending},
		{"garbage", 1, 1 << 40, game.ErrIllegal},
		{"zero", 1, 0, game.ErrIllegal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := gametest.Refuses(tb.g, tt.seat, tt.opt); err != nil {
				t.Fatal(err)
			}
			if err := tb.g.Apply(tt.seat, tt.opt); !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}

func TestOptionRoundTrip(t *testing.T) {
	moves := []Move{
		{Action: Build, Card: cid("palace"), City: 6, PayLeft: 14, PayRight: 3},
		{Action: BuildStage, Card: 0, City: 0, Stage: 3, PayLeft: 0, PayRight: 12},
		{Action: BuildDiscarded, Card: cid("builders_guild"), City: 2},
	}
	for _, m := range moves {
		got, ok := DecodeOption(m.Option())
		if !ok || got != m {
			t.Errorf("%v decodes to %v", m, got)
		}
	}
	for _, o := range []game.Option{0, 1, 1 << 40, ^game.Option(0), 0xf00} {
		if _, ok := DecodeOption(o); ok {
			t.Errorf("option %d decodes", o)
		}
	}
}

func TestWithPrice(t *testing.T) {
	for _, m := range []Move{
		{Action: Propose, Card: cid("palace"), City: 3, Owner: 5, Price: 1},
		{Action: Propose, Card: 0, City: 6, Owner: 0, Price: 37},
		{Action: Bid, Card: NoCard, City: 1, Owner: 2, Price: 12},
	} {
		free := m
		free.Price = 0
		if got := withPrice(free.Option(), m.Price); got != m.Option() {
			t.Errorf("%v: withPrice gives %v, want %v", m, got, m.Option())
		}
	}
}

func TestWithdrawBeforeTheTurnResolves(t *testing.T) {
	s := start(t, config(3, 4))
	d0 := s.Digest()
	if err := s.Apply(1, s.Legal(1, nil)[0]); err != nil {
		t.Fatal(err)
	}
	back, err := game.Withdraw(Rules, s, 1)
	if err != nil || back.Digest() != d0 {
		t.Fatalf("withdraw: %v", err)
	}
}

func TestDeterminize(t *testing.T) {
	for _, players := range []int{2, 3, 5, 7} {
		s := start(t, config(players, uint64(players)))
		rng := game.NewRand(3)
		// Play a few turns and stop mid-turn: seat 1 has chosen.
		for s.turn < 3 || s.chosen == 0 {
			p := s.Pending()[len(s.Pending())-1]
			opts := s.Legal(p.Seat, nil)
			if err := s.Apply(p.Seat, opts[rng.IntN(len(opts))]); err != nil {
				t.Fatal(err)
			}
		}
		for seat := range players {
			v := s.SeatView(game.Seat(seat))
			differs := false
			for range gametest.Size(10, 30) {
				d := v.Determinize(&rng).(*State)
				if err := d.Check(); err != nil {
					t.Fatalf("%dp seat %d: %v", players, seat, err)
				}
				if !slices.Equal(d.hands[seat].cards(), s.hands[seat].cards()) {
					t.Fatalf("%dp seat %d: own hand changed", players, seat)
				}
				for c := range int(s.ncities) {
					if d.cities[c].built != s.cities[c].built || d.cities[c].coins != s.cities[c].coins {
						t.Fatal("public cities changed")
					}
				}
				if players > 2 {
					// The next seat's hand: what the seat passed last turn,
					// less the card that seat played.
					next := s.receiver(seat, 0)
					passed := s.handStart[s.turn-1][seat]
					for _, c := range d.hands[next].cards() {
						if passed.count(c) == 0 {
							t.Fatalf("%dp seat %d: seat %d holds %s it cannot hold", players, seat, next, c)
						}
					}
				}
				for o := range players {
					if o != seat && !slices.Equal(d.hands[o].cards(), s.hands[o].cards()) {
						differs = true
					}
				}
				if _, err := gametest.Playout(d, &rng, 2000); err != nil {
					t.Fatalf("%dp seat %d: playout from a determinized state: %v", players, seat, err)
				}
			}
			if !differs {
				t.Errorf("%dp seat %d: hidden hands never change", players, seat)
			}
		}
	}
}

// Determinizing during Halikarnassus's pick keeps the pile the picker sees.
func TestDeterminizeKeepsThePickersPile(t *testing.T) {
	tb := newTable(t, 3, "halikarnassus A", "gizah A", "babylon A")
	tb.stages(0, 1)
	tb.built(0, "foundry", "ore_vein")
	tb.hand(0, "baths")
	tb.hand(1, "pantheon")
	tb.turn(stage(0, "baths", 1, 0, 0), discard(1, "pantheon"))
	rng := game.NewRand(1)
	before := tb.g.Legal(0, nil)
	for range 20 {
		d := tb.g.SeatView(0).Determinize(&rng)
		if !slices.Equal(d.Legal(0, nil), before) {
			t.Fatal("the picker's options changed")
		}
	}
}

// A determinized state keeps only this Age's history, and plays on as one
// with the whole history does: the same options at every decision and the
// same outcome, in games with every expansion and the team game.
func TestDeterminizedHistoryIsEnough(t *testing.T) {
	for _, tc := range []struct {
		players    int
		expansions []string
		teams      bool
	}{{3, nil, false}, {5, []string{ExpansionCommerce}, false}, {7, []string{ExpansionFaith}, false}, {7, []string{ExpansionCommerce, ExpansionFaith}, false}, {4, []string{ExpansionCommerce, ExpansionFaith}, true}} {
		cfg := config(tc.players, 17)
		cfg.Expansions, cfg.Teams = tc.expansions, tc.teams
		s := start(t, cfg)
		rng := game.NewRand(4)
		for n := 0; !s.Over(); n++ {
			seat := s.Pending()[0].Seat
			if n%9 == 0 {
				v := s.SeatView(seat)
				deal := game.NewRand(uint64(n))
				short := v.Determinize(&deal).(*State)
				deal = game.NewRand(uint64(n))
				whole := v.state.clone()
				whole.determinize(int(seat), &deal)
				var age []Event
				for _, e := range whole.events {
					if e.Age == s.Age() {
						age = append(age, e)
					}
				}
				if !slices.Equal(short.events, age) {
					t.Fatalf("%d players %v: %d events kept, this Age has %d", tc.players, tc.expansions, len(short.events), len(age))
				}
				sameGame(t, short, whole, uint64(n))
			}
			legal := s.Legal(seat, nil)
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// sameGame plays the same random moves on a and b to the end and fails at
// the first decision where their options or their outcomes differ.
func sameGame(t *testing.T, a, b *State, seed uint64) {
	t.Helper()
	rng := game.NewRand(seed)
	for !a.Over() {
		seat := a.Pending()[0].Seat
		la, lb := a.Legal(seat, nil), b.Legal(seat, nil)
		if !slices.Equal(la, lb) {
			t.Fatalf("age %d turn %d seat %d: %d options with the Age's history, %d with the whole", a.age, a.turn, seat, len(la), len(lb))
		}
		o := la[rng.IntN(len(la))]
		if err := a.Apply(seat, o); err != nil {
			t.Fatal(err)
		}
		if err := b.Apply(seat, o); err != nil {
			t.Fatal(err)
		}
	}
	if !b.Over() || !reflect.DeepEqual(a.Outcome(), b.Outcome()) {
		t.Fatal("outcomes differ")
	}
}

// A city's view says its victory tokens and its conflict strength in half
// shields, gods included (Ares in Age I: one shield more).
func TestViewWinsAndStrength(t *testing.T) {
	tb := newFaithTable(t, 3, 1)
	g := tb.g
	tb.city(0).shields = 2
	g.takeVictory(0, 1)
	g.takeVictory(0, 3)
	cv := g.cityView(0)
	if cv.Wins != 2 || cv.Victory != 4 || cv.Strength != 4 {
		t.Fatalf("wins %d, victory %d, strength %d; want 2, 4, 4", cv.Wins, cv.Victory, cv.Strength)
	}
	tb.invoked(0, "ares")
	if got := g.cityView(0).Strength; got != 6 {
		t.Fatalf("with Ares, strength %d, want 6", got)
	}
}

// The view says who sits this Age's conflicts out and who is sheltered
// from coin losses, and answers whom a city would fight with others out,
// by the rule the battles follow.
func TestViewFoesAndSittingOut(t *testing.T) {
	tb := citiesTable(t, 4, []string{ExpansionFaith})
	tb.pray()
	g := tb.g
	g.cx.diplomacy = 1 << 1
	tb.invoked(2, "hestia_cities")
	v := g.View(0).(*View)
	if !v.Cities[1].SitsOut || v.Cities[0].SitsOut || !v.Cities[2].Sheltered || v.Cities[1].Sheltered {
		t.Fatalf("sits out %v %v, sheltered %v %v", v.Cities[1].SitsOut, v.Cities[0].SitsOut, v.Cities[2].Sheltered, v.Cities[1].Sheltered)
	}
	for _, tc := range []struct {
		c    int
		out  uint
		want []int
	}{
		{0, 0, []int{1, 3}},
		{0, 1 << 1, []int{2, 3}}, // past the city sitting out
		{1, 1 << 1, nil},
		{0, 1<<1 | 1<<3, []int{2}}, // the same city on both sides, once
	} {
		got := v.Foes(tc.c, tc.out)
		if !slices.Equal(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
			t.Errorf("city %d, out %b: foes %v, want %v", tc.c, tc.out, got, tc.want)
		}
		foes, n := g.foesWith(tc.c, func(o int) bool { return tc.out&(1<<o) != 0 })
		if !slices.Equal(foes[:n], got) {
			t.Errorf("city %d: the view's foes %v, the battles' %v", tc.c, got, foes[:n])
		}
	}
}
