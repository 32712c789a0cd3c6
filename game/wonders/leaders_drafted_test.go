package wonders

import (
	"slices"
	"testing"

	"agora/game"
)

// DraftedLeaders reads back the leaders each seat kept, in order, and
// only that seat's; the recruitment after the draft adds nothing.
func TestDraftedLeaders(t *testing.T) {
	cfg := config(4, 3, VariantSides, "A")
	cfg.Expansions = []string{ExpansionLeaders}
	g := start(t, cfg)
	tb := &table{t: t, g: g, kept: map[*Card]bool{}}
	kept := make([][]Card, 4)
	for g.phase == phaseLeaderDraft {
		p := g.Pending()[0]
		m := MustDecode(g.Legal(p.Seat, nil)[len(g.Legal(p.Seat, nil))-1])
		kept[p.Seat] = append(kept[p.Seat], m.Card)
		tb.play(m)
		if got := DraftedLeaders(g.Log(), p.Seat); !slices.Equal(got, kept[p.Seat]) {
			t.Fatalf("seat %d: drafted %v, kept %v", p.Seat, got, kept[p.Seat])
		}
	}
	tb.draftAndDiscard()
	for s := range 4 {
		got := DraftedLeaders(g.Log(), game.Seat(s))
		if len(got) != leadersDealt || !slices.Equal(got, kept[s]) {
			t.Errorf("seat %d: drafted %v, kept %v", s, got, kept[s])
		}
	}
	if got := DraftedLeaders(g.Log(), 7); len(got) != 0 {
		t.Errorf("a seat that is not at the table drafted %v", got)
	}
}
