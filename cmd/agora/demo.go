package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"agora/bots"
	"agora/game"
	"agora/game/dale"
	"agora/game/games"
	"agora/game/wonders"
)

// demoGame starts the game a --demo flag names ("wonders:7": 7 players),
// you in seat 1 against bots, and lets bots play the first turns for every
// seat, into the second Age, so the table has something on it. It serves
// screenshots. Further words name expansions ("wonders:7:commerce"), and
// "marketday" stops instead at your first Market Day decision, "invoke"
// (with faith) at your first Age II card that can invoke a god once a god
// stands in some city; the other seats then invoke a god whenever they
// can in Age II, so that the panels show some; "end" plays the whole
// game, for the final score pad, and "start" none of it, for a game to
// play from its first turn. A Dale game ("dale:4") stops in its middle
// (daleMidGame); "teams" makes it the 2 vs 2 game and "pay" stops it in
// a purchase's payment.
func demoGame(spec string) (game.State, error) {
	parts := strings.Split(spec, ":")
	name := parts[0]
	players, err := strconv.Atoi(strings.Join(parts[1:min(2, len(parts))], ""))
	if err != nil {
		return nil, fmt.Errorf("--demo takes game:players[:expansion...], not %q", spec)
	}
	stop := secondAge
	if name == "dale" {
		stop = daleMidGame(players, "")
	}
	teams := false
	var expansions []string
	for _, word := range parts[2:] {
		if name == "dale" && word == "teams" {
			teams = true
			continue
		}
		if name == "dale" && word == "pay" {
			stop = daleMidGame(players, "dale.pay")
			continue
		}
		if word == "marketday" {
			stop = marketDay
			continue
		}
		if word == "invoke" {
			stop = godInvocation
			continue
		}
		if word == "start" {
			stop = func(game.State) bool { return true }
			continue
		}
		if word == "end" {
			stop = func(game.State) bool { return false }
			continue
		}
		expansions = append(expansions, word)
	}
	r, ok := games.Lookup(name)
	if !ok {
		return nil, fmt.Errorf("--demo: unknown game %q", name)
	}
	cfg := game.Config{Game: name, Seed: 7, Expansions: expansions, Teams: teams}
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
	for range 400*players + 1 {
		if s.Over() || stop(s) {
			break
		}
		seat := s.Pending()[0].Seat
		opt, err := seatBots[seat].Choose(context.Background(), s.View(seat), s.Legal(seat, nil))
		if err != nil {
			return nil, err
		}
		if strings.HasSuffix(spec, ":invoke") {
			opt = demoInvocation(s, seat, opt)
		}
		if err := s.Apply(seat, opt); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// daleMidGame stops a Dale game in its middle, where every stall has
// stacks and the piles have cards: at your action once each seat has had
// six turns, or with kind (a prompt kind such as "dale.pay", the
// payment of a purchase) at your first decision of that kind from then.
// "dale:4:teams" is the 2 vs 2 team game, "dale:4:pay" stops in a
// payment.
func daleMidGame(players int, kind string) func(game.State) bool {
	if kind == "" {
		kind = "dale.action"
	}
	return func(s game.State) bool {
		v, ok := s.View(0).(*dale.View)
		if !ok || v.Turn < 6*players {
			return false
		}
		p := s.Pending()
		return len(p) > 0 && p[0].Seat == 0 && p[0].Kind == kind
	}
}

// secondAge reports whether a 7 Wonders game has reached Age II: every
// hand holds 7 cards again and the cities have an Age of buildings, a
// good moment for a picture of the table.
func secondAge(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	return ok && v.Age >= 2
}

// marketDay reports whether a Commerce game waits for seat 0 on Market Day.
func marketDay(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	return ok && v.MarketDay != nil && v.Prompt != ""
}

// godInvocation reports whether a Faith game waits for seat 0's Age II
// card while it may invoke a god with it, a god already standing in some
// city.
func godInvocation(s game.State) bool {
	v, ok := s.View(0).(*wonders.View)
	if !ok || v.Age < 2 || v.Prompt != wonders.KindCard || v.Faith == nil {
		return false
	}
	standing := false
	for _, c := range v.Cities {
		standing = standing || len(c.Gods) > 0
	}
	for _, o := range v.Options {
		if wonders.MustDecode(o).GodMode.Invokes() && standing {
			return true
		}
	}
	return false
}

// demoInvocation stages the "invoke" demo from Age II on: the other seats
// invoke a god whenever they can, you keep yours (no god with your cards,
// no Seth) for the picture; otherwise it is the bot's choice opt.
func demoInvocation(s game.State, seat game.Seat, opt game.Option) game.Option {
	v, ok := s.View(seat).(*wonders.View)
	if !ok || v.Age < 2 {
		return opt
	}
	for _, o := range s.Legal(seat, nil) {
		m := wonders.MustDecode(o)
		if seat != 0 && v.Prompt == wonders.KindCard && m.GodMode.Invokes() {
			return o
		}
		if seat == 0 && m.GodMode == wonders.NoGodMode && m.Action != wonders.Cancel {
			if b := wonders.MustDecode(opt); b.GodMode != wonders.NoGodMode || b.Action == wonders.Cancel {
				return o
			}
		}
	}
	return opt
}
