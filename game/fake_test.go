package game_test

import (
	"fmt"
	"slices"

	"agora/game"
)

// highCard is a small game that exercises the whole contract: simultaneous
// choices with hidden hands, then a one-seat decision, scores with a
// tiebreak. Each seat holds 3 cards; each round every seat plays one at
// once, the single highest card scores a point and its owner then chooses a
// coin or a card from the hidden deck.
type highCard struct {
	cfg     game.Config
	rng     game.Rand
	hands   [][]int
	deck    []int
	played  []int // card chosen this round per seat, 0 if none yet
	points  []int
	coins   []int
	bonus   int // seat choosing a bonus, -1 if none
	round   int
	log     []game.Decision
	settled int
	pending []game.Prompt
}

const (
	fakeRounds   = 3
	bonusCoin    = game.Option(1000)
	bonusCard    = game.Option(1001)
	fakeMinSeats = 2
	fakeMaxSeats = 5
)

var fakeRules = game.Rules{
	Game:       "highcard",
	MinPlayers: fakeMinSeats,
	MaxPlayers: fakeMaxSeats,
	Expansions: []string{"jokers"},
	Variants:   []game.Variant{{Name: "deal", Values: []string{"random", "sorted"}}},
	TeamSizes:  []int{4},
	New:        newHighCard,
}

func lookupFake(name string) (game.Rules, bool) {
	return fakeRules, name == fakeRules.Game
}

func newHighCard(cfg game.Config) (game.State, error) {
	n := cfg.Players()
	g := &highCard{cfg: cfg, rng: game.NewRand(cfg.Seed), bonus: -1}
	for c := 1; c <= 3*n+5; c++ {
		g.deck = append(g.deck, c)
	}
	if cfg.Variant("deal", "random") == "random" {
		g.rng.Shuffle(len(g.deck), func(i, j int) { g.deck[i], g.deck[j] = g.deck[j], g.deck[i] })
	}
	g.hands = make([][]int, n)
	for i := range g.hands {
		g.hands[i] = append([]int(nil), g.deck[:3]...)
		g.deck = g.deck[3:]
	}
	g.played = make([]int, n)
	g.points = make([]int, n)
	g.coins = make([]int, n)
	g.refreshPending()
	return g, nil
}

func (g *highCard) Game() string        { return fakeRules.Game }
func (g *highCard) Config() game.Config { return g.cfg }
func (g *highCard) Pending() []game.Prompt {
	return g.pending
}

func (g *highCard) refreshPending() {
	g.pending = g.pending[:0]
	switch {
	case g.round >= fakeRounds:
	case g.bonus >= 0:
		g.pending = append(g.pending, game.Prompt{Seat: game.Seat(g.bonus), Kind: "highcard.bonus"})
	default:
		for i, c := range g.played {
			if c == 0 {
				g.pending = append(g.pending, game.Prompt{Seat: game.Seat(i), Kind: "highcard.play"})
			}
		}
	}
}

func (g *highCard) Legal(seat game.Seat, buf []game.Option) []game.Option {
	if g.Over() || int(seat) < 0 || int(seat) >= len(g.hands) {
		return buf
	}
	if g.bonus >= 0 {
		if int(seat) == g.bonus {
			buf = append(buf, bonusCoin)
			if len(g.deck) > 0 {
				buf = append(buf, bonusCard)
			}
		}
		return buf
	}
	if g.played[seat] != 0 {
		return buf
	}
	for _, c := range g.hands[seat] {
		buf = append(buf, game.Option(c))
	}
	return buf
}

func (g *highCard) Apply(seat game.Seat, opt game.Option) error {
	if err := game.CheckMove(g, seat, opt); err != nil {
		return err
	}
	g.log = append(g.log, game.Decision{Seat: seat, Option: opt})
	switch opt {
	case bonusCoin:
		g.coins[seat]++
		g.endBonus()
	case bonusCard:
		g.hands[seat] = append(g.hands[seat], g.deck[0])
		g.deck = g.deck[1:]
		g.endBonus()
	default:
		g.played[seat] = int(opt)
		h := g.hands[seat]
		g.hands[seat] = slices.Delete(h, slices.Index(h, int(opt)), slices.Index(h, int(opt))+1)
		if !slices.Contains(g.played, 0) {
			g.resolve()
		}
	}
	g.refreshPending()
	return nil
}

