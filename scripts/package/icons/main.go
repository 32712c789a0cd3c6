// Command icons renders assets/icon.svg into the PNG sizes the Linux
// packages install in the hicolor icon theme, with the SVG rasterizer Fyne
// itself uses, so no ImageMagick or librsvg is needed:
//
//	go run ./scripts/package/icons -svg assets/icon.svg -name org.agora.table -out DIR
//
// writes DIR/NxN/apps/org.agora.table.png for every size and
// DIR/scalable/apps/org.agora.table.svg; with -ico FILE it also writes a
// Windows icon (16 to 256 pixels) for the installer.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// sizes are the hicolor theme's usual fixed sizes.
var sizes = []int{16, 22, 24, 32, 48, 64, 128, 256, 512}

func main() {
	svgPath := flag.String("svg", "assets/icon.svg", "the icon's SVG source")
	name := flag.String("name", "org.agora.table", "icon name (the app ID, as the .desktop file's Icon=)")
	out := flag.String("out", "", "hicolor theme folder to write into")
	ico := flag.String("ico", "", "also write a Windows .ico file here")
	flag.Parse()
	if *out == "" && *ico == "" {
		fmt.Fprintln(os.Stderr, "icons: give -out, -ico or both")
		os.Exit(2)
	}
	if err := run(*svgPath, *name, *out, *ico); err != nil {
		fmt.Fprintln(os.Stderr, "icons:", err)
		os.Exit(1)
	}
}

func run(svgPath, name, out, ico string) error {
	src, err := os.ReadFile(svgPath)
	if err != nil {
		return err
	}
	if ico != "" {
		b, err := encodeICO(src, icoSizes)
		if err != nil {
			return err
		}
		if err := os.WriteFile(ico, b, 0o644); err != nil {
			return err
		}
	}
	if out == "" {
		return nil
	}
	for _, n := range sizes {
		img, err := render(src, n)
		if err != nil {
			return fmt.Errorf("%dx%d: %w", n, n, err)
		}
		dir := filepath.Join(out, fmt.Sprintf("%dx%d", n, n), "apps")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".png"), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	dir := filepath.Join(out, "scalable", "apps")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, name+".svg"), src, 0o644)
}

// render draws the SVG into an n×n image, anti-aliased.
func render(src []byte, n int) (*image.NRGBA, error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(src), oksvg.StrictErrorMode)
	if err != nil {
		return nil, err
	}
	icon.SetTarget(0, 0, float64(n), float64(n))
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	scanner := rasterx.NewScannerGV(n, n, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(n, n, scanner), 1)
	return img, nil
}
