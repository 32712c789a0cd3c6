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

// With Toinito standing for your team, a card you hold may go to your
// partner's city: its own button, priced like a build, and the card then
// stands in your partner's city. English and French labels.
func TestTeamToinitoSharedBuildButton(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Seats: seats("h", "random", "random", "random"), Teams: true,
		Expansions: []string{wonders.ExpansionFaith}}
	s := seededState(t, cfg, wonders.KindCard, func(m wonders.Move) bool { return m.Action == wonders.BuildShared })
	h := newHarnessFor(t, s, 0, true)
	tb := h.table
	var card wonders.Card
	for _, o := range tb.view.Options {
		if m := wonders.MustDecode(o); m.Action == wonders.BuildShared {
			card = m.Card
		}
	}
	for _, cw := range visible[*cardWidget](tb.hand.root) {
		if cw.view.Card == card {
			test.Tap(cw)
			break
		}
	}
	if err := h.loc.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	h.shoot("toinito-4-fr")
	if button(tb.actions.root, "Construire chez le coéquipier") == nil {
		t.Fatalf("no French shared build button:\n%s", texts(tb.actions.root))
	}
	if err := h.loc.SetLang("en"); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	h.shoot("toinito-4-en")
	b := button(tb.actions.root, "Build in partner's city")
	if b == nil {
		t.Fatalf("no shared build button for %s:\n%s", card, texts(tb.actions.root))
	}
	before := len(tb.view.Cities[1].Built[card.Info().Color])
	test.Tap(b)
	if tb.paying != 0 {
		test.Tap(tb.prompt.confirm)
	}
	if got := len(tb.state.SeatView(0).Cities[1].Built[card.Info().Color]); got != before+1 {
		t.Fatalf("partner's %v cards: %d, want %d", card.Info().Color, got, before+1)
	}
	if log := texts(tb.root); !strings.Contains(log, "(Toinito)") {
		t.Fatalf("the log does not tell the shared build:\n%s", log)
	}
}
