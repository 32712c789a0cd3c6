// Package games is the registry of the games Agora ships, without their
// tables: each game registers, from its own file here (wonders.go,
// dale.go), its engine, what the bots know of it and its message files.
// The app's new-game screen, the arena and save loading find a game here
// by name; the bots of a game are built here by level name.
//
// The tables and their words live in the UI's registry (agora/ui/tables),
// which only the app imports: the arena and the engines' tests link this
// package without Fyne.
//
// Adding a game: its engine package (game/<name>), its bots' knowledge
// (bots/<name>.go), its message files (translations/<name>.*.json), one
// file here that registers them, and one file in ui/tables for its table.
package games

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"agora/bots"
	"agora/game"
	"agora/translations"
)

// Game is everything about one game that is no part of its table.
type Game struct {
	// Rules is the engine; Rules.Game is the game's name.
	Rules game.Rules
	// Bots is what the bots know of the game (bots.GameBots): with a
	// heuristic it offers every level, without only Random, Hard and
	// Expert.
	Bots bots.GameBots
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

// Levels lists the bots that play the game, weakest first.
func (g Game) Levels() []bots.Level { return bots.LevelsFor(g.Name()) }

// Bot builds a bot of the game by level: a level name the app shows
// ("Easy", "Medium", "Hard", "Expert", "Random", any case) or a bot's own
// name ("heuristic", "mc", "ismcts"), with an optional budget ("hard:2000").
func (g Game) Bot(level string, seed uint64) (bots.Bot, error) {
	return bots.New(level, g.Name(), seed)
}

// registry holds the games by name. It is written only by the games'
// init functions, before anything reads it.
var registry = map[string]Game{}

// Register adds a game and gives the bots its knowledge. Call it from an
// init function, once per game: a game without a name or an engine, or
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
	bots.Register(name, g.Bots)
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
