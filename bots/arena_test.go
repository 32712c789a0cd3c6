package bots

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync/atomic"
	"testing"

	"agora/game"
)

// race is a tiny sequential game for the arena's tests: seats in turn add 1
// or 2 to their own total until someone reaches the goal. It can be told to
// break its own invariants.
type race struct {
	cfg     game.Config
	totals  []int
	turn    int
	log     []game.Decision
	pending []game.Prompt
	broken  bool
}

const raceGoal = 10

var raceRules = game.Rules{Game: "race", MinPlayers: 2, MaxPlayers: 4, Variants: []game.Variant{{Name: "check", Values: []string{"ok", "broken"}}}, New: func(cfg game.Config) (game.State, error) {
	r := &race{cfg: cfg, totals: make([]int, cfg.Players()), broken: cfg.Variant("check", "ok") == "broken"}
	r.pending = []game.Prompt{{Seat: 0, Kind: "race.step"}}
	return r, nil
}}

func (r *race) Game() string           { return "race" }
func (r *race) Config() game.Config    { return r.cfg }
func (r *race) Pending() []game.Prompt { return r.pending }
func (r *race) Legal(seat game.Seat, buf []game.Option) []game.Option {
	if r.Over() || int(seat) != r.turn {
		return buf
	}
	return append(buf, 1, 2)
}
func (r *race) Apply(seat game.Seat, opt game.Option) error {
	if err := game.CheckMove(r, seat, opt); err != nil {
		return err
	}
	r.log = append(r.log, game.Decision{Seat: seat, Option: opt})
	r.totals[seat] += int(opt)
	r.turn = (r.turn + 1) % len(r.totals)
	r.pending = r.pending[:0]
	if !r.Over() {
		r.pending = append(r.pending, game.Prompt{Seat: game.Seat(r.turn), Kind: "race.step"})
	}
	return nil
}
func (r *race) Describe(opt game.Option) string { return fmt.Sprint("+", int(opt)) }
func (r *race) View(seat game.Seat) game.View   { return raceView{seat, r} }
func (r *race) Clone() game.State {
	c := *r
	c.totals, c.log, c.pending = slices.Clone(r.totals), slices.Clone(r.log), slices.Clone(r.pending)
	return &c
}
func (r *race) Over() bool { return slices.Max(r.totals) >= raceGoal }
func (r *race) Outcome() game.Outcome {
	var o game.Outcome
	for _, t := range r.totals {
		o.Scores = append(o.Scores, game.Score{Total: t, Categories: []game.Points{{Category: "steps", Points: t}}})
	}
	game.Rank(o.Scores)
	return o
}
func (r *race) Log() []game.Decision { return r.log }
func (r *race) Settled() int         { return len(r.log) }
func (r *race) Check() error {
	if r.broken && len(r.log) > 3 {
		return errors.New("broken on purpose")
	}
	return nil
}
func (r *race) Digest() uint64 {
	h := game.NewHash()
	h.Ints(r.totals)
	h.Int(r.turn)
	return h.Sum()
}

type raceView struct {
	seat game.Seat
	r    *race
}

func (v raceView) Seat() game.Seat                   { return v.seat }
func (v raceView) Determinize(*game.Rand) game.State { return v.r.Clone() }

// greedy always takes the largest step; cheat returns an option nobody
// offered.
type greedy struct{}

func (greedy) Name() string { return "greedy" }
func (greedy) Choose(_ context.Context, _ game.View, legal []game.Option) (game.Option, error) {
	return slices.Max(legal), nil
}

type cheat struct{}

func (cheat) Name() string { return "cheat" }
func (cheat) Choose(context.Context, game.View, []game.Option) (game.Option, error) {
	return 7, nil
}

func testBots(spec, gameName string, seed uint64) (Bot, error) {
	switch spec {
	case "greedy":
		return greedy{}, nil
	case "cheat":
		return cheat{}, nil
	}
	return New(spec, gameName, seed)
}

func TestMatchCountsWinsOverRotatedSeats(t *testing.T) {
	m := Match{Rules: raceRules, Players: 2, Bots: []string{"greedy", "greedy"}, Games: 10, Seed: 3, NewBot: testBots}
	rep, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// Both step by 2: whoever moves first reaches 10 first, and seats
	// rotate, so each bot wins exactly half the games.
	for _, s := range rep.Seats {
		if s.Wins != 5 || s.Ties != 0 || s.MeanScore != 9 {
			t.Errorf("%+v, want 5 wins, mean 9", s)
		}
	}
	if rep.Errors != 0 || rep.InvariantViolations != 0 {
		t.Errorf("clean match reported %d errors, %d violations", rep.Errors, rep.InvariantViolations)
	}
}

