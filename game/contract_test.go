package game_test

import (
	"errors"
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

func fakeConfig(players int, seed uint64) game.Config {
	cfg := game.Config{Game: "highcard", Seed: seed}
	for i := range players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: string(rune('A' + i))})
	}
	return cfg
}

func mustStart(t testing.TB, cfg game.Config) game.State {
	t.Helper()
	s, err := fakeRules.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPlayoutsKeepTheContract(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		players := fakeMinSeats + int(seed)%(fakeMaxSeats-fakeMinSeats+1)
		rng := game.NewRand(seed * 7)
		s, err := gametest.Playout(mustStart(t, fakeConfig(players, seed)), &rng, 1000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := gametest.ReplayMatches(fakeRules, s); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

func TestSameSeedSameGame(t *testing.T) {
	a := mustStart(t, fakeConfig(3, 42))
	b := mustStart(t, fakeConfig(3, 42))
	c := mustStart(t, fakeConfig(3, 43))
	if a.Digest() != b.Digest() {
		t.Error("same seed dealt different games")
	}
	if a.Digest() == c.Digest() {
		t.Error("different seeds dealt the same game")
	}
}

func TestApplyRefusesWithTypedErrors(t *testing.T) {
	s := mustStart(t, fakeConfig(3, 1))
	hand := s.Legal(0, nil)
	other := s.Legal(1, nil)[0]
	if err := s.Apply(0, hand[0]); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		seat game.Seat
		opt  game.Option
		want error
	}{
		{"already chose", 0, hand[1], game.ErrNotPending},
		{"stale option", 1, hand[0], game.ErrIllegal},
		{"another seat's card", 2, other, game.ErrIllegal},
		{"no such seat", 7, other, game.ErrNotPending},
		{"negative seat", -1, other, game.ErrNotPending},
		{"bonus out of turn", 1, bonusCoin, game.ErrIllegal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := s.Digest()
			err := s.Apply(tt.seat, tt.opt)
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
			var me *game.MoveError
			if !errors.As(err, &me) || me.Seat != tt.seat || me.Option != tt.opt {
				t.Fatalf("error %v does not name the move", err)
			}
			if s.Digest() != before {
				t.Fatal("refused move changed the state")
			}
		})
	}
}

func TestApplyAfterTheEndIsRefused(t *testing.T) {
	rng := game.NewRand(5)
	s, err := gametest.Playout(mustStart(t, fakeConfig(2, 5)), &rng, 100)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(0, bonusCoin); !errors.Is(err, game.ErrOver) {
		t.Fatalf("got %v, want ErrOver", err)
	}
}

func TestWithdraw(t *testing.T) {
	s := mustStart(t, fakeConfig(2, 9))
	start := s.Digest()
	if err := s.Apply(0, s.Legal(0, nil)[0]); err != nil {
		t.Fatal(err)
	}
	back, err := game.Withdraw(fakeRules, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	if back.Digest() != start {
		t.Error("withdrawing the only choice did not return to the start")
	}
	if len(s.Log()) != 1 {
		t.Error("Withdraw changed the original state")
	}
	if _, err := game.Withdraw(fakeRules, s, 1); !errors.Is(err, game.ErrSettled) {
		t.Errorf("seat 1 has chosen nothing: got %v", err)
	}
	if err := s.Apply(1, s.Legal(1, nil)[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := game.Withdraw(fakeRules, s, 0); !errors.Is(err, game.ErrSettled) {
		t.Errorf("the round resolved, withdrawing must fail: got %v", err)
	}
}

func TestDeterminizeKeepsWhatTheSeatSees(t *testing.T) {
	s := mustStart(t, fakeConfig(4, 3))
	if err := s.Apply(2, s.Legal(2, nil)[0]); err != nil {
		t.Fatal(err)
	}
	own := slices.Clone(s.Legal(0, nil))
	rng := game.NewRand(11)
	differs := false
	for range 20 {
		d := s.View(0).Determinize(&rng)
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(d.Legal(0, nil), own) {
			t.Fatal("determinizing changed the seat's own hand")
		}
		if !slices.Equal(d.Legal(1, nil), s.Legal(1, nil)) {
			differs = true
		}
		if _, err := gametest.Playout(d, &rng, 1000); err != nil {
			t.Fatal(err)
		}
	}
	if !differs {
		t.Error("determinizing never changed a hidden hand")
	}
}

func TestRank(t *testing.T) {
	tests := []struct {
		name     string
		totals   []int
		tiebreak []int
		want     []int
	}{
		{"clear order", []int{10, 30, 20}, []int{0, 0, 0}, []int{3, 1, 2}},
		{"tiebreak decides", []int{30, 30, 5}, []int{4, 6, 0}, []int{2, 1, 3}},
		{"shared win", []int{30, 30, 5}, []int{6, 6, 9}, []int{1, 1, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scores := make([]game.Score, len(tt.totals))
			for i := range scores {
				scores[i] = game.Score{Total: tt.totals[i], Tiebreak: tt.tiebreak[i]}
			}
			game.Rank(scores)
			for i, s := range scores {
				if s.Rank != tt.want[i] {
					t.Errorf("seat %d rank %d, want %d", i, s.Rank, tt.want[i])
				}
			}
		})
	}
}

func TestConfigValidate(t *testing.T) {
	ok := fakeConfig(3, 1)
	tests := []struct {
		name   string
		mutate func(*game.Config)
		valid  bool
	}{
		{"plain", func(*game.Config) {}, true},
		{"known expansion", func(c *game.Config) { c.Expansions = []string{"jokers"} }, true},
		{"known variant", func(c *game.Config) { c.Variants = map[string]string{"deal": "sorted"} }, true},
		{"too few", func(c *game.Config) { c.Seats = c.Seats[:1] }, false},
		{"too many", func(c *game.Config) { c.Seats = fakeConfig(6, 1).Seats }, false},
		{"other game", func(c *game.Config) { c.Game = "chess" }, false},
		{"unknown expansion", func(c *game.Config) { c.Expansions = []string{"dragons"} }, false},
		{"unknown variant", func(c *game.Config) { c.Variants = map[string]string{"speed": "fast"} }, false},
		{"bad variant value", func(c *game.Config) { c.Variants = map[string]string{"deal": "upside"} }, false},
		{"teams at 3", func(c *game.Config) { c.Teams = true }, false},
		{"teams at 4", func(c *game.Config) { c.Seats = fakeConfig(4, 1).Seats; c.Teams = true }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := ok
			tt.mutate(&cfg)
			err := cfg.Validate(fakeRules)
			if (err == nil) != tt.valid {
				t.Fatalf("valid=%v, got %v", tt.valid, err)
			}
			if err != nil && !errors.Is(err, game.ErrConfig) {
				t.Fatalf("error %v is not ErrConfig", err)
			}
		})
	}
}

func TestRandIsDeterministicAndBounded(t *testing.T) {
	a, b := game.NewRand(1), game.NewRand(1)
	counts := make([]int, 6)
	for range 6000 {
		x := a.IntN(6)
		if y := b.IntN(6); x != y {
			t.Fatal("same seed, different draws")
		}
		counts[x]++
	}
	for v, n := range counts {
		if n < 800 || n > 1200 {
			t.Errorf("value %d drawn %d times in 6000", v, n)
		}
	}
	c := a
	if a.Uint64() != c.Uint64() {
		t.Error("a copied generator must draw the same numbers")
	}
}
