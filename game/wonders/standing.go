package wonders

import "agora/game"

// Standing is the score pad as the game stands (game.Stander): every
// category counted on the cities as they are now, the Ages' conflicts
// fought so far, ranked as at the end.
func (g *State) Standing() game.Outcome { return g.Outcome() }
