package dale

import "agora/game"

// CategoryStacks is the one score category: stacks built (the team's for
// both partners).
const CategoryStacks = "stacks"

// Outcome ranks the seats: the player (or team) who built the last stack
// wins; the others rank by the stacks they built.
func (g *State) Outcome() game.Outcome {
	var o game.Outcome
	for s := range int(g.players) {
		n := int(g.stallOf(s).nstacks)
		sc := game.Score{Total: n, Categories: []game.Points{{Category: CategoryStacks, Points: n}}}
		if g.over && g.winner >= 0 && g.stallOf(s) == g.stallOf(int(g.winner)) {
			sc.Tiebreak = 1
		}
		o.Scores = append(o.Scores, sc)
	}
	game.Rank(o.Scores)
	return o
}
