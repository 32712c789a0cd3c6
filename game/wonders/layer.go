package wonders

import (
	"slices"

	"agora/game"
)

// Expansions are layers over the base game. A layer declares, in one
// value, the prompt kinds it adds and what the engine does for them
// (options, who decides, apply), the phases it runs, and its part of
// setup, views, invariants, digest and scoring; the base calls through
// the layers the game plays (State.lays) at those points and never asks
// for an expansion by name. Each expansion registers its layer from its
// own file (layer_commerce.go, layer_faith.go); what two expansions do
// together is written once, in a file named after both
// (commerce_faith.go). docs/architecture.md, "Adding an expansion",
// walks through it.
//
// Every hook may be nil: the layer has nothing to say there.
type layer struct {
	// name is the expansion's name in game.Config; kinds the prompt kinds
	// it declares (each kind belongs to one layer).
	name  string
	kinds []string

	// order places the layer among the others: the base calls them by
	// increasing order (Commerce 10, Leaders 20, Faith 30), so that at the
	// start of an Age the recruitment comes before the Prayer.
	order int

	// setup runs when the game is dealt, before the wonders (it may
	// refuse the configuration); deal once the Age decks are built;
	// startAge at the start of each Age (Age I included), in order, and
	// reports whether it started a phase of its own, which calls
	// resumeAge when it is over.
	setup    func(g *State) error
	deal     func(g *State)
	startAge func(g *State) bool

	// pending adds the decisions of a phase the layer runs (addPending)
	// and reports whether it ran the current phase; interject asks, before any
	// phase's own decisions, a decision that answers what was just
	// revealed (Faith: Seth), ok false when there is none.
	pending   func(g *State) bool
	interject func(g *State) (seat game.Seat, kind string, ok bool)

	// resolve takes the turn over once every choice is in, reporting
	// whether it did (Commerce: the seats resolve one by one); reveal
	// opens, after a reveal, a window other seats may answer in,
	// reporting whether one opened (victim: the city whose move waits,
	// -1 in the choice phase).
	resolve func(g *State) bool
	reveal  func(g *State, victim int) bool

	// The base's card choices. waits holds a seat's choice back for now
	// (Faith: Horus's watcher); enter runs before city c's options of kind
	// are listed, leave after (Faith: a partner's Marduk revealed first);
	// choose lists the choice in place of the base (Commerce: only the
	// card is picked), reporting whether it did; mayPlay may keep a card
	// out (Faith: a move Seth cancelled plays its card again); extend
	// returns what to add after each card's options in one listing
	// (Faith: the same moves with a god), nil for nothing; chosen runs
	// when city c's choice is in.
	waits   func(g *State, s int) bool
	enter   func(g *State, c int, kind string) (leave func())
	choose  func(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) ([]game.Option, bool)
	mayPlay func(g *State, c int, card Card) bool
	extend  func(g *State, c int, kind string) func(card Card, start int, buf []game.Option, gen func([]game.Option) []game.Option) []game.Option
	chosen  func(g *State, c int)

	// The base's turn. resolved runs after a base turn's cards are
	// played and returns the city owed a discard-pile build, -1 if none
	// (Faith: the gods revealed with the moves); picks starts a layer's
	// pick once the turn's discard build is done, reporting whether it
	// did (Faith: Osiris, Bastet, a second god); pass passes the hands in
	// place of the base, reporting whether it did (Faith: Anubis);
	// endAge runs after the Age's battles (Faith: the gods go back).
	resolved func(g *State) int8
	picks    func(g *State) bool
	pass     func(g *State) bool
	endAge   func(g *State)

	// sitsOut reports whether city c stays out of this Age's conflicts
	// (Faith: Hestia); strengths shares the Age's conflict strengths out
	// anew before the battles (Faith: Ishtar); won runs when city c takes
	// a victory token; defeat says which city takes the defeat token city
	// c loses to winner (Leaders: Tomyris sends it back).
	sitsOut   func(g *State, c int) bool
	strengths func(g *State, str [maxCities]int) [maxCities]int
	won       func(g *State, c int)
	defeat    func(g *State, c, winner int) int

	// partner is city c's partner, -1 for none: the layer pairs the seats
	// (the team game). Partners see each other's hands and never fight;
	// outcome ranks the seats anew once the base ranked them.
	partner func(g *State, c int) int
	outcome func(g *State, scores []game.Score)
	// teams: the layer plays in the games whose Config.Teams is set
	// rather than those naming it.
	teams bool

	// Costs. cardLess and stageLess are how many resources fewer city c
	// pays for card or its next wonder stage (Faith: Hephaestus,
	// Demeter; Leaders: Archimedes...); free lets it build card for
	// nothing (Faith: Athena, Hermes; Leaders: Ramses); built runs once
	// a card is placed in city c (Leaders: Xenophon, Vitruvius, the
	// Courtesans' Guild); paid once city c paid for a move (Leaders:
	// Hatshepsut); bankUnit lets city c buy one unit of any resource
	// from the bank for 1 coin in a payment (Leaders: Bilkis).
	cardLess  func(g *State, c int, card Card) int
	stageLess func(g *State, c int) int
	free      func(g *State, c int, card Card) bool
	built     func(g *State, c int, m Move, chained bool)
	paid      func(g *State, c int, m Move)
	bankUnit  func(g *State, c int) bool
	// gained runs once a turn's move brought city c coins from the bank
	// (a discard, a card's or a stage's coins; Cities: Berenice);
	// logged once that move is logged, with the coins it brought and the
	// city that chose it (Faith: Shamash shares them with the partner).
	gained func(g *State, c int)
	logged func(g *State, c, by int, m Move, coins int)
	// lends is the city whose production city c uses as its own in a
	// payment, -1 for none (Faith: Marduk, the partner's).
	lends func(g *State, c int) int
	// rebuilt gives city c back, once Faith's Bastet rebuilt it from its
	// cards, what the layer had put in it (Leaders: a leader's shields
	// and science).
	rebuilt func(g *State, c int)

	// lateDeal: the Age's hands are dealt once the layers' steps at the
	// start of the Age are over (Leaders: the recruitment comes before the
	// cards); cards lists where the layer keeps cards, for the count of
	// every card in play.
	lateDeal bool
	cards    func(g *State, add func(...Card))

	// determinize deals again what seat v cannot see of the layer's
	// state, for the bots' search (determinize.go); preview resolves one
	// of the layer's moves on its own for View.Preview, reporting whether
	// it did.
	determinize func(g *State, v int, rng *game.Rand)
	preview     func(g *State, m Move) bool
	// afterTurn reports whether the game is in a phase of the layer that
	// comes once a turn's cards are played, before the hands pass, as
	// Halikarnassus's build does (Leaders: the Courtesans' copy).
	afterTurn func(g *State) bool

	// acting is the city the seat decides for on one of the layer's
	// kinds; options lists that decision's options (all of them, or only
	// those with card only); apply carries a validated move out (the
	// decision is already in the log).
	acting  func(g *State, seat game.Seat, kind string) int
	options func(g *State, seat game.Seat, c int, kind string, only Card, buf []game.Option) []game.Option
	apply   func(g *State, kind string, m Move)

	// view fills the layer's part of a seat's view; check verifies its
	// invariants; digest hashes its part of the state (layers added after
	// saves began carry their digest here, after the base's); score adds
	// to city c's breakdown.
	view   func(g *State, v *View, seat game.Seat)
	check  func(g *State) error
	digest func(g *State, h *game.Hash)
	score  func(g *State, c int, b *Breakdown)

	// line and nlines are the score lines of a layer of another package
	// (Layer.Lines), by index in a Breakdown.
	line, nlines int
}

