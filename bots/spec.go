package bots

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoOption is returned when a bot is asked to choose from nothing.
var ErrNoOption = errors.New("no legal option")

// ErrUnknownBot is returned by New for a spec it cannot build.
var ErrUnknownBot = errors.New("unknown bot")

// Level describes a bot a player can pick, for the new-game screen.
type Level struct {
	// Spec is what New takes, e.g. "random" or "heuristic".
	Spec string
	// Games lists the games it plays; empty means every game.
	Games []string
}

// Levels lists the bots, weakest first.
func Levels() []Level {
	return []Level{{Spec: "random"}}
}

// LevelsFor lists the bots that play a game.
func LevelsFor(gameName string) []Level {
	var out []Level
	for _, l := range Levels() {
		if len(l.Games) == 0 || contains(l.Games, gameName) {
			out = append(out, l)
		}
	}
	return out
}

// New builds the bot a spec names, for a game, with its own seed. A spec is
// a name with an optional budget after a colon ("mcts:2000").
func New(spec, gameName string, seed uint64) (Bot, error) {
	name, _, _ := strings.Cut(spec, ":")
	for _, l := range LevelsFor(gameName) {
		if l.Spec == name {
			switch name {
			case "random":
				return NewRandom(seed), nil
			}
		}
	}
	var known []string
	for _, l := range LevelsFor(gameName) {
		known = append(known, l.Spec)
	}
	return nil, fmt.Errorf("%w %q for %s (known: %s)", ErrUnknownBot, spec, gameName, strings.Join(known, ", "))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
