package ui

import (
	"testing"
	"time"

	"agora/game"
)

// runnerFor starts a tally game with a person in seat 0 and random bots in
// the others, and a runner whose answers arrive on the returned channel
// (or at once when sync).
func runnerFor(t *testing.T, sync bool) (*BotRunner, *game.State, chan func(), *int) {
	t.Helper()
	s, err := tallyRules.Start(game.Config{Game: "tally", Seed: 3, Seats: []game.SeatConfig{{Name: "A"}, {Name: "B", Bot: "random"}, {Name: "C", Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	answers := make(chan func(), 4)
	moved := 0
	r := NewBotRunner(BotHooks{
		State: func() game.State { return s },
		Pace:  func() time.Duration { return 0 },
		Fail:  func(err error) { t.Errorf("the runner failed: %v", err) },
		Moved: func() { moved++ },
		Do:    func(f func()) { answers <- f },
		Sync:  sync,
	})
	t.Cleanup(r.Stop)
	return r, &s, answers, &moved
}

func TestBotRunnerSyncPlaysUntilAPerson(t *testing.T) {
	r, s, _, _ := runnerFor(t, true)
	r.Start()
	if len((*s).Log()) != 0 {
		t.Fatal("the bots played for the person's seat")
	}
	if err := (*s).Apply(0, 1); err != nil {
		t.Fatal(err)
	}
	r.Start()
	if got := len((*s).Log()); got != 3 || (*s).Pending()[0].Seat != 0 {
		t.Errorf("after the person's move the log has %d decisions and seat %d owes one; want 3 and seat 0", got, (*s).Pending()[0].Seat)
	}
}

func TestBotRunnerDropsAnswersOfAnOldEpoch(t *testing.T) {
	r, s, answers, moved := runnerFor(t, false)
	if err := (*s).Apply(0, 2); err != nil {
		t.Fatal(err)
	}
	r.Start()
	if !r.Thinking(1) {
		t.Fatal("the bot of seat 1 is not thinking")
	}
	var answer func()
	select {
	case answer = <-answers:
	case <-time.After(10 * time.Second):
		t.Fatal("the bot never answered")
	}
	r.Restart() // an undo: the answer is for a position gone
	answer()
	if len((*s).Log()) != 1 || *moved != 0 {
		t.Fatalf("a stale answer was applied (log %d, moved %d)", len((*s).Log()), *moved)
	}
	r.Start()
	select {
	case answer = <-answers:
	case <-time.After(10 * time.Second):
		t.Fatal("the bot never answered after the restart")
	}
	answer()
	if len((*s).Log()) != 2 || *moved != 1 || r.Thinking(1) {
		t.Errorf("the fresh answer was not applied (log %d, moved %d)", len((*s).Log()), *moved)
	}
}

func TestBotRunnerReportsABadBot(t *testing.T) {
	s, err := tallyRules.Start(game.Config{Game: "tally", Seed: 3, Seats: []game.SeatConfig{{Name: "A", Bot: "no-such-bot"}, {Name: "B"}}})
	if err != nil {
		t.Skipf("the config is refused before the runner: %v", err)
	}
	var failed error
	r := NewBotRunner(BotHooks{State: func() game.State { return s }, Pace: func() time.Duration { return 0 },
		Fail: func(err error) { failed = err }, Moved: func() {}, Do: func(f func()) { f() }})
	defer r.Stop()
	r.Start()
	if failed == nil {
		t.Error("a bot that cannot be built was not reported")
	}
}

func TestBotRunnerPlaysThroughTheApplyHook(t *testing.T) {
	for _, sync := range []bool{true, false} {
		s, err := tallyRules.Start(game.Config{Game: "tally", Seed: 5, Seats: []game.SeatConfig{{Name: "A"}, {Name: "B", Bot: "random"}}})
		if err != nil {
			t.Fatal(err)
		}
		var played []game.Seat
		moved := 0
		answers := make(chan func(), 1)
		r := NewBotRunner(BotHooks{
			State: func() game.State { return s },
			Pace:  func() time.Duration { return 0 },
			Fail:  func(err error) { t.Errorf("the runner failed: %v", err) },
			Apply: func(seat game.Seat, opt game.Option) error {
				played = append(played, seat)
				return s.Apply(seat, opt)
			},
			Moved: func() { moved++ },
			Do:    func(f func()) { answers <- f },
			Sync:  sync,
		})
		if err := s.Apply(0, 1); err != nil {
			t.Fatal(err)
		}
		r.Start()
		if !sync {
			select {
			case answer := <-answers:
				answer()
			case <-time.After(10 * time.Second):
				t.Fatal("the bot never answered")
			}
		}
		r.Stop()
		if len(played) != 1 || played[0] != 1 || len(s.Log()) != 2 {
			t.Errorf("sync %v: the hook played %v and the log holds %d decisions; want seat 1 once and 2", sync, played, len(s.Log()))
		}
		if !sync && moved != 1 {
			t.Errorf("Moved ran %d times after the hook, want 1", moved)
		}
	}
}
