package wonders

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// hoverBox shows its content and, while full is set, the whole text
// behind it on hover (and to the layout audit through FullText): what a
// row shortened to fit leaves out.
type hoverBox struct {
	widget.BaseWidget
	hover
	content fyne.CanvasObject
	full    string
}

func newHoverBox(t *Table, content fyne.CanvasObject) *hoverBox {
	b := &hoverBox{content: content}
	b.hover = hover{t: t, self: b, tip: func() string { return b.full }}
	b.ExtendBaseWidget(b)
	return b
}

// FullText is what the box's content shortens, if anything.
func (b *hoverBox) FullText() string { return b.full }

func (b *hoverBox) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.content)
}

// compactButtons is the app's theme with buttons of less padding and
// smaller text, for a row of choices in a short window.
type compactButtons struct{}

func (compactButtons) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (c compactButtons) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return c.base().Color(n, v)
}

func (c compactButtons) Font(s fyne.TextStyle) fyne.Resource { return c.base().Font(s) }

func (c compactButtons) Icon(n fyne.ThemeIconName) fyne.Resource { return c.base().Icon(n) }

func (c compactButtons) Size(n fyne.ThemeSizeName) float32 {
	s := c.base().Size(n)
	switch n {
	case theme.SizeNameInnerPadding:
		return 2
	case theme.SizeNameText:
		return s - 1
	}
	return s
}
