package bots

import (
	"context"
	"fmt"
	"testing"

	"agora/game"
	"agora/game/wonders"
)

var leadersOnly = []string{wonders.ExpansionLeaders}

// leaderPrompts keeps the first decision of kind the seeded Leaders games
// meet in each Age.
func leaderPrompts(t *testing.T, kind string) map[int]wondersPrompt {
	t.Helper()
	ps := seededPrompts(t, leadersOnly, false, four, 40, func(v *wonders.View, _ []game.Option) bool {
		return v.Prompt == kind && v.Acting >= 0
	})
	byAge := map[int]wondersPrompt{}
	for _, p := range ps {
		if _, ok := byAge[p.v.Age]; !ok {
			byAge[p.v.Age] = p
		}
	}
	return byAge
}

// A leader's worth beyond its preview follows its span: what is left of
// the game, the stages left, Age III, the recruitments left, Solomon's
// discard pile; none for a leader the preview shows whole.
func TestWondersLeaderLater(t *testing.T) {
	recruit := leaderPrompts(t, wonders.KindRecruit)
	draft := leaderPrompts(t, wonders.KindLeaderDraft)
	for age := 1; age <= 3; age++ {
		if _, ok := recruit[age]; !ok {
			t.Fatalf("no Age %d recruitment", age)
		}
	}
	if _, ok := draft[1]; !ok {
		t.Fatal("no draft")
	}
	left := func(e *estimator) float64 { return float64(e.before.StageCount - e.before.Stages) }
	for _, tc := range []struct {
		id       string
		age      int // 0: the draft
		want     func(e *estimator) float64
		positive bool
	}{
		{"pericles", 1, func(*estimator) float64 { return 5 }, true},
		{"pericles", 3, func(*estimator) float64 { return 5.0 / 3 }, true},
		{"pericles", 0, func(*estimator) float64 { return 5 }, true},
		{"cleopatra", 1, func(*estimator) float64 { return 0 }, false},
		{"caesar", 2, func(*estimator) float64 { return 0 }, false},
		{"amytis", 2, func(e *estimator) float64 { return 1.6 * left(e) }, true},
		{"maecenas", 1, func(*estimator) float64 { return 3 }, true},
		{"maecenas", 3, func(*estimator) float64 { return 0 }, false},
		{"solomon", 1, func(*estimator) float64 { return 0 }, false},
		{"solomon", 2, func(*estimator) float64 { return 3 }, true},
		{"ramses", 3, func(*estimator) float64 { return 3 }, true},
	} {
		t.Run(fmt.Sprintf("%s %d", tc.id, tc.age), func(t *testing.T) {
			p := recruit[tc.age]
			if tc.age == 0 {
				p = draft[1]
			}
			e := newEstimator(p.v)
			if want := 1 - float64(tc.age-1)/3; tc.age > 0 && !near(e.ageLeft, want) {
				t.Fatalf("%s: %.3f of the game left at Age %d's recruitment, want %.3f", p.name, e.ageLeft, tc.age, want)
			}
			l := cardByID(t, tc.id)
			got := e.leaderLater(l, tc.age == 0)
			if !near(got, tc.want(e)) || (got > 0) != tc.positive {
				t.Errorf("%s: %s worth %.3f later, want %.3f", p.name, tc.id, got, tc.want(e))
			}
		})
	}
}

