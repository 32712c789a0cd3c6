package dale

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"agora/ui"
)

// tableTheme is the app's theme, in the variant the player chose in
// Settings (light, dark or the system's), with tighter padding so a
// 4-player table fits 1280×800. Texts take the theme's colours; the
// table's own surfaces (below) are picked to go with the variant.
var tableTheme = ui.ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
	switch n {
	case theme.SizeNamePadding, theme.SizeNameInnerPadding:
		return s / 2
	}
	return s
}}

// tones are the table's surfaces in one variant: under the panels, the
// panels with their border, and the padlock.
type tones struct {
	surface, panel, stroke, lock color.NRGBA
}

// The surfaces of the light and the dark variant: a warm card table, the
// panels a shade apart from it, so the theme's text reads on both.
var (
	lightTones = tones{
		surface: color.NRGBA{R: 0xe9, G: 0xe4, B: 0xd6, A: 0xff},
		panel:   color.NRGBA{R: 0xf6, G: 0xf1, B: 0xe4, A: 0xff},
		stroke:  color.NRGBA{R: 0xc8, G: 0xbc, B: 0x9c, A: 0xff},
		lock:    color.NRGBA{R: 0x5a, G: 0x52, B: 0x40, A: 0xff},
	}
	darkTones = tones{
		surface: color.NRGBA{R: 0x1e, G: 0x1c, B: 0x19, A: 0xff},
		panel:   color.NRGBA{R: 0x2e, G: 0x2b, B: 0x26, A: 0xff},
		stroke:  color.NRGBA{R: 0x58, G: 0x50, B: 0x40, A: 0xff},
		lock:    color.NRGBA{R: 0xc8, G: 0xbc, B: 0x9c, A: 0xff},
	}
)

// currentTones are the surfaces of the variant the app draws in now.
func currentTones() tones {
	if ui.DarkTheme() {
		return darkTones
	}
	return lightTones
}

// tableBackground is the colour under the table's panels now.
func tableBackground() color.Color { return currentTones().surface }

// panelFill is a panel's background now.
func panelFill() color.Color { return currentTones().panel }

// panelStroke is a panel's border now.
func panelStroke() color.Color { return currentTones().stroke }

// surface is the rectangle under the whole table, recoloured for the
// variant at every redraw.
type surface struct{ rect *canvas.Rectangle }

func newSurface() *surface { return &surface{rect: canvas.NewRectangle(tableBackground())} }

// update recolours the surface for the current variant.
func (s *surface) update() {
	if c := tableBackground(); s.rect.FillColor != c {
		s.rect.FillColor = c
		s.rect.Refresh()
	}
}
