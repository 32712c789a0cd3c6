package bots

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"sync"

	"agora/game"
)

// MonteCarlo is flat Monte Carlo search with determinization: for each legal
// option it samples the hidden part of the game from the seat's view, plays
// the option, finishes the game with random moves, and keeps the option with
// the best average result. Playouts are spread over every core.
//
// With a Prior (a game's heuristic valuation), only the Width options the
// prior ranks best are searched, so the budget goes to plausible moves.
type MonteCarlo struct {
	// Playouts is the total budget per decision.
	Playouts int
	// Prior values each option; nil searches every option.
	Prior func(v game.View, legal []game.Option) []float64
	// Width is how many of the prior's best options are searched.
	Width int
	// Rollout picks the moves of the playouts; nil picks uniformly.
	Rollout func(legal []game.Option, rng *game.Rand) game.Option
	seed    uint64
	calls   uint64
}

// NewMonteCarlo returns a search bot with a playout budget per decision.
func NewMonteCarlo(playouts int, seed uint64) *MonteCarlo {
	return &MonteCarlo{Playouts: playouts, seed: seed}
}

// candidates narrows the options to the prior's best Width.
func (b *MonteCarlo) candidates(v game.View, legal []game.Option) []game.Option {
	if b.Prior == nil || b.Width <= 0 || len(legal) <= b.Width {
		return legal
	}
	values := b.Prior(v, legal)
	idx := make([]int, len(legal))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(x, y int) int { return cmp.Compare(values[y], values[x]) })
	out := make([]game.Option, b.Width)
	for i := range out {
		out[i] = legal[idx[i]]
	}
	return out
}

func (b *MonteCarlo) Name() string { return "mc" }

func (b *MonteCarlo) Choose(ctx context.Context, v game.View, legal []game.Option) (game.Option, error) {
	if len(legal) == 0 {
		return 0, ErrNoOption
	}
	if len(legal) == 1 {
		return legal[0], ctx.Err()
	}
	b.calls++
	legal = b.candidates(v, legal)
	workers := min(runtime.GOMAXPROCS(0), max(1, b.Playouts/len(legal)))
	totals := make([][]float64, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := game.NewRand(mix(b.seed, b.calls*64+uint64(w)))
			totals[w] = make([]float64, len(legal))
			for i := w; i < b.Playouts; i += workers {
				if ctx.Err() != nil {
					return
				}
				k := i % len(legal)
				totals[w][k] += b.playout(v, legal[k], &rng)
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	best, bestValue := 0, -1.0
	for k := range legal {
		value := 0.0
		for w := range workers {
			value += totals[w][k]
		}
		if value > bestValue {
			best, bestValue = k, value
		}
	}
	return legal[best], nil
}

// playout samples a world from the view, plays opt, finishes the game at
// random and returns the result for the view's seat.
func (b *MonteCarlo) playout(v game.View, opt game.Option, rng *game.Rand) float64 {
	seat := v.Seat()
	s := v.Determinize(rng)
	if s.Apply(seat, opt) != nil {
		return 0
	}
	var buf []game.Option
	for steps := 0; !s.Over(); steps++ {
		if steps > 100000 {
			return 0
		}
		p := s.Pending()[0].Seat
		buf = s.Legal(p, buf[:0])
		next := buf[rng.IntN(len(buf))]
		if b.Rollout != nil {
			next = b.Rollout(buf, rng)
		}
		if s.Apply(p, next) != nil {
			return 0
		}
	}
	return Reward(s.Outcome(), seat)
}

// Reward scores a finished game for a seat in [0, 1]: a win share, nudged
// by the score margin against the best other seat so that, among options
// that win as often, the one that wins by more is preferred.
func Reward(o game.Outcome, seat game.Seat) float64 {
	me := o.Scores[seat]
	winners := len(o.Winners())
	r := 0.0
	if me.Rank == 1 {
		r = 0.9 / float64(winners)
	}
	best := -1 << 30
	for i, s := range o.Scores {
		if game.Seat(i) != seat && s.Total > best {
			best = s.Total
		}
	}
	margin := float64(me.Total-best) / 100
	return r + 0.05 + max(-0.05, min(0.05, margin))
}
