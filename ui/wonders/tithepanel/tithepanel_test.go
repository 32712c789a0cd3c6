package tithepanel

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/gametest"
	"agora/game/wonders"
	"agora/game/wonders/tithe"
	"agora/translations"
	"agora/ui"
	"agora/ui/audit"
	table "agora/ui/wonders"
)

// open starts a tithe game with a person in seat 0 and bots that wait
// (an hour's pace) and shows its table in a test window of size.
func open(t *testing.T, lang string, size fyne.Size, expansions ...string) (*wonders.State, fyne.Window) {
	t.Helper()
	return openAt(t, lang, size, 0, nil, expansions...)
}

// openAt is open with the person in seat person, once the seats before
// have given what gifts says.
func openAt(t *testing.T, lang string, size fyne.Size, person int, gifts []int, expansions ...string) (*wonders.State, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Seed: 4, Expansions: append([]string{tithe.Name}, expansions...)}
	for i, name := range []string{"Ada", "Bea", "Cy"} {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: name, Bot: "random"})
		if i == person {
			cfg.Seats[i].Bot = ""
		}
	}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for c, n := range gifts {
		if err := s.Apply(game.Seat(c), wonders.Move{Action: tithe.Give, City: c, Card: wonders.NoCard, Price: n}.Option()); err != nil {
			t.Fatal(err)
		}
	}
	return s.(*wonders.State), show(t, lang, size, s)
}

// show puts the table of game s in a test window of size.
func show(t *testing.T, lang string, size fyne.Size, s game.State) fyne.Window {
	t.Helper()
	loc, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	win := test.NewTempWindow(t, nil)
	win.Resize(size)
	tb := table.New(ui.TableContext{
		State: s, Rules: wonders.Rules, Localizer: loc, Window: win,
		Autosave:     func(game.State) error { return nil },
		BotPace:      func() time.Duration { return time.Hour },
		SaveAs:       func(game.State) {},
		ShowSettings: func() {},
		BackToMenu:   func() {},
		ShowError:    func(_ string, err error) { t.Errorf("the table shows an error: %v", err) },
	})
	t.Cleanup(tb.Close)
	win.SetContent(tb.Content())
	return win
}

// visible collects the visible objects of type T under o.
func visible[T any](o fyne.CanvasObject) []T {
	var out []T
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if x, ok := o.(T); ok {
			out = append(out, x)
		}
		switch c := o.(type) {
		case *fyne.Container:
			for _, child := range c.Objects {
				walk(child)
			}
		case *container.Scroll:
			walk(c.Content)
		case fyne.Widget:
			for _, child := range test.WidgetRenderer(c).Objects() {
				walk(child)
			}
		}
	}
	walk(o)
	return out
}

func buttons(win fyne.Window) map[string]*widget.Button {
	out := map[string]*widget.Button{}
	for _, b := range visible[*widget.Button](win.Content()) {
		out[b.Text] = b
	}
	return out
}

// shows reports whether the table shows text, maybe wrapped over lines.
func shows(win fyne.Window, text string) bool {
	var all []string
	for _, x := range visible[*canvas.Text](win.Content()) {
		all = append(all, strings.TrimSpace(x.Text))
	}
	return strings.Contains(strings.Join(all, " "), text)
}

