// Package tables is the registry of the games' tables: each game
// registers, from its own file here (wonders.go, dale.go), its table, the
// words its options take in the review, and how its demo (the app's
// --demo, for screenshots) is staged. Only the app (cmd/agora) imports
// it; what is no part of a table (engine, bots, message files) is
// registered in agora/game/games, which the arena links without Fyne.
package tables

import (
	"fmt"
	"slices"
	"strings"

	"agora/game"
	"agora/game/games"
	"agora/ui"
)

// Table is everything about one game's table.
type Table struct {
	// Game is the game's name, as registered in games.
	Game string
	// New builds the table of a game in progress.
	New ui.TableFactory
	// Describe gives an option the table's own words, for the review.
	Describe ui.Describer
	// Demo stages the game's --demo; nil plays the demo to the end.
	Demo func(players int, words []string) Demo
	// Seats: New also builds the table of a seat of a game held
	// elsewhere (ui.TableContext.Seat), for games played from several
	// computers.
	Seats bool
}

// Demo is how a demo game is staged: the bots play every seat from the
// start until Stop, so that the table has something on it.
type Demo struct {
	// Expansions and Teams configure the game.
	Expansions []string
	Teams      bool
	// Stop reports whether the game has reached the picture; nil plays
	// it to the end.
	Stop func(game.State) bool
	// Steer, when set, may replace a bot's choice opt, to stage a scene.
	Steer func(s game.State, seat game.Seat, opt game.Option) game.Option
	// Seeds, when more than 1, is how many deals (seeds 7, 8...) the demo
	// tries until one reaches Stop: a picture that needs a card dealt.
	Seeds int
}

// registry holds the tables by game name. It is written only by the
// tables' init functions, before anything reads it.
var registry = map[string]Table{}

// Register adds a game's table. Call it from an init function, once per
// game: a table without a game or a factory, or registered twice, panics.
func Register(t Table) {
	switch {
	case t.Game == "" || t.New == nil:
		panic(fmt.Errorf("tables: Register of a table without a game or a factory (%q)", t.Game))
	case registry[t.Game].New != nil:
		panic(fmt.Errorf("tables: %s registered twice", t.Game))
	}
	registry[t.Game] = t
}

// Get finds a game's table; an unknown name is an error that lists the
// tables there are.
func Get(name string) (Table, error) {
	if t, ok := registry[name]; ok {
		return t, nil
	}
	var known []string
	for _, t := range List() {
		known = append(known, t.Game)
	}
	return Table{}, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(known, ", "))
}

// List lists the tables in the games' menu order, then any table of a
// game the games' registry does not know, by name.
func List() []Table {
	order := games.Names()
	var out []Table
	for _, t := range registry {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b Table) int {
		i, j := slices.Index(order, a.Game), slices.Index(order, b.Game)
		switch {
		case i >= 0 && j >= 0:
			return i - j
		case i >= 0:
			return -1
		case j >= 0:
			return 1
		}
		return strings.Compare(a.Game, b.Game)
	})
	return out
}

// Install gives the app every registered game's table and describer,
// and its online screens on net.
func Install(a *ui.App, nw Network) {
	for _, t := range List() {
		a.RegisterTable(t.Game, t.New)
		if t.Describe != nil {
			a.RegisterDescriber(t.Game, t.Describe)
		}
	}
	installOnline(a, nw)
}
