package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestHicolorSizes(t *testing.T) {
	out := t.TempDir()
	if err := run("../../../assets/icon.svg", "org.agora.table", out, ""); err != nil {
		t.Fatal(err)
	}
	for _, n := range sizes {
		b, err := os.ReadFile(filepath.Join(out, fmt.Sprintf("%dx%d", n, n), "apps", "org.agora.table.png"))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if r := img.Bounds(); r.Dx() != n || r.Dy() != n {
			t.Errorf("%d px icon is %dx%d", n, r.Dx(), r.Dy())
		}
		// The corners are transparent (rounded tile), the middle is not.
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("%d px icon: corner alpha %d, want 0", n, a)
		}
		if _, _, _, a := img.At(n/2, n/2).RGBA(); a != 0xffff {
			t.Errorf("%d px icon: centre alpha %d, want opaque", n, a)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "scalable", "apps", "org.agora.table.svg")); err != nil {
		t.Error(err)
	}
}

func TestICOHeader(t *testing.T) {
	ico := filepath.Join(t.TempDir(), "agora.ico")
	if err := run("../../../assets/icon.svg", "org.agora.table", "", ico); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(ico)
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	if le.Uint16(b[0:]) != 0 || le.Uint16(b[2:]) != 1 || int(le.Uint16(b[4:])) != len(icoSizes) {
		t.Fatalf("ICONDIR % x, want 0, 1 (icon), %d images", b[:6], len(icoSizes))
	}
	for i, n := range icoSizes {
		e := b[6+16*i:]
		w := int(e[0])
		if w == 0 {
			w = 256
		}
		size, off := le.Uint32(e[8:]), le.Uint32(e[12:])
		if w != n || int(off+size) > len(b) {
			t.Fatalf("entry %d: %d px at %d+%d in %d bytes, want %d px", i, w, off, size, len(b), n)
		}
		data := b[off : off+size]
		if n >= 256 {
			if !bytes.HasPrefix(data, []byte("\x89PNG")) {
				t.Errorf("%d px image is not a PNG", n)
			}
		} else if le.Uint32(data) != 40 || int32(le.Uint32(data[8:])) != int32(2*n) {
			t.Errorf("%d px image: not a BITMAPINFOHEADER of height 2n", n)
		}
	}
}
