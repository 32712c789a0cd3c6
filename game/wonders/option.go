package wonders

import (
	"fmt"

	"agora/game"
)

// Action is what a move does with its card.
type Action uint8

// The actions. BuildFree is Olympia A's free structure; BuildDiscarded is
// Halikarnassus building a card from the discard pile; BuildShared builds
// the card in the partner's city (Toinito, team game); Invoke calls a
// second god on its own after the turn (Wonderwoman, Ithaca). The others belong
// to the Commerce expansion: Pick chooses the turn's card before the seats
// resolve in market order, and Market Day's auction has Propose (a card of
// Owner for Price), Bid (Price), Pass, SellCard and KeepCard. With Cities,
// Faith's Nout gives debt tokens (GiveDebt: one to each city of Targets, a
// second to those of Price) and a city answers Hécate or Héra (Settle:
// Price coins paid, the rest as debt).
const (
	Build Action = 1 + iota
	BuildStage
	Discard
	BuildFree
	BuildDiscarded
	Pick
	Propose
	Bid
	Pass
	SellCard
	KeepCard
	Pray
	Swap
	Cancel
	BuildShared
	Invoke
	GiveDebt
	Settle
	numActions
)

var actionNames = [numActions]string{"", "build", "stage", "discard", "build_free", "build_discarded",
	"pick", "propose", "bid", "pass", "sell_card", "keep_card", "pray", "swap", "cancel", "build_shared", "invoke",
	"give_debt", "settle"}

// auction reports whether the action belongs to Market Day's auction: its
// options carry a price and an owner instead of payments and a stage.
func (a Action) auction() bool { return a >= Propose && a <= KeepCard }

// plays reports whether the action uses a card: build, stage or discard.
func (a Action) plays() bool { return a >= Build && a <= BuildDiscarded || a == BuildShared }

// builds reports whether the action builds its card as a structure.
func (a Action) builds() bool {
	return a == Build || a == BuildFree || a == BuildDiscarded || a == BuildShared
}

// String is the action's name; its translation key is
// "wonders.action.<name>".
func (a Action) String() string {
	if a > 0 && a < numActions {
		return actionNames[a]
	}
	if d := layerAction(a); d != nil {
		return d.Name
	}
	return "?"
}

// Move is a decoded option.
type Move struct {
	Action Action
	Card   Card
	// City is the city that acts: the seat's own, or the Free City when
	// its controller decides for it.
	City int
	// Stage is the 0-based wonder stage a BuildStage move builds.
	Stage int
	// PayLeft and PayRight are the coins paid to the neighbours for
	// resources; coins to the bank come from the card's cost.
	PayLeft, PayRight int
	// Commerce: Dice are the market dice bought for this move (one bit
	// per Resource), Wheat one wheat bought, and Sell the resource sold to
	// the market plus one (0: no sale). The market's coins come from
	// MarketCost.
	Dice  ResourceSet
	Wheat bool
	Sell  int
	// Market Day: the card's Owner and the Price offered.
	Owner, Price int
	// Faith: what a card move (or a Commerce resolution) does with God
	// (NoGodMode: nothing; God is then 0), and the cities the god's power
	// targets, one bit per city (Hades, Amun-Ra). PayLeft and PayRight
	// then count the coins for both the card and the god. Pray moves name
	// the God picked.
	God     God
	GodMode GodMode
	Targets uint8
	// Bastet's Swap gives Card to city Owner for its Other card.
	Other Card
	// PayOthers is the coins paid to cities that are not neighbours
	// (Poseidon), 1 a unit; the engine decides which city gets each coin
	// (see faith_poseidon.go, State.Describe names them).
	PayOthers int
	// Leaders, Bilkis: Bank is set when the move buys one unit of a
	// resource from the bank, for 1 coin.
	Bank bool
}

// Sold is the resource the move sells to the market; ok is false when it
// sells nothing.
func (m Move) Sold() (r Resource, ok bool) { return Resource(m.Sell - 1), m.Sell > 0 }

