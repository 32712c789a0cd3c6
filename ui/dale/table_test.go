package dale

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
	"agora/game/games"
	"agora/translations"
	"agora/ui"
)

func newTestTable(t *testing.T, seats []game.SeatConfig, seed uint64) (*Table, *int) {
	t.Helper()
	rules, _ := games.Lookup("dale")
	s, err := rules.Start(game.Config{Game: "dale", Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return tableFor(t, s)
}

// tableFor puts s on a test table at 1280×800, bots playing inline.
func tableFor(t testing.TB, s game.State) (*Table, *int) {
	t.Helper()
	test.NewTempApp(t)
	loc, err := translations.New("en")
	if err != nil {
		t.Fatal(err)
	}
	rules, ok := games.Lookup("dale")
	if !ok {
		t.Fatal("no dale rules")
	}
	saves := 0
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	ctx := ui.TableContext{State: s, Rules: rules, Localizer: loc, Window: w,
		Autosave: func(game.State) error { saves++; return nil },
		BotPace:  func() time.Duration { return 0 }}
	tb := newTable(ctx, true)
	w.SetContent(tb.Content())
	return tb, &saves
}

// walk lists every object under o.
func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, f)
		}
	case fyne.Widget:
		if _, ok := x.(*widget.Button); ok {
			return
		}
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, f)
		}
	}
}

// tappables are the buttons and live cards on screen.
func tappables(tb *Table) (buttons []*widget.Button, cards []*cardView) {
	walk(tb.body, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			if x.OnTapped != nil && !x.Disabled() {
				buttons = append(buttons, x)
			}
		case *cardView:
			if x.onTap != nil {
				cards = append(cards, x)
			}
		}
	})
	return buttons, cards
}

// texts are every label, button and canvas text under o.
func texts(o fyne.CanvasObject) []string {
	var out []string
	walk(o, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *widget.Button:
			out = append(out, x.Text)
		case *canvas.Text:
			out = append(out, x.Text)
		}
	})
	return out
}

func hasText(o fyne.CanvasObject, want string) bool {
	for _, s := range texts(o) {
		if strings.Contains(s, want) {
			return true
		}
	}
	return false
}

// button finds an enabled button whose label starts with prefix.
func button(tb *Table, prefix string) *widget.Button {
	buttons, _ := tappables(tb)
	for _, b := range buttons {
		if strings.HasPrefix(b.Text, prefix) {
			return b
		}
	}
	return nil
}

// cards are the tappable cards whose option has type typ.
func cardsFor(tb *Table, typ eng.MoveType) []*cardView {
	_, cards := tappables(tb)
	var out []*cardView
	v := tb.view()
	for _, c := range cards {
		for _, o := range v.Options {
			m := eng.MustDecode(o)
			if m.Type == typ && (m.Card == c.card || (typ == eng.MoveBuy && v.Market[m.Slot].Card == c.card)) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// lastEvent is the latest event of kind k, and whether there is one.
func lastEvent(tb *Table, k eng.EventKind) (eng.Event, bool) {
	ev := tb.view().Events()
	for i := len(ev) - 1; i >= 0; i-- {
		if ev[i].Kind == k {
			return ev[i], true
		}
	}
	return eng.Event{}, false
}

// promptConfirm is the prompt panel's enabled main button (Pay, Build,
// Confirm), nil when there is none.
func promptConfirm(tb *Table) *widget.Button {
	var out *widget.Button
	walk(tb.zones.prompt, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && out == nil && b.Importance == widget.HighImportance && !b.Disabled() {
			out = b
		}
	})
	return out
}
