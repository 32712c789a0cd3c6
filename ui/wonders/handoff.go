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
// It shows the words it is given (handoffState) and asks the table
// through its calls.
type handoff struct {
	on    handoffCalls
	seat  int
	ui    *ui.Handoff
	ready *widget.Button
	root  *fyne.Container
}

// handoffState is what the screen says: whose turn it is, and its
// button.
type handoffState struct {
	seat        int
	pass, ready string
}

// handoffCalls are what the hand-off screen asks of the table.
type handoffCalls struct {
	cover func(bool)     // hide the table under the screen, or show it
	ready func(seat int) // the player of seat is at the screen
}

func newHandoff(on handoffCalls) *handoff {
	h := &handoff{on: on}
	h.ui = ui.NewHandoff(func() {
		if h.on.ready != nil {
			h.on.ready(h.seat)
		}
	})
	h.ready, h.root = h.ui.Ready, h.ui.Root
	return h
}

// show hides the table behind the screen and says s.
func (h *handoff) show(s handoffState) {
	h.seat = s.seat
	h.cover(true)
	h.ui.Show(s.pass, s.ready)
}

// hide uncovers the table.
func (h *handoff) hide() {
	h.ui.Hide()
	h.cover(false)
}

func (h *handoff) cover(on bool) {
	if h.on.cover != nil {
		h.on.cover(on)
	}
}
