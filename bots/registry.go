package bots

import (
	"maps"
	"slices"

	"agora/game"
)

// GameBots is what the bots know of one game: its heuristic, and how
// search narrows, plays out and judges its decisions. Each game's file
// (wonders.go, dale.go) says it (Wonders, Dale), and the games' registry
// (agora/game/games) registers it beside the game's engine; a game
// registered with nothing is played by the random bot and by searches
// with random playouts.
type GameBots struct {
	// Heuristic builds the game's heuristic bot with some noise (the
	// Easy level's); nil when the game has none (no Easy or Medium).
	Heuristic func(noise float64, seed uint64) Bot
	// Prior values each option for search; nil searches every option.
	Prior Valuer
	// Rollout plays the playouts; nil plays uniformly.
	Rollout Policy
	// Shape, Settled and Margin narrow decisions as Candidates says.
	Shape   func(game.Option) game.Option
	Settled func(game.View) bool
	Margin  float64
	// Greedy and Evidence are Search's.
	Greedy   int
	Evidence float64
	// Leaf judges an unfinished playout after Depth moves (Hard) or
	// ExpertDepth moves (Expert); nil plays playouts to the end.
	Leaf        LeafValue
	Depth       int
	ExpertDepth int
	// ExpertExpand is how many visits one of Expert's options needs
	// before its tree grows below it, from the budget; nil is a tenth.
	ExpertExpand func(budget int) int
}

// registry holds each game's knowledge. It is written only from init
// functions (the games' registry's), before anything reads it, so reading
// it needs no lock.
var registry = map[string]GameBots{}

// Register gives a game its bots' knowledge; a later call replaces the
// former. The games' registry (games.Register) calls it from init; a
// program that builds bots for a game links that registry. It also makes
// the game's configurations check their seats' bot specs (Check), so a
// save naming a bot this build cannot make is refused at load.
func Register(gameName string, gb GameBots) {
	registry[gameName] = gb
	game.RegisterBotCheck(gameName, func(spec string) error { return Check(spec, gameName) })
}

// Check reports whether spec names a bot that plays the game (New would
// build it), with New's error when it does not.
func Check(spec, gameName string) error {
	_, err := New(spec, gameName, 0)
	return err
}

// Registered lists the games that registered bots' knowledge, sorted.
func Registered() []string { return slices.Sorted(maps.Keys(registry)) }

// gameBots is a game's registered knowledge (zero for an unknown game).
func gameBots(gameName string) GameBots { return registry[gameName] }
