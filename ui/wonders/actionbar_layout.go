package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
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
// want; when the row is narrower, the children that yield give back width
// first, down to their MinSize, in the order of their rank (the
// selectors, whose lists open wide anyway, then a button that can show
// its icon alone), then the others that can shrink (those wanting more
// than their MinSize) in proportion.
type shrinkRow struct{ gap float32 }

// yielder is a child of a shrinkRow that gives its width up first, the
// lower rank first; rank 0 is a child that does not.
type yielder interface{ yieldRank() int }

// yieldRanks are the ranks of the yielding children, in order.
var yieldRanks = []int{1, 2}

func rankOf(o fyne.CanvasObject) int {
	if y, ok := o.(yielder); ok {
		return y.yieldRank()
	}
	return 0
}

func (l *shrinkRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	want, _ := rowWidths(objs, l.gap)
	over := max(want-size.Width, 0)
	// ratio[r] is the share of its spare width a child of rank r keeps.
	ratio := map[int]float32{}
	for _, r := range append(yieldRanks, 0) {
		spare := float32(0)
		for _, o := range objs {
			if o.Visible() && rankOf(o) == r {
				spare += wantOf(o).Width - o.MinSize().Width
			}
		}
		ratio[r] = 1
		if spare > 0 {
			given := min(over, spare)
			ratio[r] = 1 - given/spare
			over -= given
		}
	}
	x := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m, w := o.MinSize(), wantOf(o).Width
		width := m.Width + (w-m.Width)*ratio[rankOf(o)]
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

// yieldBox holds a control that would rather be wide (as wide as its
// longest choice) but shows whole at least wide; in a shrinkRow it gives
// its width up first.
type yieldBox struct {
	widget.BaseWidget
	content     fyne.CanvasObject
	least, wide float32
}

func newYieldBox(content fyne.CanvasObject) *yieldBox {
	b := &yieldBox{content: content}
	b.ExtendBaseWidget(b)
	return b
}

// set sets the least and the wanted width.
func (b *yieldBox) set(least, wide float32) {
	b.least, b.wide = least, max(wide, least)
	b.Refresh()
}

func (b *yieldBox) want() float32  { return max(b.wide, b.MinSize().Width) }
func (b *yieldBox) yieldRank() int { return 1 }

func (b *yieldBox) MinSize() fyne.Size {
	m := b.content.MinSize()
	return fyne.NewSize(max(m.Width, b.least), m.Height)
}

func (b *yieldBox) CreateRenderer() fyne.WidgetRenderer {
	return &yieldRenderer{b: b}
}

type yieldRenderer struct{ b *yieldBox }

func (r *yieldRenderer) Layout(size fyne.Size) {
	r.b.content.Move(fyne.NewPos(0, 0))
	r.b.content.Resize(size)
}
func (r *yieldRenderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *yieldRenderer) Refresh()                     { r.b.content.Refresh() }
func (r *yieldRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.b.content} }
func (r *yieldRenderer) Destroy()                     {}
