package bots

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"agora/game"
)

// ErrNoOption is returned when a bot is asked to choose from nothing.
var ErrNoOption = errors.New("no legal option")

// ErrDetached is the answer to a view read from the wire (a seat at
// another computer): it has no game behind it to search or preview, so
// the bots think where the game is, on the host, from the seat's view.
var ErrDetached = errors.New("a view read from the network has no game behind it: the bots play on the host")

// detached answers ErrDetached for a view read from the wire.
func detached(v game.View) error {
	if d, ok := v.(interface{ Detached() bool }); ok && d.Detached() {
		return ErrDetached
	}
	return nil
}

// ErrUnknownBot is returned by New for a spec it cannot build.
var ErrUnknownBot = errors.New("unknown bot")

// Level describes a bot a player can pick, for the new-game screen.
type Level struct {
	// Name is the level's name as the app shows it ("Medium"); New takes
	// it too, in any case, wherever it takes Spec.
	Name string
	// Spec is the bot's own name, e.g. "random" or "heuristic", kept as
	// an alias of Name: saves and older commands use it.
	Spec string
	// Heuristic marks a level built on the game's heuristic: only games
	// that registered one (GameBots.Heuristic) offer it.
	Heuristic bool
	// Default marks the level a new seat gets.
	Default bool
}

// Levels lists the bots, weakest first.
func Levels() []Level {
	return []Level{
		{Name: "Random", Spec: "random"},
		{Name: "Easy", Spec: "easy", Heuristic: true},
		{Name: "Medium", Spec: "heuristic", Heuristic: true, Default: true},
		{Name: "Hard", Spec: "mc"},
		{Name: "Expert", Spec: "ismcts"},
	}
}

// easyNoise is how many points of random error the Easy level adds to the
// heuristic's valuation of each option.
const easyNoise = 6

// searchWidth is how many of the heuristic's best options search considers.
const searchWidth = 5

// prior is the game's heuristic valuation of options, for search; nil
// when the game has none.
func prior(gameName string) Valuer { return gameBots(gameName).Prior }

// rollout is the game's playout policy for search; nil plays uniformly.
func rollout(gameName string) Policy { return gameBots(gameName).Rollout }

// candidates is how search narrows the game's decisions: the prior's best
// searchWidth options, narrowed as the game registered (GameBots).
func candidates(gameName string) Candidates {
	gb := gameBots(gameName)
	return Candidates{Prior: gb.Prior, Width: searchWidth, Shape: gb.Shape, Settled: gb.Settled, Margin: gb.Margin}
}

// search is how the search bots (Hard) play a game: its candidates,
// playouts and playout cut-off, as the game registered.
func search(gameName string) Search {
	gb := gameBots(gameName)
	return Search{Candidates: candidates(gameName), Rollout: gb.Rollout, Greedy: gb.Greedy,
		Evidence: gb.Evidence, Leaf: gb.Leaf, Depth: gb.Depth}
}

// expertSearch is search with Expert's look ahead, where the game gives
// one (Dale's playouts go further before their leaf is judged).
func expertSearch(gameName string) Search {
	sr := search(gameName)
	if d := gameBots(gameName).ExpertDepth; d > 0 {
		sr.Depth = d
	}
	return sr
}

// expertExpand is how many visits one of Expert's options needs before
// its tree grows below it (ISMCTS.Expand; 0 is a tenth of the budget).
func expertExpand(gameName string, budget int) int {
	if f := gameBots(gameName).ExpertExpand; f != nil {
		return f(budget)
	}
	return 0
}

// heuristic builds the game's heuristic bot with some noise; nil for a
// game without one.
func heuristic(gameName string, noise float64, seed uint64) Bot {
	if h := gameBots(gameName).Heuristic; h != nil {
		return h(noise, seed)
	}
	return nil
}

// LevelsFor lists the bots that play a game.
func LevelsFor(gameName string) []Level {
	var out []Level
	for _, l := range Levels() {
		if !l.Heuristic || gameBots(gameName).Heuristic != nil {
			out = append(out, l)
		}
	}
	return out
}

// New builds the bot a spec names, for a game, with its own seed. A spec is
// a name with an optional budget after a colon ("mcts:2000").
func New(spec, gameName string, seed uint64) (Bot, error) {
	name, budget, hasBudget := strings.Cut(spec, ":")
	name = Canonical(name)
	for _, l := range LevelsFor(gameName) {
		if l.Spec != name {
			continue
		}
		switch name {
		case "random":
			if !hasBudget {
				return NewRandom(seed), nil
			}
		case "easy", "heuristic":
			noise := 0.0
			if name == "easy" {
				noise = easyNoise
			}
			if b := heuristic(gameName, noise, seed); b != nil && !hasBudget {
				return b, nil
			}
		case "mc":
			n, err := playoutBudget(budget, hasBudget, defaultPlayouts)
			if err != nil {
				return nil, fmt.Errorf("%w %q: %v", ErrUnknownBot, spec, err)
			}
			b := NewMonteCarlo(n, seed)
			b.Search = search(gameName)
			return b, nil
		case "ismcts":
			n, err := playoutBudget(budget, hasBudget, expertPlayouts)
			if err != nil {
				return nil, fmt.Errorf("%w %q: %v", ErrUnknownBot, spec, err)
			}
			b := NewISMCTS(n, seed)
			b.Search = expertSearch(gameName)
			b.Expand = expertExpand(gameName, n)
			return b, nil
		}
	}
	var known []string
	for _, l := range LevelsFor(gameName) {
		known = append(known, l.Label())
	}
	return nil, fmt.Errorf("%w %q for %s (known: %s)", ErrUnknownBot, spec, gameName, strings.Join(known, ", "))
}

// Canonical is the bot name a spec's name stands for: a level name the
// app shows ("Hard", any case) is its bot ("mc"); a bot's own name is
// itself. The level names are accepted wherever a spec is (the arena's
// flags, saves, the registry's Bot).
func Canonical(name string) string {
	for _, l := range Levels() {
		if strings.EqualFold(l.Name, name) || strings.EqualFold(l.Spec, name) {
			return l.Spec
		}
	}
	return name
}

// Label is the level's name with its bot's own name when that differs
// ("Medium (heuristic)"), for usage texts and errors.
func (l Level) Label() string {
	if strings.EqualFold(l.Name, l.Spec) {
		return l.Name
	}
	return l.Name + " (" + l.Spec + ")"
}

// defaultPlayouts is the Monte Carlo budget when a spec names none.
const defaultPlayouts = 1000

// expertPlayouts is Expert's budget when its spec names none, three times
// Hard's. At equal budgets its tree beats Hard in base 7 Wonders only;
// with three times the budget it does with Commerce and Faith
// (docs/bots-runs.md), still within a few seconds a decision. In Dale the
// budget alone gained little at the menu's level: there Expert also looks
// further ahead (expertSearch).
const expertPlayouts = 3 * defaultPlayouts

// playoutBudget reads the number after "name:".
func playoutBudget(text string, given bool, def int) (int, error) {
	if !given {
		return def, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 10_000_000 {
		return 0, fmt.Errorf("budget must be a number of playouts from 1 to 10000000")
	}
	return n, nil
}
