package dale

import (
	"slices"
	"testing"
)

// Setup follows the rulebook: players+1 decks (4 for teams), starting decks
// of one value-1 card per deck and Junk to 10, the value 2-5 cards in the
// market deck, 5 in the market, 5 cards in hand.
func TestSetup(t *testing.T) {
	for _, tc := range []struct {
		name          string
		players       int
		teams         bool
		decks, supply int
	}{
		{"2p", 2, false, 3, 6},
		{"3p", 3, false, 4, 2},
		{"4p", 4, false, 5, 0},
		{"teams", 4, true, 4, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t, tc.players, tc.teams)
			g := tb.g
			tb.check()
			if int(g.ndecks) != tc.decks || int(g.junk) != tc.supply {
				t.Fatalf("%d decks, %d Junk in the supply", g.ndecks, g.junk)
			}
			for s := range tc.players {
				p := &g.p[s]
				if p.hand.n != 5 || p.deck.n != 5 || p.discard.n != 0 {
					t.Fatalf("seat %d: hand %d deck %d", s, p.hand.n, p.deck.n)
				}
				var ones []Card
				junk := 0
				for _, c := range append(p.hand.cards(), p.deck.cards()...) {
					if c == Junk {
						junk++
					} else {
						ones = append(ones, c)
					}
				}
				if junk != 10-tc.decks || len(ones) != tc.decks {
					t.Fatalf("seat %d: %d Junk, value-1 cards %v", s, junk, ones)
				}
				for _, d := range g.decks[:g.ndecks] {
					if !slices.Contains(ones, d.firstCard()) {
						t.Fatalf("seat %d has no %s", s, d.firstCard())
					}
				}
			}
			if g.marketCards() != 5 || int(g.mdeck.n) != 11*tc.decks-5 {
				t.Fatalf("market %d, market deck %d", g.marketCards(), g.mdeck.n)
			}
			for _, c := range g.mdeck.cards() {
				if c.Value() < 2 || !g.inPlay[c.Deck()] {
					t.Fatalf("%s in the market deck", c)
				}
			}
			tb.pending(0, KindAction)
		})
	}
}

