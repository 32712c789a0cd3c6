package main

import (
	"fmt"
	"os"
	"os/signal"
	"reflect"
	"strings"
	"syscall"
	_ "unsafe" // go:linkname

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"agora/ui"
)

// --rects FILE is a debugging aid for scripts that click in a real
// window (scripts/clicks.sh): on each SIGUSR1 the app writes FILE with
// one line per visible object of its window, in drawing order, tab
// separated:
//
//	depth  x  y  width  height  type  flags  text
//
// x and y are the object's top-left corner in the window, in the
// canvas's units (pixels at scale 1); flags holds T for an object that
// takes a tap, P for one whose cursor is the pointing hand (a live card),
// D for a disabled one, "-" for none; text is a button's or a text's
// words, or a widget's full text (ui.FullTexter), its line breaks as
// " / ". FILE is written whole, then renamed into place, so a reader that
// sees it sees all of it.

// widgetRenderer is the renderer Fyne keeps for a widget: the app has no
// other way to reach the objects a widget draws (the audit's tests use
// fyne/test's WidgetRenderer, which calls it).
//
//go:linkname widgetRenderer fyne.io/fyne/v2/internal/cache.Renderer
func widgetRenderer(fyne.Widget) fyne.WidgetRenderer

// dumpRectsOnSignal writes the window's objects to path at each SIGUSR1.
func dumpRectsOnSignal(w fyne.Window, path string) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGUSR1)
	go func() {
		for range sigs {
			var b strings.Builder
			fyne.DoAndWait(func() { writeRects(&b, w.Canvas()) })
			tmp := path + ".tmp"
			if err := os.WriteFile(tmp, []byte(b.String()), 0o644); err == nil {
				_ = os.Rename(tmp, path)
			} else {
				fmt.Fprintln(os.Stderr, "agora: --rects:", err)
			}
		}
	}()
}

// writeRects writes the canvas's content, then its overlays (menus,
// dialogs, pop-ups), one line per visible object.
func writeRects(b *strings.Builder, c fyne.Canvas) {
	walkRects(b, c.Content(), fyne.Position{}, 0)
	for _, o := range c.Overlays().List() {
		walkRects(b, o, fyne.Position{}, 0)
	}
}

func walkRects(b *strings.Builder, o fyne.CanvasObject, origin fyne.Position, depth int) {
	if o == nil || !o.Visible() {
		return
	}
	pos := origin.Add(o.Position())
	size := o.Size()
	t := strings.TrimPrefix(reflect.TypeOf(o).String(), "*")
	fmt.Fprintf(b, "%d\t%.0f\t%.0f\t%.0f\t%.0f\t%s\t%s\t%s\n", depth, pos.X, pos.Y, size.Width, size.Height, t, rectFlags(o), rectText(o))
	var children []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		children = x.Objects
	case fyne.Widget:
		children = widgetRenderer(x).Objects()
	}
	for _, ch := range children {
		walkRects(b, ch, pos, depth+1)
	}
}

func rectFlags(o fyne.CanvasObject) string {
	f := ""
	if _, ok := o.(fyne.Tappable); ok {
		f += "T"
	}
	if c, ok := o.(desktop.Cursorable); ok && c.Cursor() == desktop.PointerCursor {
		f += "P"
	}
	if d, ok := o.(interface{ Disabled() bool }); ok && d.Disabled() {
		f += "D"
	}
	if f == "" {
		return "-"
	}
	return f
}

func rectText(o fyne.CanvasObject) string {
	s := ""
	switch x := o.(type) {
	case *canvas.Text:
		s = x.Text
	case *widget.Button:
		s = x.Text
	case *widget.Label:
		s = x.Text
	case ui.FullTexter:
		s = x.FullText()
	}
	return strings.NewReplacer("\n", " / ", "\t", " ").Replace(s)
}
