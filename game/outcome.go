package game

// Outcome is the final scoring of a game.
type Outcome struct {
	// Scores, one per seat, in seat order.
	Scores []Score
}

// Score is one seat's final result.
type Score struct {
	Total int
	// Categories in the order a score pad lists them; Total is their sum.
	Categories []Points
	// Tiebreak decides between equal totals (7 Wonders: coins); higher wins.
	Tiebreak int
	// Rank is 1 for the winners; seats that share a rank share the place.
	Rank int
}

// Points is the score of one category.
type Points struct {
	Category string `json:"category"`
	Points   int    `json:"points"`
}

// Sum adds up the categories.
func (s Score) Sum() int {
	total := 0
	for _, c := range s.Categories {
		total += c.Points
	}
	return total
}

// Winners lists the seats ranked first.
func (o Outcome) Winners() []Seat {
	var w []Seat
	for i, s := range o.Scores {
		if s.Rank == 1 {
			w = append(w, Seat(i))
		}
	}
	return w
}

// Rank sets each score's Rank by total then tiebreak, equal pairs sharing a
// rank (1 is first). Engines without teams call it once scores are final.
func Rank(scores []Score) {
	for i := range scores {
		r := 1
		for j := range scores {
			if beats(scores[j], scores[i]) {
				r++
			}
		}
		scores[i].Rank = r
	}
}

func beats(a, b Score) bool {
	if a.Total != b.Total {
		return a.Total > b.Total
	}
	return a.Tiebreak > b.Tiebreak
}
