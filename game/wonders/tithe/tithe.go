// Package tithe is a small expansion of 7 Wonders written to show, and to
// test, an expansion living in a package of its own: at the start of each
// Age, before anything else, each seat in turn may give the bank up to two
// coins, each worth a point on the tithe's own score line at the end.
//
// It registers its layer from init (wonders.Register) with its own prompt
// kind, action, word of state, invariants, digest, score line and view
// section; a program plays it by importing the package, and names it in
// its configuration's expansions (it is listed in wonders.Rules.Preview:
// the app does not offer it). The 7 Wonders table shows its prompt with a
// panel of its own (ui/wonders/tithepanel). Nothing in game/wonders names
// it.
package tithe

import (
	"fmt"
	"math/bits"

	"agora/game"
	"agora/game/wonders"
)

// The tithe's names: the expansion in a configuration, its prompt kind,
// its action and its score line.
const (
	Name = "tithe"
	Kind = "tithe.give"
	Line = "tithe"
)

// Give is the tithe's answer: Move.Price coins (0 to MaxGift) given to
// the bank by Move.City. Its number is part of the saves' encoding.
const Give wonders.Action = wonders.MaxAction

// MaxGift is the most a city gives in one Age.
const MaxGift = 2

// The layout of the tithe's word of state: bits 0-7, the cities that
// still owe their answer this Age; then 4 bits a city, the coins it gave.
const (
	oweBits   = 0xff
	givenAt   = 8
	givenBits = 4
)

// x is the registered layer.
var x *wonders.Expansion

func init() {
	x = wonders.Register(layer)
}

// layer is the tithe's hooks.
var layer = wonders.Layer{
	Name:    Name,
	Order:   5, // before every other layer's start of an Age
	Prompts: []wonders.Prompt{{Kind: Kind, Options: options, Apply: apply}},
	Actions: []wonders.ActionDef{{Action: Give, Name: "tithe_give"}},
	Lines:   []string{Line},
	StartAge: func(g *wonders.State) {
		w := x.Word(g)
		*w = *w&^oweBits | (1<<uint(g.Players()) - 1)
	},
	Ask: func(g *wonders.State) (game.Seat, string, bool) {
		owe := *x.Word(g) & oweBits
		if owe == 0 {
			return 0, "", false
		}
		return game.Seat(bits.TrailingZeros64(owe)), Kind, true
	},
	Check: check,
	Digest: func(g *wonders.State, h *game.Hash) {
		h.Uint64(*x.Word(g))
	},
	Score: func(g *wonders.State, c int, b *wonders.Breakdown) {
		b[x.Line(0)] += given(g, c)
	},
	View:    view,
	NewView: func() any { return new(View) },
}

// given is what city c gave so far.
func given(g *wonders.State, c int) int {
	if c >= g.Players() {
		return 0 // the Free City is never asked
	}
	return int(*x.Word(g) >> (givenAt + givenBits*c) & (1<<givenBits - 1))
}

// options are city c's answers: from nothing to MaxGift coins, as many as
// it holds.
func options(g *wonders.State, c int, buf []game.Option) []game.Option {
	for n := range min(MaxGift, g.Coins(c)) + 1 {
		buf = append(buf, wonders.Move{Action: Give, City: c, Card: wonders.NoCard, Price: n}.Option())
	}
	return buf
}

// apply carries city c's answer out; it is final.
func apply(g *wonders.State, m wonders.Move) {
	g.SettleDecisions()
	w := x.Word(g)
	*w &^= 1 << m.City
	if m.Price > 0 {
		g.AddCoins(m.City, -m.Price)
		*w += uint64(m.Price) << (givenAt + givenBits*m.City)
	}
}

// check verifies that only seats owe an answer and that no city gave more
// than MaxGift an Age.
func check(g *wonders.State) error {
	if owe := *x.Word(g) & oweBits; owe >= 1<<uint(g.Players()) {
		return fmt.Errorf("tithe owed by cities %b of %d", owe, g.Players())
	}
	for c := range g.Players() {
		if n := given(g, c); n > MaxGift*g.Age() {
			return fmt.Errorf("tithe: city %d gave %d coins by Age %d", c, n, g.Age())
		}
	}
	return nil
}

// View is the tithe's part of a seat's view, all of it public: what each
// seat gave so far, and those still to answer this Age.
type View struct {
	Given []int
	Owing []bool
}

// Of is the tithe's section of view v, nil when the game does not play
// it.
func Of(v *wonders.View) *View {
	s, _ := v.Section(Name).(*View)
	return s
}

func view(g *wonders.State, _ game.Seat) any {
	v := &View{Given: make([]int, g.Players()), Owing: make([]bool, g.Players())}
	owe := *x.Word(g) & oweBits
	for c := range v.Given {
		v.Given[c], v.Owing[c] = given(g, c), owe&(1<<c) != 0
	}
	return v
}
