package wonders

import (
	"fmt"
	"slices"
	"strings"

	"agora/game"
)

// An expansion may live in a package of its own: it fills a Layer with
// the hooks it needs and registers it from its package's init function
// (Register). The base then calls it at the same points as the layers
// written in this package (layer.go), through the same dispatch, and
// never names it. What an outside layer may do to the game goes through
// the exported methods of State below (a city's coins, the layer's word
// of state, settling the decisions made); its decisions are prompt kinds
// of its own whose options are Moves of actions of its own.
// docs/architecture.md, "Adding an expansion", walks through it;
// game/wonders/tithe is a complete small example.
//
// Every hook may be nil: the layer has nothing to say there.
type Layer struct {
	// Name is the expansion's name in game.Config.Expansions. Register
	// lists it in Rules.Preview: a configuration may name it, the app does
	// not offer it until it is moved to Rules.Expansions.
	Name string
	// TeamSizes, for the layer that pairs the seats (Partner; one layer
	// at most), are the player counts it plays at: Register adds them to
	// Rules.TeamSizes, and the layer plays in the games whose Config.Teams
	// is set rather than those naming it (Name is then not listed in
	// Rules.Preview).
	TeamSizes []int
	// Order places the layer among the others, lowest first: Commerce 10,
	// Cities 15, Leaders 20, Faith 30, the team game 40.
	Order int

	// Prompts are the decisions the layer asks; Actions the actions its
	// options carry.
	Prompts []Prompt
	Actions []ActionDef
	// Lines are the score pad's lines the layer adds, by name (their
	// words: "wonders.category.<line>"); Expansion.Line is a line's index
	// in a Breakdown.
	Lines []string

	// Setup runs when the game is dealt, before the wonders, and may
	// refuse the configuration; StartAge at the start of each Age (Age I
	// included), before the cards are played; EndAge after the Age's
	// battles.
	Setup    func(g *State) error
	StartAge func(g *State)
	EndAge   func(g *State)
	// Ask names the decision the layer asks now, before any other of the
	// game's (ok false when it asks none): the seat and one of its
	// Prompts' kinds.
	Ask func(g *State) (seat game.Seat, kind string, ok bool)

	// CardLess and StageLess are how many resources fewer city c pays for
	// card or its next wonder stage (a cost modifier); Gained runs once a
	// turn's move brought city c coins from the bank.
	CardLess  func(g *State, c int, card Card) int
	StageLess func(g *State, c int) int
	Gained    func(g *State, c int)

	// Partner is city c's partner, -1 for none (c is a seat): partners
	// see each other's hands, never fight each other, and Faith's powers
	// spare them. Outcome ranks the seats anew (their scores, by seat)
	// once the base ranked them by points and coins.
	Partner func(g *State, c int) int
	Outcome func(g *State, scores []game.Score)

	// Check verifies the layer's invariants; Digest hashes its part of the
	// state (after the base's: games without the layer keep their
	// digests); Score adds to city c's breakdown, on its Lines or the
	// base's.
	Check  func(g *State) error
	Digest func(g *State, h *game.Hash)
	Score  func(g *State, c int, b *Breakdown)

	// View is the layer's section of a seat's view (View.Section), what
	// the seat may see of the layer's state; NewView a new value of the
	// type View returns, to read a view sent as JSON into.
	View    func(g *State, seat game.Seat) any
	NewView func() any
}

// Prompt is a decision kind an outside layer declares.
type Prompt struct {
	// Kind is the prompt kind, "<expansion>.<decision>"; its words are
	// the table's.
	Kind string
	// Options appends the options of city c, the city of the seat owing
	// the decision; the engine validates a move by listing them again.
	Options func(g *State, c int, buf []game.Option) []game.Option
	// Apply carries a validated move out; the decision is in the log.
	Apply func(g *State, m Move)
}

// Expansion is a registered layer: what its package keeps to reach its
// state.
type Expansion struct{ l *layer }

