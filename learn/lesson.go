package learn

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"agora/game"
	"agora/game/games"
)

//go:embed lessons/*.json
var files embed.FS

// Lesson is one guided game, as its file holds it.
type Lesson struct {
	// ID names the lesson (the file's name without .json); the progress
	// file and the menus use it.
	ID string `json:"id"`
	// Game is the engine's name ("wonders", "dale"); Order the lesson's
	// place among the game's lessons, basics first.
	Game  string `json:"game"`
	Order int    `json:"order"`
	// Title and Summary are translation keys: the lesson's name in a
	// menu, and what it teaches in a line.
	Title   string `json:"title"`
	Summary string `json:"summary"`
	// The configuration of the prepared deal: players (the player sits at
	// seat You, every other seat is a bot), expansions, variants (a
	// wonder per seat, the sides), the team game, the seed.
	Players    int               `json:"players"`
	You        int               `json:"you"`
	Expansions []string          `json:"expansions,omitempty"`
	Variants   map[string]string `json:"variants,omitempty"`
	Teams      bool              `json:"teams,omitempty"`
	Seed       uint64            `json:"seed"`
	// Bots holds each bot seat's moves in order, by seat number, as move
	// descriptors (see Descriptor); the runner plays them while the
	// lesson lasts.
	Bots map[string][]string `json:"bots"`
	// Before holds the player's own moves played before the first step,
	// as descriptors: with the bots' moves, they make the prepared
	// position a lesson starts from (Market Day at the end of an Age).
	Before []string `json:"before,omitempty"`
	// StartAt, for the seed search only (TestFit), is the prompt kind (or
	// its beginning) at which the steps begin: until the player owes such
	// a decision, an Easy bot plays for the player, and its moves are
	// written into Before.
	StartAt string `json:"start_at,omitempty"`
	// Steps are the coach's steps, in order.
	Steps []Step `json:"steps"`
}

// Step is one thing the coach says.
type Step struct {
	// At names what the step points at (see Targets): a zone ("hand",
	// "market") or a thing in it ("hand:lumber_yard"); empty for a step
	// about the whole table.
	At string `json:"at,omitempty"`
	// Say is the sentence's translation key.
	Say string `json:"say"`
	// Wait is the move the step waits for, as a descriptor matched against
	// the engine's legal options; empty for a step that only explains and
	// waits for Next.
	Wait string `json:"wait,omitempty"`
	// Why, when set, is the key of the sentence that refuses another move,
	// instead of the runner's own.
	Why string `json:"why,omitempty"`
}

// Explains reports whether the step only explains (it waits for Next).
func (s Step) Explains() bool { return s.Wait == "" }

// EasyBot is the bot spec the lesson's bot seats carry: the game goes on
// against them once the script ends.
const EasyBot = "easy"

// Config is the lesson's game configuration: the player at seat You, Easy
// bots elsewhere, with the lesson's seed. Seats take their names from
// names where it has one (the app's own seat names), "Seat N" otherwise.
func (l *Lesson) Config(names []string) game.Config {
	cfg := game.Config{Game: l.Game, Seed: l.Seed, Teams: l.Teams,
		Expansions: slices.Clone(l.Expansions)}
	if len(l.Variants) > 0 {
		cfg.Variants = make(map[string]string, len(l.Variants))
		for k, v := range l.Variants {
			cfg.Variants[k] = v
		}
	}
	for i := range l.Players {
		seat := game.SeatConfig{Name: fmt.Sprintf("Seat %d", i+1), Bot: EasyBot}
		if i < len(names) && names[i] != "" {
			seat.Name = names[i]
		}
		if i == l.You {
			seat.Bot = ""
		}
		cfg.Seats = append(cfg.Seats, seat)
	}
	return cfg
}

