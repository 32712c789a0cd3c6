package wonders

import (
	"fmt"

	"agora/game"
)

// The Faith expansion: god cards. Each Age opens with a Prayer: every seat
// is dealt 3 gods, picks one and passes two, picks one and passes one,
// and keeps the last, passing against the coming Age's direction. During
// the Age a seat invokes one god (more with Wonderwoman's marker or
// Ithaca) together with an Age card, paying for both (see godOptions), or
// discards a god for coins equal to the Age; its other gods are then
// discarded face down. Gods invoked in Ages I and II go back to the god
// deck after the Age's battles; Age III gods stay and score. A turn's
// options with gods are in faith_options.go, their resolution in
// faith_resolve.go, the god powers in faith_powers.go.

// KindPray: the Prayer draft, pick a god of the hand being passed.
const KindPray = "wonders.pray"

const (
	maxGods    = 48 // gods in the catalog (the encoding has room for 63)
	deckGods   = 32 // gods one game deals at most: the deck's and the discard's room
	godHandMax = 3
	maxInvoked = 8
)

// GodMode is what a card move does with a god.
type GodMode uint8

// The modes: no god; invoke it after the card is paid and played (the
// seed's steps 3 then 5); invoke it first, then pay and play the card
// (steps 5 then 3); discard it for coins equal to the Age (all the seat's
// gods of the Age go, face down).
const (
	NoGodMode GodMode = iota
	InvokeAfter
	InvokeBefore
	GodCoins
	numGodModes
)

var godModeNames = [numGodModes]string{"", "after", "before", "coins"}

// String is the mode's name; its translation key is
// "wonders.god_mode.<name>".
func (m GodMode) String() string {
	if m < numGodModes {
		return godModeNames[m]
	}
	return "?"
}

// Invokes reports whether the mode invokes the god.
func (m GodMode) Invokes() bool { return m == InvokeAfter || m == InvokeBefore }

// godHand is a small set of gods.
type godHand struct {
	n uint8
	g [godHandMax]God
}

func (h *godHand) gods() []God { return h.g[:h.n] }

func (h *godHand) add(gd God) { h.g[h.n] = gd; h.n++ }

func (h *godHand) remove(gd God) bool {
	for i := range h.n {
		if h.g[i] == gd {
			copy(h.g[i:h.n], h.g[i+1:h.n])
			h.n--
			h.g[h.n] = 0
			return true
		}
	}
	return false
}

func (h *godHand) has(gd God) bool {
	for _, x := range h.gods() {
		if x == gd {
			return true
		}
	}
	return false
}

// placedGod is a god out of the deck: invoked in a city or discarded face
// down, in an Age, by a seat.
type placedGod struct {
	god God
	age uint8
	by  int8
}

// faith is the expansion's part of the state.
type faith struct {
	on       bool          // the game plays with Faith (cfg.Has, kept at hand)
	deck     [deckGods]God // face down: the god deck
	ndeck    uint8
	draft    [maxCities]godHand  // Prayer: the hand each seat picks from
	hands    [maxCities]godHand  // the gods each seat kept for the Age
	step     uint8               // Prayer: 0 picks one of 3, 1 one of 2
	picks    [maxCities]God      // Prayer: this step's picks, valid where picked
	picked   uint8               // Prayer: seats whose pick is in
	passed   [maxCities][3]God   // what each seat passed this Age: two, then one
	discard  [deckGods]placedGod // discarded face down this Age
	ndiscard uint8
	invoked  [maxCities][maxInvoked]placedGod
	ninvoked [maxCities]uint8
	used     [maxCities]uint8 // gods invoked this Age
	closed   uint8            // seats done with gods this Age
	extra    [maxCities]uint8 // bit per Age: Ithaca's extra god in that Age
	marker   [maxCities]uint8 // bit per Age: Wonderwoman's marker for that Age
	zeus     [maxCities]uint8 // Age in which Zeus plays the 7th card, 0 if none
	dupes    uint8            // cities that invoked Pan: they may hold same-named cards
	shared   uint8            // Toinito: cities whose team built in one city this Age
	second   uint8            // cities that may invoke their second god after this turn
	godPick  int8             // Chronos built Halikarnassus's stage: city+1, 0 if none
	redeal   bool             // Ouranos: deal the hands anew after this turn
	// Ouranos's last redeal: the Age and the turn whose hands were dealt
	// anew (determinize follows the hands passed from there on).
	redealAge, redealTurn uint8
	osiris                uint8                  // cities owed Osiris's pick after this turn
	bastet                uint8                  // cities owed Bastet's swap after this turn
	pickMode              uint8                  // the pick under way: Halikarnassus's (0), pickOsiris or pickBastet
	own                   [maxCities]ResourceSet // resources gods gave for the city's own builds
	anubis                uint8                  // seats keeping their hand at this turn's pass
	horus                 [maxCities]uint8       // Horus's peeks left this Age (his coin markers)
	shown                 int8                   // determinize only: the hand Horus shows, seat+1
	// Seth: the seat asked now (seat+1, 0: none), the seats asked about
	// this reveal, the seats that play their card again without their
	// cancelled god, and (Commerce) the resolution waiting for the answer.
	sethAsk   int8
	sethAsked uint8
	redo      uint8
	stash     Move
	protect   map[*Card]bool // determinize only: the card slots to leave
	// Poseidon: who each city's chosen move pays among the cities that
	// are not its neighbours (4 bits a city, see Plan), set when the move
	// is validated; and, while validate lists the options, the allocation
	// of each option listed that pays them (recordAlloc).
	alloc [maxCities]uint32
	rec   map[game.Option]uint32
	// The gods that need Leaders and Cities (faith_draws.go, faith_nout.go).
	dr draws
}

