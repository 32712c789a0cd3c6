package wonders

import (
	"fmt"

	"agora/game"
)

// Action is what a move does with its card.
type Action uint8

// The actions. BuildFree is Olympia A's free structure; BuildDiscarded is
// Halikarnassus building a card from the discard pile.
const (
	Build Action = 1 + iota
	BuildStage
	Discard
	BuildFree
	BuildDiscarded
	numActions
)

var actionNames = [numActions]string{"", "build", "stage", "discard", "build_free", "build_discarded"}

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
}

// Option bit layout: card+1 (8 bits), action (4), city (4), coins left (8),
// coins right (8), stage (4). Card 0 with no action never encodes a move,
// so small numbers are never legal.
const (
	optCard   = 0
	optAction = 8
	optCity   = 12
	optLeft   = 16
	optRight  = 24
	optStage  = 32
	optBits   = 36
)

// Option encodes the move.
func (m Move) Option() game.Option {
	return game.Option(uint64(m.Card+1)&0xff |
		uint64(m.Action&0xf)<<optAction |
		uint64(m.City&0xf)<<optCity |
		uint64(m.PayLeft&0xff)<<optLeft |
		uint64(m.PayRight&0xff)<<optRight |
		uint64(m.Stage&0xf)<<optStage)
}

// DecodeOption decodes an option; ok is false when the number cannot be
// any move's encoding.
func DecodeOption(o game.Option) (m Move, ok bool) {
	v := uint64(o)
	m = Move{
		Card:     Card(v>>optCard&0xff) - 1,
		Action:   Action(v >> optAction & 0xf),
		City:     int(v >> optCity & 0xf),
		PayLeft:  int(v >> optLeft & 0xff),
		PayRight: int(v >> optRight & 0xff),
		Stage:    int(v >> optStage & 0xf),
	}
	ok = v>>optBits == 0 && m.Action > 0 && m.Action < numActions &&
		int(m.Card) < len(catalog.cards) && m.City < maxCities && m.Stage < maxStages &&
		m.Option() == o
	return m, ok
}

// MustDecode decodes an option the engine listed.
func MustDecode(o game.Option) Move {
	m, ok := DecodeOption(o)
	if !ok {
		panic(fmt.Sprintf("wonders: option %d is no move", o))
	}
	return m
}

// Describe names an option in plain English for logs and debugging.
func (g *State) Describe(o game.Option) string {
	m, ok := DecodeOption(o)
	if !ok {
		return fmt.Sprintf("invalid option %d", o)
	}
	return m.String()
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
	case BuildFree:
		s = "build " + m.Card.String() + " free (Olympia)"
	case BuildDiscarded:
		s = "build " + m.Card.String() + " from the discard pile"
	}
	if m.PayLeft > 0 || m.PayRight > 0 {
		s += fmt.Sprintf(", paying %d left and %d right", m.PayLeft, m.PayRight)
	}
	return who + ": " + s
}
