package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// logWidth is the width of the game log column.
const logWidth = 210

// gameLog is the narrow right column listing every play, newest last.
type gameLog struct {
	t      *Table
	lines  *fyne.Container
	scroll *container.Scroll
	root   *fyne.Container
}

func newGameLog(t *Table) *gameLog {
	l := &gameLog{t: t, lines: container.NewVBox()}
	l.scroll = container.NewVScroll(l.lines)
	title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.root = container.New(fixedWidthLayout{logWidth}, container.NewBorder(title, nil, nil, nil, l.scroll))
	return l
}

func (l *gameLog) update() {
	v, w := l.t.view, l.t.words
	border := l.root.Objects[0].(*fyne.Container)
	for _, o := range border.Objects {
		if title, ok := o.(*widget.Label); ok {
			title.SetText(w.T("wonders.ui.log"))
		}
	}
	var objs []fyne.CanvasObject
	age := 0
	for _, e := range v.Events {
		if e.Age != age {
			age = e.Age
			objs = append(objs, widget.NewLabelWithStyle(w.T("wonders.ui.age", map[string]any{"Age": romanAge(age)}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		}
		line := widget.NewLabel(w.event(v, e))
		line.Wrapping = fyne.TextWrapWord
		objs = append(objs, line)
	}
	l.lines.Objects = objs
	l.lines.Refresh()
	l.scroll.ScrollToBottom()
}