// layers is every expansion's layer in registration order, which is the
// order the base calls them in.
var layers []*layer

// kindLayer finds the layer that declares a prompt kind.
var kindLayer = map[string]*layer{}

// addLayer registers an expansion's layer; call it from an init function
// only.
func addLayer(l *layer) {
	if len(layers) == 8 {
		panic("wonders: more than 8 layers")
	}
	for _, k := range l.kinds {
		if _, dup := kindLayer[k]; dup {
			panic("wonders: prompt kind " + k + " declared twice")
		}
		kindLayer[k] = l
	}
	i := len(layers)
	for i > 0 && layers[i-1].order > l.order {
		i--
	}
	layers = slices.Insert(layers, i, l)
}

// turnOnLayers notes which layers the configuration plays (State.lays).
func (g *State) turnOnLayers() {
	g.lays, g.pairer = nil, nil
	for _, l := range layers {
		if l.teams && g.cfg.Teams || !l.teams && g.cfg.Has(l.name) {
			g.lays = append(g.lays, l)
			if l.partner != nil {
				g.pairer = l
			}
		}
	}
}

// plays reports whether the game plays layer l.
func (g *State) plays(l *layer) bool {
	for _, x := range g.lays {
		if x == l {
			return true
		}
	}
	return false
}

// layerSetup runs the layers' setup.
func (g *State) layerSetup() error {
	for _, l := range g.lays {
		if l.setup != nil {
			if err := l.setup(g); err != nil {
				return err
			}
		}
	}
	return nil
}

