package dale

import (
	"slices"
	"testing"

	"agora/game"
)

// deckTopIs checks the top cards of seat s's deck, top first.
func (tb *table) deckTopIs(s int, want ...Card) {
	tb.t.Helper()
	d := tb.g.p[s].deck.cards()
	for i, c := range want {
		if len(d) <= i || d[len(d)-1-i] != c {
			tb.t.Fatalf("seat %d deck %v, want top %v", s, d, want)
		}
	}
}

func (tb *table) discardIs(s int, want ...Card) {
	tb.t.Helper()
	if got := tb.g.p[s].discard.cards(); !slices.Equal(got, want) {
		tb.t.Fatalf("seat %d discard %v, want %v", s, got, want)
	}
}

// endTurn ends the active player's turn and plays the others' turns with
// an empty inventory, up to seat s's next action.
func (tb *table) endTurnTo(s int) {
	tb.t.Helper()
	tb.do(inventory, confirm)
	for int(tb.g.active) != s || tb.g.nframes == 0 || tb.g.top().ask == KindAction && int(tb.g.active) != s {
		tb.do(inventory, confirm)
	}
}

// Every technique and passive, one scenario each (owls in owls_test.go).
func TestCards(t *testing.T) {
	for _, tc := range []struct {
		card Card
		run  func(t *testing.T, tb *table)
	}{
		{TirelessTinkerer, func(t *testing.T, tb *table) {
			tb.hand(0, TirelessTinkerer, Junk)
			tb.discard(0, Junk, Magnet)
			tb.do(playM(TirelessTinkerer))
			tb.deckTopIs(0, Magnet)
			tb.discardIs(0, Junk, TirelessTinkerer)
			tb.pending(0, KindAction) // the + icon
		}},
		{Calculations, func(t *testing.T, tb *table) {
			tb.market(Swank, NightShift, Swank, NightShift, DangerousTest)
			tb.hand(0, Calculations, Magnet, Junk)
			if tb.legal(buy(4)) {
				t.Fatal("slot 4 costs 9")
			}
			tb.do(mv(MoveArrange), swapMove(0, 4), confirm)
			if tb.g.market[0] != DangerousTest {
				t.Fatalf("market %v", tb.g.market)
			}
			tb.do(buy(0))
			if tb.legal(add(Junk)) && !tb.legal(add(Calculations)) {
				t.Fatal("the payment must hold a Calculations")
			}
			tb.do(add(Magnet))
			if tb.legal(add(Junk)) || tb.legal(confirm) {
				t.Fatalf("Magnet + Junk has no Calculations: %v", tb.moves())
			}
			tb.do(add(Calculations), confirm)
			if !slices.Contains(tb.handOf(0), DangerousTest) {
				t.Fatalf("hand %v market %v", tb.handOf(0), tb.g.market)
			}
		}},
		{SafetyPrecaution, func(t *testing.T, tb *table) {
			tb.stall(0, []Card{TirelessTinkerer})
			tb.hand(0, SafetyPrecaution)
			tb.do(playM(SafetyPrecaution), numMove(MoveStall, 0))
			tb.handIs(0, TirelessTinkerer)
			if tb.g.stallOf(0).c[0] != SafetyPrecaution {
				t.Fatal("Safety Precaution not in the stall")
			}
		}},
		{Magnet, func(t *testing.T, tb *table) {
			tb.hand(0, Magnet)
			tb.deck(0, Junk, Glue, Junk)
			tb.do(playM(Magnet), choose(Glue))
			tb.handIs(0, Glue)
			if tb.g.p[0].deck.n != 2 {
				t.Fatal("deck not left with 2 cards")
			}
		}},
		{DangerousTest, func(t *testing.T, tb *table) {
			tb.hand(0, DangerousTest, Junk)
			tb.deck(0, Magnet, Glue, Swank)
			tb.do(playM(DangerousTest))
			tb.handIs(0, Junk, Magnet, Glue, Swank)
			tb.do(choose(Junk), choose(Swank), choose(Magnet))
			tb.handIs(0, Glue)
			tb.discardIs(0, Junk, Swank, Magnet, DangerousTest)
		}},
		{Glue, func(t *testing.T, tb *table) {
			tb.market(Swank, NightShift, Swank, NightShift, Magnet)
			tb.hand(0, Glue, Junk)
			tb.do(buy(0), Move{Type: MoveAdd, Card: Glue, Value: 1}, confirm)
			if !slices.Contains(tb.handOf(0), Glue) {
				t.Fatal("Glue not kept")
			}
		}},
		{SteadyAchiever, func(t *testing.T, tb *table) {
			tb.hand(0, SteadyAchiever, Junk, Junk, Junk, Junk)
			tb.do(playM(SteadyAchiever))
			if tb.g.p[0].sched[0] != (scheduled{SteadyAchiever, schedDelayed}) {
				t.Fatal("not delayed")
			}
			tb.deck(0, Magnet, Glue)
			tb.endTurnTo(0)
			tb.handIs(0, Junk, Junk, Junk, Junk, Glue, Magnet)
			if tb.g.p[0].nsched != 0 || tb.g.p[0].discard.top() != SteadyAchiever {
				t.Fatal("not resolved")
			}
		}},
		{ShoppingJourney, func(t *testing.T, tb *table) {
			tb.hand(0, ShoppingJourney, Junk, Junk, Junk, Junk, Junk)
			tb.do(playM(ShoppingJourney))
			tb.pending(1, KindAction) // no + icon: the turn ended
			tb.do(inventory, confirm, inventory, confirm)
			tb.pending(0, KindSlot)
			c := tb.g.market[2]
			tb.do(slotM(2))
			if !slices.Contains(tb.handOf(0), c) || tb.g.market[2] != NoCard {
				t.Fatal("market card not taken, or the market refilled")
			}
		}},
		{Housecleaning, func(t *testing.T, tb *table) {
			tb.hand(0, Housecleaning, Magnet, Magnet, Swank, Swank)
			tb.discard(0, Junk, Swank, Junk)
			tb.do(playM(Housecleaning))
			if !tb.legal(number(2)) || tb.legal(number(3)) {
				t.Fatalf("%v", tb.moves())
			}
			tb.do(number(2))
			tb.handIs(0, Magnet, Magnet, Swank, Swank, Junk, Junk)
			tb.discardIs(0, Swank)
			supply := tb.g.junk
			tb.endTurnTo(0)
			tb.pending(0, KindCard)
			tb.do(choose(Junk))
			if tb.g.junk != supply+1 {
				t.Fatal("Junk not thrown away")
			}
		}},
		{Siesta, func(t *testing.T, tb *table) {
			tb.hand(0, Siesta, Junk, Junk, Junk, Junk)
			tb.discard(0, Glue)
			tb.do(playM(Siesta))
			tb.endTurnTo(0)
			tb.pending(0, KindCard)
			tb.do(choose(Glue))
			if !slices.Contains(tb.handOf(0), Glue) {
				t.Fatal("Siesta took nothing")
			}
		}},
		{LunchBreak, func(t *testing.T, tb *table) {
			tb.hand(0, LunchBreak, Junk, Junk, Junk, Junk)
			tb.deck(0, Magnet, Magnet, Magnet, Glue)
			tb.do(playM(LunchBreak))
			tb.handIs(0, Junk, Junk, Junk, Junk, Glue)
			tb.endTurnTo(0)
			if tb.g.p[0].hand.n != 6 {
				t.Fatalf("hand %v", tb.handOf(0))
			}
		}},
		{Ironing, func(t *testing.T, tb *table) {
			tb.hand(0, Ironing, Junk, Junk, Junk, Junk)
			tb.do(playM(Ironing))
			tb.deck(0, TirelessTinkerer)
			tb.endTurnTo(0)
			v := tb.g.SeatView(0)
			for i, c := range v.Hand {
				if v.HandValues[i] != c.Value()+1 {
					t.Fatalf("%s worth %d", c, v.HandValues[i])
				}
			}
			if tb.legal(buildM(TirelessTinkerer)) {
				t.Fatal("a 1 worth 2 builds stack 1")
			}
		}},
		{LittleVillain, func(t *testing.T, tb *table) {
			tb.hand(0, LittleVillain)
			tb.deck(1, Junk, Magnet, Glue)
			tb.deck(0, Swank)
			tb.do(playM(LittleVillain))
			tb.discardIs(1, Glue, Magnet)
			tb.deckTopIs(0, Swank)
		}},
		{ScaryGunfight, func(t *testing.T, tb *table) {
			tb.hand(0, ScaryGunfight, Junk, Junk, Junk, Junk)
			tb.do(playM(ScaryGunfight))
			v0, v1 := tb.g.SeatView(0), tb.g.SeatView(1)
			if v1.Market[0].Price != v0.Market[0].Price+2 || v1.Seats[1].PriceRaise != 2 {
				t.Fatal("no +2 for the opponent")
			}
			tb.endTurnTo(0)
			if tb.g.penalty(1, ScaryGunfight) != 0 || tb.g.p[0].discard.top() != ScaryGunfight {
				t.Fatal("did not expire")
			}
		}},
		{NightShift, func(t *testing.T, tb *table) {
			tb.hand(0, NightShift)
			tb.deck(0, Junk, Magnet)
			tb.deck(1, Junk, Glue)
			tb.deck(2, Junk, Swank)
			tb.do(playM(NightShift))
			pv := tb.g.SeatView(0).Prompt
			if pv.Target != 0 || !slices.Equal(sorted(pv.Cards...), sorted(Magnet, Glue, Swank)) {
				t.Fatalf("prompt %+v", pv)
			}
			if tb.g.SeatView(1).Prompt.Cards != nil {
				t.Fatal("seat 1 sees the drawn cards")
			}
			tb.do(choose(Glue), choose(Swank), choose(Magnet))
			tb.deckTopIs(0, Glue)
			tb.deckTopIs(1, Swank)
			tb.deckTopIs(2, Magnet)
		}},
		{RuthlessCompetition, func(t *testing.T, tb *table) {
			tb.hand(0, RuthlessCompetition, Junk)
			tb.deck(1, Magnet, Glue)
			tb.do(playM(RuthlessCompetition), seatM(1))
			tb.handIs(0, Junk, Glue)
			tb.do(choose(Junk))
			tb.deckTopIs(1, Junk, Magnet)
			tb.handIs(0, Glue)
		}},
		{NastyThreat, func(t *testing.T, tb *table) {
			tb.hand(0, NastyThreat, Junk, Junk, Junk, Junk)
			tb.do(playM(NastyThreat))
			tb.do(inventory, confirm)
			tb.hand(1, TirelessTinkerer, Calculations)
			if tb.legal(buildM(TirelessTinkerer)) || !tb.legal(buildM(Calculations)) {
				t.Fatalf("stack 1 under Nasty Threat: %v", tb.moves())
			}
		}},
		{LostShipments, func(t *testing.T, tb *table) {
			tb.hand(0, LostShipments, Junk, Junk, Junk, Junk)
			tb.do(playM(LostShipments))
			tb.do(inventory, confirm)
			tb.hand(1, Junk)
			tb.deck(1, Magnet, Magnet, Magnet)
			tb.do(inventory, confirm)
			if tb.g.p[1].hand.n != 2 {
				t.Fatalf("seat 1 drew to %d cards", tb.g.p[1].hand.n)
			}
		}},
		{CunningNeighbour, func(t *testing.T, tb *table) {
			tb.hand(0, CunningNeighbour)
			tb.hand(1, Glue, Junk)
			tb.do(playM(CunningNeighbour), seatM(1))
			look := func(s int) []Card {
				ev := tb.g.SeatView(game.Seat(s)).Events()
				for i := len(ev) - 1; i >= 0; i-- {
					if ev[i].Kind == EventLook {
						return ev[i].Cards
					}
				}
				t.Fatal("no look event")
				return nil
			}
			if !slices.Equal(sorted(look(0)...), sorted(Glue, Junk)) || look(1) != nil {
				t.Fatal("the hand is shown to the wrong seats")
			}
			tb.do(number(1))
			tb.deckTopIs(0, CunningNeighbour)
		}},
		{Cheer, func(t *testing.T, tb *table) {
			tb.hand(0, Cheer)
			tb.deck(0, Junk, Magnet)
			tb.deck(1, Junk, Glue)
			tb.do(playM(Cheer))
			tb.pending(0, KindCard)
			tb.do(choose(Magnet))
			tb.pending(1, KindCard)
			if tb.g.SeatView(1).Prompt.Cards == nil || tb.g.SeatView(0).Prompt.Cards != nil {
				t.Fatal("deck shown to the wrong seat")
			}
			tb.do(choose(Glue))
			tb.pending(2, KindCard)
			tb.do(choose(tb.g.p[2].deck.top()))
			tb.handIs(0, Magnet)
			if !slices.Contains(tb.handOf(1), Glue) {
				t.Fatal("seat 1 took nothing")
			}
		}},
		{Raffle, func(t *testing.T, tb *table) {
			tb.hand(0, Raffle, Junk)
			tb.hand(1, Glue)
			tb.hand(2, Swank)
			tb.do(playM(Raffle), dir(false)) // each takes from the next seat
			tb.handIs(0, Glue)
			tb.handIs(1, Swank)
			tb.handIs(2, Junk)
		}},
		{Charity, func(t *testing.T, tb *table) {
			tb.hand(0, Charity, Junk)
			tb.hand(1, Glue)
			tb.hand(2, Swank)
			tb.do(playM(Charity))
			tb.pending(0, KindCard)
			tb.do(choose(Glue), choose(Swank), choose(Junk))
			tb.handIs(0, Glue)
			tb.handIs(1, Swank)
			tb.handIs(2, Junk)
		}},
		{Tasters, func(t *testing.T, tb *table) {
			tb.hand(0, Tasters)
			tb.market(Swank, NightShift, Magnet, Glue, DangerousTest)
			tb.do(playM(Tasters), dir(true))
			tb.pending(0, KindSlot)
			tb.do(slotM(4))
			tb.pending(2, KindSlot) // to the right: the previous seat
			tb.do(slotM(3))
			tb.pending(1, KindSlot)
			tb.do(slotM(0))
			tb.handIs(0, DangerousTest)
			if !slices.Contains(tb.handOf(2), Glue) || tb.g.marketCards() != 2 {
				t.Fatal("Tasters")
			}
		}},
		{Rumours, func(t *testing.T, tb *table) {
			tb.hand(0, Rumours)
			tb.discard(0, Junk, Magnet, Glue)
			tb.discard(1, Swank)
			tb.deck(1, Junk)
			tb.do(playM(Rumours))
			tb.deckTopIs(0, Magnet, Glue)
			tb.discardIs(0, Junk, Rumours)
			tb.deckTopIs(1, Swank, Junk)
		}},
		{DaringAdventurer, func(t *testing.T, tb *table) {
			tb.hand(0, DaringAdventurer)
			tb.market(Swank, NightShift, Magnet, Glue, DangerousTest)
			bin := tb.g.mdisc.n
			tb.do(playM(DaringAdventurer))
			n := tb.g.SeatView(0).Prompt.Left
			for i := range n {
				tb.do(slotM(i))
			}
			if int(tb.g.mdisc.n) != int(bin)+n || tb.g.market[4] != DangerousTest || tb.g.marketCards() != 5 {
				t.Fatalf("%d thrown, market %v", n, tb.g.market)
			}
		}},
		{RareArtefact, func(t *testing.T, tb *table) {
			tb.hand(0, RareArtefact, Magnet)
			tb.do(playM(RareArtefact), choose(Magnet))
			ev := tb.g.SeatView(1).Events()
			roll := ev[len(ev)-1].Value
			v := tb.g.SeatView(0)
			if !v.Hand[0].Boosted() || v.HandValues[0] != 4*roll {
				t.Fatalf("Magnet worth %d after a %d", v.HandValues[0], roll)
			}
		}},
		{Swank, func(t *testing.T, tb *table) {
			tb.hand(0, Swank, Magnet)
			top := tb.g.mdeck.top()
			tb.do(playM(Swank), choose(Magnet))
			tb.handIs(0, top)
		}},
		{RiskyBusiness, func(t *testing.T, tb *table) {
			tb.hand(0, RiskyBusiness, RiskyBusiness)
			first := tb.g.mdeck.top()
			tb.do(playM(RiskyBusiness), number(first.Value()))
			tb.handIs(0, RiskyBusiness, first)
			top := tb.g.mdeck.top()
			bin := tb.g.mdisc.n
			tb.do(playM(RiskyBusiness), number(top.Value()%5+1))
			tb.handIs(0, first)
			if tb.g.mdisc.n != bin+1 {
				t.Fatal("wrong guess not thrown away")
			}
		}},
		{NaturalSurvivor, func(t *testing.T, tb *table) {
			tb.hand(0, NaturalSurvivor, Junk, Junk, Junk)
			tb.deck(0, Magnet, Glue, Swank)
			tb.do(playM(NaturalSurvivor))
			n := tb.g.SeatView(0).Prompt.Left
			want := []Card{Swank, Glue, Magnet}[:n]
			for _, c := range want {
				tb.do(choose(c))
			}
			for range n {
				tb.do(choose(Junk))
			}
			got := tb.handOf(0)
			for _, c := range want {
				if !slices.Contains(got, c) {
					t.Fatalf("rolled %d, hand %v", n, got)
				}
			}
			if tb.g.p[0].deck.count(Junk) != n || tb.g.p[0].deck.n != 3 {
				t.Fatal("deck")
			}
		}},
		{Sofa, func(t *testing.T, tb *table) {
			tb.stall(0, []Card{DaringAdventurer}, []Card{RareArtefact}, []Card{Swank}, []Card{RiskyBusiness}, []Card{Sofa})
			tb.hand(0)
			tb.deck(0, Junk, Junk, Junk, Junk, Junk, Junk, Junk)
			tb.do(inventory, confirm)
			if tb.g.p[0].hand.n != 6 || tb.g.SeatView(1).Seats[0].HandLimit != 6 {
				t.Fatalf("hand %d with Sofa", tb.g.p[0].hand.n)
			}
		}},
	} {
		t.Run(tc.card.String(), func(t *testing.T) {
			decks := []Deck{Platypuses, Crocodiles, Polecats, Sloths}
			if !slices.Contains(decks, tc.card.Deck()) {
				decks[3] = tc.card.Deck()
			}
			tb := newTable(t, 3, false, decks...)
			tc.run(t, tb)
			tb.check()
		})
	}
}

// Only a deck's cards are animalfolk: not Junk, not an empty slot.
func TestAnimalfolk(t *testing.T) {
	for _, tc := range []struct {
		card Card
		want bool
	}{{Junk, false}, {NoCard, false}, {Calculations, true}} {
		if got := tc.card.Animalfolk(); got != tc.want {
			t.Errorf("%v.Animalfolk() = %v, want %v", tc.card, got, tc.want)
		}
	}
}
