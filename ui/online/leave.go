package online

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/online/lan"
)

// Hosting marks the frame as the table of the player who hosts its game
// in this app (h): leaving the table asks first (ConfirmLeave), since the
// game is played here for everyone.
func (f *TableFrame) Hosting(h *lan.Host) *TableFrame {
	f.host = h
	return f
}

// ConfirmLeave calls leave, the table's closing, once the player agrees.
// A host whose game others play is asked first: keep hosting (the table
// stays), or end the game for everyone, who are told it ended and is
// saved (lan.Host.End): it can be hosted again from its save, each player
// back at their seat. A joiner, or a host whose game is over or played
// with bots alone, leaves at once.
func (f *TableFrame) ConfirmLeave(leave func()) {
	if !f.othersPlay() {
		leave()
		return
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(f.root)
	if c == nil {
		leave()
		return
	}
	if f.leaving != nil {
		f.leaving.Hide()
	}
	f.leaving = f.question(c, func() fyne.CanvasObject {
		keep := widget.NewButtonWithIcon(f.env.T("online.leave.keep"), theme.CancelIcon(), func() { f.leaving.Hide(); f.leaving = nil })
		keep.Importance = widget.HighImportance
		end := widget.NewButtonWithIcon(f.env.T("online.leave.end"), theme.MediaStopIcon(), func() {
			f.leaving.Hide()
			f.leaving = nil
			f.host.End() // told in words; the game stays in the table's folder
			leave()
		})
		end.Importance = widget.DangerImportance
		return container.NewVBox(
			widget.NewLabelWithStyle(f.env.T("online.leave.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			wrapped(f.env.T("online.leave.body")),
			container.NewGridWithColumns(2, keep, end),
		)
	})
	f.leaving.Show()
}

// othersPlay reports whether the frame's player hosts a game under way
// with another player's seat at it.
func (f *TableFrame) othersPlay() bool {
	if f.host == nil {
		return false
	}
	if g, ok := f.host.Game(); !ok {
		return false
	} else if _, over := g.Pending(); over {
		return false
	}
	for i, sc := range f.seat.Config().Seats {
		if i != int(f.seat.Seat()) && sc.Human() {
			return true
		}
	}
	return false
}

// hideQuestions takes away the questions over the table (a player away,
// leaving) as it closes.
func (f *TableFrame) hideQuestions() {
	f.absent.hide()
	if f.leaving != nil {
		f.leaving.Hide()
		f.leaving = nil
	}
}
