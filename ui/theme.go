package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// bigTextScale is how much larger the start screen's buttons write.
const bigTextScale = 1.35

// bigText is the current theme with larger text and icons, for the start
// screen's buttons.
type bigText struct{}

func (bigText) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t bigText) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.base().Color(n, v)
}

func (t bigText) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

func (t bigText) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

func (t bigText) Size(n fyne.ThemeSizeName) float32 {
	s := t.base().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameInlineIcon:
		return s * bigTextScale
	}
	return s
}