// Only a leader kept in the draft (a share of its worth) or recruited
// (all of it, weighted) gets its later worth; a leader built as a stage or
// discarded for coins none.
func TestWondersLeaderValueByMove(t *testing.T) {
	pericles, cleopatra := cardByID(t, "pericles"), cardByID(t, "cleopatra")
	recruit, draft := leaderPrompts(t, wonders.KindRecruit)[1], leaderPrompts(t, wonders.KindLeaderDraft)[1]
	for _, tc := range []struct {
		name string
		p    wondersPrompt
		m    wonders.Move
		want float64
	}{
		{"drafted", draft, wonders.Move{Action: wonders.Pick, Card: pericles}, draftShare * 5},
		{"recruited", recruit, wonders.Move{Action: wonders.Build, Card: pericles}, recruitWeight * 5},
		{"recruited, shown whole", recruit, wonders.Move{Action: wonders.Build, Card: cleopatra}, 0},
		{"a stage", recruit, wonders.Move{Action: wonders.BuildStage, Card: pericles}, 0},
		{"discarded", recruit, wonders.Move{Action: wonders.Discard, Card: pericles}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEstimator(tc.p.v)
			tc.m.City = e.city
			if got := e.leaderValue(tc.m); !near(got, tc.want) {
				t.Errorf("%s: worth %.3f, want %.3f", tc.p.name, got, tc.want)
			}
		})
	}
}

// The recruitment values a leader by its preview and its later worth: the
// value of recruiting each leader of the hand is its preview's plus its
// weighted leaderLater, so that, the previews equal, a counting leader
// wins.
func TestWondersRecruitmentCountsLaterWorth(t *testing.T) {
	ps := seededPrompts(t, leadersOnly, false, four, 20, func(v *wonders.View, _ []game.Option) bool {
		return v.Prompt == wonders.KindRecruit && v.Acting >= 0
	})
	checked, worth := 0, 0
	for _, p := range ps {
		e := newEstimator(p.v)
		values := WondersValues(p.v, p.legal)
		for i, o := range p.legal {
			m := wonders.MustDecode(o)
			if m.Action != wonders.Build {
				continue
			}
			later := e.leaderLater(m.Card, false)
			// The value without the later worth, from the estimator's
			// other terms, recomputed with the leader's worth taken out.
			saved, had := leaderWorth[m.Card.Info().ID]
			delete(leaderWorth, m.Card.Info().ID)
			without := newEstimator(p.v).value(o)
			if had {
				leaderWorth[m.Card.Info().ID] = saved
			}
			if !near(values[i]-without, recruitWeight*later) {
				t.Errorf("%s: recruiting %s worth %.3f, %.3f without its later worth %.3f", p.name, m.Card.Info().ID, values[i], without, later)
			}
			checked++
			if later > 0 {
				worth++
			}
		}
	}
	if checked == 0 || worth == 0 {
		t.Fatalf("%d recruitments checked, %d with a later worth", checked, worth)
	}
}

// The decisions the engine does not preview, the Courtesans' Guild's copy
// and Rome B's recruitment at once, are valued: passing is worth nothing,
// a leader what it brings now and later (less its coins), and the bot
// takes the best.
func TestWondersLeaderPrompts(t *testing.T) {
	for _, kind := range []string{wonders.KindCourtesan, wonders.KindRecruitNow} {
		t.Run(kind, func(t *testing.T) {
			ps := seededPrompts(t, leadersOnly, false, []int{3, 4, 5, 6, 7}, 5, func(v *wonders.View, legal []game.Option) bool {
				return v.Prompt == kind && len(legal) > 1
			})
			for _, p := range ps {
				values := WondersValues(p.v, p.legal)
				e := newEstimator(p.v)
				best := 0
				for i, o := range p.legal {
					m := wonders.MustDecode(o)
					want := 0.0
					if m.Action != wonders.Pass {
						want = e.leaderNow(m.Card) + recruitWeight*e.leaderLater(m.Card, false)
						if kind == wonders.KindRecruitNow {
							want -= e.coinWorth() * float64(leaderCost(p.v, m.Card))
						}
					}
					if !near(values[i], want) {
						t.Errorf("%s: %v worth %.3f, want %.3f", p.name, m.Action, values[i], want)
					}
					if values[i] > values[best] {
						best = i
					}
				}
				o, err := NewWondersHeuristic(0, 1).Choose(context.Background(), p.v, p.legal)
				if err != nil || o != p.legal[best] {
					t.Errorf("%s: the bot chose %d (%v), not the best option", p.name, o, err)
				}
			}
		})
	}
}
