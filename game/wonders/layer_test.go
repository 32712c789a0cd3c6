package wonders

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"agora/game"
	"agora/game/gametest"
)

// The tithe is a small expansion written for these tests only, to show an
// expansion plugging in as a layer (docs/architecture.md, "Adding an
// expansion"): at the start of each Age, before anything else, each seat
// in turn may give a coin to the bank for a point at the end. It declares
// a prompt kind of its own, keeps its state in its layer's word (bits 0-7:
// the seats that still owe their answer this Age; 4 bits a seat from bit
// 8: the coins given), and hashes, checks and scores it. It borrows the
// auction's Pass and Bid moves for its two answers.
const (
	expansionTithe = "tithe"
	kindTithe      = "test.tithe"
)

var titheLayer = new(layer)

func init() {
	*titheLayer = layer{
		name:  expansionTithe,
		kinds: []string{kindTithe},
		startAge: func(g *State) bool {
			w := g.word(titheLayer)
			*w = *w&^0xff | (1<<uint(g.players) - 1)
			return false
		},
		interject: func(g *State) (game.Seat, string, bool) {
			owe := *g.word(titheLayer) & 0xff
			if owe == 0 {
				return 0, "", false
			}
			return game.Seat(bits.TrailingZeros64(owe)), kindTithe, true
		},
		options: func(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option {
			buf = append(buf, Move{Action: Pass, City: c, Card: NoCard}.Option())
			if g.cities[c].coins > 0 {
				buf = append(buf, Move{Action: Bid, City: c, Card: NoCard, Price: 1}.Option())
			}
			return buf
		},
		apply: func(g *State, kind string, m Move) {
			g.settled = len(g.log)
			w := g.word(titheLayer)
			*w &^= 1 << m.City
			if m.Action == Bid {
				g.cities[m.City].coins--
				*w += 1 << (8 + 4*m.City)
			}
		},
		check: func(g *State) error {
			if owe := *g.word(titheLayer) & 0xff; owe >= 1<<uint(g.players) {
				return fmt.Errorf("tithe owed by cities %b of %d", owe, g.players)
			}
			return nil
		},
		digest: func(g *State, h *game.Hash) { h.Uint64(*g.word(titheLayer)) },
		score: func(g *State, c int, b *Breakdown) {
			b[CatCivilian] += int(*g.word(titheLayer) >> (8 + 4*c) & 0xf)
		},
	}
	addLayer(titheLayer)
}

// withTithe lets the engine's configuration name the tithe for one test.
func withTithe(t *testing.T) {
	saved := Rules.Expansions
	Rules.Expansions = append(slices.Clip(saved), expansionTithe)
	t.Cleanup(func() { Rules.Expansions = saved })
}

// The tithe's prompt comes first in each Age, seat by seat; its coins go
// to the bank and its points to the score; the rest of the game is the
// base game's.
func TestLayerTithePlugsIn(t *testing.T) {
	withTithe(t)
	cfg := config(3, 1, VariantSides, "A")
	cfg.Expansions = []string{expansionTithe}
	g := start(t, cfg)
	tb := &table{t: t, g: g, kept: map[*Card]bool{}}
	coins := g.cities[0].coins
	for s, answer := range []Move{{Action: Bid, Price: 1}, {Action: Pass}, {Action: Bid, Price: 1}} {
		if p := g.Pending(); len(p) != 1 || p[0].Kind != kindTithe || p[0].Seat != game.Seat(s) {
			t.Fatalf("seat %d: pending %v", s, p)
		}
		answer.City, answer.Card = s, NoCard
		tb.play(answer)
		tb.check()
	}
	for _, p := range g.Pending() {
		if p.Kind != KindCard {
			t.Fatalf("after the tithe, the card choice: %v", g.Pending())
		}
	}
	if g.cities[0].coins != coins-1 || g.cities[1].coins != coins {
		t.Fatalf("coins %d %d, from %d", g.cities[0].coins, g.cities[1].coins, coins)
	}
	base := start(t, config(3, 1, VariantSides, "A"))
	if got, want := g.Score(0)[CatCivilian], base.Score(0)[CatCivilian]+1; got != want {
		t.Fatalf("seat 0 scores %d civilian points, want %d", got, want)
	}
	other := g.clone()
	*other.word(titheLayer) ^= 1 << 12
	if other.Digest() == g.Digest() {
		t.Fatal("the digest does not see the tithe")
	}
}

// Random games with the tithe, alone and over Commerce and Faith, keep
// the engine's contract (clones, views, refusals, replay) and ask the
// tithe of every seat once an Age.
func TestLayerTitheRandomGames(t *testing.T) {
	withTithe(t)
	for seed := range uint64(12) {
		players := 3 + int(seed%5)
		cfg := config(players, seed, VariantSides, "A")
		cfg.Expansions = []string{expansionTithe}
		if seed%2 == 1 {
			cfg.Expansions = append(cfg.Expansions, ExpansionCommerce, ExpansionFaith)
		}
		rng := game.NewRand(seed*7 + 1)
		s, err := gametest.Playout(start(t, cfg), &rng, 20000)
		if err != nil {
			t.Fatalf("seed %d %v: %v", seed, cfg.Expansions, err)
		}
		asked := 0
		g := start(t, cfg)
		for _, d := range s.Log() {
			for _, p := range g.Pending() {
				if p.Seat == d.Seat && p.Kind == kindTithe {
					asked++
				}
			}
			if err := g.Apply(d.Seat, d.Option); err != nil {
				t.Fatal(err)
			}
		}
		if asked != 3*players {
			t.Errorf("seed %d: the tithe was asked %d times, want %d", seed, asked, 3*players)
		}
	}
}
