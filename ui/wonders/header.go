package wonders

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// header is the top bar: the Age, the turn, where hands go, who is still
// choosing, and the table's one menu button.
type header struct {
	t     *Table
	turn  *widget.Label
	state *widget.Label
	menu  *widget.Button
	root  *fyne.Container
}

func newHeader(t *Table) *header {
	h := &header{t: t, turn: widget.NewLabel(""), state: widget.NewLabel("")}
	h.turn.TextStyle.Bold = true
	h.state.Truncation = fyne.TextTruncateEllipsis
	h.menu = widget.NewButtonWithIcon("", theme.MenuIcon(), h.openMenu)
	h.root = container.NewBorder(nil, widget.NewSeparator(), h.turn, h.menu, h.state)
	return h
}

func (h *header) retranslate() { h.update() }

func (h *header) update() {
	v, w := h.t.view, h.t.words
	if v == nil {
		return
	}
	dir := "wonders.ui.pass_left"
	if v.Direction < 0 {
		dir = "wonders.ui.pass_right"
	}
	h.turn.SetText(w.T("wonders.ui.turn", map[string]any{"Age": romanAge(v.Age), "Turn": min(v.Turn, 6)}) + " · " + w.T(dir))
	switch {
	case v.Over:
		h.state.SetText(w.T("wonders.ui.game_over"))
	case !h.t.handoff.Hidden:
		h.state.SetText("")
	default:
		var waiting []string
		for _, p := range h.t.state.Pending() {
			if int(p.Seat) != h.t.seat {
				waiting = append(waiting, w.names[p.Seat])
			}
		}
		text := ""
		if len(waiting) > 0 {
			text = w.T("wonders.ui.waiting", map[string]any{"Names": strings.Join(waiting, ", ")})
		}
		h.state.SetText(text)
	}
}

// romanAge writes an Age as the board game does.
func romanAge(age int) string {
	return [...]string{"", "I", "II", "III"}[min(max(age, 0), 3)]
}

func (h *header) openMenu() {
	w := h.t.words
	items := []*fyne.MenuItem{
		fyne.NewMenuItem(w.T("wonders.ui.menu.settings"), h.t.ctx.ShowSettings),
		fyne.NewMenuItem(w.T("wonders.ui.menu.save_as"), func() { h.t.ctx.SaveAs(h.t.state) }),
		fyne.NewMenuItem(w.T("wonders.ui.menu.back"), h.t.ctx.BackToMenu),
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(h.menu)
	if c == nil {
		return
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(h.menu)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos.AddXY(0, h.menu.Size().Height))
}
