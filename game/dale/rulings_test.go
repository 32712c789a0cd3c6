package dale

import (
	"testing"
)

// Rulings of docs/rulings.md (Dale of Merchants 2), one test each where the
// card and rule tests do not already cover them.

// 1. Every draw into a hand gives Junk when the deck and the discard pile
// are both empty; the box's unused cards stand in when the supply is out.
func TestRulingJunkOnEveryDraw(t *testing.T) {
	tb := newTable(t, 2, false, Sloths, Platypuses, Polecats)
	g := tb.g
	tb.hand(0, LunchBreak)
	tb.deck(0)
	tb.discard(0)
	g.box, g.junkTotal = g.box+g.junk, g.junkTotal-g.junk
	g.junk = 0
	box := g.box
	tb.do(playM(LunchBreak))
	tb.handIs(0, Junk)
	if g.box != box-1 {
		t.Fatal("no stand-in from the box")
	}
	tb.check()
	// a take or a search finds nothing
	tb.hand(0, Magnet, Junk)
	tb.do(playM(Magnet))
	tb.handIs(0, Junk)
}

// 4. Several delayed techniques: the player chooses the order; lasting
// ones expire first; Ancient Knowledge reacts when each leaves the
// schedule.
func TestRulingDelayedOrder(t *testing.T) {
	tb := newTable(t, 2, false, Sloths, Owls, Polecats)
	tb.hand(0, SteadyAchiever, Siesta, Junk, Junk, Junk)
	tb.hand(1, AncientKnowledge)
	tb.deck(1, Junk, Junk, Junk, Junk, Junk, Junk)
	tb.discard(0, Housecleaning)
	// no reaction yet: the delayed techniques are not fully resolved
	tb.do(playM(SteadyAchiever), playM(Siesta))
	tb.do(inventory, confirm) // seat 0's turn ends
	tb.do(inventory, confirm) // seat 1's
	tb.pending(0, KindSchedule)
	tb.do(choose(Siesta))
	tb.pending(0, KindCard) // Siesta's choice
	tb.do(pass)
	// Steady Achiever resolves on its own, then Ancient Knowledge may
	// react to each card leaving the schedule
	tb.pending(1, KindReaction)
	tb.do(pass)
	tb.pending(1, KindReaction)
	tb.do(pass)
	tb.pending(0, KindAction)
}

// 5. Wise Spy: each copy held gives one look per turn.
func TestRulingWiseSpyPerCopy(t *testing.T) {
	tb := newTable(t, 4, false, Owls, Platypuses, Polecats, Sloths, Crocodiles)
	tb.hand(0, WiseSpy, WiseSpy, Junk)
	tb.deck(0, Junk, Junk, Junk)
	tb.do(mv(MoveSpy), choose(Junk), choose(Junk))
	if !tb.legal(mv(MoveSpy)) {
		t.Fatal("the second copy has no look")
	}
	tb.do(mv(MoveSpy), choose(Junk), choose(Junk))
	if tb.legal(mv(MoveSpy)) {
		t.Fatal("a third look")
	}
}

// 9. Team game: a Sofa in the shared stall raises both partners' hand
// size; the partner's cards count their printed value.
func TestRulingTeamSofaAndValues(t *testing.T) {
	tb := newTable(t, 4, true, Polecats, Sloths, Platypuses, Crocodiles)
	tb.stall(0, []Card{DaringAdventurer}, []Card{RareArtefact}, []Card{Swank}, []Card{RiskyBusiness}, []Card{Sofa})
	if tb.g.handLimit(2) != 6 || tb.g.handLimit(1) != 5 {
		t.Fatal("Sofa")
	}
	tb.g.ironing = true
	if tb.g.value(0, Magnet) != 5 || tb.g.value(2, Magnet) != 4 {
		t.Fatal("Ironing reaches the partner's cards")
	}
}

// 10. Rare Artefact: the boost stays on that copy only while it is in the
// hand, and ends with the turn.
func TestRulingBoostEndsWithTheTurn(t *testing.T) {
	tb := newTable(t, 2, false, Polecats, Platypuses, Sloths)
	tb.hand(0, RareArtefact, Magnet, Magnet)
	tb.do(playM(RareArtefact), choose(Magnet))
	if n := tb.g.p[0].hand.count(Magnet); n != 2 || !tb.g.hasBoost(0) {
		t.Fatal("boost")
	}
	tb.do(inventory, confirm)
	if tb.g.hasBoost(0) {
		t.Fatal("boost outlived the turn")
	}
}

