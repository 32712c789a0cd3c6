package bots

import (
	"fmt"
	"time"

	"agora/game"
)

// Speed is what a run of random playouts measured.
type Speed struct {
	Game         string  `json:"game"`
	Players      int     `json:"players"`
	Games        int     `json:"games"`
	Decisions    int     `json:"decisions"`
	GamesPerSec  float64 `json:"games_per_sec"`
	DecisionsSec float64 `json:"decisions_per_sec"`
}

// Playouts plays games uniformly at random on one goroutine, straight on
// the engine (no bots, no checks): the raw speed search bots build on.
func Playouts(r game.Rules, cfg game.Config, games int) (Speed, error) {
	sp := Speed{Game: r.Game, Players: cfg.Players(), Games: games}
	rng := game.NewRand(cfg.Seed)
	var legal []game.Option
	start := time.Now()
	for g := range games {
		cfg.Seed = mix(cfg.Seed, uint64(g))
		s, err := r.Start(cfg)
		if err != nil {
			return sp, err
		}
		for !s.Over() {
			seat := s.Pending()[0].Seat
			legal = s.Legal(seat, legal[:0])
			if err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				return sp, fmt.Errorf("game %d: %w", g, err)
			}
			sp.Decisions++
		}
	}
	took := time.Since(start).Seconds()
	sp.GamesPerSec = float64(games) / took
	sp.DecisionsSec = float64(sp.Decisions) / took
	return sp, nil
}
