package wonders

// Resource is one of the seven goods a city produces.
type Resource uint8

// The resources, raw materials first.
const (
	Wood Resource = iota
	Stone
	Ore
	Clay
	Glass
	Loom
	Papyrus
	NumResources = 7
)

// NoResource is a board's starting resource when it has none (Rome).
const NoResource = Resource(NumResources)

var resourceNames = [NumResources]string{"wood", "stone", "ore", "clay", "glass", "loom", "papyrus"}

// String is the resource's data name ("wood"); its translation key is
// "wonders.resource.<name>".
func (r Resource) String() string {
	if r < NumResources {
		return resourceNames[r]
	}
	return "?"
}

// Raw reports whether the resource is a raw material (brown).
func (r Resource) Raw() bool { return r <= Clay }

// ResourceSet is a set of resources, one bit per Resource.
type ResourceSet uint8

// Raw and Manufactured are the two classes of resources.
const (
	RawSet          ResourceSet = 1<<Wood | 1<<Stone | 1<<Ore | 1<<Clay
	ManufacturedSet ResourceSet = 1<<Glass | 1<<Loom | 1<<Papyrus
)

// Has reports whether r is in the set.
func (s ResourceSet) Has(r Resource) bool { return s&(1<<r) != 0 }

// List is the set's resources in order.
func (s ResourceSet) List() []Resource {
	out := make([]Resource, 0, NumResources) // on the caller's stack once inlined
	for r := range Resource(NumResources) {
		if s.Has(r) {
			out = append(out, r)
		}
	}
	return out
}

// Resources counts units of each resource.
type Resources [NumResources]uint8

// Units is the total number of units.
func (rs Resources) Units() int {
	n := 0
	for _, c := range rs {
		n += int(c)
	}
	return n
}

// Color is a card's colour, which is also its family.
type Color uint8

// The colours in the order the score pad lists the families.
const (
	Brown Color = iota
	Grey
	Blue
	Yellow
	Red
	Green
	Purple
	NumColors = 7
	// White is the leaders' colour (Leaders): they are never built in a
	// city, so a city's colour counts stop before it.
	White Color = NumColors
	// Black is the Cities cards' colour: they are built in a city but
	// stay out of the seven colour counts (city.blacks counts them).
	Black Color = NumColors + 1
)

var colorNames = [NumColors]string{"brown", "grey", "blue", "yellow", "red", "green", "purple"}

// String is the colour's data name; its translation key is
// "wonders.color.<name>".
func (c Color) String() string {
	switch {
	case c < NumColors:
		return colorNames[c]
	case c == White:
		return "white"
	case c == Black:
		return "black"
	}
	return "?"
}

// Symbol is a science symbol.
type Symbol uint8

// The science symbols.
const (
	Compass Symbol = iota
	Gear
	Tablet
	NumSymbols = 3
)

var symbolNames = [NumSymbols]string{"compass", "gear", "tablet"}

// String is the symbol's data name; its translation key is
// "wonders.science.<name>".
func (s Symbol) String() string {
	if s < NumSymbols {
		return symbolNames[s]
	}
	return "?"
}

// EffectKind names what an effect does.
type EffectKind uint8

