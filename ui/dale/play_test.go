package dale

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
	"agora/game/gametest"
)

// A whole game played by tapping at random through the table against a
// bot, to the winning screen. Under make long the bot plays at random
// (some 700 decisions); otherwise as the easy bot, which ends the game in
// some 260, as an easy player ends the online server's whole games.
func TestWholeGameThroughTheUI(t *testing.T) {
	bot := "easy"
	if gametest.Long() {
		bot = "random"
	}
	tb, saves := newTestTable(t, []game.SeatConfig{{Name: "Ana"}, {Name: "Bot", Bot: bot}}, 7)
	rng := rand.New(rand.NewPCG(1, 2))
	for step := 0; !tb.state.Over(); step++ {
		if step > 20000 {
			t.Fatalf("no end after %d taps", step)
		}
		all, cards := tappables(tb)
		// The hint's search answers from its own goroutine; this test
		// plays the game, not the hint.
		var buttons []*widget.Button
		for _, b := range all {
			if b != tb.hints.button {
				buttons = append(buttons, b)
			}
		}
		n := len(buttons) + len(cards)
		if n == 0 {
			t.Fatalf("nothing to tap at step %d, prompt %v", step, tb.state.Pending())
		}
		// Prefer confirming over cancelling so purchases and stacks go through.
		var preferred []*widget.Button
		for _, b := range buttons {
			if b.Importance == widget.HighImportance {
				preferred = append(preferred, b)
			}
		}
		if len(preferred) > 0 && rng.IntN(3) > 0 {
			test.Tap(preferred[rng.IntN(len(preferred))])
			continue
		}
		k := rng.IntN(n)
		if k < len(buttons) {
			if buttons[k].Importance == widget.LowImportance && rng.IntN(4) > 0 {
				continue
			}
			test.Tap(buttons[k])
		} else {
			test.Tap(cards[k-len(buttons)])
		}
	}
	t.Logf("%d decisions", len(tb.state.Log()))
	if *saves == 0 {
		t.Error("never autosaved")
	}
	// the winning screen names every winner
	var headline []string
	walk(tb.body, func(o fyne.CanvasObject) {
		if x, ok := o.(*canvas.Text); ok && (strings.Contains(x.Text, "wins") || strings.Contains(x.Text, "share the win")) {
			headline = append(headline, x.Text)
		}
	})
	for _, w := range tb.state.Outcome().Winners() {
		if !strings.Contains(strings.Join(headline, " "), tb.name(int(w))) {
			t.Errorf("the winning screen %q does not name %s", headline, tb.name(int(w)))
		}
	}
	if len(headline) == 0 {
		t.Error("no winning screen")
	}
	_ = eng.NoCard
}
