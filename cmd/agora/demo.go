package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"agora/bots"
	"agora/game"
	"agora/game/games"
	"agora/ui/tables"
)

// demoGame starts the game a --demo flag names ("wonders:7": 7 players),
// you in seat 1 against bots, and lets bots play every seat until the
// picture the game's table stages (tables.Demo: 7 Wonders stops in Age
// II, Dale in its middle), so the table has something on it. It serves
// screenshots. Further words are the game's ("wonders:7:commerce:faith",
// "dale:4:teams"; see ui/tables), and two are every game's: "end" plays
// the whole game, for the final score pad, and "start" none of it, for a
// game to play from its first turn.
func demoGame(spec string) (game.State, error) {
	parts := strings.Split(spec, ":")
	name := parts[0]
	players, err := strconv.Atoi(strings.Join(parts[1:min(2, len(parts))], ""))
	if err != nil {
		return nil, fmt.Errorf("--demo takes game:players[:expansion...], not %q", spec)
	}
	g, err := games.Get(name)
	if err != nil {
		return nil, fmt.Errorf("--demo: %w", err)
	}
	var stop func(game.State) bool
	var words []string
	for _, word := range parts[2:] {
		switch word {
		case "start":
			stop = func(game.State) bool { return true }
		case "end":
			stop = func(game.State) bool { return false }
		default:
			words = append(words, word)
		}
	}
	var d tables.Demo
	if t, err := tables.Get(name); err == nil && t.Demo != nil {
		d = t.Demo(players, words)
	} else {
		d.Expansions = words
	}
	if stop != nil {
		d.Stop = stop
	}
	if d.Stop == nil {
		d.Stop = func(game.State) bool { return false }
	}
	// A demo whose picture depends on the deal (Demo.Seeds) tries the
	// next seeds until one brings it.
	var s game.State
	for seed := uint64(7); seed < 7+uint64(max(d.Seeds, 1)); seed++ {
		if s, err = demoPlay(g, d, players, seed); err != nil || d.Stop(s) {
			break
		}
	}
	return s, err
}

// demoPlay plays one demo game from seed until its picture.
func demoPlay(g games.Game, d tables.Demo, players int, seed uint64) (game.State, error) {
	cfg := game.Config{Game: g.Rules.Game, Seed: seed, Expansions: d.Expansions, Teams: d.Teams}
	for i := range players {
		seat := game.SeatConfig{Name: fmt.Sprintf("Bot %d", i+1), Bot: "heuristic"}
		if i == 0 {
			seat = game.SeatConfig{Name: "Alex"}
		}
		cfg.Seats = append(cfg.Seats, seat)
	}
	s, err := g.Rules.Start(cfg)
	if err != nil {
		return nil, err
	}
	seatBots := make([]bots.Bot, players)
	for i := range seatBots {
		if seatBots[i], err = bots.New("Medium", g.Name(), uint64(i)); err != nil {
			return nil, err
		}
	}
	for range 400*players + 1 {
		if s.Over() || d.Stop(s) {
			break
		}
		seat := s.Pending()[0].Seat
		opt, err := seatBots[seat].Choose(context.Background(), s.View(seat), s.Legal(seat, nil))
		if err != nil {
			return nil, err
		}
		if d.Steer != nil {
			opt = d.Steer(s, seat, opt)
		}
		if err := s.Apply(seat, opt); err != nil {
			return nil, err
		}
	}
	return s, nil
}
