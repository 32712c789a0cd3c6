package main

import (
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"agora/bots"
	"agora/game"
	"agora/game/games"
)

// tableFlags are the flags that pick a game and its table.
type tableFlags struct {
	game       string
	players    int
	expansions string
	teams      bool
	variants   string
}

func (t *tableFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&t.game, "game", "", "game to play: "+strings.Join(games.Names(), ", "))
	fs.IntVar(&t.players, "players", 0, "number of seats")
	fs.StringVar(&t.expansions, "expansions", "", "comma-separated expansions")
	fs.BoolVar(&t.teams, "teams", false, "team game")
	fs.StringVar(&t.variants, "variants", "", "comma-separated engine switches, e.g. market-day=off")
}

// variantMap reads --variants, "name=value,name=value".
func (t *tableFlags) variantMap() (map[string]string, error) {
	if t.variants == "" {
		return nil, nil
	}
	out := map[string]string{}
	for _, kv := range strings.Split(t.variants, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return nil, usageError{fmt.Sprintf("--variants takes name=value pairs, not %q", kv)}
		}
		if _, twice := out[k]; twice {
			return nil, usageError{fmt.Sprintf("--variants sets %q twice", k)}
		}
		out[k] = v
	}
	return out, nil
}

// rules finds the engine and checks the table against it.
func (t *tableFlags) rules() (game.Rules, []string, error) {
	if t.game == "" {
		return game.Rules{}, nil, usageError{"--game is required; " + available()}
	}
	r, ok := games.Lookup(t.game)
	if !ok {
		return game.Rules{}, nil, usageError{fmt.Sprintf("unknown game %q; %s", t.game, available())}
	}
	if t.players < r.MinPlayers || t.players > r.MaxPlayers {
		return game.Rules{}, nil, usageError{fmt.Sprintf("--players: %s takes %d to %d players, not %d", r.Game, r.MinPlayers, r.MaxPlayers, t.players)}
	}
	exps, err := splitList("--expansions", t.expansions)
	if err != nil {
		return game.Rules{}, nil, err
	}
	variants, err := t.variantMap()
	if err != nil {
		return game.Rules{}, nil, err
	}
	cfg := game.Config{Game: r.Game, Seats: make([]game.SeatConfig, t.players), Expansions: exps, Teams: t.teams, Variants: variants}
	if err := cfg.Validate(r); err != nil {
		return game.Rules{}, nil, usageError{err.Error()}
	}
	for _, k := range slices.Sorted(maps.Keys(variants)) {
		if v, _ := r.Variant(k); !v.Applies(exps) {
			if v.IncludedIn != "" && slices.Contains(exps, v.IncludedIn) {
				return game.Rules{}, nil, usageError{fmt.Sprintf("--variants %s changes nothing with %s, which includes it", k, v.IncludedIn)}
			}
			return game.Rules{}, nil, usageError{fmt.Sprintf("--variants %s belongs to %s: add it to --expansions", k, v.Requires)}
		}
	}
	return r, exps, nil
}

// splitList reads a comma-separated flag: no empty item, none twice.
func splitList(name, s string) ([]string, error) {
	if s == "" {
		return nil, nil
	}
	items := strings.Split(s, ",")
	for i, it := range items {
		if it == "" {
			return nil, usageError{fmt.Sprintf("%s has an empty item in %q", name, s)}
		}
		if slices.Contains(items[:i], it) {
			return nil, usageError{fmt.Sprintf("%s names %q twice", name, it)}
		}
	}
	return items, nil
}

// checkInt refuses a number outside lo..hi.
func checkInt(name string, v, lo, hi int) error {
	if v < lo || v > hi {
		return usageError{fmt.Sprintf("%s takes %d to %d, not %d", name, lo, hi, v)}
	}
	return nil
}

// checkRange refuses a number outside lo..hi, and NaN.
func checkRange(name string, v, lo, hi float64) error {
	if !(v >= lo && v <= hi) {
		return usageError{fmt.Sprintf("%s takes %g to %g, not %g", name, lo, hi, v)}
	}
	return nil
}

// maxWorkers bounds --workers: games played at once.
const maxWorkers = 1024

func checkWorkers(n int) error { return checkInt("--workers", n, 0, maxWorkers) }

// checkBots refuses a bot spec that no bot of the game answers to.
func checkBots(name, gameName string, specs []string) error {
	for _, spec := range specs {
		if _, err := bots.New(spec, gameName, 0); err != nil {
			return usageError{fmt.Sprintf("%s: %v", name, err)}
		}
	}
	return nil
}

func available() string {
	if len(games.Names()) == 0 {
		return "no game is available in this build yet"
	}
	return "available: " + strings.Join(games.Names(), ", ")
}

// parse reads flags with one-line errors and no usage dump.
func parse(fs *flag.FlagSet, args []string, stdout io.Writer) (help bool, err error) {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return true, nil
		}
		return false, usageError{err.Error()}
	}
	if fs.NArg() > 0 && fs.Name() != "replay" && fs.Name() != "merge" && fs.Name() != "review" {
		return false, usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	return false, nil
}
