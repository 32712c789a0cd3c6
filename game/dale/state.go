package dale

import (
	"slices"

	"agora/game"
)

// Sizes of the fixed arrays the state is made of. A game holds at most 114
// physical cards (the box's 110 and the team game's 4 stand-in Junk), so a
// pile of pileCap never overflows.
const (
	MinPlayers  = 2
	MaxPlayers  = 4
	pileCap     = 128
	MarketSlots = 5
	maxStacks   = 10
	smallBuf    = 24 // stack buffers for a hand's worth of cards; append grows them
	stallCap    = 72
	schedCap    = 24
	selCap      = 16
	poolCap     = 8
	frameCap    = 10
	queueCap    = 32
	handSize    = 5
	startDeck   = 10
	allSeats    = 0xf
)

// pile is an ordered pile of cards; the top is the last one.
type pile struct {
	n uint8
	c [pileCap]Card
}

func (p *pile) cards() []Card { return p.c[:p.n] }
func (p *pile) push(c Card)   { p.c[p.n] = c; p.n++ }
func (p *pile) top() Card     { return p.c[p.n-1] }

func (p *pile) pop() Card {
	p.n--
	c := p.c[p.n]
	p.c[p.n] = 0
	return c
}

// remove takes the topmost copy of c (tag included) out of the pile; it
// reports whether there was one.
func (p *pile) remove(c Card) bool {
	for i := int(p.n) - 1; i >= 0; i-- {
		if p.c[i] == c {
			copy(p.c[i:p.n], p.c[i+1:p.n])
			p.n--
			p.c[p.n] = 0
			return true
		}
	}
	return false
}

// count is the number of copies of a kind, tags ignored.
func (p *pile) count(kind Card) int {
	n := 0
	for _, c := range p.cards() {
		if c.Kind() == kind {
			n++
		}
	}
	return n
}

func (p *pile) has(c Card) bool { return slices.Contains(p.cards(), c) }

func (p *pile) shuffle(rng *game.Rand) {
	c := p.cards()
	rng.Shuffle(len(c), func(i, j int) { c[i], c[j] = c[j], c[i] })
}

// stall is the stacks one player (or one team) has built.
type stall struct {
	n       uint8
	c       [stallCap]Card
	nstacks uint8
	ends    [maxStacks]uint8 // end of each stack in c
	totals  [maxStacks]uint8 // each stack's value when it was built
	by      [maxStacks]int8  // the seat that built it
	given   [2]uint64        // bit i: card i of c came from the builder's partner
}

// stack returns the cards of stack k (0-based).
func (s *stall) stack(k int) []Card {
	start := uint8(0)
	if k > 0 {
		start = s.ends[k-1]
	}
	return s.c[start:s.ends[k]]
}

// Schedule entry states.
const (
	schedResolving uint8 = iota + 1 // being resolved now
	schedDelayed                    // waits for the start of the owner's next turn
	schedLasting                    // a penalty until the start of the owner's next turn
)

type scheduled struct {
	card  Card
	state uint8
}

// player is one seat's cards.
type player struct {
	hand, deck, discard pile
	nsched              uint8
	sched               [schedCap]scheduled
}

