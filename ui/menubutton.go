package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NewMenuButton is a table header's menu button: the ☰ icon and label,
// opening the entries items returns (asked at each tap, so they follow
// the language and the game) in a pop-up menu under the button.
func NewMenuButton(label string, items func() []*fyne.MenuItem) *widget.Button {
	var b *widget.Button
	b = widget.NewButtonWithIcon(label, theme.MenuIcon(), func() { ShowMenuUnder(b, items()) })
	return b
}

// ShowMenuUnder opens items in a pop-up menu right under o; nothing
// happens when o is not on a canvas.
func ShowMenuUnder(o fyne.CanvasObject, items []*fyne.MenuItem) {
	d := fyne.CurrentApp().Driver()
	c := d.CanvasForObject(o)
	if c == nil {
		return
	}
	pos := d.AbsolutePositionForObject(o)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos.AddXY(0, o.Size().Height))
}
