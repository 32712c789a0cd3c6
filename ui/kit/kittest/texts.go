// Package kittest holds what the screens' tests share: the texts a
// window's objects show.
package kittest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// Texts lists every text among objs: labels', buttons', checks' and rich
// texts' whole, and the pieces of text their renderers draw.
func Texts(objs []fyne.CanvasObject) []string {
	var out []string
	for _, o := range objs {
		switch o := o.(type) {
		case *widget.Label:
			out = append(out, o.Text)
		case *widget.Button:
			out = append(out, o.Text)
		case *widget.Check:
			out = append(out, o.Text)
		case *widget.RichText:
			out = append(out, o.String())
		case *canvas.Text:
			out = append(out, o.Text)
		}
	}
	return out
}
