package bots

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"agora/game"
	"agora/game/dale"
	"agora/game/wonders"
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
	// Default marks the level a new seat gets.
	Default bool
}

// Levels lists the bots, weakest first.
func Levels() []Level {
	return []Level{
		{Spec: "random"},
		{Spec: "easy", Games: []string{"wonders", "dale"}},
		{Spec: "heuristic", Games: []string{"wonders", "dale"}, Default: true},
		{Spec: "mc"},
		{Spec: "ismcts"},
	}
}

// easyNoise is how many points of random error the Easy level adds to the
// heuristic's valuation of each option.
const easyNoise = 6

// searchWidth is how many of the heuristic's best options search considers.
const searchWidth = 5

// prior is the game's heuristic valuation of options, for search; nil
// when the game has none.
func prior(gameName string) Valuer {
	switch gameName {
	case "wonders":
		return func(v game.View, legal []game.Option) []float64 {
			return WondersValues(v.(*wonders.View), legal)
		}
	case "dale":
		return func(v game.View, legal []game.Option) []float64 {
			return DaleValues(v.(*dale.View), legal)
		}
	}
	return nil
}

// rollout is the game's playout policy for search; nil plays uniformly.
func rollout(gameName string) Policy {
	switch gameName {
	case "wonders":
		return wondersRollout
	case "dale":
		return daleRollout
	}
	return nil
}

// candidates is how search narrows the game's decisions: the prior's best
// searchWidth options, of distinct shapes in 7 Wonders (where the prior
// alone picks the god to pray to), within a margin of the best in Dale
// (where it alone arranges the market).
func candidates(gameName string) Candidates {
	c := Candidates{Prior: prior(gameName), Width: searchWidth}
	switch gameName {
	case "wonders":
		c.Shape, c.Settled = wondersShape, wondersSettled
	case "dale":
		c.Margin, c.Settled = daleMargin, daleSettled
	}
	return c
}

// search is how the search bots play a game: its candidates, playout
// policy and playout cut-off; in 7 Wonders they also keep the heuristic's
// choice unless playouts show better by a standard error
// (wondersEvidence).
func search(gameName string) Search {
	sr := Search{Candidates: candidates(gameName), Rollout: rollout(gameName), Greedy: greedyMoves(gameName)}
	switch gameName {
	case "wonders":
		sr.Evidence = wondersEvidence
	case "dale":
		sr.Leaf, sr.Depth = daleLeaf, daleRolloutDepth
	}
	return sr
}

// expertSearch is search with Expert's longer look ahead: in Dale its
// playouts go expertDaleDepth moves before daleLeaf judges them. At Hard's
// depth a bigger budget barely helped there, the leaf's guess being the
// error left (docs/bots-runs.md).
func expertSearch(gameName string) Search {
	sr := search(gameName)
	if gameName == "dale" {
		sr.Depth = expertDaleDepth
	}
	return sr
}

// expertExpand is how many visits one of Expert's options needs before
// its tree grows below it (ISMCTS.Expand; 0 is a tenth of the budget). In
// 7 Wonders, a third: below a node, the seat's next turn is played by UCB
// over the node's few visits instead of by the heuristic the playouts
// follow, and with Commerce and Faith at the menu's budgets a tenth gave
// Expert no edge over Hard (docs/bots-runs.md).
func expertExpand(gameName string, budget int) int {
	if gameName == "wonders" {
		return max(1, budget/3)
	}
	return 0
}

// wondersEvidence is how many standard errors a candidate must beat the
// heuristic's choice by for search (Hard and Expert) to play it instead.
// With Commerce and Faith, where playouts model the game loosely, this took
// Hard from the heuristic's level to well above it (docs/bots-runs.md).
const wondersEvidence = 1

// greedyMoves is how many of the seat's own decisions after the searched
// one the heuristic takes in playouts: in 7 Wonders the next one (with
// Commerce, the way to play the card just picked).
func greedyMoves(gameName string) int {
	if gameName == "wonders" {
		return 1
	}
	return 0
}

// heuristic builds the game's heuristic bot with some noise.
func heuristic(gameName string, noise float64, seed uint64) Bot {
	switch gameName {
	case "wonders":
		return NewWondersHeuristic(noise, seed)
	case "dale":
		return NewDaleHeuristic(noise, seed)
	}
	return nil
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
		known = append(known, l.Spec)
	}
	return nil, fmt.Errorf("%w %q for %s (known: %s)", ErrUnknownBot, spec, gameName, strings.Join(known, ", "))
}

// levelAliases are the level names the app shows, accepted wherever a
// spec is (the arena's --bots, saves): each is the bot it names.
var levelAliases = map[string]string{"medium": "heuristic", "hard": "mc", "expert": "ismcts"}

// Canonical is the bot name a spec's name stands for: a level name the
// app shows ("Hard", any case) is its bot ("mc"); a bot's own name is
// itself.
func Canonical(name string) string {
	lower := strings.ToLower(name)
	if b, ok := levelAliases[lower]; ok {
		return b
	}
	for _, l := range Levels() {
		if l.Spec == lower {
			return lower
		}
	}
	return name
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
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
