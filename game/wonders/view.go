package wonders

import "agora/game"

// EventKind names a public event of the game log.
type EventKind uint8

// The events.
const (
	EventBuild          EventKind = iota + 1 // a structure built
	EventStage                               // a wonder stage built (the card is hidden)
	EventDiscard                             // a card discarded for coins (hidden)
	EventBuildFree                           // Olympia A's free structure
	EventBuildDiscarded                      // Halikarnassus built a discarded card
	EventLeftover                            // a card left at the end of an Age, discarded (hidden)
	EventBattle                              // one side of an end-of-Age conflict
	EventMarket                              // Commerce: dice and wheat bought (Coins is minus the price)
	EventSell                                // Commerce: a resource sold to the market
	EventOffer                               // Market Day: an offer for Against's Card
	EventPass                                // Market Day: a seat passes (on a sale, or out of the auction)
	EventSold                                // Market Day: City sold Card to Against for Coins
	EventKept                                // Market Day: City paid Coins to keep Card
	EventGod                                 // Faith: City invoked God (Targets: the cities its power hit)
	EventGodCoins                            // Faith: City discarded a god (hidden) for Coins
	EventSwap                                // Faith, Bastet: City gave Card to Against for its Other card
	EventShare                               // Faith, Shamash: City got Coins from its partner Against's move
	EventBuildShared                         // Faith, Toinito: Against built Card in its partner City's city
	EventTrade                               // Faith, Poseidon: City paid Coins to Against, not its neighbour, for resources
	EventRecruit                             // Leaders: City recruited the leader Card
	EventCopy                                // Leaders: City's Courtesans' Guild copies the leader Card
	EventLoss                                // Cities: City paid Coins of the turn's coin losses and took Points debt tokens
	EventDrawnRecruit                        // Faith, Pégase: City recruited the drawn leader Card
	EventDrawnBuild                          // Faith, Méduse: City built the drawn black Card
	EventDrawnCoins                          // Faith, Pégase or Méduse (God): City took Coins instead of a drawn card
	EventDebtGiven                           // Faith, Nout: City gave Points debt tokens to Against
	EventGodLoss                             // Faith with Cities: City paid God (Hécate, Héra) Coins and took Points debt tokens
	EventGodsClosed                          // Faith: City may invoke no more this Age, and its other gods (Gods) went face down
	numEventKinds
)

var eventNames = [numEventKinds]string{"", "build", "stage", "discard", "build_free", "build_discarded", "leftover", "battle",
	"market", "sell", "offer", "pass", "sold", "kept", "god", "god_coins", "swap", "share", "build_shared", "trade", "recruit", "copy", "loss",
	"drawn_recruit", "drawn_build", "drawn_coins", "debt_given", "god_loss", "gods_closed"}

// String is the event's name; its log template key is
// "wonders.event.<name>".
func (k EventKind) String() string {
	if k > 0 && k < numEventKinds {
		return eventNames[k]
	}
	return "?"
}

// Event is one entry of the public game log.
type Event struct {
	Kind EventKind
	Age  int
	Turn int // 1 to 6 (7 with Cities), one more for Babylon B's last card; 0 for the recruitment
	City int
	// Card is the card built, tucked or discarded; NoCard when the viewer
	// may not see it (another seat's tucked or discarded card).
	Card              Card
	Stage             int // EventStage: 0-based stage built
	PayLeft, PayRight int // coins paid to the neighbours
	Coins             int // coins the action brought (discard, Tavern, Vineyard...)
	Against, Points   int // EventBattle: the neighbour and the token (+1/+3/+5, -1, 0 for a tie)
	// Commerce: the dice and wheat bought, the resource sold.
	Dice  ResourceSet
	Wheat bool
	Sold  Resource
	// Faith: the god invoked (NoGod when the viewer may not see it) and
	// the cities its power targets, one bit per city.
	God     God
	Targets uint8
	Other   Card // EventSwap: the card City got
	// Cancelled is, for Seth's EventGod, the god he cancelled.
	Cancelled God
	// Gods are, for EventGodsClosed, the gods that went face down with
	// the seat's last invocation of the Age (or its god traded for
	// coins), Points of them, NoGod after; NoGod each for a viewer who
	// may not see them, who sees how many. The event follows from the
	// position (the face-down gods are the god discard's), so the digest
	// leaves it out.
	Gods [godHandMax]God
	// Taker is, for EventBattle, the city that took City's token: City,
	// or for a defeat sent back by Tomyris the winner (Against). It
	// follows from the other fields and the position, so the digest
	// leaves it out (the digests of saves stay as they were).
	Taker int
	// Answered is, for EventLoss, set when the city chose how many coins
	// to pay and how many debt tokens to take (Cities, from ruleset 5).
	Answered bool
	by       int8
}

