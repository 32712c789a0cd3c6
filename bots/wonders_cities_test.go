package bots

import (
	"fmt"
	"math"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// wondersPrompt is a decision met in a seeded game: the deciding seat's
// view and its legal options.
type wondersPrompt struct {
	name  string
	v     *wonders.View
	legal []game.Option
}

// seededPrompts plays seeded 7 Wonders games with the expansions (each
// at one of the table sizes in turn, the team game when teams) with random
// moves, and keeps every decision keep accepts, up to limit of them.
func seededPrompts(t *testing.T, expansions []string, teams bool, sizes []int, limit int,
	keep func(v *wonders.View, legal []game.Option) bool) []wondersPrompt {
	t.Helper()
	var out []wondersPrompt
	for seed := uint64(1); seed <= 600 && len(out) < limit; seed++ {
		players := sizes[int(seed)%len(sizes)]
		cfg := game.Config{Game: "wonders", Expansions: expansions, Teams: teams, Seed: seed}
		for range players {
			cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: "bot", Bot: "random"})
		}
		g, err := wonders.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRand(seed)
		for step := 0; len(g.Pending()) > 0 && step < 10000; step++ {
			p := g.Pending()[rng.IntN(len(g.Pending()))]
			legal := g.Legal(p.Seat, nil)
			if len(out) < limit {
				if v := g.SeatView(p.Seat); keep(v, legal) {
					out = append(out, wondersPrompt{name: fmt.Sprintf("seed %d step %d", seed, step), v: v, legal: legal})
				}
			}
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("no such decision in the seeded games")
	}
	return out
}

// builds reports whether legal builds a card whose effects hold kind,
// and returns that option.
func builds(legal []game.Option, kind wonders.EffectKind) (game.Option, bool) {
	for _, o := range legal {
		m := wonders.MustDecode(o)
		if m.Action != wonders.Build || m.GodMode != wonders.NoGodMode {
			continue
		}
		for _, ef := range m.Card.Info().Effects {
			if ef.Kind == kind {
				return o, true
			}
		}
	}
	return 0, false
}

// four is the table size of most tests.
var four = []int{4}

// cardChoices keeps the card choices of a 4-player game without teams.
func cardChoices(v *wonders.View, _ []game.Option) bool {
	return v.Prompt == wonders.KindCard && v.Acting >= 0 && len(v.Cities) == 4 && v.Partner < 0
}

func cardByID(t *testing.T, id string) wonders.Card {
	t.Helper()
	c, ok := wonders.CardByID(id)
	if !ok {
		t.Fatalf("no card %q", id)
	}
	return c
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// A coin loss is worth what the opponents lose, by their mean: a third of
// a point for each coin paid, a point for each coin they lack (debt); the
// counted losses count on the losing city; the partner's loss counts
// against the city.
func TestWondersCoinLossValue(t *testing.T) {
	p := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 1, cardChoices)[0]
	e := newEstimator(p.v)
	coin := coinPoints
	loss := func(n int) wonders.Effect { return wonders.Effect{Kind: wonders.CoinLoss, N: n} }
	for _, tc := range []struct {
		name     string
		ef       wonders.Effect
		coins    int // each opponent's
		victory  int // each opponent's victory points
		wins     int // each opponent's victory tokens
		stages   int // each opponent's stages
		want     float64
		teamGame bool
	}{
		{name: "paid in coins", ef: loss(1), coins: 5, want: coin},
		{name: "taken as debt", ef: loss(1), coins: 0, want: 1},
		{name: "partly debt", ef: loss(3), coins: 1, want: coin + 2},
		{name: "per victory token", ef: wonders.Effect{Kind: wonders.CoinLoss, N: 1, Count: wonders.CountVictories},
			coins: 9, victory: 4, wins: 2, want: 2 * coin}, // 1 + 3: two tokens
		{name: "per stage, as debt", ef: wonders.Effect{Kind: wonders.CoinLoss, N: 1, Count: wonders.CountStages},
			coins: 0, stages: 2, want: 2},
		{name: "nothing counted", ef: wonders.Effect{Kind: wonders.CoinLoss, N: 1, Count: wonders.CountVictories},
			coins: 9, want: 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := *p.v
			v.Cities = append([]wonders.CityView(nil), p.v.Cities...)
			for o := range v.Cities {
				if o != e.city {
					v.Cities[o].Coins, v.Cities[o].Victory, v.Cities[o].Wins, v.Cities[o].Stages = tc.coins, tc.victory, tc.wins, tc.stages
				}
			}
			e := newEstimator(&v)
			if got := e.lossValue(tc.ef); !near(got, tc.want) {
				t.Errorf("%s: worth %.3f, want %.3f", p.name, got, tc.want)
			}
		})
	}
}

