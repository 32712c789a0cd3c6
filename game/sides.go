package game

// SeatSider is an engine whose seats each play a named side of the game
// (7 Wonders: a wonder). Statistics group a player's results by it.
type SeatSider interface {
	// SeatSide is the translation key of the side seat plays.
	SeatSide(seat Seat) string
}