// Status says whether and how a card or stage can be built now.
type Status uint8

// The statuses.
const (
	StatusFree         Status = iota // nothing to pay: no cost, or chained
	StatusOwn                        // own production suffices (coins to the bank aside)
	StatusTrade                      // needs resources bought from neighbours
	StatusUnaffordable               // cannot be built this turn
	StatusOwned                      // the city already has a structure of this name
	StatusComplete                   // every wonder stage is built
	numStatuses
)

var statusNames = [numStatuses]string{"free", "own", "trade", "unaffordable", "owned", "complete"}

// String is the status name; its translation key is "wonders.status.<name>".
func (s Status) String() string {
	if s < numStatuses {
		return statusNames[s]
	}
	return "?"
}

// View is what one seat knows, shaped for the table UI and heuristic bots.
type View struct {
	seat game.Seat

	Players   int
	NumCities int // Players, or 3 with the Free City
	FreeCity  int // the Free City's index, -1 without one
	Holder    int // 2 players: the seat holding the Free City card, else -1
	Age       int
	Turn      int // 1 to Turns, Turns+1 while Babylon B plays its last card
	Turns     int // turns of an Age: 6, 7 with Cities
	Direction int // where hands go after this turn: +1 left (next city), -1 right
	Over      bool

	// Prompt is the kind of decision the seat owes ("" for none) and
	// Acting the city it decides for (its own or the Free City; -1).
	Prompt string
	Acting int
	// Dues is, while the seat answers a coin loss (KindDues: black cards,
	// Hécate, Héra), the coins asked, each paid or taken as a debt token;
	// DuesGod the god asking them (NoGod: the black cards).
	Dues    int
	DuesGod God
	// Options is every legal option now, and Hand the cards the seat
	// chooses from with their status for the acting city.
	Options []game.Option
	Hand    []CardView
	// Stage is the acting city's next wonder stage.
	Stage StageView
	// Chosen is the seat's own choice this turn while others still choose.
	Chosen  []Move
	Discard []Card // the discard pile, only while the seat picks from it
	Cities  []CityView
	Scores  []Breakdown // every city's score from the current position
	Events  []Event
	// Commerce: the market (nil without Commerce), the seat's picked card
	// while it waits to resolve it (NoCard otherwise), and Market Day
	// (nil outside it).
	Market    *MarketView
	Picked    Card
	MarketDay *MarketDayView
	// Team game: the seat's Partner (-1 without teams) and the partner's
	// hand, which teammates see.
	Partner     int
	PartnerHand []Card
	// Faith: the seat's gods and the Prayer (nil without Faith).
	Faith *FaithView
	// Leaders: the seat's leaders and those recruited (nil without
	// Leaders).
	Leaders *LeadersView
	// Sections are the parts of the expansions of other packages
	// (Layer.View), by name: View.Section.
	Sections []Section `json:",omitempty"`
	// Facts are the answers of the view's methods, in a view read from
	// the wire only (view_facts.go).
	Facts     *Facts `json:",omitempty"`
	state     *State
	ownHand   []Card
	canChoose bool
	plays     *playsMemo
}

// CityView is the public side of one city.
type CityView struct {
	Wonder     int // index in Wonders()
	WonderID   string
	Side       Side
	Stages     int // stages built
	StageCount int // stages on the board
	Built      [NumColors][]Card
	// Cities: the black cards built, the debt tokens, and whether the
	// city holds a diplomacy token this Age.
	Blacks    []Card
	Debt      int
	Diplomacy bool
	Coins     int
	Shields   int
	Victory   int // sum of victory tokens
	Wins      int // number of victory tokens
	Defeats   int // number of -1 tokens
	// Strength is the city's strength in this Age's conflicts, in half
	// shields: its shields, and Faith's Ares and Héra invoked this Age,
	// Cities' Semiramis. SitsOut: the city stays out of this Age's
	// conflicts (diplomacy, Faith's red Hestia); Sheltered: it loses no
	// coins this Age (Faith's blue Hestia).
	Strength   int
	SitsOut    bool
	Sheltered  bool
	Production Production
	Science    [NumSymbols]int
	Wild       int // science wildcards
	Discounts  [2]ResourceSet
	HandSize   int
	Chosen     bool // has chosen this turn
	Controller game.Seat
	FreeBuild  bool         // Olympia A's free structure still open this Age
	PlaysLast  bool         // Babylon B: plays its 7th cards
	CopyGuild  bool         // Olympia B: copies a guild at the end
	Gods       []InvokedGod // Faith: the gods standing face up in the city
}

