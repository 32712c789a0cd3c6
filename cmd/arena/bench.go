package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"agora/bots"
	"agora/game"
)

func bench(args []string, stdout io.Writer) (int, error) {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	var t tableFlags
	t.register(fs)
	n := fs.Int("games", 1000, "number of random games")
	seed := fs.Uint64("seed", 1, "seed")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if help, err := parse(fs, args, stdout); help || err != nil {
		return exitOK, err
	}
	r, exps, err := t.rules()
	if err != nil {
		return 0, err
	}
	if err := checkInt("--games", *n, 1, bots.MaxGames); err != nil {
		return 0, err
	}
	variants, _ := t.variantMap() // checked by rules
	cfg := game.Config{Game: r.Game, Expansions: exps, Teams: t.teams, Variants: variants, Seed: *seed}
	for i := range t.players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Name: fmt.Sprint("seat ", i+1), Bot: "random"})
	}
	sp, err := bots.Playouts(r, cfg, *n)
	if err != nil {
		return 0, err
	}
	if *asJSON {
		return exitOK, json.NewEncoder(stdout).Encode(sp)
	}
	fmt.Fprintf(stdout, "%s, %d players: %d random games, %.0f games/s, %.0f decisions/s on one core\n",
		sp.Game, sp.Players, sp.Games, sp.GamesPerSec, sp.DecisionsSec)
	return exitOK, nil
}
