package dale

import "testing"

// In the team game an owl reacts to the partner's purchase too (ruling 6,
// ruleset 2): its reaction affects only its holder. A game begun under
// ruleset 1 keeps its owls to the other team.
func TestOwlsWatchPartnersFromRuleset2(t *testing.T) {
	for _, tc := range []struct {
		ruleset int
		reacts  bool
	}{{1, false}, {2, true}} {
		tb := newTable(t, 4, true, Owls, Platypuses, Crocodiles, Fennecs)
		tb.g.cfg.Ruleset = tc.ruleset
		tb.market(Cheer, Raffle, Charity, Tasters, Rumours)
		tb.hand(0, Glue)
		tb.hand(2, Binoculars, Junk) // seat 0's partner
		tb.deck(2, Magnet)
		tb.do(buy(0), add(Glue), confirm)
		p := tb.g.Pending()
		got := len(p) == 1 && p[0].Seat == 2 && p[0].Kind == KindReaction.Prompt()
		if got != tc.reacts {
			t.Errorf("ruleset %d: the partner's owl is asked %v, want %v (pending %v)", tc.ruleset, got, tc.reacts, p)
		}
	}
}
