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
// Owner for Price), Bid (Price), Pass, SellCard and KeepCard.
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
	numActions
)

var actionNames = [numActions]string{"", "build", "stage", "discard", "build_free", "build_discarded",
	"pick", "propose", "bid", "pass", "sell_card", "keep_card", "pray", "swap", "cancel", "build_shared", "invoke"}

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
}

// Sold is the resource the move sells to the market; ok is false when it
// sells nothing.
func (m Move) Sold() (r Resource, ok bool) { return Resource(m.Sell - 1), m.Sell > 0 }

// Option bit layout: card+1 (8 bits), action (5), city (3), coins left (8),
// coins right (8), stage (3), dice (7), wheat (1), sold resource+1 (3),
// god+1 (5), god mode (2), targets (7), coins to other cities (4).
// Auction actions keep their price where coins left go and the owner where
// the stage goes. Card 0 with no action never encodes a move, so small
// numbers are never legal.
const (
	optCard   = 0
	optAction = 8
	optCity   = 13
	optLeft   = 16
	optRight  = 24
	optStage  = 32
	optDice   = 35
	optWheat  = 42
	optSell   = 43
	optGod    = 46
	optMode   = 51
	optTarget = 53
	optOthers = 60
	optBits   = 64
)

// payBits are the bits of an option that say how it is paid: the coins
// to each neighbour and, othersBits, to other cities.
const (
	othersBits = game.Option(0xf << optOthers)
	payBits    = game.Option(0xff<<optLeft|0xff<<optRight) | othersBits
)

// paysAtMost reports whether option a pays no more than b to anyone.
func paysAtMost(a, b game.Option) bool {
	field := func(o game.Option, at, mask uint64) uint64 { return uint64(o) >> at & mask }
	return field(a, optLeft, 0xff) <= field(b, optLeft, 0xff) &&
		field(a, optRight, 0xff) <= field(b, optRight, 0xff) &&
		field(a, optOthers, 0xf) <= field(b, optOthers, 0xf)
}

// withPrice is an auction option encoded with no price, given price p
// (the price goes where coins left go).
func withPrice(o game.Option, p int) game.Option { return o | game.Option(p&0xff)<<optLeft }

// Option encodes the move.
func (m Move) Option() game.Option {
	left, stage := m.PayLeft, m.Stage
	if m.Action.auction() {
		left, stage = m.Price, m.Owner
	}
	if m.Action == Swap {
		left, stage = int(m.Other), m.Owner
	}
	wheat := uint64(0)
	if m.Wheat {
		wheat = 1
	}
	god := uint64(0)
	if m.GodMode != NoGodMode || m.Action == Pray || m.Action == Cancel {
		god = uint64(m.God+1) & 0x1f
	}
	return game.Option(uint64(m.Card+1)&0xff |
		god<<optGod |
		uint64(m.GodMode&0x3)<<optMode |
		uint64(m.Targets&0x7f)<<optTarget |
		uint64(m.Action&0x1f)<<optAction |
		uint64(m.City&0x7)<<optCity |
		uint64(left&0xff)<<optLeft |
		uint64(m.PayRight&0xff)<<optRight |
		uint64(stage&0x7)<<optStage |
		uint64(m.Dice&0x7f)<<optDice |
		wheat<<optWheat |
		uint64(m.Sell&0x7)<<optSell |
		uint64(m.PayOthers&0xf)<<optOthers)
}

// DecodeOption decodes an option; ok is false when the number cannot be
// any move's encoding.
func DecodeOption(o game.Option) (m Move, ok bool) {
	m = unpack(o)
	v := uint64(o)
	godBits := v >> optGod & 0x1f
	hasGod := m.GodMode != NoGodMode || m.Action == Pray || m.Action == Cancel
	alone := m.Action == Pray || m.Action == Cancel || m.Action == Invoke // a god without a card
	ok = m.Action > 0 && m.Action < numActions &&
		(int(m.Card) < len(catalog.cards) && !alone ||
			m.Card == NoCard && (m.Action.auction() || alone)) &&
		hasGod == (godBits > 0) && (!hasGod || int(m.God) < len(catalog.gods)) &&
		(m.Action.plays() || m.Action == Invoke && m.GodMode == InvokeAfter || m.Action != Invoke && m.GodMode == NoGodMode) && (m.GodMode.Invokes() || m.Action == Cancel || m.Targets == 0) &&
		m.City < maxCities && m.Stage < maxStages && m.Owner < maxCities &&
		(m.Action != Swap || int(m.Other) < len(catalog.cards)) &&
		m.Option() == o
	return m, ok
}

// MustDecode decodes an option the engine listed. It does not check the
// number (DecodeOption does): it is what search and the engine call in
// their inner loops, on options that came from Legal.
func MustDecode(o game.Option) Move { return unpack(o) }

// unpack reads the move's fields from the option's bits.
func unpack(o game.Option) Move {
	v := uint64(o)
	m := Move{
		Card:      Card(v>>optCard&0xff) - 1,
		Action:    Action(v >> optAction & 0x1f),
		City:      int(v >> optCity & 0x7),
		PayLeft:   int(v >> optLeft & 0xff),
		PayRight:  int(v >> optRight & 0xff),
		Stage:     int(v >> optStage & 0x7),
		Dice:      ResourceSet(v >> optDice & 0x7f),
		Wheat:     v>>optWheat&1 == 1,
		Sell:      int(v >> optSell & 0x7),
		GodMode:   GodMode(v >> optMode & 0x3),
		Targets:   uint8(v >> optTarget & 0x7f),
		PayOthers: int(v >> optOthers & 0xf),
	}
	if godBits := v >> optGod & 0x1f; godBits > 0 {
		m.God = God(godBits - 1)
	}
	if m.Action.auction() {
		m.Price, m.Owner, m.PayLeft, m.Stage = m.PayLeft, m.Stage, 0, 0
	}
	if m.Action == Swap {
		m.Other, m.Owner, m.PayLeft, m.Stage = Card(m.PayLeft), m.Stage, 0, 0
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
	return Action(v >> optAction & 0x1f), Card(v>>optCard&0xff) - 1, GodMode(v >> optMode & 0x3)
}
