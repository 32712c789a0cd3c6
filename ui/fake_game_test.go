package ui

import (
	"fmt"

	"agora/game"
)

// tally is a tiny game for the shell's tests: seats take turns adding one
// or two to their tally, twice each; the highest tally wins.
type tally struct {
	cfg   game.Config
	turn  int
	sums  []int
	log   []game.Decision
	rng   game.Rand
	trail []game.Prompt
}

var tallyRules = game.Rules{
	Game:       "tally",
	MinPlayers: 2,
	MaxPlayers: 5,
	Expansions: []string{"doubles"},
	Variants: []game.Variant{
		{Name: "pace", Values: []string{"calm", "brisk"}},
		{Name: "mark.0", Values: []string{"none", "star"}},
		{Name: "mark.1", Values: []string{"none", "star"}},
		{Name: "mark.2", Values: []string{"none", "star"}},
		{Name: "mark.3", Values: []string{"none", "star"}},
		{Name: "mark.4", Values: []string{"none", "star"}},
		{Name: "bonus", Values: []string{"off", "on"}, Requires: "doubles"},
	},
	TeamSizes: []int{4},
	New: func(cfg game.Config) (game.State, error) {
		return &tally{cfg: cfg, sums: make([]int, cfg.Players()), rng: game.NewRand(cfg.Seed)}, nil
	},
}

// soloRules is a second game with a fixed player count.
var soloRules = game.Rules{Game: "solo", MinPlayers: 3, MaxPlayers: 3, New: tallyRules.New}

func (g *tally) Game() string        { return g.cfg.Game }
func (g *tally) Config() game.Config { return g.cfg }
func (g *tally) seat() game.Seat     { return game.Seat(g.turn % len(g.sums)) }
func (g *tally) Over() bool          { return g.turn >= 2*len(g.sums) }

func (g *tally) Pending() []game.Prompt {
	if g.Over() {
		return nil
	}
	g.trail = append(g.trail[:0], game.Prompt{Seat: g.seat(), Kind: "tally.add"})
	return g.trail
}

func (g *tally) Legal(seat game.Seat, buf []game.Option) []game.Option {
	if g.Over() || seat != g.seat() {
		return buf
	}
	return append(buf, 1, 2)
}

func (g *tally) Apply(seat game.Seat, opt game.Option) error {
	if err := game.CheckMove(g, seat, opt); err != nil {
		return err
	}
	g.sums[seat] += int(opt)
	g.log = append(g.log, game.Decision{Seat: seat, Option: opt})
	g.turn++
	return nil
}

func (g *tally) Describe(opt game.Option) string { return fmt.Sprintf("add %d", opt) }
func (g *tally) View(seat game.Seat) game.View   { return tallyView{g.Clone().(*tally), seat} }

func (g *tally) Clone() game.State {
	c := *g
	c.sums = append([]int(nil), g.sums...)
	c.log = append([]game.Decision(nil), g.log...)
	c.trail = nil
	return &c
}

func (g *tally) Outcome() game.Outcome {
	o := game.Outcome{Scores: make([]game.Score, len(g.sums))}
	for i, s := range g.sums {
		o.Scores[i] = game.Score{Total: s, Categories: []game.Points{{Category: "tally", Points: s}}}
	}
	game.Rank(o.Scores)
	return o
}

func (g *tally) Log() []game.Decision { return g.log }
func (g *tally) Settled() int         { return len(g.log) }
func (g *tally) Check() error         { return nil }

func (g *tally) Digest() uint64 {
	h := game.NewHash()
	h.Int(g.turn)
	h.Ints(g.sums)
	g.rng.Mix(&h)
	return h.Sum()
}

type tallyView struct {
	g    *tally
	seat game.Seat
}

func (v tallyView) Seat() game.Seat                   { return v.seat }
func (v tallyView) Determinize(*game.Rand) game.State { return v.g.Clone() }
