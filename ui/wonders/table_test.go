package wonders

import (
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"agora/game"
	"agora/game/wonders"
)

// A whole game through the table, at the 2-player Free City table, a
// small table and a full one, until the final score table shows.
func TestWholeGameAgainstBotsThroughTheUI(t *testing.T) {
	tests := []struct {
		name  string
		seats []string
	}{
		{"two players and the Free City", []string{"h", "random"}},
		{"three players", []string{"h", "random", "random"}},
		{"seven players", []string{"random", "h", "random", "random", "random", "random", "random"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, 3, 0, true, tt.seats...)
			for i := 0; i < 400 && !h.table.state.Over(); i++ {
				if !h.playOnce() {
					t.Fatalf("no action to take at:\n%s", texts(h.table.prompt.root))
				}
			}
			if !h.table.state.Over() {
				t.Fatal("the game did not end")
			}
			if len(h.errs) > 0 {
				t.Fatal(h.errs)
			}
			if h.table.overlay.root.Hidden {
				t.Fatal("no final score table")
			}
			got := texts(h.table.overlay.root)
			for _, want := range []string{"Final scores", "Military", "Science", "Guilds", "Total", "(winner)"} {
				if !strings.Contains(got, want) {
					t.Errorf("final table lacks %q:\n%s", want, got)
				}
			}
			if h.autosaves < 18 {
				t.Errorf("%d autosaves for 18 turns", h.autosaves)
			}
			if len(h.table.log.items) < 18 {
				t.Error("the game log is nearly empty")
			}
			test.Tap(h.table.overlay.button)
			if h.toMenu != 1 {
				t.Error("the final table's button does not go back to the menu")
			}
		})
	}
}

func TestHandoffHidesEveryHand(t *testing.T) {
	h := newHarness(t, 5, 0, true, "h", "h", "random")
	tb := h.table
	if !h.playOnce() {
		t.Fatal("seat A could not play")
	}
	if tb.body.Visible() || tb.handoff.root.Hidden {
		t.Fatal("no hand-off screen between two people")
	}
	shown := texts(tb.root)
	if !strings.Contains(shown, "Pass the computer to B") {
		t.Fatalf("the hand-off does not name B:\n%s", shown)
	}
	if cards := visible[*cardWidget](tb.root); len(cards) != 0 {
		t.Fatalf("%d cards visible behind the hand-off screen", len(cards))
	}
	for _, seat := range []game.Seat{0, 1} {
		for _, cv := range tb.state.SeatView(seat).Hand {
			if name := h.loc.T(cv.Card.Info().NameKey()); strings.Contains(shown, name) {
				t.Errorf("%s of seat %d's hand is on the hand-off screen", name, seat)
			}
		}
	}
	test.Tap(tb.handoff.ready)
	second := tb.state.SeatView(1).Hand
	cards := visible[*cardWidget](tb.hand.root)
	if tb.seat != 1 || len(cards) != len(second) {
		t.Fatalf("after Ready the table shows seat %d with %d cards", tb.seat, len(cards))
	}
	for i, cw := range cards {
		if cw.view.Card != second[i].Card {
			t.Fatal("the hand shown is not B's")
		}
	}
	if _, ok := lastOf(tb.state.Log(), 0); !ok {
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
	if !strings.Contains(texts(tb.header.root), "thinking") {
		t.Errorf("the header does not say the bots think:\n%s", texts(tb.header.root))
	}
	undo := button(tb.actions.root, "Undo")
	if undo == nil {
		t.Fatalf("no Undo while the bots think:\n%s", texts(tb.actions.root))
	}
	test.Tap(undo)
	if len(tb.state.Log()) != 0 || len(tb.state.Legal(0, nil)) == 0 {
		t.Fatal("the choice was not taken back")
	}
	if button(tb.actions.root, "Undo") != nil {
		t.Fatal("Undo still offered after undoing")
	}
}

// The payment chooser opens in the prompt area for a card with several
// plans, lists every plan, and pays with the one ticked.
func TestPaymentChooserOffersEveryPlan(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, seed, 0, true, "h", "random", "random", "random")
		tb := h.table
		for turn := 0; turn < 18 && !tb.state.Over(); turn++ {
			for _, cw := range visible[*cardWidget](tb.hand.root) {
				var plans []game.Option
				for _, o := range cw.view.Options {
					if wonders.MustDecode(o).Action == wonders.Build {
						plans = append(plans, o)
					}
				}
				builds := len(plans)
				if builds < 2 {
					continue
				}
				test.Tap(cw)
				test.Tap(tb.actions.build)
				rows := visible[*planRow](tb.prompt.root)
				if tb.paying != wonders.Build || len(rows) != builds {
					t.Fatalf("%d plans, %d rows in the chooser:\n%s", builds, len(rows), texts(tb.prompt.root))
				}
				if !strings.Contains(texts(tb.prompt.root), "Pay for") {
					t.Fatalf("chooser title:\n%s", texts(tb.prompt.root))
				}
				test.Tap(rows[len(rows)-1])
				test.Tap(tb.prompt.confirm)
				want := plans[builds-1]
				if got, _ := lastOf(tb.state.Log(), 0); got != want {
					t.Fatalf("played %v, not the plan ticked, %v", tb.state.Describe(got), tb.state.Describe(want))
				}
				return
			}
			h.playOnce()
		}
	}
	t.Fatal("no card with several payment plans in 40 games")
}

// lastOf is seat's latest decision in log.
func lastOf(log []game.Decision, seat game.Seat) (game.Option, bool) {
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Seat == seat {
			return log[i].Option, true
		}
	}
	return 0, false
}

func TestRetranslate(t *testing.T) {
	h := newHarness(t, 2, 0, true, "h", "random", "random")
	before := texts(h.table.root)
	if !strings.Contains(before, "Age I, turn 1") || !strings.Contains(before, "Choose a card") {
		t.Fatalf("not in English:\n%s", before)
	}
	if err := h.loc.SetLang("fr"); err != nil {
		t.Fatal(err)
	}
	h.table.Retranslate()
	after := texts(h.table.root)
	for _, want := range []string{"Âge I, tour 1", "Choisissez une carte", "Journal", "GAUCHE"} {
		if !strings.Contains(after, want) {
			t.Errorf("no %q in French:\n%s", want, after)
		}
	}
	card := h.table.view.Hand[0].Card
	if fr := h.loc.T(card.Info().NameKey()); !strings.Contains(after, fr) {
		t.Errorf("card %s not named %q", card, fr)
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
