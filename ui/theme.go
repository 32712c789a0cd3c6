package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ResizedTheme is the app's current theme with some sizes changed: Resize
// gets each size's name and current value and returns the value to use.
// The start screen's big buttons, the tables' tighter padding and short
// windows' compact buttons are each one.
type ResizedTheme struct {
	Resize func(n fyne.ThemeSizeName, s float32) float32
}

func (ResizedTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

// Color is the current theme's.
func (t ResizedTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.base().Color(n, v)
}

// Font is the current theme's.
func (t ResizedTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

// Icon is the current theme's.
func (t ResizedTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

// Size is the current theme's, resized.
func (t ResizedTheme) Size(n fyne.ThemeSizeName) float32 {
	s := t.base().Size(n)
	if t.Resize == nil {
		return s
	}
	return t.Resize(n, s)
}

// bigTextScale is how much larger the start screen's buttons write.
const bigTextScale = 1.35

// bigText is the current theme with larger text and icons, for the start
// screen's buttons.
var bigText = ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
	switch n {
	case theme.SizeNameText, theme.SizeNameInlineIcon:
		return s * bigTextScale
	}
	return s
}}
