package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"agora/bots"
	"agora/game"
	"agora/game/wonders"
	"agora/translations"
)

func TestHintSearchAnswersTheCurrentAsk(t *testing.T) {
	s, err := wonders.Rules.Start(game.Config{Game: "wonders", Seed: 4, Seats: []game.SeatConfig{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
	if err != nil {
		t.Fatal(err)
	}
	h := HintSearch{Do: func(f func()) { f() }, Sync: true}
	answers := 0
	h.Ask(s, 0, func(_ game.View, best game.Option, top []bots.HintChoice, err error) {
		answers++
		if err != nil || !slices.Contains(s.Legal(0, nil), best) || len(top) == 0 {
			t.Errorf("hint %v (%v), top %d", best, err, len(top))
		}
	})
	if answers != 1 || h.Busy() {
		t.Errorf("%d answers, busy %v", answers, h.Busy())
	}
	if len(s.Log()) != 0 {
		t.Error("the search played on the table's state")
	}
}

func TestHintSearchStopDropsTheAnswer(t *testing.T) {
	q := make(chan func(), 1)
	h := HintSearch{Do: func(f func()) { q <- f }}
	answers := 0
	h.Ask(playedTally(t, "tally"), 0, func(game.View, game.Option, []bots.HintChoice, error) { answers++ })
	if !h.Busy() {
		t.Fatal("no search under way")
	}
	h.Stop()
	select {
	case f := <-q:
		f()
	case <-time.After(10 * time.Second):
	}
	if answers != 0 || h.Busy() {
		t.Errorf("a stopped search answered %d times (busy %v)", answers, h.Busy())
	}
}

func TestDescribeHint(t *testing.T) {
	loc, err := translations.New("en")
	if err != nil {
		t.Fatal(err)
	}
	top := []bots.HintChoice{{Option: 1, WinRate: 0.61, Playouts: 1000}, {Option: 2, WinRate: 0.48}, {Option: 3, WinRate: 0.3}, {Option: 4, WinRate: 0.1}}
	text := DescribeHint(loc, 1, top, func(o game.Option) string { return []string{"", "Baths", "Altar", "Press", "Loom"}[o] })
	for _, want := range []string{"Baths", "61", "Altar", "48", "Press"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q lacks %q", text, want)
		}
	}
	if strings.Contains(text, "Loom") {
		t.Errorf("%q names a fourth choice", text)
	}
}