// writerFunc is an io.Writer made of a function.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// A match stopped half-way reports the games it finished and says so.
func TestMatchStoppedReportsFinishedGames(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	finished := 0
	stopAfter3 := writerFunc(func(p []byte) (int, error) {
		if finished++; finished == 3 {
			cancel()
		}
		return len(p), nil
	})
	m := Match{Rules: raceRules, Players: 2, Bots: []string{"greedy", "random"}, Games: 400, Seed: 1, NewBot: testBots, Workers: 1, Progress: stopAfter3}
	rep, err := m.Run(ctx)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
	wins := rep.Seats[0].Wins + rep.Seats[1].Wins
	if !rep.Interrupted || rep.Games != 3 || wins != 3 || rep.Errors != 0 {
		t.Errorf("interrupted %v, %d games, %v wins, %d errors; want a stop after 3 clean games", rep.Interrupted, rep.Games, wins, rep.Errors)
	}

	rep, err = Match{Rules: raceRules, Players: 2, Bots: []string{"greedy", "random"}, Games: 3, Seed: 1, NewBot: testBots}.Run(context.Background())
	if err != nil || rep.Interrupted || rep.Games != 3 {
		t.Errorf("whole match: interrupted %v, %d games, %v", rep.Interrupted, rep.Games, err)
	}
}

func TestMatchGreedyBeatsRandom(t *testing.T) {
	m := Match{Rules: raceRules, Players: 2, Bots: []string{"greedy", "random"}, Games: 400, Seed: 1, NewBot: testBots}
	rep, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Seats[0].WinRate < 0.7 {
		t.Errorf("greedy won only %.2f against random", rep.Seats[0].WinRate)
	}
	if rep.Seats[0].Wins+rep.Seats[1].Wins != 400 {
		t.Errorf("wins do not add up to the games: %+v", rep.Seats)
	}
}

func TestMatchIsDeterministic(t *testing.T) {
	m := Match{Rules: raceRules, Players: 3, Bots: []string{"random", "random", "random"}, Games: 50, Seed: 9}
	a, _ := m.Run(context.Background())
	m.Workers = 1
	b, _ := m.Run(context.Background())
	for i := range a.Seats {
		if a.Seats[i].Wins != b.Seats[i].Wins || a.Seats[i].MeanScore != b.Seats[i].MeanScore {
			t.Fatal("same seed, different results")
		}
	}
}

func TestMatchReportsProblems(t *testing.T) {
	tests := []struct {
		name               string
		bots               []string
		variants           map[string]string
		errors, violations int
	}{
		{"illegal move", []string{"cheat", "greedy"}, nil, 4, 0},
		{"broken invariant", []string{"greedy", "greedy"}, map[string]string{"check": "broken"}, 0, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := raceRules
			inner := rules.New
			rules.New = func(cfg game.Config) (game.State, error) {
				cfg.Variants = tt.variants
				return inner(cfg)
			}
			m := Match{Rules: rules, Players: 2, Bots: tt.bots, Games: 4, NewBot: testBots}
			rep, err := m.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if rep.Errors != tt.errors || rep.InvariantViolations != tt.violations || rep.FirstProblem == "" {
				t.Fatalf("got %d errors, %d violations (%q)", rep.Errors, rep.InvariantViolations, rep.FirstProblem)
			}
		})
	}
}

func TestMatchRefusesBadSetups(t *testing.T) {
	tests := []Match{
		{Rules: raceRules, Players: 2, Bots: []string{"random"}, Games: 1},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "wizard"}, Games: 1},
		{Rules: raceRules, Players: 9, Bots: make([]string, 9), Games: 1},
		{Rules: raceRules, Players: -1, Games: 1},
		{Rules: raceRules, Players: 0, Games: 1},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: 0},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: math.MaxInt},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: 1, From: math.MaxInt},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: MaxGames, From: MaxGames},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: 1, From: -1},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: 1, Workers: -3},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: 1, MaxDecisions: -1},
		{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: 1, Expansions: []string{"x", "x"}},
	}
	for i, m := range tests {
		if _, err := m.Run(context.Background()); err == nil {
			t.Errorf("case %d: bad match accepted", i)
		}
	}
}

// The last games a match may number play with their seats rotated like
// any other: the game number never wraps.
func TestMatchPlaysUpToTheLastGameNumber(t *testing.T) {
	m := Match{Rules: raceRules, Players: 3, Bots: []string{"greedy", "random", "random"}, Games: 3, From: MaxGames - 3, NewBot: testBots}
	rep, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Games != 3 || rep.Next != MaxGames || rep.Errors != 0 {
		t.Fatalf("%d games, next %d, %d errors", rep.Games, rep.Next, rep.Errors)
	}
}