// State is a Dale of Merchants 2 game in progress; it implements
// game.State.
type State struct {
	cfg     game.Config
	players int8
	teams   bool
	ndecks  int8
	decks   [NumDecks]Deck // the decks in play
	inPlay  [NumDecks]bool
	rng     game.Rand

	p      [MaxPlayers]player
	stalls [MaxPlayers]stall // by stall owner: the seat, or the team (0, 1)
	market [MarketSlots]Card
	mdeck  pile
	mdisc  pile

	junk      int16 // Junk supply
	box       int16 // unused cards left in the box, the Junk stand-ins
	junkTotal int16 // Junk cards in the game, supply included

	active    int8
	turn      int32 // turns started so far
	actions   int8  // actions still to take this turn, the current one included
	ironing   bool  // the active player's cards count +1 this turn
	spyUsed   int8  // Wise Spy looks taken this turn
	declined  bool  // team game: the active player's partner declined to help this turn (stall.go)
	nboost    int8
	boostMul  [4]uint8 // multiplier of each boost tag (1 to 3)
	over      bool
	winner    int8  // the winning seat (its team in the team game), -1 for a shared win
	dryOut    bool  // the game ended on the market running dry (dryout.go)
	dry       int16 // turns begun in a row with the market unable to be restocked (dryout.go)
	nframes   int8
	frames    [frameCap]frame
	nqueue    int8
	queue     [queueCap]trigger
	know      [MaxPlayers][MaxPlayers][NumCards]uint8 // know[v][p]: cards v knows are in p's hand or deck
	lastRolls int8

	log     []game.Decision
	settled int
	events  journal

	pending  [1]game.Prompt
	npending uint8

	transient *View // the memory of TransientView, never shared by a clone
}

// Game names the engine.
func (g *State) Game() string { return "dale" }

// Config is the configuration the game was built from.
func (g *State) Config() game.Config { return g.cfg }

// Pending lists the seat that owes a decision (one at a time in Dale).
func (g *State) Pending() []game.Prompt { return g.pending[:g.npending] }

// Over reports whether the game has ended.
func (g *State) Over() bool { return g.over }

// Log is every decision applied so far.
func (g *State) Log() []game.Decision { return g.log }

// Settled is how many leading decisions are final: the steps of a
// selection not yet confirmed (payment cards, stack cards, market
// arrangement) may be withdrawn.
func (g *State) Settled() int { return g.settled }

// Clone returns an independent copy. The state is one block of arrays; the
// log and the event list are shared, clipped so an append on either side
// reallocates.
func (g *State) Clone() game.State { return g.clone() }

func (g *State) clone() *State {
	c := *g
	c.log = slices.Clip(g.log)
	c.events.full = slices.Clip(g.events.full)
	c.events.cards = slices.Clip(g.events.cards)
	c.transient = nil // its memory is the original's
	return &c
}

// Players is the number of seats.
func (g *State) Players() int { return int(g.players) }

// Teams reports whether this is the 2 vs 2 team game.
func (g *State) Teams() bool { return g.teams }

// Active is the seat whose turn it is.
func (g *State) Active() game.Seat { return game.Seat(g.active) }

// stallOf is the stall a seat builds into: its own, or its team's.
func (g *State) stallOf(s int) *stall {
	if g.teams {
		return &g.stalls[s%2]
	}
	return &g.stalls[s]
}

// stacksToWin is 8, or 10 for a team.
func (g *State) stacksToWin() int {
	if g.teams {
		return 10
	}
	return 8
}

// opponents reports whether a and b play against each other: every other
// player, or in the team game the other team.
func (g *State) opponents(a, b int) bool {
	if a == b {
		return false
	}
	return !g.teams || a%2 != b%2
}

// partner is a seat's teammate, -1 outside the team game.
func (g *State) partner(s int) int {
	if !g.teams {
		return -1
	}
	return (s + 2) % 4
}

// next is the seat after s in direction dir (+1 left, -1 right).
func (g *State) next(s, dir int) int {
	n := int(g.players)
	return ((s+dir)%n + n) % n
}

// handLimit is what a seat draws up to: 5, plus one per Sofa in its stall.
func (g *State) handLimit(s int) int {
	n := handSize
	st := g.stallOf(s)
	for _, c := range st.c[:st.n] {
		if c.Kind() == Sofa {
			n++
		}
	}
	return n
}

// value is what a card of seat s's hand is worth when s uses it: the
// printed value, +1 under the active player's Ironing, times the boost of
// a Rare Artefact (value changes apply in the order played, and Ironing
// always starts the turn).
func (g *State) value(s int, c Card) int {
	v := c.Value()
	if s != int(g.active) {
		return v
	}
	if g.ironing {
		v++
	}
	if t := c.tag(); t > 0 {
		v *= int(g.boostMul[t])
	}
	return v
}

func bit(s int) uint8 { return 1 << s }
