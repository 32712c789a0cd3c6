package wonders

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui"
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

func newHoverBox(tips *tipLayer, content fyne.CanvasObject) *hoverBox {
	b := &hoverBox{content: content}
	b.hover = hover{tips: tips, self: b, tip: func() string { return b.full }}
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
var compactButtons = ui.ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
	switch n {
	case theme.SizeNameInnerPadding:
		return 2
	case theme.SizeNameText:
		return s - 1
	}
	return s
}}
