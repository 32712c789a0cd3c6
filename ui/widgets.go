package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

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
// in a large window (kit.Scale), built anew at each scale (kit.Growing).
var (
	screenScale = kit.Scale
	inScale     = kit.InScale
)

// newGrowingScreen is a screen that build makes at the window's scale,
// asking at most the app's least window.
func newGrowingScreen(build func(scale float32) fyne.CanvasObject) *fyne.Container {
	return kit.Growing(minContentSize, build)
}