// The table shows the tithe's question with the panel registered for its
// kind, in both languages, one button an answer; a button plays its
// answer, and the panel then tells what the seat gave.
func TestTithePanel(t *testing.T) {
	for _, tc := range []struct {
		lang, title, body, keep, give1, give2 string
	}{
		{"en", "The tithe", "up to 2 coins", "Keep my coins", "Give 1 coin", "Give 2 coins"},
		{"fr", "La dîme", "jusqu’à 2 pièces", "Garder mes pièces", "Donner 1 pièce", "Donner 2 pièces"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			g, win := open(t, tc.lang, fyne.NewSize(1280, 800))
			if p := g.Pending(); len(p) != 1 || p[0].Kind != tithe.Kind || p[0].Seat != 0 {
				t.Fatalf("pending %v", p)
			}
			for _, text := range []string{tc.title, tc.body} {
				if !shows(win, text) {
					t.Errorf("no %q on the table", text)
				}
			}
			bs := buttons(win)
			for _, text := range []string{tc.keep, tc.give1, tc.give2} {
				if b := bs[text]; b == nil || b.Disabled() || b.OnTapped == nil {
					t.Errorf("no button %q to press", text)
				}
			}
			coins := g.Coins(0)
			if b := bs[tc.give1]; b != nil {
				test.Tap(b)
			}
			if len(g.Log()) != 1 || g.Coins(0) != coins-1 {
				t.Fatalf("after %q: log %v, %d coins of %d", tc.give1, g.Log(), g.Coins(0), coins)
			}
			if m := wonders.MustDecode(g.Log()[0].Option); m.Action != tithe.Give || m.Price != 1 {
				t.Errorf("the button played %+v", m)
			}
			if buttons(win)[tc.keep] != nil {
				t.Error("the answers stay once the seat answered")
			}
		})
	}
}

// A seat asked after others reads what they gave.
func TestTithePanelGiven(t *testing.T) {
	for _, tc := range []struct {
		lang  string
		gifts []int
		want  string
	}{
		{"en", []int{2}, "Given so far: Ada 2 coins"},
		{"fr", []int{0, 1}, "Ada 0 pièce, Bea 1 pièce"}, // the table sets its own space before the colon
	} {
		_, win := openAt(t, tc.lang, fyne.NewSize(1280, 800), len(tc.gifts), tc.gifts)
		if !shows(win, tc.want) {
			t.Errorf("%s: no %q on the table:\n%s", tc.lang, tc.want, alltext(win))
		}
	}
}

// The final score pad has the tithe's line, with what each city gave.
func TestTitheScoreLine(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Seed: 9, Expansions: []string{tithe.Name},
		Seats: []game.SeatConfig{{Name: "Ada"}, {Name: "Bea", Bot: "random"}, {Name: "Cy", Bot: "random"}}}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRand(3)
	if s, err = gametest.Playout(s, &rng, 20000); err != nil {
		t.Fatal(err)
	}
	g := s.(*wonders.State)
	win := show(t, "fr", fyne.NewSize(1280, 800), s)
	line := -1
	for i, p := range g.Outcome().Scores[0].Categories {
		if p.Category == tithe.Line {
			line = i
		}
	}
	if line < 0 {
		t.Fatalf("the outcome has no tithe line: %v", g.Outcome().Scores[0].Categories)
	}
	if !shows(win, "Dîme") {
		t.Errorf("the score pad has no tithe line:\n%s", alltext(win))
	}
	shot(t, win, "tithe-scores-fr.png")
}

// shot writes a picture of the window into the folder SHOTS names, if
// any.
func shot(t *testing.T, win fyne.Window, name string) {
	dir := os.Getenv("SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// The panel passes the layout audit at the smallest and a large size, in
// both languages, and with SHOTS set writes a picture of each.
func TestTithePanelFits(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 640}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}} {
		for _, lang := range translations.Languages() {
			_, win := open(t, lang, size, wonders.ExpansionCommerce)
			for _, p := range audit.Canvas(win.Canvas(), &audit.Options{}) {
				if strings.Contains(p.String(), "prompt") || strings.Contains(p.String(), "tithe") || strings.Contains(p.String(), "dîme") {
					t.Errorf("%v %s: %v", size, lang, p)
				}
			}
			shot(t, win, fmt.Sprintf("tithe-%s-%.0fx%.0f.png", lang, size.Width, size.Height))
		}
	}
}

func alltext(win fyne.Window) string {
	var all []string
	for _, x := range visible[*canvas.Text](win.Content()) {
		all = append(all, x.Text)
	}
	return strings.Join(all, "|")
}
