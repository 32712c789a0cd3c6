package audit

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/game/games"
	"agora/ui"
)

// The statistics and the new-game screen write larger in a large window
// and pass the audit at every size the window goes through, growing and
// shrinking (1024×640 → 2560×1440 → 1920×1080 → 1024×640 → 2560×1440), in
// both languages; the help's contents write larger too.
func TestScreensGrowWithTheWindow(t *testing.T) {
	sizes := []fyne.Size{{Width: 1024, Height: 640}, {Width: 2560, Height: 1440}, {Width: 1920, Height: 1080},
		{Width: 1024, Height: 640}, {Width: 2560, Height: 1440}}
	for _, screen := range []string{ui.ScreenNewGame, ui.ScreenStats, "help"} {
		for _, lang := range []string{"en", "fr"} {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "stats.json"), []byte(statsFixture), 0o644); err != nil {
				t.Fatal(err)
			}
			a, err := ui.New(test.NewTempApp(t), ui.Options{Lang: lang, Games: games.All(), DataDir: dir,
				Getenv: func(string) string { return "" }})
			if err != nil {
				t.Fatal(err)
			}
			text := map[float32]float32{}
			for step, size := range sizes {
				at := fmt.Sprintf("%s %s step %d (%.0f×%.0f)", screen, lang, step, size.Width, size.Height)
				a.Window().Resize(fyne.NewSize(size.Width, size.Height-28))
				if screen == "help" {
					if step > 1 {
						break
					}
					for _, o := range a.Window().Canvas().Overlays().List() {
						a.Window().Canvas().Overlays().Remove(o)
					}
					if err := a.ShowScreen("help"); err != nil {
						t.Fatal(err)
					}
				} else if step == 0 {
					if err := a.ShowScreen(screen); err != nil {
						t.Fatal(err)
					}
				}
				for _, p := range Canvas(a.Window().Canvas(), nil) {
					t.Errorf("%s: %s", at, p)
				}
				text[size.Width] = largestLabelText(a)
			}
			if !(text[2560] > 1.3*text[1024]) {
				t.Errorf("%s %s: the text does not grow with the window: %v", screen, lang, text)
			}
		}
	}
}

// largestLabelText is the size of the largest label's text on screen and
// in the dialogs over it.
func largestLabelText(a *ui.App) float32 {
	c := a.Window().Canvas()
	objs := test.LaidOutObjects(c.Content())
	for _, o := range c.Overlays().List() {
		objs = append(objs, test.LaidOutObjects(o)...)
	}
	size := float32(0)
	for _, o := range objs {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			name := l.SizeName
			if name == "" {
				name = theme.SizeNameText
			}
			size = max(size, l.Theme().Size(name))
		}
	}
	return size
}
