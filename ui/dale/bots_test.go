package dale

import (
	"testing"
	"time"

	"agora/game"
	eng "agora/game/dale"
)

// TestBotThinksAfterThePaceOffTheUIGoroutine plays against a bot on the
// shared runner, not inline: the bot's move comes back through the UI
// goroutine (here the test's) no sooner than the pace, and is applied
// and drawn there; a table closed meanwhile drops it.
func TestBotThinksAfterThePaceOffTheUIGoroutine(t *testing.T) {
	const pace = 60 * time.Millisecond
	tb, _ := newTestTable(t, vsBot, 9)
	answers := make(chan func(), 4)
	tb.sync = false
	tb.ctx.BotPace = func() time.Duration { return pace }
	tb.mach.bots = newBotRunner(tb, func(f func()) { answers <- f })
	t.Cleanup(tb.Close)
	if tb.decider() != tb.viewer {
		t.Fatalf("seat %d decides first, want the person", tb.decider())
	}
	// The person plays until the bot owes a decision; the bot's pace
	// starts inside the last choose, so the time is taken before it.
	var start time.Time
	for i := 0; i < 40 && tb.decider() == tb.viewer; i++ {
		opts := tb.state.Legal(game.Seat(tb.viewer), nil)
		start = time.Now()
		tb.choose(opts[len(opts)-1])
	}
	bot := tb.decider()
	if bot == tb.viewer || bot < 0 {
		t.Fatalf("the bot never came to decide (seat %d)", bot)
	}
	if !tb.mach.bots.Thinking(game.Seat(bot)) {
		t.Fatal("the bot is not thinking on its turn")
	}
	before := len(tb.state.Log())
	var answer func()
	select {
	case answer = <-answers:
	case <-time.After(30 * time.Second):
		t.Fatal("the bot never answered")
	}
	if waited := time.Since(start); waited < pace {
		t.Errorf("the bot answered after %v, before the pace of %v", waited, pace)
	}
	if len(tb.state.Log()) != before {
		t.Fatal("the bot's move was applied off the UI goroutine")
	}
	answer()
	if len(tb.state.Log()) != before+1 {
		t.Fatalf("the bot's answer was not applied: %d decisions, want %d", len(tb.state.Log()), before+1)
	}
	// The next bot decision (if any) is dropped once the table closes.
	if tb.decider() == bot {
		tb.Close()
		select {
		case answer = <-answers:
			n := len(tb.state.Log())
			answer()
			if len(tb.state.Log()) != n {
				t.Error("a closed table played a bot's move")
			}
		case <-time.After(pace + 100*time.Millisecond):
			// cancelled before it answered
		}
	}
}

// A bot waits the whole pace where its turn begins (its action, a
// reaction), and a short step inside an action, so that paying card by
// card does not take a pace per card.
func TestBotPaceIsByTurn(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 3)
	tb.ctx.BotPace = func() time.Duration { return time.Second }
	for _, tt := range []struct {
		kind eng.Kind
		want time.Duration
	}{
		{eng.KindAction, time.Second},
		{eng.KindReaction, time.Second},
		{eng.KindPay, stepPace},
		{eng.KindStack, stepPace},
		{eng.KindCard, stepPace},
	} {
		if got := tb.paceFor(game.Prompt{Seat: 1, Kind: tt.kind.Prompt()}); got != tt.want {
			t.Errorf("%s: waits %v, want %v", tt.kind.Prompt(), got, tt.want)
		}
	}
	tb.ctx.BotPace = func() time.Duration { return 0 }
	if got := tb.paceFor(game.Prompt{Seat: 1, Kind: eng.KindPay.Prompt()}); got != 0 {
		t.Errorf("at the fastest pace a step waits %v", got)
	}
}
