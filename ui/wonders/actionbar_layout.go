package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// barLayout places the action bar: the buttons first, at the width they
// want, shrinking their labels (never below fitButtonMin) when the bar is
// narrow; then the hint at the right and the card's name at the left, each
// only when it fits whole in the room left. Its objects are the card's
// name, the row of buttons (a container, or one in a theme of its own)
// and the hint.
type barLayout struct{ gap float32 }

// buttonsOf is the container of the bar's buttons.
func buttonsOf(o fyne.CanvasObject) *fyne.Container {
	if th, ok := o.(*container.ThemeOverride); ok {
		o = th.Content
	}
	return o.(*fyne.Container)
}

func (l *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	card, buttons, hint := objs[0], objs[1], objs[2]
	want, least := rowWidths(buttonsOf(buttons).Objects, l.gap)
	bw := clamp(want, least, size.Width)
	left := size.Width - bw
	hm, cm := hint.MinSize(), card.MinSize()
	showHint := hm.Width > 0 && hm.Width+l.gap <= left
	if showHint {
		left -= hm.Width + l.gap
	}
	showCard := cm.Width+l.gap <= left
	setShown(card, showCard)
	setShown(hint, showHint)
	card.Move(fyne.NewPos(0, (size.Height-cm.Height)/2))
	card.Resize(cm)
	x := size.Width - bw
	if showHint {
		x -= hm.Width + l.gap
		hint.Move(fyne.NewPos(size.Width-hm.Width, (size.Height-hm.Height)/2))
		hint.Resize(hm)
	}
	buttons.Move(fyne.NewPos(max(x, 0), 0))
	buttons.Resize(fyne.NewSize(bw, size.Height))
}

// setShown shows or hides o.
func setShown(o fyne.CanvasObject, on bool) {
	if on && !o.Visible() {
		o.Show()
	} else if !on && o.Visible() {
		o.Hide()
	}
}

func (l *barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	_, least := rowWidths(buttonsOf(objs[1]).Objects, l.gap)
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(least, h)
}

// rowWidths are the width a row of objects wants and the least it takes.
func rowWidths(objs []fyne.CanvasObject, gap float32) (want, least float32) {
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		want += wantOf(o).Width
		least += o.MinSize().Width
		n++
	}
	if n > 1 {
		want += gap * float32(n-1)
		least += gap * float32(n-1)
	}
	return want, least
}

// shrinkRow lays its visible children left to right at the width they
// want; when the row is narrower, the children that can shrink (those
// wanting more than their MinSize) give back width in proportion.
type shrinkRow struct{ gap float32 }

func (l *shrinkRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	want, least := rowWidths(objs, l.gap)
	ratio := float32(1)
	if want > size.Width && want > least {
		ratio = max(size.Width-least, 0) / (want - least)
	}
	x := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m, w := o.MinSize(), wantOf(o).Width
		width := m.Width + (w-m.Width)*ratio
		o.Move(fyne.NewPos(x, (size.Height-m.Height)/2))
		o.Resize(fyne.NewSize(width, m.Height))
		x += width + l.gap
	}
}

func (l *shrinkRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	_, least := rowWidths(objs, l.gap)
	h := float32(0)
	for _, o := range objs {
		if o.Visible() {
			h = max(h, o.MinSize().Height)
		}
	}
	return fyne.NewSize(least, h)
}
