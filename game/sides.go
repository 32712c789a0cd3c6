package game

// SeatSider is an engine whose seats each play a named side of the game
// (7 Wonders: a wonder). Statistics group a player's results by it.
type SeatSider interface {
	// SeatSide is the translation key of the side seat plays.
	SeatSide(seat Seat) string
}

// Rounder is an engine whose game runs in numbered rounds (7 Wonders:
// its Ages): a review marks where each begins.
type Rounder interface {
	// Round is the round under way, from 1.
	Round() int
}
