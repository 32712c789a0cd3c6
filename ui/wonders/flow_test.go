package wonders

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// Bots think on their own goroutines and hand their answers to the UI
// goroutine; here the test goroutine plays the UI goroutine's part, so
// every change of the game still happens on one goroutine.
func TestBotsThinkInTheBackground(t *testing.T) {
	test.NewTempApp(t)
	s, err := wonders.Rules.Start(game.Config{Game: "wonders", Seed: 4, Seats: seats("h", "random", "random", "random")})
	if err != nil {
		t.Fatal(err)
	}
	answers := make(chan func(), 16)
	h := newHarnessWith(t, s, 0, botOptions{do: func(f func()) { answers <- f }})
	tb := h.table
	// The wait is for each answer, not the whole game: under the race
	// detector on a busy machine a game takes minutes, an answer seconds.
	const patience = time.Minute
	deadline := time.NewTimer(patience)
	defer deadline.Stop()
	for !tb.state.Over() {
		if len(tb.state.Legal(0, nil)) > 0 && tb.handoff.root.Hidden {
			if !h.playOnce() {
				t.Fatalf("nothing to play:\n%s", texts(tb.prompt.root))
			}
			continue
		}
		if !tb.overlay.root.Hidden && !tb.overlay.final {
			test.Tap(tb.overlay.button)
		}
		select {
		case f := <-answers:
			f()
			deadline.Reset(patience)
		case <-deadline.C:
			t.Fatalf("no bot answered for %v", patience)
		}
	}
	if len(h.errs) > 0 {
		t.Fatal(h.errs)
	}
}

// Hovering a hand card shows its full text in the player's language:
// cost, effect and the chains from and to it; moving away hides it.
func TestCardDetailOnHoverAndRightClick(t *testing.T) {
	h := newHarness(t, 6, 0, true, "h", "random", "random")
	tb := h.table
	cards := visible[*cardWidget](tb.hand.root)
	cw := cards[0]
	for _, c := range cards {
		if len(c.view.Card.Info().ChainTo) > 0 {
			cw = c
		}
	}
	info := cw.view.Card.Info()
	cw.MouseIn(nil)
	if tb.detail.layer.Hidden {
		t.Fatal("no detail on hover")
	}
	got := texts(tb.detail.layer)
	want := []string{h.loc.T(info.NameKey()), "Cost:"}
	if len(info.ChainTo) > 0 {
		want = append(want, "Builds for free later", h.loc.T(info.ChainTo[0].Info().NameKey()))
	}
	for _, s := range want {
		if !strings.Contains(got, s) {
			t.Errorf("detail lacks %q:\n%s", s, got)
		}
	}
	cw.MouseOut()
	if !tb.detail.layer.Hidden {
		t.Fatal("the detail stays after the mouse left")
	}
	if err := h.loc.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	test.TapSecondary(cw)
	if got := texts(tb.detail.layer); !strings.Contains(got, "Coût") || !strings.Contains(got, h.loc.T(info.NameKey())) {
		t.Fatalf("right-click detail not in French:\n%s", got)
	}
	// A tap on the card under the detail still selects it.
	test.Tap(cw)
	if tb.selected != cw.view.Card {
		t.Fatal("the card under the detail did not take the tap")
	}
}

// A resumed game shows exactly the position it stopped at: the same hand,
// and the choice made before the save.
func TestResumedGameContinuesWhereItStopped(t *testing.T) {
	h := newHarness(t, 9, 0, true, "h", "random", "random")
	for range 5 {
		h.playOnce()
	}
	s := h.table.state
	again, err := game.Replay(wonders.Rules, s.Config(), s.Log())
	if err != nil {
		t.Fatal(err)
	}
	r := newHarnessFor(t, again, 0, true)
	if a, b := h.table.view.Hand, r.table.view.Hand; len(a) != len(b) || a[0].Card != b[0].Card {
		t.Fatal("the resumed table shows another hand")
	}
	if r.table.state.Digest() != s.Digest() {
		t.Fatal("the resumed game moved on by itself")
	}
}

// Closing the table stops the bots: an answer that arrives afterwards is
// dropped and the game does not move.
func TestCloseStopsTheBots(t *testing.T) {
	test.NewTempApp(t)
	s, err := wonders.Rules.Start(game.Config{Game: "wonders", Seed: 4, Seats: seats("h", "random", "random")})
	if err != nil {
		t.Fatal(err)
	}
	answers := make(chan func(), 16)
	h := newHarnessWith(t, s, 0, botOptions{do: func(f func()) { answers <- f }})
	h.table.Close()
	before := len(h.table.state.Log())
	timeout := time.After(200 * time.Millisecond)
	for done := false; !done; {
		select {
		case f := <-answers:
			f()
		case <-timeout:
			done = true
		}
	}
	if len(h.table.state.Log()) != before {
		t.Fatal("a bot played after the table closed")
	}
}
