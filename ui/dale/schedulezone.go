package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	eng "agora/game/dale"
)

// scheduleState is the viewer's schedule as its zone draws it: the
// title, the line said when it is empty, a row per delayed or lasting
// technique, the text sizes and what a row's tooltip shows.
type scheduleState struct {
	title, empty           string
	rows                   []scheduleRow
	titlePx, rowPx, markPx float32 // the title's and the rows' text sizes, the emblems' side
	info                   func(eng.Card) fyne.CanvasObject
	tips                   tipLayer
}

// scheduleRow is one technique of the schedule: its card and its line
// (name, value and state).
type scheduleRow struct {
	card eng.Card
	text string
}

// scheduleZone is the viewer's schedule: each delayed or lasting
// technique with its state, its card's detail on hover.
type scheduleZone struct {
	zoneBase
	state scheduleState
}

func newScheduleZone() *scheduleZone {
	z := &scheduleZone{}
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *scheduleZone) Set(s scheduleState) {
	if !z.changed(stateKey(s.title, s.empty, s.rows, s.titlePx, s.rowPx, s.markPx)) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *scheduleZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneCore, func() fyne.CanvasObject { return drawSchedule(z.state) })
}

// drawSchedule draws the schedule zone's state.
func drawSchedule(s scheduleState) fyne.CanvasObject {
	title := plainText(s.title, s.titlePx, true, inkDark())
	box := container.NewVBox()
	if len(s.rows) == 0 {
		box.Add(plainText(s.empty, s.rowPx, false, inkFaint()))
	}
	for _, r := range s.rows {
		c := r.card
		l := newLineAt(s.tips, r.text, s.rowPx, false, inkDark())
		box.Add(newTapArea(s.tips, row(true, container.NewCenter(emblem(c, s.markPx)), l), r.text,
			func() fyne.CanvasObject { return s.info(c) }, nil))
	}
	return framed(container.NewHBox(title), container.NewVScroll(box))
}
