// Package assets holds Agora's artwork, embedded in the binary and
// wrapped as Fyne resources: the application icon, the 7 Wonders table's
// symbols (wonders/), and the pictures of every card, leader, god and
// wonder board (pictures/: game-icons.net's icons, CC BY 3.0, chosen by
// the manifests pictures/*.json and extracted by scripts/pictures.sh;
// see pictures.go).
//
// icon.svg is the source; Icon.png is its 512×512 rendering, the file
// `fyne package` and FyneApp.toml point at. Regenerate it after editing
// the SVG with:
//
//	convert -background none assets/icon.svg -resize 512x512 -depth 8 assets/Icon.png
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

var (
	//go:embed icon.svg
	iconSVG []byte
	//go:embed Icon.png
	iconPNG []byte
)

// Icon is the application icon as a 512×512 PNG, for windows and the
// application itself.
var Icon fyne.Resource = fyne.NewStaticResource("Icon.png", iconPNG)

// IconSVG is the application icon as vector art, for drawing it at any
// size inside the app (the start screen).
var IconSVG fyne.Resource = fyne.NewStaticResource("agora-icon.svg", iconSVG)
