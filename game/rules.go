package game

import "slices"

// Rules describes an engine: what it can be configured with, and how to
// start it. Each engine package exports one.
type Rules struct {
	Game       string
	MinPlayers int
	MaxPlayers int
	// Expansions the engine implements, by name ("commerce", "faith");
	// Preview those it is still building: a configuration may name them
	// (the arena, tests), the app does not offer them.
	Expansions []string
	Preview    []string
	// Variants are the engine's switches (wonder assignment, sides...).
	Variants []Variant
	// TeamSizes lists the player counts at which a team game exists.
	TeamSizes []int
	// New builds the starting state of a game; Start calls it once the
	// configuration passed Config.Validate.
	New func(cfg Config) (State, error)
	// Encoding is the version of the engine's option encoding, and of what
	// its Digest covers; 0 means 1. Saves record it (see encoding.go).
	Encoding int
	// Ruleset is the newest version of the engine's rulings; 0 means 1. A
	// game is played under the one its Config.Ruleset names.
	Ruleset int
	// Upgrade translates a log written under an older encoding (from) into
	// the current one; nil for an engine that never changed its encoding.
	Upgrade func(from int, cfg Config, log []Decision) ([]Decision, error)
}

// Start validates cfg against the rules and builds the game, under the
// newest ruleset when the configuration names none.
func (r Rules) Start(cfg Config) (State, error) {
	if err := cfg.Validate(r); err != nil {
		return nil, err
	}
	if cfg.Ruleset == 0 {
		cfg.Ruleset = r.CurrentRuleset()
	}
	return r.New(cfg)
}

// Variant is a named switch with its allowed values; the first is the
// default.
type Variant struct {
	Name   string
	Values []string
	// Requires is the expansion the switch belongs to: it means nothing
	// without it, and a new-game screen offers it only with it. Empty for
	// a switch of the game itself.
	Requires string
	// IncludedIn is an expansion that already does what the switch turns
	// on: with it, the switch changes nothing.
	IncludedIn string
}

// Applies reports whether the switch changes anything with these
// expansions on.
func (v Variant) Applies(expansions []string) bool {
	return (v.Requires == "" || slices.Contains(expansions, v.Requires)) &&
		(v.IncludedIn == "" || !slices.Contains(expansions, v.IncludedIn))
}

// Variant finds a switch by name.
func (r Rules) Variant(name string) (Variant, bool) {
	for _, v := range r.Variants {
		if v.Name == name {
			return v, true
		}
	}
	return Variant{}, false
}

// Teams reports whether a team game exists at n players.
func (r Rules) Teams(n int) bool { return slices.Contains(r.TeamSizes, n) }
