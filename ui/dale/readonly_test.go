package dale

import (
	"fmt"
	"slices"
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
	"agora/ui/raster"
)

// pictured is everything under o that tells one position from another:
// texts, images and the colours of shapes, in drawing order.
func pictured(o fyne.CanvasObject) []string {
	var out []string
	walk(o, func(x fyne.CanvasObject) {
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
	})
	return out
}

// handOf names the kinds of a seat's own view of its hand.
func handOf(s *eng.State, seat game.Seat) string {
	var out []string
	for _, c := range s.SeatView(seat).Hand {
		out = append(out, c.Kind().String())
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}

// Read-only, the Dale table draws only what its seat could see: the same
// position with the hidden cards dealt anew (the seat's view
// determinized) draws exactly the same table, though the opponents' hands
// differ; it names an opponent's hand from that seat's own view and plays
// nothing.
func TestReadOnlyDrawsOnlyTheSeatsView(t *testing.T) {
	test.NewTempApp(t)
	rules, _ := games.Lookup("dale")
	st, err := rules.Start(game.Config{Game: "dale", Seed: 9, Seats: []game.SeatConfig{{Name: "Ana"}, {Name: "Bo", Bot: "heuristic"}, {Name: "Cy", Bot: "heuristic"}}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*eng.State)
	rng := game.NewRand(9)
	for turns := 0; turns < 3 || s.Pending()[0].Seat != 0; {
		p := s.Pending()[0]
		if p.Seat == 0 && p.Kind == eng.KindAction.Prompt() {
			turns++
		}
		legal := s.Legal(p.Seat, nil)
		if err := s.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		if s.Over() {
			t.Fatal("the game ended first")
		}
	}
	loc, err := translations.New("fr")
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	tb := newTable(ui.TableContext{State: s.Clone(), Rules: rules, Localizer: loc, Window: w,
		BotPace: func() time.Duration { return 0 }, ReduceMotion: func() bool { return true }, ReadOnly: &ui.ReadOnly{Seat: 0}}, true)
	t.Cleanup(tb.Close)
	w.SetContent(tb.Content())
	if tb.hints.offered() {
		t.Error("a picture of the game offers a hint at the seat's decision")
	}
	walk(tb.Content(), func(x fyne.CanvasObject) {
		if b, ok := x.(*widget.Button); ok && !b.Disabled() && b.Visible() && b.Text != tb.T("dale.ui.menu") {
			t.Errorf("a picture of the game offers the button %q", b.Text)
		}
	})
	// No prompt box, empty or not: the picture asks nothing, and the
	// schedule takes the column.
	if tb.zones.prompt.Visible() || len(tb.zones.prompt.Objects) > 0 {
		t.Error("a picture of the game shows a prompt box")
	}
	if !tb.zones.schedule.Visible() || tb.zones.schedule.Size().Height < 100 {
		t.Errorf("the schedule is %v high, shown %v, in place of the prompt", tb.zones.schedule.Size().Height, tb.zones.schedule.Visible())
	}
	asItWas := pictured(tb.Content())
	others := 0
	for i := range 4 {
		rng := game.NewRand(uint64(50 + i))
		d := s.SeatView(0).Determinize(&rng).(*eng.State)
		if handOf(d, 0) != handOf(s, 0) {
			t.Fatalf("the seat's own hand changed")
		}
		if handOf(d, 1) != handOf(s, 1) || handOf(d, 2) != handOf(s, 2) {
			others++
		}
		tb.Show(d, 0)
		if got := pictured(tb.Content()); !slices.Equal(got, asItWas) {
			t.Errorf("dealt anew %d, the table draws otherwise: %s", i, firstDifference(asItWas, got))
		}
	}
	if others == 0 {
		t.Fatal("no deal changed an opponent's hand: the comparison shows nothing")
	}
	var want []string
	for _, c := range s.SeatView(1).Hand {
		want = append(want, tb.cardName(c))
	}
	if got := tb.Hand(s, 1); !slices.Equal(got, want) || len(got) == 0 {
		t.Errorf("Bo's hand %q, want %q", got, want)
	}
	tb.Show(s.Clone(), 0)
	n := len(tb.state.Log())
	tb.choose(s.Legal(0, nil)[0])
	tb.apply(1, s.Legal(0, nil)[0])
	if len(tb.state.Log()) != n || tb.handoff {
		t.Error("the read-only table played, or handed off")
	}
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
