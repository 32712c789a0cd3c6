package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"agora/ui/kit"
)

// The screens' text pieces and column are the kit's (ui/kit), shared
// with the online screens.
var (
	heading    = kit.Heading
	subheading = kit.Subheading
	paragraph  = kit.Paragraph
	withWidth  = kit.WithWidth
)

// gap is empty vertical space.
func gap(height float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, height))
	return r
}

// The screens around the tables (statistics, new game, help) write larger
// in a large window: screenScale times the theme's text, their columns
// as much wider.

// screenScale is how much larger the screens write in a window of size.
func screenScale(size fyne.Size) float32 {
	switch {
	case size.Width >= 2400 && size.Height >= 1300:
		return 1.5
	case size.Width >= 1800 && size.Height >= 1000:
		return 1.25
	}
	return 1
}

// scaledText is the app's theme with its texts and inline icons scale
// times larger.
func scaledText(scale float32) fyne.Theme {
	return ResizedTheme{Resize: func(n fyne.ThemeSizeName, s float32) float32 {
		switch n {
		case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
			theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
			return s * scale
		}
		return s
	}}
}

// inScale is o drawn in scaledText(scale), o itself at scale 1.
func inScale(o fyne.CanvasObject, scale float32) fyne.CanvasObject {
	if scale == 1 {
		return o
	}
	return container.NewThemeOverride(o, scaledText(scale))
}

// growingScreen fills its space with one object that build makes for the
// window's screenScale, and makes it anew when the scale changes: a text
// takes its size when first measured, so a new scale is new objects.
type growingScreen struct {
	build func(scale float32) fyne.CanvasObject
	scale float32
}

// newGrowingScreen is a screen that build makes at the window's scale.
func newGrowingScreen(build func(scale float32) fyne.CanvasObject) *fyne.Container {
	g := &growingScreen{build: build, scale: 1}
	return &fyne.Container{Layout: g, Objects: []fyne.CanvasObject{build(1)}}
}

func (g *growingScreen) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if s := screenScale(size); s != g.scale {
		g.scale = s
		objs[0] = inScale(g.build(s), s)
		// Once more, now that the theme is in place: a widget drawn while
		// being built (a button disabled) measured its text without it.
		objs[0].Refresh()
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// MinSize is the object's, at most the app's least window: a large scale
// does not hold the window large.
func (g *growingScreen) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize().Min(minContentSize)
}
