package bots

import (
	"context"
	"fmt"

	"agora/game"
)

// HintChoice is one option as search measured it.
type HintChoice struct {
	Option game.Option
	// Value is the mean playout reward in [0, 1] (see Reward).
	Value float64
	// WinRate is the share of playouts the seat won.
	WinRate float64
	// Playouts is how many playouts measured it.
	Playouts int
}

// hintPlayouts is the Hint's search budget: the Hard level's.
const hintPlayouts = defaultPlayouts

// Hint says what the Hard bot would play from a view: the best option and
// the candidates it measured, best first. It searches on determinizations of
// the view, never on the caller's state, and stops with ctx.Err() when ctx
// is cancelled.
func Hint(ctx context.Context, gameName string, v game.View, legal []game.Option, seed uint64) (game.Option, []HintChoice, error) {
	if len(legal) == 0 {
		return 0, nil, ErrNoOption
	}
	p := prior(gameName)
	if p == nil {
		return 0, nil, fmt.Errorf("%w: no hint for %s", ErrUnknownBot, gameName)
	}
	b := NewMonteCarlo(hintPlayouts, seed)
	b.Search = search(gameName)
	top, err := b.Evaluate(ctx, v, legal)
	if err != nil {
		return 0, nil, err
	}
	return top[0].Option, top, nil
}
