package bots

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

// faithPrompt is a decision met in a seeded Faith game: the deciding
// seat's view and its legal options.
type faithPrompt struct {
	name  string
	v     *wonders.View
	legal []game.Option
	teams bool
}

// faithPrompts plays seeded Faith games (3 to 5 players, and the 4-player
// team game) with random moves and keeps every decision of kind, up to
// limit of them.
func faithPrompts(t *testing.T, kind string, limit int) []faithPrompt {
	t.Helper()
	var out []faithPrompt
	for seed := uint64(1); seed <= 400 && len(out) < limit; seed++ {
		players, teams := 3+int(seed%3), seed%4 == 0
		if teams {
			players = 4
		}
		cfg := game.Config{Game: "wonders", Expansions: []string{wonders.ExpansionFaith}, Teams: teams, Seed: seed}
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
			if p.Kind == kind && len(out) < limit {
				out = append(out, faithPrompt{name: fmt.Sprintf("seed %d step %d", seed, step), v: g.SeatView(p.Seat), legal: legal, teams: teams})
			}
			if err := g.Apply(p.Seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("no %s decision in the seeded games", kind)
	}
	return out
}

// faithChoice is the heuristic bot's choice, checked legal.
func faithChoice(t *testing.T, p faithPrompt) wonders.Move {
	t.Helper()
	o, err := NewWondersHeuristic(0, 1).Choose(context.Background(), p.v, p.legal)
	if err != nil {
		t.Fatal(err)
	}
	if !game.Contains(p.legal, o) {
		t.Fatalf("%s: the bot chose %d, not a legal option", p.name, o)
	}
	return wonders.MustDecode(o)
}

// swapOutcome is what a Bastet swap does, measured on the engine.
type swapOutcome struct {
	score, shields, coins, theirs int
	production                    wonders.Production
	science                       [wonders.NumSymbols]int
	wild                          int
	discounts                     any
	owner                         int
}

func swapResult(t *testing.T, v *wonders.View, o game.Option) swapOutcome {
	t.Helper()
	rng := game.NewRand(9)
	g := v.Determinize(&rng).(*wonders.State)
	if err := g.Apply(v.Seat(), o); err != nil {
		t.Fatal(err)
	}
	c := g.SeatView(v.Seat()).Cities[v.Acting]
	m := wonders.MustDecode(o)
	return swapOutcome{score: g.Score(v.Acting).Total(), shields: c.Shields, coins: c.Coins,
		theirs: g.Score(m.Owner).Total(), production: c.Production, science: c.Science, wild: c.Wild,
		discounts: c.Discounts, owner: m.Owner}
}

// dominates reports whether swap a is plainly better than swap b for the
// city: the same production, science and discounts after both, at least as
// many points, shields and coins, taken from the same city for at least
// as much of its points, and better in one of them.
func (a swapOutcome) dominates(b swapOutcome) bool {
	if a.owner != b.owner || !reflect.DeepEqual(a.production, b.production) || a.science != b.science ||
		a.wild != b.wild || !reflect.DeepEqual(a.discounts, b.discounts) {
		return false
	}
	if a.score < b.score || a.shields < b.shields || a.coins < b.coins || a.theirs > b.theirs {
		return false
	}
	return a.score > b.score || a.shields > b.shields || a.coins > b.coins || a.theirs < b.theirs
}

func TestWondersFaithPrompts(t *testing.T) {
	seth, _ := wonders.GodByID("seth")
	tests := []struct {
		kind  string
		limit int
		// check tests one decision and returns a label of what the bot
		// did, so the test can insist that every outcome was met.
		check func(t *testing.T, p faithPrompt, m wonders.Move) string
		want  []string
		// more derives further decisions from one met in play.
		more func(p faithPrompt) []faithPrompt
	}{
		{
			// Seth cancels the revealed god worth most to its owner when
			// it is worth more than Seth's coins and Seth himself.
			kind: wonders.KindSeth, limit: 40, want: []string{"cancel", "pass"},
			check: func(t *testing.T, p faithPrompt, m wonders.Move) string {
				cost := seth.Info().Cost(p.v.Age).Coins
				best, bestWorth := -1, 0.0
				for i, c := range p.v.Faith.RevealedBy {
					gd := p.v.Faith.Revealed[i].God
					legal := game.Contains(p.legal, wonders.Move{Action: wonders.Cancel, City: p.v.Acting,
						Card: wonders.NoCard, God: seth, Targets: 1 << c}.Option())
					if legal && worthOf(gd) > bestWorth {
						best, bestWorth = c, worthOf(gd)
					}
				}
				if best < 0 || bestWorth <= float64(cost)/3+worthOf(seth) {
					if m.Action != wonders.Pass {
						t.Errorf("%s: Seth (%d coins) cancels city %b's god, want a pass (best god worth %.1f)",
							p.name, cost, m.Targets, bestWorth)
					}
					return "pass"
				}
				if m.Action != wonders.Cancel || worthOf(p.v.Faith.Revealed[faithIndex(p.v.Faith.RevealedBy, m.Targets)].God) < bestWorth {
					t.Errorf("%s: Seth answers %v %b, want the cancel of city %d's god (worth %.1f)",
						p.name, m.Action, m.Targets, best, bestWorth)
				}
				return "cancel"
			},
		},
		{
			// Osiris builds the discard card the estimator values most,
			// or takes the 3 coins when no card is worth a point; a card
			// worth 2 points at once is never passed over for coins.
			kind: wonders.KindOsiris, limit: 40, want: []string{"build", "coins"},
			check: func(t *testing.T, p faithPrompt, m wonders.Move) string {
				e := newEstimator(p.v)
				bestCard, best, bestNow := wonders.NoCard, 0.0, 0
				for _, o := range p.legal {
					om := wonders.MustDecode(o)
					if om.Action != wonders.BuildDiscarded {
						continue
					}
					score, _, ok := p.v.Preview(o)
					if !ok {
						t.Fatalf("%s: no preview of building %s", p.name, om.Card)
					}
					bestNow = max(bestNow, score.Total()-e.score)
					if val := e.value(o); bestCard == wonders.NoCard || val > best {
						bestCard, best = om.Card, val
					}
				}
				if m.Action == wonders.Discard {
					if best > 1 || bestNow >= 2 {
						t.Errorf("%s: Osiris takes the coins over %s (worth %.1f, %d points at once)",
							p.name, bestCard, best, bestNow)
					}
					return "coins"
				}
				if m.Action != wonders.BuildDiscarded || best <= 1 || e.value(wonders.Move{Action: wonders.BuildDiscarded,
					Card: m.Card, City: m.City}.Option()) < best {
					t.Errorf("%s: Osiris plays %v %s, want %s (worth %.1f) or the coins", p.name, m.Action, m.Card, bestCard, best)
				}
				return "build"
			},
			// The same pick offering only the card the estimator values
			// least, and the coins.
			more: func(p faithPrompt) []faithPrompt {
				e := newEstimator(p.v)
				worst, coins, low := game.Option(0), game.Option(0), 0.0
				for _, o := range p.legal {
					if wonders.MustDecode(o).Action == wonders.Discard {
						coins = o
					} else if val := e.value(o); worst == 0 || val < low {
						worst, low = o, val
					}
				}
				if worst == 0 || coins == 0 {
					return nil
				}
				v := *p.v
				v.Options = []game.Option{worst, coins}
				return []faithPrompt{{name: p.name + " (least card)", v: &v, legal: v.Options, teams: p.teams}}
			},
		},
		{
			// Bastet never takes from a partner and never makes a swap
			// another swap plainly beats.
			kind: wonders.KindBastet, limit: 40, want: []string{"swap"},
			check: func(t *testing.T, p faithPrompt, m wonders.Move) string {
				if m.Action != wonders.Swap {
					t.Fatalf("%s: Bastet plays %v", p.name, m.Action)
				}
				if p.teams && p.v.Team(m.Owner) == p.v.Team(p.v.Acting) {
					t.Errorf("%s: Bastet swaps with partner %d", p.name, m.Owner)
				}
				chosen := swapResult(t, p.v, m.Option())
				for _, o := range p.legal {
					if other := swapResult(t, p.v, o); other.dominates(chosen) {
						om := wonders.MustDecode(o)
						t.Errorf("%s: Bastet swaps %s for %s, but %s for %s beats it (%+v against %+v)", p.name,
							m.Card, m.Other, om.Card, om.Other, other, chosen)
						break
					}
				}
				return "swap"
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.kind, func(t *testing.T) {
			seen := map[string]int{}
			for _, p := range faithPrompts(t, tc.kind, tc.limit) {
				seen[tc.check(t, p, faithChoice(t, p))]++
				if tc.more != nil {
					for _, q := range tc.more(p) {
						seen[tc.check(t, q, faithChoice(t, q))]++
					}
				}
			}
			for _, w := range tc.want {
				if seen[w] == 0 {
					t.Errorf("no decision where the bot should %s (met %v)", w, seen)
				}
			}
		})
	}
}

// faithIndex is the index in by of the city in targets.
func faithIndex(by []int, targets uint8) int {
	for i, c := range by {
		if targets&(1<<c) != 0 {
			return i
		}
	}
	panic(fmt.Sprintf("no revealed god of cities %b", targets))
}

// Heuristic bots play whole Faith games, team games included, legally.
func TestWondersHeuristicPlaysFaith(t *testing.T) {
	for _, teams := range []bool{false, true} {
		m := Match{Rules: wonders.Rules, Players: 4, Expansions: []string{wonders.ExpansionFaith}, Teams: teams,
			Bots: []string{"heuristic", "heuristic", "random", "heuristic"}, Games: 12, Seed: 3, Workers: 1}
		rep, err := m.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if rep.Errors+rep.InvariantViolations > 0 {
			t.Fatalf("teams %v: %d errors, %d violations: %s", teams, rep.Errors, rep.InvariantViolations, rep.FirstProblem)
		}
	}
}

// A second god right after the turn is invoked when its worth beats its
// coins and keeping it for a later turn; on an Age's last turn the bot
// invokes whatever it can pay that is worth more than its coins.
func TestWondersSecondGod(t *testing.T) {
	invoked, kept := 0, 0
	for _, p := range faithPrompts(t, wonders.KindSecondGod, 30) {
		m := faithChoice(t, p)
		best, bestValue := wonders.Move{}, 0.0
		if p.v.Turn < 6 {
			bestValue = 1
		}
		for _, o := range p.legal {
			x := wonders.MustDecode(o)
			if x.Action != wonders.Invoke {
				continue
			}
			if val := worthOf(x.God) - float64(x.God.Info().Cost(p.v.Age).Coins+x.PayLeft+x.PayRight)/3; val > bestValue+0.1 {
				best, bestValue = x, val
			}
		}
		switch {
		case best.Action == 0 && m.Action == wonders.Invoke:
			t.Errorf("%s: invokes %v, worth less than keeping it", p.name, m)
		case best.Action != 0 && m.Action != wonders.Invoke:
			t.Errorf("%s: keeps its god, %v is worth %.1f", p.name, best, bestValue)
		case m.Action == wonders.Invoke:
			invoked++
		default:
			kept++
		}
	}
	t.Logf("second god: %d invoked, %d kept", invoked, kept)
}
