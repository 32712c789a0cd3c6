package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tableTheme draws the table in the light variant whatever the app's
// theme, with tighter padding so a 4-player table fits 1280×800.
type tableTheme struct{}

func (tableTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t tableTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.base().Color(n, theme.VariantLight)
}

func (t tableTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

func (t tableTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

func (t tableTheme) Size(n fyne.ThemeSizeName) float32 {
	s := t.base().Size(n)
	switch n {
	case theme.SizeNamePadding, theme.SizeNameInnerPadding:
		return s / 2
	}
	return s
}

// tableBackground is the colour under the table's panels.
var tableBackground = color.NRGBA{R: 0xe9, G: 0xe4, B: 0xd6, A: 0xff}
