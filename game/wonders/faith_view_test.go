package wonders

import (
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// Determinize keeps the seat's own gods, withdraws others' Prayer picks,
// never deals a god a seat could not have (public gods stay, the god a
// seat passed last stays with the next seat) and keeps the invariants.
func TestFaithDeterminize(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		cfg := config(players, uint64(players))
		cfg.Expansions = []string{ExpansionFaith}
		s := start(t, cfg)
		rng := game.NewRand(5)
		// Mid-Prayer: seat 0 has picked at the second step.
		for s.fa.step == 0 || s.fa.picked == 0 {
			p := s.Pending()[0]
			if err := s.Apply(p.Seat, s.Legal(p.Seat, nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		check := func(when string) {
			for seat := range players {
				v := s.SeatView(game.Seat(seat))
				for range 20 {
					d := v.Determinize(&rng).(*State)
					if err := d.Check(); err != nil {
						t.Fatalf("%s %dp seat %d: %v", when, players, seat, err)
					}
					if d.fa.hands[seat] != s.fa.hands[seat] || d.fa.draft[seat] != s.fa.draft[seat] {
						t.Fatalf("%s %dp seat %d: own gods changed", when, players, seat)
					}
					if d.fa.picked&^(1<<seat) != 0 {
						t.Fatalf("%s: others' picks not withdrawn", when)
					}
					for c := range players {
						if d.fa.ninvoked[c] != s.fa.ninvoked[c] || d.fa.invoked[c] != s.fa.invoked[c] {
							t.Fatalf("%s: invoked gods changed", when)
						}
					}
					if last := s.fa.passed[seat][2]; last != NoGod && s.fa.hands[s.godReceiver(seat)].has(last) {
						if r := s.godReceiver(seat); !d.fa.hands[r].has(last) {
							t.Fatalf("%s %dp seat %d: the god passed last left seat %d", when, players, seat, r)
						}
					}
					if s.fa.step == 1 && s.phase == phasePray {
						r := s.godReceiver(seat)
						for _, gd := range s.fa.passed[seat][:2] {
							if s.fa.draft[r].has(gd) && !d.fa.draft[r].has(gd) && !d.fa.hands[r].has(gd) {
								t.Fatalf("%s %dp seat %d: a passed god left seat %d", when, players, seat, r)
							}
						}
					}
				}
			}
		}
		check("prayer")
		for s.phase == phasePray {
			p := s.Pending()[0]
			if err := s.Apply(p.Seat, s.Legal(p.Seat, nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		check("age")
	}
}

func TestFaithPrayerView(t *testing.T) {
	cfg := config(3, 2)
	cfg.Expansions = []string{ExpansionFaith}
	g := start(t, cfg)
	v := g.SeatView(0)
	if v.Prompt != KindPray || len(v.Faith.Draft) != 3 || v.Faith.PassTo != 2 || len(v.Faith.Draft[0].Options) != 1 {
		t.Fatalf("prayer view: %+v", v.Faith)
	}
	if err := g.Apply(0, v.Faith.Draft[1].Options[0]); err != nil {
		t.Fatal(err)
	}
	if v := g.SeatView(0); v.Faith.Picked != v.Faith.Draft[1].God || v.Prompt != "" {
		t.Fatal("the pick shows until the others pick")
	}
}

func TestFaithView(t *testing.T) {
	tb := newFaithTable(t, 3, 2, "gizah A", "rhodes A", "babylon A")
	tb.built(1, "stone_pit")
	tb.built(2, "quarry")
	tb.hand(0, "aqueduct")
	tb.gods(0, "apollo", "hades")
	tb.coins(0, 2)
	v := tb.g.SeatView(0)
	if v.Faith == nil || len(v.Faith.Gods) != 2 || v.Faith.Slots != 1 {
		t.Fatalf("faith view %+v", v.Faith)
	}
	ap := v.Faith.Gods[0]
	if ap.ID != "apollo" || ap.Status != StatusOwn || len(ap.Options) == 0 || ap.Cost.Res[Stone] != 1 {
		t.Fatalf("apollo %+v", ap)
	}
	if hd := v.Faith.Gods[1]; hd.Status != StatusUnaffordable || len(hd.Options) != 0 {
		t.Fatalf("hades without shields %+v", hd)
	}
	other := tb.g.SeatView(1)
	if len(other.Faith.Gods) != 3 || other.Faith.Hands[0] != 2 {
		t.Fatal("seat 1 sees its own gods and seat 0's count")
	}
	tb.play(invoke(build(0, "aqueduct", 0, 0), "apollo", InvokeBefore, 2, 2))
	tb.discardRest()
	v = tb.g.SeatView(1)
	if len(v.Cities[0].Gods) != 1 || v.Cities[0].Gods[0].God != gid("apollo") {
		t.Fatalf("apollo is public: %+v", v.Cities[0].Gods)
	}
	seen := false
	for _, e := range v.Events {
		seen = seen || e.Kind == EventGod && e.God == gid("apollo")
	}
	if !seen {
		t.Fatal("no god event")
	}
}

// Determinized Faith games, from every seat at many points of random
// games (Commerce every other game), keep the invariants, leave the
// seat's own hand and gods alone, let the seat act, and play to the end.
func TestFaithDeterminizePlayable(t *testing.T) {
	games := gametest.Size(12, 40)
	for seed := uint64(0); seed < uint64(games); seed++ {
		players := 2 + int(seed%6)
		cfg := config(players, seed+100)
		cfg.Expansions = []string{ExpansionFaith}
		if seed%2 == 1 {
			cfg.Expansions = append(cfg.Expansions, ExpansionCommerce)
		}
		s := start(t, cfg)
		rng := game.NewRand(seed)
		for n := 0; !s.Over(); n++ {
			p := s.Pending()[rng.IntN(len(s.Pending()))]
			if n%13 == 0 {
				v := s.SeatView(p.Seat)
				d := v.Determinize(&rng).(*State)
				if err := d.Check(); err != nil {
					t.Fatalf("seed %d decision %d seat %d: %v", seed, n, p.Seat, err)
				}
				if d.fa.hands[p.Seat] != s.fa.hands[p.Seat] || d.hands[p.Seat] != s.hands[p.Seat] {
					t.Fatalf("seed %d: own hand changed", seed)
				}
				if len(d.Legal(p.Seat, nil)) == 0 {
					t.Fatalf("seed %d decision %d: seat %d cannot act in the determinized game", seed, n, p.Seat)
				}
				if n%39 == 0 {
					if _, err := gametest.Playout(d, &rng, 20000); err != nil {
						t.Fatalf("seed %d decision %d: determinized playout: %v", seed, n, err)
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
