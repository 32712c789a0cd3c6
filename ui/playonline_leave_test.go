package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"agora/game"
	"agora/online/seat"
)

// askingFrame is a frame that holds the table's leaving until the test
// lets it go.
type askingFrame struct {
	content fyne.CanvasObject
	asked   int
	leave   func()
	closed  bool
}

func (f *askingFrame) Content() fyne.CanvasObject { return f.content }
func (f *askingFrame) Retranslate()               {}
func (f *askingFrame) Close()                     { f.closed = true }
func (f *askingFrame) ConfirmLeave(leave func())  { f.asked++; f.leave = leave }

// TestSeatTableAsksBeforeLeaving: a table over a seat whose frame asks
// before it is left (a host whose game others play) stays on its table's
// Back to menu until the frame lets it go; then it closes, its seat let
// go. Without such a frame, Back to menu leaves at once.
func TestSeatTableAsksBeforeLeaving(t *testing.T) {
	a := newTestApp(t, "en")
	var got TableContext
	ft := &fakeTable{}
	a.RegisterTable("tally", func(c TableContext) Table { got = c; return ft })
	a.SetOnline(Online{Seats: func(string) bool { return true }})
	s, err := tallyRules.Start(game.Config{Game: "tally", Seed: 3, Seats: []game.SeatConfig{{Name: "a"}, {Name: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	h := seat.NewHost(tallyRules, s, nil)
	frame := &askingFrame{}
	stopped := 0
	a.PlaySeat(h.Seat(0), func(c fyne.CanvasObject) Frame { frame.content = c; return frame }, func() { stopped++ })
	got.BackToMenu()
	if frame.asked != 1 || ft.closed || stopped != 0 || a.cur.name != "table" {
		t.Fatalf("Back to menu: asked %d, closed %v, stopped %d, screen %q", frame.asked, ft.closed, stopped, a.cur.name)
	}
	frame.leave()
	if !ft.closed || !frame.closed || stopped != 1 || a.cur.name != ScreenMenu {
		t.Fatalf("let go: closed %v/%v, stopped %d, screen %q", ft.closed, frame.closed, stopped, a.cur.name)
	}
	// A frame that does not ask: leaving at once.
	ft2 := &fakeTable{}
	a.RegisterTable("tally", func(c TableContext) Table { got = c; return ft2 })
	a.PlaySeat(h.Seat(1), nil, func() { stopped++ })
	got.BackToMenu()
	if !ft2.closed || stopped != 2 || a.cur.name != ScreenMenu {
		t.Fatalf("no frame: closed %v, stopped %d, screen %q", ft2.closed, stopped, a.cur.name)
	}
}

// TestQuitAsksAtAHostedTable: the app's Quit, at a table whose frame asks
// before it is left, waits for the player's answer; a signal's quit
// does not ask.
func TestQuitAsksAtAHostedTable(t *testing.T) {
	a := newTestApp(t, "en")
	ft := &fakeTable{}
	a.RegisterTable("tally", func(c TableContext) Table { return ft })
	a.SetOnline(Online{Seats: func(string) bool { return true }})
	s, err := tallyRules.Start(game.Config{Game: "tally", Seed: 3, Seats: []game.SeatConfig{{Name: "a"}, {Name: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	h := seat.NewHost(tallyRules, s, nil)
	frame := &askingFrame{}
	a.PlaySeat(h.Seat(0), func(c fyne.CanvasObject) Frame { frame.content = c; return frame }, func() {})
	a.askQuit()
	if frame.asked != 1 || ft.closed || frame.closed {
		t.Fatalf("Quit at a hosted table: asked %d, table closed %v, frame closed %v", frame.asked, ft.closed, frame.closed)
	}
	frame.leave()
	if !ft.closed || !frame.closed {
		t.Fatalf("agreed: table closed %v, frame closed %v", ft.closed, frame.closed)
	}
}
