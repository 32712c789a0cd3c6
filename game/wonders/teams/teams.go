// Package teams is the team game of 7 Wonders, from the Cities expansion's
// rules: 4 or 6 players in teams of two, teammates side by side (seats 0
// and 1, 2 and 3, 4 and 5). Teammates never fight: each seat only fights
// its other neighbour. A team's score is the sum of its two seats; a tie
// goes to the team with more coins. Teammates see each other's hands (the
// table's open talk between partners); everything else stays as in the
// base game.
//
// It registers its layer from init (wonders.Register): the player counts
// it plays at, which makes it play in the games whose configuration sets
// Teams; each seat's partner, which the base and the other expansions ask
// (a seat's view and hands, its conflicts, Faith's powers and its gods of
// the team game); and the ranking of the seats by team. A program plays
// team games by importing the package (game/games and bots do). Nothing
// in game/wonders names it.
package teams

import (
	"agora/game"
	"agora/game/wonders"
)

// Name is the team game's layer.
const Name = "teams"

// Sizes are the player counts with a team game.
var Sizes = []int{4, 6}

func init() {
	wonders.Register(wonders.Layer{
		Name:      Name,
		Order:     40,
		TeamSizes: Sizes,
		Partner:   partner,
		Outcome:   outcome,
	})
}

// partner is seat c's teammate, its neighbour in the pair (0 and 1, 2 and
// 3...).
func partner(_ *wonders.State, c int) int { return c ^ 1 }

// outcome ranks the seats by team: the team's total, then its coins; both
// teammates share the team's rank.
func outcome(g *wonders.State, scores []game.Score) {
	teams := make([]game.Score, g.Players()/2)
	for s, sc := range scores {
		teams[s/2].Total += sc.Total
		teams[s/2].Tiebreak += sc.Tiebreak
	}
	game.Rank(teams)
	for s := range scores {
		scores[s].Rank = teams[s/2].Rank
	}
}