// Option bit layout, encoding 2 (Encoding; encoding_v1.go keeps the first
// one, which saves may still hold):
//
//	bits   field                      width  room
//	 0- 8  card+1 (0: no card)          9    510 cards (254 while Card is 8 bits)
//	 9-13  action                       5    31 actions (18 used)
//	14-16  city                         3    8 cities
//	17-22  coins to the left            6    63 (a card and a god: at most 28)
//	23-28  coins to the right           6    63
//	29-32  coins to other cities        4    15 (Poseidon, at most 14)
//	33-34  wonder stage                 2    4 stages
//	35-41  dice bought                  7    one bit per resource
//	42     wheat bought                 1
//	43-45  sold resource+1              3
//	46-51  god+1 (0: no god)            6    63 gods
//	52-53  god mode                     2
//	54-60  target cities                7    7 cities
//	61     a unit bought from the bank  1    (Leaders: Bilkis)
//	62-63  free                         2
//
// Market Day's auction actions carry no payment: their price takes the
// 12 bits of both neighbours' coins and their owner the 4 bits of the coins
// to other cities. Bastet's Swap puts its other card where the price goes
// and the owner where the auction's owner goes. No move has action 0, so
// numbers below 512 are never legal. encoding_test.go checks that every
// field holds the largest value the engine can give it.
const (
	optCard   = 0
	optAction = 9
	optCity   = 14
	optLeft   = 17
	optRight  = 23
	optOthers = 29
	optStage  = 33
	optDice   = 35
	optWheat  = 42
	optSell   = 43
	optGod    = 46
	optMode   = 52
	optTarget = 54
	optBank   = 61
	optFree   = 62
)

// The fields' masks, once shifted down.
const (
	maskAction = 0x1f
	maskCity   = 0x7
	maskCard   = 0x1ff
	maskCoins  = 0x3f
	maskOthers = 0xf
	maskStage  = 0x3
	maskDice   = 0x7f
	maskSell   = 0x7
	maskGod    = 0x3f
	maskMode   = 0x3
	maskTarget = 0x7f
	// maskPrice is the auction price's (and Swap's other card's) field:
	// both neighbours' coins.
	maskPrice = 0xfff
)

// payBits are the bits of an option that say how it is paid: the coins
// to each neighbour and, othersBits, to other cities.
const (
	othersBits = game.Option(maskOthers << optOthers)
	payBits    = leftBits | rightBits | othersBits
)

// The payment fields in place: a field compares as its masked bits, with
// no shift.
const (
	leftBits  = game.Option(maskCoins << optLeft)
	rightBits = game.Option(maskCoins << optRight)
)

// paysAtMost reports whether option a pays no more than b to anyone.
func paysAtMost(a, b game.Option) bool {
	return a&leftBits <= b&leftBits && a&rightBits <= b&rightBits && a&othersBits <= b&othersBits
}

// withPrice is an auction option encoded with no price, given price p.
func withPrice(o game.Option, p int) game.Option { return o | game.Option(p&maskPrice)<<optLeft }

// sidedActions are the actions whose options carry no payment and use its
// fields for a price or another card and an owner: Market Day's auction
// and Bastet's Swap.
const sidedActions = 1<<Propose | 1<<Bid | 1<<Pass | 1<<SellCard | 1<<KeepCard | 1<<Swap | 1<<GiveDebt | 1<<Settle

// sided reports whether the action is one of sidedActions.
func sided(a Action) bool { return (sidedActions|layerSided)>>(a&maskAction)&1 != 0 }

// Option encodes the move in the current encoding.
func (m Move) Option() game.Option {
	o := uint64(m.Card+1)<<optCard | // a Card is 8 bits: card+1 fits its 9
		uint64(m.Action&maskAction)<<optAction |
		uint64(m.City&maskCity)<<optCity |
		uint64(m.Stage&maskStage)<<optStage |
		uint64(m.Dice&maskDice)<<optDice |
		uint64(m.Sell&maskSell)<<optSell |
		uint64(m.GodMode&maskMode)<<optMode |
		uint64(m.Targets&maskTarget)<<optTarget
	if m.Wheat {
		o |= 1 << optWheat
	}
	if m.Bank {
		o |= 1 << optBank
	}
	if m.GodMode != NoGodMode || m.Action == Pray || m.Action == Cancel {
		o |= (uint64(m.God) + 1) & maskGod << optGod
	}
	if sided(m.Action) {
		price := m.Price
		if m.Action == Swap {
			price = int(m.Other)
		}
		return game.Option(o | uint64(price&maskPrice)<<optLeft | uint64(m.Owner&maskOthers)<<optOthers)
	}
	return game.Option(o | uint64(m.PayLeft&maskCoins)<<optLeft | uint64(m.PayRight&maskCoins)<<optRight |
		uint64(m.PayOthers&maskOthers)<<optOthers)
}