// In the team game, what the partner loses counts against the city.
func TestWondersCoinLossHurtsThePartner(t *testing.T) {
	p := seededPrompts(t, []string{wonders.ExpansionCities}, true, four, 1, func(v *wonders.View, _ []game.Option) bool {
		return v.Prompt == wonders.KindCard && v.Acting >= 0 && v.Partner >= 0
	})[0]
	v := *p.v
	v.Cities = append([]wonders.CityView(nil), p.v.Cities...)
	for o := range v.Cities {
		v.Cities[o].Coins = 0
	}
	e := newEstimator(&v)
	// The partner takes a debt token (−1), each of the two opponents one:
	// −1 + 1 = 0.
	if got := e.lossValue(wonders.Effect{Kind: wonders.CoinLoss, N: 1}); !near(got, 0) {
		t.Errorf("%s: a loss shared by the partner and both opponents is worth %.3f, want 0", p.name, got)
	}
}

// Of two moves that leave the city the same (same preview), the one whose
// black card makes the others lose coins is worth more, the more so when
// they cannot pay; a card without such a power gains nothing.
func TestWondersCoinLossCardPreferred(t *testing.T) {
	p := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 1, cardChoices)[0]
	e := newEstimator(p.v)
	after := e.before // the same city after either move
	for _, tc := range []struct {
		card string
		more bool // worth more than Gates of the City
	}{
		{"hideout", true}, {"lair", true}, {"brotherhood", true}, {"counterfeiters_guild", true},
		{"gates_of_the_city", false}, {"tabularium", false}, {"militia", false},
	} {
		t.Run(tc.card, func(t *testing.T) {
			plain := e.citiesValue(wonders.Move{Action: wonders.Build, Card: cardByID(t, "gates_of_the_city"), City: e.city}, after)
			got := e.citiesValue(wonders.Move{Action: wonders.Build, Card: cardByID(t, tc.card), City: e.city}, after)
			if tc.more != (got > plain+0.1) {
				t.Errorf("%s: %s worth %.2f beyond its preview, Gates of the City %.2f", p.name, tc.card, got, plain)
			}
		})
	}
	// A Gambling Den's coins to the neighbours (two of the three
	// opponents) count against the city.
	den := wonders.Move{Action: wonders.Build, Card: cardByID(t, "gambling_den"), City: e.city}
	if got, want := e.citiesValue(den, after), -2*coinPoints/3; !near(got, want) {
		t.Errorf("%s: a Gambling Den worth %.3f beyond its preview, want %.3f", p.name, got, want)
	}
	// Petra B's first stage makes the others lose 2 coins: only that stage.
	petra, ok := wonders.WonderByID("petra")
	if !ok {
		t.Fatal("no Petra")
	}
	b := e.before
	b.Wonder, b.Side = petra, wonders.SideB
	stage0 := wonders.Move{Action: wonders.BuildStage, Stage: 0, City: e.city}
	stage1 := wonders.Move{Action: wonders.BuildStage, Stage: 1, City: e.city}
	if len(moveEffects(b, stage0)) == 0 || !hasKind(moveEffects(b, stage0), wonders.CoinLoss) || hasKind(moveEffects(b, stage1), wonders.CoinLoss) {
		t.Error("Petra B's stages: the coin loss is the first stage's")
	}
}

func hasKind(effects []wonders.Effect, kind wonders.EffectKind) bool {
	for _, ef := range effects {
		if ef.Kind == kind {
			return true
		}
	}
	return false
}