// The god picks made after a turn, like Halikarnassus's discard build.
const (
	pickOsiris = 1 + iota
	pickBastet
)

// faithOn reports whether the game plays with Faith.
func (g *State) faithOn() bool { return g.fa.on }

// godDeck is every god the game plays with: the implemented ones, less
// those the 2-player game removes, the team-only ones in a game whose
// seats are paired as partners.
func godDeck(players int, paired bool) []God { return godDeckWith(players, paired, nil, Ruleset) }

// godDeckWith is godDeck in a game playing the expansions has says, under
// ruleset.
func godDeckWith(players int, paired bool, has func(string) bool, ruleset int) []God {
	var out []God
	with := func(e string) bool { return has != nil && has(e) }
	for i := range catalog.gods {
		gi := &catalog.gods[i]
		if gi.Implemented && (players > 2 || gi.TwoPlayers) && (paired || !gi.TeamOnly) &&
			(gi.With == "" || with(gi.With)) && (gi.Without == "" || !with(gi.Without)) &&
			players >= gi.MinPlayers && ruleset >= gi.Ruleset {
			out = append(out, God(i))
		}
	}
	return out
}

// gameGods is the god deck of this game.
func (g *State) gameGods() []God {
	return godDeckWith(int(g.players), g.paired(), g.cfg.Has, g.Ruleset())
}

// FaithMaxPlayers is the most seats a Faith game may have with the gods
// the engine deals outside team games: every seat is dealt 3.
func FaithMaxPlayers() int {
	n := MaxPlayers
	for n > 2 && len(godDeck(n, false)) < 3*n {
		n--
	}
	return n
}

func (g *State) initFaith() error {
	n := int(g.players)
	deck := g.gameGods()
	if len(deck) > deckGods {
		return fmt.Errorf("%w: %d gods, the deck holds %d", game.ErrConfig, len(deck), deckGods)
	}
	if len(deck) < 3*n {
		return fmt.Errorf("%w: Faith plays with at most %d players for now", game.ErrConfig, FaithMaxPlayers())
	}
	for _, gd := range deck {
		g.fa.deck[g.fa.ndeck] = gd
		g.fa.ndeck++
	}
	return nil
}

// startPrayer shuffles the god deck and deals 3 gods to each seat (none to
// the Free City).
func (g *State) startPrayer() {
	fa := &g.fa
	g.rng.Shuffle(int(fa.ndeck), func(i, j int) { fa.deck[i], fa.deck[j] = fa.deck[j], fa.deck[i] })
	for s := range int(g.players) {
		for range godHandMax {
			fa.ndeck--
			fa.draft[s].add(fa.deck[fa.ndeck])
			fa.deck[fa.ndeck] = 0
		}
		fa.passed[s] = [3]God{NoGod, NoGod, NoGod}
	}
	fa.step, fa.picked = 0, 0
	g.phase = phasePray
}

// godReceiver is the seat that gets seat s's god hand in the Prayer:
// against the direction of the coming Age.
func (g *State) godReceiver(s int) int {
	if g.freeCity >= 0 {
		return 1 - s
	}
	n := int(g.players)
	return (s - g.direction() + 2*n) % n
}

// godGiver is the seat whose god hand seat s gets.
func (g *State) godGiver(s int) int {
	if g.freeCity >= 0 {
		return 1 - s
	}
	n := int(g.players)
	return (s + g.direction() + 2*n) % n
}

func (g *State) hasPicked(s int) bool { return g.fa.picked&(1<<s) != 0 }

// prayOptions lists the gods seat may pick.
func (g *State) prayOptions(s int, buf []game.Option) []game.Option {
	h := &g.fa.draft[s]
	for i, gd := range h.gods() {
		dup := false
		for _, x := range h.g[:i] {
			dup = dup || x == gd
		}
		if !dup {
			buf = append(buf, Move{Action: Pray, City: s, God: gd, Card: NoCard}.Option())
		}
	}
	return buf
}

// prayApply records seat's pick; once every seat has picked, the picks are
// kept and the rest passed on.
func (g *State) prayApply(m Move) {
	fa := &g.fa
	fa.picks[m.City] = m.God
	fa.picked |= 1 << m.City
	n := int(g.players)
	if int(fa.picked) != 1<<n-1 {
		return
	}
	g.settled = len(g.log)
	old := fa.draft
	for s := range n {
		h := old[s]
		h.remove(fa.picks[s])
		fa.hands[s].add(fa.picks[s])
		for i, gd := range h.gods() {
			fa.passed[s][int(fa.step)*2+i] = gd
		}
		fa.draft[g.godReceiver(s)] = h
	}
	fa.picked = 0
	if fa.step == 0 {
		fa.step = 1
		return
	}
	for s := range n {
		fa.hands[s].add(fa.draft[s].g[0])
		fa.draft[s] = godHand{}
	}
	fa.step = 0
	g.resumeAge(faithLayer)
}
