package bots

import (
	"context"

	"agora/game"
)

// Random picks uniformly among the legal options: the floor every other
// bot must beat, and the playout policy of the search bots.
type Random struct {
	rng game.Rand
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: game.NewRand(seed)} }

func (b *Random) Name() string { return "random" }

func (b *Random) Choose(ctx context.Context, _ game.View, legal []game.Option) (game.Option, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if len(legal) == 0 {
		return 0, ErrNoOption
	}
	return legal[b.rng.IntN(len(legal))], nil
}
