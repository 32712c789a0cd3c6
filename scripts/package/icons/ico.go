package main

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/png"
)

// icoSizes are the images a Windows icon carries.
var icoSizes = []int{16, 24, 32, 48, 64, 256}

// encodeICO renders the SVG at each size into one .ico file: 32-bit BMP
// images up to 64 pixels, which every tool reads (NSIS included), and a
// PNG image at 256, as Windows Vista and later expect.
func encodeICO(src []byte, sizes []int) ([]byte, error) {
	var images [][]byte
	for _, n := range sizes {
		img, err := render(src, n)
		if err != nil {
			return nil, err
		}
		var data []byte
		if n >= 256 {
			var buf bytes.Buffer
			if err := png.Encode(&buf, img); err != nil {
				return nil, err
			}
			data = buf.Bytes()
		} else {
			data = dib(img)
		}
		images = append(images, data)
	}
	var out bytes.Buffer
	le := binary.LittleEndian
	// ICONDIR, then one ICONDIRENTRY per image, then the images.
	binary.Write(&out, le, [3]uint16{0, 1, uint16(len(sizes))})
	offset := 6 + 16*len(sizes)
	for i, n := range sizes {
		dim := uint8(n)
		if n >= 256 {
			dim = 0 // 0 means 256
		}
		binary.Write(&out, le, struct {
			W, H, Colors, Reserved uint8
			Planes, BitCount       uint16
			Size, Offset           uint32
		}{dim, dim, 0, 0, 1, 32, uint32(len(images[i])), uint32(offset)})
		offset += len(images[i])
	}
	for _, data := range images {
		out.Write(data)
	}
	return out.Bytes(), nil
}

// dib is an icon image in BMP form: a BITMAPINFOHEADER of double height,
// the BGRA pixels bottom-up, then the 1-bit AND mask (all zero: the alpha
// channel does the masking).
func dib(img *image.NRGBA) []byte {
	n := img.Bounds().Dx()
	var out bytes.Buffer
	le := binary.LittleEndian
	maskRow := ((n + 31) / 32) * 4
	binary.Write(&out, le, struct {
		Size                   uint32
		Width, Height          int32
		Planes, BitCount       uint16
		Compression, ImageSize uint32
		XPels, YPels           int32
		ClrUsed, ClrImportant  uint32
	}{40, int32(n), int32(2 * n), 1, 32, 0, uint32(n*n*4 + maskRow*n), 0, 0, 0, 0})
	for y := n - 1; y >= 0; y-- {
		for x := 0; x < n; x++ {
			i := img.PixOffset(x, y)
			p := img.Pix[i : i+4]
			out.Write([]byte{p[2], p[1], p[0], p[3]})
		}
	}
	out.Write(make([]byte, maskRow*n))
	return out.Bytes()
}
