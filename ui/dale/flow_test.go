package dale

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	eng "agora/game/dale"
)

var vsBot = []game.SeatConfig{{Name: "Ana"}, {Name: "Bot", Bot: "random"}}

func TestBuildAStack(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		tb, _ := newTestTable(t, vsBot, seed)
		if tb.decider() != 0 || len(cardsFor(tb, eng.MoveBuild)) == 0 {
			continue
		}
		card := cardsFor(tb, eng.MoveBuild)[0]
		test.Tap(card)
		if k := tb.view().Prompt.Kind; k != eng.KindAction {
			t.Fatalf("tapping a hand card played it: prompt %v", k)
		}
		build := tb.T("daletable.act.build", map[string]any{"N": 1})
		if b := button(tb, build); b != nil {
			test.Tap(b)
		}
		if k := tb.view().Prompt.Kind; k != eng.KindStack {
			t.Fatalf("prompt %v, want stack", k)
		}
		if hasText(tb.body, tb.T("dale.ui.for_card", map[string]any{"Card": tb.cardName(eng.Junk)})) {
			t.Error("the stack prompt says it is for a Junk card")
		}
		for range 10 {
			if b := promptConfirm(tb); b != nil {
				test.Tap(b)
				break
			}
			adds := cardsFor(tb, eng.MoveAdd)
			if len(adds) == 0 {
				t.Fatal("no card to add and no confirm")
			}
			test.Tap(adds[0])
		}
		if e, ok := lastEvent(tb, eng.EventStack); !ok || e.Seat != 0 {
			t.Fatalf("no stack logged")
		}
		if len(tb.view().Stall(0).Stacks) != 1 {
			t.Fatal("the stall has no stack")
		}
		return
	}
	t.Fatal("no seed opens with a stack")
}

// reactionAhead plays random moves of two human seats until the next
// move leads to an owl reaction; it returns the state before that move
// and the move.
func reactionAhead(t *testing.T) (game.State, game.Seat, game.Option) {
	t.Helper()
	seats := []game.SeatConfig{{Name: "Ana"}, {Name: "Léo"}}
	for seed := uint64(1); seed < 200; seed++ {
		s, err := eng.New(game.Config{Game: "dale", Seats: seats, Seed: seed,
			Variants: map[string]string{eng.VariantDeck(eng.Owls): eng.DeckOn}})
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for range 400 {
			if s.Over() {
				break
			}
			seat := s.Pending()[0].Seat
			legal := s.Legal(seat, nil)
			for _, o := range legal {
				next := s.Clone()
				if next.Apply(seat, o) == nil && !next.Over() && next.Pending()[0].Kind == "dale.reaction" &&
					next.Pending()[0].Seat != seat {
					return s, seat, o
				}
			}
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Skip("no reaction found")
	return nil, 0, 0
}

func TestReactionHandsOffAndHidesTheHand(t *testing.T) {
	s, seat, opt := reactionAhead(t)
	tb, _ := tableFor(t, s)
	if tb.viewer != int(seat) || !tb.handoff {
		t.Fatalf("viewer %d handoff %v, want %d behind the hand-off screen", tb.viewer, tb.handoff, seat)
	}
	test.Tap(button(tb, tb.T("dale.ui.ready")))
	tb.choose(opt)
	other := 1 - int(seat)
	if !tb.handoff || tb.viewer != other {
		t.Fatalf("no hand-off to seat %d", other)
	}
	if !hasText(tb.body, "Pass to "+tb.name(other)) {
		t.Errorf("hand-off says %q", texts(tb.body))
	}
	if _, cards := tappables(tb); len(cards) > 0 || hasText(tb.body, tb.T("dale.ui.your_hand")) {
		t.Error("the hand-off screen shows a hand")
	}
	walk(tb.body, func(o fyne.CanvasObject) {
		if _, ok := o.(*cardView); ok {
			t.Fatal("a card shows under the hand-off screen")
		}
	})
	test.Tap(button(tb, tb.T("dale.ui.ready")))
	if tb.handoff || !hasText(tb.body, tb.T("dale.prompt.reaction")) {
		t.Fatalf("no reaction prompt after Ready: %q", texts(tb.body))
	}
	react := cardsFor(tb, eng.MoveReact)
	pass := button(tb, tb.T("dale.move.pass"))
	if len(react) == 0 && (pass == nil || button(tb, tb.T("dale.move.react")) == nil) {
		t.Fatal("no way to react")
	}
	if pass == nil {
		t.Fatal("no Pass button")
	}
	before := len(tb.state.Log())
	test.Tap(pass)
	if len(tb.state.Log()) != before+1 {
		t.Fatal("Pass did not play")
	}
}

func TestRetranslate(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 3)
	if !hasText(tb.body, "Your hand") {
		t.Fatal("no English hand title")
	}
	if err := tb.ctx.Localizer.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	tb.Retranslate()
	if !hasText(tb.body, "Votre main") || hasText(tb.body, "Your hand") {
		t.Errorf("not in French: %q", texts(tb.body))
	}
	if !hasText(tb.header, "Tour ") {
		t.Errorf("header not in French: %q", texts(tb.header))
	}
}

func TestMenuOpens(t *testing.T) {
	tb, _ := newTestTable(t, vsBot, 2)
	var menu *widget.Button
	walk(tb.header, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == tb.T("dale.ui.menu") {
			menu = b
		}
	})
	if menu == nil {
		t.Fatal("no menu button")
	}
	if menu.Icon == nil {
		t.Error("the menu button lacks the ☰ icon the 7 Wonders header has")
	}
	test.Tap(menu)
	overlay := tb.ctx.Window.Canvas().Overlays().Top()
	if overlay == nil {
		t.Fatal("the menu did not open")
	}
	if !hasTextIn(overlay, tb.T("dale.ui.settings")) || !hasTextIn(overlay, tb.T("dale.ui.save_as")) {
		t.Errorf("menu items missing")
	}
	tb.Close()
}

// hasTextIn reports whether a menu or popup shows want.
func hasTextIn(o fyne.CanvasObject, want string) bool {
	found := false
	walk(o, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			found = found || x.Text == want
		case *canvas.Text:
			found = found || x.Text == want
		}
	})
	return found
}
