package dale

import (
	"agora/game"
	eng "agora/game/dale"
)

// What a tap on a zone asks of the table. A zone's state names each of
// its taps as an act, a plain value (two states alike tap alike, so a
// zone given the state it shows keeps its buttons and cards, stateKey),
// and the zone hands the act to the table's dispatch, which does it: the
// zones report taps, the table decides what they play.

// actKind is what an act asks.
type actKind uint8

const (
	actNone     actKind = iota // nothing: the button or card is not live
	actChoose                  // play opt
	actArm                     // ask in the prompt panel to confirm opt, which cannot be undone
	actList                    // list in the prompt panel the choices of an action of type typ
	actDisarm                  // drop the local choice (a selected card, an armed or listed action)
	actMarket                  // a market card's option opt (tapMarket)
	actHand                    // the hand's card at place at (tapHand)
	actPay                     // the hand's card at place at while paying, in the payment when in (tapPay)
	actPayNow                  // pay with the payment chosen
	actSelect                  // select the hand's card, a technique the panel listed
	actKeepGlue                // keep the payment's at-th card, a Glue, in the hand when in
	actEndTurn                 // End turn: ask first, then end with the inventory opt
	actTarget                  // pick a seat, opt, as a technique's target, to be confirmed in the prompt panel
)

// act is one tap's request: its kind and what it names.
type act struct {
	kind actKind
	opt  game.Option
	typ  eng.MoveType
	card eng.Card
	at   int
	in   bool
}

// choose is the act that plays o.
func choose(o game.Option) act { return act{kind: actChoose, opt: o} }

// live reports whether the act does something.
func (a act) live() bool { return a.kind != actNone }
