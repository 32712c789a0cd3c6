package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// handoff is the opaque screen between two people at one computer: it
// covers everything below the header and names only the next player. The
// table is redrawn from that player's seat once they confirm, so nothing
// of the previous hand, plan or prompt is ever seen by them.
type handoff struct {
	t     *Table
	seat  int
	bg    *canvas.Rectangle
	msg   *canvas.Text
	ready *widget.Button
	root  *fyne.Container
}

func newHandoff(t *Table) *handoff {
	h := &handoff{t: t, bg: canvas.NewRectangle(theme.Color(theme.ColorNameBackground)), msg: canvas.NewText("", nil)}
	h.msg.TextStyle.Bold, h.msg.TextSize, h.msg.Alignment = true, 28, fyne.TextAlignCenter
	h.ready = widget.NewButton("", func() {
		h.t.handedTo = h.seat
		h.t.seat = h.seat
		h.t.redraw()
	})
	h.ready.Importance = widget.HighImportance
	h.root = container.NewStack(h.bg, container.NewCenter(container.NewVBox(h.msg, container.NewCenter(h.ready))))
	h.root.Hide()
	return h
}

// show hides the table behind the screen and names seat.
func (h *handoff) show(seat int) {
	t, w := h.t, h.t.words
	h.seat = seat
	t.body.Hide()
	h.bg.FillColor = theme.Color(theme.ColorNameBackground)
	h.msg.Text = w.T("wonders.ui.pass_to", map[string]any{"Name": w.names[seat]})
	h.msg.Color = theme.Color(theme.ColorNameForeground)
	h.ready.SetText(w.T("wonders.ui.ready", map[string]any{"Name": w.names[seat]}))
	h.root.Show()
	h.root.Refresh()
}

// hide uncovers the table.
func (h *handoff) hide() {
	h.root.Hide()
	h.t.body.Show()
}
