// Package games is the registry of the games Agora ships, without their
// tables or their bots: each game registers, from its own file here
// (wonders.go, dale.go), its engine and its message files. The app's
// new-game screen, the arena and save loading find a game here by name.
// The bots know the games from their own package (agora/bots), above
// this one: nothing under agora/game imports them.
//
// The tables and their words live in the UI's registry (agora/ui/tables),
// which only the app imports: the arena and the engines' tests link this
// package without Fyne.
//
// Adding a game: its engine package (game/<name>), its bots' knowledge
// (bots/<name>.go, registered in bots/shipped.go), its message files
// (translations/<name>.*.json), one file here that registers them, and
// one file in ui/tables for its table.
package games

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"agora/game"
	"agora/translations"
)

// Game is everything about one game that is no part of its table.
type Game struct {
	// Rules is the engine; Rules.Game is the game's name.
	Rules game.Rules
	// Messages are the prefixes of its message files in translations
	// ("wonders" for wonders.en.json and wonders.fr.json), one file per
	// prefix and language.
	Messages []string
	// Menu orders the games in the menu, lowest first.
	Menu int
}

// Name is the game's name ("wonders").
func (g Game) Name() string { return g.Rules.Game }

// MessageFiles lists the game's message files in every language
// ("wonders.en.json", "wonders.fr.json"...).
func (g Game) MessageFiles() []string {
	var out []string
	for _, p := range g.Messages {
		for _, lang := range translations.Languages() {
			out = append(out, p+"."+lang+".json")
		}
	}
	return out
}

// registry holds the games by name. It is written only by the games'
// init functions, before anything reads it.
var registry = map[string]Game{}

// Register adds a game. Call it from an init function, once per game: a game without a name or an engine, or
// registered twice, panics, as a program that cannot start right.
func Register(g Game) {
	name := g.Name()
	switch {
	case name == "" || g.Rules.New == nil:
		panic(fmt.Sprintf("games: Register of a game without a name or an engine (%q)", name))
	case registry[name].Rules.New != nil:
		panic(fmt.Sprintf("games: %s registered twice", name))
	}
	registry[name] = g
}

// List lists every registered game, in menu order.
func List() []Game {
	out := slices.Collect(func(yield func(Game) bool) {
		for _, g := range registry {
			if !yield(g) {
				return
			}
		}
	})
	slices.SortFunc(out, func(a, b Game) int {
		return cmp.Or(cmp.Compare(a.Menu, b.Menu), strings.Compare(a.Name(), b.Name()))
	})
	return out
}

// Get finds a game by name; an unknown name is an error that lists the
// games there are.
func Get(name string) (Game, error) {
	if g, ok := registry[name]; ok {
		return g, nil
	}
	return Game{}, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(Names(), ", "))
}

// All lists every engine, in menu order.
func All() []game.Rules {
	var out []game.Rules
	for _, g := range List() {
		out = append(out, g.Rules)
	}
	return out
}

// Lookup finds an engine by its game name (game.LoadSave takes it).
func Lookup(name string) (game.Rules, bool) {
	g, ok := registry[name]
	return g.Rules, ok
}

// Names lists the game names in menu order, for messages.
func Names() []string {
	var names []string
	for _, g := range List() {
		names = append(names, g.Name())
	}
	return names
}
