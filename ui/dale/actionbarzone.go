package dale

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// barState is the action bar as its zone draws it: the turn's state on
// the left, a button a turn's action (or, on a watched table, the line
// saying none is the watcher's), and on the right the step's undo, End
// turn or the clean-up note; the parts' widths and heights, and the
// theme's scale in the table, by which a button's label is measured.
type barState struct {
	status, detail string
	actions        []barAction
	watching       string
	right          barRight
	leftW, leftH   float32
	rightW, rightH float32
	colW           float32 // a button's column
	ui             float32
	look           zoneLook
}

// barAction is one button of the bar.
type barAction struct {
	label, short string // the button's text, and a shorter one for a narrow bar
	caption      string // what it does, or why not
	enabled      bool
	high         bool // the step's main button (a confirmation)
	tap          act
}

// barRight is the bar's right part: a button with its caption (main:
// Enter presses it), or a note of three lines, or nothing.
type barRight struct {
	label, caption string
	high, main     bool
	tap            act
	note           string
}

// barZone is the bar across the bottom: every action of the turn is a
// button, enabled only when the engine's options allow it. Each says
// what it would do now, and the line under it says more, or why it is
// disabled.
type barZone struct {
	zoneCore
	state barState
	mains []*widget.Button // as drawn: the buttons Enter presses (End turn, once asked)
}

func newBarZone() *barZone {
	z := &barZone{}
	z.themed = true
	z.ExtendBaseWidget(z)
	return z
}

// Set draws s.
func (z *barZone) Set(s barState) {
	if !z.changed(stateKey(s.status, s.detail, s.actions, s.watching, s.right, s.leftW, s.leftH, s.rightW, s.rightH, s.colW, s.ui, s.look.sizes())) {
		return
	}
	z.state = s
	z.Refresh()
}

func (z *barZone) CreateRenderer() fyne.WidgetRenderer {
	return newZoneRenderer(&z.zoneCore, z.draw)
}

// draw draws the bar's state.
func (z *barZone) draw() fyne.CanvasObject {
	s, lk := z.state, z.state.look
	z.mains = nil
	cols := make([]fyne.CanvasObject, 0, len(s.actions))
	for _, a := range s.actions {
		label := a.label
		if a.short != "" && buttonWidthAt(label, s.ui) > s.colW {
			label = a.short
		}
		b := z.button(label, a.tap)
		if a.high {
			b.Importance = widget.HighImportance
		}
		if !a.enabled || !a.tap.live() {
			b.Disable()
		}
		cols = append(cols, z.column(b, a.caption))
	}
	left := container.NewGridWrap(fyne.NewSize(s.leftW, s.leftH), container.NewVBox(
		newLineAt(lk.tips, s.status, lk.px(13), true, inkDark()), newLineAt(lk.tips, s.detail, lk.px(11), false, inkMuted())))
	var right fyne.CanvasObject
	switch r := s.right; {
	case r.label != "":
		b := z.button(r.label, r.tap)
		if r.high {
			b.Importance = widget.HighImportance
		}
		if r.main {
			z.mains = append(z.mains, b) // Enter presses it
		}
		right = z.column(b, r.caption)
	case r.note != "":
		l := newLineAt(lk.tips, r.note, lk.px(11), false, inkMuted())
		l.lines = 3
		right = l
	}
	if right != nil {
		right = container.NewGridWrap(fyne.NewSize(s.rightW, s.rightH), right)
	}
	var middle fyne.CanvasObject = container.NewGridWithColumns(len(cols), cols...)
	if s.watching != "" {
		l := newLineAt(lk.tips, s.watching, lk.px(13), false, inkMuted())
		l.align = fyne.TextAlignCenter
		middle = container.NewVBox(layout.NewSpacer(), l, layout.NewSpacer())
	}
	return framed(nil, container.NewBorder(nil, nil, container.NewCenter(left), right, middle))
}

// button is a bar button that hands a to the dispatch.
func (z *barZone) button(label string, a act) *widget.Button {
	do := z.state.look.do
	return widget.NewButton(label, func() { do(a) })
}

// column puts a button over its caption.
func (z *barZone) column(b *widget.Button, caption string) fyne.CanvasObject {
	lk := z.state.look
	l := newLineAt(lk.tips, caption, lk.px(11), false, inkMuted())
	l.align = fyne.TextAlignCenter
	return container.New(&barColumn{}, b, l)
}

// barColumn puts a button over its caption: the button at its least
// height, the caption right under it.
type barColumn struct{}

// MinSize is the button over the caption.
func (barColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	b, c := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(b.Width, c.Width), b.Height+c.Height)
}

// Layout puts the caption under the button.
func (barColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	bh := objs[0].MinSize().Height
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, bh))
	objs[1].Move(fyne.NewPos(0, bh))
	objs[1].Resize(fyne.NewSize(size.Width, size.Height-bh))
}
