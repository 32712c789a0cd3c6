package wonders

import "agora/game"

// Facts are what a view's methods compute from the game behind it,
// written with the view for a seat playing from another computer, whose
// decoded view has no game behind it (DecodeView): the teams of partners, the
// market's plans for the cards of the hand, and the prices of the view's
// options. The host computes them from the seat's own view, so they hold
// nothing the seat may not see; a view made in the process that holds the
// game has none and asks its state.
type Facts struct {
	// Teams is each city's team (View.Team).
	Teams []int `json:",omitempty"`
	// Plans are MarketPlans and StageMarketPlans of each card of the
	// hand that has any.
	Plans []CardPlans `json:",omitempty"`
	// Prices are View.Price of the view's options that play a card.
	Prices []OptionPrice `json:",omitempty"`
}

// CardPlans are a card's market plans: to build it, and to build the
// next stage with it.
type CardPlans struct {
	Card  Card
	Build []MarketPlan `json:",omitempty"`
	Stage []MarketPlan `json:",omitempty"`
}

// OptionPrice is an option's price (View.Price).
type OptionPrice struct {
	Option game.Option
	Price  int
}

// withFacts is a copy of v carrying its facts, for the wire.
func withFacts(v *View) *View {
	if v.state == nil {
		return v
	}
	w := *v
	f := &Facts{}
	for c := range v.NumCities {
		f.Teams = append(f.Teams, v.Team(c))
	}
	if v.Market != nil {
		for _, cv := range v.Hand {
			build, stage := v.MarketPlans(cv.Card), v.StageMarketPlans(cv.Card)
			if len(build) > 0 || len(stage) > 0 {
				f.Plans = append(f.Plans, CardPlans{Card: cv.Card, Build: build, Stage: stage})
			}
		}
	}
	for _, o := range v.Options {
		if p, ok := v.Price(o); ok {
			f.Prices = append(f.Prices, OptionPrice{Option: o, Price: p})
		}
	}
	w.Facts = f
	return &w
}

// Team is city c's team, -1 when no layer pairs it with a partner: the
// pairs of partners are numbered by their first seat (0 for seats 0 and
// 1 in the team game, 1 for seats 2 and 3...).
func (v *View) Team(c int) int {
	g := v.state
	if g == nil {
		return v.factTeam(c)
	}
	p := g.partner(c)
	if p < 0 {
		return -1
	}
	t := 0
	for s := range min(c, p) {
		if g.partner(s) > s {
			t++
		}
	}
	return t
}

// factTeam is Team from the facts of a decoded view.
func (v *View) factTeam(c int) int {
	if v.Facts == nil || c < 0 || c >= len(v.Facts.Teams) {
		return -1
	}
	return v.Facts.Teams[c]
}

// factPlans is marketPlans from the facts of a decoded view.
func (v *View) factPlans(card Card, action Action) []MarketPlan {
	if v.Facts == nil {
		return nil
	}
	for _, p := range v.Facts.Plans {
		if p.Card == card {
			if action == BuildStage {
				return p.Stage
			}
			return p.Build
		}
	}
	return nil
}

// factPrice is Price from the facts of a decoded view: an option of the
// view, or one of its market plans.
func (v *View) factPrice(o game.Option) (int, bool) {
	if v.Facts == nil {
		return 0, false
	}
	for _, p := range v.Facts.Prices {
		if p.Option == o {
			return p.Price, true
		}
	}
	for _, cp := range v.Facts.Plans {
		for _, plans := range [][]MarketPlan{cp.Build, cp.Stage} {
			for _, p := range plans {
				if p.Option == o {
					return p.Price, true
				}
			}
		}
	}
	return 0, false
}
