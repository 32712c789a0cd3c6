package wonders

import (
	"image/color"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"

	"agora/assets"
	"agora/game/wonders"
)

// Icon sizes. Pictures are drawn as raster.Picture, rasterised once per
// pixel size; each size still names its resources (see sized), which
// tests read to tell an icon's size.
const (
	iconSmall = 16 // panels, pills, the strip
	iconMid   = 20 // costs, stages, your city
	iconBig   = 26 // a hand card's effect
)

// svgIcon is one of the table's icons, drawn in assets/wonders.
func svgIcon(name string) fyne.Resource { return assets.Wonders(name) }

// Our own icons: simple shapes, each resource with its own colour and
// outline so that colour is never the only cue.
var (
	resourceIcons = [wonders.NumResources]fyne.Resource{
		svgIcon("wood"), svgIcon("stone"), svgIcon("ore"), svgIcon("clay"),
		svgIcon("glass"), svgIcon("loom"), svgIcon("papyrus"),
	}
	scienceIcons = [wonders.NumSymbols]fyne.Resource{svgIcon("compass"), svgIcon("gear"), svgIcon("tablet")}
	coinIcon     = svgIcon("coin")
	shieldIcon   = svgIcon("shield")
	pointsIcon   = svgIcon("points")
	victoryIcon  = svgIcon("victory")
	defeatIcon   = svgIcon("defeat")
	chainIcon    = svgIcon("chain")
	checkIcon    = svgIcon("check")
	crossIcon    = svgIcon("cross")
	stageIcon    = svgIcon("stage")
	leftIcon     = svgIcon("arrow-left")
	rightIcon    = svgIcon("arrow-right")
	lockIcon     = svgIcon("lock")
)

// colorShapes give each card colour its own corner mark, so colour is
// never the only cue; the leaders' white (wonders.White) has the laurel,
// the Cities' black (wonders.Black) the mask.
var colorShapes = [wonders.NumColors + 2]fyne.Resource{
	svgIcon("mark-brown"), svgIcon("mark-grey"), svgIcon("mark-blue"), svgIcon("mark-yellow"),
	svgIcon("mark-red"), svgIcon("mark-green"), svgIcon("mark-purple"), leaderMark, blackMark,
}

// cardColors are the frames of the seven card colours, and the leaders'
// stone edge, the black cards' frame.
var cardColors = [wonders.NumColors + 2]color.NRGBA{
	{0x8b, 0x5a, 0x2b, 0xff}, // brown
	{0x6b, 0x72, 0x80, 0xff}, // grey
	{0x1d, 0x4e, 0xd8, 0xff}, // blue
	{0xb4, 0x7b, 0x04, 0xff}, // yellow, dark enough for white text
	{0xb9, 0x1c, 0x1c, 0xff}, // red
	{0x15, 0x80, 0x3d, 0xff}, // green
	{0x7e, 0x22, 0xce, 0xff}, // purple
	leaderEdge,               // white: the leaders
	blackEdge,                // black: the Cities cards
}

// Status colours of the pills.
var (
	colorOwn    = color.NRGBA{0x16, 0x7a, 0x3a, 0xff}
	colorTrade  = color.NRGBA{0xe0, 0xa8, 0x1c, 0xff}
	colorCannot = color.NRGBA{0xa3, 0x1d, 0x1d, 0xff}
	colorFree   = color.NRGBA{0x0e, 0x74, 0x90, 0xff}
	colorMuted  = color.NRGBA{0x57, 0x53, 0x4e, 0xff}
	colorCoins  = color.NRGBA{0xf5, 0xc0, 0x2e, 0xff}
	colorWhite  = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	colorInk    = color.NRGBA{0x1c, 0x19, 0x17, 0xff}
)

var sizedIcons sync.Map // "name@px" -> fyne.Resource

// sized is res under a name of its own for the size px.
func sized(res fyne.Resource, px float32) fyne.Resource {
	key := res.Name() + "@" + strconv.Itoa(int(px))
	if r, ok := sizedIcons.Load(key); ok {
		return r.(fyne.Resource)
	}
	name := strings.TrimSuffix(res.Name(), ".svg") + "-" + strconv.Itoa(int(px)) + ".svg"
	r, _ := sizedIcons.LoadOrStore(key, fyne.NewStaticResource(name, res.Content()))
	return r.(fyne.Resource)
}

// colorCards are small cards of each colour with its corner mark, for
// "per brown card" effects and colour counts.
var colorCards = [wonders.NumColors + 2]fyne.Resource{
	svgIcon("card-brown"), svgIcon("card-grey"), svgIcon("card-blue"), svgIcon("card-yellow"),
	svgIcon("card-red"), svgIcon("card-green"), svgIcon("card-purple"), leaderIcon, blackIcon,
}
