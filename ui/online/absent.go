package online

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/online/proto"
	"agora/ui/kit"
)

// absentQuestion is the owner's question about a player away longer than
// the host's delay (remote.Table.Absent): wait for them, let a bot play
// their seat until they come back, or end the game, which stays saved to
// be hosted again. It stands over the table until the owner answers, the
// player comes back, or another owner takes the table; with several seats
// away, one after the other.
type absentQuestion struct {
	f     *TableFrame
	seat  game.Seat // the seat asked about; proto.Spectator: none
	title string    // the question's words as shown, redrawn when they change
	popup *widget.PopUp
	busy  bool   // an answer is on its way
	ended bool   // the owner ended the game: nothing more to ask
	said  string // a refusal of the owner's answer, written under the question

	// Widgets tests reach, made anew at each scale.
	wait, bot, end *widget.Button
	status         *widget.Label
}

// askAbsent shows the owner's question about the first seat away, if
// any, and hides it once none is asked about.
func (f *TableFrame) askAbsent() {
	if f.absent == nil {
		f.absent = &absentQuestion{f: f, seat: proto.Spectator}
	}
	q := f.absent
	if len(f.table.Absent) == 0 || q.ended {
		q.hide()
		return
	}
	a := f.table.Absent[0]
	name := f.seatName(a.Seat)
	title := f.env.T("online.absent.title", map[string]any{"Name": name})
	if q.popup != nil && q.seat == a.Seat && q.title == title {
		return
	}
	q.hide()
	c := fyne.CurrentApp().Driver().CanvasForObject(f.root)
	if c == nil {
		return
	}
	q.seat, q.title, q.said = a.Seat, title, ""
	minutes := max(1, (a.Away+30)/60)
	body := f.env.Loc.N("online.absent.body", minutes, map[string]any{"Name": name, "Count": minutes})
	choices := f.env.T("online.absent.choices", map[string]any{"Name": name})
	q.popup = f.question(c, func() fyne.CanvasObject {
		q.status = wrapped(q.said)
		q.status.Hidden = q.said == ""
		q.wait = widget.NewButtonWithIcon(f.env.T("online.absent.wait"), theme.HistoryIcon(), func() { q.decide(proto.Wait) })
		q.bot = widget.NewButtonWithIcon(f.env.T("online.absent.bot"), theme.ComputerIcon(), func() { q.decide(proto.GiveBot) })
		q.bot.Importance = widget.HighImportance
		q.end = widget.NewButtonWithIcon(f.env.T("online.absent.end"), theme.MediaStopIcon(), func() { q.decide(proto.End) })
		q.end.Importance = widget.DangerImportance
		q.enable(!q.busy)
		return container.NewVBox(
			widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			wrapped(body), wrapped(choices), q.status,
			container.NewGridWithColumns(3, q.wait, q.bot, q.end),
		)
	})
	q.popup.Show()
}

// questionWidth is a question's width over the table at scale 1.
const questionWidth = 560

// question is a modal question over the table, its words and buttons
// as much larger as the frame's bar in a large window (kit.Scale), as
// wide as the window allows: build makes its content, anew when the
// scale changes.
func (f *TableFrame) question(c fyne.Canvas, build func() fyne.CanvasObject) *widget.PopUp {
	return modalQuestion(c, func() float32 { return f.scale }, build)
}

// modalQuestion is a modal question over c at the scale scaleOf reads,
// made anew when it changes.
func modalQuestion(c fyne.Canvas, scaleOf func() float32, build func() fyne.CanvasObject) *widget.PopUp {
	content := kit.GrowingWith(scaleOf, func(scale float32) fyne.CanvasObject {
		w := min(questionWidth*scale, c.Size().Width-48)
		return container.NewPadded(container.New(widthLayout(w), build()))
	})
	content.Refresh() // measured again with the scale's theme in place
	return widget.NewModalPopUp(content, c)
}

// wrapped is a label of text wrapped at its width.
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// seatName is a seat's name in the game's configuration.
func (f *TableFrame) seatName(s game.Seat) string {
	if int(s) >= 0 && int(s) < len(f.names) {
		return f.names[s]
	}
	return ""
}

// decide sends the owner's answer away from the UI goroutine; a refusal
// is written under the question, which stays.
func (q *absentQuestion) decide(choice proto.Choice) {
	if q.busy || q.seat == proto.Spectator {
		return
	}
	q.busy = true
	q.enable(false)
	st, f := q.seat, q.f
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		err := f.seat.Decide(ctx, st, choice)
		f.env.do(func() {
			q.busy = false
			if err != nil && choice != proto.End {
				q.enable(true)
				q.said = f.env.message(err)
				q.status.SetText(q.said)
				q.status.Show()
				return
			}
			q.hide()
			// Ending the game closes every seat's connection, this one's
			// too (the table says so); else the next seat away, if any.
			q.ended = choice == proto.End
			f.table = f.seat.Table()
			f.update()
		})
	}()
}

func (q *absentQuestion) enable(on bool) {
	for _, b := range []*widget.Button{q.wait, q.bot, q.end} {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
}

// hide takes the question away.
func (q *absentQuestion) hide() {
	if q == nil || q.popup == nil {
		return
	}
	q.popup.Hide()
	q.popup, q.seat, q.title = nil, proto.Spectator, ""
}

// widthLayout lays its objects out at a fixed width, as tall as their
// words wrapped at that width need.
type widthLayout float32

func (w widthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objects {
		o.Resize(fyne.NewSize(float32(w), o.MinSize().Height)) // the words wrap at the width
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(float32(w), h)
}

func (w widthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
