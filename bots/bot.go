// Package bots holds the players that are not people: one Bot interface for
// every game, the random bot, the per-game heuristic bots, the search bots,
// and the arena that measures them against each other.
//
// A bot sees only what its seat may see: a game.View and the legal options.
package bots

import (
	"context"

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