// Register adds an expansion's layer; call it from an init function only.
// It panics on a name, prompt kind or action number already taken, and on
// a second layer pairing the seats.
func Register(d Layer) *Expansion {
	if d.Name == "" || slices.Contains(Rules.Expansions, d.Name) || slices.Contains(Rules.Preview, d.Name) ||
		slices.ContainsFunc(layers, func(l *layer) bool { return l.name == d.Name }) {
		panic(fmt.Sprintf("wonders: expansion %q has no name or is registered twice", d.Name))
	}
	if (len(d.TeamSizes) > 0) != (d.Partner != nil) || d.Partner != nil && len(Rules.TeamSizes) > 0 {
		panic("wonders: " + d.Name + " pairs the seats without team sizes, or another layer pairs them already")
	}
	x := &Expansion{l: &layer{name: d.Name, order: d.Order}}
	if len(Categories)+len(d.Lines) > len(Breakdown{}) {
		panic("wonders: no room for " + d.Name + "'s score lines")
	}
	x.l.line, x.l.nlines = len(Categories), len(d.Lines)
	Categories = append(Categories, d.Lines...)
	for _, a := range d.Actions {
		if a.Action < FirstLayerAction || a.Action > MaxAction || layerActions[a.Action] != nil || a.Name == "" {
			panic(fmt.Sprintf("wonders: %s's action %d (%q) is taken or out of range", d.Name, a.Action, a.Name))
		}
		layerActions[a.Action] = &a
		layerSided |= 1 << a.Action
	}
	prompts := map[string]Prompt{}
	for _, p := range d.Prompts {
		if p.Options == nil || p.Apply == nil || !strings.Contains(p.Kind, ".") {
			panic("wonders: prompt kind " + p.Kind + " needs a dotted name, options and apply")
		}
		prompts[p.Kind] = p
		x.l.kinds = append(x.l.kinds, p.Kind)
	}
	l := x.l
	l.setup, l.endAge = d.Setup, d.EndAge
	if d.StartAge != nil {
		l.startAge = func(g *State) bool { d.StartAge(g); return false }
	}
	l.interject = d.Ask
	l.cardLess, l.stageLess, l.gained = d.CardLess, d.StageLess, d.Gained
	l.check, l.digest, l.score = d.Check, d.Digest, d.Score
	l.partner, l.outcome = d.Partner, d.Outcome
	l.options = func(g *State, _ game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option {
		start := len(buf)
		buf = prompts[kind].Options(g, c, buf)
		if only == NoCard {
			return buf
		}
		n := start // only the options with card only, for a move's validation
		for _, o := range buf[start:] {
			if _, card, _ := Peek(o); card == only {
				buf[n] = o
				n++
			}
		}
		return buf[:n]
	}
	l.apply = func(g *State, kind string, m Move) { prompts[kind].Apply(g, m) }
	if d.View != nil {
		l.view = func(g *State, v *View, seat game.Seat) {
			v.Sections = append(v.Sections, Section{Name: d.Name, Value: d.View(g, seat)})
		}
		sectionTypes[d.Name] = d.NewView
	}
	addLayer(l)
	if l.teams = len(d.TeamSizes) > 0; l.teams {
		Rules.TeamSizes = append(Rules.TeamSizes, d.TeamSizes...)
	} else {
		Rules.Preview = append(Rules.Preview, d.Name)
	}
	return x
}

// Word is the expansion's word of state in g: 64 bits of its own, held by
// value in the State, so that a clone copies it with the rest.
func (x *Expansion) Word(g *State) *uint64 { return g.word(x.l) }

// On reports whether game g plays the expansion.
func (x *Expansion) On(g *State) bool { return g.plays(x.l) }

// Line is the index in a Breakdown of the expansion's score line i (its
// Layer.Lines[i]).
func (x *Expansion) Line(i int) int { return x.l.line + i }

// LineExpansion is the expansion whose score line is Categories[c], ""
// for the base's lines and those of the layers of this package.
func LineExpansion(c int) string {
	for _, l := range layers {
		if c >= l.line && c < l.line+l.nlines {
			return l.name
		}
	}
	return ""
}

// Coins is city c's treasury.
func (g *State) Coins(c int) int { return int(g.cities[c].coins) }

// AddCoins moves n coins from the bank to city c (n < 0: from the city to
// the bank; a city never owes the bank more than it holds).
func (g *State) AddCoins(c, n int) {
	if int(g.cities[c].coins)+n < 0 {
		panic(fmt.Sprintf("wonders: city %d pays %d coins of %d", c, -n, g.cities[c].coins))
	}
	g.cities[c].coins += int32(n)
}

// SettleDecisions makes the decisions made so far final: Undo does not
// take them back (game.State.Settled).
func (g *State) SettleDecisions() { g.settled = len(g.log) }
