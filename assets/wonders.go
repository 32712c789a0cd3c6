package assets

import (
	"embed"

	"fyne.io/fyne/v2"
)

//go:embed wonders/*.svg
var wondersFS embed.FS

// Wonders is one of the 7 Wonders table's icons (resources, coins,
// shields, science symbols, card colour marks...) by file name without
// extension. Each icon is drawn on a 24×24 grid. It panics on a name that
// is not there: icon names are fixed in the code that draws them.
func Wonders(name string) fyne.Resource {
	data, err := wondersFS.ReadFile("wonders/" + name + ".svg")
	if err != nil {
		panic("assets: no 7 Wonders icon " + name)
	}
	return fyne.NewStaticResource("wonders-"+name+".svg", data)
}
