// Package bots holds the players that are not people: one Bot interface for
// every game, the random bot, the per-game heuristic bots, the search bots,
// and the arena that measures them against each other.
//
// A bot sees only what its seat may see: a game.View and the legal options.
package bots

import (
	"context"
	"time"

	"agora/game"
)

// Bot chooses an option for the seat a view belongs to. It must return one
// of legal, and give up with ctx.Err() when ctx is cancelled. A search bot
// takes ctx's deadline as its time budget: when it passes, the bot plays
// the best option it has measured (the heuristic's choice if none yet).
// Bots never change the state their view came from: search runs on
// determinizations.
type Bot interface {
	Name() string
	Choose(ctx context.Context, v game.View, legal []game.Option) (game.Option, error)
}

// ThinkLimit is the longest a bot thinks over one decision at the table. A
// search's budget is a number of playouts, spent in well under this on
// most machines; with seven players, both expansions and Expert on two
// cores it can take longer, and then the table plays what was found by
// this time.
const ThinkLimit = 5 * time.Second

// Think asks b for its choice within limit. Cancelling ctx still stops it
// at once with ctx.Err().
func Think(ctx context.Context, b Bot, v game.View, legal []game.Option, limit time.Duration) (game.Option, error) {
	within, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	opt, err := b.Choose(within, v, legal)
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return opt, err
}