// interjection is a layer's decision that comes before the phase's own.
func (g *State) interjection() (game.Seat, string, bool) {
	for _, l := range g.lays {
		if l.interject != nil {
			if s, k, ok := l.interject(g); ok {
				return s, k, true
			}
		}
	}
	return 0, "", false
}

// revealWindow opens a layer's window after a reveal, if any.
func (g *State) revealWindow(victim int) bool {
	for _, l := range g.lays {
		if l.reveal != nil && l.reveal(g, victim) {
			return true
		}
	}
	return false
}

// layerCheck runs the layers' invariants.
func (g *State) layerCheck() error {
	for _, l := range g.lays {
		if l.check != nil {
			if err := l.check(g); err != nil {
				return err
			}
		}
	}
	return nil
}

// layerView fills the layers' parts of a seat's view.
func (g *State) layerView(v *View, seat game.Seat) {
	for _, l := range g.lays {
		if l.view != nil {
			l.view(g, v, seat)
		}
	}
}

// word is layer l's word of state (State.words).
func (g *State) word(l *layer) *uint64 {
	for i, x := range layers {
		if x == l {
			return &g.words[i]
		}
	}
	panic("wonders: layer not registered")
}

// reduction is how many resources fewer city c pays for card.
func (g *State) reduction(c int, card Card) int {
	n := 0
	for _, l := range g.lays {
		if l.cardLess != nil {
			n += l.cardLess(g, c, card)
		}
	}
	return n
}

// stageReductions is how many resources fewer city c pays for its next
// wonder stage.
func (g *State) stageReductions(c int) int {
	n := 0
	for _, l := range g.lays {
		if l.stageLess != nil {
			n += l.stageLess(g, c)
		}
	}
	return n
}

// freeBuild reports whether a layer lets city c build card for nothing.
func (g *State) freeBuild(c int, card Card) bool {
	for _, l := range g.lays {
		if l.free != nil && l.free(g, c, card) {
			return true
		}
	}
	return false
}

// ageSteps runs the layers' steps at the start of an Age from the
// layer at index from on, until one starts a phase; once they are all
// done, the Age's hands are dealt if they wait for it, and the card
// choice begins.
func (g *State) ageSteps(from int) {
	for i := from; i < len(g.lays); i++ {
		if l := g.lays[i]; l.startAge != nil && l.startAge(g) {
			return
		}
	}
	g.phase = phaseChoose
	if g.dealsLate() {
		g.dealAge()
	}
}

// resumeAge goes on with the start of the Age once layer l's phase is
// over.
func (g *State) resumeAge(l *layer) {
	for i, x := range g.lays {
		if x == l {
			g.ageSteps(i + 1)
			return
		}
	}
}

// dealsLate reports whether the Age's hands wait for the layers' steps.
func (g *State) dealsLate() bool {
	for _, l := range g.lays {
		if l.lateDeal {
			return true
		}
	}
	return false
}

// bankBuys reports whether city c may buy one unit from the bank in a
// payment.
func (g *State) bankBuys(c int) bool {
	for _, l := range g.lays {
		if l.bankUnit != nil && l.bankUnit(g, c) {
			return true
		}
	}
	return false
}

// afterTurn reports whether a layer's phase under way comes once the
// turn's cards are played, before the hands pass.
func (g *State) afterTurn() bool {
	for _, l := range g.lays {
		if l.afterTurn != nil && l.afterTurn(g) {
			return true
		}
	}
	return false
}

// layerOf is the layer that declares a prompt kind, nil for the base's
// (a game without layers never looks).
func (g *State) layerOf(kind string) *layer {
	if len(g.lays) == 0 {
		return nil
	}
	return kindLayer[kind]
}