func (g *highCard) resolve() {
	g.settled = len(g.log)
	best := slices.Max(g.played)
	winner := slices.Index(g.played, best)
	g.points[winner]++
	g.bonus = winner
	for i := range g.played {
		g.played[i] = 0
	}
}

func (g *highCard) endBonus() {
	g.settled = len(g.log)
	g.bonus = -1
	g.round++
}

func (g *highCard) Describe(opt game.Option) string {
	switch opt {
	case bonusCoin:
		return "take a coin"
	case bonusCard:
		return "draw a card"
	}
	return fmt.Sprintf("play %d", opt)
}

func (g *highCard) Over() bool { return g.round >= fakeRounds }

func (g *highCard) Outcome() game.Outcome {
	var o game.Outcome
	for i := range g.points {
		o.Scores = append(o.Scores, game.Score{
			Total:      g.points[i] + g.coins[i],
			Categories: []game.Points{{Category: "rounds", Points: g.points[i]}, {Category: "coins", Points: g.coins[i]}},
			Tiebreak:   len(g.hands[i]),
		})
	}
	game.Rank(o.Scores)
	return o
}

func (g *highCard) Log() []game.Decision { return g.log }
func (g *highCard) Settled() int         { return g.settled }

func (g *highCard) Check() error {
	seen := map[int]bool{}
	count := func(c int) error {
		if seen[c] {
			return fmt.Errorf("card %d in two places", c)
		}
		seen[c] = true
		return nil
	}
	for _, h := range g.hands {
		for _, c := range h {
			if err := count(c); err != nil {
				return err
			}
		}
	}
	for _, c := range g.deck {
		if err := count(c); err != nil {
			return err
		}
	}
	for _, c := range g.played {
		if c != 0 {
			if err := count(c); err != nil {
				return err
			}
		}
	}
	return nil
}

func (g *highCard) Digest() uint64 {
	h := game.NewHash()
	g.rng.Mix(&h)
	for _, hand := range g.hands {
		h.Ints(hand)
	}
	h.Ints(g.deck)
	h.Ints(g.played)
	h.Ints(g.points)
	h.Ints(g.coins)
	h.Int(g.bonus)
	h.Int(g.round)
	h.Int(len(g.log))
	return h.Sum()
}

func (g *highCard) Clone() game.State {
	c := *g
	c.hands = make([][]int, len(g.hands))
	for i, h := range g.hands {
		c.hands[i] = slices.Clone(h)
	}
	c.deck = slices.Clone(g.deck)
	c.played = slices.Clone(g.played)
	c.points = slices.Clone(g.points)
	c.coins = slices.Clone(g.coins)
	c.log = slices.Clone(g.log)
	c.pending = slices.Clone(g.pending)
	return &c
}

// highCardView is what one seat knows: its own hand and card played, the
// counts of everyone else's.
type highCardView struct {
	seat  game.Seat
	Hand  []int
	Sizes []int
	state *highCard
}

func (v highCardView) Seat() game.Seat { return v.seat }

func (g *highCard) View(seat game.Seat) game.View {
	v := highCardView{seat: seat, state: g.Clone().(*highCard)}
	v.Hand = slices.Clone(g.hands[seat])
	for _, h := range g.hands {
		v.Sizes = append(v.Sizes, len(h))
	}
	return v
}

// Determinize deals every card the seat cannot see (other hands, other
// seats' played cards and the deck) anew.
func (v highCardView) Determinize(rng *game.Rand) game.State {
	c := v.state.Clone().(*highCard)
	var hidden []int
	for i := range c.hands {
		if game.Seat(i) != v.seat {
			hidden = append(hidden, c.hands[i]...)
			if c.played[i] != 0 {
				hidden = append(hidden, c.played[i])
			}
		}
	}
	hidden = append(hidden, c.deck...)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for i := range c.hands {
		if game.Seat(i) == v.seat {
			continue
		}
		n := len(c.hands[i])
		c.hands[i], hidden = append(c.hands[i][:0], hidden[:n]...), hidden[n:]
		if c.played[i] != 0 {
			c.played[i], hidden = hidden[0], hidden[1:]
		}
	}
	c.deck = append(c.deck[:0], hidden...)
	c.rng = game.NewRand(rng.Uint64())
	return c
}