// 12. An inventory may discard nothing: the action is a pass.
func TestRulingEmptyInventory(t *testing.T) {
	tb := newTable(t, 2, false, Polecats, Platypuses, Sloths)
	tb.do(inventory, confirm)
	tb.pending(1, KindAction)
}

// 13. Techniques with nothing to do may still be played; Safety
// Precaution needs a card in the stall.
func TestRulingFizzles(t *testing.T) {
	tb := newTable(t, 2, false, Polecats, Platypuses, Sloths)
	tb.hand(0, TirelessTinkerer, SafetyPrecaution)
	tb.discard(0)
	if !tb.legal(playM(TirelessTinkerer)) || tb.legal(playM(SafetyPrecaution)) {
		t.Fatalf("%v", tb.moves())
	}
	tb.stall(0, []Card{SafetyPrecaution})
	if tb.legal(playM(SafetyPrecaution)) {
		t.Fatal("Safety Precaution swaps with a Safety Precaution")
	}
}

// 16. The market running dry: once its deck and discard are empty, ten
// rounds without a stack end the game, most stacks winning; a stack
// built starts the count again; equal leaders share the win.
func TestRulingMarketRunsDry(t *testing.T) {
	dryTable := func(t *testing.T, teams bool) *table {
		players := 2
		decks := []Deck{Platypuses, Crocodiles, Polecats}
		if teams {
			players, decks = 4, []Deck{Platypuses, Crocodiles, Polecats, Sloths}
		}
		tb := newTable(t, players, teams, decks...)
		tb.set(&tb.g.mdeck)
		tb.set(&tb.g.mdisc)
		return tb
	}
	// endTurns plays n turns of empty inventories.
	endTurns := func(tb *table, n int) {
		for range n {
			tb.do(inventory, confirm)
		}
	}
	t.Run("countdown", func(t *testing.T) {
		tb := dryTable(t, false)
		tb.stall(1, []Card{TirelessTinkerer})
		limit := DryRounds * 2
		// the first turn began with a stocked market: it does not count
		endTurns(tb, 1)
		for left := limit; left > 0; left-- {
			if v := tb.g.View(0).(*View); v.DryTurnsLeft != left {
				t.Fatalf("%d turns left, want %d", v.DryTurnsLeft, left)
			}
			tb.check()
			endTurns(tb, 1)
		}
		v := tb.g.View(0).(*View)
		if !tb.g.Over() || !v.DryOut || v.Winner != 1 || v.DryTurnsLeft != 0 {
			t.Fatalf("over %v, dry out %v, winner %d", tb.g.Over(), v.DryOut, v.Winner)
		}
		if w := tb.g.Outcome().Winners(); len(w) != 1 || w[0] != 1 {
			t.Fatalf("winners %v", w)
		}
		ev := v.Events()
		if last := ev[len(ev)-1]; last.Kind != EventDryOut || last.Seat != 1 || last.Value != 1 {
			t.Fatalf("last event %+v", last)
		}
		tb.check()
	})
	t.Run("a stack starts the count again", func(t *testing.T) {
		tb := dryTable(t, false)
		endTurns(tb, 5)
		tb.hand(0, TirelessTinkerer, Junk, Junk, Junk, Junk)
		tb.do(buildM(TirelessTinkerer), confirm)
		// the next turn is the first of a new count
		if v := tb.g.View(0).(*View); v.DryTurnsLeft != DryRounds*2 {
			t.Fatalf("%d turns left after a stack", v.DryTurnsLeft)
		}
	})
	t.Run("a restocked market stops the count", func(t *testing.T) {
		tb := dryTable(t, false)
		endTurns(tb, 5)
		tb.g.mdisc.push(tb.g.p[1].discard.pop())
		endTurns(tb, 1)
		if v := tb.g.View(0).(*View); v.DryTurnsLeft != 0 {
			t.Fatalf("%d turns left with a card in the market discard", v.DryTurnsLeft)
		}
	})
	t.Run("equal teams share the win", func(t *testing.T) {
		tb := dryTable(t, true)
		tb.stall(0, []Card{TirelessTinkerer})
		tb.stall(1, []Card{TirelessTinkerer})
		endTurns(tb, 1+DryRounds*4)
		if !tb.g.Over() {
			t.Fatal("the game goes on")
		}
		if w := tb.g.Outcome().Winners(); len(w) != 4 {
			t.Fatalf("winners %v, want all four seats", w)
		}
		if v := tb.g.View(2).(*View); v.Winner != -1 || !v.DryOut {
			t.Fatalf("winner %d, dry out %v", v.Winner, v.DryOut)
		}
	})
}
