package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
	"agora/game"
	eng "agora/game/dale"
	"agora/ui"
)

// hinter asks the Hard bot, through the app's ui.HintSearch, what the
// seat at the screen should play; the window never waits, and an answer is
// kept only if the position is still the one it was asked about. Any move,
// a new game or leaving the table cancels it.
type hinter struct {
	t      *Table
	search ui.HintSearch
	// epoch and viewer are the position the hint belongs to (epoch -1:
	// none); busy while the search runs. Once the answer is known, answer
	// holds it and text is its line in the current language.
	epoch  int
	viewer int
	busy   bool
	answer *hintAnswer
	text   string

	// The button and the line live across redraws: the prompt panel
	// shows them again each time it is rebuilt.
	button *widget.Button
	line   *widget.Label
	box    *fyne.Container
}

// hintAnswer is what the search found, with the view it was asked from
// (the options are named from it).
type hintAnswer struct {
	v    *eng.View
	best game.Option
	top  []bots.HintChoice
}

func newHinter(t *Table) *hinter {
	h := &hinter{t: t, search: ui.HintSearch{Do: fyne.Do}, epoch: -1}
	h.button = widget.NewButtonWithIcon("", theme.QuestionIcon(), h.ask)
	h.button.Importance = widget.LowImportance
	h.line = widget.NewLabel("")
	h.line.Wrapping = fyne.TextWrapWord
	h.line.TextStyle = fyne.TextStyle{Bold: true}
	h.box = container.NewVBox(h.button, h.line)
	return h
}

// offered reports whether the seat at the screen may ask for a hint: a
// person, past the hand-off screen, with a real choice to make.
func (h *hinter) offered() bool {
	t := h.t
	if t.ctx.ReadOnly != nil || t.src.Over() || t.handoff || t.decider() != t.viewer || !t.human(t.viewer) {
		return false // a picture of the game (review, replay) asks nothing
	}
	return len(t.src.Legal(game.Seat(t.viewer))) > 1
}

// current reports whether the hint being searched or shown is about the
// table as it stands.
func (h *hinter) current() bool { return h.epoch == h.t.epoch && h.viewer == h.t.viewer }

// stop cancels the search and forgets the hint.
func (h *hinter) stop() {
	h.search.Stop()
	h.epoch, h.answer, h.busy = -1, nil, false
	h.update()
}

// ask starts the search for the seat at the screen.
func (h *hinter) ask() {
	t := h.t
	if !h.offered() || h.busy && h.current() {
		return
	}
	h.stop()
	h.epoch, h.viewer, h.busy = t.epoch, t.viewer, true
	epoch, viewer := h.epoch, h.viewer
	h.update()
	h.search.Run(t.src.Hint(game.Seat(t.viewer)), func(v game.View, best game.Option, top []bots.HintChoice, err error) {
		if h.epoch != epoch || h.viewer != viewer || h.epoch != t.epoch {
			return
		}
		h.busy = false
		if err != nil {
			h.stop()
			if t.ctx.ShowError != nil {
				t.ctx.ShowError("dale.ui.hint_failed", err)
			}
			return
		}
		h.answer = &hintAnswer{v: v.(*eng.View), best: best, top: top}
		t.redraw() // the panel grows by the line
	})
}

// describe words a hint: the move, then the search's measure of the top
// choices, "Hint: Buy · Cheer (3) (wins 61% of 1000 playouts) · next: ...".
func (h *hinter) describe(v *eng.View, best game.Option, top []bots.HintChoice) string {
	t := h.t
	return ui.DescribeHint(t.ctx.Localizer, best, top, func(o game.Option) string { return t.optionLabel(v, eng.MustDecode(o)) })
}

// update shows the button and the line as the hint stands: the button
// while a hint may be asked ("Thinking…" and disabled while the search
// runs), the line once the hint is known.
func (h *hinter) update() {
	if h.epoch >= 0 && !h.current() {
		h.search.Stop()
		h.epoch, h.answer, h.busy = -1, nil, false
	}
	t := h.t
	h.text = ""
	if a := h.answer; a != nil {
		h.text = h.describe(a.v, a.best, a.top)
	}
	if h.busy {
		h.button.SetText(t.T("hint.thinking"))
		h.button.Disable()
	} else {
		h.button.SetText(t.T("hint.button"))
		h.button.Enable()
	}
	h.line.SetText(h.text)
	if h.text == "" {
		h.line.Hide()
	} else {
		h.line.Show()
	}
}

// panel is the hint's part of the prompt panel, nil when no hint is
// offered.
func (h *hinter) panel() fyne.CanvasObject {
	if !h.offered() {
		return nil
	}
	h.update()
	return h.box
}
