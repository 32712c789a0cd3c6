package bots

import (
	"agora/game/dale"
	"agora/game/wonders"
	_ "agora/game/wonders/teams" // the team game, which the bots play
)

// The shipped games' knowledge, registered when the bots are linked: a
// program that builds bots (the app, the arena, the server) imports this
// package, and the engines and the games' registry (agora/game/games)
// stay below it, knowing nothing of the bots.
func init() {
	Register(wonders.Rules.Game, Wonders())
	Register(dale.Rules.Game, Dale())
}