// DecodeOption decodes an option; ok is false when the number cannot be
// any move's encoding.
func DecodeOption(o game.Option) (m Move, ok bool) {
	m = unpack(o)
	return m, m.valid() && m.Option() == o
}

// valid reports whether the move's fields make sense together: a known
// action, a card of the catalog where the action takes one and none where
// it does not, a god of the catalog where the move names one, a god mode
// only on moves that may invoke, targets only with an invocation, cities,
// stages and owners in range.
func (m *Move) valid() bool {
	if d := layerAction(m.Action); d != nil {
		return (d.Card && int(m.Card) < len(catalog.cards) || !d.Card && m.Card == NoCard) && m.God == 0 &&
			m.GodMode == NoGodMode && m.Targets == 0 && !m.Bank && m.Stage == 0 && m.Dice == 0 && !m.Wheat && m.Sell == 0 &&
			m.City >= 0 && m.City < maxCities && m.Owner >= 0 && m.Owner < maxCities
	}
	alone := m.Action == Pray || m.Action == Cancel || m.Action == Invoke // a god without a card
	hasGod := m.GodMode != NoGodMode || m.Action == Pray || m.Action == Cancel
	debt := m.Action == GiveDebt || m.Action == Settle // no card either
	return m.Action > 0 && m.Action < numActions &&
		(int(m.Card) < len(catalog.cards) && !alone && !debt ||
			m.Card == NoCard && (m.Action.auction() || alone || debt)) &&
		(!hasGod || int(m.God) < len(catalog.gods)) &&
		(m.Action.plays() || m.Action == Invoke && m.GodMode == InvokeAfter || m.Action != Invoke && m.GodMode == NoGodMode) &&
		(m.GodMode.Invokes() || m.Action == Cancel || m.Action == GiveDebt || m.Targets == 0) &&
		m.City >= 0 && m.City < maxCities && m.Stage >= 0 && m.Stage < maxStages && m.Owner >= 0 && m.Owner < maxCities &&
		(m.Action != Swap || int(m.Other) < len(catalog.cards)) &&
		(!m.Bank || m.Action == Build || m.Action == BuildShared || m.Action == BuildStage)
}

// MustDecode decodes an option the engine listed. It does not check the
// number (DecodeOption does): it is what search and the engine call in
// their inner loops, on options that came from Legal.
func MustDecode(o game.Option) Move { return unpack(o) }

// unpack reads the move's fields from the option's bits.
func unpack(o game.Option) Move {
	v := uint64(o)
	m := Move{
		Action:    Action(v >> optAction & maskAction),
		City:      int(v >> optCity & maskCity),
		Card:      Card(v>>optCard&maskCard) - 1,
		PayLeft:   int(v >> optLeft & maskCoins),
		PayRight:  int(v >> optRight & maskCoins),
		PayOthers: int(v >> optOthers & maskOthers),
		Stage:     int(v >> optStage & maskStage),
		Dice:      ResourceSet(v >> optDice & maskDice),
		Wheat:     v>>optWheat&1 == 1,
		Bank:      v>>optBank&1 == 1,
		Sell:      int(v >> optSell & maskSell),
		GodMode:   GodMode(v >> optMode & maskMode),
		Targets:   uint8(v >> optTarget & maskTarget),
	}
	if godBits := v >> optGod & maskGod; godBits > 0 {
		m.God = God(godBits - 1)
	}
	if sided(m.Action) {
		price := int(v >> optLeft & maskPrice)
		if m.Action == Swap {
			m.Other, price = Card(price), 0
		}
		m.Price, m.Owner, m.PayLeft, m.PayRight, m.PayOthers = price, m.PayOthers, 0, 0, 0
	}
	return m
}

// Describe names an option in plain English for logs and debugging.
func (g *State) Describe(o game.Option) string {
	m, ok := DecodeOption(o)
	if !ok {
		return fmt.Sprintf("invalid option %d", o)
	}
	s := m.String()
	if m.PayOthers > 0 {
		if to, ok := g.allocOf(m, o); ok {
			s += " ("
			for c := range int(g.ncities) {
				if k := int(to >> (4 * c) & 0xf); k > 0 {
					if s[len(s)-1] != '(' {
						s += ", "
					}
					s += fmt.Sprintf("%d to city %d", k, c)
				}
			}
			s += ")"
		}
	}
	return s
}

