package wonders

import (
	"fyne.io/fyne/v2"

	"agora/bots"
	"agora/game"
	"agora/game/wonders"
	"agora/ui"
)

// hinter asks the Hard bot, through the app's ui.HintSearch, what the
// seat at the screen should play; the window never waits, and an answer
// is kept only if the position is still the one it was asked about. Any
// change of position (a move, an undo, another seat at the screen)
// cancels it.
type hinter struct {
	t      *Table
	search ui.HintSearch
	// key is the position the hint belongs to; text the hint line once
	// known; busy while the search runs.
	key  uint64
	text string
	busy bool
}

func newHinter(t *Table, opts botOptions) *hinter {
	do := opts.do
	if do == nil {
		do = fyne.Do
	}
	return &hinter{t: t, search: ui.HintSearch{Do: do, Sync: opts.sync}}
}

// position identifies what a hint is about: the seat, the settled turns
// and the seat's own decisions since. Other seats' hidden picks do not
// change what the seat knows, so they leave its hint standing.
func (h *hinter) position() uint64 {
	seat := game.Seat(h.t.seat)
	own, _ := h.t.src.Own(seat)
	hash := game.NewHash()
	hash.Int(int(seat))
	hash.Int(h.t.src.Settled())
	hash.Int(len(own))
	return hash.Sum() | 1
}

// offered reports whether the seat at the screen may ask for a hint: a
// person with a real choice to make.
func (h *hinter) offered() bool {
	t := h.t
	if t.ctx.ReadOnly != nil || t.view == nil || t.view.Over || t.view.Prompt == "" || auctionPrompt(t.view.Prompt) {
		return false // a picture of the game (review, replay) asks nothing
	}
	if !t.src.Here(game.Seat(t.seat)) {
		return false // a person's seat at this computer asks
	}
	return len(t.src.Legal(game.Seat(t.seat))) > 1
}

// refresh forgets a hint about another position, cancelling its search.
func (h *hinter) refresh() {
	if h.key != h.position() {
		h.stop()
	}
}

// stop cancels the search and forgets the hint.
func (h *hinter) stop() {
	h.search.Stop()
	h.key, h.text, h.busy = 0, "", false
}

// ask starts the search for the seat at the screen.
func (h *hinter) ask() {
	t := h.t
	h.stop()
	key := h.position()
	h.key, h.busy = key, true
	t.showActions()
	h.search.Run(t.src.Hint(game.Seat(t.seat)), func(_ game.View, best game.Option, top []bots.HintChoice, err error) {
		if h.key != key {
			return
		}
		h.busy = false
		if err != nil {
			h.stop()
			t.fail(err)
		} else {
			h.text = h.describe(best, top)
		}
		t.showActions()
	})
}

// describe words a hint: the move, then the search's measure of the top
// choices, "Hint: Build Baths · wins 61%, next Discard Altar 48%, ...".
func (h *hinter) describe(best game.Option, top []bots.HintChoice) string {
	w := h.t.words
	return ui.DescribeHint(w.loc, best, top, func(o game.Option) string { return w.move(wonders.MustDecode(o)) })
}
