package assets

import (
	"bytes"
	"image/png"
	"testing"
)

func TestIconPNGIs512Square(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(Icon.Content()))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
		t.Fatalf("icon is %dx%d, want 512x512", b.Dx(), b.Dy())
	}
}

func TestIconSVGIsSVG(t *testing.T) {
	if !bytes.Contains(IconSVG.Content(), []byte("<svg")) {
		t.Fatal("icon.svg holds no <svg> element")
	}
}