// Production is what a city makes each turn.
type Production struct {
	Fixed    Resources     // fixed units, starting resource included, all for sale
	Choices  []ResourceSet // one unit of one of these each
	Tradable []ResourceSet // the choice sources neighbours may buy
}

// CardView is a card the seat may choose, with its building status for the
// acting city.
type CardView struct {
	Card      Card
	Status    Status
	BankCoins int    // coins the card costs the bank (0 when chained)
	Plans     []Plan // Pareto-best payments, cheapest first
	FreeBuild bool   // Olympia A's free build may take it
	Options   []game.Option
}

// Cheapest is the cheapest plan; ok is false when there is none.
func (cv CardView) Cheapest() (Plan, bool) {
	if len(cv.Plans) == 0 {
		return Plan{}, false
	}
	return cv.Plans[0], true
}

// StageView is the acting city's next wonder stage.
type StageView struct {
	Stage  int // 0-based index of the next stage
	Status Status
	Cost   Cost
	Plans  []Plan
}

// Seat is whose view this is.
func (v *View) Seat() game.Seat { return v.seat }

// View is what seat may see.
func (g *State) View(seat game.Seat) game.View { return g.SeatView(seat) }

// SeatView is View with its concrete type.
func (g *State) SeatView(seat game.Seat) *View {
	v := &View{seat: seat, Players: int(g.players), NumCities: int(g.ncities), FreeCity: int(g.freeCity),
		Holder: -1, Age: int(g.age), Turn: int(g.turn) + 1, Turns: g.turns(), Direction: g.direction(), Over: g.Over(), Acting: -1, DuesGod: NoGod,
		state: g.clone(), plays: new(playsMemo), Picked: NoCard}
	if g.freeCity >= 0 {
		v.Holder = int(g.holder)
	}
	v.Cities = make([]CityView, 0, g.ncities)
	v.Scores = make([]Breakdown, 0, g.ncities)
	for c := range int(g.ncities) {
		v.Cities = append(v.Cities, g.cityView(c))
		v.Scores = append(v.Scores, g.Score(c))
	}
	v.Events = make([]Event, 0, len(g.events))
	for _, e := range g.events {
		if (e.Kind == EventStage || e.Kind == EventDiscard || e.Kind == EventLeftover) && int(e.by) != int(seat) {
			e.Card = NoCard
		}
		if e.Kind == EventGodCoins && int(e.by) != int(seat) {
			e.God = NoGod
		}
		if e.Kind == EventGodsClosed && int(e.by) != int(seat) {
			e.Gods = noGods
		}
		v.Events = append(v.Events, e)
	}
	v.Partner = g.partner(int(seat))
	if int(seat) < 0 || int(seat) >= int(g.players) {
		g.layerView(v, seat)
		return v
	}
	if v.Partner >= 0 {
		v.PartnerHand = append(v.PartnerHand, g.hands[v.Partner].cards()...)
	}
	if g.phase == phaseChoose {
		for c := range int(g.ncities) {
			if g.hasChosen(c) && g.controller(c) == seat && (c == int(seat) || c == int(g.freeCity)) {
				v.Chosen = append(v.Chosen, g.moves[c])
			}
		}
	}
	if g.unresolved(int(seat)) {
		v.Picked = g.moves[seat].Card
	}
	c, kind := g.acting(seat)
	v.Prompt, v.Acting = kind, c
	v.Options = g.Legal(seat, nil)
	g.layerView(v, seat)
	if kind == KindResolve || kind == KindMarketPlay && g.md.step == mdPlay {
		card := g.moves[c].Card
		if kind == KindMarketPlay {
			card = g.md.card
		}
		cv := g.cardView(c, card)
		cv.Options = v.Options
		v.Hand = append(v.Hand, cv)
		for _, card := range g.hands[seat].cards() {
			v.Hand = append(v.Hand, g.cardView(c, card))
		}
		v.Stage = g.stageView(c)
		return v
	}
	if c < 0 || kind == KindPropose || kind == KindBid || kind == KindSellKeep {
		h := g.available(seat)
		v.ownHand = append(v.ownHand, h.cards()...)
		for _, card := range v.ownHand {
			cv := CardView{Card: card, Status: StatusUnaffordable}
			if c >= 0 {
				cv = g.cardView(c, card)
			}
			v.Hand = append(v.Hand, cv)
		}
		return v
	}
	if kind == KindDiscardPick || kind == KindOsiris {
		for _, d := range g.discard[:g.ndiscard] {
			v.Discard = append(v.Discard, d.card)
		}
		return v
	}
	h := g.available(seat)
	for i, card := range h.cards() {
		cv := g.cardView(c, card)
		if !seenBefore(h.cards(), i) {
			for _, o := range v.Options {
				if MustDecode(o).Card == card {
					cv.Options = append(cv.Options, o)
				}
			}
		}
		v.Hand = append(v.Hand, cv)
	}
	v.Stage = g.stageView(c)
	return v
}

