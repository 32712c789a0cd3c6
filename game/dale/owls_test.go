package dale

import (
	"slices"
	"testing"
)

func owlTable(t *testing.T) *table {
	return newTable(t, 2, false, Owls, Platypuses, Polecats)
}

// Every owl: its trigger, the prompt to its holder, its effect.
func TestOwls(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(t *testing.T, tb *table)
	}{
		{"wise_spy once per turn", func(t *testing.T, tb *table) {
			tb.hand(0, WiseSpy, Junk)
			tb.deck(0, Junk, Magnet, Glue, Swank)
			tb.do(mv(MoveSpy))
			if pv := tb.g.SeatView(0).Prompt; !slices.Equal(sorted(pv.Cards...), sorted(Magnet, Glue, Swank)) {
				t.Fatalf("looked at %v", pv.Cards)
			}
			tb.do(choose(Magnet), choose(Swank))
			tb.deckTopIs(0, Magnet, Swank, Glue, Junk)
			tb.pending(0, KindAction)
			if tb.legal(mv(MoveSpy)) {
				t.Fatal("a second look this turn")
			}
		}},
		{"ancient_knowledge after a technique", func(t *testing.T, tb *table) {
			tb.hand(0, TirelessTinkerer, Junk, Junk, Junk, Junk)
			tb.hand(1, AncientKnowledge)
			tb.deck(1, Glue, Junk, Magnet)
			tb.do(playM(TirelessTinkerer))
			tb.pending(1, KindReaction)
			tb.do(react(AncientKnowledge), choose(Junk))
			tb.discardIs(1, Junk)
			if tb.g.p[1].deck.n != 2 {
				t.Fatal("deck")
			}
			tb.pending(0, KindAction)
		}},
		{"quality_inspection on arrival", func(t *testing.T, tb *table) {
			tb.market(QualityInspection, Swank, Magnet, NaturalSurvivor, Swank)
			tb.hand(0, Junk, Junk, Junk, Magnet)
			tb.deck(0, Junk, Junk, Junk, Glue)
			tb.do(buy(0), add(Junk), add(Junk), add(Junk), confirm)
			// right after the purchase, before clean-up
			tb.pending(0, KindReaction)
			tb.handIs(0, Magnet, QualityInspection)
			tb.do(react(QualityInspection), choose(Magnet))
			tb.handIs(0, QualityInspection, Glue, Junk, Junk, Junk) // then clean-up
			if tb.g.mdisc.top() != Magnet {
				t.Fatal("Magnet not thrown away")
			}
		}},
		{"binoculars after a purchase", func(t *testing.T, tb *table) {
			tb.market(Swank, Swank, Magnet, NaturalSurvivor, Swank)
			tb.hand(0, Glue)
			tb.hand(1, Binoculars, Junk)
			tb.deck(1, Magnet)
			tb.do(buy(0), add(Glue), confirm)
			tb.pending(1, KindReaction)
			tb.do(react(Binoculars))
			tb.handIs(1, Binoculars, Junk, Magnet)
			tb.do(choose(Junk))
			tb.discardIs(1, Junk)
		}},
		{"balancing after a shuffle", func(t *testing.T, tb *table) {
			tb.hand(0, Magnet, Junk, Junk, Junk, Junk)
			tb.deck(0, Glue, Swank)
			tb.hand(1, Balancing, Swank)
			tb.discard(1, Junk, DangerousTest)
			tb.do(playM(Magnet), choose(Glue))
			tb.pending(1, KindReaction)
			tb.do(react(Balancing), choose(Swank), choose(DangerousTest))
			tb.handIs(1, Balancing, DangerousTest)
			tb.discardIs(1, Junk, Swank)
		}},
		{"extra_remarks after a stack", func(t *testing.T, tb *table) {
			tb.hand(0, TirelessTinkerer, Junk, Junk, Junk, Junk)
			tb.hand(1, ExtraRemarks)
			tb.discard(1, Junk, Glue)
			tb.do(buildM(TirelessTinkerer), confirm)
			tb.pending(1, KindReaction)
			tb.do(react(ExtraRemarks), choose(Glue))
			tb.deckTopIs(1, Glue)
		}},
		{"a pass declines", func(t *testing.T, tb *table) {
			tb.hand(0, TirelessTinkerer, Junk, Junk, Junk, Junk)
			tb.hand(1, ExtraRemarks)
			tb.discard(1, Glue)
			tb.do(buildM(TirelessTinkerer), confirm)
			tb.do(pass)
			tb.discardIs(1, Glue)
			tb.pending(1, KindAction)
		}},
		{"two copies react twice to one trigger", func(t *testing.T, tb *table) {
			tb.market(Swank, Swank, Magnet, NaturalSurvivor, Swank)
			tb.hand(0, Glue)
			tb.hand(1, Binoculars, Binoculars)
			tb.deck(1, Magnet, Junk)
			tb.do(buy(0), add(Glue), confirm)
			tb.do(react(Binoculars), choose(Junk))
			tb.pending(1, KindReaction)
			tb.do(react(Binoculars), choose(Magnet))
			tb.discardIs(1, Junk, Magnet)
		}},
		{"no reaction to one's own event", func(t *testing.T, tb *table) {
			tb.hand(0, TirelessTinkerer, Binoculars, AncientKnowledge, ExtraRemarks, Junk)
			tb.deck(0, Junk, Junk)
			tb.discard(0, Junk)
			tb.do(buildM(TirelessTinkerer), confirm)
			tb.pending(1, KindAction)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := owlTable(t)
			tc.run(t, tb)
			tb.check()
		})
	}
}
