package game

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
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

// Bounds of what a configuration may carry. A save is read from a file
// anyone can edit: a name of a million characters would freeze every
// screen that lays it out, so these are checked before anything else
// (CheckBounds), at load and at start alike.
const (
	// MaxNameLength is the longest seat name a save may hold, in
	// characters: far above what the new-game form lets a player type,
	// since earlier versions set no bound, and far below what would slow
	// a screen laying it out.
	MaxNameLength = 200
	// MaxSpecLength bounds a bot spec ("ismcts:3000"), in bytes.
	MaxSpecLength = 32
	// MaxWordLength bounds the engine's own words a configuration names
	// (the game, an expansion, a variant and its value), in bytes.
	MaxWordLength = 40
	// MaxSeats, MaxExpansions and MaxVariants bound the lists, whatever
	// the rules: each engine's own limits are checked after (Validate).
	MaxSeats      = 16
	MaxExpansions = 16
	MaxVariants   = 64
)

// CheckBounds checks that every string and list of the configuration is
// within the bounds above, and that names are printable text; it needs no
// rules, and is cheap whatever the size of what it is given.
func (c Config) CheckBounds() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrConfig, fmt.Sprintf(format, args...))
	}
	word := func(what, w string) error {
		if len(w) > MaxWordLength {
			return bad("%s of %d bytes, at most %d", what, len(w), MaxWordLength)
		}
		if !utf8.ValidString(w) || strings.ContainsFunc(w, unicode.IsControl) {
			return bad("%s %q is not plain text", what, w)
		}
		return nil
	}
	if err := word("game name", c.Game); err != nil {
		return err
	}
	if n := len(c.Seats); n > MaxSeats {
		return bad("%d seats, at most %d", n, MaxSeats)
	}
	for i, seat := range c.Seats {
		if n := utf8.RuneCountInString(seat.Name); len(seat.Name) > 4*MaxNameLength || n > MaxNameLength {
			return bad("seat %d's name is %d characters long, at most %d", i+1, n, MaxNameLength)
		}
		if !utf8.ValidString(seat.Name) || strings.ContainsFunc(seat.Name, unicode.IsControl) {
			return bad("seat %d's name is not plain text", i+1)
		}
		if len(seat.Bot) > MaxSpecLength {
			return bad("seat %d's bot spec is %d bytes long, at most %d", i+1, len(seat.Bot), MaxSpecLength)
		}
		if err := word(fmt.Sprintf("seat %d's bot", i+1), seat.Bot); err != nil {
			return err
		}
	}
	if n := len(c.Expansions); n > MaxExpansions {
		return bad("%d expansions, at most %d", n, MaxExpansions)
	}
	for _, e := range c.Expansions {
		if err := word("expansion name", e); err != nil {
			return err
		}
	}
	if n := len(c.Variants); n > MaxVariants {
		return bad("%d variants, at most %d", n, MaxVariants)
	}
	for name, value := range c.Variants {
		if err := word("variant name", name); err != nil {
			return err
		}
		if err := word("value of variant "+name, value); err != nil {
			return err
		}
	}
	return nil
}

// botChecks holds, per game, how a seat's bot spec is checked. The bots'
// package installs them (RegisterBotCheck) from init functions, before
// anything reads them, so reading needs no lock; the game package cannot
// know the bots itself.
var botChecks = map[string]func(spec string) error{}

// RegisterBotCheck makes Validate refuse, for a game, a seat whose bot
// spec check refuses (an unknown bot, a budget out of range), so that a
// save naming one is refused at load rather than stalling its table.
// Call it from init; a later call for the same game replaces the former.
func RegisterBotCheck(gameName string, check func(spec string) error) {
	botChecks[gameName] = check
}

// Validate checks the configuration against what the rules offer, after
// its bounds (CheckBounds); a bot seat's spec is checked by the game's
// registered check, if any (RegisterBotCheck).
func (c Config) Validate(r Rules) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrConfig, fmt.Sprintf(format, args...))
	}
	if err := c.CheckBounds(); err != nil {
		return err
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
	if check := botChecks[c.Game]; check != nil {
		for i, seat := range c.Seats {
			if seat.Human() {
				continue
			}
			if err := check(seat.Bot); err != nil {
				return bad("seat %d: %v", i+1, err)
			}
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
