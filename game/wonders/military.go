package wonders

// victoryTokens is the value of a victory token in each Age.
var victoryTokens = [4]int8{0, 1, 3, 5}

// battles resolves the end-of-Age conflicts: each city compares its shields
// with each neighbour's; more takes the Age's victory token, fewer a -1
// defeat token, a tie nothing.
func (g *State) battles() {
	n := int(g.ncities)
	for c := range n {
		ct := &g.cities[c]
		for _, nb := range [2]int{g.left(c), g.right(c)} {
			o := &g.cities[nb]
			points := 0
			switch {
			case ct.shields > o.shields:
				ct.victory += victoryTokens[g.age]
				points = int(victoryTokens[g.age])
			case ct.shields < o.shields:
				ct.defeats++
				points = -1
			}
			g.events = append(g.events, Event{Kind: EventBattle, Age: int(g.age), Turn: turnsPerAge, City: c, Against: nb, Points: points, Card: NoCard, by: -1})
		}
	}
}

// military is the sum of a city's conflict tokens.
func (ct *city) military() int { return int(ct.victory) - int(ct.defeats) }
