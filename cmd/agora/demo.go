package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"agora/bots"
	"agora/game"
	"agora/game/games"
	"agora/game/wonders"
)

// demoGame starts the game a --demo flag names ("wonders:7": 7 players),
// you in seat 1 against bots, and lets bots play the first turns for every
// seat, into the second Age, so the table has something on it. It serves
// screenshots.
func demoGame(spec string) (game.State, error) {
	name, n, _ := strings.Cut(spec, ":")
	players, err := strconv.Atoi(n)
	if err != nil {
		return nil, fmt.Errorf("--demo takes game:players, not %q", spec)
	}
	r, ok := games.Lookup(name)
	if !ok {
		return nil, fmt.Errorf("--demo: unknown game %q", name)
	}
	cfg := game.Config{Game: name, Seed: 7}
	for i := range players {
		seat := game.SeatConfig{Name: fmt.Sprintf("Bot %d", i+1), Bot: "heuristic"}
		if i == 0 {
			seat = game.SeatConfig{Name: "Alex"}
		}
		cfg.Seats = append(cfg.Seats, seat)
	}
	s, err := r.Start(cfg)
	if err != nil {
		return nil, err
	}
	seatBots := make([]bots.Bot, players)
	for i := range seatBots {
		if seatBots[i], err = bots.New("heuristic", name, uint64(i)); err != nil {
			return nil, err
		}
	}
	for range 9*players + 1 {
		if s.Over() || secondAge(s) {
			break
		}
		seat := s.Pending()[0].Seat
		opt, err := seatBots[seat].Choose(context.Background(), s.View(seat), s.Legal(seat, nil))
		if err != nil {
			return nil, err
		}
		if err := s.Apply(seat, opt); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// secondAge reports whether a 7 Wonders game has reached Age II: every
// hand holds 7 cards again and the cities have an Age of buildings, a
// good moment for a picture of the table.
func secondAge(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	return ok && v.Age >= 2
}
