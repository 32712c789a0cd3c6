package wonders

import (
	"slices"

	"agora/game"
)

// Sizes of the fixed arrays the state is made of.
const (
	MinPlayers  = 2
	MaxPlayers  = 7
	maxCities   = 7
	handSize    = 7            // a hand at the start of an Age (8 with Cities, citiesHand)
	maxHand     = handSize + 1 // the 2-player Free City holder draws one more; Cities' 8 cards
	maxStages   = 4
	maxBuilt    = 40
	maxUnits    = 7
	maxChoices  = 14
	numGuilds   = 10
	baseGuilds  = numGuilds + 3      // with Faith's: the box the base digest hashes
	maxGuilds   = baseGuilds + 4 + 3 // with Leaders' and Cities'
	turnsPerAge = 6                  // turns of an Age (7 with Cities, citiesTurns; State.turns)
	maxTurns    = turnsPerAge + 1
	baseDeck    = handSize * maxCities // the base game's largest deck (what the base digest hashes)
	deckMax     = maxHand * maxCities
	baseDiscard = 160 // the discard pile the base digest hashes
	maxDiscard  = 3 * maxHand * maxCities
	discardGain = 3
	startCoins  = 3
)

type phase uint8

const (
	phaseChoose    phase = iota // every seat picks a card
	phasePick                   // Halikarnassus builds from the discard pile
	phaseLast                   // Babylon B plays the 7th card
	phaseResolve                // Commerce: seats resolve their picks in market order
	phaseMarketDay              // Commerce: the 6th turn's auction
	phasePray                   // Faith: the Prayer draft of gods
	phaseOver
)

// hand is a small multiset of cards in a fixed array.
type hand struct {
	n uint8
	c [maxHand]Card
}

func (h *hand) cards() []Card { return h.c[:h.n] }

func (h *hand) add(c Card) { h.c[h.n] = c; h.n++ }

// remove takes one copy of c out of the hand; it reports whether there was
// one.
func (h *hand) remove(c Card) bool {
	for i := range h.n {
		if h.c[i] == c {
			copy(h.c[i:h.n], h.c[i+1:h.n])
			h.n--
			h.c[h.n] = 0
			return true
		}
	}
	return false
}

func (h *hand) count(c Card) int {
	n := 0
	for _, x := range h.cards() {
		if x == c {
			n++
		}
	}
	return n
}

// deck is a face-down pile, drawn from the end.
type deck struct {
	n uint8
	c [deckMax]Card
}

func (d *deck) cards() []Card { return d.c[:d.n] }

func (d *deck) draw() Card { d.n--; c := d.c[d.n]; d.c[d.n] = 0; return c }

// tuck is a card under a wonder stage, with who put it there.
type tuck struct {
	card Card
	age  uint8
	turn uint8
	by   int8 // seat whose hand it came from
}

// discarded is a card in the discard pile, with who put it there.
type discarded struct {
	card Card
	age  uint8
	turn uint8
	by   int8 // seat whose hand it came from; -1 for the Free City's pile
}

// city is one city's board: wonder, structures, treasury and what they
// produce, kept up to date as cards are built so that the payment search
// reads them directly.
type city struct {
	wonder   uint8
	side     Side
	stages   uint8
	nbuilt   uint8
	built    [maxBuilt]Card
	owned    [3]uint64 // structure names, for the no-duplicate rule
	kinds    [3]uint64 // card kinds built, for chains
	tucked   [maxStages]tuck
	coins    int32
	shields  uint8
	victory  int8  // sum of victory tokens
	wins     uint8 // number of victory tokens (Leaders counts them)
	defeats  uint8 // number of defeat tokens
	colors   [NumColors]uint8
	blacks   uint8     // Cities: black cards built (outside the colour counts)
	fixed    Resources // fixed production, all of it for sale
	nchoice  uint8
	choice   [maxChoices]ResourceSet // every one-of-several source
	ntrade   uint8
	trade    [maxChoices]ResourceSet // the one-of-several sources neighbours may buy
	discount [2]ResourceSet          // bought for 1 coin from the left [0] and right [1]
	science  [NumSymbols]uint8
	wild     uint8
	free     bool // Olympia A: one free structure per Age
	freeUsed bool // ... already used this Age
	last     bool // Babylon B: plays the 7th card
	copy     bool // Olympia B: copies a neighbour's guild
}

func (c *city) owns(card Card) bool {
	s := catalog.cards[card].structure
	return c.owned[s>>6]&(1<<(s&63)) != 0
}

