package wonders

import (
	"slices"
	"testing"

	"agora/game"
	"agora/game/wonders"
	"agora/ui/sound"
)

// listen gives the harness's table a silent player and lets it hear the
// game as it stands: the chime if the seat at the screen owes a decision.
func (h *harness) listen() *sound.Player {
	p := sound.NewSilent(sound.DefaultVolume, false)
	h.table.ctx.Sound = p.Play
	h.table.advance()
	return p
}

// count is how many times c is in cues.
func count(cues []sound.Cue, c sound.Cue) int {
	n := 0
	for _, x := range cues {
		if x == c {
			n++
		}
	}
	return n
}

// A whole game against sync bots, one decision of the person at a time:
// each resolved turn lays a card down, coins sound when the person's coins
// changed, each Age ends in a battle, the game in a fanfare, and the chime
// calls the person back after every turn but the last.
func TestSoundCuesOfAGameAgainstBots(t *testing.T) {
	h := newHarness(t, 11, 0, true, "h", "random", "random")
	tb := h.table
	player := h.listen()
	if got := player.Heard(); !slices.Equal(got, []sound.Cue{sound.YourTurn}) {
		t.Fatalf("at the start heard %v, want the chime", got)
	}
	battles, steps := 0, 0
	for !tb.state.Over() {
		player.Forget()
		before := tb.state.SeatView(0)
		settled := tb.state.Settled()
		if !h.playOnce() {
			t.Fatalf("nothing to play at step %d:\n%s", steps, texts(tb.prompt.root))
		}
		steps++
		after := tb.state.SeatView(0)
		heard := player.Heard()
		if tb.state.Settled() > settled && (len(heard) == 0 || heard[0] != sound.CardPlayed) {
			t.Errorf("step %d resolved a turn, heard %v: want the card first", steps, heard)
		}
		if coinsChanged := before.Cities[0].Coins != after.Cities[0].Coins; coinsChanged && count(heard, sound.Coins) != 1 {
			t.Errorf("step %d: coins %d → %d, heard %v", steps, before.Cities[0].Coins, after.Cities[0].Coins, heard)
		}
		if after.Age != before.Age && count(heard, sound.Battle) != 1 {
			t.Errorf("step %d ended Age %d, heard %v: want one battle", steps, before.Age, heard)
		}
		battles += count(heard, sound.Battle)
		if !after.Over && (len(heard) == 0 || heard[len(heard)-1] != sound.YourTurn) {
			t.Errorf("step %d: the person owes a decision again, heard %v: want the chime last", steps, heard)
		}
		if after.Over && (!slices.Contains(heard, sound.GameOver) || slices.Contains(heard, sound.YourTurn)) {
			t.Errorf("the last step heard %v: want the fanfare and no chime", heard)
		}
		if steps > 60 {
			t.Fatal("the game does not end")
		}
	}
	if battles != 3 {
		t.Errorf("%d battles heard in a game, want 3", battles)
	}
	if len(h.errs) > 0 {
		t.Fatal(h.errs)
	}
}

// Muted, the table's cues reach the player and play nothing.
func TestMutedTablePlaysNothing(t *testing.T) {
	h := newHarness(t, 3, 0, true, "h", "random", "random")
	player := h.listen()
	player.SetMuted(true)
	player.Forget()
	for range 3 {
		if !h.playOnce() {
			t.Fatal("nothing to play")
		}
	}
	if got := player.Heard(); len(got) != 0 {
		t.Errorf("muted, yet heard %v", got)
	}
}

// Taking a choice back is no new turn: no chime, no card.
func TestUndoIsSilent(t *testing.T) {
	s, err := wonders.Rules.Start(game.Config{Game: "wonders", Seed: 5, Seats: seats("h", "random", "random")})
	if err != nil {
		t.Fatal(err)
	}
	// The bots' answers never arrive, so the person's choice stays open.
	h := newHarnessWith(t, s, 0, botOptions{do: func(func()) {}})
	player := h.listen()
	player.Forget()
	if !h.playOnce() {
		t.Fatal("nothing to play")
	}
	h.table.undo()
	if len(h.table.state.Log()) != 0 {
		t.Fatalf("the choice was not taken back: %d decisions", len(h.table.state.Log()))
	}
	if got := player.Heard(); len(got) != 0 {
		t.Errorf("choosing and undoing played %v", got)
	}
}

func TestCoinsCueFromEvents(t *testing.T) {
	tests := []struct {
		name string
		e    wonders.Event
		seat int
		want bool
	}{
		{"paid a neighbour", wonders.Event{Kind: wonders.EventBuild, City: 1, PayLeft: 2}, 1, true},
		{"discarded for coins", wonders.Event{Kind: wonders.EventDiscard, City: 0, Coins: 3}, 0, true},
		{"built for free", wonders.Event{Kind: wonders.EventBuild, City: 0}, 0, false},
		{"another city paid its neighbour", wonders.Event{Kind: wonders.EventBuild, City: 2, PayRight: 1}, 0, false},
		{"sold on Market Day", wonders.Event{Kind: wonders.EventSold, City: 2, Against: 0, Coins: 4}, 0, true},
		{"a battle against the seat", wonders.Event{Kind: wonders.EventBattle, City: 1, Against: 0, Points: 3}, 0, false},
	}
	for _, tt := range tests {
		if got := movesCoins(tt.e, tt.seat); got != tt.want {
			t.Errorf("%s: movesCoins = %v, want %v", tt.name, got, tt.want)
		}
	}
}
