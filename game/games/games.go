// Package games is the catalog of the engines Agora ships: the app's new-game
// screen, the arena and save loading find an engine here by name.
package games

import (
	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
)

// All lists every engine, in the order the menu shows them.
func All() []game.Rules {
	return []game.Rules{wonders.Rules, dale.Rules}
}

// Lookup finds an engine by its game name.
func Lookup(name string) (game.Rules, bool) {
	for _, r := range All() {
		if r.Game == name {
			return r, true
		}
	}
	return game.Rules{}, false
}

// Names lists the game names, for messages.
func Names() []string {
	var names []string
	for _, r := range All() {
		names = append(names, r.Game)
	}
	return names
}
