package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Handoff is the opaque screen a table shows between two people at one
// computer: it covers everything private and says only who plays next,
// with a Ready button. The table draws the next seat's view once Ready is
// pressed, so nothing of the previous player's hand, plan or prompt is
// ever seen. Every table uses this one screen.
type Handoff struct {
	bg    *canvas.Rectangle
	msg   *canvas.Text
	Ready *widget.Button
	// Root is the screen, to stack over the table; hidden until Show.
	Root *fyne.Container
}

// NewHandoff makes the screen; onReady runs when the next player presses
// Ready (the screen stays until the table hides it).
func NewHandoff(onReady func()) *Handoff {
	h := &Handoff{bg: canvas.NewRectangle(theme.Color(theme.ColorNameBackground)), msg: canvas.NewText("", nil)}
	h.msg.TextStyle.Bold, h.msg.TextSize, h.msg.Alignment = true, 28, fyne.TextAlignCenter
	h.Ready = widget.NewButton("", onReady)
	h.Ready.Importance = widget.HighImportance
	h.Root = container.NewStack(h.bg, container.NewCenter(container.NewVBox(h.msg, container.NewCenter(h.Ready))))
	h.Root.Hide()
	return h
}

// Show covers the table with message ("Pass to Léo") and the Ready
// button's label, in the theme's colours.
func (h *Handoff) Show(message, ready string) {
	h.bg.FillColor = theme.Color(theme.ColorNameBackground)
	h.msg.Text = message
	h.msg.Color = theme.Color(theme.ColorNameForeground)
	h.Ready.SetText(ready)
	h.Root.Show()
	h.Root.Refresh()
}

// Hide uncovers the table.
func (h *Handoff) Hide() { h.Root.Hide() }

// Shown reports whether the screen covers the table.
func (h *Handoff) Shown() bool { return h.Root.Visible() }
