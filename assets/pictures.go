package assets

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"image/color"
	"path"
	"sort"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
)

// The pictures: one icon of game-icons.net's set (CC BY 3.0, see
// pictures/LICENSE.md) for every card, leader, god, wonder board... of
// the tables. pictures/*.json are the manifests, each an object from an
// item key to an icon name:
//
//	card:<card data id>     a 7 Wonders card of an Age (guilds, black cards)
//	leader:<card data id>   a 7 Wonders leader (white card)
//	god:<god data id>       a Faith god
//	wonder:<wonder data id> a wonder board
//	dale:<card id>          a Dale of Merchants card
//
// pictures/icons/<icon>.svg holds each icon a manifest names, as
// scripts/pictures.sh extracts it from the set's npm package: one
// 512×512 view box, single-colour shapes filled with currentColor (drawn
// black as is). Run the script after editing a manifest; it writes the
// icons the manifests name and removes the others.

//go:embed pictures/icons/*.svg pictures/*.json
var picturesFS embed.FS

// pictureKeys maps an item key of every manifest to its icon name; a
// manifest that does not parse, or a key two manifests give, is a
// build mistake the tests catch (loadPictures panics).
var pictureKeys = sync.OnceValue(loadPictures)

func loadPictures() map[string]string {
	keys, err := readManifests()
	if err != nil {
		panic("assets: " + err.Error())
	}
	return keys
}

// readManifests merges the manifests pictures/*.json.
func readManifests() (map[string]string, error) {
	files, err := picturesFS.ReadDir("pictures")
	if err != nil {
		return nil, err
	}
	keys := map[string]string{}
	from := map[string]string{}
	for _, f := range files {
		if f.IsDir() || path.Ext(f.Name()) != ".json" {
			continue
		}
		data, err := picturesFS.ReadFile("pictures/" + f.Name())
		if err != nil {
			return nil, err
		}
		var m map[string]string
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("pictures/%s: %v", f.Name(), err)
		}
		for k, icon := range m {
			if prev, ok := from[k]; ok {
				return nil, fmt.Errorf("picture key %s is in both %s and %s", k, prev, f.Name())
			}
			keys[k], from[k] = icon, f.Name()
		}
	}
	return keys, nil
}

// PictureKeys lists every item key the manifests give a picture, sorted.
func PictureKeys() []string {
	keys := make([]string, 0, len(pictureKeys()))
	for k := range pictureKeys() {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// PictureIcon is the name of the icon the manifests give key
// ("card:lumber_yard" -> "wood-pile"); ok is false for a key without
// one.
func PictureIcon(key string) (icon string, ok bool) {
	icon, ok = pictureKeys()[key]
	return icon, ok
}

// pictureSVG is the SVG of an icon, as extracted.
func pictureSVG(icon string) ([]byte, bool) {
	data, err := picturesFS.ReadFile("pictures/icons/" + icon + ".svg")
	return data, err == nil
}

// PictureKey is the manifests' key of an item: its kind ("card",
// "leader", "god", "wonder", "dale") and its data id.
func PictureKey(kind, id string) string { return kind + ":" + id }

// Picture is the picture of key as extracted: black shapes on nothing,
// named "picture-<icon>.svg". ok is false for a key without a picture
// (or whose icon file is missing, which the tests forbid).
func Picture(key string) (res fyne.Resource, ok bool) {
	icon, ok := PictureIcon(key)
	if !ok {
		return nil, false
	}
	data, ok := pictureSVG(icon)
	if !ok {
		return nil, false
	}
	return fyne.NewStaticResource("picture-"+icon+".svg", data), true
}

// inked caches the recoloured pictures by icon and colour, so that a
// face redrawn every frame hands Fyne the same resource (and Fyne's
// rasteriser its cache).
var inked sync.Map // "icon~rrggbbaa" -> fyne.Resource

// PictureInk is the picture of key drawn in ink (its alpha becomes the
// fill's opacity), named "picture-<icon>~<rrggbbaa>.svg"; PictureOf
// reads the icon back from that name. The same key and ink give the
// same resource every call. ok is false for a key without a picture.
func PictureInk(key string, ink color.Color) (res fyne.Resource, ok bool) {
	icon, ok := PictureIcon(key)
	if !ok {
		return nil, false
	}
	c := color.NRGBAModel.Convert(ink).(color.NRGBA)
	hex := fmt.Sprintf("%02x%02x%02x", c.R, c.G, c.B)
	id := fmt.Sprintf("%s~%s%02x", icon, hex, c.A)
	if r, ok := inked.Load(id); ok {
		return r.(fyne.Resource), true
	}
	data, ok := pictureSVG(icon)
	if !ok {
		return nil, false
	}
	r := fyne.NewStaticResource("picture-"+id+".svg", Ink(data, "#"+hex, float64(c.A)/255))
	actual, _ := inked.LoadOrStore(id, r)
	return actual.(fyne.Resource), true
}

// Ink recolours an extracted icon: every currentColor becomes fill (a
// "#rrggbb" colour), the root element gets that fill too (for shapes
// that name none), and an opacity under 1 becomes the root's
// fill-opacity.
func Ink(svg []byte, fill string, opacity float64) []byte {
	out := bytes.ReplaceAll(svg, []byte("currentColor"), []byte(fill))
	root := fmt.Sprintf(`<svg fill="%s"`, fill)
	if opacity < 1 {
		root += fmt.Sprintf(` fill-opacity="%.3g"`, opacity)
	}
	return bytes.Replace(out, []byte("<svg"), []byte(root), 1)
}

// PictureOf is the icon name of a resource Picture or PictureInk made
// ("" for any other resource): what the faces' tests compare with the
// manifest.
func PictureOf(res fyne.Resource) string {
	if res == nil {
		return ""
	}
	name, ok := strings.CutPrefix(res.Name(), "picture-")
	if !ok {
		return ""
	}
	name = strings.TrimSuffix(name, ".svg")
	if i := strings.IndexByte(name, '~'); i >= 0 {
		name = name[:i]
	}
	return name
}
