package game

import "slices"

// Rules describes an engine: what it can be configured with, and how to
// start it. Each engine package exports one.
type Rules struct {
	Game       string
	MinPlayers int
	MaxPlayers int
	// Expansions the engine implements, by name ("commerce", "faith").
	Expansions []string
	// Variants are the engine's switches (wonder assignment, sides...).
	Variants []Variant
	// TeamSizes lists the player counts at which a team game exists.
	TeamSizes []int
	// New builds the starting state of a game; Start calls it once the
	// configuration passed Config.Validate.
	New func(cfg Config) (State, error)
}

// Start validates cfg against the rules and builds the game.
func (r Rules) Start(cfg Config) (State, error) {
	if err := cfg.Validate(r); err != nil {
		return nil, err
	}
	return r.New(cfg)
}

// Variant is a named switch with its allowed values; the first is the
// default.
type Variant struct {
	Name   string
	Values []string
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
