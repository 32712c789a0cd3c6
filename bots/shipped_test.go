package bots

import (
	"agora/game/dale"
	"agora/game/wonders"
)

// The games' registry (agora/game/games) imports this package, so its
// tests cannot link it: they register the shipped games' knowledge
// themselves, as the registry does.
func init() {
	Register(wonders.Rules.Game, Wonders())
	Register(dale.Rules.Game, Dale())
}
