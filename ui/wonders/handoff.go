package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"agora/ui"
)

// handoff is the app's hand-off screen (ui.Handoff) on the 7 Wonders
// table: it covers everything below the header and names only the next
// player. The table is redrawn from that player's seat once they confirm,
// so nothing of the previous hand, plan or prompt is ever seen by them.
type handoff struct {
	t     *Table
	seat  int
	ui    *ui.Handoff
	ready *widget.Button
	root  *fyne.Container
}

func newHandoff(t *Table) *handoff {
	h := &handoff{t: t}
	h.ui = ui.NewHandoff(func() {
		h.t.handedTo = h.seat
		h.t.seat = h.seat
		h.t.redraw()
	})
	h.ready, h.root = h.ui.Ready, h.ui.Root
	return h
}

// show hides the table behind the screen and names seat.
func (h *handoff) show(seat int) {
	t, w := h.t, h.t.words
	h.seat = seat
	t.body.Hide()
	h.ui.Show(w.T("wonders.ui.pass_to", map[string]any{"Name": w.names[seat]}),
		w.T("wonders.ui.ready", map[string]any{"Name": w.names[seat]}))
}

// hide uncovers the table.
func (h *handoff) hide() {
	h.ui.Hide()
	h.t.body.Show()
}
