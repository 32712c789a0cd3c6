package dale

import (
	"slices"
	"testing"
)

// The 2 vs 2 game: partners opposite share a stall of 10 stacks, may
// complete each other's stacks, and "opponents" are the other team.
func TestTeams(t *testing.T) {
	newTeams := func(t *testing.T) *table {
		return newTable(t, 4, true, Platypuses, Crocodiles, Fennecs, Polecats)
	}
	t.Run("shared stall and help", func(t *testing.T) {
		tb := newTeams(t)
		g := tb.g
		if g.stallOf(0) != g.stallOf(2) || g.stallOf(1) != g.stallOf(3) || g.stallOf(0) == g.stallOf(1) {
			t.Fatal("stalls not shared by partners")
		}
		if g.junkTotal != 24 || g.stacksToWin() != 10 {
			t.Fatalf("%d Junk, %d stacks", g.junkTotal, g.stacksToWin())
		}
		tb.stall(0, []Card{TirelessTinkerer}, []Card{Calculations})
		tb.hand(0, TirelessTinkerer, Junk, Junk, Junk, Junk)
		tb.hand(2, Calculations, Magnet)
		tb.do(buildM(TirelessTinkerer))
		if tb.legal(confirm) || !tb.legal(mv(MoveAsk)) {
			t.Fatalf("%v", tb.moves())
		}
		tb.do(mv(MoveAsk))
		tb.pending(2, KindHelp)
		if tb.legal(add(Magnet)) || !tb.legal(add(Calculations)) {
			t.Fatalf("help options %v", tb.moves())
		}
		// declining gives the stack back to the builder, who builds alone
		// for the rest of the turn: no more asking, and no stack its own
		// hand cannot complete
		tb.do(cancel)
		tb.pending(0, KindStack)
		if ev := g.SeatView(1).Events(); ev[len(ev)-1].Kind != EventDecline || ev[len(ev)-1].Seat != 2 || ev[len(ev)-1].Target != 0 {
			t.Fatalf("the refusal is not logged for all: %+v", ev[len(ev)-1])
		}
		if tb.legal(mv(MoveAsk)) || !tb.legal(cancel) || len(tb.moves()) != 1 || !g.SeatView(0).Prompt.Declined {
			t.Fatalf("after the partner declined: %v", tb.moves())
		}
		tb.do(cancel)
		if tb.legal(buildM(TirelessTinkerer)) {
			t.Fatal("a stack the builder cannot complete alone, after the partner declined")
		}
		// the next turn the partner may be asked again
		tb.do(inventory, confirm)
		tb.passTo(0)
		tb.do(buildM(TirelessTinkerer))
		if g.SeatView(0).Prompt.Declined {
			t.Fatal("the decline outlived its turn")
		}
		tb.do(mv(MoveAsk), add(Calculations), confirm)
		st := g.stallOf(0)
		if st.nstacks != 3 || !slices.Equal(st.stack(2), []Card{TirelessTinkerer, Calculations}) || st.by[2] != 0 {
			t.Fatalf("stack 3: %v", st.stack(2))
		}
		if h := tb.handOf(2); slices.Contains(h, Calculations) || !slices.Contains(h, Magnet) {
			t.Fatalf("partner's hand %v", h)
		}
		if v := g.SeatView(2); v.Seats[2].NextStack != 4 || len(v.Stall(2).Stacks) != 3 {
			t.Fatal("partner's view of the stall")
		}
	})
	t.Run("opponents are the other team", func(t *testing.T) {
		tb := newTeams(t)
		tb.hand(0, LittleVillain, RuthlessCompetition)
		for s := 1; s < 4; s++ {
			tb.deck(s, Junk, Junk, Magnet)
		}
		tb.do(playM(LittleVillain))
		if tb.g.p[2].discard.n != 0 || tb.g.p[1].discard.n != 2 || tb.g.p[3].discard.n != 2 {
			t.Fatal("Little Villain hit the partner or missed an opponent")
		}
		tb.do(playM(RuthlessCompetition))
		var targets []int
		for _, m := range tb.moves() {
			targets = append(targets, m.Seat)
		}
		if !slices.Equal(targets, []int{1, 3}) {
			t.Fatalf("targets %v", targets)
		}
	})
	t.Run("partners share the win", func(t *testing.T) {
		tb := newTeams(t)
		tb.stall(0, []Card{TirelessTinkerer}, []Card{Calculations}, []Card{SafetyPrecaution}, []Card{Magnet},
			[]Card{Glue}, []Card{Swank, Swank}, []Card{NaturalSurvivor, RareArtefact}, []Card{DangerousTest, SafetyPrecaution},
			[]Card{Tasters, Charity})
		tb.hand(0, Rumours, Raffle, CunningNeighbour, CunningNeighbour)
		tb.do(buildM(Rumours), add(Raffle), add(CunningNeighbour), add(CunningNeighbour), confirm)
		o := tb.g.Outcome()
		if !tb.g.Over() || o.Scores[0].Rank != 1 || o.Scores[2].Rank != 1 || o.Scores[1].Rank != 3 || o.Scores[2].Total != 10 {
			t.Fatalf("outcome %+v", o.Scores)
		}
	})
}
