package wonders

import "agora/game"

// Categories are the score pad's rows, in order; Score.Categories follows
// it.
var Categories = []string{"military", "treasury", "wonder", "civilian", "science", "commercial", "guilds", "gods", "leaders", "black", "debt"}

// Indexes in Categories.
const (
	CatMilitary = iota
	CatTreasury
	CatWonder
	CatCivilian
	CatScience
	CatCommercial
	CatGuilds
	CatGods    // Faith: what the Age III gods score
	CatLeaders // Leaders: what the recruited leaders score
	CatBlack   // Cities: what the black cards score
	CatDebt    // Cities: the debt tokens, −1 each
	numCategories
)

// maxLines is the room for the outside layers' score lines in a
// Breakdown.
const maxLines = 4

// Breakdown is a city's points per category: the base's and the score
// lines of the expansions of other packages (Layer.Lines), after them.
type Breakdown [numCategories + maxLines]int

// Total adds the categories up.
func (b Breakdown) Total() int {
	t := 0
	for _, p := range b {
		t += p
	}
	return t
}

// category is where a card's points go on the score pad.
func category(col Color) int {
	switch col {
	case Yellow:
		return CatCommercial
	case Purple:
		return CatGuilds
	case Green:
		return CatScience
	case Red:
		return CatMilitary
	case Black:
		return CatBlack
	}
	return CatCivilian
}

// Score is the city's current score (final once the game is over): points
// printed on cards and stages, per-count points from the current position,
// science wildcards and Olympia B's copied guild chosen for the best total.
func (g *State) Score(c int) Breakdown {
	var b Breakdown
	ct := &g.cities[c]
	b[CatMilitary] = ct.military()
	b[CatTreasury] = int(ct.coins) / 3
	stages := ct.stageInfo()
	for i := range int(ct.stages) {
		for j := range stages[i].Effects {
			b[CatWonder] += g.points(c, &stages[i].Effects[j])
		}
	}
	for _, card := range ct.built[:ct.nbuilt] {
		ci := &catalog.cards[card]
		for j := range ci.Effects {
			b[category(ci.Color)] += g.points(c, &ci.Effects[j])
		}
	}
	b[CatScience] += science(ct.science, int(ct.wild))
	if ct.copy {
		g.copyBest(c, &b)
	}
	for _, l := range g.lays {
		if l.score != nil {
			l.score(g, c, &b)
		}
	}
	return b
}

// points is what one effect scores at the end for city c.
func (g *State) points(c int, e *Effect) int {
	switch e.Kind {
	case Points:
		return e.N
	case PointsPer:
		return e.N * g.count(c, e.Count, e.Cities)
	}
	return 0
}

// copyBest adds Olympia B's copy of the neighbour guild that scores most
// for city c, counted from c's own position. The copy is not a card of the
// city: it counts for no colour. Its points go to the guild row, a copied
// Scientists Guild's symbol to the science row.
func (g *State) copyBest(c int, b *Breakdown) {
	ct := &g.cities[c]
	base := science(ct.science, int(ct.wild))
	bestGuild, bestScience := 0, 0
	for _, nb := range [2]int{g.left(c), g.right(c)} {
		o := &g.cities[nb]
		for _, card := range o.built[:o.nbuilt] {
			ci := &catalog.cards[card]
			if !ci.Guild {
				continue
			}
			guild, sci := 0, 0
			for j := range ci.Effects {
				e := &ci.Effects[j]
				guild += g.points(c, e)
				if e.Kind == WildScience {
					sci += science(ct.science, int(ct.wild)+1) - base
				}
			}
			if guild+sci > bestGuild+bestScience {
				bestGuild, bestScience = guild, sci
			}
		}
	}
	b[CatGuilds] += bestGuild
	b[CatScience] += bestScience
}

// science scores symbols with wild ones each set to the best symbol: each
// kind's count squared plus 7 per complete set.
func science(sym [NumSymbols]uint8, wild int) int {
	if wild == 0 {
		c, g, t := int(sym[0]), int(sym[1]), int(sym[2])
		return c*c + g*g + t*t + 7*min(c, g, t)
	}
	best := 0
	for s := range NumSymbols {
		sym[s]++
		best = max(best, science(sym, wild-1))
		sym[s]--
	}
	return best
}

// Outcome is the final scoring of the seats (the Free City does not rank);
// ties on points go to the most coins.
func (g *State) Outcome() game.Outcome {
	var o game.Outcome
	for s := range int(g.players) {
		b := g.Score(s)
		sc := game.Score{Total: b.Total(), Tiebreak: int(g.cities[s].coins)}
		for i, p := range b[:numCategories] {
			sc.Categories = append(sc.Categories, game.Points{Category: Categories[i], Points: p})
		}
		for _, l := range g.lays { // the score lines of the expansions of other packages
			for i := l.line; i < l.line+l.nlines; i++ {
				sc.Categories = append(sc.Categories, game.Points{Category: Categories[i], Points: b[i]})
			}
		}
		o.Scores = append(o.Scores, sc)
	}
	game.Rank(o.Scores)
	for _, l := range g.lays {
		if l.outcome != nil {
			l.outcome(g, o.Scores)
		}
	}
	return o
}
