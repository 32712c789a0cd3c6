package game

import "strconv"

// Seat is a player's place at the table, numbered from 0 in table order.
type Seat int

func (s Seat) String() string { return "seat " + strconv.Itoa(int(s)) }

// Prompt says that a seat owes a decision, and of which kind. Kinds are
// engine-defined names such as "wonders.card" or "dale.reaction".
type Prompt struct {
	Seat Seat
	Kind string
}