func (g *State) cityView(c int) CityView {
	ct := &g.cities[c]
	cv := CityView{Wonder: int(ct.wonder), WonderID: catalog.wonders[ct.wonder].ID, Side: ct.side,
		Stages: int(ct.stages), StageCount: len(ct.stageInfo()), Coins: int(ct.coins), Shields: int(ct.shields),
		Victory: int(ct.victory), Wins: int(ct.wins), Defeats: int(ct.defeats), Strength: g.strength(c),
		SitsOut: len(g.lays) > 0 && g.sitsOut(c), Sheltered: g.sheltered(c),
		Wild: int(ct.wild), Discounts: ct.discount,
		Chosen: g.hasChosen(c), Controller: g.controller(c), FreeBuild: ct.free && !ct.freeUsed,
		PlaysLast: g.playsLast(c), CopyGuild: ct.copy, Debt: int(g.cx.debt[c]), Diplomacy: g.cx.diplomacy&(1<<c) != 0}
	for _, card := range ct.built[:ct.nbuilt] {
		if col := catalog.cards[card].Color; col < NumColors {
			cv.Built[col] = append(cv.Built[col], card)
		} else {
			cv.Blacks = append(cv.Blacks, card)
		}
	}
	cv.Production = Production{Fixed: ct.fixed,
		Choices:  append([]ResourceSet(nil), ct.choice[:ct.nchoice]...),
		Tradable: append([]ResourceSet(nil), ct.trade[:ct.ntrade]...)}
	for s, n := range ct.science {
		cv.Science[s] = int(n)
	}
	if c < int(g.players) {
		cv.HandSize = int(g.hands[c].n)
	}
	return cv
}

// cardView works out a card's status for city c.
func (g *State) cardView(c int, card Card) CardView {
	ct := &g.cities[c]
	ci := &catalog.cards[card]
	cv := CardView{Card: card, BankCoins: ci.Cost.Coins, FreeBuild: ct.free && !ct.freeUsed && !g.blocked(c, card)}
	switch {
	case g.blocked(c, card):
		cv.Status = StatusOwned
	case ct.chained(card) || g.freeBuild(c, card):
		cv.Status, cv.BankCoins = StatusFree, 0
	case ci.Cost.Free():
		cv.Status = StatusFree
	default:
		var ps plans
		if int(ct.coins) >= ci.Cost.Coins {
			ps = g.reducedPayments(c, ci.Cost.Res, g.reduction(c, card), int(ct.coins)-ci.Cost.Coins)
		}
		cv.Plans = append(cv.Plans, ps.list()...)
		cv.Status = planStatus(cv.Plans)
	}
	return cv
}

func planStatus(ps []Plan) Status {
	switch {
	case len(ps) == 0:
		return StatusUnaffordable
	case ps[0].Total() == 0:
		return StatusOwn
	}
	return StatusTrade
}

func (g *State) stageView(c int) StageView {
	ct := &g.cities[c]
	st := g.nextStage(c)
	if st.stage < 0 {
		return StageView{Stage: int(ct.stages), Status: StatusComplete}
	}
	sv := StageView{Stage: st.stage, Cost: ct.stageInfo()[st.stage].Cost}
	sv.Plans = append(sv.Plans, st.plans.list()...)
	sv.Status = planStatus(sv.Plans)
	return sv
}

// Foes are the cities city c would fight at the end of this Age if the
// cities of out (one bit each) sat its conflicts out: the engine's rule,
// for the bots to weigh a diplomacy token.
func (v *View) Foes(c int, out uint) []int {
	foes, n := v.state.foesWith(c, func(o int) bool { return out&(1<<o) != 0 })
	return foes[:n]
}

// Neighbours are city c's left and right neighbours, whom a move's
// PayLeft and PayRight go to.
func (v *View) Neighbours(c int) (left, right int) {
	n := max(v.NumCities, 1)
	return (c + 1) % n, (c + n - 1) % n
}

// AgeTurns is how many turns an Age of the view's game lasts: 6, 7 with
// Cities (a View made by hand, without Turns, is a base game's).
func (v *View) AgeTurns() int {
	if v.Turns > 0 {
		return v.Turns
	}
	return turnsPerAge
}

// Section is expansion name's section of the view, nil when the game does
// not play it.
func (v *View) Section(name string) any {
	for _, s := range v.Sections {
		if s.Name == name {
			return s.Value
		}
	}
	return nil
}
