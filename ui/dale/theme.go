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

// scaledSizes are the theme's sizes that grow and shrink with the
// table's texts (scaled): the buttons', labels' and menus' text, their
// icons and their paddings.
var scaledSizes = map[fyne.ThemeSizeName]bool{theme.SizeNameText: true, theme.SizeNameInlineIcon: true,
	theme.SizeNamePadding: true, theme.SizeNameInnerPadding: true, theme.SizeNameLineSpacing: true,
	theme.SizeNameHeadingText: true, theme.SizeNameSubHeadingText: true, theme.SizeNameCaptionText: true}

// scaled is the table's theme (tableTheme) at the texts' scale now: the
// buttons of the action bar and the prompt, the menu button and the
// prompt's paragraphs grow with the table as its own texts do, and
// shrink with them in a small window, never under the least size.
func (t *Table) scaled() fyne.Theme {
	return ui.ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
		s = tableTheme.Resize(n, s)
		if scaledSizes[n] {
			return s * t.uiScale()
		}
		return s
	}}
}

// uiScale is how much the theme's sizes are scaled: the texts' scale,
// 1 before the table is first laid out, and over the hand-off and the
// winning screens, which the table's layout does not lay out (their few
// lines and button, centred, read at every size).
func (t *Table) uiScale() float32 {
	if t.dims.text == 0 || t.handoff || t.src.Over() {
		return 1
	}
	return t.dims.text
}

// palette is the table's colours in one theme variant: its surfaces
// (under the panels, the panels with their border, the padlock) and its
// inks (the zones' text and marks).
type palette struct {
	surface, panel, stroke, lock    color.NRGBA
	dark, muted, faint, blue, green color.NRGBA
	blueWash                        color.NRGBA
}

// The light and the dark variant: a warm card table, the panels a shade
// apart from it, so the theme's text reads on both, and inks for each.
var (
	lightPalette = palette{
		surface:  color.NRGBA{R: 0xe9, G: 0xe4, B: 0xd6, A: 0xff},
		panel:    color.NRGBA{R: 0xf6, G: 0xf1, B: 0xe4, A: 0xff},
		stroke:   color.NRGBA{R: 0xc8, G: 0xbc, B: 0x9c, A: 0xff},
		lock:     color.NRGBA{R: 0x5a, G: 0x52, B: 0x40, A: 0xff},
		dark:     color.NRGBA{R: 0x2a, G: 0x2a, B: 0x2a, A: 0xff},
		muted:    color.NRGBA{R: 0x6a, G: 0x66, B: 0x5c, A: 0xff},
		faint:    color.NRGBA{R: 0xa8, G: 0xa2, B: 0x94, A: 0xff},
		blue:     color.NRGBA{R: 0x1f, G: 0x6f, B: 0xeb, A: 0xff},
		green:    color.NRGBA{R: 0x3a, G: 0x8a, B: 0x3a, A: 0xff},
		blueWash: color.NRGBA{R: 0xe6, G: 0xee, B: 0xfb, A: 0xff},
	}
	darkPalette = palette{
		surface:  color.NRGBA{R: 0x1e, G: 0x1c, B: 0x19, A: 0xff},
		panel:    color.NRGBA{R: 0x2e, G: 0x2b, B: 0x26, A: 0xff},
		stroke:   color.NRGBA{R: 0x58, G: 0x50, B: 0x40, A: 0xff},
		lock:     color.NRGBA{R: 0xc8, G: 0xbc, B: 0x9c, A: 0xff},
		dark:     color.NRGBA{R: 0xee, G: 0xea, B: 0xe0, A: 0xff},
		muted:    color.NRGBA{R: 0xb4, G: 0xac, B: 0x98, A: 0xff},
		faint:    color.NRGBA{R: 0x78, G: 0x70, B: 0x62, A: 0xff},
		blue:     color.NRGBA{R: 0x5c, G: 0x9c, B: 0xff, A: 0xff},
		green:    color.NRGBA{R: 0x4a, G: 0x9a, B: 0x4a, A: 0xff},
		blueWash: color.NRGBA{R: 0x22, G: 0x30, B: 0x48, A: 0xff},
	}
)

// currentPalette is the palette of the variant the app draws in now.
func currentPalette() palette {
	if ui.DarkTheme() {
		return darkPalette
	}
	return lightPalette
}

// tableBackground is the colour under the table's panels now.
func tableBackground() color.Color { return currentPalette().surface }

// panelFill is a panel's background now.
func panelFill() color.Color { return currentPalette().panel }

// panelStroke is a panel's border now.
func panelStroke() color.Color { return currentPalette().stroke }

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
