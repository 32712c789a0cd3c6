package wonders

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/game/wonders"
)

// Against bots who have chosen already, the player's card choice is held
// for the grace, with Undo: Undo drops it, another card replaces it,
// Enter plays it at once, and the turn is revealed only then.
func TestGraceHoldsTheChoice(t *testing.T) {
	h := newHarness(t, 4, 0, true, "h", "random", "random")
	tb := h.table
	tb.ctx.UndoGrace = func() time.Duration { return time.Hour }
	turn := len(tb.state.Log())
	choose := func() game.Option {
		t.Helper()
		for _, cv := range tb.cards {
			tb.selectCard(cv)
			if opts := tb.optionsFor(wonders.Discard); len(opts) > 0 {
				tb.play(opts[0])
				return opts[0]
			}
		}
		t.Fatal("no card can be discarded")
		return 0
	}

	choose()
	if !tb.grace.Held() || len(tb.state.Log()) != turn {
		t.Fatalf("the choice was played at once (held %v)", tb.grace.Held())
	}
	if !tb.actions.undo.Visible() || tb.actions.undo.Text != "Undo (3600 s)" {
		t.Errorf("the action bar shows Undo %v %q while the choice is held", tb.actions.undo.Visible(), tb.actions.undo.Text)
	}
	tb.actions.undo.OnTapped()
	if tb.grace.Held() || len(tb.state.Log()) != turn {
		t.Fatal("Undo did not drop the held choice")
	}
	choose()
	tb.selectCard(tb.cards[len(tb.cards)-1]) // a change of mind
	if tb.grace.Held() {
		t.Error("selecting another card kept the held choice")
	}
	opt := choose()
	if !tb.Key(fyne.KeyReturn) || tb.grace.Held() {
		t.Fatal("Enter did not play the held choice")
	}
	log := tb.state.Log()
	if len(log) <= turn || log[turn].Seat != 0 || log[turn].Option != opt {
		t.Errorf("the held choice was not the one played: %v", log[turn:])
	}
}

// Closing the table plays the choice it holds, so nothing is lost.
func TestGraceFlushedOnClose(t *testing.T) {
	h := newHarness(t, 4, 0, true, "h", "random", "random")
	tb := h.table
	tb.ctx.UndoGrace = func() time.Duration { return time.Hour }
	saves := h.autosaves
	tb.selectCard(tb.cards[0])
	opts := tb.optionsFor(wonders.Discard)
	tb.play(opts[0])
	tb.Close()
	if tb.grace.Held() || len(tb.state.Log()) == 0 || h.autosaves == saves {
		t.Errorf("closing lost the held choice (log %d, autosaves %d → %d)", len(tb.state.Log()), saves, h.autosaves)
	}
}
