package dale

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/bots"
	"agora/game"
	eng "agora/game/dale"
)

// hinter asks the Hard bot what the seat at the screen should play. The
// search runs on its own goroutine from a clone's view, so the window
// never waits; its answer reaches the UI goroutine through do and is kept
// only if the position is still the one it was asked about. Any move, a
// new game or leaving the table cancels it.
type hinter struct {
	t  *Table
	do func(func()) // runs a function on the UI goroutine
	// epoch and viewer are the position the hint belongs to (epoch -1:
	// none); busy while the search runs. Once the answer is known, answer
	// holds it and text is its line in the current language.
	epoch  int
	viewer int
	busy   bool
	answer *hintAnswer
	text   string
	cancel context.CancelFunc

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
	h := &hinter{t: t, do: fyne.Do, epoch: -1, cancel: func() {}}
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
	if t.state.Over() || t.handoff || t.decider() != t.viewer || !t.human(t.viewer) {
		return false
	}
	return len(t.state.Legal(game.Seat(t.viewer), nil)) > 1
}

// current reports whether the hint being searched or shown is about the
// table as it stands.
func (h *hinter) current() bool { return h.epoch == h.t.epoch && h.viewer == h.t.viewer }

// stop cancels the search and forgets the hint.
func (h *hinter) stop() {
	h.cancel()
	h.cancel = func() {}
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
	ctx, cancel := context.WithCancel(context.Background())
	h.epoch, h.viewer, h.busy, h.cancel = t.epoch, t.viewer, true, cancel
	epoch, viewer := h.epoch, h.viewer
	seat := game.Seat(t.viewer)
	s := t.state.Clone()
	v, legal := s.View(seat), s.Legal(seat, nil)
	seed := s.Config().Seed ^ uint64(len(s.Log()))<<8
	h.update()
	go func() {
		best, top, err := bots.Hint(ctx, s.Game(), v, legal, seed)
		h.do(func() {
			if ctx.Err() != nil || h.epoch != epoch || h.viewer != viewer || h.epoch != t.epoch {
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
	}()
}

// describe words a hint: the move, then the search's measure of the top
// choices, "Hint: Buy · Cheer (3) (wins 61% of 1000 playouts) · next: ...".
func (h *hinter) describe(v *eng.View, best game.Option, top []bots.HintChoice) string {
	t := h.t
	rate := func(c bots.HintChoice) int { return int(100*c.WinRate + 0.5) }
	move := func(o game.Option) string { return t.optionLabel(v, eng.MustDecode(o)) }
	text := t.ctx.Localizer.N("hint.best", top[0].Playouts, map[string]any{"Move": move(best), "Rate": rate(top[0]), "Playouts": top[0].Playouts})
	var others []string
	for _, c := range top[1:min(len(top), 3)] {
		others = append(others, t.T("hint.other", map[string]any{"Move": move(c.Option), "Rate": rate(c)}))
	}
	if len(others) > 0 {
		text += " · " + t.T("hint.others", map[string]any{"List": strings.Join(others, ", ")})
	}
	return text
}

// update shows the button and the line as the hint stands: the button
// while a hint may be asked ("Thinking…" and disabled while the search
// runs), the line once the hint is known.
func (h *hinter) update() {
	if h.epoch >= 0 && !h.current() {
		h.cancel()
		h.cancel = func() {}
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
