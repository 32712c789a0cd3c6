package ui

import (
	"context"
	"strings"

	"agora/bots"
	"agora/game"
	"agora/online/seat"
	"agora/translations"
)

// HintSearch asks the Hard bot what a seat should play, for a table's
// Hint button. The search runs on its own goroutine from a clone's view,
// so the window never waits, and its answer reaches the UI goroutine only
// if no other search or Stop came since. Its methods run on the UI
// goroutine.
type HintSearch struct {
	// Do runs a function on the UI goroutine (fyne.Do in the app).
	Do func(func())
	// Sync searches on the caller's goroutine (tests).
	Sync bool

	run    int // the current search; an answer of another is dropped
	busy   bool
	cancel context.CancelFunc
}

// Ask searches what seat should play in s, which it clones, and hands
// the answer (with the view it was asked from) to answer on the UI
// goroutine. A search under way is cancelled first.
func (h *HintSearch) Ask(s game.State, st game.Seat, answer func(v game.View, best game.Option, top []bots.HintChoice, err error)) {
	h.Run(seat.StateHint(s, st), answer)
}

// Run runs search, prepared on the UI goroutine by the table's source
// (seat.Source.Hint: the game held here, or a seat's host searching it),
// and hands its answer to answer on the UI goroutine. A search under way
// is cancelled first.
func (h *HintSearch) Run(search seat.HintFunc, answer func(v game.View, best game.Option, top []bots.HintChoice, err error)) {
	h.Stop()
	ctx, cancel := context.WithCancel(context.Background())
	h.run++
	run := h.run
	h.busy, h.cancel = true, cancel
	do := func() {
		a, err := search(ctx)
		h.Do(func() {
			if ctx.Err() != nil || h.run != run {
				return
			}
			h.busy = false
			answer(a.View, a.Best, a.Top, err)
		})
	}
	if h.Sync {
		do()
		return
	}
	go do()
}

// Busy reports whether a search is under way.
func (h *HintSearch) Busy() bool { return h.busy }

// Stop cancels the search under way, if any; its answer never comes.
func (h *HintSearch) Stop() {
	if h.cancel != nil {
		h.cancel()
	}
	h.run++
	h.busy, h.cancel = false, nil
}

// DescribeHint words a hint in the localizer's language: the move, then
// the search's measure of the top choices ("Hint: Build Baths · wins 61%
// of 1000 playouts · next: Discard Altar 48%, …"). name names an option.
func DescribeHint(loc *translations.Localizer, best game.Option, top []bots.HintChoice, name func(game.Option) string) string {
	rate := func(c bots.HintChoice) int { return int(100*c.WinRate + 0.5) }
	text := loc.N("hint.best", top[0].Playouts, map[string]any{"Move": name(best), "Rate": rate(top[0]), "Playouts": top[0].Playouts})
	var others []string
	for _, c := range top[1:min(len(top), 3)] {
		others = append(others, loc.T("hint.other", map[string]any{"Move": name(c.Option), "Rate": rate(c)}))
	}
	if len(others) > 0 {
		text += " · " + loc.T("hint.others", map[string]any{"List": strings.Join(others, ", ")})
	}
	return text
}
