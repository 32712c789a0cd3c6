package wonders

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"agora/assets"
	"agora/game/wonders"
)

// iconSize is the one size icons are drawn at: Fyne keeps one raster per
// resource name, so one size avoids redrawing them.
const iconSize = 18

// svgIcon is one of the table's icons, drawn in assets/wonders.
func svgIcon(name string) fyne.Resource { return assets.Wonders(name) }

// Our own icons: simple shapes, each resource with its own colour and
// outline so that colour is never the only cue.
var (
	resourceIcons = [wonders.NumResources]fyne.Resource{
		svgIcon("wood"),
		svgIcon("stone"),
		svgIcon("ore"),
		svgIcon("clay"),
		svgIcon("glass"),
		svgIcon("loom"),
		svgIcon("papyrus"),
	}
	scienceIcons = [wonders.NumSymbols]fyne.Resource{
		svgIcon("compass"),
		svgIcon("gear"),
		svgIcon("tablet"),
	}
	coinIcon    = svgIcon("coin")
	shieldIcon  = svgIcon("shield")
	pointsIcon  = svgIcon("points")
	victoryIcon = svgIcon("victory")
	defeatIcon  = svgIcon("defeat")
	chainIcon   = svgIcon("chain")
	checkIcon   = svgIcon("check")
	crossIcon   = svgIcon("cross")
	stageIcon   = svgIcon("stage")
)

// colorShapes give each card colour its own corner mark.
var colorShapes = [wonders.NumColors]fyne.Resource{
	svgIcon("mark-brown"),
	svgIcon("mark-grey"),
	svgIcon("mark-blue"),
	svgIcon("mark-yellow"),
	svgIcon("mark-red"),
	svgIcon("mark-green"),
	svgIcon("mark-purple"),
}

// cardColors are the frames of the seven card colours.
var cardColors = [wonders.NumColors]color.NRGBA{
	{0x8b, 0x5a, 0x2b, 0xff}, // brown
	{0x6b, 0x72, 0x80, 0xff}, // grey
	{0x1d, 0x4e, 0xd8, 0xff}, // blue
	{0xca, 0x8a, 0x04, 0xff}, // yellow
	{0xb9, 0x1c, 0x1c, 0xff}, // red
	{0x15, 0x80, 0x3d, 0xff}, // green
	{0x7e, 0x22, 0xce, 0xff}, // purple
}

// icon is a fixed-size image of a resource.
func icon(res fyne.Resource) *canvas.Image {
	img := canvas.NewImageFromResource(res)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(iconSize, iconSize))
	return img
}

// count is an icon followed by a number, such as coins or shields.
func count(res fyne.Resource, n int) []fyne.CanvasObject {
	return []fyne.CanvasObject{icon(res), smallText(fmt.Sprint(n))}
}
