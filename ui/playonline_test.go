package ui

import (
	"testing"

	"agora/game"
	"agora/online/seat"
)

// TestPlaySeat puts a seat of a game held elsewhere on its game's table:
// the table is given the seat, not a state, nor an autosave; closing it
// lets the seat go. A game whose table cannot show a seat shows the
// notice instead, and lets the seat go at once.
func TestPlaySeat(t *testing.T) {
	a := newTestApp(t, "en")
	var got TableContext
	ft := &fakeTable{}
	a.RegisterTable("tally", func(c TableContext) Table { got = c; return ft })
	s, err := tallyRules.Start(game.Config{Game: "tally", Seed: 3, Seats: []game.SeatConfig{{Name: "a"}, {Name: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	h := seat.NewHost(tallyRules, s, nil)
	seats := false
	a.SetOnline(Online{Seats: func(string) bool { return seats }})

	stopped := 0
	a.PlaySeat(h.Seat(1), nil, func() { stopped++ })
	if stopped != 1 || a.table != nil || a.cur.name != "unavailable" {
		t.Fatalf("a table that shows no seat: stopped %d, table %v, screen %q", stopped, a.table, a.cur.name)
	}
	seats = true
	a.PlaySeat(h.Seat(1), nil, func() { stopped++ })
	if got.Seat == nil || got.Seat.Seat() != 1 || got.State != nil || got.Autosave != nil || a.cur.name != "table" {
		t.Fatalf("the table's context: seat %v, state %v, autosave %v, screen %q", got.Seat, got.State, got.Autosave != nil, a.cur.name)
	}
	if a.table.Content() != ft.Content() {
		t.Fatal("the table's content is not shown")
	}
	a.showMenu()
	if !ft.closed || stopped != 2 {
		t.Fatalf("leaving the table: closed %v, stopped %d", ft.closed, stopped)
	}
}
