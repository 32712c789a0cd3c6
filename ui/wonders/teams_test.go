package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// A whole 4-player team game from seat 0: your partner's panel is marked
// and its hand shown to you, and the final score pad adds team totals.
func TestTeamGameThroughTheTable(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Seed: 2, Seats: seats("h", "random", "random", "random"), Teams: true}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessFor(t, s, 0, true)
	tb := h.table
	// Seat 1 is your partner and your left neighbour.
	if !strings.Contains(texts(tb.left.root), "your partner") {
		t.Fatalf("left panel:\n%s", texts(tb.left.root))
	}
	if strings.Contains(texts(tb.right.root), "your partner") {
		t.Fatal("the right neighbour is no partner")
	}
	card := tb.view.PartnerHand[0]
	if !strings.Contains(tb.prompt.body.Text, h.loc.T(card.Info().NameKey())) {
		t.Fatalf("the partner's hand is not shown:\n%s", tb.prompt.body.Text)
	}
	for n := 0; !tb.state.Over(); n++ {
		if n > 300 || !h.playOnce() {
			t.Fatalf("stuck at decision %d", n)
		}
	}
	pad := texts(tb.overlay.root)
	if !strings.Contains(pad, "Team") {
		t.Fatalf("no team totals:\n%s", pad)
	}
	o := tb.state.Outcome()
	if o.Scores[0].Rank != o.Scores[1].Rank {
		t.Fatal("partners share a rank")
	}
}
