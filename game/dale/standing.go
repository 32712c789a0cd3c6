package dale

import "agora/game"

// Standing is the stacks each stall has built so far (game.Stander),
// ranked; no tie is broken before the game is won.
func (g *State) Standing() game.Outcome { return g.Outcome() }
