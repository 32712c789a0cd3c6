package game

import (
	"fmt"
	"slices"
	"strings"
)

// Config is everything needed to start a game. With the decision log it
// rebuilds any position.
type Config struct {
	Game       string            `json:"game"`
	Seats      []SeatConfig      `json:"seats"`
	Expansions []string          `json:"expansions,omitempty"`
	Variants   map[string]string `json:"variants,omitempty"`
	Teams      bool              `json:"teams,omitempty"`
	Seed       uint64            `json:"seed"`
	// Ruleset is the version of the engine's rulings the game is played
	// under (Rules.Ruleset); 0 stands for the newest, and Rules.Start
	// writes it down, so a save keeps the rules its game began with.
	Ruleset int `json:"ruleset,omitempty"`
}

// SeatConfig describes who sits at a seat.
type SeatConfig struct {
	Name string `json:"name"`
	// Bot is empty for a human, otherwise a bot spec such as "heuristic"
	// or "mc:2000".
	Bot string `json:"bot,omitempty"`
}

// Human reports whether a person plays this seat.
func (s SeatConfig) Human() bool { return s.Bot == "" }

// Players is the number of seats.
func (c Config) Players() int { return len(c.Seats) }

// Has reports whether the expansion is enabled.
func (c Config) Has(expansion string) bool { return slices.Contains(c.Expansions, expansion) }

// Variant returns the chosen value of a variant switch, or def when unset.
func (c Config) Variant(name, def string) string {
	if v, ok := c.Variants[name]; ok {
		return v
	}
	return def
}

// Validate checks the configuration against what the rules offer.
func (c Config) Validate(r Rules) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrConfig, fmt.Sprintf(format, args...))
	}
	if c.Game != r.Game {
		return bad("game %q, rules for %q", c.Game, r.Game)
	}
	if n := len(c.Seats); n < r.MinPlayers || n > r.MaxPlayers {
		return bad("%s takes %d to %d players, not %d", r.Game, r.MinPlayers, r.MaxPlayers, n)
	}
	if c.Ruleset < 0 || c.Ruleset > r.CurrentRuleset() {
		return bad("%s has rulesets 1 to %d, not %d", r.Game, r.CurrentRuleset(), c.Ruleset)
	}
	for i, e := range c.Expansions {
		if !slices.Contains(r.Expansions, e) && !slices.Contains(r.Preview, e) {
			return bad("%s has no expansion %q (has %s)", r.Game, e, strings.Join(r.Expansions, ", "))
		}
		if slices.Contains(c.Expansions[:i], e) {
			return bad("expansion %q is named twice", e)
		}
	}
	for name, value := range c.Variants {
		v, ok := r.Variant(name)
		if !ok {
			return bad("%s has no variant %q", r.Game, name)
		}
		if !slices.Contains(v.Values, value) {
			return bad("variant %s takes %s, not %q", name, strings.Join(v.Values, ", "), value)
		}
	}
	if c.Teams {
		if !r.Teams(len(c.Seats)) {
			return bad("%s has no team game at %d players", r.Game, len(c.Seats))
		}
	}
	return nil
}

// withoutRepeats is the configuration with each expansion named once, in
// the order of its first mention. Engines only ask Has, so a repeat never
// changed a game: saves written before Validate refused repeats load
// through it unchanged.
func (c Config) withoutRepeats() Config {
	var once []string
	for _, e := range c.Expansions {
		if !slices.Contains(once, e) {
			once = append(once, e)
		}
	}
	if len(once) != len(c.Expansions) {
		c.Expansions = once
	}
	return c
}
