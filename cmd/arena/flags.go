package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

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
	var exps []string
	if t.expansions != "" {
		exps = strings.Split(t.expansions, ",")
	}
	variants, err := t.variantMap()
	if err != nil {
		return game.Rules{}, nil, err
	}
	cfg := game.Config{Game: r.Game, Seats: make([]game.SeatConfig, t.players), Expansions: exps, Teams: t.teams, Variants: variants}
	if err := cfg.Validate(r); err != nil {
		return game.Rules{}, nil, usageError{err.Error()}
	}
	return r, exps, nil
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
	if fs.NArg() > 0 && fs.Name() != "replay" && fs.Name() != "merge" {
		return false, usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	return false, nil
}