// The effect kinds. Those from FreeBuild to RecruitLeader only appear on
// wonder stages (and Pillage on a guild); Cities' come on cards and stages.
const (
	Produce         EffectKind = iota // fixed production every turn (Res)
	Choice                            // one unit of one resource of Set each turn
	Points                            // N victory points at the end
	Shields                           // N shields
	Science                           // one science Symbol
	WildScience                       // one science symbol chosen at the end
	Coins                             // N coins once, when built
	CoinsPer                          // N coins per counted item in Cities, when built
	PointsPer                         // N points per counted item in Cities, at the end
	Discount                          // buy Set from the Cities sides for 1 coin
	Pillage                           // Faith's Pillagers' Guild: an N-point victory token, a defeat token to each neighbour
	FreeBuild                         // Olympia A: one free structure per Age
	PlayLast                          // Babylon B: play the 7th card of each Age
	DiscardBuild                      // Halikarnassus: build a discarded card
	CopyGuild                         // Olympia B: copy a neighbour's guild
	ExtraGod                          // Ithaca: one more god may be invoked in Age N
	DrawLeaders                       // Rome B: N leaders from the unused ones into the leader hand
	RecruitLeader                     // Rome B: recruit a leader of the hand at once
	Diplomacy                         // Cities: out of this Age's conflicts (cities.go)
	CoinLoss                          // Cities: every other city loses N coins (per Count of its own), or takes debt
	CoinsNeighbours                   // Cities: each neighbour takes N coins from the bank
	Dock                              // Cities: the first unit bought each turn from the Cities side costs 1 coin less
	Warehouse                         // Cities: one more unit a turn of a resource the city produces
	BlackMarket                       // Cities: one unit a turn of a resource the city does not produce
	Architect                         // Cities: later wonder stages cost no resources
	CopyScience                       // Cities: a neighbour's green card's symbol, copied at the end
	numEffectKinds
)

var effectNames = [numEffectKinds]string{"produce", "choice", "points", "shields", "science", "wild_science",
	"coins", "coins_per", "points_per", "discount", "pillage", "free_build", "play_last", "discard_build", "copy_guild",
	"extra_god", "draw_leaders", "recruit_leader", "diplomacy", "coin_loss", "coins_neighbours", "dock", "warehouse",
	"black_market", "architect", "copy_science"}

// String is the kind's data name; its description template key is
// "wonders.effect.<name>".
func (k EffectKind) String() string {
	if k < numEffectKinds {
		return effectNames[k]
	}
	return "?"
}

// Counted says what a CoinsPer or PointsPer effect counts: cards of the
// colours in the low bits, and/or built wonder stages, and/or defeat tokens.
type Counted uint32

// Counted flags besides the colour bits (1<<Color).
const (
	CountStages  Counted = 1 << 8
	CountDefeats Counted = 1 << 9
	// Faith: every shield of the city (cards and wonder), the shields of
	// its red cards only, and the gods standing in the city.
	CountShields     Counted = 1 << 10
	CountCardShields Counted = 1 << 11
	CountGods        Counted = 1 << 12
	// Leaders: victory tokens (each counts 1, whatever its value), full
	// sets of 3 coins, and leaders recruited.
	CountVictories   Counted = 1 << 13
	CountCoinTriples Counted = 1 << 14
	CountLeaders     Counted = 1 << 15
	// Cities: black cards.
	CountBlack Counted = 1 << 16
)

// Colors is the set of counted colours, one bit per Color.
func (c Counted) Colors() uint8 { return uint8(c) }

// Cities is a set of cities relative to the owner.
type Cities uint8

// The relative cities.
const (
	Self  Cities = 1
	Left  Cities = 2
	Right Cities = 4
)

// Effect is one thing a card or wonder stage does.
type Effect struct {
	Kind     EffectKind
	N        int         // amount: points, shields, coins
	Res      Resources   // Produce
	Set      ResourceSet // Choice, Discount
	Tradable bool        // Choice: neighbours may buy it
	Symbol   Symbol      // Science
	Count    Counted     // CoinsPer, PointsPer
	Cities   Cities      // CoinsPer, PointsPer: where to count; Discount: which neighbours
}

// Cost is what building something takes.
type Cost struct {
	Coins int       // paid to the bank
	Res   Resources // produced or bought this turn
}

// Free reports whether the cost is nothing at all.
func (c Cost) Free() bool { return c.Coins == 0 && c.Res == Resources{} }

// Card identifies a card kind (all copies of a card share it). NoCard is
// the zero of none.
type Card uint8