func (m Move) String() string {
	who := fmt.Sprintf("city %d", m.City)
	var s string
	switch m.Action {
	case Build:
		s = "build " + m.Card.String()
	case BuildStage:
		s = fmt.Sprintf("build stage %d with %s", m.Stage+1, m.Card)
	case Discard:
		s = "discard " + m.Card.String()
	case BuildShared:
		s = "build " + m.Card.String() + " in the partner's city"
	case BuildFree:
		s = "build " + m.Card.String() + " free (Olympia)"
	case BuildDiscarded:
		s = "build " + m.Card.String() + " from the discard pile"
	case Pick:
		s = "pick " + m.Card.String()
	case Invoke:
		s = "second god at once"
	case Propose:
		s = fmt.Sprintf("offer %d for %s of city %d", m.Price, m.Card, m.Owner)
	case Bid:
		s = fmt.Sprintf("bid %d", m.Price)
	case Pass:
		s = "pass"
	case SellCard:
		s = "sell the card"
	case KeepCard:
		s = "keep the card"
	case Pray:
		s = "pray to " + m.God.String()
	case Cancel:
		s = fmt.Sprintf("cancel with %s the god of cities %v", m.God, targetList(m.Targets))
	case Swap:
		s = fmt.Sprintf("give %s to city %d for its %s", m.Card, m.Owner, m.Other)
	case GiveDebt:
		s = fmt.Sprintf("give debt to cities %v, a second token to %v", targetList(m.Targets), targetList(uint8(m.Price)))
	case Settle:
		s = fmt.Sprintf("pay %d coins, the rest as debt", m.Price)
	}
	switch {
	case m.Action == Invoke:
		s += ": " + m.God.String()
	case m.GodMode == InvokeAfter:
		s += ", then invoke " + m.God.String()
	case m.GodMode == InvokeBefore:
		s += ", invoking " + m.God.String() + " first"
	case m.GodMode == GodCoins:
		s += ", discarding a god for coins"
	}
	if m.Targets != 0 {
		s += fmt.Sprintf(", targets %v", targetList(m.Targets))
	}
	if m.PayLeft > 0 || m.PayRight > 0 {
		s += fmt.Sprintf(", paying %d left and %d right", m.PayLeft, m.PayRight)
	}
	if m.PayOthers > 0 {
		s += fmt.Sprintf(", paying %d to other cities", m.PayOthers)
	}
	if m.Bank {
		s += ", buying a resource from the bank"
	}
	if m.Dice != 0 {
		s += fmt.Sprintf(", buying dice %v", m.Dice.List())
	}
	if m.Wheat {
		s += ", buying wheat"
	}
	if r, ok := m.Sold(); ok {
		s += ", selling " + r.String()
	}
	return who + ": " + s
}

// Peek reads an option's action, card and god mode without decoding the
// rest of the move: what playouts look at for every option of every move.
func Peek(o game.Option) (Action, Card, GodMode) {
	v := uint64(o)
	return Action(v >> optAction & maskAction), Card(v>>optCard&maskCard) - 1, GodMode(v >> optMode & maskMode)
}

// ActionDef is an action an outside layer's moves carry. Its number is
// part of the option encoding, so of the saves: it never changes. Numbers
// from FirstLayerAction to MaxAction are the layers'. An action's moves
// carry City, Card (when Card is set; NoCard otherwise), Price (0-4095)
// and Owner (a city), and no payment.
type ActionDef struct {
	Action Action
	Name   string // its words: "wonders.action.<name>"
	Card   bool
}

// The action numbers the option layout holds (5 bits), and
// the first of those kept for the layers of other packages.
const (
	FirstLayerAction Action = 24
	MaxAction        Action = maskAction
)

// layerActions are the outside layers' actions by number.
var layerActions [MaxAction + 1]*ActionDef

// layerSided is the set of the outside layers' actions, which use the
// sided fields (price and owner).
var layerSided uint32

// layerAction is the outside layer's action a, nil for the base's.
func layerAction(a Action) *ActionDef {
	if a < FirstLayerAction || a > MaxAction {
		return nil
	}
	return layerActions[a]
}