// With Replay, a game whose log replays to another position is counted as
// a replay mismatch: here the engine deals from a counter outside the
// configuration, so no replay can match.
func TestMatchReplayCatchesMismatches(t *testing.T) {
	var deals atomic.Int64
	rules := raceRules
	rules.New = func(cfg game.Config) (game.State, error) {
		s, err := raceRules.New(cfg)
		s.(*race).turn = int(deals.Add(1)) % cfg.Players()
		s.(*race).pending[0].Seat = game.Seat(s.(*race).turn)
		return s, err
	}
	for _, replay := range []bool{false, true} {
		m := Match{Rules: rules, Players: 2, Bots: []string{"greedy", "greedy"}, Games: 6, Workers: 1, NewBot: testBots, Replay: replay}
		rep, err := m.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		if replay {
			want = 6
		}
		if rep.ReplayMismatches != want || rep.Errors != 0 || rep.InvariantViolations != 0 {
			t.Errorf("replay %v: %d mismatches, %d errors, %d violations; want %d mismatches (%s)",
				replay, rep.ReplayMismatches, rep.Errors, rep.InvariantViolations, want, rep.FirstProblem)
		}
	}
	rep, err := Match{Rules: raceRules, Players: 2, Bots: []string{"random", "random"}, Games: 20, Replay: true}.Run(context.Background())
	if err != nil || rep.ReplayMismatches != 0 || rep.Games != 20 {
		t.Errorf("honest engine: %d mismatches in %d games, %v", rep.ReplayMismatches, rep.Games, err)
	}
}

func TestPlayouts(t *testing.T) {
	cfg := game.Config{Game: "race", Seats: make([]game.SeatConfig, 3)}
	sp, err := Playouts(raceRules, cfg, 20)
	if err != nil {
		t.Fatal(err)
	}
	if sp.Decisions < 20*raceGoal || sp.GamesPerSec <= 0 {
		t.Fatalf("implausible playout figures %+v", sp)
	}
}

func TestMonteCarloFindsTheBestStep(t *testing.T) {
	m := Match{Rules: raceRules, Players: 2, Bots: []string{"mc:200", "random"}, Games: 100, Seed: 2}
	rep, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors+rep.InvariantViolations > 0 || rep.Seats[0].WinRate < 0.7 {
		t.Fatalf("mc against random: %+v", rep)
	}
}

func TestMonteCarloStopsWhenCancelled(t *testing.T) {
	s, _ := raceRules.Start(game.Config{Game: "race", Seats: make([]game.SeatConfig, 2)})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewMonteCarlo(1_000_000, 1).Choose(ctx, s.View(0), s.Legal(0, nil)); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

func TestBotSpecs(t *testing.T) {
	for name, want := range map[string]string{"Easy": "easy", "medium": "heuristic", "Hard": "mc", "expert": "ismcts", "mc": "mc", "wizard": "wizard"} {
		if got := Canonical(name); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", name, got, want)
		}
	}
	tests := []struct {
		spec string
		ok   bool
	}{
		{"random", true}, {"mc", true}, {"mc:50", true}, {"ismcts", true}, {"ismcts:40", true}, {"ismcts:0", false},
		{"mc:0", false}, {"mc:lots", false}, {"random:3", false}, {"", false}, {"wizard", false},
		// The level names the app shows, in any case, with a budget too.
		{"hard", true}, {"Hard:50", true}, {"EXPERT:40", true}, {"hard:0", false},
	}
	for _, tt := range tests {
		_, err := New(tt.spec, "race", 1)
		if (err == nil) != tt.ok {
			t.Errorf("%q: got %v", tt.spec, err)
		}
		if err != nil && !errors.Is(err, ErrUnknownBot) {
			t.Errorf("%q: error %v is not ErrUnknownBot", tt.spec, err)
		}
	}
}

// The menu's levels name no budget: Hard searches defaultPlayouts, Expert
// as much in 7 Wonders and three times as much in Dale.
func TestMenuBudgets(t *testing.T) {
	for _, tt := range []struct {
		spec, game string
		want       int
	}{
		{"mc", "wonders", defaultPlayouts}, {"mc", "dale", defaultPlayouts},
		{"ismcts", "wonders", 3 * defaultPlayouts}, {"ismcts", "dale", 3 * defaultPlayouts},
		{"ismcts:40", "dale", 40},
	} {
		b, err := New(tt.spec, tt.game, 1)
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		switch x := b.(type) {
		case *MonteCarlo:
			got = x.Playouts
		case *ISMCTS:
			got = x.Iterations
		}
		if got != tt.want {
			t.Errorf("%s in %s: budget %d, want %d", tt.spec, tt.game, got, tt.want)
		}
	}
}

// Each game's bots come from its registration: 7 Wonders and Dale offer
// every level, a game without a heuristic only the random and search bots.
func TestRegistry(t *testing.T) {
	if got := Registered(); !slices.Contains(got, "wonders") || !slices.Contains(got, "dale") {
		t.Fatalf("registered %v", got)
	}
	specs := func(g string) []string {
		var out []string
		for _, l := range LevelsFor(g) {
			out = append(out, l.Spec)
		}
		return out
	}
	if got := specs("wonders"); !slices.Equal(got, []string{"random", "easy", "heuristic", "mc", "ismcts"}) {
		t.Errorf("7 Wonders levels %v", got)
	}
	if got := specs("race"); !slices.Equal(got, []string{"random", "mc", "ismcts"}) {
		t.Errorf("an unregistered game's levels %v", got)
	}
	if search("wonders").Greedy != 1 || search("dale").Leaf == nil || expertSearch("dale").Depth <= search("dale").Depth {
		t.Error("the registered search settings are not used")
	}
}