func TestDeckSwitches(t *testing.T) {
	cfg := config(2, 3, "deck.owls", "on", "deck.sloths", "on", "deck.fennecs", "off")
	g := start(t, cfg)
	if !g.inPlay[Owls] || !g.inPlay[Sloths] || g.inPlay[Fennecs] || g.ndecks != 3 {
		t.Fatalf("decks %v", g.decks[:g.ndecks])
	}
	for _, bad := range [][]string{
		{"deck.owls", "on", "deck.sloths", "on", "deck.fennecs", "on", "deck.polecats", "on"},
		{"deck.owls", "off", "deck.sloths", "off", "deck.fennecs", "off", "deck.polecats", "off"},
		{"deck.owls", "maybe"},
	} {
		if _, err := Rules.Start(config(2, 1, bad...)); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if _, err := Rules.Start(config(5, 1)); err == nil {
		t.Error("5 players accepted")
	}
}

// The rulebook's example: a value-5 card may be bought with two 4s even
// with a 5 in hand; with a 5, or a 2 and a 3, no card may be added.
func TestPurchaseRulebookExample(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	tb.market(DangerousTest, Swank, NightShift, Swank, NightShift)
	tb.hand(0, Magnet, RuthlessCompetition, Glue, Calculations, SafetyPrecaution)
	tb.deck(0, Junk)
	// two 4s
	tb.do(buy(0), add(Magnet))
	if tb.legal(add(Glue)) {
		t.Fatal("4 + 5 for 5: the 4 could be left out")
	}
	tb.do(add(RuthlessCompetition))
	if ms := tb.moves(); !slices.Equal(ms, []Move{confirm, cancel}) {
		t.Fatalf("after two 4s: %v", ms)
	}
	tb.do(cancel)
	// a 5: nothing may be added
	tb.do(buy(0), add(Glue))
	if ms := tb.moves(); !slices.Equal(ms, []Move{confirm, cancel}) {
		t.Fatalf("after a 5: %v", ms)
	}
	tb.do(cancel)
	// a 2 and a 3: covered, nothing more
	tb.do(buy(0), add(Calculations), add(SafetyPrecaution))
	if ms := tb.moves(); !slices.Equal(ms, []Move{confirm, cancel}) {
		t.Fatalf("after 2 and 3: %v", ms)
	}
	tb.do(confirm)
	tb.handIs(0, Magnet, RuthlessCompetition, Glue, DangerousTest, Junk)
	if got := tb.g.p[0].discard.cards(); !slices.Equal(got, []Card{Calculations, SafetyPrecaution}) {
		t.Fatalf("discard %v", got)
	}
}

// A payment card that would be unnecessary is never legal and is refused
// with a typed error, changing nothing.
func TestPurchaseRefusesUnnecessaryCard(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	tb.market(Swank, DangerousTest, NightShift, Swank, NightShift) // slot 0: a 3 for 3
	tb.hand(0, Junk, Glue, Magnet, Junk, Junk)
	tb.deck(0, Junk, Junk)
	tb.do(buy(0))
	// Junk then the Glue would make 6 with the Junk unnecessary: once a
	// Junk is in, only cards that keep the payment minimal are offered
	tb.do(add(Junk))
	if tb.legal(add(Glue)) || tb.legal(add(Magnet)) {
		t.Fatalf("Junk + 5 or Junk + 4 for 3: %v", tb.moves())
	}
	tb.refused(add(Glue))
	tb.do(add(Junk), add(Junk), confirm)
	tb.handIs(0, Glue, Magnet, Swank, Junk, Junk)
}

// Prices: value + the slot's surcharge + 2 per opponent's Scary Gunfight;
// Glue's value counts but it may stay in hand.
func TestPricesAndGlue(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	tb.market(Swank, NightShift, Swank, NightShift, DangerousTest)
	tb.g.schedule(1, ScaryGunfight, schedLasting)
	tb.take(ScaryGunfight)
	v := tb.g.SeatView(0)
	for i, want := range []int{5, 6, 7, 8, 11} {
		if v.Market[i].Price != want || v.Market[i].Surcharge != i {
			t.Fatalf("slot %d: %+v", i, v.Market[i])
		}
	}
	tb.hand(0, Glue, Magnet, Junk, Junk, Junk)
	tb.deck(0, Magnet, Magnet)
	tb.do(buy(4), Move{Type: MoveAdd, Card: Glue, Value: 1}, add(Magnet), add(Junk), add(Junk))
	tb.do(confirm)
	tb.handIs(0, Glue, Junk, DangerousTest, Magnet, Magnet)
}

// Stacks: exact totals from one animalfolk, in order; Junk never; a card
// is offered only if the stack can be completed.
func TestStacks(t *testing.T) {
	tb := newTable(t, 4, false, Platypuses, Crocodiles, Polecats, Sloths, Owls)
	tb.hand(0, TirelessTinkerer, Junk, LittleVillain, Calculations, Swank)
	tb.deck(0, Junk, Junk, Junk)
	if tb.legal(buildM(Junk)) || tb.legal(buildM(Calculations)) || tb.legal(buildM(Swank)) {
		t.Fatalf("stack 1 options: %v", tb.moves())
	}
	tb.do(buildM(TirelessTinkerer), confirm)
	st := tb.g.stallOf(0)
	if st.nstacks != 1 || !slices.Equal(st.stack(0), []Card{TirelessTinkerer}) {
		t.Fatal("stack 1 not built")
	}
	// seat 0's next turn: stack 2
	tb.passTo(0)
	tb.hand(0, TirelessTinkerer, LittleVillain, TirelessTinkerer, Junk, DangerousTest)
	if tb.legal(buildM(LittleVillain)) || !tb.legal(buildM(TirelessTinkerer)) || tb.legal(buildM(DangerousTest)) {
		t.Fatalf("stack 2 options: %v", tb.moves())
	}
	tb.do(buildM(TirelessTinkerer))
	if tb.legal(add(LittleVillain)) || tb.legal(confirm) || !tb.legal(add(TirelessTinkerer)) {
		t.Fatalf("stack 2 steps: %v", tb.moves())
	}
	tb.refused(add(LittleVillain))
	tb.do(add(TirelessTinkerer), confirm)
	if st.nstacks != 2 || st.totals[1] != 2 {
		t.Fatalf("stack 2: %d stacks", st.nstacks)
	}
}

// The 8th stack ends the game at once with the builder ranked first.
func TestEighthStackWins(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	tb.stall(0, []Card{TirelessTinkerer}, []Card{Calculations}, []Card{SafetyPrecaution}, []Card{Magnet},
		[]Card{Glue}, []Card{Swank, Swank}, []Card{NaturalSurvivor, RareArtefact})
	tb.hand(0, DangerousTest, SafetyPrecaution, Junk, Junk, Junk)
	tb.do(buildM(DangerousTest), add(SafetyPrecaution), confirm)
	if !tb.g.Over() || len(tb.g.Pending()) != 0 {
		t.Fatal("the game goes on")
	}
	o := tb.g.Outcome()
	if o.Scores[0].Rank != 1 || o.Scores[1].Rank != 2 || o.Scores[0].Total != 8 {
		t.Fatalf("outcome %+v", o)
	}
}

// Clean-up: draw up to 5 (reshuffling the discard pile when the deck is
// empty, then Junk when both are empty), slide the market right and refill
// it, reshuffle the market discard when the market deck is empty.
func TestCleanup(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	g := tb.g
	tb.hand(0)
	tb.deck(0, Magnet)
	tb.discard(0, Swank, Glue)
	supply := g.junk
	tb.market(Swank, NoCard, Calculations, NoCard, DangerousTest)
	tb.set(&g.mdeck)
	tb.set(&g.mdisc, LittleVillain)
	tb.do(inventory, confirm)
	tb.handIs(0, Magnet, Swank, Glue, Junk, Junk)
	if g.junk != supply-2 {
		t.Fatalf("supply %d, was %d", g.junk, supply)
	}
	if !slices.Equal(g.market[:], []Card{Swank, Calculations, DangerousTest, LittleVillain, NoCard}) {
		t.Fatalf("market %v", g.market)
	}
	tb.pending(1, KindAction)
}

// Throw away sends Junk to the supply and animalfolk cards to the market
// discard; discarding puts cards on the player's own pile.
func TestThrowAwayVersusDiscard(t *testing.T) {
	tb := newTable(t, 2, false, Platypuses, Crocodiles, Polecats)
	g := tb.g
	tb.hand(0, Swank, Swank, Junk, Magnet)
	supply, bin := g.junk, g.mdisc.n
	tb.do(playM(Swank), choose(Junk))
	if g.junk != supply+1 || g.mdisc.n != bin {
		t.Fatal("thrown Junk not back in the supply")
	}
	tb.do(playM(Swank), choose(Magnet))
	if g.mdisc.n != bin+1 || g.mdisc.top() != Magnet {
		t.Fatal("thrown Magnet not in the market discard")
	}
}

// The polecat die rolls 1, 1, 2, 2, 3, 3 from the game's generator.
func TestDie(t *testing.T) {
	g := start(t, config(2, 9))
	var seen [4]int
	for range 600 {
		seen[g.roll(0)]++
	}
	if seen[0] != 0 || seen[1] < 150 || seen[2] < 150 || seen[3] < 150 {
		t.Fatalf("rolls %v", seen)
	}
}