// chained reports whether the city holds a card that builds card for free.
// Chains name a card kind: a same-named card of another Age does not chain.
func (c *city) chained(card Card) bool {
	for _, x := range catalog.cards[card].ChainFrom {
		if c.kinds[x>>6]&(1<<(x&63)) != 0 {
			return true
		}
	}
	return false
}

func (c *city) stageInfo() []StageInfo { return catalog.wonders[c.wonder].Sides[c.side] }

// State is a 7 Wonders game in progress; it implements game.State.
type State struct {
	cfg      game.Config
	lays     []*layer // the layers the game plays, in order (layer.go); shared, never changed
	pairer   *layer   // the layer of lays that pairs the seats, nil for none (partners.go)
	players  int8
	ncities  int8
	freeCity int8 // the Free City's index, -1 without one
	holder   int8 // 2 players: the seat holding the Free City card
	phase    phase
	age      uint8 // 1 to 3
	turn     uint8 // 0 to turns()-1, turns() for Babylon B's extra play
	picker   int8  // city building from the discard pile, -1 if none
	lastBy   int8  // city playing its 7th card, -1 if none
	chosen   uint8 // cities whose card choice is in
	rng      game.Rand

	cities    [maxCities]city
	hands     [maxCities]hand
	moves     [maxCities]Move // this turn's choices, valid where chosen
	decks     [4]deck         // [age]: cards not dealt yet; 2 players: the Free City pile
	box       [maxGuilds]Card // guilds left out, unseen
	nbox      uint8
	discard   [maxDiscard]discarded
	ndiscard  uint8
	handStart [maxTurns][maxCities]hand // each seat's hand at each turn of this Age

	log     []game.Decision
	settled int
	events  []Event
	listed  listing       // Legal's last full listing, which Apply checks first
	scratch []game.Option // validate's listing, kept for the next one (never shared by a clone)

	pending  [maxCities]game.Prompt
	npending uint8

	// Commerce.
	mk        market
	order     [maxCities]int8 // this turn's resolution order
	norder    uint8
	resolving int8 // city resolving its pick, -1 if none
	pendPick  int8 // city owed Halikarnassus's discard build after the turn
	md        marketDay

	// Faith.
	fa faith

	// Leaders.
	ld leaders

	// Cities.
	cx citiesState

	// words is a word of state for each layer that needs no more, by its
	// index in layers; an expansion with more state adds its own field,
	// as Commerce (mk, md) and Faith (fa) do.
	words [8]uint64
}

// Game names the engine.
func (g *State) Game() string { return "wonders" }

// Config is the configuration the game was built from.
func (g *State) Config() game.Config { return g.cfg }

// Pending lists the seats that owe a decision.
func (g *State) Pending() []game.Prompt { return g.pending[:g.npending] }

// Over reports whether the game has ended.
func (g *State) Over() bool { return g.phase == phaseOver }

// Log is every decision applied so far.
func (g *State) Log() []game.Decision { return g.log }

// Settled is how many leading decisions are final: choices made this turn
// by seats still waiting for others can be withdrawn.
func (g *State) Settled() int { return g.settled }

// Clone returns an independent copy. The state is one block of arrays; the
// log and the event list are shared, clipped so an append on either side
// reallocates.
func (g *State) Clone() game.State { return g.clone() }

func (g *State) clone() *State {
	c := new(State)
	g.copyTo(c)
	return c
}

// copyTo makes c a copy of g that plays on without changing g.
func (g *State) copyTo(c *State) {
	*c = *g
	c.log = slices.Clip(g.log)
	c.events = slices.Clip(g.events)
	c.listed = listing{} // its options would be shared and go stale
	c.scratch = nil
}

// Players is the number of seats; Cities also counts the Free City.
func (g *State) Players() int { return int(g.players) }

// Cities is the number of cities at the table (3 in the 2-player game).
func (g *State) Cities() int { return int(g.ncities) }

// Age is the current Age, 1 to 3.
func (g *State) Age() int { return int(g.age) }

// left and right are a city's neighbours: with cities numbered clockwise,
// the left one is the next.
func (g *State) left(c int) int  { return (c + 1) % int(g.ncities) }
func (g *State) right(c int) int { return (c + int(g.ncities) - 1) % int(g.ncities) }

// direction is where hands go after this Age's turns: +1 to the left
// (Ages I and III), -1 to the right.
func (g *State) direction() int {
	if g.age == 2 {
		return -1
	}
	return 1
}

// controller is the seat deciding for a city: its own player, or for the
// Free City the holder of the Free City card.
func (g *State) controller(c int) game.Seat {
	if c == int(g.freeCity) {
		return game.Seat(g.holder)
	}
	return game.Seat(c)
}
