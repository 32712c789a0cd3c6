package wonders

import (
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
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
	autosaves int
	errs      []error
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

func newHarness(t *testing.T, seed uint64, pace time.Duration, sync bool, kinds ...string) *harness {
	t.Helper()
	test.NewTempApp(t)
	s, err := wonders.Rules.Start(game.Config{Game: "wonders", Seed: seed, Seats: seats(kinds...)})
	if err != nil {
		t.Fatal(err)
	}
	loc, err := translations.New("en")
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, loc: loc}
	win := test.NewTempWindow(t, nil)
	win.Resize(fyne.NewSize(1280, 800))
	ctx := ui.TableContext{
		State: s, Rules: wonders.Rules, Localizer: loc, Window: win,
		Autosave:     func(game.State) error { h.autosaves++; return nil },
		BotPace:      func() time.Duration { return pace },
		SaveAs:       func(game.State) {},
		ShowSettings: func() {},
		BackToMenu:   func() {},
		ShowError:    func(_ string, err error) { h.errs = append(h.errs, err) },
	}
	h.table = newTable(ctx, sync)
	t.Cleanup(h.table.Close)
	win.SetContent(h.table.Content())
	return h
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
		case *widget.Card:
			walk(c.Content)
		}
	}
	walk(o)
	return out
}

// texts is every visible label and button text under o.
func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, l := range visible[*widget.Label](o) {
		b.WriteString(l.Text + "\n")
	}
	for _, btn := range visible[*widget.Button](o) {
		b.WriteString(btn.Text + "\n")
	}
	return b.String()
}

// playOnce taps the first card that has options, then its first action.
func (h *harness) playOnce() bool {
	h.t.Helper()
	tb := h.table
	for _, cw := range visible[*cardWidget](tb.hand) {
		if len(cw.view.Options) > 0 {
			test.Tap(cw)
			break
		}
	}
	buttons := visible[*widget.Button](tb.prompt)
	if len(buttons) == 0 {
		return false
	}
	test.Tap(buttons[0])
	return true
}

// A whole game through the table, at the 2-player Free City table, a
// small table and a full one.
func TestWholeGameAgainstBotsThroughTheUI(t *testing.T) {
	tests := []struct {
		name  string
		seats []string
	}{
		{"two players and the Free City", []string{"h", "heuristic"}},
		{"three players", []string{"h", "random", "heuristic"}},
		{"seven players", []string{"random", "h", "random", "random", "heuristic", "random", "random"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, 3, 0, true, tt.seats...)
			for i := 0; i < 400 && !h.table.state.Over(); i++ {
				if !h.playOnce() {
					t.Fatalf("no action to take at %s", texts(h.table.prompt))
				}
			}
			if !h.table.state.Over() {
				t.Fatal("the game did not end")
			}
			if len(h.errs) > 0 {
				t.Fatal(h.errs)
			}
			got := texts(h.table.prompt)
			for _, want := range []string{"Final scores", "Military", "Science", "Total"} {
				if !strings.Contains(got, want) {
					t.Errorf("final table lacks %q:\n%s", want, got)
				}
			}
			if h.autosaves < 18 {
				t.Errorf("%d autosaves for 18 turns", h.autosaves)
			}
			if len(h.table.log.lines.Objects) < 18 {
				t.Error("the game log is nearly empty")
			}
		})
	}
}

func TestHandoffHidesEveryHand(t *testing.T) {
	h := newHarness(t, 5, 0, true, "h", "h", "random")
	tb := h.table
	first := tb.state.SeatView(0).Hand
	if !h.playOnce() {
		t.Fatal("seat A could not play")
	}
	if tb.body.Visible() || !tb.handoff.Visible() {
		t.Fatal("no hand-off screen between two people")
	}
	if !strings.Contains(texts(tb.root), "Pass the computer to B") {
		t.Fatalf("the hand-off does not name B:\n%s", texts(tb.root))
	}
	if cards := visible[*cardWidget](tb.root); len(cards) != 0 {
		t.Fatalf("%d cards visible behind the hand-off screen", len(cards))
	}
	test.Tap(visible[*widget.Button](tb.handoff)[0])
	second := tb.state.SeatView(1).Hand
	shown := visible[*cardWidget](tb.hand)
	if tb.seat != 1 || len(shown) != len(second) {
		t.Fatalf("after Ready the table shows seat %d with %d cards", tb.seat, len(shown))
	}
	for i, cw := range shown {
		if cw.view.Card != second[i].Card {
			t.Fatal("the hand shown is not B's")
		}
	}
	chose := false
	for _, d := range tb.state.Log() {
		chose = chose || d.Seat == 0
	}
	if !chose || len(first) == 0 {
		t.Fatal("A's choice was lost in the hand-off")
	}
}

func TestUndoOwnChoiceWhileBotsThink(t *testing.T) {
	h := newHarness(t, 8, time.Hour, false, "h", "random", "random")
	tb := h.table
	if !h.playOnce() {
		t.Fatal("could not play")
	}
	if len(tb.state.Log()) != 1 {
		t.Fatalf("log has %d decisions", len(tb.state.Log()))
	}
	var undo *widget.Button
	for _, b := range visible[*widget.Button](tb.prompt) {
		if b.Text == "Undo" {
			undo = b
		}
	}
	if undo == nil {
		t.Fatalf("no Undo while the bots think:\n%s", texts(tb.prompt))
	}
	test.Tap(undo)
	if len(tb.state.Log()) != 0 || len(tb.state.Legal(0, nil)) == 0 {
		t.Fatal("the choice was not taken back")
	}
}

func TestPaymentChooserOffersEveryPlan(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, seed, 0, true, "h", "random", "random", "random")
		for turn := 0; turn < 18 && !h.table.state.Over(); turn++ {
			for _, cw := range visible[*cardWidget](h.table.hand) {
				if len(cw.view.Plans) < 2 {
					continue
				}
				test.Tap(cw)
				builds := 0
				for _, b := range visible[*widget.Button](h.table.prompt) {
					if strings.HasPrefix(b.Text, "Build ") && strings.Contains(b.Text, "left") {
						builds++
					}
				}
				if builds != len(cw.view.Plans) {
					t.Fatalf("%d plans, %d build buttons:\n%s", len(cw.view.Plans), builds, texts(h.table.prompt))
				}
				return
			}
			h.playOnce()
		}
	}
	t.Fatal("no card with several payment plans in 40 games")
}

func TestRetranslate(t *testing.T) {
	h := newHarness(t, 2, 0, true, "h", "random", "random")
	if !strings.Contains(h.table.header.turn.Text, "Age I,") {
		t.Fatalf("header %q", h.table.header.turn.Text)
	}
	if err := h.loc.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	h.table.Retranslate()
	if !strings.Contains(h.table.header.turn.Text, "Âge I,") || !strings.Contains(texts(h.table.root), "Choisissez une carte") {
		t.Fatalf("not in French: %q\n%s", h.table.header.turn.Text, texts(h.table.root))
	}
}

func TestRefusedMoveIsReported(t *testing.T) {
	h := newHarness(t, 2, 0, true, "h", "random", "random")
	h.table.play(game.Option(1))
	var me *game.MoveError
	if len(h.errs) != 1 || !errors.As(h.errs[0], &me) {
		t.Fatalf("errors %v", h.errs)
	}
}
