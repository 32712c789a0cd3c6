package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui/measure"
)

// fitButton holds a button whose label shortens itself to the width the
// holder is given, with an ellipsis; while shortened, hovering it shows
// the whole label (and FullText gives it to the layout audit). It asks
// for the width of its whole label (want) but accepts fitButtonMin.
type fitButton struct {
	widget.BaseWidget
	b    *widget.Button
	full string
	tip  *tipCatcher
	// sizes, when set, is the theme the button is drawn in (a compact
	// one), whose text and padding its label is measured with.
	sizes fyne.Theme
	// iconOnly: a button with an icon shows it alone when its whole label
	// has no room (the label on hover), and gives its width up first in
	// a shrinkRow.
	iconOnly bool
}

// fitButtonMin is the narrowest a fitButton accepts.
const fitButtonMin = 96

func newFitButton(tips *tipLayer, tapped func()) *fitButton {
	f := &fitButton{b: widget.NewButton("", tapped)}
	f.tip = newTipCatcher(tips, f.shortened)
	f.ExtendBaseWidget(f)
	return f
}

// wrapButton makes a fitButton of an existing button.
func wrapButton(tips *tipLayer, b *widget.Button) *fitButton {
	f := &fitButton{b: b, full: b.Text}
	f.tip = newTipCatcher(tips, f.shortened)
	f.ExtendBaseWidget(f)
	return f
}

// setFull changes the whole label and refits it.
func (f *fitButton) setFull(text string) {
	f.full = text
	f.fit(f.Size().Width)
}

// chrome is the width of the button around its label.
func (f *fitButton) chrome() float32 {
	w := f.size(theme.SizeNameInnerPadding)*2 + 2
	if f.b.Icon != nil {
		w += f.size(theme.SizeNameInlineIcon) + f.size(theme.SizeNamePadding)
	}
	return w
}

func (f *fitButton) labelWidth(s string) float32 {
	return measure.Text(s, f.size(theme.SizeNameText), fyne.TextStyle{Bold: true}).Width
}

// size is a size of the theme the button is drawn in.
func (f *fitButton) size(name fyne.ThemeSizeName) float32 {
	if f.sizes != nil {
		return f.sizes.Size(name)
	}
	return theme.Size(name)
}

// want is the width the whole label needs.
func (f *fitButton) want() float32 { return f.labelWidth(f.full) + f.chrome() }

func (f *fitButton) fit(width float32) {
	text := f.full
	if width > 0 && width+0.5 < f.want() { // a float's rounding is no reason to cut
		text = fit(f.full, width-f.chrome(), f.size(theme.SizeNameText), fyne.TextStyle{Bold: true})
		if f.iconOnly {
			text = ""
		}
	}
	f.tip.Hidden = text == f.full
	if text != f.b.Text {
		f.b.SetText(text)
	}
}

// Resize refits the label to the new width.
func (f *fitButton) Resize(s fyne.Size) {
	f.fit(s.Width)
	f.BaseWidget.Resize(s)
}

// FullText is the whole label, whatever the button shows of it.
func (f *fitButton) FullText() string { return f.full }

// shortened is the whole label while the button shows less of it.
func (f *fitButton) shortened() string {
	if f.b.Text == f.full {
		return ""
	}
	return f.full
}

// AllowsOverlap: the hover catcher lies over the button.
func (f *fitButton) AllowsOverlap(_, _ fyne.CanvasObject) bool { return true }

func (f *fitButton) CreateRenderer() fyne.WidgetRenderer { return &fitButtonRenderer{f: f} }

type fitButtonRenderer struct{ f *fitButton }

func (r *fitButtonRenderer) Destroy() {}
func (r *fitButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.f.b, r.f.tip}
}

func (r *fitButtonRenderer) MinSize() fyne.Size {
	if r.f.iconOnly {
		return fyne.NewSize(r.f.chrome(), r.f.b.MinSize().Height)
	}
	return fyne.NewSize(min(r.f.want(), fitButtonMin), r.f.b.MinSize().Height)
}

// yieldRank: a button that can show its icon alone gives its width up
// after the selectors.
func (f *fitButton) yieldRank() int {
	if f.iconOnly {
		return 2
	}
	return 0
}

func (r *fitButtonRenderer) Layout(s fyne.Size) {
	for _, o := range r.Objects() {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

func (r *fitButtonRenderer) Refresh() {
	r.f.fit(r.f.Size().Width)
	r.f.b.Refresh()
}

// tipCatcher lies over a shortened text or button and shows the whole
// of it on hover; it takes no taps, so a click reaches what is under it.
type tipCatcher struct {
	widget.BaseWidget
	hover
}

func newTipCatcher(tips *tipLayer, full func() string) *tipCatcher {
	c := &tipCatcher{}
	c.hover = hover{tips: tips, tip: full}
	c.self = c
	c.Hidden = true
	c.ExtendBaseWidget(c)
	return c
}

func (c *tipCatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(newSpacer())
}

// newSpacer is an object that draws nothing.
func newSpacer() fyne.CanvasObject { return &fyne.Container{} }

// Visible follows the button: hiding or showing the button hides or
// shows its holder.
func (f *fitButton) Visible() bool { return f.b.Visible() }
