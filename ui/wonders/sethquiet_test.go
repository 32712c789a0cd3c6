package wonders

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/game/wonders"
)

// With Commerce, Seth's holder who lets every god go is not asked again in
// the same turn: the table passes for it on each further window, and asks
// again in a later turn.
func TestSethLetEveryGodGoThisTurn(t *testing.T) {
	cfg := game.Config{Game: "wonders", Seats: seats("h", "random", "random", "random", "random"),
		Expansions: []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}}
	quieted := 0
	for seed := uint64(1); seed < 300 && quieted == 0; seed++ {
		cfg.Seed = seed
		g, err := wonders.Rules.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for !g.Over() {
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			if p.Seat == 0 && p.Kind == wonders.KindSeth {
				break
			}
			legal := g.Legal(p.Seat, nil)
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if g.Over() {
			continue
		}
		h := newHarnessFor(t, g, 0, true)
		tb := h.table
		if tb.view.Prompt != wonders.KindSeth {
			continue
		}
		i := slices.IndexFunc(tb.prompt.list.Objects, func(o fyne.CanvasObject) bool { return o == fyne.CanvasObject(tb.prompt.sethRow) })
		if tb.prompt.sethAll == nil || i < 0 || !tb.prompt.sethAll.Visible() {
			t.Fatalf("seed %d: Seth's prompt offers no \"let every god go\"", seed)
		}
		turn := tb.sethQuietNow()
		before := len(tb.state.Log())
		tb.prompt.sethAll.b.OnTapped()
		passes := 0
		for _, d := range tb.state.Log()[before:] {
			if m := wonders.MustDecode(d.Option); d.Seat == 0 && m.Action == wonders.Pass {
				passes++
			}
		}
		if passes == 0 {
			t.Fatalf("seed %d: letting every god go did not pass", seed)
		}
		if tb.view.Prompt == wonders.KindSeth && tb.sethQuietNow() == turn {
			t.Fatalf("seed %d: Seth asked again in the turn it let every god go", seed)
		}
		if passes > 1 {
			quieted++
		}
	}
	if quieted == 0 {
		t.Error("no seed tried had a second god revealed in the turn, the rule was never exercised")
	}
}
