package wonders

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"agora/game"
	"agora/game/wonders"
	"agora/translations"
	"agora/ui"
	"agora/ui/raster"
)

// pictured is everything visible under o that tells one position from
// another: texts, images and the colours of shapes, in drawing order.
func pictured(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range visible[fyne.CanvasObject](o) {
		switch x := x.(type) {
		case *canvas.Text:
			out = append(out, "text "+x.Text)
		case *raster.Picture:
			if x.Resource != nil {
				out = append(out, "image "+x.Resource.Name())
			}
		case *canvas.Image:
			if x.Resource != nil {
				out = append(out, "image "+x.Resource.Name())
			}
		case *canvas.Rectangle:
			out = append(out, fmt.Sprint("rect ", x.FillColor, x.StrokeColor))
		case *canvas.Circle:
			out = append(out, fmt.Sprint("circle ", x.FillColor))
		case *widget.Label:
			out = append(out, "label "+x.Text)
		case *widget.Button:
			out = append(out, "button "+x.Text)
		}
	}
	return out
}

// firstDifference is the first line where a and b differ.
func firstDifference(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("line %d: %q, then %q", i, a[i], b[i])
		}
	}
	return fmt.Sprintf("%d lines, then %d", len(a), len(b))
}

// seatZeroFirst plays a random game, seat 0 deciding first whenever it
// owes a decision, until the n-th time seat 0 opens a turn that every
// seat still owes (no other seat's choice is made yet, so nothing of
// this turn is hidden from seat 0 but the hands).
func seatZeroFirst(t *testing.T, cfg game.Config, n int) *wonders.State {
	t.Helper()
	st, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*wonders.State)
	rng := game.NewRand(cfg.Seed)
	for !s.Over() {
		p := s.Pending()
		if p[0].Seat == 0 && len(p) == s.Players() {
			if n--; n == 0 {
				return s
			}
		}
		legal := s.Legal(p[0].Seat, nil)
		if err := s.Apply(p[0].Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the game ended first")
	return nil
}

// handOf names the cards of a seat's own view of its hand.
func handOf(s *wonders.State, seat game.Seat) string {
	var out []string
	for _, cv := range s.SeatView(seat).Hand {
		out = append(out, cv.Card.Info().NameKey())
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}

// Read-only, the table draws only what its seat could see: the same
// position with the hidden cards dealt anew (the seat's view
// determinized) draws exactly the same table, while the other seats'
// hands, and what another seat sees, do differ. It plays nothing and
// names another seat's hand from that seat's own view.
func TestReadOnlyDrawsOnlyTheSeatsView(t *testing.T) {
	for _, tc := range []struct {
		name       string
		expansions []string
		players    int
		turn       int
	}{
		{"base, 3 players", nil, 3, 1},
		{"commerce and faith, 4 players", []string{wonders.ExpansionCommerce, wonders.ExpansionFaith}, 4, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			test.NewTempApp(t)
			cfg := game.Config{Game: "wonders", Seed: 21, Seats: seats(append([]string{"h"}, slices.Repeat([]string{"heuristic"}, tc.players-1)...)...), Expansions: tc.expansions}
			s := seatZeroFirst(t, cfg, tc.turn)
			if s.Age() != 1 {
				t.Fatalf("age %d: the position must be in Age I, whose history a determinized state keeps whole", s.Age())
			}
			loc, err := translations.New("en")
			if err != nil {
				t.Fatal(err)
			}
			win := test.NewTempWindow(t, nil)
			win.Resize(fyne.NewSize(1280, 800))
			tb := newTable(ui.TableContext{State: s.Clone(), Rules: wonders.Rules, Localizer: loc, Window: win,
				ReduceMotion: func() bool { return true }, ReadOnly: &ui.ReadOnly{Seat: 0}}, botOptions{sync: true})
			t.Cleanup(tb.Close)
			win.SetContent(tb.Content())
			asItWas := pictured(tb.Content())
			if len(asItWas) < 100 {
				t.Fatalf("only %d things drawn", len(asItWas))
			}
			others := 0
			for i := range 4 {
				rng := game.NewRand(uint64(100 + i))
				d := s.SeatView(0).Determinize(&rng).(*wonders.State)
				if handOf(d, 0) != handOf(s, 0) {
					t.Fatalf("the seat's own hand changed: %s, then %s", handOf(s, 0), handOf(d, 0))
				}
				for seat := 1; seat < tc.players; seat++ {
					if handOf(d, game.Seat(seat)) != handOf(s, game.Seat(seat)) {
						others++
					}
				}
				tb.Show(d, 0)
				if got := pictured(tb.Content()); !slices.Equal(got, asItWas) {
					t.Errorf("dealt anew %d, the table draws otherwise: %s", i, firstDifference(asItWas, got))
				}
			}
			if others == 0 {
				t.Fatal("no deal changed another seat's hand: the comparison shows nothing")
			}
			tb.Show(s.Clone(), 1)
			if got := pictured(tb.Content()); slices.Equal(got, asItWas) {
				t.Error("seat 1's view draws as seat 0's")
			}
			var want []string
			for _, cv := range s.SeatView(1).Hand {
				want = append(want, loc.T(cv.Card.Info().NameKey()))
			}
			if got := tb.Hand(s, 1); !slices.Equal(got, want) || len(got) == 0 {
				t.Errorf("seat 1's hand %q, want %q", got, want)
			}
			// No button but the menu, not even once a card is tapped.
			tb.Show(s.Clone(), 0)
			for _, cv := range tb.view.Hand {
				tb.selectCard(cv)
			}
			for _, o := range visible[fyne.CanvasObject](tb.Content()) {
				if b, ok := o.(*widget.Button); ok && b.Visible() && !b.Disabled() && b != tb.header.menu {
					t.Errorf("a picture of the game offers the button %q", b.Text)
				}
			}
			// Nothing is played, whatever the table is asked.
			n := len(tb.state.Log())
			tb.play(s.Legal(1, nil)[0])
			tb.Key(fyne.KeyReturn)
			if len(tb.state.Log()) != n {
				t.Error("the read-only table played")
			}
		})
	}
}

// A picture of the game offers no hint, even at a decision of a person
// at the table; the same position on a live table does.
func TestReadOnlyOffersNoHint(t *testing.T) {
	test.NewTempApp(t)
	cfg := game.Config{Game: "wonders", Seed: 5, Seats: seats("h", "heuristic", "heuristic")}
	s, err := wonders.Rules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	loc, err := translations.New("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, readOnly := range []*ui.ReadOnly{nil, {Seat: 0}} {
		win := test.NewTempWindow(t, nil)
		win.Resize(fyne.NewSize(1280, 800))
		tb := newTable(ui.TableContext{State: s.Clone(), Rules: wonders.Rules, Localizer: loc, Window: win,
			ReduceMotion: func() bool { return true }, ReadOnly: readOnly}, botOptions{sync: true})
		win.SetContent(tb.Content())
		if got := tb.hints.offered(); got != (readOnly == nil) {
			t.Errorf("read-only %v: hint offered %v", readOnly != nil, got)
		}
		tb.Close()
	}
}

// A picture of the game draws no empty "Choose a card" box: the prompt
// area shows only what it holds of the position (the end of the game).
func TestReadOnlyDrawsNoEmptyPrompt(t *testing.T) {
	test.NewTempApp(t)
	loc, err := translations.New("en")
	if err != nil {
		t.Fatal(err)
	}
	cfg := game.Config{Game: "wonders", Seed: 8, Seats: seats("h", "heuristic", "heuristic")}
	s := seatZeroFirst(t, cfg, 2)
	win := test.NewTempWindow(t, nil)
	win.Resize(fyne.NewSize(1280, 800))
	tb := newTable(ui.TableContext{State: s.Clone(), Rules: wonders.Rules, Localizer: loc, Window: win,
		ReduceMotion: func() bool { return true }, ReadOnly: &ui.ReadOnly{Seat: 0}}, botOptions{sync: true})
	t.Cleanup(tb.Close)
	win.SetContent(tb.Content())
	title := loc.T("wonders.prompt.card")
	shows := func() bool {
		for _, x := range visible[*canvas.Text](tb.Content()) {
			if x.Text == title {
				return true
			}
		}
		return false
	}
	if tb.prompt.root.Visible() || shows() {
		t.Errorf("a picture draws the prompt %q over nothing", title)
	}
	// Live, the same position asks for a card.
	live := newTable(ui.TableContext{State: s.Clone(), Rules: wonders.Rules, Localizer: loc, Window: test.NewTempWindow(t, nil),
		ReduceMotion: func() bool { return true }}, botOptions{sync: true})
	t.Cleanup(live.Close)
	if !live.prompt.root.Visible() || live.prompt.title.Text != title {
		t.Errorf("the live table's prompt: %q", live.prompt.title.Text)
	}
	// The end of the game is shown.
	end := s.Clone().(*wonders.State)
	rng := game.NewRand(3)
	for !end.Over() {
		p := end.Pending()[0]
		legal := end.Legal(p.Seat, nil)
		if err := end.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	tb.Show(end, 0)
	if !tb.prompt.root.Visible() {
		t.Error("the end of the game is not shown")
	}
	tb.Show(s.Clone(), 0)
	if tb.prompt.root.Visible() {
		t.Error("back to a card decision, the prompt shows again")
	}
}
