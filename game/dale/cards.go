package dale

// Card is a kind of card: Junk or one of the 36 animalfolk cards. Copies of
// a kind are interchangeable, so piles hold kinds. In the active player's
// hand a card may also carry a boost tag (see Boosted): the mark of a Rare
// Artefact roll on that very copy.
type Card uint8

// The cards, in data order: Junk, then each deck's six cards by value.
const (
	Junk Card = iota
	TirelessTinkerer
	Calculations
	SafetyPrecaution
	Magnet
	DangerousTest
	Glue
	SteadyAchiever
	ShoppingJourney
	Housecleaning
	Siesta
	LunchBreak
	Ironing
	LittleVillain
	ScaryGunfight
	NightShift
	RuthlessCompetition
	NastyThreat
	LostShipments
	CunningNeighbour
	Cheer
	Raffle
	Charity
	Tasters
	Rumours
	DaringAdventurer
	RareArtefact
	Swank
	RiskyBusiness
	NaturalSurvivor
	Sofa
	WiseSpy
	AncientKnowledge
	QualityInspection
	Binoculars
	Balancing
	ExtraRemarks
	NumCards
)

// NoCard marks an empty market slot or a card the viewer may not see.
const NoCard Card = 0xff

// cardIDs are the data ids of the cards, checked against data/cards.json.
var cardIDs = [NumCards]string{"junk",
	"tireless_tinkerer", "calculations", "safety_precaution", "magnet", "dangerous_test", "glue",
	"steady_achiever", "shopping_journey", "housecleaning", "siesta", "lunch_break", "ironing",
	"little_villain", "scary_gunfight", "night_shift", "ruthless_competition", "nasty_threat", "lost_shipments",
	"cunning_neighbour", "cheer", "raffle", "charity", "tasters", "rumours",
	"daring_adventurer", "rare_artefact", "swank", "risky_business", "natural_survivor", "sofa",
	"wise_spy", "ancient_knowledge", "quality_inspection", "binoculars", "balancing", "extra_remarks"}

// Deck is an animalfolk deck.
type Deck uint8

// The six decks of Dale of Merchants 2.
const (
	Platypuses Deck = iota
	Sloths
	Crocodiles
	Fennecs
	Polecats
	Owls
	NumDecks
	NoDeck Deck = 0xff
)

var deckIDs = [NumDecks]string{"platypuses", "sloths", "crocodiles", "fennecs", "polecats", "owls"}

// String is the deck's id; its name's translation key is "dale.deck.<id>".
func (d Deck) String() string {
	if d < NumDecks {
		return deckIDs[d]
	}
	return "?"
}

// DeckByID finds a deck by its id.
func DeckByID(id string) (Deck, bool) {
	for d, x := range deckIDs {
		if x == id {
			return Deck(d), true
		}
	}
	return NoDeck, false
}

// Kind is the card without its boost tag.
func (c Card) Kind() Card {
	if c == NoCard {
		return c
	}
	return c & kindMask
}

// Boosted reports whether the copy carries a Rare Artefact boost.
func (c Card) Boosted() bool { return c != NoCard && c&^kindMask != 0 }

const kindMask Card = 0x3f

func (c Card) tag() int { return int(c >> 6) }

func (c Card) info() *CardInfo { return &catalog.cards[c&kindMask] }

// String is the card's id; translation keys are "dale.card.<id>" (name)
// and "dale.text.<id>" (effect).
func (c Card) String() string {
	switch {
	case c == NoCard:
		return "hidden"
	case c.Kind() >= NumCards:
		return "?"
	case c.Boosted():
		return cardIDs[c.Kind()] + "*"
	}
	return cardIDs[c]
}

// CardByID finds a card by its id.
func CardByID(id string) (Card, bool) {
	for c, x := range cardIDs {
		if x == id {
			return Card(c), true
		}
	}
	return NoCard, false
}

// Info is the card's data.
func (c Card) Info() CardInfo { return *c.info() }

// Value is the printed value.
func (c Card) Value() int { return int(c.info().Value) }

// Deck is the card's animalfolk deck, NoDeck for Junk.
func (c Card) Deck() Deck { return c.info().Deck }

// Animalfolk reports whether the card belongs to a deck (is neither Junk
// nor NoCard).
func (c Card) Animalfolk() bool { return c != NoCard && c.Kind() != Junk }

// Technique reports whether the card can be played as a technique.
func (c Card) Technique() bool { return c.info().Type == Technique }

// Type is a card's type line.
type Type uint8

// The card types.
const (
	JunkType Type = iota
	Technique
	Passive
)

// Timing says when a card's effect happens.
type Timing uint8

// The timings of data/cards.json.
const (
	TimingNone             Timing = iota // Junk
	TimingImmediate                      // a technique resolved at once
	TimingDelayed                        // resolved at the start of the owner's next turn
	TimingImmediateDelayed               // a part now and a part next turn
	TimingLasting                        // a penalty for opponents until the owner's next turn
	TimingPurchase                       // a passive used while paying
	TimingStall                          // a passive working from the stall (Sofa)
	TimingOwnTurn                        // a passive used during the owner's turn (Wise Spy)
	TimingReaction                       // an owl reacting to other players
)

var timingNames = []string{"", "immediate", "delayed", "immediate_delayed", "lasting", "purchase", "stall", "own_turn", "reaction"}

// CardInfo is one card kind's data.
type CardInfo struct {
	ID     string
	Deck   Deck
	Value  int8
	Type   Type
	Bonus  bool // the + icon: a technique that gives another action
	Copies int  // copies per deck (Junk: in the box)
	Timing Timing
}

// scheduled reports whether a technique stays in the schedule after it is
// played (delayed or lasting).
func (ci *CardInfo) scheduled() bool {
	return ci.Timing == TimingDelayed || ci.Timing == TimingImmediateDelayed || ci.Timing == TimingLasting
}

// Cards lists every card kind, Junk first.
func Cards() []CardInfo {
	out := make([]CardInfo, NumCards)
	copy(out, catalog.cards[:])
	return out
}

// DeckCards lists the six cards of a deck by value.
func DeckCards(d Deck) []Card {
	out := make([]Card, 0, cardsPerDeck)
	for k := range cardsPerDeck {
		out = append(out, Card(1+int(d)*cardsPerDeck+k))
	}
	return out
}

const cardsPerDeck = 6

// firstCard is the value-1 card of a deck.
func (d Deck) firstCard() Card { return Card(1 + int(d)*cardsPerDeck) }

// DieFaces are the faces of the polecat die.
func DieFaces() []int { return append([]int(nil), catalog.die...) }
