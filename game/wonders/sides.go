package wonders

import "agora/game"

// SeatSide is the translation key of the wonder seat builds
// (game.SeatSider); with a free city (two players) only the players'
// seats have one.
func (g *State) SeatSide(seat game.Seat) string {
	if int(seat) < 0 || int(seat) >= int(g.players) {
		return ""
	}
	return catalog.wonders[g.cities[seat].wonder].NameKey()
}

// Round is the Age under way (game.Rounder).
func (g *State) Round() int { return g.Age() }
