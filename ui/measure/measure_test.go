package measure

import (
	"fmt"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// count makes measure count its calls for the test's length; with fake,
// it measures without Fyne (whose measuring is for the UI goroutine
// only): a rune's width is the size.
func count(t *testing.T, fake bool) *int {
	calls := new(int)
	was := measure
	measure = func(s string, size float32, style fyne.TextStyle) fyne.Size {
		*calls++
		if fake {
			return fyne.NewSize(float32(len([]rune(s)))*size, size)
		}
		return was(s, size, style)
	}
	t.Cleanup(func() { measure = was })
	return calls
}

// A text is measured once per size and style, gives what Fyne gives, and
// is measured afresh in another font.
func TestTextRemembers(t *testing.T) {
	test.NewTempApp(t)
	calls := count(t, false)
	bold := fyne.TextStyle{Bold: true}
	for range 3 {
		for _, c := range []struct {
			s     string
			size  float32
			style fyne.TextStyle
		}{{"Temple", 12, fyne.TextStyle{}}, {"Temple", 14, fyne.TextStyle{}}, {"Temple", 12, bold}, {"Temple d'Artémis", 12, bold}} {
			if got, want := Text(c.s, c.size, c.style), fyne.MeasureText(c.s, c.size, c.style); got != want {
				t.Errorf("%q at %v %v: %v, Fyne says %v", c.s, c.size, c.style, got, want)
			}
		}
	}
	if *calls != 4 {
		t.Errorf("4 texts measured %d times", *calls)
	}
	test.NewTempApp(t) // Fyne forgets; the measures stay
	Width("Temple", 12, fyne.TextStyle{})
	if *calls != 4 {
		t.Errorf("a new app measured a known text again (%d calls)", *calls)
	}
	fyne.CurrentApp().Settings().SetTheme(monoTheme{test.Theme()})
	if got, want := Text("Temple", 12, fyne.TextStyle{}), fyne.MeasureText("Temple", 12, fyne.TextStyle{}); got != want || *calls != 5 {
		t.Errorf("in another font: %v, Fyne says %v (%d calls)", got, want, *calls)
	}
}

// monoTheme draws every text in the monospace font.
type monoTheme struct{ fyne.Theme }

func (monoTheme) Font(fyne.TextStyle) fyne.Resource { return theme.DefaultTextMonospaceFont() }

// The memory stays bounded and keeps what is used.
func TestTextBounded(t *testing.T) {
	test.NewTempApp(t)
	calls := count(t, true)
	for i := range 3 * Kept {
		Text("x", float32(i), fyne.TextStyle{})
		Text("y", 10, fyne.TextStyle{})
	}
	mu.Lock()
	n := len(recent) + len(older)
	mu.Unlock()
	if n > 2*Kept {
		t.Errorf("%d measures kept, over %d", n, 2*Kept)
	}
	if *calls != 3*Kept+1 {
		t.Errorf("%d calls, want %d: a text in use was forgotten", *calls, 3*Kept+1)
	}
}

// Measuring from many goroutines at once is safe (go test -race).
func TestTextConcurrent(t *testing.T) {
	test.NewTempApp(t)
	count(t, true)
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			for j := range 200 {
				if s := Text(fmt.Sprint(j%17), float32(10+i), fyne.TextStyle{}); s.Height != float32(10+i) {
					t.Errorf("%q at %d: %v", fmt.Sprint(j%17), 10+i, s)
				}
			}
		})
	}
	wg.Wait()
}
