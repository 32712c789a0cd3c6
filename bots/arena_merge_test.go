package bots

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// runJSON plays m and sends its report through JSON, as the arena prints it.
func runJSON(t *testing.T, m Match) Report {
	t.Helper()
	r, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	return back
}

// A match played in parts and merged reports what the whole match does.
func TestMergedPartsMakeTheWholeMatch(t *testing.T) {
	m := Match{Rules: raceRules, Players: 3, Bots: []string{"greedy", "random", "random"}, Seed: 4, NewBot: testBots, Workers: 1}
	whole := m
	whole.Games = 30
	want := runJSON(t, whole)

	var got Report
	for i, part := range [][2]int{{0, 7}, {7, 1}, {8, 22}} {
		m.From, m.Games = part[0], part[1]
		r := runJSON(t, m)
		if i == 0 {
			got = r
			continue
		}
		var err error
		if got, err = Merge(got, r); err != nil {
			t.Fatal(err)
		}
	}
	if got.Games != want.Games || got.From != 0 || got.Next != 30 || got.Errors != want.Errors {
		t.Fatalf("merged %d games from %d to %d, want %d from 0 to 30", got.Games, got.From, got.Next, want.Games)
	}
	for i, w := range want.Seats {
		g := got.Seats[i]
		if g.Bot != w.Bot || g.Wins != w.Wins || g.Ties != w.Ties || g.Decisions != w.Decisions ||
			math.Abs(g.MeanScore-w.MeanScore) > 1e-9 || math.Abs(g.WinRate-w.WinRate) > 1e-9 || math.Abs(g.CI95-w.CI95) > 1e-9 {
			t.Errorf("seat %d merged %+v, whole match %+v", i, g, w)
		}
	}
}

func TestMergeRefusesUnrelatedReports(t *testing.T) {
	m := Match{Rules: raceRules, Players: 2, Bots: []string{"greedy", "random"}, Games: 5, Seed: 1, NewBot: testBots}
	first := runJSON(t, m)
	next := func(change func(*Match)) Report {
		c := m
		c.From = 5
		change(&c)
		return runJSON(t, c)
	}
	for _, tc := range []struct {
		name string
		b    Report
		want string
	}{
		{"another seed", next(func(c *Match) { c.Seed = 2 }), "does not go on"},
		{"a gap", next(func(c *Match) { c.From = 6 }), "does not go on"},
		{"the same games", next(func(c *Match) { c.From = 0 }), "does not go on"},
		{"other bots", next(func(c *Match) { c.Bots = []string{"random", "greedy"} }), "different bots"},
		{"another table", next(func(c *Match) { c.Players, c.Bots = 3, []string{"greedy", "random", "random"} }), "different tables"},
	} {
		if _, err := Merge(first, tc.b); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}
