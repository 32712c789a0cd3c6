package dale

import (
	"fmt"

	"agora/game"
)

// MoveType is what an option does. Which types a prompt offers depends on
// its Kind (see kinds.go); the UI builds every flow from Legal alone.
type MoveType uint8

// The move types.
const (
	// At the action prompt ("dale.action"):
	MoveBuy       MoveType = 1 + iota // start buying the card in market Slot
	MoveArrange                       // start a purchase with Calculations: rearrange the market first
	MovePlay                          // play technique Card from the hand
	MoveBuild                         // start a stack with Card
	MoveInventory                     // start an inventory (discarding from the hand)
	MoveSpy                           // use Wise Spy (free): look at the top 3 cards of the deck
	// In a selection (pay, stack, help, inventory):
	MoveAdd     // add Card to the selection; Value 1: a Glue kept in the hand
	MoveConfirm // confirm the selection, end an arrangement or a help
	MoveCancel  // give up the selection (back to the action prompt), or decline to help
	MoveAsk     // team game: hand the stack to the partner to complete
	MoveSwap    // Calculations: swap market Slot with slot Value
	// Answers to a technique or reaction:
	MoveCard      // choose Card from the prompt's source
	MoveSlot      // choose market Slot
	MoveStall     // choose the stall card at index Value (StallView order)
	MoveSeat      // choose player Seat
	MoveDirection // choose a direction: Value 0 left (next seat), 1 right
	MoveNumber    // choose the number Value (a guessed value, a count)
	MoveReact     // use owl Card in reaction
	MovePass      // do not use an optional effect or reaction
	numMoveTypes
)

var moveNames = [numMoveTypes]string{"", "buy", "arrange", "play", "build", "inventory", "spy",
	"add", "confirm", "cancel", "ask", "swap", "card", "slot", "stall", "seat", "direction", "number", "react", "pass"}

// String is the move type's name; its translation key is "dale.move.<name>".
func (m MoveType) String() string {
	if m > 0 && m < numMoveTypes {
		return moveNames[m]
	}
	return "?"
}

// Move is a decoded option.
type Move struct {
	Type  MoveType
	Card  Card // a card kind, with its boost tag for a hand card
	Slot  int  // a market slot, 0 (no surcharge) to 4
	Seat  int  // a player
	Value int  // a number, a second slot, a stall index, a direction, a Glue kept
}

// Option bit layout: type (6 bits), card (8), slot (4), seat (4), value
// (8). Type 0 is no move, so option 0 is never legal.
const (
	optCard  = 6
	optSlot  = 14
	optSeat  = 18
	optValue = 22
	optBits  = 30
)

// Option encodes the move.
func (m Move) Option() game.Option {
	return game.Option(uint64(m.Type)&0x3f | uint64(m.Card)<<optCard | uint64(m.Slot&0xf)<<optSlot |
		uint64(m.Seat&0xf)<<optSeat | uint64(m.Value&0xff)<<optValue)
}

// DecodeOption decodes an option; ok is false when the number cannot be
// any move's encoding.
func DecodeOption(o game.Option) (m Move, ok bool) {
	v := uint64(o)
	m = Move{Type: MoveType(v & 0x3f), Card: Card(v >> optCard), Slot: int(v >> optSlot & 0xf),
		Seat: int(v >> optSeat & 0xf), Value: int(v >> optValue & 0xff)}
	// The fields tile bits 0 to optBits-1 exactly, so any number below
	// 1<<optBits is its move's encoding (m.Option() == o).
	ok = v>>optBits == 0 && m.Type > 0 && m.Type < numMoveTypes
	return m, ok
}

// MustDecode decodes an option the engine listed.
func MustDecode(o game.Option) Move {
	m, ok := DecodeOption(o)
	if !ok {
		panic(fmt.Sprintf("dale: option %d is no move", o))
	}
	return m
}

func mv(t MoveType) Move                  { return Move{Type: t} }
func cardMove(t MoveType, c Card) Move    { return Move{Type: t, Card: c} }
func numMove(t MoveType, v int) Move      { return Move{Type: t, Value: v} }
func slotMove(t MoveType, s int) Move     { return Move{Type: t, Slot: s} }
func seatMove(s int) Move                 { return Move{Type: MoveSeat, Seat: s} }
func swapMove(a, b int) Move              { return Move{Type: MoveSwap, Slot: a, Value: b} }
func (m Move) is(t MoveType, c Card) bool { return m.Type == t && m.Card == c }

// Describe names an option in plain English for logs and debugging.
func (g *State) Describe(o game.Option) string {
	m, ok := DecodeOption(o)
	if !ok {
		return fmt.Sprintf("invalid option %d", o)
	}
	return m.String()
}

func (m Move) String() string {
	switch m.Type {
	case MoveBuy:
		return fmt.Sprintf("buy market slot %d", m.Slot)
	case MoveArrange:
		return "rearrange the market with Calculations"
	case MovePlay:
		return "play " + m.Card.String()
	case MoveBuild:
		return "build a stack with " + m.Card.String()
	case MoveInventory:
		return "inventory"
	case MoveSpy:
		return "use Wise Spy"
	case MoveAdd:
		if m.Value == 1 {
			return "add " + m.Card.String() + " (kept in hand)"
		}
		return "add " + m.Card.String()
	case MoveSwap:
		return fmt.Sprintf("swap market slots %d and %d", m.Slot, m.Value)
	case MoveCard:
		return "choose " + m.Card.String()
	case MoveSlot:
		return fmt.Sprintf("choose market slot %d", m.Slot)
	case MoveStall:
		return fmt.Sprintf("choose stall card %d", m.Value)
	case MoveSeat:
		return fmt.Sprintf("choose seat %d", m.Seat)
	case MoveDirection:
		if m.Value == 0 {
			return "left"
		}
		return "right"
	case MoveNumber:
		return fmt.Sprintf("choose %d", m.Value)
	case MoveReact:
		return "react with " + m.Card.String()
	}
	return m.Type.String()
}