// NoCard stands for no card (a hidden or absent one).
const NoCard Card = 255

// CardInfo is the fixed data of a card kind.
type CardInfo struct {
	ID        string // data id, e.g. "lumber_yard"
	Structure string // name shared by same-named cards (Loom of Ages I and II)
	Age       int
	Color     Color
	Guild     bool
	Players   []int // one copy per threshold <= number of players (not guilds)
	Cost      Cost
	ChainFrom []Card // owning any of these builds it for free
	ChainTo   []Card
	Effects   []Effect
	// Expansion is the expansion the card belongs to ("" for the base
	// game): Faith's three guilds join the guild pool only in Faith games.
	Expansion string

	structure int // index of Structure, for the no-duplicate rule
}

// NameKey is the card name's translation key.
func (ci *CardInfo) NameKey() string { return "wonders.card." + ci.ID }

// Info is the card's fixed data; it panics on NoCard.
func (c Card) Info() *CardInfo { return &catalog.cards[c] }

// String is the card's data id.
func (c Card) String() string {
	if int(c) < len(catalog.cards) {
		return catalog.cards[c].ID
	}
	return "none"
}

// Cards lists every card kind, guilds last; a Card is an index in it.
func Cards() []CardInfo { return catalog.cards }

// CardByID finds a card kind by its data id.
func CardByID(id string) (Card, bool) {
	for i := range catalog.cards {
		if catalog.cards[i].ID == id {
			return Card(i), true
		}
	}
	return NoCard, false
}

// printed is how many copies of the card the box holds for a game at
// players seats, whatever the game's expansions (guilds, black cards and
// leaders: 1). The 2-player game uses the 3-player cards. A game's count
// is State.Copies.
func (ci *CardInfo) printed(players int) int {
	if ci.Guild || ci.Color >= White {
		return 1
	}
	players = max(players, 3)
	n := 0
	for _, p := range ci.Players {
		if p <= players {
			n++
		}
	}
	return n
}

// Copies is how many copies of card this game holds, wherever they are
// (decks, hands, cities, the discard pile, the box of guilds, the unseen
// black cards, the leaders): the box's count at its number of seats, none
// of a card of an expansion it does not play (Cities' and Faith's
// leaders only with Leaders too).
func (g *State) Copies(card Card) int {
	ci := &catalog.cards[card]
	if ci.Expansion != "" && !g.cfg.Has(ci.Expansion) || ci.Color == White && !g.cfg.Has(ExpansionLeaders) {
		return 0
	}
	return ci.printed(int(g.players))
}

// Side is a wonder board side.
type Side uint8

// The sides.
const (
	SideA Side = iota
	SideB
)

func (s Side) String() string { return string(rune('A' + s)) }

// WonderInfo is the fixed data of a wonder board.
type WonderInfo struct {
	ID       string
	Resource Resource // starting resource, tradable; NoResource for Rome
	Sides    [2][]StageInfo
	// Expansion is the expansion the board needs ("faith" for Ithaca, ""
	// otherwise); Optional boards (Syracuse) join the random draw only
	// with Faith or the "syracuse" variant, but may always be chosen.
	Expansion string
	Optional  bool
}

// NameKey is the wonder name's translation key; CityKey the city's.
func (w *WonderInfo) NameKey() string { return "wonders.wonder." + w.ID }

// CityKey is the translation key of the wonder's city name.
func (w *WonderInfo) CityKey() string { return "wonders.city." + w.ID }

// StageInfo is one wonder stage.
type StageInfo struct {
	Cost    Cost
	Effects []Effect
}

// Wonders lists the wonder boards; a wonder number is an index in it.
func Wonders() []WonderInfo { return catalog.wonders }

// WonderByID finds a wonder by its data id.
func WonderByID(id string) (int, bool) {
	for i := range catalog.wonders {
		if catalog.wonders[i].ID == id {
			return i, true
		}
	}
	return -1, false
}
