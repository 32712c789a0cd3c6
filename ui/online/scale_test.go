package online

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"agora/ui/audit"
)

// growSizes: the window growing and shrinking through the sizes where
// the screens write larger (×1.25 from 1920×1080, ×1.5 from 2560×1440),
// less the menu bar.
var growSizes = []fyne.Size{{Width: 1024, Height: 612}, {Width: 2560, Height: 1412}, {Width: 1920, Height: 1052},
	{Width: 1024, Height: 612}, {Width: 2560, Height: 1412}}

// The host form, the join screen and the lobby write larger in a large
// window, as the statistics and the new game do, and pass the audit at
// every size the window goes through, in both languages; what the player
// typed stays across the scales.
func TestScreensGrowWithTheWindow(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		for _, name := range []string{"host", "join", "lobby"} {
			t.Run(name+"-"+lang, func(t *testing.T) {
				a := test.NewTempApp(t)
				p := newPump()
				host, joiner := newScreen(t, a, p, lang, growSizes[0]), newScreen(t, a, p, lang, growSizes[0])
				screens(t, p, host, joiner)[name]()
				s := host
				if name == "join" {
					s = joiner
				}
				typed := ""
				if name == "host" {
					entries := find[*widget.Entry](s)
					if len(entries) < 2 {
						t.Fatal("no name to type")
					}
					test.Type(entries[1], "Ada la Grande")
					typed = "Ada la Grande"
				}
				text := map[float32]float32{}
				column := map[float32]float32{}
				for step, size := range growSizes {
					at := fmt.Sprintf("step %d (%.0f×%.0f)", step, size.Width, size.Height)
					s.win.Resize(size)
					for _, pr := range audit.Canvas(s.win.Canvas(), &audit.Options{MinText: 12}) {
						t.Errorf("%s: %s", at, pr)
					}
					text[size.Width] = largestText(s)
					column[size.Width] = widestEntry(s)
					if typed != "" && !s.typed(typed) {
						t.Errorf("%s: the name typed %q is gone", at, typed)
					}
				}
				if !(text[1920] >= 1.2*text[1024] && text[2560] >= 1.45*text[1024]) {
					t.Errorf("the text does not grow with the window: %v", text)
				}
				if name != "lobby" && !(column[2560] >= 1.4*column[1024]) {
					t.Errorf("the fields do not widen with the window: %v", column)
				}
			})
		}
	}
}

// find is every laid-out object of type T on s's screen.
func find[T fyne.CanvasObject](s *screen) []T {
	var out []T
	for _, o := range s.objects() {
		if x, ok := o.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

// largestText is the size of the largest visible label's text on screen.
func largestText(s *screen) float32 {
	size := float32(0)
	for _, l := range find[*widget.Label](s) {
		if !l.Visible() {
			continue
		}
		name := l.SizeName
		if name == "" {
			name = theme.SizeNameText
		}
		size = max(size, l.Theme().Size(name))
	}
	return size
}

// widestEntry is the width of the widest entry on screen.
func widestEntry(s *screen) float32 {
	w := float32(0)
	for _, e := range find[*widget.Entry](s) {
		w = max(w, e.Size().Width)
	}
	return w
}

// typed: an entry on screen holds text.
func (s *screen) typed(text string) bool {
	for _, e := range find[*widget.Entry](s) {
		if e.Text == text {
			return true
		}
	}
	return false
}

// questionSizes: the window through the small, the usual and the large
// sizes, and back, less the menu bar.
var questionSizes = []fyne.Size{{Width: 1024, Height: 612}, {Width: 1280, Height: 772}, {Width: 2560, Height: 1412},
	{Width: 1920, Height: 1052}, {Width: 1024, Height: 612}, {Width: 2560, Height: 1412}}

// The questions over a hosted table, a player away and the host
// leaving, write larger in a large window as the bar and the screens
// do: their words, their buttons and their width grow from 1280 to
// 2560, shrink back, and pass the audit at every size, in both
// languages (AGORA_ONLINE_SHOTS=DIR writes them at 1024, 1280 and 2560).
func TestQuestionsGrowWithTheWindow(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		for _, name := range []string{"absent", "leave", "forget"} {
			t.Run(name+"-"+lang, func(t *testing.T) {
				a := test.NewTempApp(t)
				p := newPump()
				var host *screen
				var popup func() *widget.PopUp
				switch name {
				case "forget": // a table hosted before, forgotten
					host = newScreen(t, a, p, lang, questionSizes[0])
					_, lobby, _ := keptTables(t, host.env.DataDir)
					l := NewHostedList(host.env, func() {})
					l.Show()
					test.Tap(l.forget[lobby])
					popup = func() *widget.PopUp { return l.forgetting }
				case "absent":
					_, _, js, hf, h := hostedPair(t, a, p, lang, 100*time.Millisecond)
					host = h
					js.Close()
					p.until(t, "the question", func() bool { return question(hf) != nil })
					popup = func() *widget.PopUp { return hf.absent.popup }
				default:
					hs, _, _, hf, h := hostedPair(t, a, p, lang, time.Hour)
					host = h
					hf.Hosting(hs).ConfirmLeave(func() {})
					popup = func() *widget.PopUp { return hf.leaving }
				}
				text, button, width := map[float32]float32{}, map[float32]float32{}, map[float32]float32{}
				for step, size := range questionSizes {
					at := fmt.Sprintf("step %d (%.0f×%.0f)", step, size.Width, size.Height)
					host.win.Resize(size)
					pop := popup()
					if pop == nil || !pop.Visible() {
						t.Fatalf("%s: the question is gone", at)
					}
					for _, pr := range audit.Canvas(host.win.Canvas(), &audit.Options{MinText: 12}) {
						t.Errorf("%s: %s", at, pr)
					}
					if shots := os.Getenv("AGORA_ONLINE_SHOTS"); shots != "" && step <= 2 {
						writePNG(t, filepath.Join(shots, fmt.Sprintf("online-%s-grow-%.0f-%s.png", name, size.Width, lang)), host.win)
					}
					objs := test.LaidOutObjects(pop)
					text[size.Width], button[size.Width], width[size.Width] = 0, 0, 0
					for _, o := range objs {
						switch w := o.(type) {
						case *widget.Label:
							text[size.Width] = max(text[size.Width], w.Theme().Size(theme.SizeNameText))
							width[size.Width] = max(width[size.Width], w.Size().Width)
						case *widget.Button:
							button[size.Width] = max(button[size.Width], w.Size().Height)
						}
					}
				}
				if !(text[2560] >= 1.45*text[1280] && text[1024] == text[1280]) {
					t.Errorf("the words do not grow with the window: %v", text)
				}
				if !(button[2560] >= 1.25*button[1280]) {
					t.Errorf("the buttons do not grow with the window: %v", button)
				}
				if !(width[2560] >= 1.4*width[1280]) {
					t.Errorf("the question does not widen with the window: %v", width)
				}
			})
		}
	}
}
