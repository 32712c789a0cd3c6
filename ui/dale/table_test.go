package dale

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/games"
	"agora/translations"
	"agora/ui"
)

func newTestTable(t *testing.T, seats []game.SeatConfig, seed uint64) (*Table, *int) {
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
	s, err := rules.Start(game.Config{Game: "dale", Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
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
