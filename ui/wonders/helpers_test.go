package wonders

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
	"agora/translations"
	"agora/ui"
)

// harness is a table in a test window with what its context recorded.
type harness struct {
	t         *testing.T
	table     *Table
	loc       *translations.Localizer
	win       fyne.Window
	autosaves int
	errs      []error
	toMenu    int
}

// seats builds seat configs: "h" for a person, a bot spec otherwise.
func seats(kinds ...string) []game.SeatConfig {
	var out []game.SeatConfig
	for i, k := range kinds {
		s := game.SeatConfig{Name: string(rune('A' + i))}
		if k != "h" {
			s.Bot = k
		}
		out = append(out, s)
	}
	return out
}

// newHarness starts a game with the seats and puts its table in a
// 1280×800 test window; sync bots play at once on the test goroutine.
func newHarness(t *testing.T, seed uint64, pace time.Duration, sync bool, kinds ...string) *harness {
	t.Helper()
	test.NewTempApp(t)
	s, err := wonders.Rules.Start(game.Config{Game: "wonders", Seed: seed, Seats: seats(kinds...)})
	if err != nil {
		t.Fatal(err)
	}
	return newHarnessFor(t, s, pace, sync)
}

func newHarnessFor(t *testing.T, s game.State, pace time.Duration, sync bool) *harness {
	t.Helper()
	return newHarnessWith(t, s, pace, botOptions{sync: sync})
}

// newHarnessWith builds the table with the bot options given.
func newHarnessWith(t *testing.T, s game.State, pace time.Duration, opts botOptions) *harness {
	t.Helper()
	loc, err := translations.New("en")
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, loc: loc}
	h.win = test.NewTempWindow(t, nil)
	h.win.Resize(fyne.NewSize(1280, 800))
	ctx := ui.TableContext{
		State: s, Rules: wonders.Rules, Localizer: loc, Window: h.win,
		Autosave:     func(game.State) error { h.autosaves++; return nil },
		BotPace:      func() time.Duration { return pace },
		SaveAs:       func(game.State) {},
		ShowSettings: func() {},
		BackToMenu:   func() { h.toMenu++ },
		ShowError:    func(_ string, err error) { h.errs = append(h.errs, err) },
	}
	h.table = newTable(ctx, opts)
	t.Cleanup(h.table.Close)
	h.win.SetContent(h.table.Content())
	return h
}

// visible collects the visible objects of type T under o, looking inside
// containers, scrolls and widgets' renderers.
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
		case *widget.List:
			// A list's rows are texts only; texts() reads them.
			for _, child := range test.WidgetRenderer(c).Objects() {
				walk(child)
			}
		case fyne.Widget:
			for _, child := range test.WidgetRenderer(c).Objects() {
				walk(child)
			}
		}
	}
	walk(o)
	return out
}

// texts is every visible text under o, one per line.
func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, t := range visible[*canvas.Text](o) {
		if t.Text != "" {
			b.WriteString(t.Text + "\n")
		}
	}
	return b.String()
}

// button finds the visible button under o whose text starts with prefix.
func button(o fyne.CanvasObject, prefix string) *widget.Button {
	for _, b := range visible[*widget.Button](o) {
		if strings.HasPrefix(b.Text, prefix) && !b.Disabled() {
			return b
		}
	}
	return nil
}

// playOnce takes one decision through the screen: a card that has
// options, then the first enabled action, through the payment chooser if
// one opens. It reports false when the screen offered nothing to do.
func (h *harness) playOnce() bool {
	h.t.Helper()
	tb := h.table
	if !tb.handoff.root.Hidden {
		test.Tap(tb.handoff.ready)
		return true
	}
	if !tb.overlay.root.Hidden && !tb.overlay.final {
		test.Tap(tb.overlay.button)
	}
	if auctionPrompt(tb.view.Prompt) {
		for _, b := range []*widget.Button{tb.auction.pass, tb.auction.offer} {
			if b.Visible() && !b.Disabled() {
				test.Tap(b)
				return true
			}
		}
		return false
	}
	if tb.view.Prompt == wonders.KindLeaderDraft && tb.prompt.leaders != nil {
		for _, cw := range visible[*cardWidget](tb.prompt.leaders.root) {
			if len(cw.view.Options) > 0 {
				test.Tap(cw)
				return true
			}
		}
		return false
	}
	if faithPrompt(tb.view.Prompt) {
		if b := h.faithButton(); b != nil {
			test.Tap(b)
			return true
		}
		return false
	}
	for _, cw := range visible[*cardWidget](tb.hand.root) {
		// At the market turn the card is chosen already, and a click on
		// it would play it as its badge does: the buttons decide.
		if len(cw.view.Options) > 0 {
			if tb.view.Prompt != wonders.KindResolve || tb.selected != cw.view.Card {
				test.Tap(cw)
			}
			break
		}
	}
	for _, b := range []*widget.Button{tb.actions.pick, tb.actions.build, tb.actions.stage, tb.actions.free, tb.actions.discard} {
		if b.Visible() && !b.Disabled() {
			test.Tap(b)
			if tb.paying != 0 {
				test.Tap(tb.prompt.confirm)
			}
			return true
		}
	}
	return false
}

// shoot saves the window as name.png in the AGORA_SHOTS folder, when set.
func (h *harness) shoot(name string) {
	h.t.Helper()
	dir := os.Getenv("AGORA_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		h.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, h.win.Canvas().Capture()); err != nil {
		h.t.Fatal(err)
	}
}

// firstPosition plays games from cfg's seeds 1 to seeds-1, a pending
// seat drawn at random deciding at each step, and returns the first
// position where stop holds for that seat's prompt; it fails the test
// when none does. choose picks the option from a random number (nil: a
// random legal option).
func firstPosition(t testing.TB, cfg game.Config, seeds uint64, stop func(g game.State, p game.Prompt) bool,
	choose func(g game.State, seat game.Seat, r int) game.Option) game.State {
	t.Helper()
	for seed := uint64(1); seed < seeds; seed++ {
		cfg.Seed = seed
		g, err := wonders.Rules.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for !g.Over() {
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			if stop(g, p) {
				return g
			}
			var o game.Option
			if choose != nil {
				o = choose(g, p.Seat, rng.IntN(1<<20))
			} else {
				legal := g.Legal(p.Seat, nil)
				o = legal[rng.IntN(len(legal))]
			}
			if err := g.Apply(p.Seat, o); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no position found in %d seeded games", seeds-1)
	return nil
}

// seededState plays random games from cfg's seeds 1, 2... until seat 0
// owes a decision of kind with an option want accepts, and returns that
// position.
func seededState(t *testing.T, cfg game.Config, kind string, want func(wonders.Move) bool) game.State {
	t.Helper()
	return firstPosition(t, cfg, 400, func(g game.State, p game.Prompt) bool {
		return p.Seat == 0 && p.Kind == kind &&
			slices.ContainsFunc(g.Legal(p.Seat, nil), func(o game.Option) bool { return want(wonders.MustDecode(o)) })
	}, nil)
}