// script is the bots' moves, by seat.
func (l *Lesson) script() (map[game.Seat][]Descriptor, error) {
	out := make(map[game.Seat][]Descriptor, len(l.Bots))
	for k, moves := range l.Bots {
		n, err := strconv.Atoi(k)
		if err != nil || n < 0 || n >= l.Players || n == l.You {
			return nil, fmt.Errorf("lesson %s: bots of %q, which is no bot seat", l.ID, k)
		}
		for i, m := range moves {
			d, err := ParseDescriptor(m)
			if err != nil {
				return nil, fmt.Errorf("lesson %s: seat %d's move %d: %w", l.ID, n, i+1, err)
			}
			out[game.Seat(n)] = append(out[game.Seat(n)], d)
		}
	}
	return out, nil
}

// Keys lists every translation key the lesson names: its title and
// summary, each step's sentence and refusal.
func (l *Lesson) Keys() []string {
	keys := []string{l.Title, l.Summary}
	for _, s := range l.Steps {
		keys = append(keys, s.Say)
		if s.Why != "" {
			keys = append(keys, s.Why)
		}
	}
	return keys
}

// check verifies what can be checked without playing the lesson: names,
// targets, descriptors.
func (l *Lesson) check() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("lesson %s: %s", l.ID, fmt.Sprintf(format, args...))
	}
	switch {
	case l.ID == "" || l.Game == "":
		return bad("no id or no game")
	case l.You < 0 || l.You >= l.Players:
		return bad("the player's seat %d is not among %d", l.You, l.Players)
	case len(l.Steps) == 0:
		return bad("no steps")
	case !strings.HasPrefix(l.Title, "learn.") || !strings.HasPrefix(l.Summary, "learn."):
		return bad("title and summary are learn.* keys")
	}
	for i, s := range l.Steps {
		if !strings.HasPrefix(s.Say, "learn.") || s.Why != "" && !strings.HasPrefix(s.Why, "learn.") {
			return bad("step %d: its sentences are learn.* keys", i+1)
		}
		if !KnownTarget(l.Game, s.At) {
			return bad("step %d points at %q, which no table names", i+1, s.At)
		}
		if s.Wait != "" {
			if _, err := ParseDescriptor(s.Wait); err != nil {
				return bad("step %d: %v", i+1, err)
			}
		}
	}
	for i, m := range l.Before {
		if _, err := ParseDescriptor(m); err != nil {
			return bad("the player's move %d before the steps: %v", i+1, err)
		}
	}
	_, err := l.script()
	return err
}

// Parse reads a lesson file.
func Parse(data []byte) (*Lesson, error) {
	var l Lesson
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return nil, err
	}
	if err := l.check(); err != nil {
		return nil, err
	}
	return &l, nil
}

// All is every lesson, by game (in the games' menu order) then by Order. A lesson file that does not parse is a build's bug: the
// tests read every one.
func All() ([]*Lesson, error) {
	names, err := fs.Glob(files, "lessons/*.json")
	if err != nil {
		return nil, err
	}
	var out []*Lesson
	for _, name := range names {
		data, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		l, err := Parse(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if want := strings.TrimSuffix(strings.TrimPrefix(name, "lessons/"), ".json"); l.ID != want {
			return nil, fmt.Errorf("%s: the lesson's id is %q", name, l.ID)
		}
		out = append(out, l)
	}
	menu := func(name string) int {
		if g, err := games.Get(name); err == nil {
			return g.Menu
		}
		return 1 << 20
	}
	slices.SortStableFunc(out, func(a, b *Lesson) int {
		if c := menu(a.Game) - menu(b.Game); c != 0 {
			return c
		}
		if c := strings.Compare(a.Game, b.Game); c != 0 {
			return c
		}
		return a.Order - b.Order
	})
	return out, nil
}

// For lists a game's lessons in order.
func For(gameName string) ([]*Lesson, error) {
	all, err := All()
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(all, func(l *Lesson) bool { return l.Game != gameName }), nil
}

// Get finds a lesson by id.
func Get(id string) (*Lesson, error) {
	all, err := All()
	if err != nil {
		return nil, err
	}
	for _, l := range all {
		if l.ID == id {
			return l, nil
		}
	}
	return nil, fmt.Errorf("learn: no lesson %q", id)
}