// WondersValues counts the loss: with the same position, a coin-loss
// card's value rises by exactly what the opponents' debt adds when they
// hold no coins instead of many.
func TestWondersValuesCountCoinLoss(t *testing.T) {
	ps := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 3, func(v *wonders.View, legal []game.Option) bool {
		_, ok := builds(legal, wonders.CoinLoss)
		return cardChoices(v, legal) && ok
	})
	for _, p := range ps {
		o, _ := builds(p.legal, wonders.CoinLoss)
		ef := wonders.MustDecode(o).Card.Info().Effects
		n := 0
		for _, x := range ef {
			if x.Kind == wonders.CoinLoss && x.Count == 0 {
				n = x.N
			}
		}
		if n == 0 {
			continue // a counted loss: its count differs by city
		}
		value := func(coins int) float64 {
			v := *p.v
			v.Cities = append([]wonders.CityView(nil), p.v.Cities...)
			for c := range v.Cities {
				if c != v.Acting {
					v.Cities[c].Coins = coins
				}
			}
			return WondersValues(&v, []game.Option{o})[0]
		}
		want := float64(n) * (1 - coinPoints)
		if got := value(0) - value(20); !near(got, want) {
			t.Errorf("%s: %s worth %.3f more against broke opponents, want %.3f", p.name, wonders.MustDecode(o).Card.Info().ID, got, want)
		}
	}
}

// A diplomacy token is worth the battles the city would lose, less those
// it would win, plus what its neighbours then lose to each other,
// weighed as militaryValue weighs this Age's battles.
func TestWondersDiplomacyValue(t *testing.T) {
	ps := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 100, cardChoices)
	ages := map[int]wondersPrompt{}
	for _, p := range ps {
		if _, ok := ages[p.v.Age]; !ok && !p.v.Cities[p.v.Acting].Diplomacy {
			ages[p.v.Age] = p
		}
	}
	tokens := [4]float64{0, 1, 3, 5}
	for _, tc := range []struct {
		name                string
		mine, nbs, opposite int // shields: the city's, each neighbour's, the city across
		want                func(token float64) float64
	}{
		// It loses twice (+2); each neighbour no longer beats it, they tie
		// each other (−T each); the city across is unchanged.
		{"neighbours much stronger", 0, 5, 0, func(T float64) float64 { return 2 + 2*T/3 }},
		// It no longer wins twice (−2T); each neighbour no longer loses to
		// it and ties the other (+1 each).
		{"neighbours much weaker", 5, 0, 0, func(T float64) float64 { return -2*T - 2.0/3 }},
		// Ties all round: nothing changes.
		{"all equal", 2, 2, 2, func(float64) float64 { return 0 }},
	} {
		for age := 1; age <= 3; age++ {
			p, ok := ages[age]
			if !ok {
				t.Fatalf("no Age %d card choice", age)
			}
			t.Run(fmt.Sprintf("%s, Age %d", tc.name, age), func(t *testing.T) {
				v := *p.v
				v.Cities = append([]wonders.CityView(nil), p.v.Cities...)
				c := v.Acting
				for o := range v.Cities {
					setDiplomacy(&v.Cities[o], false)
					setShields(&v.Cities[o], tc.nbs)
				}
				setShields(&v.Cities[c], tc.mine)
				setShields(&v.Cities[(c+2)%4], tc.opposite)
				want := 0.8 * tc.want(tokens[age])
				if got := newEstimator(&v).diplomacyValue(); !near(got, want) {
					t.Errorf("%s: diplomacy worth %.3f, want %.3f", p.name, got, want)
				}
			})
		}
	}
}

// A city holding a diplomacy token fights no one this Age: new shields
// are worth only what they bring for the next Age; past a neighbour
// holding one, the city fights the next city.
func TestWondersMilitaryWithDiplomacy(t *testing.T) {
	p := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 1, cardChoices)[0] // Age I
	for _, tc := range []struct {
		name      string
		held      []int // cities holding a diplomacy token, relative to the acting city
		nbs, next int   // shields: the neighbours', the city across
		want      float64
	}{
		// 2 shields turn a defeat into a victory against each neighbour (+2
		// each, at 0.8), and count 0.3 each per neighbour for the next Age.
		{"no token", nil, 1, 0, 0.8*2*2 + 0.3*2*2},
		{"own token", []int{0}, 1, 0, 0.3 * 2 * 2},
		// The right neighbour out: the city fights the left one (+2) and
		// the city across, a tie turned into a victory (+1).
		{"a neighbour's token", []int{3}, 1, 0, 0.8*(2+1) + 0.3*2*2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := *p.v
			v.Cities = append([]wonders.CityView(nil), p.v.Cities...)
			c := v.Acting
			for o := range v.Cities {
				setDiplomacy(&v.Cities[o], false)
				setShields(&v.Cities[o], tc.nbs)
			}
			setShields(&v.Cities[c], 0)
			setShields(&v.Cities[(c+2)%4], tc.next)
			for _, h := range tc.held {
				setDiplomacy(&v.Cities[(c+h)%4], true)
			}
			if got := newEstimator(&v).militaryValue(2); !near(got, tc.want) {
				t.Errorf("%s: 2 shields worth %.3f, want %.3f", p.name, got, tc.want)
			}
		})
	}
}

