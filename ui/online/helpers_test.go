package online

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game/games"
	"agora/online/lan"
	"agora/translations"
	"agora/ui/kit/kittest"
)

// pump is the tests' UI goroutine: what the screens hand to Env.Do runs
// when the test pumps.
type pump struct{ ch chan func() }

func newPump() *pump { return &pump{ch: make(chan func(), 256)} }

func (p *pump) do(f func()) { p.ch <- f }

// until runs the queued functions until cond holds, failing after 20 s.
func (p *pump) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 20 s for %s", what)
		}
		select {
		case f := <-p.ch:
			f()
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// screen is one player's window and the Env of its screens.
type screen struct {
	env     *Env
	win     fyne.Window
	mu      sync.Mutex
	started []Started
	backs   int
}

// clip is a clipboard of the test's own.
type clip struct{ text string }

func (c *clip) Content() string        { return c.text }
func (c *clip) SetContent(text string) { c.text = text }

// newScreen is a window of size in lang, on p, its data in a folder of
// its own, its tables on 127.0.0.1 and never announced.
func newScreen(t *testing.T, a fyne.App, p *pump, lang string, size fyne.Size) *screen {
	t.Helper()
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	s := &screen{win: a.NewWindow("test")}
	s.win.Resize(size)
	s.env = &Env{Loc: loc, Games: games.All(), DataDir: t.TempDir(), Do: p.do, Clipboard: &clip{},
		Show:   func(o fyne.CanvasObject) { s.win.SetContent(o) },
		Back:   func() { s.backs++ },
		Play:   func(st Started) { s.mu.Lock(); s.started = append(s.started, st); s.mu.Unlock() },
		Client: "test", Addr: "127.0.0.1:0",
		Browse: func(context.Context) ([]lan.Table, error) { return nil, nil }}
	t.Cleanup(func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, st := range s.started {
			st.Stop()
		}
	})
	return s
}

func (s *screen) objects() []fyne.CanvasObject { return test.LaidOutObjects(s.win.Canvas().Content()) }

// texts are the texts on screen.
func (s *screen) texts() []string {
	return kittest.Texts(s.objects())
}

func (s *screen) shows(text string) bool { return slices.Contains(s.texts(), text) }

func (s *screen) showsPart(part string) bool {
	return slices.ContainsFunc(s.texts(), func(x string) bool { return strings.Contains(x, part) })
}

// button is the button labelled text, or nil.
func (s *screen) button(text string) *widget.Button {
	for _, o := range s.objects() {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	return nil
}

func (s *screen) startedSeats() []Started {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.started)
}
