package wonders

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
)

// playBuilder takes one decision preferring Olympia's free build, then a
// wonder stage, then a build, then a discard; it reports what the screen
// showed before the tap.
func (h *harness) playBuilder() (prompt string, turn int, screen string) {
	h.t.Helper()
	tb := h.table
	if !tb.overlay.root.Hidden && !tb.overlay.final {
		test.Tap(tb.overlay.button)
	}
	prompt, turn = tb.view.Prompt, tb.view.Turn
	screen = texts(tb.prompt.root) + texts(tb.hand.title) + texts(tb.board.title)
	a := tb.actions
	order := []struct {
		action wonders.Action
		button *widget.Button
	}{{wonders.BuildFree, a.free}, {wonders.BuildStage, a.stage}, {wonders.Build, a.build}, {wonders.BuildDiscarded, a.build}, {wonders.Discard, a.discard}}
	for _, pick := range order {
		for _, cw := range visible[*cardWidget](tb.hand.root) {
			if !hasAction(cw.view.Options, pick.action) {
				continue
			}
			test.Tap(cw)
			screen += texts(tb.actions.root)
			test.Tap(pick.button)
			if tb.paying != 0 {
				test.Tap(tb.prompt.confirm)
			}
			return prompt, turn, screen
		}
	}
	h.t.Fatalf("nothing to play at:\n%s", screen)
	return
}

// The wonder powers that ask for a decision, each played through the
// screen: Halikarnassus builds from the discard pile shown in the hand
// row, Babylon B plays its 7th card, Olympia A builds for free, and the
// 2-player Free City is chosen for from the holder's hand.
func TestWonderPowersThroughTheUI(t *testing.T) {
	tests := []struct {
		name   string
		wonder string
		side   string
		seats  []string
		// seen is true once the screen showed the decision.
		seen func(prompt string, turn int, screen string) bool
	}{
		{"Halikarnassus builds from the discard pile", "halikarnassus", "B", []string{"h", "random", "random"},
			func(p string, _ int, s string) bool {
				return p == wonders.KindDiscardPick && strings.Contains(s, "Discard pile") && strings.Contains(s, "Build from the pile")
			}},
		{"Babylon B plays its 7th card", "babylon", "B", []string{"h", "random", "random"},
			func(p string, turn int, s string) bool {
				return p == wonders.KindLastCard && strings.Contains(s, "Play your 7th card")
			}},
		{"Olympia A builds for free", "olympia", "A", []string{"h", "random", "random"},
			func(_ string, _ int, s string) bool { return strings.Contains(s, "Build for free (Olympia)") }},
		{"the holder chooses for the Free City", "", "A", []string{"h", "random"},
			func(p string, _ int, s string) bool {
				return p == wonders.KindFreeCity && strings.Contains(s, "Free City (you choose for it)")
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			test.NewTempApp(t)
			cfg := game.Config{Game: "wonders", Seed: 11, Seats: seats(tt.seats...), Variants: map[string]string{wonders.VariantSides: tt.side}}
			if tt.wonder != "" {
				cfg.Variants[wonders.VariantWonder+"0"] = tt.wonder
			}
			s, err := wonders.Rules.Start(cfg)
			if err != nil {
				t.Fatal(err)
			}
			h := newHarnessFor(t, s, 0, true)
			seen := false
			for i := 0; i < 300 && !h.table.state.Over(); i++ {
				if tt.seen(h.playBuilder()) {
					seen = true
				}
			}
			if !seen {
				t.Fatal("the decision never showed")
			}
			if !h.table.state.Over() || len(h.errs) > 0 {
				t.Fatalf("over %v, errors %v", h.table.state.Over(), h.errs)
			}
		})
	}
}

func hasAction(opts []game.Option, action wonders.Action) bool {
	for _, o := range opts {
		if wonders.MustDecode(o).Action == action {
			return true
		}
	}
	return false
}