// The heuristic values diplomacy more when the other cities are much
// stronger than when they are as strong, by the token's worth only, and
// prefers it then to a card that leaves the city the same.
func TestWondersValuesPreferDiplomacyAgainstStrongNeighbours(t *testing.T) {
	ps := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 3, func(v *wonders.View, legal []game.Option) bool {
		_, ok := builds(legal, wonders.Diplomacy)
		return cardChoices(v, legal) && ok && !v.Cities[v.Acting].Diplomacy
	})
	for _, p := range ps {
		o, _ := builds(p.legal, wonders.Diplomacy)
		// The acting city keeps its shields (its preview reads them); the
		// others hold many more, or as many.
		shields := func(more int) *wonders.View {
			v := *p.v
			v.Cities = append([]wonders.CityView(nil), p.v.Cities...)
			mine := v.Cities[v.Acting].Shields
			for c := range v.Cities {
				setDiplomacy(&v.Cities[c], false)
				if c != v.Acting {
					setShields(&v.Cities[c], mine+more)
				}
			}
			return &v
		}
		strong, equal := WondersValues(shields(9), []game.Option{o})[0], WondersValues(shields(0), []game.Option{o})[0]
		if strong <= equal+2 {
			t.Errorf("%s: diplomacy worth %.2f against strong neighbours, %.2f against equal ones", p.name, strong, equal)
		}
		// The card has no shields: only the token's worth differs.
		want := newEstimator(shields(9)).diplomacyValue() - newEstimator(shields(0)).diplomacyValue()
		if !near(strong-equal, want) {
			t.Errorf("%s: diplomacy's worth differs by %.3f, want %.3f", p.name, strong-equal, want)
		}
		// Against a card that leaves the city the same but for the token.
		e := newEstimator(shields(9))
		after := e.before
		after.Diplomacy = true
		gates := wonders.Move{Action: wonders.Build, Card: cardByID(t, "gates_of_the_city"), City: e.city}
		if e.citiesValue(wonders.MustDecode(o), after) <= e.citiesValue(gates, e.before)+1 {
			t.Errorf("%s: diplomacy against strong neighbours not preferred", p.name)
		}
	}
}

// The risk of debt: nothing with coins enough for the Age's likely
// losses; spending the last coins costs a little, more in Age III.
func TestWondersDebtRisk(t *testing.T) {
	ps := seededPrompts(t, []string{wonders.ExpansionCities}, false, four, 100, cardChoices)
	byAge := map[int]*wonders.View{}
	for _, p := range ps {
		if _, ok := byAge[p.v.Age]; !ok && p.v.Turn == 1 {
			byAge[p.v.Age] = p.v
		}
	}
	for _, tc := range []struct {
		age          int
		coins        int
		risky, worse bool // some risk; more than with one coin more
	}{
		{1, 5, false, false}, {1, 1, false, false}, {1, 0, true, true},
		{3, 3, false, false}, {3, 1, true, true}, {3, 0, true, true},
	} {
		v, ok := byAge[tc.age]
		if !ok {
			t.Fatalf("no Age %d first turn", tc.age)
		}
		e := newEstimator(v)
		r, next := e.debtRisk(tc.coins), e.debtRisk(tc.coins+1)
		if (r > 0) != tc.risky || (r > next) != tc.worse || r > 1 {
			t.Errorf("Age %d, %d coins: risk %.3f, with one more %.3f", tc.age, tc.coins, r, next)
		}
	}
}

// setShields gives a city n shields, and the strength they make with no
// god or leader adding to them.
func setShields(c *wonders.CityView, n int) { c.Shields, c.Strength = n, 2*n }

// setDiplomacy gives a city a diplomacy token for this Age, or takes it
// back: it sits the Age's conflicts out, or not.
func setDiplomacy(c *wonders.CityView, on bool) { c.Diplomacy, c.SitsOut = on, on }
