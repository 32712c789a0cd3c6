package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A rules page is the same for every game: a title, sections each with a
// bold heading (and maybe a small icon before it) and a few paragraphs,
// in a scrolling dialog sized to the window. A table builds the sections
// from its catalog and calls ShowRules; the page knows nothing of the
// game.

// RulesSection is one section of a rules page. Text may hold several
// paragraphs separated by newlines.
type RulesSection struct {
	Heading string
	Text    string
	// Icon, when set, is drawn small before the heading.
	Icon fyne.Resource
}

// The page's measures: the widest it grows (a readable line), the margin
// it keeps inside the window on every side, the least it shrinks to, and
// the size of a heading's icon.
const (
	rulesMaxWidth  = 720
	rulesMaxHeight = 900
	rulesMargin    = 24
	rulesMinWidth  = 240
	rulesMinHeight = 160
	rulesIconSize  = 20
)

// RulesSize is the size of a rules dialog in a window of size win: as
// wide as a readable line allows and as tall as the window, keeping a
// margin, and never larger than the window, however small.
func RulesSize(win fyne.Size) fyne.Size {
	fit := func(space, most, least float32) float32 {
		s := min(space-2*rulesMargin, most)
		if s < least {
			s = min(least, space) // a tiny window: fill it rather than overflow
		}
		return max(s, 0)
	}
	return fyne.NewSize(fit(win.Width, rulesMaxWidth, rulesMinWidth), fit(win.Height, rulesMaxHeight, rulesMinHeight))
}

// RulesPage is the scrolling body of a rules page: each section's heading
// in bold, with its icon, then its text wrapped to the page's width.
func RulesPage(sections []RulesSection) *container.Scroll {
	box := container.NewVBox()
	for i, s := range sections {
		heading := widget.NewLabel(s.Heading)
		heading.TextStyle = fyne.TextStyle{Bold: true}
		heading.SizeName = theme.SizeNameSubHeadingText
		heading.Wrapping = fyne.TextWrapWord
		var head fyne.CanvasObject = heading
		if s.Icon != nil {
			icon := widget.NewIcon(s.Icon)
			head = container.NewBorder(nil, nil, container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(rulesIconSize), icon)), nil, heading)
		}
		if i > 0 {
			box.Add(widget.NewSeparator())
		}
		box.Add(head)
		if s.Text != "" {
			text := widget.NewLabel(s.Text)
			text.Wrapping = fyne.TextWrapWord
			box.Add(text)
		}
	}
	scroll := container.NewVScroll(box)
	scroll.SetMinSize(fyne.NewSize(rulesMinWidth, rulesMinHeight))
	return scroll
}

// ShowRules opens a rules page over win, titled title, with one button
// labelled closeLabel, sized to the window by RulesSize. It returns the
// dialog (nil without a window) so a table may close it.
func ShowRules(win fyne.Window, title, closeLabel string, sections []RulesSection) dialog.Dialog {
	if win == nil {
		return nil
	}
	d := dialog.NewCustom(title, closeLabel, RulesPage(sections), win)
	d.Resize(RulesSize(win.Canvas().Size())) // before Show, so it opens centred
	d.Show()
	return d
}
