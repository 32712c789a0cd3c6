package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The screens around the tables (statistics, new game, help, the online
// screens) write larger in a large window: Scale times the theme's text,
// their columns as much wider.

// Scale is how much larger the screens write in a window of size.
func Scale(size fyne.Size) float32 {
	switch {
	case size.Width >= 2400 && size.Height >= 1300:
		return 1.5
	case size.Width >= 1800 && size.Height >= 1000:
		return 1.25
	}
	return 1
}

// scaledText is the app's current theme with its texts and inline icons
// scale times larger.
type scaledText struct{ scale float32 }

func (scaledText) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t scaledText) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.base().Color(n, v)
}

func (t scaledText) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

func (t scaledText) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

func (t scaledText) Size(n fyne.ThemeSizeName) float32 {
	s := t.base().Size(n)
	if Grows(n) {
		return s * t.scale
	}
	return s
}

// Grows reports whether the theme size n is one a larger scale
// multiplies: the texts' and the inline icons'.
func Grows(n fyne.ThemeSizeName) bool {
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return true
	}
	return false
}

// InScale is o drawn with its texts and inline icons scale times larger,
// o itself at scale 1.
func InScale(o fyne.CanvasObject, scale float32) fyne.CanvasObject {
	if scale == 1 {
		return o
	}
	return container.NewThemeOverride(o, scaledText{scale})
}

// growing fills its space with one object that build makes for the
// window's Scale, and makes it anew when the scale changes: a text takes
// its size when first measured, so a new scale is new objects.
type growing struct {
	build   func(scale float32) fyne.CanvasObject
	scale   float32
	least   fyne.Size      // zero: no cap
	scaleOf func() float32 // nil: Scale of the space given
}

// Growing is a screen that build makes at the window's scale. Its
// minimum size is the object's, at most least (the app's least window):
// a large scale does not hold the window large.
func Growing(least fyne.Size, build func(scale float32) fyne.CanvasObject) *fyne.Container {
	g := &growing{build: build, scale: 1, least: least}
	return &fyne.Container{Layout: g, Objects: []fyne.CanvasObject{build(1)}}
}

// GrowingWith is an object build makes at the scale scaleOf reads, made
// anew when it changes: a bar under a table, which takes the window's
// scale (scaleOf) while its own space is a strip. Its least size is the
// object's.
func GrowingWith(scaleOf func() float32, build func(scale float32) fyne.CanvasObject) *fyne.Container {
	s := scaleOf()
	g := &growing{build: build, scale: s, scaleOf: scaleOf}
	return &fyne.Container{Layout: g, Objects: []fyne.CanvasObject{InScale(build(s), s)}}
}

func (g *growing) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	s := Scale(size)
	if g.scaleOf != nil {
		s = g.scaleOf()
	}
	g.rescale(objs, s)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// rescale makes the object anew at scale s when it is another.
func (g *growing) rescale(objs []fyne.CanvasObject, s float32) {
	if s == g.scale {
		return
	}
	g.scale = s
	objs[0] = InScale(g.build(s), s)
	// Once more, now that the theme is in place: a widget drawn while
	// being built (a button disabled) measured its text without it.
	objs[0].Refresh()
}

func (g *growing) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if g.scaleOf != nil {
		// The parent asks before it lays out: the size it gives is
		// then the new scale's.
		g.rescale(objs, g.scaleOf())
	}
	if g.least.IsZero() {
		return objs[0].MinSize()
	}
	return objs[0].MinSize().Min(g.least)
}
