package dale

import (
	"slices"
	"testing"

	"agora/game"
	eng "agora/game/dale"
	"agora/ui/sound"
)

// TestCuesFollowTheEvents plays a short game's changes through a cue
// watch: each step's new events and who owes the next decision give
// the cues heard.
func TestCuesFollowTheEvents(t *testing.T) {
	ev := func(kinds ...eng.EventKind) []eng.Event {
		out := make([]eng.Event, len(kinds))
		for i, k := range kinds {
			out[i] = eng.Event{Kind: k}
		}
		return out
	}
	var log []eng.Event
	steps := []struct {
		name   string
		add    []eng.Event
		logLen int
		owing  int
		over   bool
		want   []sound.Cue
	}{
		{"the table opens on the person's turn", ev(eng.EventTurn), 0, 0, false, []sound.Cue{sound.YourTurn}},
		{"the person buys: no chime, still their turn", ev(eng.EventBuy), 1, 0, false, []sound.Cue{sound.CardPlayed}},
		{"a stack, then a reshuffle", ev(eng.EventStack, eng.EventDraw, eng.EventShuffle), 2, 0, false, []sound.Cue{sound.Coins, sound.HandPass}},
		{"a bot's turn: junk and a card played", ev(eng.EventTurn, eng.EventJunk, eng.EventPlay, eng.EventPlay), 3, -1, false, []sound.Cue{sound.HandPass, sound.CardPlayed}},
		{"back to the person", ev(eng.EventTurn, eng.EventMarketShuffle), 4, 0, false, []sound.Cue{sound.HandPass, sound.YourTurn}},
		{"a redraw with nothing new", nil, 4, 0, false, nil},
		{"a pass-and-play hand-off to the other person", ev(eng.EventTurn), 5, 1, false, []sound.Cue{sound.YourTurn}},
		{"the last stack ends the game", ev(eng.EventStack, eng.EventWin), 6, -1, true, []sound.Cue{sound.Coins, sound.GameOver}},
		{"the end screen redrawn", nil, 6, -1, true, nil},
	}
	var w cueWatch
	for _, s := range steps {
		log = append(log, s.add...)
		got := w.next(log, s.logLen, s.owing, s.over)
		if !slices.Equal(got, s.want) {
			t.Errorf("%s: cues %v, want %v", s.name, got, s.want)
		}
	}
}

// TestTableSoundsItsCues plays a bot game on a table that listens: the
// chime when the person owes a decision, and the cards of the bots'
// turns.
func TestTableSoundsItsCues(t *testing.T) {
	tb, _ := newTestTable(t, []game.SeatConfig{{Name: "Ana"}, {Name: "B", Bot: "random"}, {Name: "C", Bot: "random"}}, 11)
	var heard []sound.Cue
	tb.ctx.Sound = func(c sound.Cue) { heard = append(heard, c) }
	tb.mach.cues = cueWatch{}
	tb.redraw()
	if !slices.Equal(heard, []sound.Cue{sound.YourTurn}) {
		t.Fatalf("opening the table sounded %v, want the chime", heard)
	}
	heard = nil
	for i := 0; i < 40 && !tb.state.Over() && !slices.Contains(heard, sound.CardPlayed); i++ {
		if tb.decider() != tb.viewer {
			break
		}
		// the last option ends the action or the turn soonest (Pass)
		opts := tb.state.Legal(game.Seat(tb.viewer), nil)
		tb.choose(opts[len(opts)-1])
	}
	if !slices.Contains(heard, sound.CardPlayed) {
		t.Errorf("no card cue in a game's first turns: %v", heard)
	}
}
