package wonders

import (
	"context"
	"strings"

	"agora/bots"
	"agora/game"
	"agora/game/wonders"
)

// hinter asks the Hard bot what the seat at the screen should play. The
// search runs on its own goroutine from a clone's view, so the window
// never waits; its answer reaches the UI goroutine through do and is kept
// only if the position is still the one it was asked about. Any change of
// position (a move, an undo, another seat at the screen) cancels it.
type hinter struct {
	t    *Table
	sync bool
	do   func(func())
	// key is the position the hint belongs to; text the hint line once
	// known; busy while the search runs.
	key    uint64
	text   string
	busy   bool
	cancel context.CancelFunc
}

func newHinter(t *Table, opts botOptions) *hinter {
	return &hinter{t: t, sync: opts.sync, do: opts.do, cancel: func() {}}
}

// position identifies what a hint is about: the seat, the settled turns
// and the seat's own decisions since. Other seats' hidden picks do not
// change what the seat knows, so they leave its hint standing.
func (h *hinter) position() uint64 {
	seat := game.Seat(h.t.seat)
	mine := 0
	for _, d := range h.t.state.Log() {
		if d.Seat == seat {
			mine++
		}
	}
	hash := game.NewHash()
	hash.Int(int(seat))
	hash.Int(h.t.state.Settled())
	hash.Int(mine)
	return hash.Sum() | 1
}

// offered reports whether the seat at the screen may ask for a hint: a
// person with a real choice to make.
func (h *hinter) offered() bool {
	t := h.t
	if t.view == nil || t.view.Over || t.view.Prompt == "" || auctionPrompt(t.view.Prompt) {
		return false
	}
	if !t.ctx.State.Config().Seats[t.seat].Human() {
		return false
	}
	return len(t.state.Legal(game.Seat(t.seat), nil)) > 1
}

// refresh forgets a hint about another position, cancelling its search.
func (h *hinter) refresh() {
	if h.key != h.position() {
		h.stop()
	}
}

// stop cancels the search and forgets the hint.
func (h *hinter) stop() {
	h.cancel()
	h.key, h.text, h.busy = 0, "", false
}

// ask starts the search for the seat at the screen.
func (h *hinter) ask() {
	t := h.t
	h.stop()
	ctx, cancel := context.WithCancel(context.Background())
	key := h.position()
	h.key, h.busy, h.cancel = key, true, cancel
	seat := game.Seat(t.seat)
	s := t.state.Clone()
	v, legal := s.View(seat), s.Legal(seat, nil)
	seed := s.Config().Seed ^ uint64(len(s.Log()))<<8
	run := func() {
		best, top, err := bots.Hint(ctx, s.Game(), v, legal, seed)
		h.do(func() {
			if ctx.Err() != nil || h.key != key {
				return
			}
			h.busy = false
			if err != nil {
				h.stop()
				t.fail(err)
			} else {
				h.text = h.describe(best, top)
			}
			t.actions.update()
		})
	}
	t.actions.update()
	if h.sync {
		run()
		return
	}
	go run()
}

// describe words a hint: the move, then the search's measure of the top
// choices, "Hint: Build Baths · wins 61%, next Discard Altar 48%, ...".
func (h *hinter) describe(best game.Option, top []bots.HintChoice) string {
	w := h.t.words
	rate := func(c bots.HintChoice) int { return int(100*c.WinRate + 0.5) }
	text := w.N("hint.best", top[0].Playouts, map[string]any{"Move": w.move(wonders.MustDecode(best)), "Rate": rate(top[0]), "Playouts": top[0].Playouts})
	var others []string
	for _, c := range top[1:min(len(top), 3)] {
		others = append(others, w.T("hint.other", map[string]any{"Move": w.move(wonders.MustDecode(c.Option)), "Rate": rate(c)}))
	}
	if len(others) > 0 {
		text += " · " + w.T("hint.others", map[string]any{"List": strings.Join(others, ", ")})
	}
	return text
}
