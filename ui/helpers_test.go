package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/ui/kit/kittest"
)

// testGames is the catalog the tests run with.
var testGames = []game.Rules{tallyRules, soloRules}

// newTestApp builds an App on a fresh test Fyne app, in lang, with the
// test catalog and a temporary data folder.
func newTestApp(t *testing.T, lang string) *App {
	t.Helper()
	return newTestAppOn(t, test.NewTempApp(t), Options{Lang: lang, Games: testGames, DataDir: t.TempDir()})
}

func newTestAppOn(t *testing.T, fa fyne.App, opts Options) *App {
	t.Helper()
	if opts.Getenv == nil {
		opts.Getenv = func(string) string { return "" }
	}
	if opts.Seed == nil {
		opts.Seed = func() uint64 { return 42 }
	}
	a, err := New(fa, opts)
	if err != nil {
		t.Fatal(err)
	}
	a.win.Resize(fyne.NewSize(1280, 800))
	return a
}

// objects lists everything drawn in the window, dialogs included.
func (a *App) objects() []fyne.CanvasObject {
	c := a.win.Canvas()
	objs := test.LaidOutObjects(c.Content())
	for _, o := range c.Overlays().List() {
		objs = append(objs, test.LaidOutObjects(o)...)
	}
	return objs
}

// texts lists every text on screen: widget texts whole, and the pieces
// of text their renderers draw.
func (a *App) texts() []string {
	return kittest.Texts(a.objects())
}

func (a *App) shows(text string) bool { return slices.Contains(a.texts(), text) }

// showsPart reports whether some text on screen contains part.
func (a *App) showsPart(part string) bool {
	return slices.ContainsFunc(a.texts(), func(s string) bool { return strings.Contains(s, part) })
}

func (a *App) button(t *testing.T, text string) *widget.Button {
	t.Helper()
	for _, o := range a.objects() {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q on screen; texts: %q", text, a.texts())
	return nil
}

func find[T fyne.CanvasObject](a *App) []T {
	var out []T
	for _, o := range a.objects() {
		if x, ok := o.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

// dialogs counts the dialogs open over the window.
func (a *App) dialogs() int { return len(a.win.Canvas().Overlays().List()) }
