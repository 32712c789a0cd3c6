package wonders

import "agora/game"

// The team game, from the Cities expansion's rules: 4 or 6 players in
// teams of two, teammates side by side (seats 0 and 1, 2 and 3, 4 and 5).
// Teammates never fight: each seat only fights its other neighbour. A
// team's score is the sum of its two seats; a tie goes to the team with
// more coins. Teammates see each other's hands (the table's open talk
// between partners); everything else stays as in the base game.

// teamSizes are the player counts with a team game.
var teamSizes = []int{4, 6}

// partner is seat c's teammate, -1 outside a team game (and for the Free
// City).
func (g *State) partner(c int) int {
	if !g.cfg.Teams || c < 0 || c >= int(g.players) {
		return -1
	}
	return c ^ 1
}

// sameTeam reports whether a and b are teammates.
func (g *State) sameTeam(a, b int) bool { return a != b && g.partner(a) == b }

// hitsPartner reports whether a god's targets (one bit per city) include
// city c's teammate.
func (g *State) hitsPartner(c int, targets uint8) bool {
	p := g.partner(c)
	return p >= 0 && targets&(1<<p) != 0
}

// teamOutcome ranks the seats by team: the team's total, then its coins;
// both teammates share the team's rank.
func (g *State) teamOutcome(o *game.Outcome) {
	n := int(g.players)
	teams := make([]game.Score, n/2)
	for s, sc := range o.Scores {
		teams[s/2].Total += sc.Total
		teams[s/2].Tiebreak += sc.Tiebreak
	}
	game.Rank(teams)
	for s := range o.Scores {
		o.Scores[s].Rank = teams[s/2].Rank
	}
}

// Team is city c's team (0 for seats 0 and 1...), -1 outside a team game.
func (v *View) Team(c int) int {
	if v.state == nil {
		return v.factTeam(c)
	}
	if v.state.partner(c) < 0 {
		return -1
	}
	return c / 2
}
